import { describe, expect, it } from "vitest";
import { parseWebEnv } from "./env.server.ts";

describe("the site's settings", () => {
  it("has a default for every setting the server reads", () => {
    const env = parseWebEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", REQUEST_TIMEOUT_MS: 30_000 });
    expect(env.FORM_ACTION_ORIGINS).toEqual([]);
    expect(env.FRAME_ANCESTORS).toEqual([]);
    expect(env.TRUSTED_ORIGINS).toEqual([]);
    expect(env.CONNECT_ORIGINS).toContain("https://*.google-analytics.com");
  });

  it("reads origin lists separated by spaces or commas", () => {
    const env = parseWebEnv({
      FORM_ACTION_ORIGINS: "https://pay.example.com, https://pay2.example.com:8443",
      TRUSTED_ORIGINS: "https://www.example.com",
      PORT: "8080",
    });
    expect(env.FORM_ACTION_ORIGINS).toEqual(["https://pay.example.com", "https://pay2.example.com:8443"]);
    expect(env.TRUSTED_ORIGINS).toEqual(["https://www.example.com"]);
    expect(env.PORT).toBe(8080);
  });

  it("names a wrong entry instead of sending it in a header", () => {
    expect(() => parseWebEnv({ FRAME_ANCESTORS: "https://cms.example.com 'unsafe-inline'" })).toThrow(
      /FRAME_ANCESTORS: "'unsafe-inline'" is not an origin/,
    );
    // A wildcard suits the CSP, never the exact Origin comparison of the CSRF guard.
    expect(() => parseWebEnv({ TRUSTED_ORIGINS: "https://*.example.com" })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => parseWebEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => parseWebEnv({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
