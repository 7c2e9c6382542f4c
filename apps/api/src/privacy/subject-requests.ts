import type { Readable } from "node:stream";
import type { SubjectCounts } from "@thalassa/contract/privacy";
import { and, inArray, ne, or, sql } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import type { BlobStore } from "../blobs/blob-store.ts";
import type { Db } from "../db/client.ts";
import {
  enquiries,
  giftCardOrders,
  giftCards,
  jobApplications,
  jobs,
  mailQueue,
  newsletterSubscriptions,
  uploads,
  websites,
} from "../db/schema.ts";
import {
  deleteApplications,
  deleteEnquiries,
  deleteGiftCardOrders,
  deleteHandledMarks,
  deleteReplies,
  erasedContact,
} from "./deletions.ts";
import { suppressNewsletter } from "./newsletter-suppression.ts";
import { type SubjectReportNames, subjectReportHtml } from "./subject-report.ts";

/*
 * Subject requests (GDPR art. 15, 17, 20; ADR 0034): everything held for one e-mail address,
 * found across every kind that records one, exported as one ZIP (report.html, data.json and the files), or
 * erased. Addresses are compared without regard to case, as mail systems do.
 */

const sameAddress = (column: Parameters<typeof sql>[1], email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/** The address as a regular expression that matches it alone, not inside a longer address. */
function wholeAddressPattern(email: string): string {
  const escaped = email
    .trim()
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-]|\\.($|[^a-z0-9-]))`;
}

/**
 * Mail to the address, and team mail that names it (the notifications quote the visitor's
 * address): "ann@x.test" finds neither "joann@x.test" nor "ann@x.test.example".
 */
const mailsAbout = (email: string) =>
  or(sameAddress(mailQueue.to, email), sql`lower(${mailQueue.text}) ~ ${wholeAddressPattern(email)}`);

export async function findSubjectData(db: Db, email: string) {
  const applications = await db
    .select()
    .from(jobApplications)
    .where(sameAddress(jobApplications.email, email))
    .orderBy(jobApplications.id);
  const uploadIds = applications.flatMap((a) =>
    a.workPermitUploadId ? [a.cvUploadId, a.workPermitUploadId] : [a.cvUploadId],
  );
  const files = uploadIds.length
    ? await db
        .select({
          id: uploads.id,
          originalName: uploads.originalName,
          mimeType: uploads.mimeType,
          size: uploads.size,
          sha256: uploads.sha256,
          blobKey: uploads.blobKey,
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .where(inArray(uploads.id, uploadIds))
    : [];
  const orders = await db
    .select()
    .from(giftCardOrders)
    .where(sameAddress(giftCardOrders.email, email))
    .orderBy(giftCardOrders.id);
  const cards = orders.length
    ? await db
        .select()
        .from(giftCards)
        .where(
          inArray(
            giftCards.orderId,
            orders.map((o) => o.id),
          ),
        )
    : [];
  return {
    enquiries: await db
      .select()
      .from(enquiries)
      .where(sameAddress(enquiries.email, email))
      .orderBy(enquiries.id),
    jobApplications: applications,
    applicationFiles: files,
    newsletter: await db
      .select()
      .from(newsletterSubscriptions)
      .where(sameAddress(newsletterSubscriptions.email, email)),
    giftCardOrders: orders.map((o) => ({ ...o, giftCards: cards.filter((c) => c.orderId === o.id) })),
    mails: await db.select().from(mailQueue).where(mailsAbout(email)).orderBy(mailQueue.id),
  };
}

export type SubjectData = Awaited<ReturnType<typeof findSubjectData>>;

export function subjectCounts(data: SubjectData): SubjectCounts {
  return {
    enquiries: data.enquiries.length,
    job_applications: data.jobApplications.length,
    application_files: data.applicationFiles.length,
    newsletter: data.newsletter.length,
    gift_card_orders: data.giftCardOrders.length,
    mails: data.mails.length,
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The name a file gets in the ZIP: its upload id and the visitor's name, reduced to plain characters. */
function zipName(id: number, originalName: string): string {
  const cleaned = originalName
    .replace(/[^\w.-]+/g, "_")
    .replace(/^\.+/, "")
    .slice(0, 100);
  return `files/${id}-${cleaned || "file"}`;
}

/** The brands and jobs the records name by id, by their names, for the readable report. */
async function reportNames(db: Db, data: SubjectData): Promise<SubjectReportNames> {
  const brandIds = [...new Set([...data.enquiries, ...data.giftCardOrders].map((r) => r.websiteId))];
  const jobIds = [...new Set(data.jobApplications.map((a) => a.jobPostingId))];
  const brandRows = brandIds.length
    ? await db
        .select({ id: websites.id, name: websites.name })
        .from(websites)
        .where(inArray(websites.id, brandIds))
    : [];
  const jobRows = jobIds.length
    ? await db.select({ id: jobs.id, title: jobs.jobTitle }).from(jobs).where(inArray(jobs.id, jobIds))
    : [];
  return {
    brands: new Map(brandRows.map((b) => [b.id, String(b.name)])),
    jobs: new Map(jobRows.map((j) => [j.id, String(j.title)])),
  };
}

/** A record without the key a repeated send was stored under: it means nothing outside. */
function withoutIdempotencyKey<T extends { idempotencyKey?: unknown }>(row: T): Omit<T, "idempotencyKey"> {
  const { idempotencyKey: _key, ...rest } = row;
  return rest;
}

/**
 * One ZIP: report.html, the records as the person reads them; data.json with every record (store
 * keys and idempotency keys left out: they mean nothing outside), machine-readable; and each
 * application file under files/, named in data.json's application_files[].file.
 */
export async function exportSubjectData(
  db: Db,
  blobs: BlobStore,
  email: string,
  data: SubjectData,
  now: Date,
): Promise<Buffer> {
  const entries: Record<string, Uint8Array> = {};
  const files = [];
  for (const { blobKey, ...file } of data.applicationFiles) {
    const blob = blobKey ? await blobs.get(blobKey) : null;
    const name = zipName(file.id, file.originalName);
    if (blob) entries[name] = await readAll(blob.stream);
    files.push({ ...file, file: blob ? name : null });
  }
  const document = {
    subject: email,
    exported_at: now.toISOString(),
    note: "Everything the website's database and file store hold for this e-mail address (GDPR art. 15 and 20). report.html shows the same in words.",
    ...data,
    enquiries: data.enquiries.map(withoutIdempotencyKey),
    jobApplications: data.jobApplications.map(withoutIdempotencyKey),
    giftCardOrders: data.giftCardOrders.map(withoutIdempotencyKey),
    applicationFiles: files,
    // The links' token hashes open nothing outside this database (ADR 0046).
    newsletter: data.newsletter.map(({ confirmTokenHash: _c, unsubscribeTokenHash: _u, ...row }) => row),
  };
  entries["report.html"] = strToU8(subjectReportHtml(email, data, now, await reportNames(db, data)));
  entries["data.json"] = strToU8(JSON.stringify(document, null, 2));
  return Buffer.from(zipSync(entries, { level: 6 }));
}

export interface SubjectErasureResult {
  erased: SubjectCounts;
  keptForAccounting: number;
}

/**
 * Erases everything held for the address (GDPR art. 17), files included. Paid gift-card orders
 * are accounting records the law makes us keep (art. 17(3)(b)): they stay with the buyer's
 * contact removed. The address goes on the newsletter suppression list, as a hash.
 */
export async function eraseSubjectData(
  db: Db,
  blobs: BlobStore,
  email: string,
): Promise<SubjectErasureResult> {
  const data = await findSubjectData(db, email);
  const { files } = await deleteApplications(
    db,
    blobs,
    data.jobApplications.map((a) => a.id),
  );
  const paid = data.giftCardOrders.filter((o) => o.status === "paid").map((o) => o.id);
  const unpaid = data.giftCardOrders.filter((o) => o.status !== "paid").map((o) => o.id);
  await db.transaction(async (tx) => {
    await deleteEnquiries(tx, sameAddress(enquiries.email, email));
    const subscriptions = await tx
      .delete(newsletterSubscriptions)
      .where(sameAddress(newsletterSubscriptions.email, email))
      .returning({ id: newsletterSubscriptions.id });
    await deleteHandledMarks(
      tx,
      "newsletter",
      subscriptions.map((s) => s.id),
    );
    if (paid.length) {
      await tx
        .update(giftCardOrders)
        .set({ ...erasedContact, updatedAt: sql`now()` })
        .where(and(inArray(giftCardOrders.id, paid), ne(giftCardOrders.email, "")));
      await deleteReplies(tx, "gift-card-orders", paid);
    }
    await tx.delete(mailQueue).where(mailsAbout(email));
    await suppressNewsletter(tx, email, "erasure");
  });
  await deleteGiftCardOrders(db, unpaid);
  return {
    erased: { ...subjectCounts(data), application_files: files, gift_card_orders: unpaid.length },
    keptForAccounting: paid.length,
  };
}
