import { afterEach, describe, expect, it } from "vitest";
import { API_PREFIX, type AppOptions } from "../src/app.ts";
import { readApiEnv } from "../src/env.ts";
import { buildTestApp, withKey } from "./helpers.ts";

/** The API with a limit of two submissions per client, and the trusted proxies given. */
function limitedApp(trustedProxies?: AppOptions["trustedProxies"]) {
  return buildTestApp({
    seed: false,
    publicSiteUrl: "https://site.test",
    rateLimit: { max: 2, windowMs: 60_000 },
    trustedProxies,
  });
}

let current: Awaited<ReturnType<typeof limitedApp>> | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

/** One newsletter sign-up as sent from `peer`, with the X-Forwarded-For it claims. */
function subscribe(
  peer: string,
  forwardedFor?: string,
  email = `${Math.random().toString(36).slice(2)}@b.test`,
) {
  return current!.app.inject({
    method: "POST",
    url: `${API_PREFIX}/newsletter-subscription`,
    remoteAddress: peer,
    headers: { ...withKey, ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    payload: { email, terms_and_conditions: true },
  });
}

describe("trusted proxies", () => {
  it("counts a client that is not a trusted proxy against its own address, whatever it forwards", async () => {
    current = await limitedApp();
    // A new made-up address each time cannot buy more attempts…
    const statuses = [];
    for (const spoofed of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      statuses.push((await subscribe("198.51.100.50", spoofed)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("does not let a client that is not a trusted proxy lock out another address", async () => {
    current = await limitedApp();
    for (let i = 0; i < 3; i++) await subscribe("198.51.100.50", "203.0.113.7");
    // The site (a trusted proxy on loopback) forwarding the real 203.0.113.7 is not refused.
    expect((await subscribe("127.0.0.1", "203.0.113.7")).statusCode).toBe(201);
  });

  it("takes the visitor's address from the site on loopback by default", async () => {
    current = await limitedApp();
    expect((await subscribe("127.0.0.1", "203.0.113.8")).statusCode).toBe(201);
    expect((await subscribe("127.0.0.1", "203.0.113.8")).statusCode).toBe(201);
    expect((await subscribe("127.0.0.1", "203.0.113.8")).statusCode).toBe(429);
    expect((await subscribe("::1", "203.0.113.9")).statusCode).toBe(201);
  });

  it("trusts only the proxies the operator names", async () => {
    current = await limitedApp(["10.0.0.0/8"]);
    // Loopback is no longer trusted: its forwarded addresses do not count.
    for (const spoofed of ["203.0.113.1", "203.0.113.2"]) {
      expect((await subscribe("127.0.0.1", spoofed)).statusCode).toBe(201);
    }
    expect((await subscribe("127.0.0.1", "203.0.113.3")).statusCode).toBe(429);
    // The named proxy's forwarded address does.
    expect((await subscribe("10.1.2.3", "203.0.113.4")).statusCode).toBe(201);
  });
});

describe("TRUSTED_PROXIES", () => {
  it("is loopback unless set, and reads a list of addresses and ranges", () => {
    expect(readApiEnv({}).TRUSTED_PROXIES).toEqual(["loopback"]);
    expect(readApiEnv({ TRUSTED_PROXIES: "10.0.0.5, 192.168.0.0/16 ::1" }).TRUSTED_PROXIES).toEqual([
      "10.0.0.5",
      "192.168.0.0/16",
      "::1",
    ]);
    expect(readApiEnv({ TRUSTED_PROXIES: "none" }).TRUSTED_PROXIES).toEqual([]);
  });

  it("names a wrong entry", () => {
    expect(() => readApiEnv({ TRUSTED_PROXIES: "10.0.0.5, proxy.example" })).toThrow(
      /TRUSTED_PROXIES: "proxy\.example" is not an IP address, a range \(10\.0\.0\.0\/8\) or loopback/,
    );
  });
});
