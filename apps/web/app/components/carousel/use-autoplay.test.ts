import { describe, expect, it } from "vitest";
import { cycleIndex, twoDigits } from "./use-autoplay.ts";

describe("carousel index", () => {
  it("cycles forwards and backwards", () => {
    expect(cycleIndex(0, 1, 3)).toBe(1);
    expect(cycleIndex(2, 1, 3)).toBe(0);
    expect(cycleIndex(0, -1, 3)).toBe(2);
    expect(cycleIndex(1, -5, 3)).toBe(2);
    expect(cycleIndex(0, 1, 0)).toBe(0);
  });

  it("writes page numbers with two digits", () => {
    expect(twoDigits(1)).toBe("01");
    expect(twoDigits(8)).toBe("08");
    expect(twoDigits(12)).toBe("12");
  });
});
