import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";
import { assertBlobKey, type BlobStore } from "../blobs/blob-store.ts";
import { BACKUP_DIR_MODE, BACKUP_FILE_MODE } from "./backup-folders.ts";
import { isBackupRecordKey } from "./backup-record.ts";
import { pgTool, runPgTool } from "./pg-tools.ts";

/**
 * A backup is one folder (docs/operations.md): `database.dump` (pg_dump's custom format), `files/`
 * with every stored file under its key, and `manifest.json` with the size and SHA-256 of each.
 * The dump is taken first: files are only ever added under new keys, so every file the dump
 * names is in the store when the files are copied after it. Every folder is made 0700 and every
 * file 0600: a backup holds personal data and is readable by the user that wrote it only.
 */
export const BACKUP_FORMAT = "thalassa-backup/1";

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: { file: string; bytes: number; sha256: string; tables: number };
  blobStore: "fs" | "s3";
  files: { key: string; bytes: number; sha256: string }[];
}

/** A refusal the command line prints as it is (a wrong setting, a folder in the way, a bad checksum). */
export class BackupRefused extends Error {}

/** Passes bytes through while counting them and computing their SHA-256. */
function measuring() {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest("hex") }) };
}

/** The size and SHA-256 of everything a stream gives. */
async function digest(stream: Readable) {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

const measureFile = (path: string) => digest(createReadStream(path));

async function userTableCount(databaseUrl: string): Promise<number> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ count: number }[]>`
      select count(*)::int as count from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema', ${RESTORE_PROGRESS_SCHEMA})
        and table_type = 'BASE TABLE'`;
    return row?.count ?? 0;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function isEmptyOrMissing(folder: string) {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

/** Dumps the database and copies every stored file into `folder` (new or empty), with the manifest. */
export async function createBackup(options: {
  databaseUrl: string;
  blobs: BlobStore;
  blobStore: "fs" | "s3";
  folder: string;
}): Promise<BackupManifest> {
  const { folder } = options;
  if (!(await isEmptyOrMissing(folder)))
    throw new BackupRefused(
      `${folder} is not empty: a backup goes into a new folder (nothing is overwritten).`,
    );
  await mkdir(join(folder, "files"), { recursive: true, mode: BACKUP_DIR_MODE });
  await chmod(folder, BACKUP_DIR_MODE);

  const dumpFile = join(folder, "database.dump");
  await runPgTool(pgTool("pg_dump"), [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--exclude-schema=${RESTORE_PROGRESS_SCHEMA}`,
    "--file",
    dumpFile,
    "--dbname",
    options.databaseUrl,
  ]);
  await chmod(dumpFile, BACKUP_FILE_MODE);
  const database = {
    file: "database.dump",
    ...(await measureFile(dumpFile)),
    tables: await userTableCount(options.databaseUrl),
  };

  const files: BackupManifest["files"] = [];
  for await (const key of options.blobs.list()) {
    if (isBackupRecordKey(key)) continue;
    assertBlobKey(key);
    const blob = await options.blobs.get(key);
    if (!blob) continue; // deleted while the backup ran
    const target = join(folder, "files", key);
    await mkdir(dirname(target), { recursive: true, mode: BACKUP_DIR_MODE });
    const measure = measuring();
    await pipeline(blob.stream, measure.stream, createWriteStream(target, { mode: BACKUP_FILE_MODE }));
    files.push({ key, ...measure.result() });
  }
  files.sort((a, b) => a.key.localeCompare(b.key));

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    database,
    blobStore: options.blobStore,
    files,
  };
  await writeFile(join(folder, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: BACKUP_FILE_MODE,
  });
  return manifest;
}

/** Reads the manifest and checks every file's size and checksum; throws naming the first that differs. */
export async function verifyBackup(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, "manifest.json"), "utf8"));
  } catch {
    throw new BackupRefused(
      `${folder} has no readable manifest.json: it is not a backup made by npm run backup.`,
    );
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupRefused(
      `${folder} is in the format ${String(manifest.format)}; this version reads ${BACKUP_FORMAT}.`,
    );
  const check = async (path: string, expected: { bytes: number; sha256: string }, what: string) => {
    const found = await stat(path).then(
      () => measureFile(path),
      () => null,
    );
    if (!found) throw new BackupRefused(`${what} is missing from the backup (${path}).`);
    if (found.bytes !== expected.bytes || found.sha256 !== expected.sha256)
      throw new BackupRefused(`${what} does not match its checksum in manifest.json: the backup is damaged.`);
  };
  await check(join(folder, manifest.database.file), manifest.database, "The database dump");
  for (const file of manifest.files) {
    assertBlobKey(file.key);
    await check(join(folder, "files", file.key), file, `The file ${file.key}`);
  }
  return manifest;
}

/**
 * While a restore is under way the restored database holds one row naming the backup (the dump's
 * SHA-256) in the schema below, written before pg_restore and dropped once every file is in the
 * store. A restore that stopped part-way (a file that could not be written, a lost connection, a
 * full disk) is resumed by running the same command again: the database phase is skipped when it
 * completed (pg_restore runs in one transaction, so the backup's tables are all there or none is),
 * and the files already stored with the right checksum are kept. The schema is never backed up.
 */
export const RESTORE_PROGRESS_SCHEMA = "thalassa_restore";

async function restoreInProgress(databaseUrl: string): Promise<string | null> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [exists] = await sql<{ found: boolean }[]>`
      select to_regclass(${`${RESTORE_PROGRESS_SCHEMA}.progress`}) is not null as found`;
    if (!exists?.found) return null;
    const [row] = await sql<
      { backup: string }[]
    >`select backup from ${sql(RESTORE_PROGRESS_SCHEMA)}.progress`;
    return row?.backup ?? null;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function markRestore(databaseUrl: string, backup: string | null) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    if (backup === null) {
      await sql`drop schema if exists ${sql(RESTORE_PROGRESS_SCHEMA)} cascade`;
      return;
    }
    await sql.begin(async (tx) => {
      await tx`create schema ${sql(RESTORE_PROGRESS_SCHEMA)}`;
      await tx`create table ${sql(RESTORE_PROGRESS_SCHEMA)}.progress (backup text primary key, started_at timestamptz not null default now())`;
      await tx`insert into ${sql(RESTORE_PROGRESS_SCHEMA)}.progress (backup) values (${backup})`;
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** True when an earlier run of the same restore had already restored the database. */
  databaseAlreadyRestored: boolean;
  /** Files an earlier run had already stored (with the right checksum), left as they were. */
  filesAlreadyStored: number;
}

/**
 * Restores a verified backup into an empty database and an empty blob store: nothing that exists
 * is overwritten or merged, except to resume a restore of the same backup that stopped part-way
 * (see RESTORE_PROGRESS_SCHEMA). Each file is read back from the store and checked after it is written.
 */
export async function restoreBackup(options: {
  databaseUrl: string;
  blobs: BlobStore;
  folder: string;
}): Promise<RestoreOutcome> {
  const manifest = await verifyBackup(options.folder);
  const backupId = manifest.database.sha256;
  const underWay = await restoreInProgress(options.databaseUrl);
  const tables = await userTableCount(options.databaseUrl);
  if (underWay !== null && underWay !== backupId)
    throw new BackupRefused(
      `The database in DATABASE_URL is part-way through the restore of another backup (dump ${underWay.slice(0, 12)}…): finish that one, or restore into a new, empty database.`,
    );
  const resuming = underWay === backupId;
  if (tables > 0 && !resuming)
    throw new BackupRefused(
      `The database in DATABASE_URL already has ${tables} tables: restore into a new, empty database (createdb), then point the API at it.`,
    );
  if (resuming && tables > 0 && tables !== manifest.database.tables)
    throw new BackupRefused(
      `The database in DATABASE_URL has ${tables} tables where this backup has ${manifest.database.tables}: it was changed since the restore began; restore into a new, empty database.`,
    );
  const databaseAlreadyRestored = resuming && tables > 0;

  const inBackup = new Map(manifest.files.map((file) => [file.key, file]));
  for await (const key of options.blobs.list()) {
    if (isBackupRecordKey(key)) continue;
    if (resuming && inBackup.has(key)) continue; // stored by the run that stopped; checked below
    throw new BackupRefused(
      `The file store already holds files (${key} …): restore into an empty BLOB_DIR or bucket, then point the API at it.`,
    );
  }

  if (!resuming) await markRestore(options.databaseUrl, backupId);
  if (!databaseAlreadyRestored)
    await runPgTool(pgTool("pg_restore"), [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      "--dbname",
      options.databaseUrl,
      join(options.folder, manifest.database.file),
    ]);

  let filesAlreadyStored = 0;
  for (const file of manifest.files) {
    if (resuming) {
      const existing = await options.blobs.get(file.key);
      if (existing) {
        const found = await digest(existing.stream);
        if (found.sha256 !== file.sha256)
          throw new BackupRefused(
            `${file.key} is already in the file store with other contents than in the backup: restore into an empty BLOB_DIR or bucket.`,
          );
        filesAlreadyStored++;
        continue;
      }
    }
    const path = join(options.folder, "files", file.key);
    await options.blobs.put(file.key, createReadStream(path), { size: file.bytes });
    const stored = await options.blobs.get(file.key);
    if (!stored) throw new Error(`${file.key} is not in the store after it was written`);
    const found = await digest(stored.stream);
    if (found.sha256 !== file.sha256) throw new Error(`${file.key} reads back different from the backup`);
  }
  await markRestore(options.databaseUrl, null);
  return { manifest, databaseAlreadyRestored, filesAlreadyStored };
}
