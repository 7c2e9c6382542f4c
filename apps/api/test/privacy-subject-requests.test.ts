import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultRetentionPeriods, PRIVACY_POLICY_VERSION, subjectMessages } from "@thalassa/contract/privacy";
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import {
  auditLog,
  consentLog,
  enquiries,
  giftCardOrders,
  giftCards,
  jobApplications,
  mailQueue,
  newsletterSubscriptions,
  newsletterSuppressions,
  uploads,
} from "../src/db/schema.ts";
import { emailHash } from "../src/privacy/newsletter-suppression.ts";
import { findSubjectData, subjectCounts } from "../src/privacy/subject-requests.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { DAY, makeFixtures, uploadFilesIn } from "./privacy-fixtures.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let blobDir: string;
let as: Awaited<ReturnType<typeof staffSessions>>;

const SUBJECT = "Maria.K@Guest.test";
const OTHER = "someone.else@guest.test";

async function seedEverything(email: string) {
  const fx = makeFixtures(app);
  const recent = new Date(Date.now() - DAY);
  const [job] = await app.db
    .execute<{ id: number }>(sql`select id from jobs limit 1`)
    .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows));
  return {
    catering: await fx.enquiry(email, recent, "catering"),
    celebrate: await fx.enquiry(email.toUpperCase(), recent, "celebrate"),
    application: await fx.application(email, job!.id, recent),
    subscription: await fx.subscription(email.toLowerCase(), recent, { confirmedAt: recent }),
    paid: await fx.order(email, recent, "paid"),
    unpaid: await fx.order(email, recent, "declined"),
    mailTo: await fx.mail(email, "Thank you for your enquiry!", recent, recent),
    teamMail: await fx.mail(
      "events@team.test",
      `Name: Maria\n\nReply to the visitor at ${email}.`,
      recent,
      null,
      0,
    ),
  };
}

let subject: Awaited<ReturnType<typeof seedEverything>>;
let other: Awaited<ReturnType<typeof seedEverything>>;
/** Mails naming addresses that hold the subject's inside them: not the subject's. */
let lookalikes: number[];

beforeAll(async () => {
  blobDir = await mkdtemp(join(tmpdir(), "subject-blobs-"));
  ({ app, close } = await createStaffTestApp({ blobs: { kind: "fs", dir: blobDir } }));
  as = await staffSessions(app, ["owner", "sales"]);
  subject = await seedEverything(SUBJECT);
  other = await seedEverything(OTHER);
  const fx = makeFixtures(app);
  lookalikes = await Promise.all(
    [`anna.${SUBJECT}`, `${SUBJECT}.example`, `x${SUBJECT.toLowerCase()}`].map(
      async (address) =>
        (
          await fx.mail(
            "events@team.test",
            `E-mail: ${address}\nReply to the visitor at ${address}.`,
            new Date(),
            null,
            0,
          )
        ).id,
    ),
  );
});
afterAll(async () => {
  await close();
  await rm(blobDir, { recursive: true, force: true });
});

const staffPost = (path: string, payload: object, cookie = as.owner) =>
  app.inject({
    method: "POST",
    url: `${API_PREFIX}/staff/subject-requests/${path}`,
    headers: { ...withKey, cookie },
    payload,
  });

const everyKindOnce = {
  enquiries: 2,
  job_applications: 1,
  application_files: 2,
  newsletter: 1,
  gift_card_orders: 2,
  mails: 2,
};

describe("subject requests (owner only)", () => {
  it("finds every kind of record held for the address, whatever its case", async () => {
    const search = await staffPost("search", { email: SUBJECT.toLowerCase() });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.counts).toEqual(everyKindOnce);
    expect(search.headers["cache-control"]).toBe("private, no-store");
  });

  it("exports everything as one ZIP: data.json with every kind, and the application's files", async () => {
    const response = await staffPost("export", { email: SUBJECT });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="subject-request-[\d-]+\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(zip["data.json"]!));
    expect(data.subject).toBe(SUBJECT);
    expect(data.enquiries.map((e: { id: number }) => e.id).sort()).toEqual(
      [subject.catering.id, subject.celebrate.id].sort(),
    );
    expect(data.jobApplications).toEqual([expect.objectContaining({ id: subject.application.id })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ id: subject.subscription.id })]);
    expect(data.giftCardOrders.map((o: { id: number }) => o.id).sort()).toEqual(
      [subject.paid.id, subject.unpaid.id].sort(),
    );
    const paid = data.giftCardOrders.find((o: { id: number }) => o.id === subject.paid.id);
    expect(paid.giftCards).toHaveLength(1);
    expect(data.mails.map((m: { id: number }) => m.id).sort()).toEqual(
      [subject.mailTo.id, subject.teamMail.id].sort(),
    );
    expect(JSON.stringify(data)).not.toContain(OTHER);
    expect(JSON.stringify(data)).not.toContain("idempotencyKey");

    // The same records in words for the person: names for ids, euros, Cyprus time, escaped text.
    const report = strFromU8(zip["report.html"]!);
    expect(report).toContain(`<h1>Personal data held for ${SUBJECT}</h1>`);
    expect(report).toContain("<h2>Enquiries (private events and catering) (2)</h2>");
    expect(report).toContain("<h3>Catering enquiry, sent ");
    expect(report).toContain("<dt>Venue</dt>");
    expect(report).not.toMatch(/Brand no\. 1\b/);
    expect(report).toContain("<dt>Value of each card</dt><dd>€50.00</dd>");
    expect(report).toContain("<dd>Paid</dd>");
    expect(report).toMatch(
      /<dt>Agreed to the terms<\/dt><dd>\d{4}-\d\d-\d\d \d\d:\d\d \(Cyprus time\)<\/dd>/,
    );
    expect(report).toContain(`<dt>CV (in the files folder)</dt>`);
    expect(report).not.toContain(OTHER);
    expect(report).not.toContain("blobKey");
    // Each file in the ZIP, byte for byte as stored; store keys stay inside.
    expect(data.applicationFiles).toHaveLength(2);
    for (const file of data.applicationFiles) {
      expect(file.blobKey).toBeUndefined();
      const stored = subject.application.files.find((f) => f.id === file.id)!;
      const blob = await app.blobs.get(stored.blobKey!);
      const chunks: Buffer[] = [];
      for await (const chunk of blob!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.from(zip[file.file]!)).toEqual(Buffer.concat(chunks));
    }
  });

  it("erases everything (files included) but the paid order's accounting record, and suppresses the newsletter", async () => {
    const refused = await staffPost("erase", { email: SUBJECT });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(subjectMessages.confirmRequired);
    const filesBefore = await uploadFilesIn(blobDir);

    const response = await staffPost("erase", { email: SUBJECT, confirm: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      erased: { ...everyKindOnce, gift_card_orders: 1 },
      keptForAccounting: 1,
      message: subjectMessages.erased,
    });
    expect(response.json().data.message).toMatch(/suppression list/);

    // Table by table: nothing of the address is left.
    const lower = SUBJECT.toLowerCase();
    const byEmail = (column: Parameters<typeof sql>[1]) => sql`lower(${column}) = ${lower}`;
    expect(await app.db.select().from(enquiries).where(byEmail(enquiries.email))).toEqual([]);
    expect(await app.db.select().from(jobApplications).where(byEmail(jobApplications.email))).toEqual([]);
    const uploadIds = subject.application.files.map((f) => f.id);
    expect(await app.db.select().from(uploads).where(inArray(uploads.id, uploadIds))).toEqual([]);
    expect(
      await app.db.select().from(newsletterSubscriptions).where(byEmail(newsletterSubscriptions.email)),
    ).toEqual([]);
    expect(await app.db.select().from(giftCardOrders).where(byEmail(giftCardOrders.email))).toEqual([]);
    expect(await app.db.select().from(giftCards).where(eq(giftCards.orderId, subject.unpaid.id))).toEqual([]);
    expect(
      await app.db
        .select()
        .from(mailQueue)
        .where(
          and(
            sql`position(${lower} in lower(${mailQueue.text} || ${mailQueue.to})) > 0`,
            notInArray(mailQueue.id, lookalikes),
          ),
        ),
    ).toEqual([]);
    expect(subjectCounts(await findSubjectData(app.db, SUBJECT))).toEqual({
      enquiries: 0,
      job_applications: 0,
      application_files: 0,
      newsletter: 0,
      gift_card_orders: 0,
      mails: 0,
    });
    // And in the file store.
    for (const file of subject.application.files) expect(await app.blobs.exists(file.blobKey!)).toBe(false);
    expect(await uploadFilesIn(blobDir)).toBe(filesBefore - 2);

    // The paid order stays as an accounting record, with its card, without the buyer.
    const [kept] = await app.db.select().from(giftCardOrders).where(eq(giftCardOrders.id, subject.paid.id));
    expect(kept).toMatchObject({ name: "", email: "", phone: "", status: "paid", totalMinor: 5000 });
    expect(await app.db.select().from(giftCards).where(eq(giftCards.orderId, subject.paid.id))).toHaveLength(
      1,
    );
    // The suppression entry is a hash, not the address.
    const suppressions = await app.db.select().from(newsletterSuppressions);
    expect(suppressions).toEqual([
      expect.objectContaining({ emailHash: emailHash(SUBJECT), reason: "erasure" }),
    ]);
    expect(JSON.stringify(suppressions)).not.toContain(lower);

    // Someone else's records are untouched, even where their address holds this one.
    expect(
      await app.db.select({ id: mailQueue.id }).from(mailQueue).where(inArray(mailQueue.id, lookalikes)),
    ).toHaveLength(3);
    expect(subjectCounts(await findSubjectData(app.db, OTHER))).toEqual(everyKindOnce);
    for (const file of other.application.files) expect(await app.blobs.exists(file.blobKey!)).toBe(true);
  });

  it("records each request in the audit log, with counts and without the address", async () => {
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "subject-request"))
      .orderBy(desc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(["subject-erase", "subject-export", "subject-search"]);
    expect(entries.every((e) => e.userEmail === "owner@staff.example" && e.role === "owner")).toBe(true);
    expect(entries[0]!.detail).toMatchObject({
      enquiries: 2,
      kept_for_accounting: 1,
      newsletter_suppressed: true,
    });
    expect(JSON.stringify(entries).toLowerCase()).not.toContain(SUBJECT.toLowerCase());
  });

  it("refuses other roles and a missing address with a message", async () => {
    const sales = await staffPost("export", { email: OTHER }, as.sales);
    expect(sales.statusCode).toBe(403);
    expect(sales.json().message).toMatch(/^Your role \(sales\) may not/);
    const missing = await staffPost("search", {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe("Give the e-mail address the request is about.");
  });
});

describe("the site's privacy endpoints", () => {
  it("records a cookie choice with the visitor's id hashed, never as sent", async () => {
    const visitorId = "abcdefghijklmnop0123456789";
    const response = await app.inject({
      method: "POST",
      url: `${API_PREFIX}/privacy/consent`,
      headers: withKey,
      payload: { visitor_id: visitorId, choice: "rejected", policy_version: PRIVACY_POLICY_VERSION },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await app.db.select().from(consentLog).orderBy(desc(consentLog.id)).limit(1);
    expect(row).toMatchObject({ choice: "rejected", policyVersion: PRIVACY_POLICY_VERSION });
    expect(row!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.visitorHash).not.toContain(visitorId);
    expect(row!.at).toBeInstanceOf(Date);
    const bad = await app.inject({
      method: "POST",
      url: `${API_PREFIX}/privacy/consent`,
      headers: withKey,
      payload: { visitor_id: "x", choice: "maybe" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^The consent record is not valid/);
  });

  it("tells the site the retention periods it deletes by", async () => {
    const response = await app.inject({ url: `${API_PREFIX}/privacy/retention-periods`, headers: withKey });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: defaultRetentionPeriods });
  });
});
