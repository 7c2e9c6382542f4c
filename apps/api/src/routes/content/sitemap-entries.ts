import { responses } from "@thalassa/contract/responses";
import { and, asc, desc, eq, gte } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { events, posts } from "../../db/schema.ts";
import { todayInSiteZone } from "./events.ts";

/**
 * GET sitemap-entries: what the sitemap names of the catalogue and nothing else: every live
 * story's url and creation time (its lastmod), newest first, and the url of every upcoming event
 * that has a page. The sitemap lists every story by definition; reading two columns keeps the
 * read a few dozen bytes a story instead of the whole story (ADR 0057).
 */
export const sitemapEntriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/sitemap-entries",
    {
      schema: {
        tags: ["content"],
        summary: "Urls and days of live news and upcoming event pages, for the sitemap",
        response: { 200: responses.sitemapEntries },
      },
    },
    async () => {
      const [news, eventPages] = await Promise.all([
        app.db
          .select({ url: posts.url, createdAt: posts.createdAt })
          .from(posts)
          .where(and(eq(posts.postType, "news"), eq(posts.status, "live")))
          .orderBy(desc(posts.createdAt), desc(posts.id)),
        app.db
          .select({ eventUrl: events.eventUrl })
          .from(events)
          .where(
            and(
              eq(events.status, "live"),
              gte(events.expiredDate, todayInSiteZone()),
              eq(events.hasInsightPage, true),
            ),
          )
          .orderBy(asc(events.expiredDate), asc(events.date), asc(events.id)),
      ]);
      return {
        data: {
          news: news.map((n) => ({ url: n.url, created_at: n.createdAt.toISOString() })),
          events: eventPages.map((e) => ({ event_url: e.eventUrl })),
        },
      };
    },
  );
};
