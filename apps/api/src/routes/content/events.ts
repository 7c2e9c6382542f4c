import { MAX_EVENTS_LIST_ITEMS, SITE_TIME_ZONE } from "@thalassa/contract/constants";
import { errorResponseSchema, responses } from "@thalassa/contract/responses";
import { contentLangQuery } from "@thalassa/contract/translations";
import { and, asc, eq, gte, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { events } from "../../db/schema.ts";
import { listPage } from "./list-page.ts";
import { toEvent } from "./mappers.ts";

/** Today's calendar date where the restaurants are. */
export function todayInSiteZone(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE }).format(now);
}

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** GET events?status=live&upcoming=true (SPEC §7), by expired_date ascending (§4). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/events",
    {
      schema: {
        tags: ["content"],
        summary: "Events; upcoming=true keeps those not yet expired",
        querystring: z.object({
          status: z.enum(["live", "draft"]).default("live"),
          upcoming: flag.default(false),
          lang: contentLangQuery,
        }),
        response: { 200: responses.events },
      },
    },
    async (request) => {
      const where: SQL[] = [eq(events.status, request.query.status)];
      if (request.query.upcoming) where.push(gte(events.expiredDate, todayInSiteZone()));
      const rows = await app.db
        .select()
        .from(events)
        .where(and(...where))
        .orderBy(asc(events.expiredDate), asc(events.date), asc(events.id));
      return { data: rows.map((row) => toEvent(row, request.query.lang)) };
    },
  );

  // Beside SPEC §7's call: an event's page and its calendar file read that one event (ADR 0057).
  app.get(
    "/event",
    {
      schema: {
        tags: ["content"],
        summary: "One live upcoming event by its event_url",
        querystring: z.object({ url: z.string().min(1).max(300), lang: contentLangQuery }),
        response: { 200: responses.event, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { url, lang } = request.query;
      const [row] = await app.db
        .select()
        .from(events)
        .where(
          and(
            eq(events.status, "live"),
            gte(events.expiredDate, todayInSiteZone()),
            eq(events.eventUrl, url),
          ),
        )
        .limit(1);
      if (!row) return reply.code(404).send({ message: "No live upcoming event has this url." });
      return { data: toEvent(row, lang) };
    },
  );

  // Beside SPEC §7's call: the What's On list and the home carousel ask for the events they show,
  // so their pages weigh the same however many events are planned.
  app.get(
    "/events-list",
    {
      schema: {
        tags: ["content"],
        summary:
          "Live upcoming events by expired_date, filtered by brand and cut to a length, with the total",
        querystring: z.object({
          website: z.coerce.number().int().positive().optional(),
          limit: z.coerce.number().int().min(1).max(MAX_EVENTS_LIST_ITEMS),
          lang: contentLangQuery,
        }),
        response: { 200: responses.eventsList },
      },
    },
    async (request) => {
      const { website, limit, lang } = request.query;
      const page = await listPage(app, {
        table: events,
        listed: and(eq(events.status, "live"), gte(events.expiredDate, todayInSiteZone())) as SQL,
        brand: website === undefined ? undefined : eq(events.websiteId, website),
        order: [asc(events.expiredDate), asc(events.date), asc(events.id)],
        limit,
      });
      return { data: page.rows.map((row) => toEvent(row, lang)), total: page.total, websites: page.websites };
    },
  );
};
