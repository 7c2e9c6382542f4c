import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript helper of the repository's scripts, without type declarations
import { startPostgres } from "../../../scripts/pg-cluster.mjs";
import type { BlobStore } from "../src/blobs/blob-store.ts";
import { createFsBlobStore } from "../src/blobs/fs-blob-store.ts";
import { BackupRefused, createBackup, RESTORE_PROGRESS_SCHEMA, restoreBackup } from "../src/ops/backup.ts";
import { readBlob } from "./blob-helpers.ts";

let cluster: { url: string; stop(): void };
const dbUrl = (name: string) => cluster.url.replace(/\/postgres$/, `/${name}`);
const work = mkdtempSync(join(tmpdir(), "backup-resume-"));

beforeAll(async () => {
  cluster = await startPostgres();
  const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
  await admin`create database source`;
  await admin`create database target`;
  await admin.end();
  const source = postgres(dbUrl("source"), { max: 1, onnotice: () => {} });
  await source`create table dishes (id serial primary key, name text not null)`;
  await source`create table guests (email text primary key)`;
  await source`insert into dishes (name) values ('octopus'), ('fava')`;
  await source`insert into guests values ('guest@example.com')`;
  await source.end();
});
afterAll(() => cluster?.stop());

/** A file store whose writes fail from the `failAt`-th one on, until `heal()`. */
function failingStore(store: BlobStore, failAt: number) {
  let writes = 0;
  let healed = false;
  const wrapped: BlobStore = {
    ...store,
    async put(key, body, options) {
      writes++;
      if (!healed && writes >= failAt) throw new Error("disk full");
      return store.put(key, body, options);
    },
  };
  return { store: wrapped, heal: () => (healed = true) };
}

describe("a restore that stops in its file phase", () => {
  it("is resumed by running it again: the database is not restored twice, the stored files are kept", async () => {
    const sourceBlobs = createFsBlobStore(join(work, "source-blobs"));
    for (const key of ["uploads/a.pdf", "uploads/b.pdf", "media/c.jpg"])
      await sourceBlobs.put(key, Buffer.from(`bytes of ${key}`));
    const folder = join(work, "backup");
    const manifest = await createBackup({
      databaseUrl: dbUrl("source"),
      blobs: sourceBlobs,
      blobStore: "fs",
      folder,
    });
    expect(manifest.database.tables).toBe(2);
    // Readable by the service user only.
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, "database.dump")).mode & 0o777).toBe(0o600);
    expect(statSync(join(folder, "manifest.json")).mode & 0o777).toBe(0o600);
    expect(statSync(join(folder, "files", "uploads", "a.pdf")).mode & 0o777).toBe(0o600);

    const targetBlobs = createFsBlobStore(join(work, "target-blobs"));
    const flaky = failingStore(targetBlobs, 2);
    await expect(restoreBackup({ databaseUrl: dbUrl("target"), blobs: flaky.store, folder })).rejects.toThrow(
      "disk full",
    );
    const target = postgres(dbUrl("target"), { max: 1, onnotice: () => {} });
    try {
      expect((await target`select count(*)::int as n from dishes`)[0]?.n).toBe(2);

      // Another backup cannot take over the half-restored database.
      const other = join(work, "other-backup");
      const otherDb = postgres(dbUrl("source"), { max: 1, onnotice: () => {} });
      await otherDb`insert into dishes (name) values ('bream')`;
      await otherDb.end();
      await createBackup({
        databaseUrl: dbUrl("source"),
        blobs: sourceBlobs,
        blobStore: "fs",
        folder: other,
      });
      await expect(
        restoreBackup({ databaseUrl: dbUrl("target"), blobs: targetBlobs, folder: other }),
      ).rejects.toThrow(/part-way through the restore of another backup/);

      flaky.heal();
      const resumed = await restoreBackup({ databaseUrl: dbUrl("target"), blobs: flaky.store, folder });
      expect(resumed.databaseAlreadyRestored).toBe(true);
      expect(resumed.filesAlreadyStored).toBe(1);
      expect((await target`select count(*)::int as n from dishes`)[0]?.n).toBe(2);
      for (const file of manifest.files)
        expect((await readBlob(targetBlobs, file.key))?.toString()).toBe(`bytes of ${file.key}`);
      // Done: the progress note is gone, and the restored database is the source's, table for table.
      expect(
        (
          await target`select count(*)::int as n from pg_namespace where nspname = ${RESTORE_PROGRESS_SCHEMA}`
        )[0]?.n,
      ).toBe(0);
    } finally {
      await target.end();
    }

    // A restore that completed is not run again over itself.
    const again = restoreBackup({ databaseUrl: dbUrl("target"), blobs: targetBlobs, folder });
    await expect(again).rejects.toBeInstanceOf(BackupRefused);
    await expect(again).rejects.toThrow(/already has 2 tables/);
  });

  it("whose database phase failed runs it again on the retry", async () => {
    const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
    await admin`create database target2`;
    await admin.end();
    const folder = join(work, "backup");
    const blobs = createFsBlobStore(join(work, "target2-blobs"));
    // The progress note is written, then pg_restore cannot run: no table is restored.
    const pgBin = process.env.PG_BIN_DIR;
    process.env.PG_BIN_DIR = join(work, "no-such-bin");
    try {
      await expect(restoreBackup({ databaseUrl: dbUrl("target2"), blobs, folder })).rejects.toThrow(
        /pg_restore was not found/,
      );
    } finally {
      if (pgBin === undefined) delete process.env.PG_BIN_DIR;
      else process.env.PG_BIN_DIR = pgBin;
    }
    const resumed = await restoreBackup({ databaseUrl: dbUrl("target2"), blobs, folder });
    expect(resumed.databaseAlreadyRestored).toBe(false);
    expect(resumed.manifest.files).toHaveLength(3);
  });
});
