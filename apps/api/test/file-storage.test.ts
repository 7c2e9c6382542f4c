import { mkdtempSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { createFsBlobStore } from "../src/blobs/fs-blob-store.ts";
import { blobStoreContract } from "./blob-store-contract.ts";
import { fileStorageCases } from "./file-storage-cases.ts";

// The default store: files in a folder (ADR 0026).
const dir = mkdtempSync(join(tmpdir(), "file-storage-blobs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

blobStoreContract(() => createFsBlobStore(join(dir, "contract")));
fileStorageCases(
  () => ({ kind: "fs", dir }),
  async () => (await readdir(join(dir, "uploads"))).map((name) => `uploads/${name}`),
);
