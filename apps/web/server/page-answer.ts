import type { IncomingMessage, ServerResponse } from "node:http";
import express from "express";
import type { RenderedPage } from "./page-cache.ts";
import { notModified, sharedCacheControl } from "./shared-cache-headers.ts";

/** Say whether a page came from the cache (`hit`), was rendered for it (`miss`) or for this visitor alone (`bypass`). */
export const CACHE_STATUS_HEADER = "X-Page-Cache";

/**
 * The Cache-Control of an answer made for one visitor, or null to keep the route's own. Such an
 * answer may hold what the visitor typed, their order, their campaign cookie: `private, no-store`,
 * so neither a shared cache on the way nor the browser's disk keeps it (it has no validator, so
 * `no-cache` would only add a stored copy). A route's explicit `public` answer (the feeds) stays,
 * unless it sets a cookie.
 */
export function visitorCacheControl(headers: Iterable<[string, string]>): string | null {
  let cacheControl = "";
  let setsCookie = false;
  for (const [name, value] of headers) {
    const header = name.toLowerCase();
    if (header === "cache-control") cacheControl = value;
    if (header === "set-cookie") setsCookie = true;
  }
  return !setsCookie && /\bpublic\b/i.test(cacheControl) ? null : "private, no-store";
}

/** Express's `res.set`, which adds a charset to a text Content-Type; it needs only `setHeader`. */
const expressSet = express.response.set as (
  this: ServerResponse,
  name: string,
  value: string | string[],
) => ServerResponse;

/** Express's `res.append` on any Node response: a second value joins the first, through `res.set`. */
function append(res: ServerResponse, name: string, value: string) {
  const previous = res.getHeader(name);
  const values = Array.isArray(previous)
    ? [...previous, value]
    : previous
      ? [String(previous), value]
      : value;
  expressSet.call(res, name, values);
}

/**
 * Writes a page rendered for the cache: shared (a hit or this request's miss), or this request's
 * own answer. Its bytes and policy are the same for every visitor, so a shared page is marked for
 * shared caches too (SHARED_CACHE), with its ETag; a visitor or cache that has it gets a 304. With
 * `gzip`, the copy compressed when the page was kept is sent (the compression middleware leaves an
 * encoded answer alone). Node's own request and response only: the Express chain answers with it,
 * and so does the cache-hit fast path ahead of that chain (cached-page.ts), so both send the same
 * headers. The headers every answer gets (security, request id) are set before.
 */
export function writePage(
  req: IncomingMessage,
  res: ServerResponse,
  page: RenderedPage,
  status: "hit" | "miss" | "bypass",
  gzip: boolean,
) {
  res.statusCode = page.status;
  for (const [name, value] of page.headers) {
    // The page's own policy (its scripts' hashes) replaces the per-request one set for every answer.
    if (name.toLowerCase() === "content-security-policy") res.setHeader(name, value);
    else append(res, name, value);
  }
  res.setHeader(CACHE_STATUS_HEADER, status);
  if (status === "bypass") {
    const cacheControl = visitorCacheControl(page.headers);
    if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  } else {
    res.setHeader("Cache-Control", sharedCacheControl(page.headers));
    if (page.etag) res.setHeader("ETag", page.etag);
  }
  if (page.gzip) append(res, "Vary", "Accept-Encoding");
  if (status !== "bypass" && notModified(req.headers["if-none-match"], page.etag)) {
    res.statusCode = 304;
    res.removeHeader("Content-Type");
    res.end();
    return;
  }
  const body = gzip && page.gzip ? page.gzip : page.body;
  if (body === page.gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.byteLength);
  res.end(body);
}
