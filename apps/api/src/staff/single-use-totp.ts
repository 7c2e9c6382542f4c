import { createHmac, timingSafeEqual } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { staffTwoFactors } from "../db/schema.ts";

/** better-auth's TOTP settings (its defaults): 6 digits, 30-second steps, one step either side. */
const PERIOD_MS = 30_000;
const DIGITS = 6;
const DRIFT_STEPS = 1;
/** Secrets imported from elsewhere are kept by better-auth as `base32:<secret>`. */
const BASE32_PREFIX = "base32:";
/** The cookie of a sign-in waiting for its second step (better-auth's two-factor plugin). */
const CHALLENGE_COOKIE = "two_factor";

function base32Bytes(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) continue;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The HMAC key better-auth computes its codes with, from the stored (decrypted) secret. */
function totpKey(secret: string): Buffer {
  return secret.startsWith(BASE32_PREFIX)
    ? base32Bytes(secret.slice(BASE32_PREFIX.length))
    : Buffer.from(secret, "utf8");
}

/** RFC 4226's code for one counter (RFC 6238: the 30-second step). */
function codeAt(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, "0");
}

/**
 * The latest time step, of those better-auth accepts now (the current one and one either side for
 * clock drift), whose code is `code`; undefined when none is.
 */
export function acceptedTotpStep(secret: string, code: string, now = Date.now()): number | undefined {
  const key = totpKey(secret);
  const current = Math.floor(now / PERIOD_MS);
  const given = Buffer.from(code);
  let matched: number | undefined;
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    const expected = Buffer.from(codeAt(key, step));
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = step;
  }
  return matched;
}

/**
 * Each TOTP code signs in once per account (ADR 0046). Before better-auth checks the second step
 * of a sign-in, the code's time step is claimed for the account: only a step later than the last
 * one claimed is taken, in one conditional update, so of two sign-ins with one code (even at once)
 * one wins, and a code older than one already used (the previous step's, kept for clock drift)
 * never signs in after it. A code that loses is handed to better-auth as a wrong one, so it is
 * answered, counted and locked out exactly like a wrong code. Confirming a new app on the account
 * page is not a sign-in and claims nothing.
 */
export function singleUseTotp(db: Db): BetterAuthPlugin {
  return {
    id: "single-use-totp",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
            const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
            if (!challenge) return;
            const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
            if (!pending) return;
            const [factor] = await db
              .select()
              .from(staffTwoFactors)
              .where(eq(staffTwoFactors.userId, pending.value));
            if (!factor?.verified) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: factor.secret });
            const step = acceptedTotpStep(secret, code);
            // A wrong code is better-auth's to refuse and count.
            if (step === undefined) return;
            const claimed = await db
              .update(staffTwoFactors)
              .set({ lastTotpStep: step })
              .where(
                and(
                  eq(staffTwoFactors.id, factor.id),
                  or(isNull(staffTwoFactors.lastTotpStep), lt(staffTwoFactors.lastTotpStep, step)),
                ),
              )
              .returning({ id: staffTwoFactors.id });
            if (claimed.length > 0) return;
            return { context: { body: { ...(ctx.body as object), code: "" } } };
          }),
        },
      ],
    },
  };
}
