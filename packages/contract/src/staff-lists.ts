import { z } from "zod";

/* ---------- staff lists: search, filters, date order and paging, in the address (ADR 0037) ---------- */

export const STAFF_LIST_PER_PAGE = 20;
export const STAFF_LIST_MAX_PER_PAGE = 100;

/**
 * The query of a staff list (`/api/v1/staff/content/:type?q=…&status=…` and the inbox). A list
 * asked with any of these parameters answers one page (STAFF_LIST_PER_PAGE unless `per_page`)
 * with `meta`; without any, every item as before. `status` is draft/scheduled/live for content
 * (a scheduled item is a draft with a publish time, ADR 0043; "draft" means the others) and
 * new/handled for an inbox; `brand` a brand's id.
 */
export const staffListQuerySchema = z.object({
  q: z.string().trim().max(200, "Search for at most 200 characters").optional(),
  status: z.enum(["draft", "live", "scheduled", "new", "handled"]).optional(),
  brand: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  sort: z.enum(["newest", "oldest"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  per_page: z.coerce.number().int().min(1).max(STAFF_LIST_MAX_PER_PAGE).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffListParams = ["q", "status", "brand", "sort", "page", "per_page"] as const;

/** A calendar day as a date field sends it, "2026-11-01", that is a real day. */
const calendarDay = z
  .string()
  // Years 1900 to 2099: wide enough for any order or enquiry, and clear of JavaScript's two-digit
  // and six-digit years.
  .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, "Give a day as YYYY-MM-DD, from 1900 to 2099")
  .refine((day) => {
    // "2026-11-31" would roll over to 1 December: a real day reads back as itself.
    const at = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
  }, "That day does not exist");

/**
 * An inbox list's query: the list query plus a range of days, `from` and `to` both included and
 * read as days on the site's clock (Cyprus time), over when the item came in (ADR 0060).
 */
export const staffInboxListQuerySchema = staffListQuerySchema
  .extend({ from: calendarDay.optional(), to: calendarDay.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The first day comes before the last",
    path: ["to"],
  });
export type StaffInboxListQuery = z.infer<typeof staffInboxListQuerySchema>;

export const staffInboxListParams = [...staffListParams, "from", "to"] as const;

/** The inboxes that filter by days, show a total and export what they show as CSV. */
export const staffInboxesWithExport = ["catering", "private-events", "gift-card-orders"] as const;

/** The most rows one CSV export holds; the file name says so when the filtered set has more. */
export const STAFF_EXPORT_MAX_ROWS = 10_000;

/**
 * The inboxes whose items belong to a brand (an enquiry's or a gift card order's `website_id`), so
 * they filter by brand; asking another inbox for a brand is refused.
 */
export const staffInboxesWithBrand = ["catering", "private-events", "gift-card-orders"] as const;

/** What a paged list says about itself next to its `data`. */
export interface StaffListMeta {
  total: number;
  page: number;
  per_page: number;
  /** Gift card orders only: how many of the filtered orders are paid, and their sum in cents. */
  paid?: { count: number; total_minor: number };
}

/** Counts of inbox items nobody marked handled yet, per inbox the role may read. */
export const staffInboxCountsSchema = z.object({ data: z.record(z.string(), z.number().int()) });

/** A gift-card order's state as the buyer's path through the bank reads, on the list and in its CSV. */
export const staffGiftCardStatusLabels: Record<string, string> = {
  pending: "Not sent to the bank yet",
  registered: "Left at the bank's payment page (not paid)",
  paid: "Paid",
  declined: "Declined by the bank",
  cancelled: "Cancelled by the buyer",
  failed: "Failed at the bank",
};

/** The inboxes whose items are answered by e-mail from the staff area, the reply kept on the item. */
export const staffInboxesWithReply = [
  "catering",
  "private-events",
  "job-applications",
  "gift-card-orders",
] as const;

export const STAFF_REPLY_SUBJECT_MAX = 200;
export const STAFF_REPLY_TEXT_MAX = 10_000;

/** A reply from the inbox: plain text, to the item's own address only (the API picks it, never the form). */
export const staffInboxReplySchema = z
  .object({
    subject: z
      .string()
      .trim()
      .min(1, "Write a subject.")
      .max(STAFF_REPLY_SUBJECT_MAX, `Keep the subject to ${STAFF_REPLY_SUBJECT_MAX} characters.`)
      .refine((s) => !/[\r\n]/.test(s), "The subject is one line."),
    text: z
      .string()
      .trim()
      .min(1, "Write the reply.")
      .max(
        STAFF_REPLY_TEXT_MAX,
        `Keep the reply to ${STAFF_REPLY_TEXT_MAX.toLocaleString("en-GB")} characters.`,
      ),
  })
  .strict();
export type StaffInboxReply = z.infer<typeof staffInboxReplySchema>;

/** A reply as an item lists it: when, who, what it was about. */
export interface StaffInboxReplyRecord {
  at: string;
  by: string | null;
  subject: string;
}

/* ---------- the audit log's filters: person, kind and days (ADR 0069) ---------- */

/** The kinds of audit entry an owner looks for, each a family of the recorded actions. */
export const staffAuditKinds = ["content", "inbox", "sign-in", "team", "privacy"] as const;
export type StaffAuditKind = (typeof staffAuditKinds)[number];
export const staffAuditKindLabels: Record<StaffAuditKind, string> = {
  content: "Content changes",
  inbox: "Enquiries, orders and replies",
  "sign-in": "Sign-ins, passwords and two-step sign-in",
  team: "Accounts and invitations",
  privacy: "Subject requests and data deletion",
};

/**
 * The audit log's query: the newest `limit` entries of one person (`who`, part of their e-mail
 * address, any case), of one kind, and of a range of days on the site's clock, both included.
 */
export const staffAuditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(500).default(200),
    who: z
      .string()
      .trim()
      .max(254, "Give at most 254 characters of the address")
      .optional()
      .transform((who) => who || undefined),
    kind: z.enum(staffAuditKinds).optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The first day comes before the last",
    path: ["to"],
  });
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;
export const staffAuditParams = ["who", "kind", "from", "to"] as const;
