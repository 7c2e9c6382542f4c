import { z } from "zod";

/*
 * Personal data kept as the privacy policy says (ADR 0034): the retention periods the API deletes
 * by, which the privacy policy page shows from the same values; the consent log; subject requests.
 */

/** How long each kind of personal data is kept; every value is a setting of the API (README). */
export const retentionPeriodsSchema = z.object({
  /** Private event and catering enquiries, from when they were sent. */
  enquiryMonths: z.number().int().positive(),
  /** Job applications, after the role is filled (its closing date passed, or it was taken off the site). */
  applicationMonthsAfterFilled: z.number().int().positive(),
  /** Job applications at the latest, from when they were sent, whatever the role (an open-ended posting). */
  applicationMaxMonths: z.number().int().positive(),
  /** A newsletter sign-up whose confirmation link was never opened. */
  newsletterUnconfirmedDays: z.number().int().positive(),
  /** A newsletter subscription after the address unsubscribed. */
  newsletterUnsubscribedDays: z.number().int().positive(),
  /** Mail (bodies, gift-card codes in them) and outbox files after sending or giving up. */
  sentMailDays: z.number().int().positive(),
  /** Audit log entries. */
  auditMonths: z.number().int().positive(),
  /** Cookie choices in the consent log. */
  consentLogMonths: z.number().int().positive(),
  /** A paid gift-card order's buyer contact (name, e-mail, phone), after the cards' expiry date. */
  giftCardContactMonthsAfterExpiry: z.number().int().positive(),
  /** A gift-card order that was never paid. */
  giftCardUnpaidDays: z.number().int().positive(),
  /** Paid gift-card orders as accounting records, in whole years after the end of the year of sale. */
  accountingYears: z.number().int().positive(),
});
export type RetentionPeriods = z.infer<typeof retentionPeriodsSchema>;

/** The seeded privacy policy's periods, and the law's for accounting records (ADR 0034). */
export const defaultRetentionPeriods: RetentionPeriods = {
  enquiryMonths: 12,
  applicationMonthsAfterFilled: 6,
  applicationMaxMonths: 12,
  newsletterUnconfirmedDays: 7,
  newsletterUnsubscribedDays: 30,
  sentMailDays: 30,
  auditMonths: 24,
  consentLogMonths: 24,
  giftCardContactMonthsAfterExpiry: 3,
  giftCardUnpaidDays: 30,
  accountingYears: 6,
};

/** The version of the privacy policy and cookie notice a recorded choice was made under. */
export const PRIVACY_POLICY_VERSION = "2026-11-26";

/** A random id the site gives a visitor when they choose, so their choices can be shown (hashed) in the log. */
export const CONSENT_VISITOR_COOKIE_NAME = "consent_id";

export const consentRecordSchema = z.object({
  visitor_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "visitor_id is a random id of 16 to 64 characters"),
  choice: z.enum(["accepted", "rejected"]),
  policy_version: z.string().min(1).max(40),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** The address a subject request is about. */
export const subjectRequestSchema = z.object({ email: z.email("Invalid email address").max(254) });

/** What is held for an address, kind by kind. */
export const subjectKinds = [
  "enquiries",
  "job_applications",
  "application_files",
  "newsletter",
  "gift_card_orders",
  "mails",
] as const;
export type SubjectKind = (typeof subjectKinds)[number];
export type SubjectCounts = Record<SubjectKind, number>;

export const subjectKindLabels: Record<SubjectKind, string> = {
  enquiries: "Enquiries (private events, catering)",
  job_applications: "Job applications",
  application_files: "Application files (CV, work permit)",
  newsletter: "Newsletter subscriptions",
  gift_card_orders: "Gift card orders",
  mails: "Mails to or about the address",
};

export interface SubjectErasure {
  /** What was deleted, kind by kind. */
  erased: SubjectCounts;
  /** Paid gift-card orders kept as accounting records, with the buyer's contact removed. */
  keptForAccounting: number;
  message: string;
}

export const subjectMessages = {
  erased:
    "Everything held for this address was erased. Paid gift-card orders stay as accounting records without the buyer's name, e-mail or phone. The address is kept on the newsletter suppression list, as a hash, so that it is not subscribed again by mistake.",
  confirmRequired: "Tick the box to confirm the erasure: it cannot be undone.",
} as const;
