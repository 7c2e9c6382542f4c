import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { staffMedia, uploads } from "../db/schema.ts";
import { type BlobStore, newUploadKey, staffMediaKey } from "./blob-store.ts";

/**
 * Moves files kept in the database before the blob store (ADR 0026) into the store, one row per
 * transaction so that only one file is in memory at a time. The row is locked and skipped by
 * another API process doing the same; its bytes are cleared once the file is stored. Runs at
 * each start before the API listens; with nothing left to move it is one query per table.
 * Returns how many files were moved.
 */
export async function moveDatabaseBytesToBlobs(db: Db, store: BlobStore): Promise<number> {
  let moved = 0;
  while (await moveOneUpload(db, store)) moved++;
  while (await moveOneStaffFile(db, store)) moved++;
  return moved;
}

function moveOneUpload(db: Db, store: BlobStore): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: uploads.id, mimeType: uploads.mimeType, data: uploads.data })
      .from(uploads)
      .where(and(isNull(uploads.blobKey), isNotNull(uploads.data)))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row?.data) return false;
    const key = newUploadKey();
    await store.put(key, row.data, { contentType: row.mimeType });
    await tx.update(uploads).set({ blobKey: key, data: null }).where(eq(uploads.id, row.id));
    return true;
  });
}

function moveOneStaffFile(db: Db, store: BlobStore): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: staffMedia.name, mimeType: staffMedia.mimeType, data: staffMedia.data })
      .from(staffMedia)
      .where(and(isNull(staffMedia.blobKey), isNotNull(staffMedia.data)))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row?.data) return false;
    const key = staffMediaKey(row.name);
    await store.put(key, row.data, { contentType: row.mimeType });
    await tx.update(staffMedia).set({ blobKey: key, data: null }).where(eq(staffMedia.name, row.name));
    return true;
  });
}
