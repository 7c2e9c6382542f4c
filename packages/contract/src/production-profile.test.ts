import { describe, expect, it } from "vitest";
import { demoDefaultsAllowed, isLoopbackUrl } from "./production-profile.ts";

describe("isLoopbackUrl", () => {
  it.each([
    "http://localhost:3000",
    "http://localhost",
    "https://localhost:8443/path",
    "http://127.0.0.1:3000",
    "http://127.0.0.1",
    "http://127.1.2.3:3000",
    "http://127.1",
    "http://[::1]:3000",
    "http://[0:0:0:0:0:0:0:1]/",
  ])("counts %s as this machine", (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    "http://127.0.0.1.nip.io",
    "http://127.0.0.1.nip.io:3000",
    "http://127.example.com",
    "http://localhost.example.com",
    "http://localhost.localdomain",
    "http://app.localhost",
    "http://128.0.0.1",
    "http://10.0.0.1:3000",
    "http://0.0.0.0:3000",
    "http://[::ffff:127.0.0.1]",
    "https://www.thalassa.example",
    "not a url",
  ])("counts %s as elsewhere", (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});

describe("demoDefaultsAllowed", () => {
  it("holds for a site on this machine only", () => {
    expect(demoDefaultsAllowed({ DEMO_DEFAULTS: "allow", PUBLIC_SITE_URL: "http://localhost:3000" })).toBe(
      true,
    );
    expect(demoDefaultsAllowed({ DEMO_DEFAULTS: "allow", PUBLIC_SITE_URL: "http://127.0.0.1.nip.io" })).toBe(
      false,
    );
    expect(
      demoDefaultsAllowed({ DEMO_DEFAULTS: "allow", PUBLIC_SITE_URL: "http://localhost.example.com" }),
    ).toBe(false);
    expect(demoDefaultsAllowed({ PUBLIC_SITE_URL: "http://localhost:3000" })).toBe(false);
  });
});
