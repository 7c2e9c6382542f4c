import { EXCERPT_NO_LIMIT, EXCERPT_WORDS } from "@thalassa/contract/constants";

/** Cuts a title to `max` characters, adding an ellipsis when it was longer (SPEC §9). */
export function truncateTitle(title: string, max: number): string {
  const chars = Array.from(title.trim());
  if (chars.length <= max) return title.trim();
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

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

/** SPEC §2: some CMS fields hold the literal text "null" for "no value". */
export function isBlank(value: string | null | undefined): value is null | undefined | "" {
  return value === null || value === undefined || value.trim() === "" || value.trim() === "null";
}
