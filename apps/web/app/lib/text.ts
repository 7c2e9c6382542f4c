/** Cuts a title to `max` characters, adding an ellipsis when it was longer (SPEC §9). */
export function truncateTitle(title: string, max: number): string {
  const chars = Array.from(title.trim());
  if (chars.length <= max) return title.trim();
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

/** The HTML-to-text and excerpt rules are shared with the API (contract text.ts). */
export { excerpt, htmlToText } from "@thalassa/contract/text";

/** SPEC §2: some CMS fields hold the literal text "null" for "no value". */
export function isBlank(value: string | null | undefined): value is null | undefined | "" {
  return value === null || value === undefined || value.trim() === "" || value.trim() === "null";
}
