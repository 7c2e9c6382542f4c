import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { datedBackupFolder, planPrune, pruneBackups, retentionFromEnv } from "./backup-folders.ts";

/** Folder names of one backup a day, newest last, from `from` for `days` days. */
function daily(from: string, days: number): string[] {
  const start = Date.parse(`${from}T03:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

function tree(names: { name: string; complete?: boolean }[]) {
  const root = mkdtempSync(join(tmpdir(), "backups-"));
  for (const { name, complete = true } of names) {
    mkdirSync(join(root, name, "files"), { recursive: true });
    if (complete) writeFileSync(join(root, name, "manifest.json"), "{}");
  }
  return root;
}

describe("dated backup folders", () => {
  it("names a backup by its UTC date, with the time when that date already has one", async () => {
    const root = tree([]);
    const now = new Date("2026-11-28T03:15:09.123Z");
    expect(await datedBackupFolder(root, now)).toBe(join(root, "2026-11-28"));
    mkdirSync(join(root, "2026-11-28"));
    expect(await datedBackupFolder(root, now)).toBe(join(root, "2026-11-28T031509Z"));
  });

  it("keeps the time in the name once the day's bare-dated backup is pruned, so the new one is the newest", async () => {
    const root = tree([{ name: "2026-11-28T031509Z" }]);
    const later = new Date("2026-11-28T10:15:00.000Z");
    const folder = await datedBackupFolder(root, later);
    expect(folder).toBe(join(root, "2026-11-28T101500Z"));
    mkdirSync(join(folder, "files"), { recursive: true });
    writeFileSync(join(folder, "manifest.json"), "{}");
    const { keep } = planPrune(["2026-11-28T031509Z", "2026-11-28T101500Z"], {
      keepDaily: 30,
      keepMonthly: 12,
    });
    expect(keep).toContain("2026-11-28T101500Z");
    expect(keep).not.toContain("2026-11-28T031509Z");
  });
});

describe("pruning", () => {
  it("keeps the newest backup of each of the last 30 days and of each of the last 12 months", () => {
    const names = daily("2025-01-01", 699); // 1 Jan 2025 … 30 Nov 2026
    const { keep, remove } = planPrune(names, { keepDaily: 30, keepMonthly: 12 });
    const lastDays = names.slice(-30);
    expect(keep.filter((n) => lastDays.includes(n))).toHaveLength(30);
    // The months before the last 30 days: the newest backup of each, the last day of the month.
    const monthly = keep.filter((n) => !lastDays.includes(n)).sort();
    expect(monthly).toEqual([
      "2025-12-31",
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31", // November is all within the last 30 days
    ]);
    expect(keep.length + remove.length).toBe(699);
    expect(remove).toContain("2025-11-30");
  });

  it("keeps one backup a day: an earlier one of the same day goes once it is out of the monthly ones", () => {
    const names = ["2026-11-01", "2026-11-02", "2026-11-02T120000Z", "2026-11-03"];
    expect(planPrune(names, { keepDaily: 2, keepMonthly: 0 })).toEqual({
      keep: ["2026-11-03", "2026-11-02T120000Z"],
      remove: ["2026-11-02", "2026-11-01"],
    });
  });

  it("always keeps the newest backup, even with both settings at 0", () => {
    expect(planPrune(["2026-11-01", "2026-11-02"], { keepDaily: 0, keepMonthly: 0 }).keep).toEqual([
      "2026-11-02",
    ]);
  });

  it("deletes old and unfinished dated folders on disk and never touches a folder not named by a date", async () => {
    const root = tree([
      ...daily("2026-09-01", 10).map((name) => ({ name })),
      { name: "2026-09-05T101010Z", complete: false }, // a backup that failed half-way
      { name: "latest" },
      { name: "before-upgrade" },
      { name: "2026-11-28", complete: false }, // the newest: perhaps still being written
    ]);
    writeFileSync(join(root, "notes.txt"), "kept");
    const { kept, removed } = await pruneBackups(root, { keepDaily: 3, keepMonthly: 1 });
    expect(kept).toEqual(["2026-09-08", "2026-09-09", "2026-09-10"]);
    expect(removed).toEqual([...daily("2026-09-01", 7), "2026-09-05T101010Z"].sort());
    expect(readdirSync(root).sort()).toEqual(
      [
        "2026-09-08",
        "2026-09-09",
        "2026-09-10",
        "2026-11-28",
        "before-upgrade",
        "latest",
        "notes.txt",
      ].sort(),
    );
  });

  it("reads its settings from BACKUP_KEEP_DAILY and BACKUP_KEEP_MONTHLY, 30 and 12 when unset", () => {
    expect(retentionFromEnv({})).toEqual({ keepDaily: 30, keepMonthly: 12 });
    expect(retentionFromEnv({ BACKUP_KEEP_DAILY: "7", BACKUP_KEEP_MONTHLY: "0" })).toEqual({
      keepDaily: 7,
      keepMonthly: 0,
    });
    expect(() => retentionFromEnv({ BACKUP_KEEP_DAILY: "a week" })).toThrow(/BACKUP_KEEP_DAILY/);
  });
});
