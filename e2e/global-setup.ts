import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_API_KEY = stack.apiKey;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_OUTBOX_DIR = outbox;
  try {
    process.env.E2E_STAFF_ACCOUNTS = JSON.stringify(
      await createStaffAccounts(stack.siteUrl, outbox, ownerLink),
    );
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
