import cluster from "node:cluster";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { startFailureLine } from "@thalassa/contract/log-redaction";
import closeWithGrace from "close-with-grace";
import type { ServerBuild } from "react-router";
import { contentChanged, onContentChanged } from "../app/lib/content-changed.server.ts";
import { getEnv, type WebEnv } from "../app/lib/env.server.ts";
import { siteLog } from "../app/lib/log.server.ts";
import { createWebServer } from "./app.ts";
import { clusterMetricsText, leaveSigintToPrimary, runPrimary, siteWorkerCount } from "./cluster.ts";
import { watchContentVersion } from "./content-version-watch.ts";
import { createSiteMetrics, metricsAccess } from "./metrics.ts";
import { PageCache } from "./page-cache.ts";
import { webProductionRefusal } from "./production-profile.ts";

const SHUTDOWN_DELAY_MS = 10_000;

/**
 * Starts the site: reads the environment, then serves in this process (one worker) or forks one
 * worker per SITE_WORKERS that share the port (ADR 0042).
 */
async function main() {
  const env = getEnv();
  // Before the build is loaded or anything listens: a production start on demo defaults stops here.
  const refusal = webProductionRefusal(env);
  if (refusal) {
    console.error(refusal);
    process.exitCode = 1;
    return;
  }
  const workers = siteWorkerCount(env);
  if (cluster.isPrimary && workers > 1) {
    // Workers get SHUTDOWN_DELAY_MS to drain, and a little more to exit, before they are killed.
    runPrimary({ workers, log: siteLog(), stopAfterMs: SHUTDOWN_DELAY_MS + 5_000 });
    return;
  }
  await serve(env);
}

/** Listens, and drains connections on SIGINT/SIGTERM (a cluster worker: on SIGTERM from the primary). */
async function serve(env: WebEnv) {
  const buildUrl = new URL("../build/server/index.js", import.meta.url);
  const build = (await import(buildUrl.href)) as ServerBuild;
  const pageCache =
    env.PAGE_CACHE_MS > 0
      ? new PageCache({ freshMs: env.PAGE_CACHE_MS, maxBytes: env.PAGE_CACHE_MIB * 1024 * 1024 })
      : undefined;
  const metrics = createSiteMetrics(
    build,
    metricsAccess(env),
    cluster.isWorker ? clusterMetricsText : undefined,
  );
  // A publish through any site or API process: forget pages here (the app's reads register too).
  onContentChanged(() => pageCache?.clear());
  const stopWatching =
    env.CONTENT_VERSION_POLL_MS > 0
      ? watchContentVersion({
          url: `${env.API_URL.replace(/\/$/, "")}/content-version`,
          apiKey: env.API_KEY,
          everyMs: env.CONTENT_VERSION_POLL_MS,
          onChange: () => {
            metrics.contentChanged();
            contentChanged();
          },
          log: siteLog(),
        })
      : () => {};
  const app = createWebServer({
    build,
    pageCache,
    log: siteLog(),
    metrics,
    publicOrigin: new URL(env.PUBLIC_SITE_URL).origin,
    clientDir: fileURLToPath(new URL("../build/client", import.meta.url)),
    apiOrigin: new URL(env.API_URL).origin,
    trustedProxies: env.SITE_TRUSTED_PROXIES,
    security: {
      formActionOrigins: env.FORM_ACTION_ORIGINS,
      frameAncestors: env.FRAME_ANCESTORS,
      connectOrigins: env.CONNECT_ORIGINS,
      trustedOrigins: [new URL(env.PUBLIC_SITE_URL).origin, ...env.TRUSTED_ORIGINS],
    },
  });
  const { PORT: port, HOST: host, REQUEST_TIMEOUT_MS: requestTimeout } = env;
  // A client that trickles its headers or body (slowloris) is cut off instead of holding a socket;
  // Node checks the deadline only when the server is built with it.
  const server = createServer(
    { requestTimeout, headersTimeout: Math.min(requestTimeout, 20_000), connectionsCheckingInterval: 2_000 },
    app,
  );
  server.listen(port, host, () => {
    // The port bound (PORT=0 asks for any free one; cluster workers share the primary's).
    const bound = (server.address() as AddressInfo | null)?.port ?? port;
    siteLog().info(`Site listening on http://${host === "0.0.0.0" ? "localhost" : host}:${bound}`);
  });
  server.keepAliveTimeout = 65_000;
  // Requests Node cannot parse get an answer that says so, not a bare status line.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    const timedOut = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
    const status = tooLarge
      ? "431 Request Header Fields Too Large"
      : timedOut
        ? "408 Request Timeout"
        : "400 Bad Request";
    const message = tooLarge
      ? "The request headers are too large."
      : timedOut
        ? "The request took too long to arrive."
        : "The request is not valid HTTP.";
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`,
    );
  });

  // Signals and unexpected errors stop new connections and let requests in flight finish
  // (idle keep-alive sockets are closed at once) within 10 s, else the process exits anyway.
  if (cluster.isWorker) leaveSigintToPrimary();
  closeWithGrace({ delay: SHUTDOWN_DELAY_MS, skip: cluster.isWorker ? ["SIGINT"] : [] }, async ({ err }) => {
    if (err) siteLog().error({ err }, "closing after an unexpected error");
    stopWatching();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
  });
}

main().catch((error: unknown) => {
  console.error(startFailureLine("site", error));
  process.exit(1);
});
