import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/insert-once.ts";
import { newsletterSuppressions } from "../db/schema.ts";

/**
 * Addresses erased on request are kept only as a SHA-256 of the lower-cased address: enough to
 * recognise the address at a new sign-up, not to read it back from the list.
 */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

export async function suppressNewsletter(tx: Tx | Db, email: string, reason: string): Promise<void> {
  await tx
    .insert(newsletterSuppressions)
    .values({ emailHash: emailHash(email), reason })
    .onConflictDoNothing();
}

export async function isNewsletterSuppressed(tx: Tx | Db, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ emailHash: newsletterSuppressions.emailHash })
    .from(newsletterSuppressions)
    .where(eq(newsletterSuppressions.emailHash, emailHash(email)));
  return Boolean(row);
}

/** The address's owner confirmed a new sign-up from their own mailbox: the suppression has done its work. */
export async function liftNewsletterSuppression(tx: Tx | Db, email: string): Promise<void> {
  await tx.delete(newsletterSuppressions).where(eq(newsletterSuppressions.emailHash, emailHash(email)));
}
