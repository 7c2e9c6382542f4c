import { createServer, type RequestListener, type Server } from "node:http";
import compression from "compression";
import express from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { catalogueAssetFile } from "../app/i18n/catalogue-asset.server.ts";
import { accessLog } from "./access-log.ts";
import { cachedPageResponder } from "./cached-page.ts";
import { canonicalPathRedirect } from "./canonical-redirect.ts";
import { csrfGuard } from "./csrf.ts";
import { hashedAssets } from "./hashed-assets.ts";
import { mediaProxy } from "./media-proxy.ts";
import type { createSiteMetrics } from "./metrics.ts";
import type { PageCache } from "./page-cache.ts";
import { bodyGuard, hostGuard, MAX_BODY_BYTES } from "./request-guards.ts";
import { routerHandler } from "./router-handler.ts";
import { isHttps, type SecurityOptions, securityHeaders } from "./security-headers.ts";
import { staffNoStore } from "./staff-pages.ts";
import { releaseUnreadBody } from "./unread-body.ts";
import { unreadablePathRedirect } from "./unreadable-path.ts";

export interface WebServerOptions {
  build: ServerBuild;
  clientDir: string;
  apiOrigin: string;
  security: SecurityOptions;
  /** Rendered pages shared between visitors (see router-handler.ts); none renders every request. */
  pageCache?: PageCache;
  /** PUBLIC_SITE_URL's origin: shared pages are rendered for it, whatever Host a request names. */
  publicOrigin: string;
  /** Proxies whose X-Forwarded-* headers are believed (env SITE_TRUSTED_PROXIES); loopback by default. */
  trustedProxies?: string[];
  /** Access lines (one JSON line per request, ADR 0033); none without it. */
  log?: Logger;
  /** GET /metrics and the numbers behind it; none without it. */
  metrics?: ReturnType<typeof createSiteMetrics>;
}

/**
 * How much of a body answered before it was read (a refused form, a 405) the site still reads and
 * drops so the sender gets the answer and the connection stays usable: eight times the largest body
 * it takes. Past it the connection is closed (unread-body.ts).
 */
const DRAIN_BYTES = 8 * MAX_BODY_BYTES;

/** The site's request listener, with `listen` for tests (as an Express app has). */
export type WebServer = RequestListener & { listen: (port: number, host: string) => Server };

/**
 * The site's HTTP server: a fresh cached page answered at once (cached-page.ts), else the Express
 * chain: hashed build assets, headers, compression, media, then the React Router app.
 */
export function createWebServer({
  build,
  clientDir,
  apiOrigin,
  security,
  pageCache,
  publicOrigin,
  trustedProxies = ["loopback"],
  log,
  metrics,
}: WebServerOptions): WebServer {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustedProxies);
  const isTrustedProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;

  // Whether a peer is a trusted proxy, kept per address: proxy-addr parses the address on every
  // call, several times per request. The peers of one site are few; the memo is emptied past 1,000.
  const trust = new Map<string, boolean>();
  const trusted = (address: string) => {
    let known = trust.get(address);
    if (known === undefined) {
      if (trust.size >= 1000) trust.clear();
      known = isTrustedProxy(address, 0);
      trust.set(address, known);
    }
    return known;
  };
  const access = log ? { log, isTrustedProxy: trusted, onAnswered: metrics?.answered } : undefined;
  if (access) app.use(accessLog(access));
  app.use(hostGuard(trusted));
  // Hashed build files, ahead of the page headers and on-the-fly compression (hashed-assets.ts).
  app.use("/assets", hashedAssets(`${clientDir}/assets`, isHttps));
  app.use(securityHeaders(security));

  // Liveness: the process answers. Readiness: it can render pages, so the API answers its own
  // readiness. /healthz stays what it was (the process answers) for the existing checks.
  const alive = (_req: express.Request, res: express.Response) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  };
  app.get("/healthz", alive);
  app.get("/livez", alive);
  // The API's readiness, with what a new site still lacks before its pages show (a holding page meanwhile).
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const answer = await fetch(`${apiOrigin}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      async (r) => (r.ok ? ((await r.json()) as Record<string, unknown>) : null),
      () => null,
    );
    if (answer) res.json({ ...answer, status: "ok" });
    else res.status(503).json({ message: "The content API is not ready." });
  });
  if (metrics) app.get("/metrics", metrics.handler);

  app.use(staffNoStore);
  // Covers every state-changing request, the staff area's forms included.
  app.use(csrfGuard(security.trustedOrigins));
  app.use(bodyGuard());
  app.use(compression());

  // Each language's catalogue, named by a hash of its text (ADR 0061): it never changes either.
  app.get("/assets/i18n/:file", (req, res) => {
    const asset = catalogueAssetFile(req.params.file);
    if (!asset) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain");
      res.send("No catalogue has this name: the site's catalogues have changed since the page was made.");
      return;
    }
    res.set("Cache-Control", "public, max-age=31536000, immutable").type("application/json").send(asset.body);
  });
  // Mounted, not routed: the router would decode the path (and fail on "%zz") before the proxy checks it.
  app.use("/media", mediaProxy(apiOrigin));

  app.use(canonicalPathRedirect);
  app.all(
    "/{*path}",
    routerHandler({
      build,
      pageCache,
      publicOrigin,
      security,
      loadContext: (req, res) => ({
        nonce: String(res.locals.nonce ?? ""),
        // The visitor's address (behind a trusted proxy, the one it forwards), for rate limits.
        clientAddress: req.ip ?? "",
        contentChanged: () => pageCache?.clear(),
        document: !req.path.endsWith(".data"),
      }),
    }),
  );
  app.use(unreadablePathRedirect);
  // Anything else that failed: one JSON line with the stack inside it, and a plain answer.
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    log?.error({ err: error, method: req.method, path: req.path }, "request failed");
    if (res.headersSent) return res.destroy();
    res.status(500).set("Cache-Control", "no-store").type("text/plain").send("Something went wrong.");
  });

  const cachedPage = pageCache
    ? cachedPageResponder({
        pageCache,
        routeIds: new Set(Object.keys(build.routes)),
        isTrustedProxy: trusted,
        access,
      })
    : () => false;
  const site: RequestListener = (req, res) => {
    // Every path below may answer before reading the body: the connection stays usable either way.
    releaseUnreadBody(req, res, DRAIN_BYTES);
    if (!cachedPage(req, res)) app(req, res);
  };
  return Object.assign(site, {
    listen: (port: number, host: string) => createServer(site).listen(port, host),
  });
}
