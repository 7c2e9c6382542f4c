import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { GIFT_CARD_VALIDITY_MONTHS, type RetentionPeriods } from "@thalassa/contract/privacy";
import { and, eq, gte, isNotNull, isNull, lt, ne, notInArray, or, sql } from "drizzle-orm";
import type { BlobStore } from "../blobs/blob-store.ts";
import type { Db } from "../db/client.ts";
import {
  auditLog,
  consentLog,
  enquiries,
  giftCardOrders,
  jobApplications,
  jobs,
  mailQueue,
  newsletterSubscriptions,
} from "../db/schema.ts";
import { MAX_MAIL_ATTEMPTS } from "../mail/delivery.ts";
import {
  deleteApplications,
  deleteEnquiries,
  deleteGiftCardOrders,
  deleteHandledMarks,
  deleteReplies,
  erasedContact,
} from "./deletions.ts";
import { accountingCutoff, daysBefore, isoDateMonthsBefore, monthsBefore } from "./period.ts";

export interface RetentionDeps {
  db: Db;
  blobs: BlobStore;
  periods: RetentionPeriods;
  /** Where mail is written as .eml files without SMTP; its old files are deleted too. */
  outboxDir?: string;
}

/** How many of each kind one run deleted (or, for gift-card contacts, blanked). */
export interface RetentionReport {
  enquiries: number;
  jobApplications: number;
  applicationFiles: number;
  newsletterUnconfirmed: number;
  newsletterUnsubscribed: number;
  mails: number;
  outboxFiles: number;
  auditEntries: number;
  consentRecords: number;
  giftCardContacts: number;
  giftCardOrdersUnpaid: number;
  giftCardOrdersPastAccounting: number;
}

async function enquiriesDue(db: Db, now: Date, p: RetentionPeriods): Promise<number> {
  return db.transaction((tx) =>
    deleteEnquiries(tx, lt(enquiries.createdAt, monthsBefore(now, p.enquiryMonths))),
  );
}

/**
 * An application is due 6 months (the setting) after its role was filled: the role's closing date
 * passed that long ago, or the role is off the site (draft or deleted; when it went is not
 * recorded, so the application's own date counts); and in any case at the latest 12 months (the
 * setting) after it was sent, so an open-ended posting keeps no CV for ever.
 */
async function applicationsDue(deps: RetentionDeps, now: Date): Promise<[number, number]> {
  const { db, periods: p } = deps;
  const afterFilled = monthsBefore(now, p.applicationMonthsAfterFilled);
  const rows = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobPostingId))
    .where(
      or(
        lt(jobApplications.createdAt, monthsBefore(now, p.applicationMaxMonths)),
        and(
          isNotNull(jobs.validThrough),
          lt(jobs.validThrough, isoDateMonthsBefore(now, p.applicationMonthsAfterFilled)),
        ),
        and(or(isNull(jobs.id), ne(jobs.status, "live")), lt(jobApplications.createdAt, afterFilled)),
      ),
    );
  if (!rows.length) return [0, 0];
  const { applications, files } = await deleteApplications(
    db,
    deps.blobs,
    rows.map((r) => r.id),
  );
  return [applications, files];
}

async function newsletterDue(db: Db, now: Date, p: RetentionPeriods): Promise<[number, number]> {
  const unconfirmed = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        isNull(newsletterSubscriptions.confirmedAt),
        lt(newsletterSubscriptions.consentAt, daysBefore(now, p.newsletterUnconfirmedDays)),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  const unsubscribed = await db
    .delete(newsletterSubscriptions)
    .where(lt(newsletterSubscriptions.unsubscribedAt, daysBefore(now, p.newsletterUnsubscribedDays)))
    .returning({ id: newsletterSubscriptions.id });
  await deleteHandledMarks(
    db,
    "newsletter",
    [...unconfirmed, ...unsubscribed].map((r) => r.id),
  );
  return [unconfirmed.length, unsubscribed.length];
}

/** Sent mail, and mail given up on, goes with its body (gift-card codes, what visitors typed). */
async function mailsDue(db: Db, now: Date, p: RetentionPeriods): Promise<number> {
  const before = daysBefore(now, p.sentMailDays);
  const gone = await db
    .delete(mailQueue)
    .where(
      or(
        lt(mailQueue.sentAt, before),
        and(
          isNull(mailQueue.sentAt),
          gte(mailQueue.attempts, MAX_MAIL_ATTEMPTS),
          lt(mailQueue.createdAt, before),
        ),
      ),
    )
    .returning({ id: mailQueue.id });
  return gone.length;
}

/** The .eml files mail becomes without SMTP (development, demos), by their age on disk. */
async function outboxFilesDue(outboxDir: string | undefined, now: Date, p: RetentionPeriods) {
  if (!outboxDir) return 0;
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const before = daysBefore(now, p.sentMailDays).getTime();
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(".eml"))) {
    const path = join(outboxDir, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && info.mtimeMs < before) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

/** When an order was paid, or made if it never was: the date its periods count from. */
const paidOrMade = sql`coalesce(${giftCardOrders.paidAt}, ${giftCardOrders.createdAt})`;

/** A bound date in an expression with no column to say its type (postgres.js would not send a Date). */
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function giftCardsDue(db: Db, now: Date, p: RetentionPeriods): Promise<[number, number, number]> {
  // The buyer's contact is needed while the cards can be used and a little after (questions, a
  // lost code); then only what accounting law needs stays: number, amounts, dates, status, codes.
  const contactBefore = monthsBefore(now, GIFT_CARD_VALIDITY_MONTHS + p.giftCardContactMonthsAfterExpiry);
  const blanked = await db
    .update(giftCardOrders)
    .set({ ...erasedContact, updatedAt: now })
    .where(
      and(
        eq(giftCardOrders.status, "paid"),
        ne(giftCardOrders.email, ""),
        lt(paidOrMade, timestamp(contactBefore)),
      ),
    )
    .returning({ id: giftCardOrders.id });
  await deleteReplies(
    db,
    "gift-card-orders",
    blanked.map((o) => o.id),
  );
  const unpaid = await db
    .select({ id: giftCardOrders.id })
    .from(giftCardOrders)
    .where(
      and(
        notInArray(giftCardOrders.status, ["paid"]),
        lt(giftCardOrders.createdAt, daysBefore(now, p.giftCardUnpaidDays)),
      ),
    );
  const pastAccounting = await db
    .select({ id: giftCardOrders.id })
    .from(giftCardOrders)
    .where(
      and(
        eq(giftCardOrders.status, "paid"),
        lt(paidOrMade, timestamp(accountingCutoff(now, p.accountingYears))),
      ),
    );
  await deleteGiftCardOrders(
    db,
    unpaid.map((o) => o.id),
  );
  await deleteGiftCardOrders(
    db,
    pastAccounting.map((o) => o.id),
  );
  return [blanked.length, unpaid.length, pastAccounting.length];
}

/**
 * Deletes the personal data past its period (ADR 0034), kind by kind, as of `now`, and records
 * the run in the audit log: what kind, how many. Runs again harmlessly: whatever is already gone
 * is not counted twice, and a file the store lost is not an error.
 */
export async function runRetention(deps: RetentionDeps, now: Date): Promise<RetentionReport> {
  const { db, periods: p } = deps;
  const [jobApplicationsGone, applicationFiles] = await applicationsDue(deps, now);
  const [newsletterUnconfirmed, newsletterUnsubscribed] = await newsletterDue(db, now, p);
  const [giftCardContacts, giftCardOrdersUnpaid, giftCardOrdersPastAccounting] = await giftCardsDue(
    db,
    now,
    p,
  );
  const report: RetentionReport = {
    enquiries: await enquiriesDue(db, now, p),
    jobApplications: jobApplicationsGone,
    applicationFiles,
    newsletterUnconfirmed,
    newsletterUnsubscribed,
    mails: await mailsDue(db, now, p),
    outboxFiles: await outboxFilesDue(deps.outboxDir, now, p),
    auditEntries: (
      await db
        .delete(auditLog)
        .where(lt(auditLog.at, monthsBefore(now, p.auditMonths)))
        .returning({ id: auditLog.id })
    ).length,
    consentRecords: (
      await db
        .delete(consentLog)
        .where(lt(consentLog.at, monthsBefore(now, p.consentLogMonths)))
        .returning({ id: consentLog.id })
    ).length,
    giftCardContacts,
    giftCardOrdersUnpaid,
    giftCardOrdersPastAccounting,
  };
  await db.insert(auditLog).values({
    action: "retention",
    entity: "personal-data",
    detail: { ...report },
    at: now,
  });
  return report;
}
