import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { getEnv } from "../app/lib/env.server.ts";
import { createWebServer } from "./app.ts";

const splitList = (value: string | undefined) => (value ? value.split(/[\s,]+/).filter(Boolean) : []);

/** Starts the site: reads the environment, listens, and drains connections on SIGINT/SIGTERM. */
async function main() {
  const env = getEnv();
  const buildUrl = new URL("../build/server/index.js", import.meta.url);
  const build = (await import(buildUrl.href)) as ServerBuild;
  const app = createWebServer({
    build,
    clientDir: fileURLToPath(new URL("../build/client", import.meta.url)),
    apiOrigin: new URL(env.API_URL).origin,
    security: {
      formActionOrigins: splitList(process.env.FORM_ACTION_ORIGINS),
      frameAncestors: splitList(process.env.FRAME_ANCESTORS),
      // Analytics (loaded only after consent) reports to these.
      connectOrigins: splitList(
        process.env.CONNECT_ORIGINS ??
          "https://www.google-analytics.com https://*.google-analytics.com https://www.googletagmanager.com",
      ),
      trustedOrigins: [new URL(env.PUBLIC_SITE_URL).origin, ...splitList(process.env.TRUSTED_ORIGINS)],
    },
  });
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  const server = app.listen(port, host, () => {
    console.log(`Site listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
  });
  server.keepAliveTimeout = 65_000;

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
