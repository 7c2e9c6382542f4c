import { errorResponseSchema, responses } from "@thalassa/contract/responses";
import { contentLangQuery } from "@thalassa/contract/translations";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { menus } from "../../db/schema.ts";
import { toMenu } from "./mappers.ts";

/** GET website-menu?url={url} (SPEC §7). */
export const websiteMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/website-menu",
    {
      schema: {
        tags: ["content"],
        summary: "A menu PDF by its url",
        querystring: z.object({ url: z.string().min(1).max(200), lang: contentLangQuery }),
        response: { 200: responses.websiteMenu, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.select().from(menus).where(eq(menus.url, request.query.url));
      if (!row) return reply.code(404).send({ message: "No menu with that url." });
      return { data: toMenu(row, request.query.lang) };
    },
  );
};
