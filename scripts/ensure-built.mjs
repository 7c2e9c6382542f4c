// Installs dependencies when they are missing and builds the API and the site.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./stack.mjs";

function run(command) {
  execSync(command, {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
}

export function ensureInstalled() {
  if (!existsSync(join(repoRoot, "node_modules", ".package-lock.json"))) {
    console.log("Installing dependencies…");
    // Not `npm ci`: npm 11 refuses lockfiles that lack other platforms' optional packages.
    run("npm install --no-audit --no-fund");
  }
}

export function buildAll() {
  console.log("Building the API and the site…");
  run("npm run build -w apps/api");
  run("npm run build -w apps/web");
}

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newestChange(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds the API when its bundle is missing or older than its sources (the API, the contract, the
 * migrations): a test that runs the built API must not run yesterday's.
 */
export function ensureApiBuilt() {
  const bundle = join(repoRoot, "apps/api/dist/server.js");
  const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  const sources = ["apps/api/src", "apps/api/drizzle", "packages/contract/src"].map((dir) =>
    newestChange(join(repoRoot, dir)),
  );
  if (built < Math.max(...sources)) run("npm run build -w apps/api");
}
