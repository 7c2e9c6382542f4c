/** SPEC §2: articles are linked with this anchor, and the page scrolls to it. */
export const ARTICLE_ANCHOR = "latest-new";

export function articleHref(url: string): string {
  return `/news/${encodeURIComponent(url)}#${ARTICLE_ANCHOR}`;
}
