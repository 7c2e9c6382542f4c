// `npm run dev`: the API from its TypeScript sources, restarted on every change (tsx watch), and
// the site on Vite's dev server with hot module replacement. Same demo database as `npm start`.
import "./runtime-node.mjs";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ensureInstalled } from "./ensure-built.mjs";
import { repoRoot, waitForHealth } from "./stack.mjs";

ensureInstalled();
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const env = {
  ...process.env,
  NODE_ENV: "development",
  PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? `http://localhost:${port}`,
  API_URL: process.env.API_URL ?? `${apiOrigin}/api/v1`,
  API_PORT: String(apiPort),
  // Edits show at once: no shared pages, no content read cache.
  PAGE_CACHE_MS: "0",
  CONTENT_CACHE_MS: "0",
  DEV_API_ORIGIN: apiOrigin,
};
/** A workspace's command: npm puts it in the workspace's own node_modules when it cannot hoist it. */
const bin = (name, workspace = ".") =>
  [
    join(repoRoot, workspace, "node_modules", ".bin", name),
    join(repoRoot, "node_modules", ".bin", name),
  ].find(existsSync);

const api = spawn(bin("tsx"), ["watch", "--clear-screen=false", "src/server.ts"], {
  cwd: join(repoRoot, "apps/api"),
  env,
  stdio: "inherit",
});
await waitForHealth(`${apiOrigin}/healthz`, api, 120_000);
// Like `npm start`, this machine only unless HOST says otherwise (ADR 0046).
const host = process.env.HOST ?? "127.0.0.1";
const web = spawn(
  bin("react-router", "apps/web"),
  ["dev", "--host", host, "--port", String(port), "--strictPort"],
  {
    cwd: join(repoRoot, "apps/web"),
    env,
    stdio: "inherit",
  },
);

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of [api, web]) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
};
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
for (const child of [api, web]) child.on("exit", (code) => stop(code ?? 0));
