import { describe, expect, it } from "vitest";
import { notModified, SHARED_CACHE, sharedCacheControl } from "./shared-cache-headers.ts";

describe("sharedCacheControl", () => {
  it("lets shared caches keep a page briefly and browsers for less", () => {
    expect(sharedCacheControl([["content-type", "text/html"]])).toBe(
      `public, max-age=${SHARED_CACHE.browserSeconds}, s-maxage=${SHARED_CACHE.sharedSeconds}, stale-while-revalidate=${SHARED_CACHE.staleSeconds}`,
    );
  });

  it("keeps a route's own max-age for browsers but not for shared caches", () => {
    const feed = sharedCacheControl([["Cache-Control", "public, max-age=900"]]);
    expect(feed).toBe(
      `public, max-age=900, s-maxage=${SHARED_CACHE.sharedSeconds}, stale-while-revalidate=${SHARED_CACHE.staleSeconds}`,
    );
  });

  it("keeps a publish within the content-version poll and the shared lifetime: under a minute", () => {
    expect(SHARED_CACHE.sharedSeconds + SHARED_CACHE.staleSeconds).toBeLessThanOrEqual(60);
    expect(SHARED_CACHE.browserSeconds).toBeLessThan(SHARED_CACHE.sharedSeconds);
  });
});

describe("notModified", () => {
  const etag = 'W/"abc"';
  it("matches the ETag weakly, in a list, or any with *", () => {
    expect(notModified('W/"abc"', etag)).toBe(true);
    expect(notModified('"abc"', etag)).toBe(true);
    expect(notModified('"x", W/"abc"', etag)).toBe(true);
    expect(notModified("*", etag)).toBe(true);
  });

  it("sends the page when the visitor has another or none", () => {
    expect(notModified('W/"abd"', etag)).toBe(false);
    expect(notModified(undefined, etag)).toBe(false);
    expect(notModified("*", undefined)).toBe(false);
  });
});
