import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { BlobStore } from "../src/blobs/blob-store.ts";
import type { Db } from "../src/db/client.ts";

/** Everything a stream of a stored file holds. */
export async function readStream(stream: Readable | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? Readable.from([])) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stored file's bytes, read back through the store. */
export async function readBlob(store: BlobStore, key: string | null | undefined): Promise<Buffer | null> {
  const blob = key ? await store.get(key) : null;
  return blob ? readStream(blob.stream) : null;
}

/**
 * How many bytes of files the database holds, in every table that ever kept file bytes (asked in
 * plain SQL, so it answers on the schema before the blob store too).
 */
export async function fileBytesInDatabase(db: Db): Promise<number> {
  const rows = await db.execute<{ bytes: string | number }>(sql`
    select (select coalesce(sum(octet_length(data)), 0) from uploads)
         + (select coalesce(sum(octet_length(data)), 0) from staff_media) as bytes`);
  const [row] = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    bytes: string | number;
  }[];
  return Number(row?.bytes ?? 0);
}
