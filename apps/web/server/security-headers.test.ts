import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers.ts";

function policyFor(path: string): string {
  const headers = new Map<string, string>();
  const req = { path, protocol: "http" } as Request;
  const res = {
    locals: {},
    setHeader: (name: string, value: string) => headers.set(name, value),
  } as unknown as Response;
  let passed = false;
  securityHeaders({ formActionOrigins: [], frameAncestors: [], connectOrigins: [] })(req, res, (() => {
    passed = true;
  }) as NextFunction);
  expect(passed).toBe(true);
  return headers.get("Content-Security-Policy") ?? "";
}

const mediaSources = (policy: string) => policy.split("; ").find((part) => part.startsWith("media-src "));
const imageSources = (policy: string) => policy.split("; ").find((part) => part.startsWith("img-src "));

describe("the policy's media and image sources", () => {
  it("let staff pages play a video chosen on the device (its poster frame is taken from a blob: address)", () => {
    expect(mediaSources(policyFor("/staff/content/blocks/12"))).toBe("media-src 'self' blob: https:");
    expect(mediaSources(policyFor("/staff"))).toBe("media-src 'self' blob: https:");
  });

  it("let staff pages show a picture chosen on the device before it is uploaded", () => {
    expect(imageSources(policyFor("/staff/content/news/3"))).toBe("img-src 'self' data: blob: https:");
    expect(imageSources(policyFor("/central-production"))).toBe("img-src 'self' data: https:");
  });

  it("keep public pages to the site and https", () => {
    expect(mediaSources(policyFor("/central-production"))).toBe("media-src 'self' https:");
    expect(mediaSources(policyFor("/staffing"))).toBe("media-src 'self' https:");
  });
});
