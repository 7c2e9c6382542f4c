import { type BlockContent, type BlockKind, pageBlocks } from "@thalassa/contract/blocks";
import { contentLanguageSchema } from "@thalassa/contract/translations";
import { getWebsiteContent, parseBlock } from "../../lib/api.server.ts";
import { addPlaceholders } from "../../lib/placeholders.server.ts";
import { safeHtml } from "../../lib/sanitize.server.ts";

/** Looks a block's kind up by page and block name; null when the site does not know it. */
export function blockKindOf(pageName: string, blockName: string): BlockKind | null {
  const blocks = (pageBlocks as Record<string, Record<string, BlockKind>>)[pageName];
  return blocks && Object.hasOwn(blocks, blockName) ? (blocks[blockName] ?? null) : null;
}

/**
 * One block ready for the preview: parsed from its JSON content (a failure is logged as 'Failed
 * to parse content' by parseBlock and gives null), HTML sanitised, placeholders decoded.
 */
export async function loadPreviewBlock(pageName: string, blockName: string) {
  const kind = blockKindOf(pageName, blockName);
  if (!kind) return null;
  const content = await getWebsiteContent();
  const entry = content[pageName]?.[blockName];
  const parsed = parseBlock(kind, entry?.content);
  if (!parsed) return null;
  // On a Greek or Russian preview the API says which language it answered the block in.
  return { ...prepare(kind, parsed), lang: entry?.language ?? undefined };
}

/**
 * A draft block sent by the staff editor, prepared exactly like a stored one: checked against its
 * kind's schema, HTML through the same sanitiser, placeholders decoded. Null when it does not parse.
 */
export function previewFromDraft(pageName: string, blockName: string, content: unknown, language?: string) {
  const kind = blockKindOf(pageName, blockName);
  if (!kind) return null;
  const translated = draftTranslation(content, language);
  if (translated) {
    const parsed = parseBlock(kind, JSON.stringify(translated.block));
    if (parsed) return { ...prepare(kind, parsed), lang: translated.language };
  }
  const parsed = parseBlock(kind, JSON.stringify(content ?? null));
  if (!parsed) return null;
  // A Greek or Russian preview without a complete translation shows the English, marked as such.
  return {
    ...prepare(kind, parsed),
    lang: contentLanguageSchema.safeParse(language).success ? "en" : undefined,
  };
}

/**
 * The draft's translation into the frame's language, published or not (staff preview a
 * translation before they publish it): the block's document keeps it beside the English (ADR 0039).
 */
function draftTranslation(content: unknown, language: string | undefined) {
  const known = contentLanguageSchema.safeParse(language);
  if (!known.success || !content || typeof content !== "object") return null;
  const translations = (content as { translations?: unknown }).translations;
  const one =
    translations && typeof translations === "object"
      ? (translations as Record<string, unknown>)[known.data]
      : null;
  const block = one && typeof one === "object" ? (one as { fields?: unknown }).fields : null;
  return block ? { language: known.data, block } : null;
}

function prepare(kind: BlockKind, block: BlockContent<BlockKind>) {
  switch (kind) {
    case "RichText": {
      const rich = block as BlockContent<"RichText">;
      return { kind, html: safeHtml(rich.value) } as const;
    }
    case "Feature": {
      const feature = block as BlockContent<"Feature">;
      return {
        kind,
        feature: addPlaceholders({ ...feature, paragraph: safeHtml(feature.paragraph) }),
      } as const;
    }
    default:
      return { kind, block: addPlaceholders(block) } as const;
  }
}
