/**
 * The content types previewed before they are published: those with a public page of their own
 * (ADR 0063), and brands and community items, which the public pages show as cards (ADR 0068).
 */
export const PREVIEW_TYPES = ["news", "events", "jobs", "brands", "csr"] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];
export const isPreviewType = (type: unknown): type is PreviewType =>
  (PREVIEW_TYPES as readonly unknown[]).includes(type);

/**
 * The public address of a published item, in a language (English unprefixed): a brand's is the
 * brands page, a community item's its page with the item's window open.
 */
export function publicPathOf(type: PreviewType, item: Record<string, unknown>, language: string): string {
  const prefix = language === "en" ? "" : `/${language}`;
  if (type === "brands") return `${prefix}/brands`;
  if (type === "csr") return `${prefix}/community-sustainability?modal=csr-${Number(item.id) || 0}`;
  const section = type === "news" ? "news" : type === "events" ? "whats-on" : "careers";
  const url = type === "events" ? item.event_url : item.url;
  return `${prefix}/${section}/${encodeURIComponent(String(url ?? ""))}`;
}
