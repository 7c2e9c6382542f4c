import { responses, type WebsiteContent } from "@thalassa/contract/responses";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentBlocks } from "../../db/schema.ts";

/** GET website-content/{id}?content_type=live: page name → block name → { content }. */
export const websiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/website-content/:id",
    {
      schema: {
        tags: ["content"],
        summary: "Content blocks of a website, by page and block name",
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ content_type: z.enum(["live", "draft"]).default("live") }),
        response: { 200: responses.websiteContent },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(contentBlocks)
        .where(
          and(
            eq(contentBlocks.websiteId, request.params.id),
            eq(contentBlocks.contentType, request.query.content_type),
          ),
        );
      const data: WebsiteContent = {};
      for (const row of rows) {
        data[row.pageName] ??= {};
        data[row.pageName]![row.blockName] = { content: row.content };
      }
      return { data };
    },
  );
};
