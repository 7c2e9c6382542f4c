import type { FeatureBlock, PageHeroBlock, RichTextBlock } from "@thalassa/contract/blocks";
import type { BlockLang } from "../../lib/api.server.ts";
import { addPlaceholders } from "../../lib/placeholders.server.ts";
import { safeHtml } from "../../lib/sanitize.server.ts";
import type { FeatureView } from "./feature-section.tsx";
import type { SanitizedHtml } from "./rich-text.tsx";

/** A feature block ready to render: HTML sanitised, placeholders decoded. */
export function prepareFeature(block: FeatureBlock | null): FeatureView | null {
  if (!block) return null;
  return addPlaceholders({ ...block, paragraph: safeHtml(block.paragraph) });
}

/** A rich-text block's HTML, sanitised (null when the block is missing or failed to parse). */
export function prepareRichText(block: (RichTextBlock & BlockLang) | null): SanitizedHtml | null {
  // The block's language goes with its HTML, so RichText marks it wherever a page shows it.
  return block ? { ...safeHtml(block.value), lang: block.lang } : null;
}

export function prepareHero(block: PageHeroBlock | null) {
  return block ? addPlaceholders(block) : null;
}
