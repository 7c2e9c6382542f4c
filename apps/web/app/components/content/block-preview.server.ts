import { type BlockContent, type BlockKind, pageBlocks } from "@thalassa/contract/blocks";
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
  const parsed = parseBlock(kind, content[pageName]?.[blockName]?.content);
  if (!parsed) return null;
  return prepare(kind, parsed);
}

/**
 * A draft block sent by the staff editor, prepared exactly like a stored one: checked against its
 * kind's schema, HTML through the same sanitiser, placeholders decoded. Null when it does not parse.
 */
export function previewFromDraft(pageName: string, blockName: string, content: unknown) {
  const kind = blockKindOf(pageName, blockName);
  if (!kind) return null;
  const parsed = parseBlock(kind, JSON.stringify(content ?? null));
  return parsed ? prepare(kind, parsed) : null;
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
