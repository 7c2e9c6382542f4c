import { describe, expect, it } from "vitest";
import {
  BODY_RATIO,
  blurhashAverage,
  contrast,
  LARGE_RATIO,
  OVERLAY_TEXT,
  over,
  textPanel,
} from "./text-panel.ts";

const WHITE = [255, 255, 255] as const;
const rgb = (panel: { rgb: string }) => panel.rgb.split(" ").map(Number) as [number, number, number];

describe("textPanel", () => {
  it("reads a blurhash's average colour", () => {
    // The blurhash README's example: "HV6n" in base 83 is 0x979695.
    expect(blurhashAverage("LEHV6nWB2yk8pyo0adR*.7kCMdnj")).toEqual([151, 150, 149]);
    expect(blurhashAverage("bad")).toBeNull();
    expect(blurhashAverage("L!!!!!")).toBeNull();
  });

  it("keeps every text colour at its ratio over a white picture, whatever the tint", () => {
    for (const hash of [
      null,
      "L00000fQfQfQfQfQfQfQfQfQfQfQ",
      "L~~~~~fQfQfQfQfQfQfQfQfQfQfQ",
      "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
    ]) {
      const texts = [
        { colour: OVERLAY_TEXT.white, ratio: LARGE_RATIO },
        { colour: OVERLAY_TEXT.warm, ratio: BODY_RATIO },
        { colour: OVERLAY_TEXT.lemon, ratio: BODY_RATIO },
      ];
      const panel = textPanel(hash, texts);
      const ground = over(rgb(panel), panel.alpha, [...WHITE]);
      for (const text of texts) expect(contrast(text.colour, ground)).toBeGreaterThanOrEqual(text.ratio);
      expect(panel.alpha).toBeLessThan(0.95);
    }
  });

  it("asks less of large text than of body text", () => {
    const large = textPanel(null, [{ colour: OVERLAY_TEXT.white, ratio: LARGE_RATIO }]);
    const body = textPanel(null, [{ colour: OVERLAY_TEXT.lemon, ratio: BODY_RATIO }]);
    expect(large.alpha).toBeLessThan(body.alpha);
  });
});
