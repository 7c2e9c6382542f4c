import { responses } from "@thalassa/contract/responses";
import { contentLanguages } from "@thalassa/contract/translations";
import { type AnyColumn, and, asc, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { events, jobs, posts } from "../../db/schema.ts";
import { todayInSiteZone } from "./events.ts";

/**
 * Per language, whether an item's published translation has its title: asked of the JSON in SQL,
 * so the read stays a few bytes an item instead of carrying every translation (ADR 0057).
 */
function translatedTitles(translations: AnyColumn, field: string): Record<string, SQL<boolean>> {
  return Object.fromEntries(
    contentLanguages.map((language) => [
      language,
      sql<boolean>`coalesce((${translations} -> ${language} ->> 'published') = 'true' and btrim(coalesce(${translations} -> ${language} -> 'fields' ->> ${field}, '')) <> '', false)`,
    ]),
  );
}

/** The languages a row's booleans from translatedTitles name. */
const translatedIn = (row: Record<string, unknown>) =>
  contentLanguages.filter((language) => row[language] === true);

/**
 * GET sitemap-entries: what the sitemap names of the catalogue and nothing else: every live
 * story's url and creation time (its lastmod), newest first, the url of every upcoming event that
 * has a page, every live job's url and day; each with the languages its title is translated into
 * (ADR 0055: a page without one is offered in English only). The sitemap lists every story by
 * definition; reading a few columns keeps the read a few dozen bytes a story instead of the whole
 * story (ADR 0057).
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
      const [news, eventPages, jobPages] = await Promise.all([
        app.db
          .select({
            url: posts.url,
            createdAt: posts.createdAt,
            ...translatedTitles(posts.translations, "title"),
          })
          .from(posts)
          .where(and(eq(posts.postType, "news"), eq(posts.status, "live")))
          .orderBy(desc(posts.createdAt), desc(posts.id)),
        app.db
          .select({ eventUrl: events.eventUrl, ...translatedTitles(events.translations, "name") })
          .from(events)
          .where(
            and(
              eq(events.status, "live"),
              gte(events.expiredDate, todayInSiteZone()),
              eq(events.hasInsightPage, true),
            ),
          )
          .orderBy(asc(events.expiredDate), asc(events.date), asc(events.id)),
        app.db
          .select({
            url: jobs.url,
            createdDate: jobs.createdDate,
            ...translatedTitles(jobs.translations, "job_title"),
          })
          .from(jobs)
          .where(eq(jobs.status, "live"))
          .orderBy(desc(jobs.createdDate), desc(jobs.id)),
      ]);
      return {
        data: {
          news: news.map((n) => ({
            url: n.url,
            created_at: n.createdAt.toISOString(),
            translated: translatedIn(n),
          })),
          events: eventPages.map((e) => ({ event_url: e.eventUrl, translated: translatedIn(e) })),
          jobs: jobPages.map((j) => ({
            url: j.url,
            created_date: j.createdDate,
            translated: translatedIn(j),
          })),
        },
      };
    },
  );
};
