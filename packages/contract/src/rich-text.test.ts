import { describe, expect, it } from "vitest";
import { z } from "zod";
import { featureBlockSchema, richTextBlockSchema } from "./blocks.ts";
import {
  boundRichText,
  RICH_TEXT_MAX_CHARS,
  RICH_TEXT_MAX_DEPTH,
  richTextLinkAllowed,
  richTextMessages,
  richTextSchema,
} from "./rich-text.ts";
import { staffBlockSchema, staffContentSchemas, staffNewsSchema } from "./staff.ts";

/** The deepest nesting of `html` as a parser sees it, for well-formed output of boundRichText. */
function nesting(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z][a-z0-9-]*)[^>]*>/g)) {
    if (name === "br" || name === "hr" || name === "img") continue;
    depth += closing ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

describe("boundRichText", () => {
  it("keeps ordinary editor HTML as it was", () => {
    const html =
      '<h2>Terms</h2><p>Read <a href="https://example.com/?a=1&amp;b=2" title="the &quot;rules&quot;">these</a> first.<br/>Then <strong><em>sign</em></strong>.</p><ul><li>One</li><li>Two</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    const bounded = boundRichText(html);
    expect(bounded.droppedTags).toBe(0);
    expect(bounded.depth).toBe(4);
    expect(bounded.html).toBe(
      '<h2>Terms</h2><p>Read <a href="https://example.com/?a=1&amp;b=2" title="the &quot;rules&quot;">these</a> first.<br>Then <strong><em>sign</em></strong>.</p><ul><li>One</li><li>Two</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>',
    );
  });

  it("flattens 200,000 nested tags to the limit, keeping their text", () => {
    const html = `${"<b>".repeat(200_000)}deep${"</b>".repeat(200_000)} after`;
    const bounded = boundRichText(html);
    expect(bounded.depth).toBe(RICH_TEXT_MAX_DEPTH);
    expect(bounded.droppedTags).toBe(200_000 - RICH_TEXT_MAX_DEPTH);
    expect(nesting(bounded.html)).toBe(RICH_TEXT_MAX_DEPTH);
    expect(bounded.html).toBe(`${"<b>".repeat(20)}deep${"</b>".repeat(20)} after`);
  });

  it("counts unclosed tags as the parser does, and paragraphs that close each other as one level", () => {
    expect(boundRichText("<i>".repeat(50)).depth).toBe(RICH_TEXT_MAX_DEPTH);
    expect(boundRichText("<p>a".repeat(500)).depth).toBe(1);
    expect(boundRichText("<ul><li>a<li>b<li>c</ul>").html).toBe("<ul><li>a</li><li>b</li><li>c</li></ul>");
  });

  it("writes every tag itself: stray '<', comments and tags hidden in attributes cannot add levels", () => {
    const bounded = boundRichText(
      `a < b<!-- <b><b> --><!doctype x><?pi x?></nope><b title="<b><b>" data-x='">'>x</b>${'<i x="'.repeat(3)}`,
    );
    expect(bounded.html).toBe('a &lt; b<b title="&lt;b&gt;&lt;b&gt;" data-x="&quot;&gt;">x</b>');
    expect(nesting(bounded.html)).toBe(1);
  });

  it("closes several elements one by one, as a parser would", () => {
    expect(boundRichText("<b><i><u>x</b>y").html).toBe("<b><i><u>x</u></i></b>y");
  });
});

describe("richTextSchema", () => {
  it("takes the longest real texts and refuses text past either limit, naming the limit", () => {
    expect(richTextSchema.safeParse(`<p>${"word ".repeat(20_000)}</p>`).success).toBe(true);
    const long = richTextSchema.safeParse("x".repeat(RICH_TEXT_MAX_CHARS + 1));
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([richTextMessages.tooLong]);
    expect(richTextMessages.tooLong).toContain("200,000 characters");
    const deep = richTextSchema.safeParse("<b>".repeat(RICH_TEXT_MAX_DEPTH + 1));
    expect(deep.error?.issues.map((issue) => issue.message)).toEqual([richTextMessages.tooDeep]);
    expect(richTextMessages.tooDeep).toContain("20 levels");
    expect(richTextSchema.safeParse("<b>".repeat(RICH_TEXT_MAX_DEPTH)).success).toBe(true);
  });

  it("is the schema of every rich-text field the staff write routes take", () => {
    const deep = "<b>".repeat(1_000);
    const news = staffNewsSchema.safeParse({ title: "T", url: "t", description: deep, images: {} });
    expect(news.error?.issues.find((issue) => issue.path[0] === "description")?.message).toBe(
      richTextMessages.tooDeep,
    );
    for (const [type, field] of [
      ["events", "description"],
      ["jobs", "description"],
      ["brands", "description"],
      ["csr", "description"],
    ] as const) {
      const shape = staffContentSchemas[type].shape as Record<string, z.ZodType>;
      expect(shape[field]?.safeParse(deep).success, `${type}.${field}`).toBe(false);
    }
    expect(richTextBlockSchema.safeParse({ value: deep }).success).toBe(false);
    expect(featureBlockSchema.shape.paragraph.safeParse(deep).success).toBe(false);
    const block = staffBlockSchema.safeParse({
      page_name: "terms",
      block_name: "Content",
      content: { value: deep },
    });
    expect(block.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["content.value", richTextMessages.tooDeep],
    ]);
  });

  it("still reads as an HTML text field for the staff forms", () => {
    const schema = z.toJSONSchema(staffNewsSchema, { io: "input", unrepresentable: "any" }) as {
      properties: Record<string, { contentMediaType?: string; maxLength?: number }>;
    };
    expect(schema.properties.description).toMatchObject({
      contentMediaType: "text/html",
      maxLength: RICH_TEXT_MAX_CHARS,
    });
  });
});

describe("links rich text may hold (the sanitiser's rule and the editor's link button)", () => {
  it("allows web, mail and phone links, site paths and anchors", () => {
    for (const href of [
      "https://thalassa.example/menu",
      "http://a.example",
      "mailto:hi@a.example",
      "tel:+35725000000",
      "/careers",
      "#menu",
    ]) {
      expect(richTextLinkAllowed(href), href).toBe(true);
    }
  });
  it("refuses scripts, data, protocol-relative and bare schemes", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "https://",
      "ftp://a.example",
      "www.a.example",
      "",
    ]) {
      expect(richTextLinkAllowed(href), href).toBe(false);
    }
  });
});
