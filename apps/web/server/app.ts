import compression from "compression";
import express from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { accessLog } from "./access-log.ts";
import { csrfGuard } from "./csrf.ts";
import { mediaProxy } from "./media-proxy.ts";
import type { createSiteMetrics } from "./metrics.ts";
import type { PageCache } from "./page-cache.ts";
import { bodyGuard, hostGuard } from "./request-guards.ts";
import { routerHandler } from "./router-handler.ts";
import { type SecurityOptions, securityHeaders } from "./security-headers.ts";
import { staffNoStore } from "./staff-pages.ts";
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

/** The site's HTTP server: headers, compression, hashed build assets, media, then the React Router app. */
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
}: WebServerOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustedProxies);
  const isTrustedProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;

  if (log)
    app.use(
      accessLog({
        log,
        isTrustedProxy: (address) => isTrustedProxy(address, 0),
        onAnswered: metrics?.answered,
      }),
    );
  app.use(hostGuard((address) => isTrustedProxy(address, 0)));
  app.use(securityHeaders(security));

  // Liveness: the process answers. Readiness: it can render pages, so the API answers its own
  // readiness. /healthz stays what it was (the process answers) for the existing checks.
  const alive = (_req: express.Request, res: express.Response) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  };
  app.get("/healthz", alive);
  app.get("/livez", alive);
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ready = await fetch(`${apiOrigin}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) res.json({ status: "ok" });
    else res.status(503).json({ message: "The content API is not ready." });
  });
  if (metrics) app.get("/metrics", metrics.handler);

  app.use(staffNoStore);
  // Covers every state-changing request, the staff area's forms included.
  app.use(csrfGuard(security.trustedOrigins));
  app.use(bodyGuard());
  app.use(compression());

  // Hashed build assets never change: cache them for a year.
  app.use("/assets", express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }));
  // Mounted, not routed: the router would decode the path (and fail on "%zz") before the proxy checks it.
  app.use("/media", mediaProxy(apiOrigin));

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
  return app;
}
