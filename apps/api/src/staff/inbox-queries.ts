import { STAFF_LIST_PER_PAGE, type StaffInboxKind, type StaffListQuery } from "@thalassa/contract/staff";
import { and, count, desc, eq, inArray, notExists, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import {
  enquiries,
  giftCardOrders,
  jobApplications,
  jobs,
  newsletterSubscriptions,
  staffInboxHandled,
  staffUsers,
  uploads,
  websites,
} from "../db/schema.ts";

/** How many items an inbox answers at most (newest first). */
export const INBOX_LIMIT = 500;

type Item = { id: number } & Record<string, unknown>;

async function enquiryItems(db: Db, type: "catering" | "celebrate") {
  const rows = await db
    .select({ e: enquiries, websiteName: websites.name })
    .from(enquiries)
    .leftJoin(websites, eq(websites.id, enquiries.websiteId))
    .where(eq(enquiries.type, type))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(INBOX_LIMIT);
  return rows.map(({ e, websiteName }) => ({
    id: e.id,
    created_at: e.createdAt.toISOString(),
    name: e.name,
    email: e.email,
    phone: e.phone,
    occasion: e.occasion,
    required_date: e.requiredDate,
    num_of_guests: e.numOfGuests,
    location: e.location,
    website: { id: e.websiteId, name: websiteName },
    additional_notes: e.additionalNotes,
    utm_source: e.utmSource,
  }));
}

async function applicationItems(db: Db) {
  const rows = await db
    .select({ a: jobApplications, jobTitle: jobs.jobTitle })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobPostingId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(INBOX_LIMIT);
  const fileIds = rows
    .flatMap(({ a }) => [a.cvUploadId, a.workPermitUploadId])
    .filter((id): id is number => id !== null);
  const files = fileIds.length
    ? await db
        .select({
          id: uploads.id,
          originalName: uploads.originalName,
          mimeType: uploads.mimeType,
          size: uploads.size,
        })
        .from(uploads)
        .where(inArray(uploads.id, fileIds))
    : [];
  const fileById = new Map(files.map((f) => [f.id, f]));
  const describe = (id: number | null, name: "cv" | "work-permit") => {
    const file = id === null ? undefined : fileById.get(id);
    return file ? { name, file_name: file.originalName, mime_type: file.mimeType, size: file.size } : null;
  };
  return rows.map(({ a, jobTitle }) => ({
    id: a.id,
    created_at: a.createdAt.toISOString(),
    name: a.name,
    email: a.email,
    phone: a.phone,
    job: { id: a.jobPostingId, title: jobTitle },
    files: [describe(a.cvUploadId, "cv"), describe(a.workPermitUploadId, "work-permit")].filter(
      (f) => f !== null,
    ),
    utm_source: a.utmSource,
  }));
}

async function newsletterItems(db: Db) {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.consentAt), desc(newsletterSubscriptions.id))
    .limit(INBOX_LIMIT);
  return rows.map((s) => ({
    id: s.id,
    created_at: s.consentAt.toISOString(),
    email: s.email,
    confirmed_at: s.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: s.unsubscribedAt?.toISOString() ?? null,
    utm_source: s.utmSource,
  }));
}

async function giftCardOrderItems(db: Db) {
  const rows = await db
    .select()
    .from(giftCardOrders)
    .orderBy(desc(giftCardOrders.createdAt), desc(giftCardOrders.id))
    .limit(INBOX_LIMIT);
  return rows.map((o) => ({
    id: o.id,
    created_at: o.createdAt.toISOString(),
    order_number: o.orderNumber,
    name: o.name,
    email: o.email,
    phone: o.phone,
    website_id: o.websiteId,
    amount_minor: o.amountMinor,
    quantity: o.quantity,
    total_minor: o.totalMinor,
    currency: o.currency,
    status: o.status,
    paid_at: o.paidAt?.toISOString() ?? null,
    updated_at: o.updatedAt.toISOString(),
  }));
}

const listers: Record<StaffInboxKind, (db: Db) => Promise<Item[]>> = {
  catering: (db) => enquiryItems(db, "catering"),
  "private-events": (db) => enquiryItems(db, "celebrate"),
  "job-applications": applicationItems,
  newsletter: newsletterItems,
  "gift-card-orders": giftCardOrderItems,
};

/** Whether the inbox has an item with this id. */
export async function inboxItemExists(db: Db, kind: StaffInboxKind, id: number): Promise<boolean> {
  const found =
    kind === "catering" || kind === "private-events"
      ? await db
          .select({ id: enquiries.id })
          .from(enquiries)
          .where(
            and(eq(enquiries.id, id), eq(enquiries.type, kind === "catering" ? "catering" : "celebrate")),
          )
      : kind === "job-applications"
        ? await db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.id, id))
        : kind === "newsletter"
          ? await db
              .select({ id: newsletterSubscriptions.id })
              .from(newsletterSubscriptions)
              .where(eq(newsletterSubscriptions.id, id))
          : await db.select({ id: giftCardOrders.id }).from(giftCardOrders).where(eq(giftCardOrders.id, id));
  return found.length > 0;
}

/** An inbox, newest first, each item with who marked it handled and when (or null). */
export async function inboxItems(db: Db, kind: StaffInboxKind) {
  const items = await listers[kind](db);
  const ids = items.map((i) => i.id);
  const marks = ids.length
    ? await db
        .select({ itemId: staffInboxHandled.itemId, at: staffInboxHandled.handledAt, by: staffUsers.email })
        .from(staffInboxHandled)
        .leftJoin(staffUsers, eq(staffUsers.id, staffInboxHandled.handledBy))
        .where(and(eq(staffInboxHandled.kind, kind), inArray(staffInboxHandled.itemId, ids)))
    : [];
  const markById = new Map(marks.map((m) => [m.itemId, { at: m.at.toISOString(), by: m.by }]));
  return items.map((item) => ({ ...item, handled: markById.get(item.id) ?? null }));
}

type InboxItem = Awaited<ReturnType<typeof inboxItems>>[number];

/** Every text an item shows (name, e-mail, order number, the job's title…), for the search. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

function brandOf(item: InboxItem): unknown {
  const record = item as Record<string, unknown>;
  return (record.website as { id?: unknown } | undefined)?.id ?? record.website_id;
}

/**
 * An inbox's page for a staff list query: searched (any text of the item, case-insensitive), by
 * status (new: nobody marked it handled), by brand, newest or oldest first. It works on the
 * newest INBOX_LIMIT items, which is what an inbox holds.
 */
export async function inboxPage(db: Db, kind: StaffInboxKind, query: StaffListQuery) {
  const needle = query.q?.toLowerCase();
  let items = (await inboxItems(db, kind)).filter((item) => {
    if (query.status === "new" && item.handled) return false;
    if (query.status === "handled" && !item.handled) return false;
    if (query.brand !== undefined && brandOf(item) !== query.brand) return false;
    if (needle && !textsOf({ ...item, handled: null }).some((text) => text.toLowerCase().includes(needle))) {
      return false;
    }
    return true;
  });
  if (query.sort === "oldest") items = items.reverse();
  const perPage = query.per_page ?? STAFF_LIST_PER_PAGE;
  const page = query.page ?? 1;
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: { total: items.length, page, per_page: perPage },
  };
}

/** How many items of one inbox table nobody marked handled. */
async function unhandled(db: Db, kind: StaffInboxKind, table: PgTable, id: SQL, scope?: SQL) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(
      and(
        scope,
        notExists(
          db
            .select({ one: sql`1` })
            .from(staffInboxHandled)
            .where(and(eq(staffInboxHandled.kind, kind), eq(staffInboxHandled.itemId, id))),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** New (not yet handled) items per inbox, for the overview. */
export async function inboxNewCounts(db: Db, kinds: readonly StaffInboxKind[]) {
  const counters: Record<StaffInboxKind, () => Promise<number>> = {
    catering: () =>
      unhandled(db, "catering", enquiries, sql`${enquiries.id}`, eq(enquiries.type, "catering")),
    "private-events": () =>
      unhandled(db, "private-events", enquiries, sql`${enquiries.id}`, eq(enquiries.type, "celebrate")),
    "job-applications": () => unhandled(db, "job-applications", jobApplications, sql`${jobApplications.id}`),
    newsletter: () =>
      unhandled(db, "newsletter", newsletterSubscriptions, sql`${newsletterSubscriptions.id}`),
    "gift-card-orders": () => unhandled(db, "gift-card-orders", giftCardOrders, sql`${giftCardOrders.id}`),
  };
  const entries = await Promise.all(kinds.map(async (kind) => [kind, await counters[kind]()] as const));
  return Object.fromEntries(entries) as Partial<Record<StaffInboxKind, number>>;
}
