import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { metricsAccessFromEnv } from "../src/env.ts";
import { buildTestApp, type TestAppOverrides, withKey } from "./helpers.ts";

/** The API with its log lines captured, as server.ts configures the logger. */
async function appWithLog(overrides: TestAppOverrides = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const built = await buildTestApp({ logger: { level: "info", stream }, ...overrides });
  return { ...built, entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

let current: Awaited<ReturnType<typeof appWithLog>> | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

/** A sample line of the Prometheus text format: name, optional labels, a number. */
const SAMPLE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)$/;

describe("metrics", () => {
  it("answers the Prometheus text format with requests by route, mail, gift cards and jobs", async () => {
    current = await appWithLog();
    const { app } = current;
    await app.inject({ method: "GET", url: `${API_PREFIX}/website/2`, headers: withKey });
    await app.inject({ method: "GET", url: `${API_PREFIX}/website/3`, headers: withKey });
    const response = await app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const lines = response.body.split("\n").filter((l) => l && !l.startsWith("#"));
    expect(lines.filter((l) => !SAMPLE.test(l))).toEqual([]);
    // One series for the route, whatever the id.
    expect(lines).toContain(
      `thalassa_http_requests_total{method="GET",route="${API_PREFIX}/website/:id",status="200"} 2`,
    );
    expect(response.body).toMatch(
      new RegExp(
        `thalassa_http_request_duration_seconds_count\\{method="GET",route="${API_PREFIX}/website/:id"\\} 2`,
      ),
    );
    expect(lines).toContain("thalassa_mail_queue_depth 0");
    expect(lines).toContain('thalassa_gift_card_orders{state="paid"} 0');
    expect(lines).toContain("thalassa_jobs_leader 1");
    expect(response.body).toContain("# TYPE thalassa_job_runs_total counter");
  });

  it("asks for the token when one is set, and is off in production without one", async () => {
    current = await appWithLog({ metrics: { kind: "token", token: "metrics-token-0123456789" } });
    expect((await current.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await current.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer metrics-token-012345678X" },
    });
    expect(wrong.json()).toEqual({ message: "Metrics need the METRICS_TOKEN as a bearer token." });
    const right = await current.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer metrics-token-0123456789" },
    });
    expect(right.statusCode).toBe(200);
    await current.close();

    current = await appWithLog({ metrics: metricsAccessFromEnv({ NODE_ENV: "production" }) });
    const off = await current.app.inject({ method: "GET", url: "/metrics" });
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toMatch(/METRICS_TOKEN/);
    expect(metricsAccessFromEnv({ NODE_ENV: "development" })).toEqual({ kind: "open" });
  });
});

describe("liveness, readiness and access logs", () => {
  it("answers /livez and /readyz apart, and /healthz as before", async () => {
    current = await appWithLog();
    for (const url of ["/livez", "/readyz", "/healthz"]) {
      const response = await current.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual(url === "/readyz" ? { status: "ok", site: "live" } : { status: "ok" });
    }
    // Without a database the process is still alive, but not ready.
    await current.database.close();
    expect((await current.app.inject({ method: "GET", url: "/livez" })).statusCode).toBe(200);
    const notReady = await current.app.inject({ method: "GET", url: "/readyz" });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ message: "The database does not answer." });
    // The database is closed already: only the app is left to close.
    await current.app.close();
    current = undefined;
  });

  it("says in /readyz what a new site lacks before its pages show, and stays ready meanwhile", async () => {
    current = await appWithLog({ seed: false });
    const empty = await current.app.inject({ method: "GET", url: "/readyz" });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      status: "ok",
      site: "holding page",
      missing: ["Site settings", "a brand"],
      message: "Visitors see a holding page until Site settings and a brand are published in the staff area.",
    });
  });

  it("logs one line per request under the site's request id, without query or personal data", async () => {
    current = await appWithLog();
    const response = await current.app.inject({
      method: "POST",
      url: `${API_PREFIX}/newsletter-subscription?utm_source=mail`,
      headers: { ...withKey, "x-request-id": "site-req-0123456789" },
      payload: { email: "logged.nowhere@guest.test", terms_and_conditions: true },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers["x-request-id"]).toBe("site-req-0123456789");
    const access = current.entries().filter((e) => e.msg === "request");
    expect(access).toEqual([
      expect.objectContaining({
        reqId: "site-req-0123456789",
        req: expect.objectContaining({ method: "POST", path: `${API_PREFIX}/newsletter-subscription` }),
        route: `${API_PREFIX}/newsletter-subscription`,
        status: 201,
        ms: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(current.entries())).not.toContain("logged.nowhere");
    expect(JSON.stringify(current.entries())).not.toContain("utm_source");

    // An id that is not one we keep is replaced by a new one.
    const odd = await current.app.inject({
      method: "GET",
      url: "/livez",
      headers: { "x-request-id": "bad id with spaces" },
    });
    expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
