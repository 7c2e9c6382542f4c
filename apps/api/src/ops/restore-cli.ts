import { resolve } from "node:path";
import { restoreBackup } from "./backup.ts";
import { backupTargets, failWith } from "./backup-settings.ts";

/**
 * `npm run restore -- <folder>` (in the ops image: `node dist/restore.js <folder>`): checks every
 * checksum of a backup, then restores it into the empty database in DATABASE_URL and the empty
 * file store the API's settings name (docs/operations.md). A restore that stopped part-way is
 * resumed by running the same command again.
 */
async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error(
      "Usage: npm run restore -- <backup folder>   (into the empty database and file store the API's settings name)",
    );
    process.exit(2);
  }
  const targets = backupTargets("restore");
  const started = Date.now();
  try {
    const { manifest, databaseAlreadyRestored, filesAlreadyStored } = await restoreBackup({
      ...targets,
      folder: resolve(folder),
    });
    if (databaseAlreadyRestored || filesAlreadyStored > 0)
      console.log(
        `Resumed an earlier restore of this backup: ${databaseAlreadyRestored ? "the database was already restored" : "the database was restored again"}, ${filesAlreadyStored} files were already stored.`,
      );
    console.log(
      `Restored ${manifest.database.tables} tables and ${manifest.files.length} files (backup of ${manifest.createdAt}) into ${targets.where} in ${((Date.now() - started) / 1000).toFixed(1)} s; every checksum matched.`,
    );
  } finally {
    targets.blobs.close?.();
  }
}

main().catch(failWith);
