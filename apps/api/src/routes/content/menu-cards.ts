import { errorResponseSchema, responses } from "@thalassa/contract/responses";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { menuCards } from "../../db/schema.ts";
import { toMenuCard } from "./mappers.ts";

const live = eq(menuCards.status, "live");

/** GET menu-cards?website_id= and menu-card?url= (ADR 0036): a brand's live structured menus. */
export const menuCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/menu-cards",
    {
      schema: {
        tags: ["content"],
        summary: "A brand's live structured menus, in order",
        querystring: z.object({ website_id: z.coerce.number().int().positive() }),
        response: { 200: responses.menuCards },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(menuCards)
        .where(and(live, eq(menuCards.websiteId, request.query.website_id)))
        .orderBy(asc(menuCards.order), asc(menuCards.id));
      return { data: rows.map(toMenuCard) };
    },
  );

  app.get(
    "/menu-card",
    {
      schema: {
        tags: ["content"],
        summary: "One live structured menu by its url",
        querystring: z.object({ url: z.string().min(1).max(200) }),
        response: { 200: responses.menuCard, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .select()
        .from(menuCards)
        .where(and(live, eq(menuCards.url, request.query.url)));
      if (!row) return reply.code(404).send({ message: "No menu with that url." });
      return { data: toMenuCard(row) };
    },
  );
};
