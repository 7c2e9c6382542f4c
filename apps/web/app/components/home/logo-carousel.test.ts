import { describe, expect, it } from "vitest";
import { logoSetCount } from "./logo-carousel.tsx";

describe("logo strip sets", () => {
  it("draws a still row once", () => {
    expect(logoSetCount(15, false)).toBe(1);
    expect(logoSetCount(4, false)).toBe(1);
  });

  it("draws a moving row often enough that the copies after the first fill 15 slots", () => {
    expect(logoSetCount(15, true)).toBe(2);
    expect(logoSetCount(20, true)).toBe(2);
    expect(logoSetCount(14, true)).toBe(3);
    expect(logoSetCount(5, true)).toBe(4);
    expect(logoSetCount(1, true)).toBe(16);
  });
});
