import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { staffTwoFactors, staffUsers, staffVerifications } from "../db/schema.ts";

/**
 * Moving two-step sign-in to a new phone (ADR 0059) with the old phone kept until the new one
 * answers: the new key and recovery codes wait beside the account, and the old key and codes go on
 * signing in (and the account keeps its full access) until the first code from the new app. An
 * unfinished move expires and changes nothing.
 *
 * better-auth makes and checks the keys (encrypted with the auth secret); this module only keeps
 * its encrypted values aside: `makeKey` runs better-auth's set-up over a row marked unconfirmed,
 * and `checkCode` its first-code check over the waiting key, each time putting the old key back
 * if the step does not end with the new one confirmed.
 */

const PENDING_MINUTES = 30;
const identifier = (userId: string) => `second-factor-replacement:${userId}`;

interface StoredKey {
  secret: string;
  backupCodes: string;
}

async function currentKey(db: Db, userId: string): Promise<StoredKey | undefined> {
  const [row] = await db
    .select({ secret: staffTwoFactors.secret, backupCodes: staffTwoFactors.backupCodes })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, userId));
  return row;
}

/** Puts a key in the account's row: confirmed (in use) or not (a set-up better-auth finishes). */
// The failed-code count and lock stay the row's: wrong codes for the new key count against the account.
async function putKey(db: Db, userId: string, key: StoredKey, confirmed: boolean) {
  await db
    .update(staffTwoFactors)
    .set({ ...key, verified: confirmed })
    .where(eq(staffTwoFactors.userId, userId));
  await db.update(staffUsers).set({ twoFactorEnabled: confirmed }).where(eq(staffUsers.id, userId));
}

async function pendingKey(db: Db, userId: string): Promise<StoredKey | undefined> {
  const [row] = await db
    .select({ value: staffVerifications.value })
    .from(staffVerifications)
    .where(
      and(
        eq(staffVerifications.identifier, identifier(userId)),
        gt(staffVerifications.expiresAt, new Date()),
      ),
    );
  return row ? (JSON.parse(row.value) as StoredKey) : undefined;
}

async function dropPending(db: Db, userId: string) {
  await db.delete(staffVerifications).where(eq(staffVerifications.identifier, identifier(userId)));
}

/**
 * Makes the new phone's key with `makeKey` (better-auth's set-up) and keeps it waiting; the old
 * key stays in use whatever happens. Returns what `makeKey` answered.
 */
export async function startReplacement<T>(db: Db, userId: string, makeKey: () => Promise<T>): Promise<T> {
  const old = await currentKey(db, userId);
  if (!old) throw new Error("a second factor is on without a key");
  await putKey(db, userId, old, false);
  try {
    const answer = await makeKey();
    const made = await currentKey(db, userId);
    await dropPending(db, userId);
    if (made && made.secret !== old.secret) {
      await db.insert(staffVerifications).values({
        id: randomUUID(),
        identifier: identifier(userId),
        value: JSON.stringify(made),
        expiresAt: new Date(Date.now() + PENDING_MINUTES * 60_000),
      });
    }
    return answer;
  } finally {
    await putKey(db, userId, old, true);
  }
}

/**
 * Checks a code against the waiting key with `checkCode` (better-auth's first-code check): when it
 * is taken the new key is the account's and the old one is gone; otherwise the old key is put back.
 * `undefined` when no key is waiting (the caller answers as for a first set-up).
 */
export async function confirmReplacement<T>(
  db: Db,
  userId: string,
  checkCode: () => Promise<T>,
  taken: (answer: T) => boolean,
): Promise<T | undefined> {
  const waiting = await pendingKey(db, userId);
  if (!waiting) return undefined;
  const old = await currentKey(db, userId);
  if (!old) throw new Error("a second factor is on without a key");
  await putKey(db, userId, waiting, false);
  let answer: T | undefined;
  try {
    answer = await checkCode();
  } finally {
    if (answer !== undefined && taken(answer)) {
      await dropPending(db, userId);
      // The time steps the old key signed in with say nothing of the new key's codes (ADR 0046).
      await db.update(staffTwoFactors).set({ lastTotpStep: null }).where(eq(staffTwoFactors.userId, userId));
    } else await putKey(db, userId, old, true);
  }
  return answer;
}
