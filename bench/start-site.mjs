// Builds (unless asked not to) and starts the site and the API on free ports with a fresh database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildAll, ensureInstalled } from "../scripts/ensure-built.mjs";
import { freePort, startStack } from "../scripts/stack.mjs";

/** `env`: extra settings for both servers (SITE_WORKERS for the load benchmark). */
export async function startBenchSite(env = {}) {
  ensureInstalled();
  if (!process.env.BENCH_NO_BUILD) buildAll();
  const dir = mkdtempSync(join(tmpdir(), "thalassa-bench-"));
  const port = await freePort();
  const stack = await startStack({
    port,
    dataDir: join(dir, "pglite"),
    stdio: "ignore",
    env: { LOG_LEVEL: "error", MAIL_OUTBOX_DIR: join(dir, "outbox"), RATE_LIMIT_MAX: "1000000", ...env },
  });
  return {
    ...stack,
    async close() {
      await stack.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
