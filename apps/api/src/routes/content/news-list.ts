import { MAX_NEWS_LIST_ITEMS } from "@thalassa/contract/constants";
import { responses } from "@thalassa/contract/responses";
import { contentLangQuery } from "@thalassa/contract/translations";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { posts } from "../../db/schema.ts";
import { listPage } from "./list-page.ts";
import { toNewsItem } from "./mappers.ts";

/**
 * GET news-list?sort=&website=&limit=: the live news list as the site's /news shows it, sorted and
 * filtered here and cut to the stories on screen, with the count of all that match and the brands
 * that have any (the filter's options). Beside SPEC §7's `posts` call, which answers every story:
 * the list page's weight stays the same however many stories the group has posted.
 */
export const newsListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/news-list",
    {
      schema: {
        tags: ["content"],
        summary: "Live news, sorted, filtered by brand and cut to a length, with the total",
        querystring: z.object({
          sort: z.enum(["date-desc", "date-asc"]).default("date-desc"),
          website: z.coerce.number().int().positive().optional(),
          limit: z.coerce.number().int().min(1).max(MAX_NEWS_LIST_ITEMS),
          lang: contentLangQuery,
        }),
        response: { 200: responses.newsList },
      },
    },
    async (request) => {
      const { sort, website, limit, lang } = request.query;
      // Oldest first keeps the newest-first order among stories of the same moment, as the
      // site's stable sort of the full list did.
      const page = await listPage(app, {
        table: posts,
        listed: and(eq(posts.postType, "news"), eq(posts.status, "live")) as SQL,
        brand: website === undefined ? undefined : eq(posts.websiteId, website),
        order: [sort === "date-asc" ? asc(posts.createdAt) : desc(posts.createdAt), desc(posts.id)],
        limit,
      });
      return {
        data: page.rows.map((row) => toNewsItem(row, lang)),
        total: page.total,
        websites: page.websites,
      };
    },
  );
};
