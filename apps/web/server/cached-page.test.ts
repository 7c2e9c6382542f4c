import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSiteLogger } from "../app/lib/log.server.ts";
import { createWebServer } from "./app.ts";
import { cachedPageResponder } from "./cached-page.ts";
import { createSiteMetrics } from "./metrics.ts";
import { PageCache, type RenderedPage, renderedPage } from "./page-cache.ts";
import { askRaw, type RawAnswer } from "./raw-answer.test-support.ts";

const security = { formActionOrigins: [], frameAncestors: [], connectOrigins: [], trustedOrigins: [] };
const POLICY = "default-src 'self'; script-src 'sha256-abc' 'strict-dynamic' https: 'unsafe-inline'";

/** A page as renderShared keeps it: React Router's headers and the page's own policy. */
function keptPage(body: string, contentType: string): RenderedPage {
  return renderedPage({
    status: 200,
    headers: [
      ["content-type", contentType],
      ["Content-Security-Policy", POLICY],
    ],
    body: Buffer.from(body),
  });
}

/** A request as sent, with only the headers given. */
function ask(origin: string, path: string, headers: Record<string, string> = {}, method = "GET") {
  return askRaw(`${origin}${path}`, headers, method);
}

/** What must be the same on both ways: all but the date and the request's own id. */
function comparable({ headers }: RawAnswer) {
  const { date: _date, "x-request-id": requestId, ...rest } = headers;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return rest;
}

describe("a cached page answered ahead of Express", () => {
  let site: Server;
  let origin: string;
  const lines: Record<string, unknown>[] = [];
  const pageCache = new PageCache({ freshMs: 60_000, maxBytes: 10_000_000 });
  const home = keptPage(
    `<!doctype html><p>${"The same page for every visitor. ".repeat(40)}</p>`,
    "text/html; charset=utf-8",
  );
  const homeData = keptPage(`[{"_1":2},"routes/about"]${" ".repeat(2000)}`, "text/x-script");

  beforeAll(async () => {
    await pageCache.get("undecided /about", async () => home);
    await pageCache.get("undecided /about.data?_routes=routes%2Fabout", async () => homeData);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const build = {
      routes: {
        root: { id: "root", path: "" },
        "routes/about": { id: "routes/about", parentId: "root", path: "about" },
      },
    } as unknown as ServerBuild;
    const app = createWebServer({
      build,
      clientDir: "/nonexistent",
      apiOrigin: "http://127.0.0.1:9",
      publicOrigin: "http://localhost:3000",
      security,
      pageCache,
      log: createSiteLogger("debug", stream),
      metrics: createSiteMetrics(build, { kind: "open" }),
    });
    site = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => site.once("listening", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
  });

  /**
   * The same page asked twice: once as the fast path takes it, once with an Accept-Encoding it
   * leaves to the Express chain but that the chain reads the same way (a weight of 1), which the
   * chain answers from the same cached page.
   */
  async function bothWays(
    path: string,
    fast: Record<string, string>,
    chain: Record<string, string>,
    method = "GET",
  ) {
    const fresh = vi.spyOn(pageCache, "fresh");
    const get = vi.spyOn(pageCache, "get");
    try {
      const viaFastPath = await ask(origin, path, fast, method);
      expect(fresh).toHaveReturnedWith(expect.objectContaining({ status: 200 }));
      expect(get).not.toHaveBeenCalled();
      fresh.mockClear();
      const viaChain = await ask(origin, path, chain, method);
      expect(fresh).not.toHaveBeenCalled();
      expect(get).toHaveBeenCalledOnce();
      return { viaFastPath, viaChain };
    } finally {
      fresh.mockRestore();
      get.mockRestore();
    }
  }

  it("sends the same status, headers and gzip bytes as the Express chain sends for that hit", async () => {
    const { viaFastPath, viaChain } = await bothWays(
      "/about?x=1",
      { "accept-encoding": "gzip, deflate, br, zstd" },
      { "accept-encoding": "gzip;q=1" },
    );
    expect(viaFastPath.status).toBe(200);
    expect(comparable(viaFastPath)).toEqual(comparable(viaChain));
    expect(viaFastPath.body.equals(viaChain.body)).toBe(true);
    expect(gunzipSync(viaFastPath.body).equals(home.body)).toBe(true);
    expect(viaFastPath.headers).toMatchObject({
      "content-security-policy": POLICY,
      "cache-control": "public, max-age=5, s-maxage=10, stale-while-revalidate=20",
      etag: home.etag,
      vary: "Accept-Encoding",
      "content-encoding": "gzip",
      "x-page-cache": "hit",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
    });
  });

  it("sends the plain body the same way to a client that asks for no encoding", async () => {
    const { viaFastPath, viaChain } = await bothWays("/about", {}, { "accept-encoding": "identity;q=1" });
    expect(comparable(viaFastPath)).toEqual(comparable(viaChain));
    expect(viaFastPath.body.equals(home.body)).toBe(true);
    expect(viaFastPath.headers["content-encoding"]).toBeUndefined();
  });

  it("answers a client navigation's data, a HEAD, a 304 and HTTPS behind the proxy the same way", async () => {
    const data = await bothWays(
      "/about.data?_routes=routes/about",
      { "accept-encoding": "gzip" },
      { "accept-encoding": "gzip;q=1" },
    );
    expect(comparable(data.viaFastPath)).toEqual(comparable(data.viaChain));
    expect(data.viaFastPath.headers["content-type"]).toBe("text/x-script; charset=utf-8");

    const head = await bothWays(
      "/about",
      { "accept-encoding": "gzip" },
      { "accept-encoding": "gzip;q=1" },
      "HEAD",
    );
    expect(comparable(head.viaFastPath)).toEqual(comparable(head.viaChain));
    expect(head.viaFastPath.body.byteLength).toBe(0);

    const validator = { "if-none-match": String(home.etag) };
    const notModified = await bothWays(
      "/about",
      { "accept-encoding": "gzip", ...validator },
      { "accept-encoding": "gzip;q=1", ...validator },
    );
    expect(notModified.viaFastPath.status).toBe(304);
    expect(comparable(notModified.viaFastPath)).toEqual(comparable(notModified.viaChain));

    // The test is a loopback peer: a trusted proxy by default, so its X-Forwarded-Proto counts.
    const https = { "x-forwarded-proto": "https" };
    const secure = await bothWays(
      "/about",
      { "accept-encoding": "gzip", ...https },
      { "accept-encoding": "gzip;q=1", ...https },
    );
    expect(secure.viaFastPath.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(comparable(secure.viaFastPath)).toEqual(comparable(secure.viaChain));
  });

  it("writes the access line and counts the hit like any answer", async () => {
    lines.length = 0;
    const answer = await ask(origin, "/about?utm=no", {
      "accept-encoding": "gzip",
      "x-request-id": "proxy-id-123",
    });
    expect(answer.headers["x-request-id"]).toBe("proxy-id-123");
    await vi.waitFor(() => expect(lines.some((line) => line.reqId === "proxy-id-123")).toBe(true));
    expect(lines.find((line) => line.reqId === "proxy-id-123")).toMatchObject({
      req: { method: "GET", path: "/about" },
      status: 200,
      cache: "hit",
    });
    const metrics = await ask(origin, "/metrics");
    expect(metrics.body.toString()).toMatch(/thalassa_site_page_cache_total\{result="hit"\} [1-9]/);
    expect(metrics.body.toString()).toMatch(
      /thalassa_site_http_requests_total\{method="GET",route="\/about",status="200"\} [1-9]/,
    );
  });
});

describe("what the fast path leaves to the Express chain", () => {
  let site: Server;
  let origin: string;
  let now = 0;
  const pageCache = new PageCache({ freshMs: 1000, maxBytes: 10_000_000, now: () => now });
  const page = keptPage("<p>kept</p>", "text/html; charset=utf-8");

  beforeAll(async () => {
    for (const key of [
      "undecided /about",
      "true /about",
      "undecided /staff",
      "undecided /assets/app.js",
      "undecided /healthz",
      "undecided /%zz",
    ])
      await pageCache.get(key, async () => page);
    const responder = cachedPageResponder({
      pageCache,
      routeIds: new Set(["root"]),
      isTrustedProxy: () => false,
    });
    // The chain, here: anything not answered ahead of it says so.
    site = createServer((req, res) => {
      if (!responder(req, res)) res.writeHead(299).end("chain");
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => site.once("listening", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
  });

  const gzip = { "accept-encoding": "gzip" };

  it("answers a fresh page, with the visitor's cookie choice as part of its address", async () => {
    expect((await ask(origin, "/about", gzip)).status).toBe(200);
    expect((await ask(origin, "/about", { ...gzip, cookie: "RestaurantsCookiesConsent=true" })).status).toBe(
      200,
    );
    expect((await ask(origin, "/about", { ...gzip, cookie: "RestaurantsCookiesConsent=false" })).status).toBe(
      299,
    );
  });

  it("leaves answers of one visitor, other methods and paths answered before the pages to the chain", async () => {
    const chain = [
      await ask(origin, "/about", gzip, "POST"),
      await ask(origin, "/about", gzip, "OPTIONS"),
      await ask(origin, "/about", { ...gzip, cookie: "form_flash=abc" }),
      await ask(origin, "/about?utm_source=mail", gzip),
      await ask(origin, "/staff", gzip),
      await ask(origin, "/assets/app.js", gzip),
      await ask(origin, "/Healthz", gzip),
      await ask(origin, "/%zz", gzip),
      await ask(origin, "/about", { ...gzip, host: "bad host" }),
    ];
    expect(chain.map((answer) => answer.status)).toEqual(chain.map(() => 299));
    // A forwarded Host from a peer nobody trusts is dropped, as the chain's guard drops it.
    expect((await ask(origin, "/about", { ...gzip, "x-forwarded-host": "bad host" })).status).toBe(200);
  });

  it("leaves encodings it does not decide to the chain: weights, identity, *, or no gzip", async () => {
    for (const encoding of ["gzip;q=0", "br", "identity", "*", "gzip, identity", ""]) {
      expect((await ask(origin, "/about", { "accept-encoding": encoding })).status, encoding).toBe(299);
    }
  });

  it("leaves a stale page to the chain, which sends it and renders it again", async () => {
    now = 1000;
    expect((await ask(origin, "/about", gzip)).status).toBe(299);
    now = 0;
    expect((await ask(origin, "/about", gzip)).status).toBe(200);
  });
});
