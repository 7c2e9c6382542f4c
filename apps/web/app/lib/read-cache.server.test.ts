import { describe, expect, it } from "vitest";
import { ReadCache } from "./read-cache.server.ts";

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("ReadCache (60 s, stale-while-revalidate, stale on error)", () => {
  it("serves a fresh value without loading again", async () => {
    const c = clock();
    const cache = new ReadCache(60_000, 100, c.now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    c.advance(59_999);
    expect(await cache.get("k", load)).toBe(1);
    expect(loads).toBe(1);
  });

  it("answers stale at once after 60 s and refreshes in the background", async () => {
    const c = clock();
    const cache = new ReadCache(60_000, 100, c.now);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("k", load);
    c.advance(60_000);
    expect(await cache.get("k", load)).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("k", load)).toBe(2);
  });

  it("keeps serving the stale value while the source fails", async () => {
    const c = clock();
    const cache = new ReadCache(60_000, 100, c.now);
    await cache.get("k", async () => "first");
    c.advance(120_000);
    const failing = async () => {
      throw new Error("API down");
    };
    expect(await cache.get("k", failing)).toBe("first");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("k", failing)).toBe("first");
  });

  it("shares one load between concurrent callers and does not cache failures", async () => {
    const cache = new ReadCache();
    let loads = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 10));
    const [a, b] = await Promise.all([cache.get("k", slow), cache.get("k", slow)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get("x", async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await cache.get("x", async () => "ok")).toBe("ok");
  });
});
