import { siteSettingsSchema } from "@thalassa/contract/entities";
import { errorResponseSchema, responses } from "@thalassa/contract/responses";
import { contentLangQuery } from "@thalassa/contract/translations";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { menuCards, menus, siteSettings, websites } from "../../db/schema.ts";
import { toWebsite } from "./mappers.ts";

/**
 * Each website's menu url: the menu filed under its id. A brand with several (a drinks list
 * besides the food menu) links the first by url, which is the plain one ("kyma-beach" before
 * "kyma-beach-drinks").
 */
async function menuUrlsByWebsite(db: Db, websiteId?: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ url: menus.url, websiteId: menus.websiteId })
    .from(menus)
    .where(websiteId === undefined ? undefined : eq(menus.websiteId, websiteId))
    .orderBy(asc(menus.url));
  const byWebsite = new Map<number, string>();
  for (const row of rows) {
    if (row.websiteId !== null && !byWebsite.has(row.websiteId)) byWebsite.set(row.websiteId, row.url);
  }
  return byWebsite;
}

/** Each website's first live structured menu (ADR 0036), by the order staff gave its menus. */
async function menuCardUrlsByWebsite(db: Db, websiteId?: number): Promise<Map<number, string>> {
  const live = eq(menuCards.status, "live");
  const rows = await db
    .select({ url: menuCards.url, websiteId: menuCards.websiteId })
    .from(menuCards)
    .where(websiteId === undefined ? live : and(live, eq(menuCards.websiteId, websiteId)))
    .orderBy(asc(menuCards.order), asc(menuCards.id));
  const byWebsite = new Map<number, string>();
  for (const row of rows) if (!byWebsite.has(row.websiteId)) byWebsite.set(row.websiteId, row.url);
  return byWebsite;
}

/**
 * What the public read adds to one brand from other tables: the addresses of its menus, for the
 * card's Menu link (a brand's preview shows it as the page will, ADR 0068).
 */
export async function brandMenuLinks(
  db: Db,
  websiteId: number,
): Promise<{ menu_url: string | null; menu_card_url: string | null }> {
  const [menuUrls, cardUrls] = await Promise.all([
    menuUrlsByWebsite(db, websiteId),
    menuCardUrlsByWebsite(db, websiteId),
  ]);
  return { menu_url: menuUrls.get(websiteId) ?? null, menu_card_url: cardUrls.get(websiteId) ?? null };
}

/** GET websites, website/{id} (SPEC §7) and settings (site settings, path of our choosing). */
export const websitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/websites",
    {
      schema: {
        tags: ["content"],
        summary: "All websites (brands), by order",
        querystring: z.object({ lang: contentLangQuery }),
        response: { 200: responses.websites },
      },
    },
    async (request) => {
      const [rows, menuUrls, cardUrls] = await Promise.all([
        app.db.select().from(websites).orderBy(asc(websites.order), asc(websites.id)),
        menuUrlsByWebsite(app.db),
        menuCardUrlsByWebsite(app.db),
      ]);
      return {
        data: rows.map((row) =>
          toWebsite(row, menuUrls.get(row.id) ?? null, cardUrls.get(row.id) ?? null, request.query.lang),
        ),
      };
    },
  );

  app.get(
    "/website/:id",
    {
      schema: {
        tags: ["content"],
        summary: "One website; website/1 is the group's main site",
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ lang: contentLangQuery }),
        response: { 200: responses.website, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.select().from(websites).where(eq(websites.id, request.params.id));
      if (!row) return reply.code(404).send({ message: "No website with that id." });
      const links = await brandMenuLinks(app.db, row.id);
      return { data: toWebsite(row, links.menu_url, links.menu_card_url, request.query.lang) };
    },
  );

  app.get(
    "/settings",
    {
      schema: {
        tags: ["content"],
        summary: "Site settings",
        response: { 200: responses.settings, 404: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      const [row] = await app.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
      if (!row) return reply.code(404).send({ message: "No site settings." });
      return { data: siteSettingsSchema.parse(row.settings) };
    },
  );
};
