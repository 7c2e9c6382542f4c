import type { StaffContentBody } from "@thalassa/contract/staff";
import { asc, eq, sql } from "drizzle-orm";
import { menuCards, menus, pageMeta, siteSettings, websites } from "../../db/schema.ts";
import { toWebsite } from "../../routes/content/mappers.ts";
import { type ContentAdapter, ContentConflict, integerId, textId } from "./adapter.ts";
import { contentItem } from "./content-fields.ts";
import { tableAdapter } from "./table-adapter.ts";

/** Brands keep the ids the spec gives them (button rules name brand ids), so a new one takes the next free id. */
export const brandsAdapter = tableAdapter({
  type: "brands",
  table: websites,
  // The public item, with the translations staff edit beside the English (ADR 0039).
  toItem: (row: typeof websites.$inferSelect) => ({ ...toWebsite(row), translations: row.translations }),
  orderBy: [asc(websites.order), asc(websites.id)],
  async onInsert(tx) {
    const [next] = await tx.select({ id: sql<number>`coalesce(max(${websites.id}), 0) + 1` }).from(websites);
    return { id: Number(next?.id ?? 1) };
  },
});

/**
 * Menus and page meta are addressed by their url, so the :id is that url: a menu's is the public
 * API's key, a page's is its path (URL-encoded in the :id, "/about" → %2Fabout).
 */
function urlAddressedAdapter<Type extends "menus" | "page-meta">(
  type: Type,
  table: typeof menus | typeof pageMeta,
) {
  return tableAdapter({
    type,
    table,
    idColumn: table.url,
    parseId: textId,
    uniqueField: "url",
    toItem: (row: Record<string, unknown>) => contentItem(type, row, row.url),
    orderBy: [asc(table.url)],
  });
}

export const menusAdapter = urlAddressedAdapter("menus", menus);
export const pageMetaAdapter = urlAddressedAdapter("page-meta", pageMeta);

/** Structured menus, a brand's in their order. */
export const menuCardsAdapter = tableAdapter({
  type: "menu-cards",
  table: menuCards,
  uniqueField: "url",
  orderBy: [asc(menuCards.websiteId), asc(menuCards.order), asc(menuCards.id)],
});

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
