import { readdir } from "node:fs/promises";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { readApiEnv } from "../env.ts";
import { createBackup } from "./backup.ts";
import { encryptBackup } from "./backup-encrypt.ts";
import { retentionFromEnv } from "./backup-folders.ts";
import { copyOffSite, type OffSite, offSiteFromEnv } from "./backup-offsite.ts";
import { recordBackupSuccess } from "./backup-record.ts";
import {
  backupOnce,
  lastRunHealthy,
  markRunFailed,
  newestBackupTime,
  nextRunAt,
  parseEvery,
} from "./backup-schedule.ts";
import { backupTargets, failWith } from "./backup-settings.ts";

/**
 * `npm run backup -- <folder>` (in the ops image: `node dist/backup.js <folder>`): the database
 * (pg_dump, custom format) and every stored file, with a manifest of checksums (docs/operations.md).
 *
 * `… --into <root>`: one backup into a new dated folder under root, then the prune
 * (BACKUP_KEEP_DAILY, BACKUP_KEEP_MONTHLY); the exit status is the outcome. With `--every 24h`
 * (or BACKUP_EVERY) it keeps running and backs up on that schedule: the compose `backup` service.
 * `… --healthy <root>` exits 0 when the last scheduled run under root succeeded. With
 * BACKUP_GPG_RECIPIENT_FILE (an exported OpenPGP public key) each backup is kept only encrypted;
 * with BACKUP_S3_BUCKET each is then copied to that bucket (backup-offsite.ts).
 */
const usage =
  "Usage: npm run backup -- <new folder> | --into <root> [--every 24h] | --healthy <root>   (reads DATABASE_URL, BLOB_STORE, BLOB_DIR or S3_* like the API)";

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1];
}

const log = (level: "info" | "error", msg: string, fields: Record<string, unknown> = {}) =>
  (level === "error" ? console.error : console.log)(
    JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields }),
  );

/** One backup into folder (encrypted when so set), recorded for the metric; returns what to print and the path written. */
async function backupInto(targets: ReturnType<typeof backupTargets>, folder: string) {
  const started = Date.now();
  const manifest = await createBackup({ ...targets, folder });
  const recipient = process.env.BACKUP_GPG_RECIPIENT_FILE?.trim();
  const written = recipient ? await encryptBackup(folder, recipient) : folder;
  // What the "backup older than 26 hours" alert reads, through any API's /metrics.
  await recordBackupSuccess(targets.blobs, {
    finishedAt: new Date().toISOString(),
    folder: written,
    tables: manifest.database.tables,
    files: manifest.files.length,
  });
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  const line = `Backed up ${manifest.database.tables} tables (${manifest.database.bytes} bytes of dump) and ${manifest.files.length} files (${bytes} bytes) from ${targets.where} into ${written} in ${((Date.now() - started) / 1000).toFixed(1)} s.`;
  return { line, written };
}

/** The off-site copy of what a backup wrote, when BACKUP_S3_BUCKET is set; logs what it copied. */
async function copyAway(offSite: OffSite | null, written: string) {
  if (!offSite) return;
  const { objects, bytes } = await copyOffSite(written, offSite);
  log(
    "info",
    `Copied ${written} off-site: ${objects} objects (${bytes} bytes) to s3://${offSite.bucket}/${offSite.prefix}`,
  );
}

async function main() {
  // Everything this command writes is readable by its user only: a backup holds personal data.
  process.umask(0o077);
  const args = process.argv.slice(2);
  const healthy = option(args, "--healthy");
  if (healthy) process.exit((await lastRunHealthy(resolve(healthy))) ? 0 : 1);
  const into = option(args, "--into");
  const folder = into ? undefined : args[0];
  if (!into && (!folder || folder.startsWith("--"))) {
    console.error(usage);
    process.exit(2);
  }
  const everyText = option(args, "--every") ?? (into ? process.env.BACKUP_EVERY : undefined);
  const everyMs = everyText ? parseEvery(everyText) : null;
  const retention = retentionFromEnv();
  const targets = backupTargets("backup");
  const offSite = offSiteFromEnv(readApiEnv());
  try {
    if (folder) {
      const { line, written } = await backupInto(targets, resolve(folder));
      console.log(line);
      await copyAway(offSite, written);
      return;
    }
    const root = resolve(into as string);
    const runOnce = async () => {
      let written = "";
      const outcome = await backupOnce({
        root,
        retention,
        backup: async (dated) => {
          const done = await backupInto(targets, dated);
          written = done.written;
          log("info", done.line);
        },
      });
      // The local backup stands; a failed copy fails the run all the same.
      await copyAway(offSite, written).catch(async (error) => {
        await markRunFailed(root, error);
        throw error;
      });
      if (outcome.removed.length > 0)
        log("info", `Pruned ${outcome.removed.length} old backups`, { removed: outcome.removed });
    };
    if (everyMs === null) {
      await runOnce();
      return;
    }
    log("info", `Backing up into ${root} every ${everyText}`, { retention });
    for (;;) {
      const newest = await newestBackupTime(root, await readdir(root).catch(() => []));
      const next = nextRunAt(newest, everyMs, new Date());
      const wait = next.getTime() - Date.now();
      if (wait > 0) {
        log("info", `Next backup at ${next.toISOString()}`);
        await sleep(wait);
      }
      try {
        await runOnce();
      } catch (error) {
        // The service stays up and unhealthy; the next try is in an hour or at the next run.
        log("error", "Backup failed", { err: error instanceof Error ? error.message : String(error) });
        await sleep(Math.min(everyMs, 3_600_000));
      }
    }
  } finally {
    targets.blobs.close?.();
    offSite?.client.destroy();
  }
}

main().catch(failWith);
