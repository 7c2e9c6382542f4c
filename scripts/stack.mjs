// Starts the content API and the site as child processes and waits until both answer.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url, child, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}

/** The hosted payment page's origin: the bank's, or the API's built-in sandbox gateway. */
function paymentPageOrigin(env, apiPort) {
  return env.PAYMENT_GATEWAY_URL ? new URL(env.PAYMENT_GATEWAY_URL).origin : `http://127.0.0.1:${apiPort}`;
}

/**
 * Starts API and web. Options: port (site), apiPort, dataDir (PGlite folder) or databaseUrl,
 * env (extra variables for both), stdio ("inherit" | "ignore" | "pipe").
 * Returns { siteUrl, apiUrl, apiKey, api, web, stop() }.
 */
export async function startStack(options = {}) {
  const port = options.port ?? 3000;
  const apiPort = options.apiPort ?? (await freePort());
  const apiKey = options.apiKey ?? process.env.API_KEY ?? "local-demo-api-key-0000";
  const siteUrl = options.publicSiteUrl ?? `http://localhost:${port}`;
  const common = {
    ...process.env,
    NODE_ENV: "production",
    // The production build on demo defaults, on this machine only (ADR 0028): a fresh clone needs no settings.
    DEMO_DEFAULTS: "allow",
    API_KEY: apiKey,
    PUBLIC_SITE_URL: siteUrl,
    ...options.env,
  };
  const stdio = options.stdio ?? "inherit";
  const apiEnv = { ...common, API_PORT: String(apiPort), API_HOST: "127.0.0.1" };
  if (options.databaseUrl) apiEnv.DATABASE_URL = options.databaseUrl;
  else delete apiEnv.DATABASE_URL;
  if (options.dataDir) apiEnv.DATA_DIR = options.dataDir;

  const api = spawn(process.execPath, ["--enable-source-maps", join(repoRoot, "apps/api/dist/server.js")], {
    cwd: join(repoRoot, "apps/api"),
    env: apiEnv,
    stdio,
  });
  const children = [api];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", resolve);
            child.kill("SIGTERM");
            setTimeout(() => child.kill("SIGKILL"), 8000).unref();
          }),
      ),
    );
  };
  try {
    await waitForHealth(`http://127.0.0.1:${apiPort}/healthz`, api, 120_000);
    const web = spawn(process.execPath, ["--enable-source-maps", join(repoRoot, "apps/web/dist/server.js")], {
      cwd: join(repoRoot, "apps/web"),
      env: {
        ...common,
        PORT: String(port),
        // This machine only unless HOST says otherwise (ADR 0046): the demo's defaults are public.
        HOST: common.HOST ?? "127.0.0.1",
        API_URL: `http://127.0.0.1:${apiPort}/api/v1`,
        // A form posting without JavaScript follows the redirect to the payment page: CSP must allow it.
        FORM_ACTION_ORIGINS: [common.FORM_ACTION_ORIGINS, paymentPageOrigin(common, apiPort)]
          .filter(Boolean)
          .join(" "),
      },
      stdio,
    });
    children.push(web);
    await waitForHealth(`http://127.0.0.1:${port}/healthz`, web);
    return { siteUrl, apiUrl: `http://127.0.0.1:${apiPort}/api/v1`, apiKey, api, web, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
