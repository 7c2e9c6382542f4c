import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureNginx, nginxMainConfig, prepareNginxDir, startNginx } from "../drills/lib/nginx.mjs";
import { freePort, startStack } from "../scripts/stack.mjs";
import { createStaffAccounts, inviteOwnerOnFreshDatabase } from "./staff-accounts.ts";

/**
 * Starts the API (fresh PGlite folder, demo content) and the built site on free ports, unless
 * E2E_BASE_URL points at a running site. The test run gets the address through E2E_BASE_URL.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), "thalassa-e2e-"));
  const port = await freePort();
  const outbox = join(dataDir, "outbox");
  // The first owner is invited from the command line before the API opens the fresh database,
  // as the README tells an operator to; the other roles are invited by that owner (staff tests).
  const staffAuthSecret = process.env.STAFF_AUTH_SECRET ?? randomBytes(32).toString("base64url");
  const ownerLink = await inviteOwnerOnFreshDatabase({
    STAFF_AUTH_SECRET: staffAuthSecret,
    DATA_DIR: join(dataDir, "pglite"),
    PUBLIC_SITE_URL: `http://localhost:${port}`,
    MAIL_OUTBOX_DIR: outbox,
    API_PORT: String(await freePort()),
  });
  const stack = await startStack({
    port,
    dataDir: join(dataDir, "pglite"),
    stdio: process.env.E2E_SERVER_LOGS ? "inherit" : "ignore",
    env: {
      LOG_LEVEL: "warn",
      MAIL_OUTBOX_DIR: outbox,
      RATE_LIMIT_MAX: "10000",
      STAFF_AUTH_SECRET: staffAuthSecret,
      // Scheduled items change within a second of their time, so a test schedules seconds ahead
      // and waits for real time to pass (ADR 0043).
      SCHEDULED_PUBLISHING_MS: "1000",
    },
  });
  process.env.E2E_BASE_URL = stack.siteUrl;
  const proxy = await startKeepAliveProxy(dataDir, port);
  process.env.E2E_PROXIED_URL = proxy.url;
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_API_KEY = stack.apiKey;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_OUTBOX_DIR = outbox;
  try {
    process.env.E2E_STAFF_ACCOUNTS = JSON.stringify(
      await createStaffAccounts(stack.siteUrl, outbox, ownerLink),
    );
  } catch (error) {
    proxy.stop();
    await stack.stop();
    throw error;
  }
  return async () => {
    proxy.stop();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * nginx in front of the site as production puts it (docs/operations.md): HTTP/1.1 to the site on a
 * small pool of kept-alive connections, so one visitor's request can affect the next one's on the
 * same upstream connection. The proxied smoke tests (proxied.spec.ts) load the pages through it.
 */
async function startKeepAliveProxy(dataDir: string, sitePort: number) {
  const dir = mkdtempSync(join(dataDir, "nginx-"));
  prepareNginxDir(dir);
  const port = await freePort();
  const nginx = startNginx(
    ensureNginx(),
    dir,
    nginxMainConfig(
      dir,
      `  access_log off;
  upstream site { server 127.0.0.1:${sitePort}; keepalive 2; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`,
    ),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 200 || nginx.exitCode !== null) throw new Error(`nginx in front of the site did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => nginx.kill("SIGTERM") };
}
