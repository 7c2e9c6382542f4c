import fp from "fastify-plugin";
import type { BlobStore } from "./blob-store.ts";
import { createFsBlobStore } from "./fs-blob-store.ts";
import { moveDatabaseBytesToBlobs } from "./move-database-bytes.ts";
import { createS3BlobStore, type S3BlobStoreOptions } from "./s3-blob-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    blobs: BlobStore;
  }
}

/** Which blob store holds uploaded files (env BLOB_STORE and its settings). */
export type BlobStoreOptions = { kind: "fs"; dir: string } | ({ kind: "s3" } & S3BlobStoreOptions);

export function createBlobStore(options: BlobStoreOptions): BlobStore {
  return options.kind === "s3" ? createS3BlobStore(options) : createFsBlobStore(options.dir);
}

/**
 * Opens the blob store and, before the API answers anything, moves the files still kept in the
 * database into it, so every download reads from the store.
 */
export const blobPlugin = fp<BlobStoreOptions>(
  async (app, options) => {
    const store = createBlobStore(options);
    app.decorate("blobs", store);
    app.addHook("onClose", async () => store.close?.());
    const moved = await moveDatabaseBytesToBlobs(app.db, store);
    if (moved) app.log.info({ moved }, "moved stored files from the database into the blob store");
  },
  { name: "blobs", dependencies: ["db"] },
);
