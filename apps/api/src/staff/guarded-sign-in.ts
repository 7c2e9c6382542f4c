import {
  STAFF_SIGN_IN_MAX_FAILURES,
  staffSignInLockedMessage,
  staffSignInTriesLeft,
} from "@thalassa/contract/staff";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { staffUsers } from "../db/schema.ts";
import { audit } from "./audit.ts";
import {
  claimSignInAttempt,
  clearSignInAttempts,
  normaliseEmail,
  recordSignInFailure,
  signInSource,
} from "./sign-in-guard.ts";

/** An e-mail address is at most 254 characters; anything longer is kept only that far in the log. */
const LOGGED_EMAIL_MAX = 254;

/**
 * One sign-in with e-mail and password, guarded and recorded (ADR 0027): the attempt is claimed
 * for the account and source before better-auth checks the password (429 once the source is
 * locked), a wrong password may start the lock, a success clears that source's attempts, and each
 * sign-in, failure, lock and refusal goes into the audit log. An address without an account is
 * counted and answered like one with an account (so neither tells which exist), and its entries
 * say known: false; nothing else is created for it.
 */
export async function guardedSignIn(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  checkPassword: () => Promise<Response>,
) {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === "string" ? normaliseEmail(body.email).slice(0, LOGGED_EMAIL_MAX) : "";
  const source = signInSource(request.ip);
  const [user] = email ? await db.select().from(staffUsers).where(eq(staffUsers.email, email)) : [];
  const entry = (action: string, detail: Record<string, unknown> = {}) => ({
    action,
    entity: "staff-user",
    entityId: user?.id ?? null,
    detail: { email, source, ...(user ? {} : { known: false }), ...detail },
  });

  let attempts = 0;
  if (email) {
    const claim = await claimSignInAttempt(db, email, source);
    if (!claim.allowed) {
      await audit(
        db,
        null,
        entry("sign-in-refused", { locked_until: claim.lockedUntil?.toISOString() ?? null }),
      );
      return reply.code(429).send({ message: staffSignInLockedMessage(claim.lockedUntil) });
    }
    attempts = claim.attempts;
  }

  const response = await checkPassword();
  if (response.status === 401 && email) {
    await audit(db, null, entry("sign-in-failed"));
    const lockedUntil = await recordSignInFailure(db, email, source);
    if (lockedUntil)
      await audit(db, null, entry("sign-in-locked", { locked_until: lockedUntil.toISOString() }));
    // The tries that are really left for this account from this source (concurrent attempts
    // included, since each was claimed before its password was checked); an unknown address is
    // counted the same way, so the number tells nothing about which addresses have an account.
    const triesLeft = Math.max(0, STAFF_SIGN_IN_MAX_FAILURES - attempts);
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return reply.send({
      ...answer,
      tries_left: triesLeft,
      tries_left_message: staffSignInTriesLeft(triesLeft),
    });
  }
  const text = await response.text();
  if (response.ok && user) {
    await clearSignInAttempts(db, email, source);
    // An account with a second factor is not signed in yet: better-auth asks for the code (ADR 0037).
    const pending = text.includes('"twoFactorRedirect":true');
    await audit(
      db,
      { id: user.id, name: user.name, email: user.email, role: user.role },
      entry(pending ? "sign-in-password-accepted" : "sign-in"),
    );
  }
  return reply.send(text);
}

/**
 * The second step of a sign-in in the audit log: `sign-in` (with `second_factor`: totp or
 * recovery-code) as the user better-auth names on success, `sign-in-second-factor-failed` otherwise
 * (the user is then unknown here: the challenge cookie is better-auth's).
 */
export async function auditSecondFactor(
  db: Db,
  request: FastifyRequest,
  ok: boolean,
  answer: string,
  recoveryCode: boolean,
) {
  const source = signInSource(request.ip);
  const method = recoveryCode ? "recovery-code" : "totp";
  let userId: string | undefined;
  try {
    userId = (JSON.parse(answer) as { user?: { id?: string } }).user?.id;
  } catch {
    userId = undefined;
  }
  const [user] = ok && userId ? await db.select().from(staffUsers).where(eq(staffUsers.id, userId)) : [];
  if (user) {
    await audit(
      db,
      { id: user.id, name: user.name, email: user.email, role: user.role },
      {
        action: "sign-in",
        entity: "staff-user",
        entityId: user.id,
        detail: { email: user.email, source, second_factor: method },
      },
    );
    return;
  }
  await audit(db, null, {
    action: "sign-in-second-factor-failed",
    entity: "staff-user",
    detail: { source, second_factor: method },
  });
}
