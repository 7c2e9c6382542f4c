import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * Where scheduled backups go and how long they are kept (docs/operations.md, ADR 0052): each run
 * writes a new folder named by its UTC date (`2026-11-28`, or `2026-11-28T031500Z` when that day
 * already has one) under one root, and a prune step keeps the newest backup of each of the last
 * BACKUP_KEEP_DAILY days that have one, and the newest of each of the last BACKUP_KEEP_MONTHLY
 * months; every other dated backup is deleted. Folders not named by a date are never touched.
 */

/** Folders and files of a backup: readable by the service user only (they hold personal data). */
export const BACKUP_DIR_MODE = 0o700;
export const BACKUP_FILE_MODE = 0o600;

export interface Retention {
  keepDaily: number;
  keepMonthly: number;
}

export const DEFAULT_RETENTION: Retention = { keepDaily: 30, keepMonthly: 12 };

const DATED = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{6})Z)?$/;
/** An encrypted backup: the dated folder as one file (backup-encrypt.ts). */
const ENCRYPTED = ".tar.gpg";

/** The day (YYYY-MM-DD) a dated backup folder's name gives, or null for any other name. */
export function backupDay(name: string): string | null {
  const match = DATED.exec(name);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** The dated name of an encrypted backup file (`2026-11-28.tar.gpg` → `2026-11-28`), or null. */
export function encryptedBackupName(file: string): string | null {
  if (!file.endsWith(ENCRYPTED)) return null;
  const name = file.slice(0, -ENCRYPTED.length);
  return backupDay(name) === null ? null : name;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return false;
      throw error;
    },
  );

/**
 * A new folder under root for a backup taken now: its UTC date, with the time when that date has a
 * backup already (under either name: the bare date sorts before every time of its day, so a bare
 * date after a timed one would be taken for the older backup and pruned at once).
 */
export async function datedBackupFolder(root: string, now = new Date()): Promise<string> {
  const iso = now.toISOString(); // 2026-11-28T03:15:00.000Z
  const day = iso.slice(0, 10);
  const taken = async (name: string) =>
    (await exists(join(root, name))) || (await exists(join(root, `${name}${ENCRYPTED}`)));
  const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const dayTaken = names.some((name) => backupDay(encryptedBackupName(name) ?? name) === day);
  if (!dayTaken) return join(root, day);
  const withTime = `${day}T${iso.slice(11, 19).replaceAll(":", "")}Z`;
  if (!(await taken(withTime))) return join(root, withTime);
  throw new Error(`${join(root, withTime)} already exists: one backup a second at most.`);
}

/**
 * Which of these folder names to keep and which to delete. Names sort by time as text (the time
 * suffix sorts after the bare date of the same day). Only complete backups are given here.
 */
export function planPrune(names: string[], retention: Retention): { keep: string[]; remove: string[] } {
  const dated = names
    .filter((name) => backupDay(name) !== null)
    .sort()
    .reverse();
  const keep = new Set<string>();
  const days = new Set<string>();
  const months = new Set<string>();
  for (const name of dated) {
    const day = backupDay(name) as string;
    if (!days.has(day) && days.size < retention.keepDaily) {
      days.add(day);
      keep.add(name);
    }
    const month = day.slice(0, 7);
    if (!months.has(month) && months.size < retention.keepMonthly) {
      months.add(month);
      keep.add(name);
    }
  }
  // The newest backup is always kept, whatever the settings say.
  if (dated[0]) keep.add(dated[0]);
  return { keep: dated.filter((n) => keep.has(n)), remove: dated.filter((n) => !keep.has(n)) };
}

/**
 * Deletes the dated backups the retention does not keep. A dated folder without manifest.json (a
 * backup that did not finish) is neither counted nor kept, unless it is the newest folder, which
 * may be a backup still being written. An encrypted backup (`<name>.tar.gpg`) counts as complete.
 */
export async function pruneBackups(
  root: string,
  retention: Retention,
): Promise<{ kept: string[]; removed: string[] }> {
  const entries = await readdir(root, { withFileTypes: true });
  const dated = entries
    .filter((entry) => entry.isDirectory() && backupDay(entry.name) !== null)
    .map((entry) => entry.name)
    .sort();
  const encrypted = entries
    .filter((entry) => entry.isFile())
    .map((entry) => encryptedBackupName(entry.name))
    .filter((name): name is string => name !== null);
  const complete = new Set(encrypted);
  const unfinished: string[] = [];
  for (const name of dated)
    if (await exists(join(root, name, "manifest.json"))) complete.add(name);
    else if (!complete.has(name)) unfinished.push(name);
  const plan = planPrune([...complete], retention);
  const newest = [...dated, ...encrypted].sort().at(-1);
  const removed = [...plan.remove, ...unfinished.filter((name) => name !== newest)].sort();
  for (const name of removed) {
    await rm(join(root, name), { recursive: true, force: true });
    await rm(join(root, `${name}${ENCRYPTED}`), { force: true });
  }
  return { kept: plan.keep.sort(), removed };
}

/** BACKUP_KEEP_DAILY and BACKUP_KEEP_MONTHLY (whole numbers, at least 0; the newest is kept anyway). */
export function retentionFromEnv(env: NodeJS.ProcessEnv = process.env): Retention {
  const read = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    if (!/^\d+$/.test(raw)) throw new RangeError(`${name} must be a whole number of backups (got "${raw}").`);
    return Number(raw);
  };
  return {
    keepDaily: read("BACKUP_KEEP_DAILY", DEFAULT_RETENTION.keepDaily),
    keepMonthly: read("BACKUP_KEEP_MONTHLY", DEFAULT_RETENTION.keepMonthly),
  };
}
