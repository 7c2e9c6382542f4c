/** The content types with a public page of their own, previewed before they are published (ADR 0063). */
export const PREVIEW_TYPES = ["news", "events", "jobs"] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];
export const isPreviewType = (type: unknown): type is PreviewType =>
  (PREVIEW_TYPES as readonly unknown[]).includes(type);

/** The public address of a published item, in a language (English unprefixed). */
export function publicPathOf(type: PreviewType, item: Record<string, unknown>, language: string): string {
  const prefix = language === "en" ? "" : `/${language}`;
  const section = type === "news" ? "news" : type === "events" ? "whats-on" : "careers";
  const url = type === "events" ? item.event_url : item.url;
  return `${prefix}/${section}/${encodeURIComponent(String(url ?? ""))}`;
}
