import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { newUploadKey } from "../src/blobs/blob-store.ts";
import type { Db } from "../src/db/client.ts";
import {
  enquiries,
  giftCardOrders,
  giftCards,
  jobApplications,
  jobs,
  mailQueue,
  newsletterSubscriptions,
  uploads,
} from "../src/db/schema.ts";
import type { TestApp } from "./helpers.ts";

/*
 * Rows of every kind that holds personal data, written straight into the tables with the dates a
 * test needs, so that a retention rule or a subject request meets exactly what the test made.
 */

export const DAY = 86_400_000;

/** How many files the fs blob store holds under uploads/. */
export async function uploadFilesIn(blobDir: string): Promise<number> {
  const names = await readdir(join(blobDir, "uploads")).catch(() => [] as string[]);
  return names.filter((n) => !n.startsWith(".")).length;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const result = await db.execute<{ n: number | string }>(sql.raw(`select count(*) as n from ${table}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    n: number | string;
  }[];
  return Number(rows[0]?.n ?? 0);
}

export function makeFixtures(app: TestApp) {
  const db = app.db;

  async function enquiry(email: string, createdAt: Date, type: "celebrate" | "catering" = "catering") {
    const [row] = await db
      .insert(enquiries)
      .values({
        type,
        name: "Test Person",
        email,
        phone: "+357 99 000000",
        requiredDate: "2030-01-01",
        location: "Limassol",
        websiteId: 7,
        additionalNotes: "A party",
        createdAt,
      })
      .returning();
    return row!;
  }

  async function upload(name: string, createdAt: Date) {
    const blobKey = newUploadKey();
    const bytes = Buffer.from(`%PDF-1.4 ${name} ${randomBytes(4).toString("hex")}`);
    await app.blobs.put(blobKey, bytes);
    const [row] = await db
      .insert(uploads)
      .values({
        originalName: name,
        mimeType: "application/pdf",
        size: bytes.length,
        sha256: "x",
        blobKey,
        createdAt,
      })
      .returning();
    return row!;
  }

  /** A job like the first seeded one, with its own status and closing date. */
  async function job(status: "live" | "draft", validThrough: string | null) {
    const [first] = await db.select().from(jobs).limit(1);
    const { id: _id, ...rest } = first!;
    const [row] = await db
      .insert(jobs)
      .values({ ...rest, url: `job-${randomBytes(4).toString("hex")}`, status, validThrough })
      .returning();
    return row!;
  }

  async function application(email: string, jobPostingId: number, createdAt: Date) {
    const cv = await upload("cv.pdf", createdAt);
    const permit = await upload("permit.pdf", createdAt);
    const [row] = await db
      .insert(jobApplications)
      .values({
        jobPostingId,
        name: "Test Person",
        email,
        phone: "+357 99 000000",
        cvUploadId: cv.id,
        workPermitUploadId: permit.id,
        createdAt,
      })
      .returning();
    return { ...row!, files: [cv, permit] };
  }

  async function subscription(
    email: string,
    consentAt: Date,
    state: { confirmedAt?: Date | null; unsubscribedAt?: Date | null } = {},
  ) {
    const [row] = await db
      .insert(newsletterSubscriptions)
      .values({
        email,
        consentAt,
        confirmedAt: state.confirmedAt ?? null,
        unsubscribedAt: state.unsubscribedAt ?? null,
        confirmTokenHash: randomBytes(16).toString("hex"),
      })
      .returning();
    return row!;
  }

  async function order(
    email: string,
    createdAt: Date,
    status: "paid" | "declined" | "pending" = "paid",
    paidAt: Date | null = status === "paid" ? createdAt : null,
  ) {
    const [row] = await db
      .insert(giftCardOrders)
      .values({
        orderNumber: `GC-${randomBytes(5).toString("hex")}`,
        name: "Test Person",
        email,
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
        paidAt,
      })
      .returning();
    if (status === "paid")
      await db
        .insert(giftCards)
        .values({ orderId: row!.id, code: `CODE-${randomBytes(5).toString("hex")}`, amountMinor: 5000 });
    return row!;
  }

  async function mail(to: string, text: string, createdAt: Date, sentAt: Date | null, attempts = 1) {
    const [row] = await db
      .insert(mailQueue)
      .values({ kind: "test", to, subject: "Test", text, createdAt, sentAt, attempts })
      .returning();
    return row!;
  }

  const exists = async (table: typeof enquiries | typeof jobApplications | typeof mailQueue, id: number) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;

  return { enquiry, upload, job, application, subscription, order, mail, exists };
}
