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

/**
 * Where the privacy policy's text (a content block staff may edit) shows the retention periods:
 * the site puts the list made from the settings in place of a paragraph holding only this.
 */
export const RETENTION_PERIODS_MARKER = "[[retention-periods]]";

/** A gift card is valid for 12 months from purchase (the gift card terms). */
export const GIFT_CARD_VALIDITY_MONTHS = 12;

const count = (n: number, unit: "day" | "month" | "year") => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * The privacy policy's "how long we keep your data" list, in the words of the rules the API
 * deletes by (ADR 0034), from the same periods. Plain text items; numbers are the only variables.
 */
export function retentionPolicyItems(p: RetentionPeriods, consentCookieDays: number): string[] {
  return [
    `Private event and catering enquiries: ${count(p.enquiryMonths, "month")} after you send them. An event booked from an enquiry is kept in our booking records.`,
    `Job applications, with your CV and work permit: ${count(p.applicationMonthsAfterFilled, "month")} after the role's closing date; if the role is taken off the website, ${count(p.applicationMonthsAfterFilled, "month")} after you applied; and in any case no longer than ${count(p.applicationMaxMonths, "month")} after you applied. The files are never sent by e-mail: our team opens them in our staff area.`,
    `Newsletter: a sign-up is kept for ${count(p.newsletterUnconfirmedDays, "day")} until you open the confirmation link we send, and deleted if you do not. A confirmed subscription is kept until you unsubscribe, and deleted ${count(p.newsletterUnsubscribedDays, "day")} after that.`,
    `Gift card orders: your name, e-mail address and phone number are deleted ${count(p.giftCardContactMonthsAfterExpiry, "month")} after the cards expire (a card is valid for ${count(GIFT_CARD_VALIDITY_MONTHS, "month")}). The order itself (number, amounts, date, pickup point, status and card codes) is an accounting record the law requires us to keep for ${count(p.accountingYears, "year")} after the end of the year of purchase; then it is deleted. An order that is never paid is deleted after ${count(p.giftCardUnpaidDays, "day")}.`,
    `E-mails we send to you, and to our team about your request (including gift card codes): deleted ${count(p.sentMailDays, "day")} after they are sent.`,
    `Cookie choices: when you choose in the cookie banner, we record your choice, the time and the version of this policy, with a random number from the consent_id cookie that we keep only in scrambled (hashed) form; never your IP address. The record is kept for ${count(p.consentLogMonths, "month")}, the cookie for ${count(consentCookieDays, "day")}.`,
    `The log of what our staff do in the staff area, including these deletions: ${count(p.auditMonths, "month")}.`,
    "If you ask us to erase your data, we delete all of it at once, except the accounting record of a paid gift card order (without your contact details), and we keep a scrambled (hashed) form of your e-mail address so that it is not subscribed to our newsletter again without your own confirmation.",
  ];
}
