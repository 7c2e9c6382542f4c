import { messages } from "@thalassa/contract/messages";
import type {
  CateringEnquiry,
  JobApplication,
  NewsletterSubscription,
  PrivateEventEnquiry,
  SubmissionLanguage,
} from "@thalassa/contract/submissions";
import { and, eq, sql } from "drizzle-orm";
import type { BlobStore } from "../blobs/blob-store.ts";
import type { Db } from "../db/client.ts";
import { type InsertedOnce, insertOnce, type Tx } from "../db/insert-once.ts";
import { enquiries, jobApplications, jobs, newsletterSubscriptions, websites } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import {
  applicationMails,
  enquiryMails,
  newsletterConfirmationMail,
  newsletterMail,
  type TeamAddresses,
} from "../mail/submission-mails.ts";
import { siteUrlInLanguage } from "../mail/visitor-mail-texts.ts";
import { liftNewsletterSuppression } from "../privacy/newsletter-suppression.ts";
import { InvalidDataError } from "./invalid-data.ts";
import { newNewsletterToken, newsletterTokenHash } from "./newsletter-tokens.ts";
import { type CheckedFile, createUploadStore } from "./stored-uploads.ts";

const DAY_MS = 86_400_000;

export const JOB_CLOSED = "This job is no longer open for applications.";

export interface SubmissionConfig {
  teams: TeamAddresses;
  /** The public site, for links in mail (newsletter unsubscribe, the application in the staff inbox). */
  publicSiteUrl: string;
  /** How long a newsletter confirmation link works (the retention setting; 7 days by default). */
  newsletterConfirmDays?: number;
}

/** What opening a newsletter confirmation link did. */
export type NewsletterConfirmation = "confirmed" | "expired" | "invalid";

/** A stored submission's id; `created` is false for a repeat that answers the first record. */
export type StoredSubmission = { id: number; created: boolean };

/** The link's page in the language the visitor signed up in (/el/newsletter/… for Greek). */
export function unsubscribeUrl(
  publicSiteUrl: string,
  token: string,
  language: SubmissionLanguage = "en",
): string {
  const url = siteUrlInLanguage(publicSiteUrl, "/newsletter/unsubscribe", language);
  url.searchParams.set("token", token);
  return url.toString();
}

export function confirmUrl(
  publicSiteUrl: string,
  token: string,
  language: SubmissionLanguage = "en",
): string {
  const url = siteUrlInLanguage(publicSiteUrl, "/newsletter/confirm", language);
  url.searchParams.set("token", token);
  return url.toString();
}

const idOf = ({ record, created }: InsertedOnce<{ id: number }>): StoredSubmission => ({
  id: record.id,
  created,
});

/**
 * The visitor's submissions of SPEC §7, from a checked form to stored rows and queued mail. Each
 * is stored with its mails in one transaction, once: a repeated idempotency key (or, for the
 * newsletter, an address already subscribed) answers the first record. A submission that names
 * something that cannot take it is refused with an InvalidDataError (SPEC §8's 422).
 */
export function createSubmissionService(deps: { db: Db; blobs: BlobStore; config: SubmissionConfig }) {
  const { db, blobs, config } = deps;
  const confirmDays = config.newsletterConfirmDays ?? 7;

  async function firstByKey(table: typeof enquiries | typeof jobApplications, key: string) {
    const [first] = await db.select({ id: table.id }).from(table).where(eq(table.idempotencyKey, key));
    return first;
  }

  /** The celebrate enquiry (for one restaurant) or the catering enquiry. */
  async function enquire(enquiry: CateringEnquiry | PrivateEventEnquiry): Promise<StoredSubmission> {
    let areaName: string | null = null;
    if (enquiry.type === "celebrate") {
      const [area] = await db
        .select({ name: websites.name })
        .from(websites)
        .where(and(eq(websites.id, enquiry.website_id), eq(websites.type, "restaurant")));
      if (!area) throw new InvalidDataError({ website_id: [messages.selectValidOption] });
      areaName = area.name;
    }
    const key = enquiry.idempotency_key ?? null;
    const details = {
      type: enquiry.type,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      requiredDate: enquiry.required_date,
      occasion: enquiry.type === "celebrate" ? enquiry.occasion : null,
      numOfGuests: enquiry.type === "celebrate" ? enquiry.num_of_guests : null,
      location: enquiry.type === "catering" ? enquiry.location : null,
      additionalNotes: enquiry.additional_notes,
      utmSource: enquiry.utm_source ?? null,
      language: enquiry.language,
    };
    const stored = await insertOnce(db, {
      findFirst: key ? () => firstByKey(enquiries, key) : null,
      insert: async (tx) => {
        const [row] = await tx
          .insert(enquiries)
          .values({ ...details, websiteId: enquiry.website_id, idempotencyKey: key })
          .onConflictDoNothing()
          .returning({ id: enquiries.id });
        if (row) {
          const mail = { ...details, id: row.id, areaName };
          await enqueueMail(tx, enquiryMails(mail, config.teams));
        }
        return row;
      },
    });
    return idOf(stored);
  }

  /**
   * A sign-up that still stands: not unsubscribed, and confirmed or with its link still working. An
   * expired one (not yet deleted by retention) is started over like an unsubscribed one.
   */
  const standing = (row: { unsubscribedAt: Date | null; confirmedAt: Date | null; consentAt: Date }) =>
    !row.unsubscribedAt &&
    (row.confirmedAt !== null || Date.now() - row.consentAt.getTime() < confirmDays * DAY_MS);

  async function activeSubscription(email: string) {
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    return row && standing(row) ? { id: row.id } : undefined;
  }

  /**
   * Double opt-in (ADR 0034): a sign-up is stored unconfirmed and mails a confirmation link; only
   * the link's owner can make it a subscription. Signing up twice is not an error: a pending or
   * active sign-up answers without a second mail; an unsubscribed address, or one whose link expired,
   * starts over, unconfirmed, with a new link.
   */
  async function subscribe(subscription: NewsletterSubscription): Promise<StoredSubmission> {
    const email = subscription.email.toLowerCase();
    const utmSource = subscription.utm_source ?? null;
    const { language } = subscription;
    const subscribeIn = async (tx: Tx) => {
      const [existing] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
        .for("update");
      // Standing by now: a concurrent subscription of the same address won.
      if (existing && standing(existing)) return undefined;
      const { token, hash: confirmTokenHash } = newNewsletterToken();
      const [row] = existing
        ? await tx
            .update(newsletterSubscriptions)
            .set({
              unsubscribedAt: null,
              confirmedAt: null,
              consentAt: sql`now()`,
              confirmTokenHash,
              unsubscribeTokenHash: null,
              utmSource,
              language,
            })
            .where(eq(newsletterSubscriptions.id, existing.id))
            .returning({ id: newsletterSubscriptions.id })
        : await tx
            .insert(newsletterSubscriptions)
            .values({ email, confirmTokenHash, utmSource, language })
            .onConflictDoNothing()
            .returning({ id: newsletterSubscriptions.id });
      if (row)
        await enqueueMail(tx, [
          newsletterConfirmationMail(
            email,
            confirmUrl(config.publicSiteUrl, token, language),
            confirmDays,
            language,
          ),
        ]);
      return row;
    };
    return idOf(await insertOnce(db, { findFirst: () => activeSubscription(email), insert: subscribeIn }));
  }

  /**
   * The confirmation link: confirms a pending sign-up within its days (and lifts an erasure's
   * suppression, since the address's owner asked again), then mails the welcome with the
   * unsubscribe link, whose token is made now (only its hash is kept, ADR 0046). Opening the
   * link again answers confirmed. The token is looked up by its hash; an unsubscribe link's token
   * confirms nothing.
   */
  async function confirm(token: string, now = new Date()): Promise<NewsletterConfirmation> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.confirmTokenHash, newsletterTokenHash(token)))
        .for("update");
      if (!row || row.unsubscribedAt) return "invalid";
      if (row.confirmedAt) return "confirmed";
      if (row.consentAt.getTime() < now.getTime() - confirmDays * DAY_MS) return "expired";
      const unsubscribeToken = newNewsletterToken();
      await tx
        .update(newsletterSubscriptions)
        .set({ confirmedAt: now, unsubscribeTokenHash: unsubscribeToken.hash })
        .where(eq(newsletterSubscriptions.id, row.id));
      await liftNewsletterSuppression(tx, row.email);
      await enqueueMail(tx, [
        newsletterMail(
          row.email,
          unsubscribeUrl(config.publicSiteUrl, unsubscribeToken.token, row.language),
          row.language,
        ),
      ]);
      return "confirmed";
    });
  }

  /**
   * Ends the subscription whose unsubscribe link carries the token; false when none does (a
   * confirmation link's token included).
   */
  async function unsubscribe(token: string): Promise<boolean> {
    const [row] = await db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
      .where(eq(newsletterSubscriptions.unsubscribeTokenHash, newsletterTokenHash(token)))
      .returning({ id: newsletterSubscriptions.id });
    return Boolean(row);
  }

  /**
   * A job application with its CV and work permit, whose types are already checked. The files go
   * into the blob store under new keys, never under the visitor's name, their metadata into the
   * database; the team's mail links to the application in the staff inbox.
   */
  async function apply(
    application: JobApplication,
    files: { cv: CheckedFile; work_permit_file: CheckedFile },
  ): Promise<StoredSubmission> {
    const [job] = await db
      .select({ id: jobs.id, title: jobs.jobTitle })
      .from(jobs)
      .where(and(eq(jobs.id, application.job_posting_id), eq(jobs.status, "live")));
    if (!job) throw new InvalidDataError({ job_posting_id: [JOB_CLOSED] });
    const key = application.idempotency_key ?? null;
    const details = {
      name: application.name,
      email: application.email,
      phone: application.phone,
      utmSource: application.utm_source ?? null,
      language: application.language,
    };
    const uploadStore = createUploadStore(blobs);
    let stored: InsertedOnce<{ id: number }>;
    try {
      const cv = await uploadStore.write(files.cv);
      const workPermit = await uploadStore.write(files.work_permit_file);
      stored = await insertOnce(db, {
        findFirst: key ? () => firstByKey(jobApplications, key) : null,
        insert: async (tx) => {
          const cvUploadId = await uploadStore.record(tx, cv);
          const workPermitUploadId = await uploadStore.record(tx, workPermit);
          const [row] = await tx
            .insert(jobApplications)
            .values({ ...details, jobPostingId: job.id, cvUploadId, workPermitUploadId, idempotencyKey: key })
            .onConflictDoNothing()
            .returning({ id: jobApplications.id });
          if (row) {
            const mail = { ...details, id: row.id, jobTitle: job.title };
            await enqueueMail(tx, applicationMails(mail, config.teams, config.publicSiteUrl));
          }
          return row;
        },
      });
    } catch (error) {
      await uploadStore.discard();
      throw error;
    }
    // A repeat answers the first application, whose own files are kept; this one's go.
    if (!stored.created) await uploadStore.discard();
    return idOf(stored);
  }

  return { enquire, subscribe, confirm, unsubscribe, apply };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
