import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { CONSENT_COOKIE_NAME, UTM_COOKIE_NAME } from "@thalassa/contract/constants";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { hasCookieIn, readConsentIn } from "../app/lib/cookies.server.ts";
import { getEnv } from "../app/lib/env.server.ts";
import { FLASH_COOKIE } from "../app/lib/form-flash.server.ts";
import { type RequestDetails, routerContext } from "../app/lib/request-details.ts";
import { isCanonicalPath } from "./canonical-path.ts";
import { CACHE_STATUS_HEADER, visitorCacheControl, writePage } from "./page-answer.ts";
import { type PageCache, PageCacheBusyError, type RenderedPage, renderedPage } from "./page-cache.ts";
import { hashOwnScripts } from "./page-scripts.ts";
import { contentSecurityPolicy, type SecurityOptions, scriptHashSource } from "./security-headers.ts";
import { normalisedPage } from "./shared-page-address.ts";
import { isStaffPath } from "./staff-pages.ts";

/** A render for the cache is not tied to one visitor's connection, so it gets its own deadline. */
const SHARED_RENDER_TIMEOUT_MS = 15_000;

export interface RouterHandlerOptions {
  build: ServerBuild;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => RequestDetails;
  /** Pages shared between visitors; without it every request renders. */
  pageCache?: PageCache;
  /**
   * The site's public origin (PUBLIC_SITE_URL): shared pages are rendered for it and kept without a
   * host, whatever Host the request named, so other Hosts cannot add pages.
   */
  publicOrigin: string;
  /** The policy's other directives; a shared page's script-src names its own scripts' hashes. */
  security: SecurityOptions;
}

/**
 * The address React Router sees: the host the visitor asked for (or the trusted proxy forwarded)
 * and the protocol Express resolved, which honours X-Forwarded-Proto only from a trusted proxy.
 */
function routerUrl(req: ExpressRequest): URL {
  const forwarded = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
  const port = (forwarded ?? req.get("host") ?? "").split(":")[1];
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
}

function routerHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** The visitor's request, aborted when the visitor goes away. */
function visitorRequest(req: ExpressRequest, res: ExpressResponse): Request {
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: routerHeaders(req),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(routerUrl(req), init);
}

/** Where React Router asks for the routes of the links on a page (its default `manifestPath`). */
const ROUTE_DISCOVERY_PATH = "/__manifest";

/** What a shared page is kept under and rendered from (see sharedPage). */
export interface SharedPage {
  key: string;
  address: string;
  consent: string | null;
  openEnded: boolean;
}

/**
 * What a request shares with other visitors' requests, or null when its answer is its own. A
 * page depends on its address and the visitor's cookie choice (banner, analytics) and nothing
 * else, except: a one-time form flash (what the visitor typed, their errors) and a utm_source in
 * the address (its cookie is set for this visitor) make the answer the visitor's own. The address
 * is the normalised one (normalisedPage): no host, and only the query parameters its route reads.
 * A HEAD is the GET's page without its body.
 */
export function sharedPage(request: Request, routeIds: ReadonlySet<string>): SharedPage | null {
  return sharedPageOf(request.method, new URL(request.url), request.headers.get("cookie"), routeIds);
}

/** sharedPage from the request's parts: the cache-hit fast path (cached-page.ts) has no Request. */
export function sharedPageOf(
  method: string,
  url: URL,
  cookieHeader: string | null | undefined,
  routeIds: ReadonlySet<string>,
): SharedPage | null {
  if (method !== "GET" && method !== "HEAD") return null;
  // A staff page depends on who is signed in: never shared, never rendered without their cookie.
  if (isStaffPath(url.pathname)) return null;
  // React Router's route discovery: its answer depends on `paths` and `version`, which a page's
  // normalised address drops; it runs no loader, so there is nothing to gain by sharing it.
  if (url.pathname === ROUTE_DISCOVERY_PATH) return null;
  // Another spelling of a page's path is not a page of its own: a document request is sent to the
  // one spelling (canonicalPathRedirect), and anything else is rendered for its visitor alone.
  if (!isCanonicalPath(url.pathname)) return null;
  if (url.searchParams.has(UTM_COOKIE_NAME) || hasCookieIn(cookieHeader, FLASH_COOKIE)) return null;
  const page = normalisedPage(url, routeIds);
  if (page === null) return null;
  const { address, openEnded } = page;
  const consent = readConsentIn(cookieHeader);
  return {
    key: `${consent ?? "undecided"} ${address}`,
    address,
    consent,
    openEnded,
  };
}

/**
 * The request a shared page is rendered from: the public origin and the normalised address, the
 * visitor's headers without their cookies (the cookie choice excepted), and its own deadline.
 */
function sharedRequest(
  request: Request,
  { address, consent }: { address: string; consent: string | null },
  publicOrigin: string,
): Request {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  headers.set("host", new URL(publicOrigin).host);
  if (consent) headers.set("cookie", `${CONSENT_COOKIE_NAME}=${consent}`);
  return new Request(new URL(address, publicOrigin), {
    headers,
    signal: AbortSignal.timeout(SHARED_RENDER_TIMEOUT_MS),
  });
}

/** An answer rendered for this visitor alone. */
async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  const cacheControl = visitorCacheControl(response.headers);
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  res.setHeader(CACHE_STATUS_HEADER, "bypass");
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/**
 * A page rendered for the cache: shared (a hit or this request's miss), or this request's own
 * answer (see writePage).
 */
function sendPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: RenderedPage,
  status: "hit" | "miss" | "bypass",
) {
  const gzip = !!page.gzip && req.acceptsEncodings("gzip", "identity") === "gzip";
  writePage(req, res, page, status, gzip);
}

/** Express in front of React Router, with rendered pages shared between visitors where they can be. */
export function routerHandler({
  build,
  loadContext,
  pageCache,
  publicOrigin,
  security,
}: RouterHandlerOptions) {
  const handle = createRequestHandler(build, getEnv().NODE_ENV);
  const routeIds = new Set(Object.keys(build.routes));

  /**
   * A page for every visitor: rendered with an unguessable marker as its nonce, which then gives
   * way to the hashes of the scripts that carried it (page-scripts.ts), so no per-request value is
   * left in its bytes or its policy.
   */
  const renderShared = async (request: Request, details: RequestDetails): Promise<RenderedPage> => {
    const marker = randomBytes(16).toString("hex");
    const allowed: string[] = [];
    const response = await handle(
      request,
      routerContext({
        ...details,
        nonce: marker,
        clientAddress: "",
        allowInlineScripts: (texts) => allowed.push(...texts),
      }),
    );
    const headers = [...response.headers];
    let body = Buffer.from(await response.arrayBuffer());
    let scriptSources: string[] = [];
    if (/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) {
      const page = hashOwnScripts(body.toString("utf8"), marker);
      body = Buffer.from(page.html);
      scriptSources = [...new Set([...page.scriptSources, ...allowed.map(scriptHashSource)])];
    }
    headers.push(["Content-Security-Policy", contentSecurityPolicy(scriptSources, security)]);
    return renderedPage({ status: response.status, headers, body });
  };

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const details = loadContext(req, res);
      const request = visitorRequest(req, res);
      const shared = pageCache ? sharedPage(request, routeIds) : null;
      if (pageCache && shared) {
        // Which page this request rendered, if any (a stale hit's background render is not it).
        let own: RenderedPage | undefined;
        const page = await pageCache.get(
          shared.key,
          async () => {
            own = await renderShared(sharedRequest(request, shared, publicOrigin), details);
            return own;
          },
          { openEnded: shared.openEnded },
        );
        if (page) {
          // A failed render shared for a moment (page-cache.ts) goes out like a page of one's own: never stored.
          const status = !pageCache.keeps(page) ? "bypass" : page !== own ? "hit" : "miss";
          return sendPage(req, res, page, status);
        }
      }
      await sendResponse(res, await handle(request, routerContext(details)));
    } catch (error) {
      if (error instanceof PageCacheBusyError) {
        res.status(503).set({ "Retry-After": "5", "Cache-Control": "no-store" }).type("text/plain");
        return res.send(error.message);
      }
      next(error);
    }
  };
}
