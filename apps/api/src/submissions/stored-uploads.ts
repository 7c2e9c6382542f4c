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
 * Stores uploads: the bytes in the blob store under a new key, the metadata in the database.
 * Files of a submission that was not stored in the end (a repeat, a failure) are removed again.
 */
export function createUploadStore(blobs: BlobStore) {
  const written: string[] = [];
  return {
    /** Stores an upload under a new id with a display name safe for mail; returns the id. */
    async store(tx: Tx, file: CheckedFile): Promise<number> {
      const key = newUploadKey();
      const mimeType = MIME_TYPES[file.type];
      await blobs.put(key, file.data, { contentType: mimeType });
      written.push(key);
      const [row] = await tx
        .insert(uploads)
        .values({
          originalName: displayFileName(file.name, file.type),
          mimeType,
          size: file.data.length,
          sha256: createHash("sha256").update(file.data).digest("hex"),
          blobKey: key,
        })
        .returning({ id: uploads.id });
      return row!.id;
    },
    /** Removes the files written so far, when their rows were rolled back (a file left over is harmless). */
    async discard(): Promise<void> {
      await Promise.allSettled(written.splice(0).map((key) => blobs.delete(key)));
    },
  };
}
