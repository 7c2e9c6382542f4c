import { resolve } from "node:path";
import { createBackup } from "./backup.ts";
import { recordBackupSuccess } from "./backup-record.ts";
import { backupTargets, failWith } from "./backup-settings.ts";

/**
 * `npm run backup -- <folder>` (in the ops image: `node dist/backup.js <folder>`): the database
 * (pg_dump, custom format) and every stored file, with a manifest of checksums (docs/operations.md).
 */
async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error(
      "Usage: npm run backup -- <new folder>   (reads DATABASE_URL, BLOB_STORE, BLOB_DIR or S3_* like the API)",
    );
    process.exit(2);
  }
  const targets = backupTargets("backup");
  const started = Date.now();
  try {
    const manifest = await createBackup({ ...targets, folder: resolve(folder) });
    // What the "backup older than 26 hours" alert reads, through any API's /metrics.
    await recordBackupSuccess(targets.blobs, {
      finishedAt: new Date().toISOString(),
      folder: resolve(folder),
      tables: manifest.database.tables,
      files: manifest.files.length,
    });
    const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
    console.log(
      `Backed up ${manifest.database.tables} tables (${manifest.database.bytes} bytes of dump) and ${manifest.files.length} files (${bytes} bytes) from ${targets.where} into ${resolve(folder)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    targets.blobs.close?.();
  }
}

main().catch(failWith);
