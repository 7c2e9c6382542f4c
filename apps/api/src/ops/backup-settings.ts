import { createBlobStore } from "../blobs/blob-plugin.ts";
import { type ApiEnv, blobStoreOptionsFromEnv, readApiEnv } from "../env.ts";
import { BackupRefused } from "./backup.ts";

/**
 * The database and file store a backup or restore works on: the API's own settings (DATABASE_URL,
 * BLOB_STORE, BLOB_DIR or S3_*), so the command runs with the environment the API runs with.
 */
export function backupTargets(command: "backup" | "restore", env: ApiEnv = readApiEnv()) {
  if (!env.DATABASE_URL)
    throw new BackupRefused(
      `npm run ${command} works on PostgreSQL: set DATABASE_URL. The embedded database (PGlite) is for development only; to keep a copy of it, stop the API and copy the folders DATA_DIR (${env.DATA_DIR}) and the blob folder beside it.`,
    );
  const options = blobStoreOptionsFromEnv(env);
  return {
    databaseUrl: env.DATABASE_URL,
    blobStore: options.kind,
    blobs: createBlobStore(options),
    where: options.kind === "fs" ? `the folder ${options.dir}` : `the bucket ${options.bucket}`,
  };
}

/** Ends a command: a refusal is printed as it is, anything else with its stack. */
export function failWith(error: unknown): never {
  console.error(
    error instanceof BackupRefused ? error.message : error instanceof Error ? error.stack : error,
  );
  process.exit(1);
}
