import type { IncomingMessage, ServerResponse } from "node:http";
import { type AccessLogOptions, traceRequest } from "./access-log.ts";
import { writePage } from "./page-answer.ts";
import type { PageCache } from "./page-cache.ts";
import { hasValidHost } from "./request-guards.ts";
import { sharedPageOf } from "./router-handler.ts";
import { isHttpsFrom, setFixedSecurityHeaders } from "./security-headers.ts";

export interface CachedPageOptions {
  pageCache: PageCache;
  /** The build's route ids (the `.data` addresses name them). */
  routeIds: ReadonlySet<string>;
  /** Whether the peer is a trusted proxy (its X-Forwarded-* headers are believed). */
  isTrustedProxy: (address: string) => boolean;
  /** The access line and metrics; none without it. */
  access?: AccessLogOptions;
}

/**
 * Paths the Express chain answers before the pages (build assets, media, health, metrics; Express
 * matches them whatever their case): never answered here, even if a page were kept under one.
 */
const ANSWERED_BEFORE_PAGES = ["/assets", "/media", "/healthz", "/livez", "/readyz", "/metrics"];

/**
 * Whether the gzip copy is the one to send, as the Express chain would choose it, or null when
 * that is left to the chain: a plain list of codings ("gzip, deflate, br, zstd") that names gzip
 * decides gzip; no Accept-Encoding at all decides the plain body; weights, `identity`, `*` or a
 * list without gzip (the compression middleware would then compress the plain body its own way)
 * go the whole way.
 */
function gzipChoice(header: string | undefined): boolean | null {
  if (header === undefined) return false;
  if (header.includes(";") || header.includes("*")) return null;
  let gzip = false;
  for (const coding of header.split(",")) {
    const name = coding.trim().toLowerCase();
    if (name === "identity") return null;
    if (name === "gzip") gzip = true;
  }
  return gzip || null;
}

/**
 * The cache-hit fast path, ahead of Express: a GET or HEAD of a shared page that the page cache
 * holds fresh is answered here with the stored bytes and headers (writePage, the same writer as the
 * Express chain's), its request id, access line and metrics, and the security headers every answer
 * gets. It returns false, having sent nothing, for everything else: misses and stale pages (the
 * chain renders them again), answers made for one visitor (staff, forms, a campaign or a form's
 * flash: sharedPageOf decides, as for the chain), a Host the chain would refuse, an address its
 * router cannot read, an Accept-Encoding it is left to negotiate, paths answered before the pages.
 * Express's request and response objects, its middleware and a Web Request cost several times what
 * sending the page does (ADR 0042).
 */
export function cachedPageResponder({ pageCache, routeIds, isTrustedProxy, access }: CachedPageOptions) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const { method, url: target } = req;
    if ((method !== "GET" && method !== "HEAD") || !target?.startsWith("/")) return false;
    const gzip = gzipChoice(req.headers["accept-encoding"]);
    if (gzip === null || !hasValidHost(req, isTrustedProxy)) return false;
    let url: URL;
    try {
      // The chain's router address is the origin followed by the request target as sent: the same
      // text after the origin, so the same path and query.
      url = new URL(`http://site${target}`);
      // The chain's router cannot decode such a path (unreadable-path.ts answers it).
      if (url.pathname.includes("%")) decodeURIComponent(url.pathname);
    } catch {
      return false;
    }
    const path = url.pathname.toLowerCase();
    if (ANSWERED_BEFORE_PAGES.some((prefix) => path.startsWith(prefix))) return false;
    const shared = sharedPageOf(method, url, req.headers.cookie, routeIds);
    const page = shared ? pageCache.fresh(shared.key) : null;
    if (!page) return false;
    if (access) traceRequest(req, res, access);
    setFixedSecurityHeaders(res, isHttpsFrom(req, isTrustedProxy));
    writePage(req, res, page, "hit", gzip);
    return true;
  };
}
