import { EXCERPT_NO_LIMIT, EXCERPT_WORDS } from "./constants.ts";

/*
 * Rules for values made from content, shared by the API and the site so each is decided once:
 * plain text of HTML, the excerpt, the meta description an item without its own gets, and XML
 * escaping for the feeds the site writes.
 */

/** Plain text of an HTML fragment (tags removed, entities for spaces and ampersands decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The first `words` words plus an ellipsis; -1 keeps the whole text (SPEC §9 excerpt helper).
 * Punctuation that ends the last word kept gives way to the ellipsis, so a cut after a sentence
 * reads "tradition..." and never "tradition....".
 */
export function excerpt(text: string, words: number = EXCERPT_WORDS): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  if (words === EXCERPT_NO_LIMIT || all.length <= words) return all.join(" ");
  return `${all
    .slice(0, words)
    .join(" ")
    .replace(/[\s.,;:!?…-]+$/u, "")}...`;
}

/**
 * The meta description of an item that has none of its own: the SPEC §9 excerpt (30 words) of its
 * HTML description. The API's /news-meta and the site's pages both use this.
 */
export function metaDescriptionOf(html: string): string {
  return excerpt(htmlToText(html), EXCERPT_WORDS);
}

/** Text safe inside XML element content and double-quoted attributes. */
export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
