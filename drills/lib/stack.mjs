// Starting the built stack for a drill on free ports with a database of its own, and reading
// the processes' memory.
import { execSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, repoRoot, startStack } from "../../scripts/stack.mjs";

export { freePort, repoRoot };

/** Builds API and site when a build is missing (or DRILL_BUILD=1 asks for a fresh one). */
export function ensureBuilt() {
  const missing = [
    "apps/api/dist/server.js",
    "apps/web/dist/server.js",
    "apps/web/build/server/index.js",
  ].some((file) => !existsSync(join(repoRoot, file)));
  if (!missing && process.env.DRILL_BUILD !== "1") return;
  console.log("Building the API and the site…");
  execSync("npm run build -w apps/api && npm run build -w apps/web", { cwd: repoRoot, stdio: "inherit" });
}

/** A temporary folder removed on exit unless DRILL_KEEP=1. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `thalassa-drill-${prefix}-`));
  process.on("exit", () => {
    if (process.env.DRILL_KEEP !== "1") rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/**
 * Starts API + site with their output in <workDir>/stack.log. Options as scripts/stack.mjs's
 * startStack; by default a fresh PGlite folder under workDir. Rate limits are lifted: drills
 * measure robustness, not the limiter.
 */
export async function startDrillStack(workDir, options = {}) {
  const port = options.port ?? (await freePort());
  const log = createWriteStream(join(workDir, "stack.log"), { flags: "a" });
  const stack = await startStack({
    port,
    dataDir: options.databaseUrl ? undefined : (options.dataDir ?? join(workDir, "pglite")),
    databaseUrl: options.databaseUrl,
    apiPort: options.apiPort,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      LOG_LEVEL: "warn",
      MAIL_OUTBOX_DIR: join(workDir, "outbox"),
      BLOB_DIR: join(workDir, "blobs"),
      MAIL_POLL_MS: "0",
      RATE_LIMIT_MAX: "1000000",
      ...options.env,
    },
  });
  for (const child of [stack.api, stack.web]) {
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
  }
  const apiPort = Number(new URL(stack.apiUrl).port);
  return {
    ...stack,
    port,
    apiPort,
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    webOrigin: `http://127.0.0.1:${port}`,
    logFile: join(workDir, "stack.log"),
  };
}

/** Resident memory of a process in MiB, or null once it is gone. */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

export function isAlive(child) {
  return child.exitCode === null && child.signalCode === null;
}

/** GET /healthz; true when it answers 200 within two seconds. */
export async function healthy(origin) {
  try {
    const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The last lines of the stack's log, for a failure's context. */
export function logTail(stack, lines = 20) {
  try {
    return readFileSync(stack.logFile, "utf8").trim().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `origin` answers /healthz, failing at once if `child` (the process behind it) exits. */
export async function waitHealthy(origin, child, ms = 90_000) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (!isAlive(child)) throw new Error(`${origin} exited`);
    if (await healthy(origin)) return;
    await sleep(250);
  }
  throw new Error(`${origin} not healthy after ${ms} ms`);
}

/** Polls `probe` every `everyMs` until it answers true; the ms it took, or undefined after `ms`. */
export async function within(ms, probe, everyMs = 50) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await sleep(everyMs);
  }
  return undefined;
}

export function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
