import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFetch } from "../app/lib/api-fetch.server.ts";
import { parseWebEnv } from "../app/lib/env.server.ts";
import { createSiteLogger } from "../app/lib/log.server.ts";
import { accessLog } from "./access-log.ts";
import { watchContentVersion } from "./content-version-watch.ts";

/** A stand-in content API on loopback: records what it was sent, answers a content version. */
let api: Server;
let apiOrigin: string;
const seen: IncomingHttpHeaders[] = [];
let version = "1";
const before = { API_URL: process.env.API_URL, API_KEY: process.env.API_KEY };

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push(req.headers);
    res.setHeader("content-type", "application/json");
    res.end(req.url?.endsWith("/content-version") ? JSON.stringify({ version }) : "{}");
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  // getEnv reads the settings on first use, which comes after this.
  process.env.API_URL = `${apiOrigin}/api/v1`;
  process.env.API_KEY = "test-api-key-0123456789";
});

afterAll(async () => {
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

/** A site with the access log in front of a page that calls the API, its log lines captured. */
async function siteWithLog(trusted: boolean) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const log = createSiteLogger("info", stream);
  const app = express();
  app.use(accessLog({ log, isTrustedProxy: () => trusted }));
  app.get("/events", async (_req, res) => {
    await (await apiFetch("events")).text();
    log.info("page rendered");
    res.send("ok");
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    lines,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("request ids and access lines", () => {
  it("names each request, passes the id to the API and logs one line without the query", async () => {
    const site = await siteWithLog(false);
    try {
      const response = await fetch(`${site.origin}/events?email=someone%40guest.test`, {
        headers: { "x-request-id": "made-up-by-a-visitor" },
      });
      expect(response.status).toBe(200);
      const id = response.headers.get("x-request-id");
      // A visitor's own id is not believed: a new one is made.
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen.at(-1)?.["x-request-id"]).toBe(id);
      await expect.poll(() => site.lines.filter((l) => l.msg === "request")).toHaveLength(1);
      expect(site.lines.find((l) => l.msg === "request")).toMatchObject({
        reqId: id,
        req: { method: "GET", path: "/events" },
        status: 200,
        ms: expect.any(Number),
      });
      // Lines written while serving the request name it too.
      expect(site.lines.find((l) => l.msg === "page rendered")).toMatchObject({ reqId: id });
      expect(JSON.stringify(site.lines)).not.toContain("guest.test");
    } finally {
      await site.close();
    }
  });

  it("keeps the id a trusted proxy sends", async () => {
    const site = await siteWithLog(true);
    try {
      const response = await fetch(`${site.origin}/events`, {
        headers: { "x-request-id": "proxy-req-0123456789" },
      });
      expect(response.headers.get("x-request-id")).toBe("proxy-req-0123456789");
      expect(seen.at(-1)?.["x-request-id"]).toBe("proxy-req-0123456789");
    } finally {
      await site.close();
    }
  });
});

describe("content version watch", () => {
  it("clears the caches when the API's content version moves, and once more at the next poll", async () => {
    let changes = 0;
    version = "7";
    const stop = watchContentVersion({
      url: `${apiOrigin}/api/v1/content-version`,
      apiKey: "test-api-key-0123456789",
      everyMs: 20,
      onChange: () => changes++,
      log: createSiteLogger("silent"),
    });
    try {
      // Polled several times at version 7: nothing to clear.
      await expect.poll(() => seen.filter((h) => h["api-key"]).length).toBeGreaterThan(3);
      expect(changes).toBe(0);
      version = "8";
      await expect.poll(() => changes).toBe(2);
      expect(seen.at(-1)?.["api-key"]).toBe("test-api-key-0123456789");
    } finally {
      stop();
    }
  });
});

describe("several site processes", () => {
  it("require COOKIE_SECRET, so a form's outcome survives landing on another", () => {
    expect(() => parseWebEnv({ SITE_INSTANCES: "2" })).toThrow(
      /COOKIE_SECRET is required with SITE_INSTANCES above 1/,
    );
    expect(parseWebEnv({ SITE_INSTANCES: "2", COOKIE_SECRET: "x".repeat(32) }).SITE_INSTANCES).toBe(2);
    expect(parseWebEnv({}).SITE_INSTANCES).toBe(1);
  });
});
