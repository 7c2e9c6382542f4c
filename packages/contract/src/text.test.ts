import { describe, expect, it } from "vitest";
import { escapeXml, htmlToText, metaDescriptionOf } from "./text.ts";

describe("rules for values made from content (one place for the API and the site)", () => {
  it("the meta description of an item without one is the 30-word excerpt of its text", () => {
    const html = `<p>${Array.from({ length: 40 }, (_, i) => `w${i}`).join(" ")}.</p>`;
    expect(metaDescriptionOf(html)).toBe(`${Array.from({ length: 30 }, (_, i) => `w${i}`).join(" ")}...`);
    expect(metaDescriptionOf("<p>Fish &amp; chips</p>")).toBe("Fish & chips");
  });

  it("plain text decodes the entities a description carries; XML escaping encodes them again", () => {
    const text = htmlToText("<p>Tom &amp; Jerry&nbsp;&quot;say&quot; &lt;hi&gt;</p>");
    expect(text).toBe('Tom & Jerry "say" <hi>');
    expect(escapeXml(text)).toBe("Tom &amp; Jerry &quot;say&quot; &lt;hi&gt;");
  });
});
