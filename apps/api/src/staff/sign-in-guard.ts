import { STAFF_SIGN_IN_LOCK_MINUTES, STAFF_SIGN_IN_MAX_FAILURES } from "@thalassa/contract/staff";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { staffSignInFailures } from "../db/schema.ts";

/**
 * Lock-out per e-mail address: after STAFF_SIGN_IN_MAX_FAILURES wrong passwords in a row the address
 * is refused for STAFF_SIGN_IN_LOCK_MINUTES, whoever asks and from wherever (the per-client rate
 * limit covers guessing across many addresses). Kept in the database so every API process agrees.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function lockedUntil(db: Db, email: string, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: staffSignInFailures.lockedUntil })
    .from(staffSignInFailures)
    .where(eq(staffSignInFailures.email, normaliseEmail(email)));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

export async function recordSignInFailure(db: Db, email: string, now = new Date()): Promise<void> {
  const address = normaliseEmail(email);
  const lockAt = new Date(now.getTime() + STAFF_SIGN_IN_LOCK_MINUTES * 60_000);
  await db
    .insert(staffSignInFailures)
    .values({ email: address, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: staffSignInFailures.email,
      set: {
        failures: sql`case when ${staffSignInFailures.failures} + 1 >= ${STAFF_SIGN_IN_MAX_FAILURES} then 0 else ${staffSignInFailures.failures} + 1 end`,
        lockedUntil: sql`case when ${staffSignInFailures.failures} + 1 >= ${STAFF_SIGN_IN_MAX_FAILURES} then ${lockAt.toISOString()}::timestamptz else ${staffSignInFailures.lockedUntil} end`,
        updatedAt: now,
      },
    });
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.email, normaliseEmail(email)));
}
