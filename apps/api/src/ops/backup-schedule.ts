import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  BACKUP_DIR_MODE,
  BACKUP_FILE_MODE,
  backupDay,
  datedBackupFolder,
  encryptedBackupName,
  pruneBackups,
  type Retention,
} from "./backup-folders.ts";

/**
 * Backups under one root on a schedule (the compose `backup` service, ADR 0052): each run writes a
 * new dated folder, records the success for thalassa_backup_last_success_timestamp_seconds and
 * prunes by the retention. A run that fails deletes its unfinished folder, logs the error and
 * marks the service unhealthy (the status file its healthcheck reads) until a later run succeeds.
 */

/** `24h`, `90m`, `3600s`, `1d`: how long between two backups. */
export function parseEvery(text: string): number {
  const match = /^(\d+)\s*(s|m|h|d)$/.exec(text.trim());
  const amount = match ? Number(match[1]) : 0;
  if (!match || amount <= 0)
    throw new RangeError(`"${text}" is not a time between backups: write it as 24h, 90m, 1d or 3600s.`);
  return amount * { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as "s" | "m" | "h" | "d"];
}

/**
 * When the newest complete dated backup under root was made (its manifest's createdAt; for an
 * encrypted one, when its file was written), or null.
 */
export async function newestBackupTime(root: string, names: string[]): Promise<Date | null> {
  const candidates = names
    .filter((n) => backupDay(n) !== null || encryptedBackupName(n) !== null)
    .sort()
    .reverse();
  for (const name of candidates) {
    if (encryptedBackupName(name) !== null) return (await stat(join(root, name))).mtime;
    try {
      const manifest = JSON.parse(await readFile(join(root, name, "manifest.json"), "utf8"));
      const at = new Date(manifest.createdAt);
      if (Number.isFinite(at.getTime())) return at;
    } catch {
      // not a finished backup
    }
  }
  return null;
}

/** The next run: `every` after the newest backup, or now when there is none or it is overdue. */
export function nextRunAt(newest: Date | null, everyMs: number, now: Date): Date {
  if (!newest) return now;
  const due = newest.getTime() + everyMs;
  return new Date(Math.max(due, now.getTime()));
}

/** The file the container's healthcheck reads: `ok <time>` or `failed <time> <message>`. */
export const STATUS_FILE = ".last-run";

export interface RunOutcome {
  folder: string;
  removed: string[];
}

/** One scheduled run: a new dated folder, the backup into it, then the prune. */
export async function backupOnce(options: {
  root: string;
  retention: Retention;
  backup: (folder: string) => Promise<void>;
  now?: Date;
}): Promise<RunOutcome> {
  await mkdir(options.root, { recursive: true, mode: BACKUP_DIR_MODE });
  const folder = await datedBackupFolder(options.root, options.now);
  try {
    await options.backup(folder);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    await writeStatus(
      options.root,
      `failed ${new Date().toISOString()} ${String((error as Error).message ?? error).split("\n")[0]}`,
    );
    throw error;
  }
  const { removed } = await pruneBackups(options.root, options.retention);
  await writeStatus(options.root, `ok ${new Date().toISOString()}`);
  return { folder, removed };
}

/** Marks the last run under root failed (a step after the backup itself, such as the off-site copy). */
export async function markRunFailed(root: string, error: unknown) {
  await writeStatus(
    root,
    `failed ${new Date().toISOString()} ${String((error as Error).message ?? error).split("\n")[0]}`,
  );
}

async function writeStatus(root: string, line: string) {
  await writeFile(join(root, STATUS_FILE), `${line}\n`, { mode: BACKUP_FILE_MODE });
}

/** Exit status for the healthcheck: 0 when the last run under root succeeded (or none ran yet). */
export async function lastRunHealthy(root: string): Promise<boolean> {
  const status = await readFile(join(root, STATUS_FILE), "utf8").catch(() => "ok");
  return status.startsWith("ok");
}
