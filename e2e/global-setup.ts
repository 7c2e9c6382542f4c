import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startStack } from "../scripts/stack.mjs";

/**
 * Starts the API (fresh PGlite folder, demo content) and the built site on free ports, unless
 * E2E_BASE_URL points at a running site. The test run gets the address through E2E_BASE_URL.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), "thalassa-e2e-"));
  const port = await freePort();
  const outbox = join(dataDir, "outbox");
  const stack = await startStack({
    port,
    dataDir: join(dataDir, "pglite"),
    stdio: process.env.E2E_SERVER_LOGS ? "inherit" : "ignore",
    env: { LOG_LEVEL: "warn", MAIL_OUTBOX_DIR: outbox, RATE_LIMIT_MAX: "10000" },
  });
  process.env.E2E_BASE_URL = stack.siteUrl;
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_API_KEY = stack.apiKey;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_OUTBOX_DIR = outbox;
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
