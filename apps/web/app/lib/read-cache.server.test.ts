import { describe, expect, it } from "vitest";
import { ReadCache } from "./read-cache.server.ts";

// Starts where a real clock would: lru-cache reads a start time of 0 as "no time to live".
function clock(start = 1_000_000) {
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
    c.advance(60_001);
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

  it("rejects every caller that shared a failed first load with the loader's own error", async () => {
    const cache = new ReadCache();
    class NotFound extends Error {}
    const failing = () =>
      new Promise<never>((_, reject) => setTimeout(() => reject(new NotFound("gone")), 10));
    const results = await Promise.allSettled([cache.get("k", failing), cache.get("k", failing)]);
    for (const result of results) {
      expect(result.status).toBe("rejected");
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(NotFound);
    }
  });

  it("answers a read in flight when the cache is cleared, and loads the next read again", async () => {
    const cache = new ReadCache();
    let loads = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 10));
    const inFlight = cache.get("k", slow);
    cache.clear();
    expect(await inFlight).toBe(1);
    // The answer read before the change is not kept: the next reader loads the new content.
    expect(await cache.get("k", slow)).toBe(2);
  });

  it("answers a read whose key is pushed out while it loads", async () => {
    const cache = new ReadCache(60_000, 1);
    const slow = () => new Promise<string>((r) => setTimeout(() => r("slow"), 10));
    const inFlight = cache.get("a", slow);
    await cache.get("b", async () => "b");
    expect(await inFlight).toBe("slow");
  });

  it("drops the least recently read key first when full", async () => {
    const cache = new ReadCache(60_000, 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("a", load); // read again: "b" is now the least recently read
    await cache.get("c", load);
    expect(loads).toBe(3);
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("b", load)).toBe(4);
  });
});
