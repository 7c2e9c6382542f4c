import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript build script without types
import { bundleNodeServer } from "../../../scripts/bundle-node-server.mjs";
import { siteWorkerCount } from "./cluster.ts";

const webDir = join(import.meta.dirname, "..");
/** The server bundled from this source, one folder below the site's workspace like dist/, so it finds ../build. */
const serverFile = join(webDir, ".tmp", "cluster-test-server.js");

interface LogLine {
  pid?: number;
  msg?: string;
  req?: { path?: string };
}

const METRICS_TOKEN = "cluster-test-metrics-token";
let api: Server;
let site: ChildProcess;
const lines: LogLine[] = [];
let siteOrigin = "";

/** Resolves once a log line matches (the site's stdout is JSON lines), or rejects when the site exits. */
function logLine(match: (line: LogLine) => boolean, from = 0): Promise<LogLine> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = lines.slice(from).find(match);
      if (found) {
        site.stdout?.off("data", check);
        site.off("exit", exited);
        resolve(found);
      }
    };
    const exited = (code: number | null) => reject(new Error(`the site exited (${code}) first`));
    site.stdout?.on("data", () => setImmediate(check));
    site.once("exit", exited);
    check();
  });
}

/** A setting as the process with `pid` was started with (Linux's /proc). */
const startedWith = (pid: number, name: string) =>
  readFileSync(`/proc/${pid}/environ`, "utf8")
    .split("\0")
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);

const listeningPids = () =>
  lines.filter((l) => l.msg?.startsWith("Site listening on")).map((l) => l.pid as number);

/** Asks for /livez on `count` new connections and returns the worker pids that logged those requests. */
async function servingPids(count: number): Promise<Set<number>> {
  const from = lines.length;
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${siteOrigin}/livez`, { headers: { connection: "close" } });
    expect(response.status).toBe(200);
  }
  const seen = () => lines.slice(from).filter((l) => l.req?.path === "/livez");
  await logLine(() => seen().length >= count, from);
  return new Set(seen().map((l) => l.pid as number));
}

beforeAll(async () => {
  // A fresh clone runs the unit tests before anything is built: the site's pages are built once.
  if (!existsSync(join(webDir, "build", "server", "index.js")))
    execSync("npx react-router build", { cwd: webDir, stdio: "inherit" });
  await bundleNodeServer({ entryPoints: [join(webDir, "server", "index.ts")], outfile: serverFile });
  // The content API stand-in on loopback: ready, and one content version.
  api = createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(req.url?.endsWith("content-version") ? '{"version":"1"}' : '{"status":"ok"}');
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  site = spawn(process.execPath, [serverFile], {
    cwd: webDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DEMO_DEFAULTS: "allow",
      SITE_WORKERS: "2",
      HOST: "127.0.0.1",
      PORT: "0",
      API_URL: `${apiOrigin}/api/v1`,
      LOG_LEVEL: "debug",
      METRICS_TOKEN: METRICS_TOKEN,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let rest = "";
  site.stdout?.on("data", (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split("\n");
    rest = parts.pop() ?? "";
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part));
      } catch {
        lines.push({ msg: part });
      }
    }
  });
  await logLine(() => listeningPids().length >= 2);
  const listening = lines.find((l) => l.msg?.startsWith("Site listening on"));
  siteOrigin = listening?.msg?.match(/http:\/\/[^\s]+/)?.[0] ?? "";
}, 900_000);

afterAll(async () => {
  if (site && site.exitCode === null && site.signalCode === null) {
    const exited = new Promise((resolve) => site.once("exit", resolve));
    site.kill("SIGKILL");
    await exited;
  }
  api?.closeAllConnections();
  await new Promise((resolve) => api?.close(resolve));
  rmSync(serverFile, { force: true });
  rmSync(`${serverFile}.map`, { force: true });
});

describe("the site on several workers (ADR 0042)", () => {
  it("runs one worker per core in production and one for the demo start unless SITE_WORKERS says", () => {
    expect(siteWorkerCount({ NODE_ENV: "production" }, 8)).toBe(8);
    expect(siteWorkerCount({ NODE_ENV: "production", DEMO_DEFAULTS: "allow" }, 8)).toBe(1);
    expect(siteWorkerCount({ NODE_ENV: "development" }, 8)).toBe(1);
    expect(siteWorkerCount({ NODE_ENV: "development", SITE_WORKERS: 3 }, 8)).toBe(3);
    expect(siteWorkerCount({ NODE_ENV: "production", SITE_WORKERS: 1 }, 8)).toBe(1);
  });

  it("serves from both workers on one port, and GET /metrics counts the requests of both", async () => {
    const workers = new Set(listeningPids());
    expect(workers.size).toBe(2);
    expect(workers.has(site.pid as number)).toBe(false);
    const pids = await servingPids(6);
    expect(pids).toEqual(workers);
    const metrics = await (
      await fetch(`${siteOrigin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const livez = metrics.match(/thalassa_site_http_requests_total\{[^}]*route="\/livez"[^}]*\} (\d+)/);
    expect(Number(livez?.[1])).toBe(6);
  });

  it("gives every worker the same form-cookie secret when none is set", () => {
    const secrets = listeningPids().map((pid) => startedWith(pid, "COOKIE_SECRET"));
    expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect(new Set(secrets).size).toBe(1);
  });

  it("replaces a worker that dies, and the new one serves", async () => {
    const [victim, survivor] = listeningPids();
    const from = lines.length;
    process.kill(victim as number, "SIGKILL");
    const started = await logLine((l) => Boolean(l.msg?.startsWith("Site listening on")), from);
    expect(started.pid).not.toBe(victim);
    expect(lines.slice(from).some((l) => l.msg?.includes("starting another"))).toBe(true);
    const pids = await servingPids(6);
    expect(pids).toEqual(new Set([survivor, started.pid]));
    expect(startedWith(started.pid as number, "COOKIE_SECRET")).toBe(
      startedWith(survivor as number, "COOKIE_SECRET"),
    );
  });

  it("stops every worker and exits 0 on SIGTERM", async () => {
    const workers = listeningPids().slice(-2);
    const exited = new Promise<number | null>((resolve) => site.once("exit", resolve));
    site.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of workers) {
      // Signal 0 only asks whether the process exists.
      expect(() => process.kill(pid, 0)).toThrow();
    }
  });
});
