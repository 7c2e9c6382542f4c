import { randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import {
  STAFF_COOKIE_PREFIX,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_RECOVERY_CODE_ALPHABET,
  STAFF_RECOVERY_CODE_COUNT,
} from "@thalassa/contract/staff";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Db } from "../db/client.ts";
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from "../db/schema.ts";
import { withHashedSessionTokens } from "./hashed-session-tokens.ts";
import { PASSWORD_RESET_MINUTES, queuePasswordResetMail, recordPasswordReset } from "./password-reset.ts";
import { singleUseTotp } from "./single-use-totp.ts";

export interface StaffAuthOptions {
  /** Signs the session cookie; at least 32 characters (env STAFF_AUTH_SECRET). */
  secret: string;
  /** The public site's address: its origin is the only one trusted to post sign-ins. */
  publicSiteUrl: string;
  /** Secure cookies (default); only plain-http test set-ups turn this off. */
  secureCookies?: boolean;
  /** How long a session lasts without use, in seconds. */
  sessionSeconds?: number;
}

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Ten recovery codes like "k7m2x-q9rht": no 0/O/1/l/I to misread when typing one back (ADR 0059). */
export function recoveryCodes(): string[] {
  return Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => STAFF_RECOVERY_CODE_ALPHABET[randomInt(STAFF_RECOVERY_CODE_ALPHABET.length)],
    ).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function hashStaffPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyStaffPassword(data: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(data.hash, data.password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

/**
 * better-auth for staff: e-mail and password only, no sign-up (accounts come from invitations),
 * argon2id hashes, sessions in the database (their tokens only as SHA-256), cookies named thalassa_staff.* that are HttpOnly,
 * Secure and SameSite=Lax. A new session (and cookie) is issued at every sign-in.
 * Password reset by a one-time mailed link (identifier stored hashed, every session ended on reset)
 * and a TOTP second factor with recovery codes come from better-auth itself (ADR 0037).
 */
export function createStaffAuth(db: Db, options: StaffAuthOptions) {
  const siteOrigin = new URL(options.publicSiteUrl).origin;
  const staffDatabase = drizzleAdapter(db, {
    provider: "pg",
    schema: {
      user: staffUsers,
      session: staffSessions,
      account: staffAccounts,
      verification: staffVerifications,
      twoFactor: staffTwoFactors,
    },
  });
  return betterAuth({
    appName: "Thalassa Group staff",
    baseURL: siteOrigin,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: [siteOrigin],
    database: (authOptions: Parameters<typeof staffDatabase>[0]) =>
      withHashedSessionTokens(staffDatabase(authOptions)),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: STAFF_PASSWORD_MIN_LENGTH,
      maxPasswordLength: 256,
      password: { hash: hashStaffPassword, verify: verifyStaffPassword },
      resetPasswordTokenExpiresIn: PASSWORD_RESET_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => queuePasswordResetMail(db, options.publicSiteUrl, user, token),
      onPasswordReset: ({ user }) => recordPasswordReset(db, user),
    },
    // Reset links, second-factor challenges and trusted devices are looked up by their SHA-256 only.
    verification: { storeIdentifier: "hashed" },
    plugins: [
      twoFactor({
        issuer: "Thalassa Group staff",
        backupCodeOptions: {
          amount: STAFF_RECOVERY_CODE_COUNT,
          customBackupCodesGenerate: recoveryCodes,
        },
      }),
      singleUseTotp(db),
    ],
    user: {
      additionalFields: {
        role: { type: "string", required: true, input: false },
        // Read with the session's user, so "who am I" needs no query of its own for it (ADR 0065).
        interfaceLanguage: { type: "string", required: false, input: false, defaultValue: "en" },
      },
    },
    session: {
      expiresIn: options.sessionSeconds ?? 60 * 60 * 12,
      updateAge: 60 * 60,
    },
    // Sign-in attempts are limited and locked out per address by the API itself (staff/sign-in-guard.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Wrong passwords are expected traffic, answered 401 and counted by the lock-out; not warnings.
    logger: { level: "error" },
    advanced: {
      cookiePrefix: STAFF_COOKIE_PREFIX,
      useSecureCookies: false,
      defaultCookieAttributes: {
        httpOnly: true,
        secure: options.secureCookies ?? true,
        sameSite: "lax",
        path: "/",
      },
    },
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
