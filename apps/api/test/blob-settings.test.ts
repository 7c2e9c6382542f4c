import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blobStoreOptionsFromEnv, readApiEnv } from "../src/env.ts";
import { repoRoot } from "../src/paths.ts";

describe("blob store settings", () => {
  it("keep files in a folder beside the embedded database unless told otherwise", () => {
    expect(blobStoreOptionsFromEnv(readApiEnv({}))).toEqual({
      kind: "fs",
      dir: join(repoRoot, ".data", "blobs"),
    });
    expect(blobStoreOptionsFromEnv(readApiEnv({ DATA_DIR: "/srv/thalassa/pglite" }))).toEqual({
      kind: "fs",
      dir: "/srv/thalassa/blobs",
    });
    expect(blobStoreOptionsFromEnv(readApiEnv({ BLOB_DIR: "/var/files" }))).toEqual({
      kind: "fs",
      dir: "/var/files",
    });
  });

  it("take an S3-compatible bucket, and name S3_BUCKET when it is missing", () => {
    expect(() => readApiEnv({ BLOB_STORE: "s3" })).toThrow(
      /S3_BUCKET: S3_BUCKET is required with BLOB_STORE=s3/,
    );
    const env = readApiEnv({
      BLOB_STORE: "s3",
      S3_BUCKET: "files",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(blobStoreOptionsFromEnv(env)).toEqual({
      kind: "s3",
      bucket: "files",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
  });
});
