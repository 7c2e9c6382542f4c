import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { BlobStore } from "../blobs/blob-store.ts";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/insert-once.ts";
import {
  enquiries,
  giftCardOrders,
  giftCards,
  jobApplications,
  staffInboxHandled,
  staffInboxReplies,
  uploads,
} from "../db/schema.ts";

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

/** Deletes what staff wrote on these items: the "handled" marks and the replies (which quote the sender). */
export async function deleteHandledMarks(tx: Tx | Db, kind: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .delete(staffInboxHandled)
    .where(and(eq(staffInboxHandled.kind, kind), inArray(staffInboxHandled.itemId, ids)));
  await deleteReplies(tx, kind, ids);
}

/** Deletes the replies sent on these items (an order kept for the accounts keeps no reply to its buyer). */
export async function deleteReplies(tx: Tx | Db, kind: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .delete(staffInboxReplies)
    .where(and(eq(staffInboxReplies.kind, kind), inArray(staffInboxReplies.itemId, ids)));
}

/** Deletes the enquiries `where` picks, with their inbox marks (catering and private events); answers how many. */
export async function deleteEnquiries(tx: Tx | Db, where: SQL): Promise<number> {
  const gone = await tx.delete(enquiries).where(where).returning({ id: enquiries.id, type: enquiries.type });
  await deleteHandledMarks(
    tx,
    "catering",
    gone.filter((e) => e.type === "catering").map((e) => e.id),
  );
  await deleteHandledMarks(
    tx,
    "private-events",
    gone.filter((e) => e.type === "celebrate").map((e) => e.id),
  );
  return gone.length;
}

/**
 * Deletes applications with their files: first the files from the blob store, then the rows in one
 * transaction. Should the store fail halfway, the rows are still there and the next run deletes
 * the rest (a file already gone is not an error), so no file is ever left without a row to find it.
 */
export async function deleteApplications(
  db: Db,
  blobs: BlobStore,
  ids: number[],
): Promise<{ applications: number; files: number }> {
  if (!ids.length) return { applications: 0, files: 0 };
  const held = await db
    .select({ cv: jobApplications.cvUploadId, permit: jobApplications.workPermitUploadId })
    .from(jobApplications)
    .where(inArray(jobApplications.id, ids));
  const uploadIds = held.flatMap((a) => (a.permit ? [a.cv, a.permit] : [a.cv]));
  const files = uploadIds.length
    ? await db.select({ blobKey: uploads.blobKey }).from(uploads).where(inArray(uploads.id, uploadIds))
    : [];
  const keys = files.flatMap((f) => (f.blobKey ? [f.blobKey] : []));
  for (const key of keys) await blobs.delete(key);
  const applications = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(jobApplications)
      .where(inArray(jobApplications.id, ids))
      .returning({ id: jobApplications.id });
    if (uploadIds.length) await tx.delete(uploads).where(inArray(uploads.id, uploadIds));
    await deleteHandledMarks(
      tx,
      "job-applications",
      gone.map((a) => a.id),
    );
    return gone.length;
  });
  return { applications, files: keys.length };
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
