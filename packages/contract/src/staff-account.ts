import { z } from "zod";

/* ---------- a staff member's own account: password, reset, second factor, sessions (ADR 0037) ---------- */

/** The same floor as STAFF_PASSWORD_MIN_LENGTH in staff.ts (which re-exports this module, so it cannot be imported here). */
const STAFF_PASSWORD_MIN = 12;
/** How long a reset link works: short, because the link sits in a mailbox. */
export const STAFF_PASSWORD_RESET_MINUTES = 30;

/** Roles that must sign in with a second factor: they can download CVs and manage staff. */
export const staffSecondFactorRoles = ["owner", "hr"] as const;

export function staffNeedsSecondFactor(role: string): boolean {
  return (staffSecondFactorRoles as readonly string[]).includes(role);
}

export const staffAccountMessages = {
  secondFactorSetupRequired:
    "Your role signs in with a second factor. Set up an authenticator app on your account page first.",
  passwordResetRequested: `If there is a staff account for that address, a link to choose a new password is on its way. It works once, for ${STAFF_PASSWORD_RESET_MINUTES} minutes.`,
  passwordResetInvalid: "This reset link is not valid or has expired. Ask for a new one.",
  passwordChanged: "Your password is changed. Your other sessions are signed out.",
  wrongPassword: "That is not your current password.",
  wrongCode:
    "That code is not right. Enter the current 6-digit code from your app, or an unused recovery code.",
  secondFactorExpired: "Your sign-in has expired. Sign in again with your password.",
  secondFactorLocked: "Too many wrong codes. Try again in 15 minutes.",
  secondFactorAlreadyOn: "Two-step sign-in is already on for your account.",
  noSuchSession: "There is no session of yours with that id.",
  noSuchInvitation: "There is no open invitation with that id.",
} as const;

const newPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN, `Use at least ${STAFF_PASSWORD_MIN} characters`)
  .max(256, "Use at most 256 characters");

export const staffPasswordChangeSchema = z
  .object({ current_password: z.string().min(1, "Enter your current password"), new_password: newPassword })
  .strict();

export const staffPasswordResetRequestSchema = z
  .object({ email: z.email("Enter an e-mail address") })
  .strict();

export const staffPasswordResetSchema = z
  .object({ token: z.string().min(1).max(200), new_password: newPassword })
  .strict();

export const staffPasswordConfirmSchema = z
  .object({ password: z.string().min(1, "Enter your password") })
  .strict();

export const staffSecondFactorCodeSchema = z
  .object({ code: z.string().trim().min(6, "Enter the code").max(32) })
  .strict();

export const staffSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffAccountSchema = z.object({
  /** The language this person reads the staff interface in (ADR 0065). */
  interface_language: z.enum(["en", "el"]).default("en"),
  second_factor: z.object({ enabled: z.boolean(), required: z.boolean() }),
  sessions: z.array(staffSessionSchema),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/**
 * Recovery codes are written down and typed back: their letters leave out the look-alikes 0/O,
 * 1/l/I (ADR 0059), lower case only. Ten characters of 31 (about 49 bits), shown as two groups.
 */
export const STAFF_RECOVERY_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const STAFF_RECOVERY_CODE_COUNT = 10;

/** "N recovery codes left" after a sign-in with one. */
export function staffRecoveryCodesLeft(left: number): string {
  if (left <= 0)
    return "You used your last recovery code. Make new ones below, or move two-step sign-in to your new phone.";
  return `You signed in with a recovery code: ${left} recovery code${left === 1 ? "" : "s"} left. Lost your phone? Move two-step sign-in to the new one below.`;
}
