import { and, eq, inArray } from "drizzle-orm";
import type { BlobStore } from "../blobs/blob-store.ts";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/insert-once.ts";
import { giftCardOrders, giftCards, jobApplications, staffInboxHandled, uploads } from "../db/schema.ts";

/*
 * How personal data is deleted, shared by the retention rules and by erasure on request, so that
 * both remove a record with everything that hangs on it: files, inbox marks, issued codes.
 */

/** What a kept gift-card order holds of its buyer once the contact is no longer needed. */
export const erasedContact = {
  name: "",
  email: "",
  phone: "",
  utmSource: null,
  formUrl: null,
  idempotencyKey: null,
};

export async function deleteHandledMarks(tx: Tx | Db, kind: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .delete(staffInboxHandled)
    .where(and(eq(staffInboxHandled.kind, kind), inArray(staffInboxHandled.itemId, ids)));
}

/**
 * Deletes applications with their upload rows in one transaction, then their files from the blob
 * store: a file whose row is gone is unreachable, while a row whose file is gone would fail.
 */
export async function deleteApplications(
  db: Db,
  blobs: BlobStore,
  ids: number[],
): Promise<{ applications: number; files: number }> {
  if (!ids.length) return { applications: 0, files: 0 };
  const blobKeys = await db.transaction(async (tx) => {
    const gone = await tx.delete(jobApplications).where(inArray(jobApplications.id, ids)).returning({
      id: jobApplications.id,
      cv: jobApplications.cvUploadId,
      permit: jobApplications.workPermitUploadId,
    });
    const uploadIds = gone.flatMap((a) => (a.permit ? [a.cv, a.permit] : [a.cv]));
    const files = uploadIds.length
      ? await tx.delete(uploads).where(inArray(uploads.id, uploadIds)).returning({ blobKey: uploads.blobKey })
      : [];
    await deleteHandledMarks(
      tx,
      "job-applications",
      gone.map((a) => a.id),
    );
    return { applications: gone.length, keys: files.flatMap((f) => (f.blobKey ? [f.blobKey] : [])) };
  });
  for (const key of blobKeys.keys) await blobs.delete(key);
  return { applications: blobKeys.applications, files: blobKeys.keys.length };
}

/** Deletes gift-card orders with their issued codes. */
export async function deleteGiftCardOrders(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  return db.transaction(async (tx) => {
    await tx.delete(giftCards).where(inArray(giftCards.orderId, ids));
    const gone = await tx
      .delete(giftCardOrders)
      .where(inArray(giftCardOrders.id, ids))
      .returning({ id: giftCardOrders.id });
    await deleteHandledMarks(
      tx,
      "gift-card-orders",
      gone.map((o) => o.id),
    );
    return gone.length;
  });
}
