import { errorResponseSchema, responses } from "@thalassa/contract/responses";
import { contentLangQuery } from "@thalassa/contract/translations";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageMeta, posts } from "../../db/schema.ts";
import { toNewsMeta, toPageMeta } from "./mappers.ts";

/** Page meta for all pages, and news meta by article url (paths of our choosing, SPEC §7). */
export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/page-meta",
    {
      schema: {
        tags: ["meta"],
        summary: "Meta of every page",
        querystring: z.object({ lang: contentLangQuery }),
        response: { 200: responses.pageMeta },
      },
    },
    async (request) => {
      const rows = await app.db.select().from(pageMeta).orderBy(asc(pageMeta.url));
      return { data: rows.map((row) => toPageMeta(row, request.query.lang)) };
    },
  );

  app.get(
    "/news-meta",
    {
      schema: {
        tags: ["meta"],
        summary: "Meta of one news article",
        querystring: z.object({ url: z.string().min(1).max(300), lang: contentLangQuery }),
        response: { 200: responses.newsMeta, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .select()
        .from(posts)
        .where(and(eq(posts.postType, "news"), eq(posts.status, "live"), eq(posts.url, request.query.url)));
      if (!row) return reply.code(404).send({ message: "No article with that url." });
      return { data: toNewsMeta(row, request.query.lang) };
    },
  );
};
