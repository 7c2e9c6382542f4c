import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteLogger } from "../app/lib/log.server.ts";
import { createWebServer } from "./app.ts";
import { createSiteMetrics } from "./metrics.ts";

/** A stand-in API on loopback whose /readyz answers as the test says. */
let api: Server;
let apiOrigin: string;
let apiReady = true;
let site: Server;
let siteOrigin: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    res.statusCode = req.url === "/readyz" && apiReady ? 200 : 503;
    res.end("{}");
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const build = { routes: {} } as unknown as ServerBuild;
  const app = createWebServer({
    build,
    clientDir: "/nonexistent",
    apiOrigin,
    publicOrigin: "http://localhost:3000",
    security: { formActionOrigins: [], frameAncestors: [], connectOrigins: [], trustedOrigins: [] },
    log: createSiteLogger("debug", stream),
    metrics: createSiteMetrics(build, { kind: "open" }),
  });
  site = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => site.once("listening", resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

describe("the site's liveness and readiness", () => {
  it("is alive whatever the API says, and ready only while the API is", async () => {
    expect((await fetch(`${siteOrigin}/readyz`)).status).toBe(200);
    apiReady = false;
    const notReady = await fetch(`${siteOrigin}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ message: "The content API is not ready." });
    for (const path of ["/livez", "/healthz"]) {
      const alive = await fetch(`${siteOrigin}${path}`);
      expect(alive.status, path).toBe(200);
      expect(await alive.json()).toEqual({ status: "ok" });
    }
    apiReady = true;
  });

  it("logs probes at debug level and counts them in /metrics", async () => {
    await fetch(`${siteOrigin}/livez`);
    await expect
      .poll(() => lines.filter((l) => l.msg === "request" && (l.req as { path?: string }).path === "/livez"))
      .not.toHaveLength(0);
    const probe = lines.find((l) => l.msg === "request" && (l.req as { path?: string }).path === "/livez");
    expect(probe?.level).toBe(20);
    const metrics = await (await fetch(`${siteOrigin}/metrics`)).text();
    expect(metrics).toMatch(
      /thalassa_site_http_requests_total\{method="GET",route="\/livez",status="200"\} \d+/,
    );
  });
});
