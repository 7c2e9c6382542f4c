import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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

describe("the folder store's listing", () => {
  it("leaves out folders an operator set aside with a leading dot (the guide's restore keeps damaged files so)", async () => {
    const root = join(dir, "set-aside");
    const store = createFsBlobStore(root);
    await store.put("backups/last-success", Buffer.from("{}"));
    mkdirSync(join(root, ".damaged-20261128", "uploads"), { recursive: true });
    writeFileSync(join(root, ".damaged-20261128", "uploads", "old.pdf"), "%PDF-1.4");
    const listed: string[] = [];
    for await (const key of store.list()) listed.push(key);
    expect(listed).toEqual(["backups/last-success"]);
  });
});
