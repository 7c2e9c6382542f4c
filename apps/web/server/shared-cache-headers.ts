/**
 * How long shared pages may be kept outside the site (ADR 0041). Content changes are heard by the
 * site within CONTENT_VERSION_POLL_MS (half a second) and clear its own page cache; a cache in front
 * (nginx proxy_cache, a CDN) cannot be told, so its copy lives out its time:
 * - shared caches keep a page SHARED_SECONDS, then may send it STALE_SECONDS more while they fetch
 *   it again in the background: a publish reaches every visitor within their sum (and within
 *   SHARED_SECONDS on a page people are reading), and the site sees about one request per page per
 *   SHARED_SECONDS however many visitors there are;
 * - browsers keep it BROWSER_SECONDS (a back button, a second click), then ask again with the ETag.
 */
export const SHARED_CACHE = { browserSeconds: 5, sharedSeconds: 10, staleSeconds: 20 } as const;

/**
 * The Cache-Control of an answer shared between visitors. A route that names its own `max-age`
 * (a feed, the sitemap) keeps it for browsers; shared caches always use the short lifetime, so a
 * publish reaches them in the same time as pages.
 */
export function sharedCacheControl(headers: Iterable<[string, string]>): string {
  let browserSeconds: number = SHARED_CACHE.browserSeconds;
  for (const [name, value] of headers) {
    if (name.toLowerCase() !== "cache-control") continue;
    const maxAge = /(?:^|[\s,])max-age=(\d+)/i.exec(value)?.[1];
    if (maxAge) browserSeconds = Number(maxAge);
  }
  return [
    "public",
    `max-age=${browserSeconds}`,
    `s-maxage=${SHARED_CACHE.sharedSeconds}`,
    `stale-while-revalidate=${SHARED_CACHE.staleSeconds}`,
  ].join(", ");
}

/** Whether a request's If-None-Match names `etag` (weak comparison, as RFC 9110 asks for it). */
export function notModified(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
