import { readFileSync } from "node:fs";
import { RICH_TEXT_MAX_CHARS, RICH_TEXT_MAX_DEPTH } from "@thalassa/contract/rich-text";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.server.ts";

/** The deepest nesting of elements in sanitised output (which writes every tag plainly). */
function nesting(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)[^>]*>/g)) {
    if (name === "br" || name === "hr") continue;
    depth += closing ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

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

  it("gives 200,000 nested tags at most the depth limit", () => {
    // Issue 24: this input (600 KB) held the site's thread for 11 s and came out 200,000 levels deep.
    const out = sanitizeRichText("<b>".repeat(200_000));
    expect(nesting(out)).toBe(RICH_TEXT_MAX_DEPTH);
  });

  it("flattens tags past the depth limit and keeps their text", () => {
    const out = sanitizeRichText(`${"<b>".repeat(25_000)}deep${"</b>".repeat(25_000)}after`);
    expect(out).toBe(`${"<b>".repeat(RICH_TEXT_MAX_DEPTH)}deep${"</b>".repeat(RICH_TEXT_MAX_DEPTH)}after`);
  });

  it("renders at most the length limit of a stored text", () => {
    const out = sanitizeRichText(`<p>${"x".repeat(RICH_TEXT_MAX_CHARS * 2)}</p>`);
    expect(out).toBe(`<p>${"x".repeat(RICH_TEXT_MAX_CHARS - 3)}</p>`);
  });

  it("gives real content the same output as before the limits", () => {
    const html =
      '<h1>Title</h1><p>Read <a href="/terms?a=1&amp;b=2" title="The &quot;terms&quot;">these</a> &amp; <A HREF="https://example.com">that</A>.<br/>Next<p>Second<ul><li>One<li>Two</ul><table><tr><td colspan="2">x</td></tr></table><!-- note --><span>a < b</span>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p>Read <a title="The &quot;terms&quot;" href="/terms?a=1&amp;b=2">these</a> &amp; <a href="https://example.com" target="_blank" rel="noopener noreferrer">that</a>.<br />Next</p><p>Second</p><ul><li>One</li><li>Two</li></ul><table><tr><td colspan="2">x</td></tr></table><span>a &lt; b</span>',
    );
  });
});
