import type { StaffContentBody } from "@thalassa/contract/staff";
import { asc, eq, type InferSelectModel, sql } from "drizzle-orm";
import { menus, pageMeta, siteSettings, websites } from "../../db/schema.ts";
import { toWebsite } from "../../routes/content/mappers.ts";
import { type ContentAdapter, ContentConflict, integerId, textId } from "./adapter.ts";
import { tableAdapter } from "./table-adapter.ts";

function brandColumns(body: StaffContentBody<"brands">) {
  return {
    name: body.name,
    type: body.type,
    order: body.order,
    domain: body.domain,
    description: body.description ?? null,
    email: body.email ?? null,
    address: body.address ?? null,
    phones: body.phones,
    openingHoursWeekdays: body.opening_hours_weekdays ?? null,
    openingHoursWeekends: body.opening_hours_weekends ?? null,
    bookNow: body.book_now ?? null,
    whatsapp: body.whatsapp ?? null,
    images: {
      carousel: body.images.carousel,
      medium: body.images.medium ?? undefined,
      logo: body.images.logo ?? undefined,
      logo_2: body.images.logo_2 ?? undefined,
      video: body.images.video ?? undefined,
    },
  };
}

/** Brands keep the ids the spec gives them (button rules name brand ids), so a new one takes the next free id. */
export const brandsAdapter = tableAdapter<StaffContentBody<"brands">, InferSelectModel<typeof websites>>({
  table: websites,
  idColumn: websites.id,
  parseId: integerId,
  toItem: toWebsite,
  toColumns: brandColumns,
  orderBy: [asc(websites.order), asc(websites.id)],
  async onInsert(tx) {
    const [next] = await tx.select({ id: sql<number>`coalesce(max(${websites.id}), 0) + 1` }).from(websites);
    return { id: Number(next?.id ?? 1) };
  },
});

function menuItem(row: InferSelectModel<typeof menus>) {
  return { id: row.url, url: row.url, title: row.title, website_id: row.websiteId, file_url: row.fileUrl };
}

function menuColumns(body: StaffContentBody<"menus">) {
  return {
    url: body.url,
    title: body.title ?? null,
    websiteId: body.website_id ?? null,
    fileUrl: body.file_url,
  };
}

/** Menus are addressed by their url (the public API's key), so the :id is that url. */
export const menusAdapter = tableAdapter<StaffContentBody<"menus">, InferSelectModel<typeof menus>>({
  table: menus,
  idColumn: menus.url,
  parseId: textId,
  uniqueField: "url",
  toItem: menuItem,
  toColumns: menuColumns,
  orderBy: [asc(menus.url)],
});

function pageMetaItem(row: InferSelectModel<typeof pageMeta>) {
  return {
    id: row.url,
    url: row.url,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
  };
}

function pageMetaColumns(body: StaffContentBody<"page-meta">) {
  return {
    url: body.url,
    metaTitle: body.meta_title,
    metaDescription: body.meta_description ?? null,
    metaKeywords: body.meta_keywords ?? null,
  };
}

/** Page meta is addressed by the page's path (URL-encoded in the :id, "/about" → %2Fabout). */
export const pageMetaAdapter = tableAdapter<StaffContentBody<"page-meta">, InferSelectModel<typeof pageMeta>>(
  {
    table: pageMeta,
    idColumn: pageMeta.url,
    parseId: textId,
    uniqueField: "url",
    toItem: pageMetaItem,
    toColumns: pageMetaColumns,
    orderBy: [asc(pageMeta.url)],
  },
);

/** The site has one settings record; it can be read and replaced, not added or removed. */
export const settingsAdapter: ContentAdapter<StaffContentBody<"settings">> = {
  parseId: integerId,
  async list(db) {
    return (await db.select().from(siteSettings).orderBy(asc(siteSettings.id))).map((r) => ({
      id: r.id,
      ...r.settings,
    }));
  },
  async get(db, id) {
    const [row] = await db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.id, Number(id)));
    return row ? { id: row.id, ...row.settings } : null;
  },
  async create(tx, body) {
    const [existing] = await tx.select({ id: siteSettings.id }).from(siteSettings).limit(1);
    if (existing) throw new ContentConflict("The site settings exist already; change them instead.");
    await tx.insert(siteSettings).values({ id: 1, settings: body });
    return 1;
  },
  async update(tx, id, body) {
    const rows = await tx
      .update(siteSettings)
      .set({ settings: body })
      .where(eq(siteSettings.id, Number(id)))
      .returning({ id: siteSettings.id });
    return rows.length > 0;
  },
  async remove() {
    throw new ContentConflict("The site settings cannot be removed; change them instead.");
  },
};
