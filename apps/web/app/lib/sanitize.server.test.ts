import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.server.ts";

const corpus: { payloads: { title: string; payload: string }[] } = JSON.parse(
  readFileSync(new URL("../../../../test-fixtures/xss-payloads.json", import.meta.url), "utf8"),
);

/** Anything in sanitised output that could run script or load active content. */
const DANGEROUS = [
  /<script/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<style/i,
  /<form/i,
  /<img/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:text\/html/i,
  /\sstyle\s*=/i,
  /\ssrcdoc\s*=/i,
];

describe("sanitizeRichText", () => {
  it(`neutralises all ${corpus.payloads.length} payloads of the XSS corpus`, () => {
    expect(corpus.payloads.length).toBeGreaterThanOrEqual(150);
    for (const { title, payload } of corpus.payloads) {
      const out = sanitizeRichText(payload);
      // Escaped text (&lt;img onerror…) is harmless: only real tags are judged.
      const tags = (out.match(/<[a-z][^>]*>/gi) ?? []).join(" ");
      for (const pattern of DANGEROUS) expect(tags, `${title}: ${out}`).not.toMatch(pattern);
    }
  });

  it("keeps the formatting content needs", () => {
    const html =
      '<h2>Menu</h2><p>Fresh <strong>fish</strong> &amp; <em>meze</em></p><ul><li>One</li></ul><a href="https://example.com">Book</a>';
    const out = sanitizeRichText(html);
    expect(out).toContain("<h2>Menu</h2>");
    expect(out).toContain("<strong>fish</strong>");
    expect(out).toContain("<li>One</li>");
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">Book</a>');
  });

  it("drops javascript: links but keeps the text", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="tel:+35799000000">call</a>')).toBe(
      '<a href="tel:+35799000000">call</a>',
    );
  });
});
