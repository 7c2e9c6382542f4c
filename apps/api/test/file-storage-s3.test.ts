import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import type { BlobStoreOptions } from "../src/blobs/blob-plugin.ts";
import { createS3BlobStore } from "../src/blobs/s3-blob-store.ts";
import { blobStoreContract } from "./blob-store-contract.ts";
import { fileStorageCases } from "./file-storage-cases.ts";

// A real S3-compatible server on loopback (s3rver keeps its buckets in a folder), spoken to by the
// API's own S3 client: the same requests a bucket in production receives.
const dir = mkdtempSync(join(tmpdir(), "file-storage-s3-"));
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  directory: dir,
  silent: true,
  configureBuckets: [{ name: "thalassa-files" }, { name: "contract" }],
});
let options: BlobStoreOptions & { kind: "s3" };

beforeAll(async () => {
  const { port } = await server.run();
  options = {
    kind: "s3",
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: "thalassa-files",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

// The contract test runs in a bucket of its own, so the API's bucket holds only the API's files.
blobStoreContract(() => createS3BlobStore({ ...options, bucket: "contract" }));
fileStorageCases(
  () => options,
  async () => {
    const client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: options.bucket, Prefix: "uploads/" }),
    );
    client.destroy();
    return (listed.Contents ?? []).map((o) => o.Key as string);
  },
);
