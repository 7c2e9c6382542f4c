import { responses, type WebsiteContent } from "@thalassa/contract/responses";
import {
  type ContentLanguage,
  contentLangQuery,
  publishedTranslation,
} from "@thalassa/contract/translations";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentBlocks } from "../../db/schema.ts";

/**
 * A block's stored document keeps its translations beside the English (ADR 0039); the public answer
 * is one language's document: the published translation for a Greek or Russian read (marked with its
 * `language`), else the English (marked "en" in such a read) without any translation, so a draft
 * translation never leaves the API.
 */
function blockIn(content: string, lang: ContentLanguage | undefined): { content: string; language?: string } {
  let document: unknown;
  try {
    document = JSON.parse(content);
  } catch {
    // The site reports a block it cannot parse (SPEC §8); it is answered as stored.
    return lang ? { content, language: "en" } : { content };
  }
  if (!document || typeof document !== "object" || !("translations" in document))
    return lang ? { content, language: "en" } : { content };
  const { translations, ...english } = document as Record<string, unknown>;
  const translated = lang ? publishedTranslation(translations, lang) : null;
  if (translated && lang) return { content: JSON.stringify(translated), language: lang };
  return lang ? { content: JSON.stringify(english), language: "en" } : { content: JSON.stringify(english) };
}

/** GET website-content/{id}?content_type=live: page name → block name → { content }. */
export const websiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/website-content/:id",
    {
      schema: {
        tags: ["content"],
        summary: "Content blocks of a website, by page and block name",
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({
          content_type: z.enum(["live", "draft"]).default("live"),
          lang: contentLangQuery,
        }),
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
        data[row.pageName]![row.blockName] = blockIn(row.content, request.query.lang);
      }
      return { data };
    },
  );
};
