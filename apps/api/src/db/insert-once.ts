import type { Db } from "./client.ts";

/** A transaction handed to a drizzle `db.transaction` callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface InsertedOnce<T> {
  record: T;
  /** False when an earlier identical submission (double click, retry) had already stored it. */
  created: boolean;
}

/**
 * Stores a submission once: a repeat (the same idempotency key, a double click, a retry racing
 * the first) answers the record the first one stored instead of storing another.
 *
 * `findFirst` looks the earlier record up (null when the submission carries nothing to match it
 * by). `insert` writes the record and whatever belongs with it (uploads, queued mail) in one
 * transaction, and returns nothing when a concurrent first submission won the insert
 * (`onConflictDoNothing`); everything it wrote is then rolled back. A failed insert is looked up
 * once more, since a unique violation means the first submission has just been stored.
 */
export async function insertOnce<T>(
  db: Db,
  steps: {
    findFirst: (() => Promise<T | undefined>) | null;
    insert: (tx: Tx) => Promise<T | undefined>;
  },
): Promise<InsertedOnce<T>> {
  const { findFirst, insert } = steps;
  const earlier = await findFirst?.();
  if (earlier) return { record: earlier, created: false };
  try {
    const record = await db.transaction(async (tx) => {
      const row = await insert(tx);
      // rollback() throws, so the lookup below answers the winner's record.
      return row ?? tx.rollback();
    });
    return { record, created: true };
  } catch (error) {
    const first = await findFirst?.();
    if (!first) throw error;
    return { record: first, created: false };
  }
}
