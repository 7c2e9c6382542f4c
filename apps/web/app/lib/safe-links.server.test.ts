import { describe, expect, it } from "vitest";
import { isScriptUrl, NO_LINK, withoutScriptUrls } from "./safe-links.server.ts";

describe("script URLs from the CMS", () => {
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  ])("refuses %j", (url) => {
    expect(isScriptUrl(url)).toBe(true);
  });

  it.each([
    "https://example.com/book",
    "/whats-on",
    "mailto:events@example.com",
    "tel:+35725030300",
    "data:image/png;base64,iVBORw0KGgo=",
    "A javascript: lesson",
  ])("keeps %j", (url) => {
    expect(isScriptUrl(url)).toBe(false);
  });

  it("reads carriage returns as the browser's parser will", () => {
    expect(withoutScriptUrls({ title: "a\r\nb\rc\u0000d" })).toEqual({ title: "a\nb\ncd" });
  });

  it("replaces them anywhere in an answer and keeps everything else", () => {
    const answer = {
      data: [{ book_url: "javascript:alert(1)", name: "Kyma", links: ["https://a.example", "vbscript:x"] }],
      total: 1,
    };
    expect(withoutScriptUrls(answer)).toEqual({
      data: [{ book_url: NO_LINK, name: "Kyma", links: ["https://a.example", NO_LINK] }],
      total: 1,
    });
  });
});
