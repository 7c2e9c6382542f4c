import { nextDay, siteDayStart } from "@thalassa/contract/site-time";
import {
  STAFF_LIST_PER_PAGE,
  type StaffInboxKind,
  type StaffInboxListQuery,
  type StaffInboxReplyRecord,
  staffInboxesWithBrand,
  type staffInboxesWithReply,
} from "@thalassa/contract/staff";

type StaffInboxReplyKind = (typeof staffInboxesWithReply)[number];

import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lt,
  notExists,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import {
  enquiries,
  giftCardOrders,
  jobApplications,
  jobs,
  newsletterSubscriptions,
  staffInboxHandled,
  staffInboxReplies,
  staffUsers,
  uploads,
  websites,
} from "../db/schema.ts";
import { containing } from "./content/table-adapter.ts";

/** How many items an inbox answers at most (newest first) when asked without a list query. */
export const INBOX_LIMIT = 500;

type Item = { id: number } & Record<string, unknown>;

/** Which rows of an inbox's table, in which order, and which slice of them. */
interface Window {
  where?: SQL | undefined;
  oldest?: boolean;
  limit: number;
  offset: number;
}

const NEWEST: Window = { limit: INBOX_LIMIT, offset: 0 };

/** Date then id, newest or oldest first (the id keeps items with the same time in a stable order). */
function ordered(window: Window, date: AnyPgColumn, id: AnyPgColumn) {
  const direction = window.oldest ? asc : desc;
  return [direction(date), direction(id)];
}

async function enquiryItems(db: Db, type: "catering" | "celebrate", window: Window) {
  const rows = await db
    .select({ e: enquiries, websiteName: websites.name })
    .from(enquiries)
    .leftJoin(websites, eq(websites.id, enquiries.websiteId))
    .where(and(eq(enquiries.type, type), window.where))
    .orderBy(...ordered(window, enquiries.createdAt, enquiries.id))
    .limit(window.limit)
    .offset(window.offset);
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

async function applicationItems(db: Db, window: Window) {
  const rows = await db
    .select({ a: jobApplications, jobTitle: jobs.jobTitle })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobPostingId))
    .where(window.where)
    .orderBy(...ordered(window, jobApplications.createdAt, jobApplications.id))
    .limit(window.limit)
    .offset(window.offset);
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

async function newsletterItems(db: Db, window: Window) {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(window.where)
    .orderBy(...ordered(window, newsletterSubscriptions.consentAt, newsletterSubscriptions.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((s) => ({
    id: s.id,
    created_at: s.consentAt.toISOString(),
    email: s.email,
    confirmed_at: s.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: s.unsubscribedAt?.toISOString() ?? null,
    utm_source: s.utmSource,
  }));
}

async function giftCardOrderItems(db: Db, window: Window) {
  const rows = await db
    .select({ o: giftCardOrders, websiteName: websites.name })
    .from(giftCardOrders)
    .leftJoin(websites, eq(websites.id, giftCardOrders.websiteId))
    .where(window.where)
    .orderBy(...ordered(window, giftCardOrders.createdAt, giftCardOrders.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(({ o, websiteName }) => ({
    id: o.id,
    created_at: o.createdAt.toISOString(),
    order_number: o.orderNumber,
    name: o.name,
    email: o.email,
    phone: o.phone,
    website_id: o.websiteId,
    // The brand by name too, as the enquiries have it: staff read names, not ids.
    website: { id: o.websiteId, name: websiteName },
    amount_minor: o.amountMinor,
    quantity: o.quantity,
    total_minor: o.totalMinor,
    currency: o.currency,
    status: o.status,
    paid_at: o.paidAt?.toISOString() ?? null,
    updated_at: o.updatedAt.toISOString(),
  }));
}

const listers: Record<StaffInboxKind, (db: Db, window: Window) => Promise<Item[]>> = {
  catering: (db, window) => enquiryItems(db, "catering", window),
  "private-events": (db, window) => enquiryItems(db, "celebrate", window),
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
export async function inboxItems(db: Db, kind: StaffInboxKind, window: Window = NEWEST) {
  const items = await listers[kind](db, window);
  const ids = items.map((i) => i.id);
  const marks = ids.length
    ? await db
        .select({ itemId: staffInboxHandled.itemId, at: staffInboxHandled.handledAt, by: staffUsers.email })
        .from(staffInboxHandled)
        .leftJoin(staffUsers, eq(staffUsers.id, staffInboxHandled.handledBy))
        .where(and(eq(staffInboxHandled.kind, kind), inArray(staffInboxHandled.itemId, ids)))
    : [];
  const markById = new Map(marks.map((m) => [m.itemId, { at: m.at.toISOString(), by: m.by }]));
  const replies = await repliesOf(db, kind, ids);
  return items.map((item) => ({
    ...item,
    handled: markById.get(item.id) ?? null,
    replies: replies.get(item.id) ?? [],
  }));
}

/** The replies sent on these items, oldest first: when, by whom (their e-mail), about what. */
async function repliesOf(db: Db, kind: StaffInboxKind, ids: number[]) {
  const byItem = new Map<number, StaffInboxReplyRecord[]>();
  if (!ids.length) return byItem;
  const rows = await db
    .select({
      itemId: staffInboxReplies.itemId,
      at: staffInboxReplies.sentAt,
      by: staffUsers.email,
      subject: staffInboxReplies.subject,
    })
    .from(staffInboxReplies)
    .leftJoin(staffUsers, eq(staffUsers.id, staffInboxReplies.sentBy))
    .where(and(eq(staffInboxReplies.kind, kind), inArray(staffInboxReplies.itemId, ids)))
    .orderBy(asc(staffInboxReplies.sentAt), asc(staffInboxReplies.id));
  for (const row of rows) {
    const list = byItem.get(row.itemId) ?? [];
    list.push({ at: row.at.toISOString(), by: row.by, subject: row.subject });
    byItem.set(row.itemId, list);
  }
  return byItem;
}

/** The address an item's sender gave (a reply goes there and nowhere else), or "" once erased; null: no such item. */
export async function inboxItemAddress(
  db: Db,
  kind: StaffInboxReplyKind,
  id: number,
): Promise<string | null> {
  const table =
    kind === "job-applications"
      ? { email: jobApplications.email, id: jobApplications.id, from: jobApplications }
      : kind === "gift-card-orders"
        ? { email: giftCardOrders.email, id: giftCardOrders.id, from: giftCardOrders }
        : { email: enquiries.email, id: enquiries.id, from: enquiries };
  const scope =
    kind === "catering" || kind === "private-events"
      ? eq(enquiries.type, kind === "catering" ? "catering" : "celebrate")
      : undefined;
  const [row] = await db
    .select({ email: table.email })
    .from(table.from)
    .where(and(eq(table.id, id), scope));
  return row ? row.email : null;
}

/** What the list query filters in one inbox's table: its rows, its brand, the texts an item shows. */
interface InboxSource {
  table: PgTable;
  id: AnyPgColumn;
  /** When the item came in: what the range of days filters and the list is ordered by. */
  date: AnyPgColumn;
  scope?: SQL;
  brand?: AnyPgColumn;
  search: (pattern: string) => SQL[];
}

/** A brand's name as an item shows it, searched through the brand the row points at. */
const brandNamed = (websiteId: AnyPgColumn, pattern: string) =>
  exists(
    sql`(select 1 from ${websites} where ${websites.id} = ${websiteId} and ${websites.name} ilike ${pattern})`,
  );

const enquirySource = (type: "catering" | "celebrate"): InboxSource => ({
  table: enquiries,
  id: enquiries.id,
  date: enquiries.createdAt,
  scope: eq(enquiries.type, type),
  brand: enquiries.websiteId,
  search: (pattern) => [
    ...[
      enquiries.name,
      enquiries.email,
      enquiries.phone,
      enquiries.occasion,
      enquiries.location,
      enquiries.additionalNotes,
      enquiries.utmSource,
    ].map((column) => ilike(column, pattern)),
    sql`${enquiries.requiredDate}::text ilike ${pattern}`,
    brandNamed(enquiries.websiteId, pattern),
  ],
});

const sources: Record<StaffInboxKind, InboxSource> = {
  catering: enquirySource("catering"),
  "private-events": enquirySource("celebrate"),
  "job-applications": {
    table: jobApplications,
    id: jobApplications.id,
    date: jobApplications.createdAt,
    search: (pattern) => [
      ...[jobApplications.name, jobApplications.email, jobApplications.phone, jobApplications.utmSource].map(
        (column) => ilike(column, pattern),
      ),
      exists(
        sql`(select 1 from ${jobs} where ${jobs.id} = ${jobApplications.jobPostingId} and ${jobs.jobTitle} ilike ${pattern})`,
      ),
      exists(
        sql`(select 1 from ${uploads} where ${uploads.id} in (${jobApplications.cvUploadId}, ${jobApplications.workPermitUploadId}) and ${uploads.originalName} ilike ${pattern})`,
      ),
    ],
  },
  newsletter: {
    table: newsletterSubscriptions,
    id: newsletterSubscriptions.id,
    date: newsletterSubscriptions.consentAt,
    search: (pattern) => [
      ilike(newsletterSubscriptions.email, pattern),
      ilike(newsletterSubscriptions.utmSource, pattern),
    ],
  },
  "gift-card-orders": {
    table: giftCardOrders,
    id: giftCardOrders.id,
    date: giftCardOrders.createdAt,
    brand: giftCardOrders.websiteId,
    search: (pattern) => [
      ...[
        giftCardOrders.orderNumber,
        giftCardOrders.name,
        giftCardOrders.email,
        giftCardOrders.phone,
        giftCardOrders.status,
      ].map((column) => ilike(column, pattern)),
      brandNamed(giftCardOrders.websiteId, pattern),
    ],
  },
};

/** Whether an inbox's items belong to a brand, so the brand filter means something there. */
export function inboxHasBrand(kind: StaffInboxKind): boolean {
  return (staffInboxesWithBrand as readonly string[]).includes(kind);
}

/**
 * The rows of an inbox's table that a list query asks for, all in SQL over the whole table
 * (however many items it holds): searched (the item's texts, its brand's name, an application's
 * job and file names, case-insensitive), by status (new: nobody marked it handled), by brand, and
 * by the days it came in (from the start of `from` to the end of `to`, on the site's clock).
 */
function inboxWhere(db: Db, kind: StaffInboxKind, query: StaffInboxListQuery): SQL | undefined {
  const source = sources[kind];
  const handled = db
    .select({ one: sql`1` })
    .from(staffInboxHandled)
    .where(and(eq(staffInboxHandled.kind, kind), eq(staffInboxHandled.itemId, source.id)));
  return and(
    query.q ? or(...source.search(containing(query.q))) : undefined,
    query.status === "new" ? notExists(handled) : query.status === "handled" ? exists(handled) : undefined,
    source.brand && query.brand !== undefined ? eq(source.brand, query.brand) : undefined,
    query.from ? gte(source.date, siteDayStart(query.from)) : undefined,
    query.to ? lt(source.date, siteDayStart(nextDay(query.to))) : undefined,
  );
}

/** How many of the filtered gift card orders are paid, and what they came to, in cents. */
async function paidTotals(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count(), sum: sql<string | null>`sum(${giftCardOrders.totalMinor})` })
    .from(giftCardOrders)
    .where(and(where, eq(giftCardOrders.status, "paid")));
  return { count: row?.n ?? 0, total_minor: Number(row?.sum ?? 0) };
}

/**
 * An inbox's page for a staff list query, newest or oldest first, one page with the total of the
 * filtered set (and, for gift card orders, how many are paid and their sum).
 */
export async function inboxPage(db: Db, kind: StaffInboxKind, query: StaffInboxListQuery) {
  const source = sources[kind];
  const where = inboxWhere(db, kind, query);
  const perPage = query.per_page ?? STAFF_LIST_PER_PAGE;
  const page = query.page ?? 1;
  const [data, [total], paid] = await Promise.all([
    inboxItems(db, kind, {
      where,
      oldest: query.sort === "oldest",
      limit: perPage,
      offset: (page - 1) * perPage,
    }),
    db.select({ n: count() }).from(source.table).where(and(source.scope, where)),
    kind === "gift-card-orders" ? paidTotals(db, where) : undefined,
  ]);
  const meta = { total: total?.n ?? 0, page, per_page: perPage };
  return { data, meta: paid ? { ...meta, paid } : meta };
}

/**
 * The filtered set of an inbox for a CSV export: at most `limit` items in the list's order, and
 * how many the filter matches in all, so the file can say when it holds only the first ones.
 */
export async function inboxExport(db: Db, kind: StaffInboxKind, query: StaffInboxListQuery, limit: number) {
  const source = sources[kind];
  const where = inboxWhere(db, kind, query);
  const [items, [total]] = await Promise.all([
    inboxItems(db, kind, { where, oldest: query.sort === "oldest", limit, offset: 0 }),
    db.select({ n: count() }).from(source.table).where(and(source.scope, where)),
  ]);
  return { items, total: total?.n ?? 0 };
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
