import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultRetentionPeriods } from "@thalassa/contract/privacy";
import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  consentLog,
  enquiries,
  giftCardOrders,
  giftCards,
  jobApplications,
  mailQueue,
  newsletterSubscriptions,
  uploads,
} from "../src/db/schema.ts";
import { monthsBefore } from "../src/privacy/period.ts";
import { runRetention } from "../src/privacy/retention.ts";
import { buildTestApp, type TestApp } from "./helpers.ts";
import { countRows, DAY, makeFixtures, uploadFilesIn } from "./privacy-fixtures.ts";

let app: TestApp;
let close: () => Promise<void>;
let blobDir: string;
let outboxDir: string;
let fx: ReturnType<typeof makeFixtures>;

/** The clock every run is given: a day ahead of the seeded rows, so nothing of theirs is due. */
const now = new Date(Date.now() + DAY);
const p = defaultRetentionPeriods;
/** Just past a period, and just inside it. */
const monthsAgo = (months: number, deltaDays: number) =>
  new Date(monthsBefore(now, months).getTime() + deltaDays * DAY);
const daysAgo = (days: number, deltaHours = 0) =>
  new Date(now.getTime() - days * DAY + deltaHours * 3_600_000);

beforeAll(async () => {
  blobDir = await mkdtemp(join(tmpdir(), "retention-blobs-"));
  outboxDir = await mkdtemp(join(tmpdir(), "retention-outbox-"));
  ({ app, close } = await buildTestApp({
    blobs: { kind: "fs", dir: blobDir },
    mail: { outboxDir, from: "site@test", pollMs: 0 },
  }));
  fx = makeFixtures(app);
});
afterAll(async () => {
  await close();
  await rm(blobDir, { recursive: true, force: true });
  await rm(outboxDir, { recursive: true, force: true });
});

const run = () => runRetention({ db: app.db, blobs: app.blobs, periods: p, outboxDir }, now);

describe("runRetention(now): each rule deletes what is due and nothing else", () => {
  it("enquiries: older than 12 months go, younger stay", async () => {
    const due = await fx.enquiry("old@guest.test", monthsAgo(p.enquiryMonths, -1));
    const dueCelebrate = await fx.enquiry("old2@guest.test", monthsAgo(p.enquiryMonths, -3), "celebrate");
    const kept = await fx.enquiry("new@guest.test", monthsAgo(p.enquiryMonths, 1));
    const before = await countRows(app.db, "enquiries");
    const report = await run();
    expect(report.enquiries).toBe(2);
    expect(await countRows(app.db, "enquiries")).toBe(before - 2);
    expect(await fx.exists(enquiries, due.id)).toBe(false);
    expect(await fx.exists(enquiries, dueCelebrate.id)).toBe(false);
    expect(await fx.exists(enquiries, kept.id)).toBe(true);
  });

  it("job applications: 6 months after the role is filled (or at most 12 after applying), with their files", async () => {
    const open = await fx.job("live", null);
    const closedLongAgo = await fx.job(
      "live",
      monthsAgo(p.applicationMonthsAfterFilled, -2).toISOString().slice(0, 10),
    );
    const closedRecently = await fx.job(
      "live",
      monthsAgo(p.applicationMonthsAfterFilled, 2).toISOString().slice(0, 10),
    );
    const offTheSite = await fx.job("draft", null);
    const recent = monthsAgo(1, 0);
    const dueClosed = await fx.application("a1@guest.test", closedLongAgo.id, recent);
    const keptClosedRecently = await fx.application("a2@guest.test", closedRecently.id, monthsAgo(7, 0));
    const dueOffSite = await fx.application(
      "a3@guest.test",
      offTheSite.id,
      monthsAgo(p.applicationMonthsAfterFilled, -1),
    );
    const keptOffSite = await fx.application(
      "a4@guest.test",
      offTheSite.id,
      monthsAgo(p.applicationMonthsAfterFilled, 1),
    );
    const dueOpenTooLong = await fx.application(
      "a5@guest.test",
      open.id,
      monthsAgo(p.applicationMaxMonths, -1),
    );
    const keptOpen = await fx.application("a6@guest.test", open.id, monthsAgo(p.applicationMaxMonths, 1));
    const rowsBefore = await countRows(app.db, "job_applications");
    const uploadsBefore = await countRows(app.db, "uploads");
    const filesBefore = await uploadFilesIn(blobDir);

    const report = await run();

    expect(report.jobApplications).toBe(3);
    expect(report.applicationFiles).toBe(6);
    expect(await countRows(app.db, "job_applications")).toBe(rowsBefore - 3);
    expect(await countRows(app.db, "uploads")).toBe(uploadsBefore - 6);
    expect(await uploadFilesIn(blobDir)).toBe(filesBefore - 6);
    for (const gone of [dueClosed, dueOffSite, dueOpenTooLong]) {
      expect(await fx.exists(jobApplications, gone.id)).toBe(false);
      for (const file of gone.files) expect(await app.blobs.exists(file.blobKey!)).toBe(false);
    }
    for (const kept of [keptClosedRecently, keptOffSite, keptOpen]) {
      expect(await fx.exists(jobApplications, kept.id)).toBe(true);
      for (const file of kept.files) expect(await app.blobs.exists(file.blobKey!)).toBe(true);
      const ids = kept.files.map((f) => f.id);
      expect(await app.db.select().from(uploads).where(inArray(uploads.id, ids))).toHaveLength(2);
    }
  });

  it("newsletter: unconfirmed after 7 days and unsubscribed after 30 go; confirmed ones stay", async () => {
    const dueUnconfirmed = await fx.subscription("n1@guest.test", daysAgo(p.newsletterUnconfirmedDays, -1));
    const keptUnconfirmed = await fx.subscription("n2@guest.test", daysAgo(p.newsletterUnconfirmedDays, 1));
    const keptConfirmed = await fx.subscription("n3@guest.test", daysAgo(400), { confirmedAt: daysAgo(399) });
    const dueUnsubscribed = await fx.subscription("n4@guest.test", daysAgo(400), {
      confirmedAt: daysAgo(399),
      unsubscribedAt: daysAgo(p.newsletterUnsubscribedDays, -1),
    });
    const keptUnsubscribed = await fx.subscription("n5@guest.test", daysAgo(400), {
      confirmedAt: daysAgo(399),
      unsubscribedAt: daysAgo(p.newsletterUnsubscribedDays, 1),
    });
    const before = await countRows(app.db, "newsletter_subscriptions");
    const report = await run();
    expect(report.newsletterUnconfirmed).toBe(1);
    expect(report.newsletterUnsubscribed).toBe(1);
    expect(await countRows(app.db, "newsletter_subscriptions")).toBe(before - 2);
    const left = (await app.db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions)).map(
      (r) => r.id,
    );
    expect(left).not.toContain(dueUnconfirmed.id);
    expect(left).not.toContain(dueUnsubscribed.id);
    expect(left).toEqual(expect.arrayContaining([keptUnconfirmed.id, keptConfirmed.id, keptUnsubscribed.id]));
  });

  it("mails: sent or given up on 30 days ago go with their bodies; unsent and recent ones stay", async () => {
    const dueSent = await fx.mail("m1@guest.test", "code GC-1", daysAgo(40), daysAgo(p.sentMailDays, -1));
    const keptSent = await fx.mail("m2@guest.test", "code GC-2", daysAgo(40), daysAgo(p.sentMailDays, 1));
    const dueFailed = await fx.mail("m3@guest.test", "x", daysAgo(p.sentMailDays, -1), null, 8);
    const keptPending = await fx.mail("m4@guest.test", "x", daysAgo(p.sentMailDays, -1), null, 2);
    const before = await countRows(app.db, "mail_queue");
    const report = await run();
    expect(report.mails).toBe(2);
    expect(await countRows(app.db, "mail_queue")).toBe(before - 2);
    expect(await fx.exists(mailQueue, dueSent.id)).toBe(false);
    expect(await fx.exists(mailQueue, dueFailed.id)).toBe(false);
    expect(await fx.exists(mailQueue, keptSent.id)).toBe(true);
    expect(await fx.exists(mailQueue, keptPending.id)).toBe(true);
  });

  it("outbox files: .eml files older than the mail period go", async () => {
    await mkdir(outboxDir, { recursive: true });
    const old = join(outboxDir, "000001-enquiry-team.eml");
    const recent = join(outboxDir, "000002-enquiry-team.eml");
    const other = join(outboxDir, "notes.txt");
    for (const file of [old, recent, other]) await writeFile(file, "Subject: x\n\nbody");
    const oldTime = daysAgo(p.sentMailDays, -1);
    await utimes(old, oldTime, oldTime);
    await utimes(other, oldTime, oldTime);
    const report = await run();
    expect(report.outboxFiles).toBe(1);
    expect((await readdir(outboxDir)).sort()).toEqual(["000002-enquiry-team.eml", "notes.txt"]);
  });

  it("audit entries and consent records: past their own periods go", async () => {
    const [dueAudit, keptAudit] = await app.db
      .insert(auditLog)
      .values([
        { action: "update", entity: "news", at: monthsAgo(p.auditMonths, -1) },
        { action: "update", entity: "news", at: monthsAgo(p.auditMonths, 1) },
      ])
      .returning();
    const [dueConsent, keptConsent] = await app.db
      .insert(consentLog)
      .values([
        { visitorHash: "a", choice: "accepted", policyVersion: "v", at: monthsAgo(p.consentLogMonths, -1) },
        { visitorHash: "b", choice: "rejected", policyVersion: "v", at: monthsAgo(p.consentLogMonths, 1) },
      ])
      .returning();
    const consentBefore = await countRows(app.db, "consent_log");
    const report = await run();
    expect(report.auditEntries).toBe(1);
    expect(report.consentRecords).toBe(1);
    expect(await countRows(app.db, "consent_log")).toBe(consentBefore - 1);
    const auditIds = (await app.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
    expect(auditIds).not.toContain(dueAudit!.id);
    expect(auditIds).toContain(keptAudit!.id);
    const consentIds = (await app.db.select({ id: consentLog.id }).from(consentLog)).map((r) => r.id);
    expect(consentIds).toEqual(expect.arrayContaining([keptConsent!.id]));
    expect(consentIds).not.toContain(dueConsent!.id);
  });

  it("gift-card orders: contact dropped after the cards expire, unpaid after 30 days, paid after 6 accounting years", async () => {
    const contactDue = await fx.order(
      "g1@guest.test",
      monthsAgo(12 + p.giftCardContactMonthsAfterExpiry, -1),
    );
    const contactKept = await fx.order(
      "g2@guest.test",
      monthsAgo(12 + p.giftCardContactMonthsAfterExpiry, 1),
    );
    const unpaidDue = await fx.order("g3@guest.test", daysAgo(p.giftCardUnpaidDays, -1), "declined");
    const unpaidKept = await fx.order("g4@guest.test", daysAgo(p.giftCardUnpaidDays, 1), "pending");
    const lastYearKept = new Date(Date.UTC(now.getUTCFullYear() - p.accountingYears, 0, 1, 0, 0, 1));
    const accountingKept = await fx.order("g5@guest.test", lastYearKept);
    const accountingDue = await fx.order("g6@guest.test", new Date(lastYearKept.getTime() - 2000));
    const ordersBefore = await countRows(app.db, "gift_card_orders");
    const cardsBefore = await countRows(app.db, "gift_cards");

    const report = await run();

    expect(report.giftCardOrdersUnpaid).toBe(1);
    expect(report.giftCardOrdersPastAccounting).toBe(1);
    // The two old paid orders lost their contact; one of them then left as past the accounting years.
    expect(report.giftCardContacts).toBe(3);
    expect(await countRows(app.db, "gift_card_orders")).toBe(ordersBefore - 2);
    expect(await countRows(app.db, "gift_cards")).toBe(cardsBefore - 1);
    const byId = async (id: number) =>
      (await app.db.select().from(giftCardOrders).where(eq(giftCardOrders.id, id)))[0];
    expect(await byId(unpaidDue.id)).toBeUndefined();
    expect(await byId(accountingDue.id)).toBeUndefined();
    expect(await app.db.select().from(giftCards).where(eq(giftCards.orderId, accountingDue.id))).toEqual([]);
    const blanked = await byId(contactDue.id);
    expect(blanked).toMatchObject({ name: "", email: "", phone: "", status: "paid", totalMinor: 5000 });
    expect(blanked!.orderNumber).toBe(contactDue.orderNumber);
    expect(await app.db.select().from(giftCards).where(eq(giftCards.orderId, contactDue.id))).toHaveLength(1);
    expect(await byId(contactKept.id)).toMatchObject({ email: "g2@guest.test", phone: "+357 99 000000" });
    expect(await byId(unpaidKept.id)).toMatchObject({ email: "g4@guest.test" });
    expect(await byId(accountingKept.id)).toMatchObject({ status: "paid", email: "" });
  });

  it("records each run in the audit log: what kind, how many; a second run at once finds nothing", async () => {
    await fx.enquiry("again@guest.test", monthsAgo(p.enquiryMonths, -1));
    const first = await run();
    const [entry] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "retention", entity: "personal-data", userId: null });
    expect(entry!.detail).toEqual({ ...first });
    expect(first.enquiries).toBe(1);
    const second = await run();
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
  });

  it("the API runs it with the periods from its settings", async () => {
    const short = await buildTestApp({
      seed: false,
      blobs: { kind: "fs", dir: blobDir },
      privacy: { periods: { ...p, enquiryMonths: 1 } },
    });
    try {
      const two = makeFixtures(short.app);
      await two.enquiry("short@guest.test", monthsAgo(1, -1));
      await two.enquiry("short2@guest.test", monthsAgo(1, 1));
      expect((await short.app.privacy.runRetention(now)).enquiries).toBe(1);
      expect(await countRows(short.app.db, "enquiries")).toBe(1);
    } finally {
      await short.close();
    }
  });
});
