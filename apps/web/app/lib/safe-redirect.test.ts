import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

/**
 * Each of these, sent as a Location, would take a browser off the site (or run script): browsers
 * resolve dot segments (also encoded), read "\" as "/", and drop tabs and newlines.
 */
const HOSTILE = [
  "//evil.example",
  "//evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/..//evil.example/x",
  "/../..//evil.example/x",
  "/%2e%2e//evil.example/x",
  "/%2E%2E//evil.example/x",
  "/.%2e//evil.example/x",
  "/x/../..//evil.example",
  "/./\\evil.example",
  "https://evil.example/",
  "HTTPS://evil.example/",
  "https:evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\tevil",
  "\t//evil.example",
  " //evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
];

describe("safeRedirect", () => {
  it.each(HOSTILE)("refuses %j", (value) => {
    expect(safeRedirect(value, "/fallback")).toBe("/fallback");
  });

  it.each([
    ["/private-events?modal=enquiry-form", "/private-events?modal=enquiry-form"],
    ["/news/a-b?page=2#top", "/news/a-b?page=2#top"],
    ["/", "/"],
    // Resolved as a browser would, and sent in its resolved form.
    ["/news/../about", "/about"],
    ["/a b", "/a%20b"],
  ])("keeps the same-site path %j as %j", (value, expected) => {
    expect(safeRedirect(value, "/fallback")).toBe(expected);
  });

  it.each([null, undefined, 42, ""])("falls back for %j", (value) => {
    expect(safeRedirect(value, "/fallback")).toBe("/fallback");
  });

  it("whatever it returns, a browser resolves on this site", () => {
    for (const value of HOSTILE) {
      const kept = safeRedirect(value, "/");
      expect(new URL(kept, "https://site.example").origin).toBe("https://site.example");
    }
  });
});

describe("safeRedirect: the usual cases", () => {
  it.each([
    ["/private-events?modal=enquiry-form", "/private-events?modal=enquiry-form"],
    ["//evil.example/", "/"],
    ["https://evil.example/", "/"],
    ["/\\evil.example", "/"],
    [null, "/"],
  ])("%s → %s", (value, expected) => {
    expect(safeRedirect(value, "/")).toBe(expected);
  });
});
