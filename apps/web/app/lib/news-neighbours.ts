/**
 * SPEC §2 article: the previous and next articles of the list, cycling at both ends. With a
 * single article there are no neighbours.
 */
export function newsNeighbours<T extends { url: string }>(
  items: readonly T[],
  url: string,
): { previous: T; next: T } | null {
  const index = items.findIndex((item) => item.url === url);
  if (index < 0 || items.length < 2) return null;
  const previous = items[(index - 1 + items.length) % items.length]!;
  const next = items[(index + 1) % items.length]!;
  return { previous, next };
}

/** SPEC §2: articles are linked with this anchor, and the page scrolls to it. */
export const ARTICLE_ANCHOR = "latest-new";

export function articleHref(url: string): string {
  return `/news/${encodeURIComponent(url)}#${ARTICLE_ANCHOR}`;
}
