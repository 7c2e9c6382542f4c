import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reachedScrollThreshold, throttle } from "./infinite-scroll.ts";

describe("infinite scroll threshold (0.8)", () => {
  it("fires once the viewport's bottom passes 80 % of the page", () => {
    expect(reachedScrollThreshold(0, 800, 4000, 0.8)).toBe(false);
    expect(reachedScrollThreshold(2399, 800, 4000, 0.8)).toBe(false);
    expect(reachedScrollThreshold(2400, 800, 4000, 0.8)).toBe(true);
    expect(reachedScrollThreshold(0, 800, 0, 0.8)).toBe(false);
  });
});

describe("throttle (150 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it("runs at once, then at most once per interval, and once at the end of a burst", () => {
    const fn = vi.fn();
    const t = throttle(fn, 150);
    t(1);
    t(2);
    t(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(149);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    t.cancel();
  });
});
