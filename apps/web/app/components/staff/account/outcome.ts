type FieldErrors = Record<string, string[] | undefined>;

/** What an action of the account page answers (routes/staff/account.tsx and its features' actions). */
export interface AccountOutcome {
  ok: boolean;
  message: string;
  intent?: string;
  errors?: FieldErrors;
  /** The set-up of the second factor: the key for the app, once, and the recovery codes, once. */
  setup?: { secret: string; totp_uri: string; recovery_codes: string[]; qr: string };
  recoveryCodes?: string[];
}
