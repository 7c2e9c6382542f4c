import { describe, expect, it } from "vitest";
import { excerpt, htmlToText, isBlank, truncateTitle } from "./text.ts";

describe("truncateTitle (SPEC §9: 40 / 60 / 15)", () => {
  const long = "Sunset suppers on the pier return for the summer season with new dishes";
  it.each([40, 60, 15])("cuts at %i characters with an ellipsis", (max) => {
    const cut = truncateTitle(long, max);
    expect(cut.endsWith("…")).toBe(true);
    expect(Array.from(cut.replace(/…$/, "")).length).toBeLessThanOrEqual(max);
    expect(long.startsWith(cut.replace(/…$/, ""))).toBe(true);
  });
  it("leaves short titles alone", () => {
    expect(truncateTitle("Summer menu", 15)).toBe("Summer menu");
    expect(truncateTitle("x".repeat(40), 40)).toBe("x".repeat(40));
  });
  it("counts Greek letters as single characters", () => {
    expect(truncateTitle("Καλοκαίρι στη θάλασσα", 9)).toBe("Καλοκαίρι…");
  });
});

describe("excerpt (30 words plus ellipsis, -1 for no limit)", () => {
  const words = Array.from({ length: 40 }, (_, i) => `w${i}`).join(" ");
  it("keeps 30 words and adds an ellipsis", () => {
    const out = excerpt(words);
    expect(out.split(" ")).toHaveLength(30);
    expect(out.endsWith("w29...")).toBe(true);
  });
  it("-1 keeps everything", () => {
    expect(excerpt(words, -1)).toBe(words);
  });
  it("short text has no ellipsis", () => {
    expect(excerpt("one two three", 30)).toBe("one two three");
  });
  it("a cut after a sentence or a comma ends in one ellipsis, never four dots", () => {
    expect(excerpt("We bake bread. Every morning at dawn.", 3)).toBe("We bake bread...");
    expect(excerpt("Fresh, local, seasonal food", 2)).toBe("Fresh, local...");
    expect(excerpt("Wait for it… and then more", 3)).toBe("Wait for it...");
  });
});

describe("htmlToText and isBlank", () => {
  it("strips tags and decodes common entities", () => {
    expect(htmlToText("<p>Fish &amp; chips&nbsp;<b>today</b></p>")).toBe("Fish & chips today");
  });
  it("treats the literal text null as blank", () => {
    expect(isBlank("null")).toBe(true);
    expect(isBlank(" ")).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank("+357 99 000000")).toBe(false);
  });
});
