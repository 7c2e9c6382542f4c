import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { fileStorageCases } from "./file-storage-cases.ts";

// The default store: files in a folder (ADR 0026).
const dir = mkdtempSync(join(tmpdir(), "file-storage-blobs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

fileStorageCases(() => ({ kind: "fs", dir }));
