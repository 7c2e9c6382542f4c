import { createHash } from "node:crypto";
import type { Tx } from "../db/insert-once.ts";
import { uploads } from "../db/schema.ts";
import { type DetectedType, displayFileName, MIME_TYPES } from "./upload-content.ts";

/** A file whose content turned out to be the type its extension names. */
export interface CheckedFile {
  name: string;
  data: Buffer;
  type: DetectedType;
}

/** Stores an upload under a new id with a display name safe for mail; returns the id. */
export async function storeUpload(tx: Tx, file: CheckedFile): Promise<number> {
  const [row] = await tx
    .insert(uploads)
    .values({
      originalName: displayFileName(file.name, file.type),
      mimeType: MIME_TYPES[file.type],
      size: file.data.length,
      sha256: createHash("sha256").update(file.data).digest("hex"),
      data: file.data,
    })
    .returning({ id: uploads.id });
  return row!.id;
}
