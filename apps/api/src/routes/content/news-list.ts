import { MAX_NEWS_LIST_ITEMS } from "@thalassa/contract/constants";
import { errorResponseSchema, responses } from "@thalassa/contract/responses";
import { contentLangQuery } from "@thalassa/contract/translations";
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
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

/** The live news list, in SPEC §7's order: newest first, the later-made first among equals. */
const liveNews = () => and(eq(posts.postType, "news"), eq(posts.status, "live")) as SQL;
const NEWEST_FIRST = [desc(posts.createdAt), desc(posts.id)];
const OLDEST_FIRST = [asc(posts.createdAt), asc(posts.id)];

/**
 * GET news-item?url=: one live story and its neighbours in the list, for the article page and its
 * pager (SPEC §2: previous and next, cycling at both ends). Four indexed reads of one row each,
 * instead of every story for two titles (ADR 0057).
 */
export const newsItemRoutes: FastifyPluginAsyncZod = async (app) => {
  const firstWhere = async (where: SQL | undefined, order: SQL[]) =>
    (
      await app.db
        .select()
        .from(posts)
        .where(where)
        .orderBy(...order)
        .limit(1)
    )[0];

  app.get(
    "/news-item",
    {
      schema: {
        tags: ["content"],
        summary: "One live news story by url, with the previous and next in the list's order",
        querystring: z.object({ url: z.string().min(1).max(300), lang: contentLangQuery }),
        response: { 200: responses.newsArticle, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { url, lang } = request.query;
      const story = await firstWhere(and(liveNews(), eq(posts.url, url)), NEWEST_FIRST);
      if (!story) return reply.code(404).send({ message: "No live news story has this url." });
      // The story's place as (created_at, id), compared in SQL: a JavaScript Date would drop the
      // column's microseconds and misplace stories made in the same millisecond.
      const place = sql`((select "p"."created_at" from ${posts} as "p" where "p"."id" = ${story.id}), ${story.id}::integer)`;
      const key = sql`(${posts.createdAt}, ${posts.id})`;
      const others = and(liveNews(), ne(posts.id, story.id));
      const [newer, older] = await Promise.all([
        firstWhere(and(liveNews(), sql`${key} > ${place}`), OLDEST_FIRST),
        firstWhere(and(liveNews(), sql`${key} < ${place}`), NEWEST_FIRST),
      ]);
      // Past either end the pager cycles: before the newest comes the oldest, after the oldest the newest.
      const [previous, next] = await Promise.all([
        newer ?? firstWhere(others, OLDEST_FIRST),
        older ?? firstWhere(others, NEWEST_FIRST),
      ]);
      const link = (row: typeof previous) => {
        if (!row) return null;
        const { url, title } = toNewsItem(row, lang);
        return { url, title };
      };
      return { data: toNewsItem(story, lang), previous: link(previous), next: link(next) };
    },
  );
};
