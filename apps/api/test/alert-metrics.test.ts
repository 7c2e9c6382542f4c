import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { giftCardOrders, mailQueue } from "../src/db/schema.ts";
import { BACKUP_RECORD_KEY, lastBackup, recordBackupSuccess } from "../src/ops/backup-record.ts";
import { buildTestApp } from "./helpers.ts";

let current: Awaited<ReturnType<typeof buildTestApp>> | undefined;
const folders: string[] = [];
afterEach(async () => {
  await current?.close();
  current = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** One sample's value from a Prometheus text exposition. */
function sample(body: string, name: string): number {
  const line = body.split("\n").find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no sample of ${name}`);
  return Number(line.slice(name.length + 1));
}

async function scrape() {
  const response = await current!.app.inject({ method: "GET", url: "/metrics" });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe("the metrics the alert rules read (deploy/prometheus/alerts.yaml)", () => {
  it("are 0 on a quiet new site: no mail waiting, no order pending, no backup on record", async () => {
    const blobs = mkdtempSync(join(tmpdir(), "thalassa-alert-blobs-"));
    folders.push(blobs);
    current = await buildTestApp({ seed: false, blobs: { kind: "fs", dir: blobs } });
    const body = await scrape();
    expect(sample(body, "thalassa_mail_queue_oldest_age_seconds")).toBe(0);
    expect(sample(body, "thalassa_gift_card_pending_oldest_age_seconds")).toBe(0);
    expect(sample(body, "thalassa_backup_last_success_timestamp_seconds")).toBe(0);
  });

  it("give the age of the oldest waiting mail and pending order, and when the last backup finished", async () => {
    const blobs = mkdtempSync(join(tmpdir(), "thalassa-alert-blobs-"));
    folders.push(blobs);
    current = await buildTestApp({ seed: false, blobs: { kind: "fs", dir: blobs } });
    const { db } = current.app;
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const mail = (createdAt: Date, extra: Partial<typeof mailQueue.$inferInsert> = {}) =>
      db
        .insert(mailQueue)
        .values({ kind: "test", to: "a@example.com", subject: "s", text: "t", createdAt, ...extra });
    await mail(ago(20));
    await mail(ago(5));
    await mail(ago(600), { sentAt: ago(599) }); // delivered long ago: not waiting
    await mail(ago(300), { attempts: 1000 }); // given up: counted by thalassa_mail_given_up instead
    const order = (createdAt: Date, status: "pending" | "registered" | "paid" | "declined") =>
      db.insert(giftCardOrders).values({
        orderNumber: `GC-${randomBytes(5).toString("hex")}`,
        name: "Test Person",
        email: "buyer@example.com",
        phone: "+357 99 000000",
        websiteId: 1,
        amountMinor: 5000,
        quantity: 1,
        totalMinor: 5000,
        currency: "EUR",
        expiryDate: "2099-12-31",
        status,
        createdAt,
        updatedAt: createdAt,
      });
    await order(ago(90), "registered");
    await order(ago(30), "pending");
    await order(ago(900), "paid");
    await order(ago(800), "declined");
    const finishedAt = new Date(Date.now() - 3 * 3600_000);
    await recordBackupSuccess(current.app.blobs, {
      finishedAt: finishedAt.toISOString(),
      folder: "/backups/2026-11-28",
      tables: 26,
      files: 5,
    });

    const body = await scrape();
    expect(sample(body, "thalassa_mail_queue_oldest_age_seconds")).toBeGreaterThanOrEqual(20 * 60);
    expect(sample(body, "thalassa_mail_queue_oldest_age_seconds")).toBeLessThan(21 * 60);
    expect(sample(body, "thalassa_gift_card_pending_oldest_age_seconds")).toBeGreaterThanOrEqual(90 * 60);
    expect(sample(body, "thalassa_gift_card_pending_oldest_age_seconds")).toBeLessThan(91 * 60);
    expect(sample(body, "thalassa_backup_last_success_timestamp_seconds")).toBe(finishedAt.getTime() / 1000);
  });

  it("keep the backup record in the file store, under a key no stored file uses", async () => {
    const blobs = mkdtempSync(join(tmpdir(), "thalassa-alert-blobs-"));
    folders.push(blobs);
    current = await buildTestApp({ seed: false, blobs: { kind: "fs", dir: blobs } });
    const store = current.app.blobs;
    expect(await lastBackup(store)).toBeNull();
    const record = { finishedAt: "2026-11-28T03:00:04.000Z", folder: "/backups/x", tables: 26, files: 5 };
    await recordBackupSuccess(store, record);
    expect(await lastBackup(store)).toEqual(record);
    expect(BACKUP_RECORD_KEY.startsWith("uploads/") || BACKUP_RECORD_KEY.startsWith("media/")).toBe(false);
    // A record that does not parse is no backup.
    await store.put(BACKUP_RECORD_KEY, Buffer.from("not json"));
    expect(await lastBackup(store)).toBeNull();
  });
});
