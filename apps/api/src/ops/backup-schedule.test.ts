import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { backupOnce, lastRunHealthy, newestBackupTime, nextRunAt, parseEvery } from "./backup-schedule.ts";

const fakeBackup = async (folder: string) => {
  mkdirSync(join(folder, "files"), { recursive: true });
  writeFileSync(join(folder, "manifest.json"), JSON.stringify({ createdAt: new Date().toISOString() }));
};

describe("scheduled backups", () => {
  it("reads the time between backups as 24h, 90m, 1d or 3600s, and refuses anything else", () => {
    expect(parseEvery("24h")).toBe(86_400_000);
    expect(parseEvery("1d")).toBe(86_400_000);
    expect(parseEvery("90m")).toBe(5_400_000);
    expect(parseEvery("3600s")).toBe(3_600_000);
    for (const bad of ["daily", "0h", "24", "-1h"]) expect(() => parseEvery(bad), bad).toThrow(RangeError);
  });

  it("runs now when there is no backup or it is overdue, else `every` after the newest (a restart does not back up again)", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const day = 86_400_000;
    expect(nextRunAt(null, day, now)).toEqual(now);
    expect(nextRunAt(new Date("2026-11-26T03:00:00Z"), day, now)).toEqual(now);
    expect(nextRunAt(new Date("2026-11-28T03:00:00Z"), day, now)).toEqual(new Date("2026-11-29T03:00:00Z"));
  });

  it("writes each run into a new dated folder (0700 root), prunes, and reports healthy", async () => {
    const root = join(mkdtempSync(join(tmpdir(), "scheduled-")), "backups");
    const retention = { keepDaily: 1, keepMonthly: 0 };
    const first = await backupOnce({
      root,
      retention,
      backup: fakeBackup,
      now: new Date("2026-11-27T03:00:00Z"),
    });
    expect(first.folder).toBe(join(root, "2026-11-27"));
    expect(statSync(root).mode & 0o777).toBe(0o700);
    const second = await backupOnce({
      root,
      retention,
      backup: fakeBackup,
      now: new Date("2026-11-28T03:00:00Z"),
    });
    expect(second.removed).toEqual(["2026-11-27"]);
    expect(readdirSync(root).filter((n) => !n.startsWith("."))).toEqual(["2026-11-28"]);
    expect(await lastRunHealthy(root)).toBe(true);
    expect((await newestBackupTime(root, readdirSync(root)))?.getTime()).toBeGreaterThan(0);
  });

  it("deletes the folder of a failed run, keeps the earlier backups, throws, and reports unhealthy until a run succeeds", async () => {
    const root = join(mkdtempSync(join(tmpdir(), "scheduled-")), "backups");
    const retention = { keepDaily: 30, keepMonthly: 12 };
    await backupOnce({ root, retention, backup: fakeBackup, now: new Date("2026-11-27T03:00:00Z") });
    const failing = async (folder: string) => {
      mkdirSync(join(folder, "files"), { recursive: true });
      throw new Error("pg_dump failed (exit 1): connection refused");
    };
    await expect(
      backupOnce({ root, retention, backup: failing, now: new Date("2026-11-28T03:00:00Z") }),
    ).rejects.toThrow(/connection refused/);
    expect(readdirSync(root).filter((n) => !n.startsWith("."))).toEqual(["2026-11-27"]);
    expect(await lastRunHealthy(root)).toBe(false);
    await backupOnce({ root, retention, backup: fakeBackup, now: new Date("2026-11-28T04:00:00Z") });
    expect(await lastRunHealthy(root)).toBe(true);
  });
});
