import type { BlobStore } from "../blobs/blob-store.ts";

/**
 * The last successful backup, kept in the file store every API process reads (a folder on a shared
 * volume or the S3 bucket), so `thalassa_backup_last_success_timestamp_seconds` on any API's
 * /metrics tells when the newest backup finished, wherever the backup command ran (ADR 0050). The
 * record is the store's own bookkeeping, not content: backups and restores leave it out.
 */
export const BACKUP_RECORD_KEY = "backups/last-success";

/** Keys under backups/ are the store's bookkeeping, never a stored file of the site. */
export const isBackupRecordKey = (key: string) => key.startsWith("backups/");

export interface BackupRecord {
  /** When the backup finished (ISO 8601). */
  finishedAt: string;
  /** Where it was written, as the command was given it. */
  folder: string;
  tables: number;
  files: number;
}

/** Notes a backup that completed; called only after its manifest is written. */
export async function recordBackupSuccess(blobs: BlobStore, record: BackupRecord): Promise<void> {
  await blobs.put(BACKUP_RECORD_KEY, Buffer.from(`${JSON.stringify(record)}\n`), {
    contentType: "application/json",
  });
}

/** The last successful backup, or null when none is on record (or the record cannot be read). */
export async function lastBackup(blobs: BlobStore): Promise<BackupRecord | null> {
  const stored = await blobs.get(BACKUP_RECORD_KEY);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  try {
    const record = JSON.parse(Buffer.concat(chunks).toString("utf8")) as BackupRecord;
    return Number.isFinite(Date.parse(record.finishedAt)) ? record : null;
  } catch {
    return null;
  }
}
