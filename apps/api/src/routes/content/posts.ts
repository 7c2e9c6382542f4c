import { csrItemSchema, newsItemSchema, storyEntrySchema } from "@thalassa/contract/entities";
import { contentLangQuery } from "@thalassa/contract/translations";
import { and, asc, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { posts } from "../../db/schema.ts";
import { toCsrItem, toNewsItem, toStoryEntry } from "./mappers.ts";

/** The three kinds of post share one list shape per type. */
const postsResponse = z.object({
  // Most specific first: a union keeps the first shape that fits, and fewer fields fit more.
  data: z.union([z.array(newsItemSchema), z.array(storyEntrySchema), z.array(csrItemSchema)]),
});

/** GET posts?post_type={news|csr|story}&status=live (SPEC §7). */
export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/posts",
    {
      schema: {
        tags: ["content"],
        summary: "Posts of one type: news (newest first), csr, story (by year)",
        querystring: z.object({
          post_type: z.enum(["news", "csr", "story"]),
          status: z.enum(["live", "draft"]).default("live"),
          lang: contentLangQuery,
        }),
        response: { 200: postsResponse },
      },
    },
    async (request) => {
      const { post_type: postType, status, lang } = request.query;
      const order =
        postType === "news"
          ? [desc(posts.createdAt), desc(posts.id)]
          : postType === "story"
            ? [asc(posts.year), asc(posts.id)]
            : [asc(posts.id)];
      const rows = await app.db
        .select()
        .from(posts)
        .where(and(eq(posts.postType, postType), eq(posts.status, status)))
        .orderBy(...order);
      const map = postType === "news" ? toNewsItem : postType === "story" ? toStoryEntry : toCsrItem;
      return { data: rows.map((row) => map(row, lang)) } as z.infer<typeof postsResponse>;
    },
  );
};
