import { siteSettingsSchema } from "@thalassa/contract/entities";
import { errorResponseSchema, responses } from "@thalassa/contract/responses";
import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { siteSettings, websites } from "../../db/schema.ts";
import { toWebsite } from "./mappers.ts";

/** GET websites, website/{id} (SPEC §7) and settings (site settings, path of our choosing). */
export const websitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/websites",
    {
      schema: {
        tags: ["content"],
        summary: "All websites (brands), by order",
        response: { 200: responses.websites },
      },
    },
    async () => {
      const rows = await app.db.select().from(websites).orderBy(asc(websites.order), asc(websites.id));
      return { data: rows.map(toWebsite) };
    },
  );

  app.get(
    "/website/:id",
    {
      schema: {
        tags: ["content"],
        summary: "One website; website/1 is the group's main site",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: responses.website, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.select().from(websites).where(eq(websites.id, request.params.id));
      if (!row) return reply.code(404).send({ message: "No website with that id." });
      return { data: toWebsite(row) };
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
