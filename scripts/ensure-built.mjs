// Installs dependencies when they are missing and builds the API and the site.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
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
