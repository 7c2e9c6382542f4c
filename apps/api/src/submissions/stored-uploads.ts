import { createHash } from "node:crypto";
import { type BlobStore, newUploadKey } from "../blobs/blob-store.ts";
import type { Tx } from "../db/insert-once.ts";
import { uploads } from "../db/schema.ts";
import { type DetectedType, displayFileName, MIME_TYPES } from "./upload-content.ts";

/** A file whose content turned out to be the type its extension names. */
export interface CheckedFile {
  name: string;
  data: Buffer;
  type: DetectedType;
}

/**
 * Stores uploads: the bytes in the blob store under a new key (`write`, before the submission's
 * transaction, so the database is not held while files are written), then the metadata in the
 * database (`record`, in it). Files of a submission that was not stored in the end (a repeat, a
 * failure) are removed again.
 */
export function createUploadStore(blobs: BlobStore) {
  const written: string[] = [];
  return {
    /** Writes the file under a new key; returns its row, with a display name safe for mail. */
    async write(file: CheckedFile): Promise<typeof uploads.$inferInsert> {
      const blobKey = newUploadKey();
      const mimeType = MIME_TYPES[file.type];
      await blobs.put(blobKey, file.data, { contentType: mimeType });
      written.push(blobKey);
      return {
        originalName: displayFileName(file.name, file.type),
        mimeType,
        size: file.data.length,
        sha256: createHash("sha256").update(file.data).digest("hex"),
        blobKey,
      };
    },
    /** Inserts a written file's row; returns its id. */
    async record(tx: Tx, upload: typeof uploads.$inferInsert): Promise<number> {
      const [row] = await tx.insert(uploads).values(upload).returning({ id: uploads.id });
      return row!.id;
    },
    /** Removes the files written so far, when their rows were rolled back (a file left over is harmless). */
    async discard(): Promise<void> {
      await Promise.allSettled(written.splice(0).map((key) => blobs.delete(key)));
    },
  };
}
