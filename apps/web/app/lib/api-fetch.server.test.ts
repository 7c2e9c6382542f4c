import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFetch } from "./api-fetch.server.ts";

const KEY = "test-api-key-0123456789";
let server: Server;
let origin: string;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
const before = { API_URL: process.env.API_URL, API_KEY: process.env.API_KEY };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    // /slow never answers, so the caller's timeout is what ends it.
    if (req.url === "/api/v1/slow") return;
    res.setHeader("content-type", "application/json");
    res.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // getEnv reads the settings on first use, which comes after this.
  process.env.API_URL = `${origin}/api/v1/`;
  process.env.API_KEY = KEY;
});

afterAll(async () => {
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const last = () => seen[seen.length - 1];

describe("the site's one authenticated call to the content API", () => {
  it("sends the key and asks for JSON, on a path under API_URL", async () => {
    const response = await apiFetch("events?status=live");
    expect(response.status).toBe(200);
    expect(last()?.url).toBe("/api/v1/events?status=live");
    expect(last()?.headers["api-key"]).toBe(KEY);
    expect(last()?.headers.accept).toBe("application/json");
  });

  it("keeps the caller's headers but never lets them replace the key", async () => {
    await apiFetch("gift-card", {
      method: "POST",
      body: "{}",
      headers: { "api-key": "someone-else", accept: "text/plain", "x-forwarded-for": "203.0.113.9" },
    });
    expect(last()?.headers["api-key"]).toBe(KEY);
    expect(last()?.headers.accept).toBe("text/plain");
    expect(last()?.headers["x-forwarded-for"]).toBe("203.0.113.9");
  });

  it("takes an absolute URL on the API as it is (better-auth lives outside /api/v1)", async () => {
    await apiFetch(`${origin}/api/auth/get-session`);
    expect(last()?.url).toBe("/api/auth/get-session");
    expect(last()?.headers["api-key"]).toBe(KEY);
  });

  it("gives up after the timeout instead of holding the page", async () => {
    await expect(apiFetch("slow", {}, { timeoutMs: 50 })).rejects.toMatchObject({ name: "TimeoutError" });
  });
});
