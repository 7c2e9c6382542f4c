import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import {
  ENTRY_OVERHEAD_BYTES,
  isShareable,
  PageCache,
  PageCacheBusyError,
  type RenderedPage,
  renderedPage,
} from "./page-cache.ts";

function page(body: string, init: Partial<RenderedPage> = {}): RenderedPage {
  return renderedPage({
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    body: Buffer.from(body),
    ...init,
  });
}

function setup(options: { maxBytes?: number; maxEntries?: number; maxPageBytes?: number } = {}) {
  let time = 0;
  const cache = new PageCache({
    freshMs: 10_000,
    maxBytes: options.maxBytes ?? 1_000_000,
    maxEntries: options.maxEntries,
    maxPageBytes: options.maxPageBytes,
    now: () => time,
  });
  let renders = 0;
  const render = (body: string | (() => RenderedPage)) => async () => {
    renders++;
    return typeof body === "string" ? page(body) : body();
  };
  return {
    cache,
    render,
    renders: () => renders,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("isShareable", () => {
  it("shares a plain 200 only", () => {
    expect(isShareable(page("x"))).toBe(true);
    expect(isShareable(page("x", { status: 302 }))).toBe(false);
    expect(isShareable(page("x", { status: 503 }))).toBe(false);
    expect(isShareable(page("x", { headers: [["Set-Cookie", "a=b"]] }))).toBe(false);
    expect(isShareable(page("x", { headers: [["cache-control", "no-store"]] }))).toBe(false);
    expect(isShareable(page("x", { headers: [["Cache-Control", "private, max-age=0"]] }))).toBe(false);
    expect(isShareable(page("x", { headers: [["cache-control", "public, max-age=900"]] }))).toBe(true);
    expect(isShareable(page("x".repeat(11)), 10)).toBe(false);
  });
});

describe("renderedPage", () => {
  const html = `<script>a</script>é${"<p>shared</p>".repeat(200)}`;

  it("keeps a 200 with its gzip copy, compressed once, and an ETag from its bytes", () => {
    const kept = renderedPage({ status: 200, headers: [], body: Buffer.from(html) });
    expect(kept.gzip && gunzipSync(kept.gzip).toString()).toBe(html);
    expect(kept.gzip?.byteLength).toBeLessThan(kept.body.byteLength / 4);
    expect(kept.etag).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);
    expect(renderedPage({ status: 200, headers: [], body: Buffer.from(html) }).etag).toBe(kept.etag);
    expect(renderedPage({ status: 200, headers: [], body: Buffer.from(`${html} `) }).etag).not.toBe(
      kept.etag,
    );
  });

  it("gives an answer that is not a 200, or an empty one, neither copy nor validator", () => {
    for (const answer of [
      renderedPage({ status: 302, headers: [["location", "/"]], body: Buffer.from("") }),
      renderedPage({ status: 404, headers: [], body: Buffer.from(html) }),
      renderedPage({ status: 200, headers: [], body: Buffer.from("") }),
    ]) {
      expect(answer.gzip).toBeUndefined();
      expect(answer.etag).toBeUndefined();
    }
  });
});

describe("PageCache", () => {
  it("renders once and answers from the cache while the page is fresh", async () => {
    const { cache, render, renders, advance } = setup();
    expect((await cache.get("/", render("one")))?.body.toString()).toBe("one");
    advance(9_999);
    expect((await cache.get("/", render("two")))?.body.toString()).toBe("one");
    expect(renders()).toBe(1);
  });

  it("gives a page without rendering or waiting only while it is fresh (the fast path's question)", async () => {
    const { cache, render, renders, advance } = setup();
    expect(cache.fresh("/")).toBeNull();
    const rendering = cache.get("/", render("one"));
    expect(cache.fresh("/")).toBeNull();
    await rendering;
    expect(cache.fresh("/")?.body.toString()).toBe("one");
    advance(9_999);
    expect(cache.fresh("/")?.body.toString()).toBe("one");
    advance(1);
    expect(cache.fresh("/")).toBeNull();
    await cache.get("/private", async () => page("mine", { headers: [["set-cookie", "a=b"]] }));
    expect(cache.fresh("/private")).toBeNull();
    expect(renders()).toBe(1);
  });

  it("answers a stale page at once and renders it again in the background, once", async () => {
    const { cache, render, renders, advance } = setup();
    await cache.get("/", render("one"));
    advance(10_000);
    const stale = await Promise.all([cache.get("/", render("two")), cache.get("/", render("three"))]);
    expect(stale.map((p) => p?.body.toString())).toEqual(["one", "one"]);
    await settle();
    expect((await cache.get("/", render("four")))?.body.toString()).toBe("two");
    expect(renders()).toBe(2);
  });

  it("makes concurrent requests for a missing page wait for one render", async () => {
    const { cache, render, renders } = setup();
    const pages = await Promise.all([1, 2, 3].map((i) => cache.get("/", render(`r${i}`))));
    expect(pages.map((p) => p?.body.toString())).toEqual(["r1", "r1", "r1"]);
    expect(renders()).toBe(1);
  });

  it("keeps the stale page when a re-render fails", async () => {
    const { cache, render, advance } = setup();
    await cache.get("/", render("one"));
    advance(20_000);
    await cache.get("/", async () => {
      throw new Error("API away");
    });
    await settle();
    expect((await cache.get("/", render("two")))?.body.toString()).toBe("one");
  });

  it("lets a failed first render stand for a few seconds, then renders again", async () => {
    const { cache, render, renders, advance } = setup();
    await expect(
      cache.get("/", async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    await expect(cache.get("/", render("ok"))).rejects.toThrow("boom");
    expect(renders()).toBe(0);
    advance(5_000);
    expect((await cache.get("/", render("ok")))?.body.toString()).toBe("ok");
  });

  it("gives every visitor of a page whose render answered 500 that answer for a few seconds, rendered once", async () => {
    const { cache, render, renders, advance } = setup();
    const failed = page("Something went wrong", { status: 500 });
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        cache.get(
          "/menu/x",
          render(() => failed),
        ),
      ),
    );
    expect(answers).toEqual([failed, failed, failed]);
    expect(await cache.get("/menu/x", render("ok"))).toBe(failed);
    expect(renders()).toBe(1);
    advance(5_000);
    expect((await cache.get("/menu/x", render("ok")))?.body.toString()).toBe("ok");
    expect(renders()).toBe(2);
  });

  it("keeps the stale page when a re-render answers 500, and does not retry it on every request", async () => {
    const { cache, render, renders, advance } = setup();
    await cache.get("/", render("one"));
    advance(20_000);
    await cache.get(
      "/",
      render(() => page("broken", { status: 500 })),
    );
    await settle();
    expect((await cache.get("/", render("two")))?.body.toString()).toBe("one");
    await settle();
    expect(renders()).toBe(2);
    advance(5_000);
    await cache.get("/", render("two"));
    await settle();
    expect((await cache.get("/", render("three")))?.body.toString()).toBe("two");
  });

  it("gives a private answer to the request that rendered it and makes others render for themselves", async () => {
    const { cache, render, renders, advance } = setup();
    const own = page("yours", { headers: [["set-cookie", "utm=x"]] });
    const [first, waiting] = await Promise.all([
      cache.get(
        "/x",
        render(() => own),
      ),
      cache.get("/x", render("other")),
    ]);
    expect(first).toBe(own);
    expect(waiting).toBeNull();
    // Until it is stale, the address is known to be private: no render, no waiting.
    expect(await cache.get("/x", render("again"))).toBeNull();
    expect(renders()).toBe(1);
    advance(10_000);
    expect((await cache.get("/x", render("shared now")))?.body.toString()).toBe("shared now");
  });

  it("drops a stale page when its re-render is no longer shareable (a deleted article redirects)", async () => {
    const { cache, render, advance } = setup();
    await cache.get("/news/1", render("article"));
    advance(10_000);
    await cache.get(
      "/news/1",
      render(() => page("", { status: 302, headers: [["location", "/news"]] })),
    );
    await settle();
    expect(await cache.get("/news/1", render("unused"))).toBeNull();
  });

  it("evicts the least recently used pages past its byte and entry limits", async () => {
    // A 4-byte page and its gzip copy under a 2-character key with its content-type header, plus
    // the fixed overhead.
    const kept = page("aaaa");
    const gzipBytes = kept.gzip?.byteLength ?? 0;
    expect(gzipBytes).toBeGreaterThan(0);
    const cost =
      ENTRY_OVERHEAD_BYTES +
      2 +
      4 +
      gzipBytes +
      (kept.etag?.length ?? 0) +
      "content-type".length +
      "text/html; charset=utf-8".length;
    const { cache, render, renders } = setup({ maxBytes: 2 * cost + 10, maxPageBytes: 10 });
    await cache.get("/a", render("aaaa"));
    await cache.get("/b", render("bbbb"));
    await cache.get("/a", render("unused"));
    await cache.get("/c", render("cccc"));
    expect(cache.size).toEqual({ pages: 2, entries: 2, bytes: 2 * cost });
    // /a was served again, so /b was the one to go.
    expect((await cache.get("/a", render("again")))?.body.toString()).toBe("aaaa");
    expect(renders()).toBe(3);
    const byCount = setup({ maxEntries: 2 });
    for (const key of ["/1", "/2", "/3", "/4"]) await byCount.cache.get(key, byCount.render(key));
    expect(byCount.cache.size.pages).toBe(2);
    expect((await byCount.cache.get("/4", byCount.render("new")))?.body.toString()).toBe("/4");
  });

  it("never keeps a page bigger than an eighth of the budget", async () => {
    const { cache, render, renders } = setup({ maxBytes: 80_000 });
    await cache.get("/big", render("x".repeat(10_001)));
    expect(cache.size).toEqual({ pages: 0, entries: 1, bytes: ENTRY_OVERHEAD_BYTES + 4 });
    await cache.get("/big", render("x".repeat(10_001)));
    expect(renders()).toBe(1);
  });
});

describe("PageCache budget", () => {
  const MIB = 1024 * 1024;

  it("counts throw-away redirect addresses against the budget and keeps the real pages", async () => {
    const budget = 8 * MIB;
    const { cache, render, renders } = setup({ maxBytes: budget });
    const real = Array.from({ length: 50 }, (_, i) => `undecided http://site/page-${i}`);
    for (const key of real) await cache.get(key, render("x".repeat(20_000)));
    // Long addresses that only redirect: each leaves a marker whose key alone is 15 KB.
    const junk = "j".repeat(15_000);
    for (let i = 0; i < 5_000; i++)
      await cache.get(
        `undecided http://site/${junk}${i}`,
        render(() => page("", { status: 302, headers: [["location", "/"]] })),
      );
    const { bytes, entries } = cache.size;
    // Every entry kept is paid for: its key at least, whatever it holds.
    expect(bytes).toBeLessThanOrEqual(budget);
    expect(bytes).toBeGreaterThanOrEqual(50 * 20_000 + (entries - 50) * 15_000);
    const before = renders();
    for (const key of real) await cache.get(key, render("rendered again"));
    expect(renders() - before).toBe(0);
  });

  it("keeps the pages visitors come back to through a flood of one-off pages", async () => {
    const { cache, render, renders } = setup({ maxBytes: 2 * MIB });
    const real = Array.from({ length: 20 }, (_, i) => `/page-${i}`);
    for (const key of real) await cache.get(key, render("r".repeat(20_000)));
    for (const key of real) await cache.get(key, render("unused"));
    // Each distinct address (a brand id, a page number) renders a real 200 page once.
    for (let i = 0; i < 1_000; i++) await cache.get(`/news?page=${i}`, render("n".repeat(20_000)));
    expect(cache.size.bytes).toBeLessThanOrEqual(2 * MIB);
    const before = renders();
    for (const key of real) await cache.get(key, render("rendered again"));
    expect(renders() - before).toBe(0);
  });

  it("renders at most maxRenders pages at once and refuses misses past the waiting line", async () => {
    const cache = new PageCache({ freshMs: 10_000, maxBytes: MIB, maxRenders: 2, maxWaiting: 3 });
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const slowRender = (body: string) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
      return page(body);
    };
    const answers = Array.from({ length: 10 }, (_, i) =>
      cache.get(`/burst-${i}`, slowRender(`p${i}`)).then(
        (p) => p?.body.toString(),
        (error: unknown) => (error instanceof PageCacheBusyError ? "busy" : error),
      ),
    );
    // A request for a page already on its way joins it instead of taking a place in line.
    const joined = cache.get("/burst-0", slowRender("never"));
    await vi.waitFor(() => expect(releases.length).toBe(2));
    while (releases.length || running) {
      releases.shift()?.();
      await settle();
    }
    expect(await Promise.all(answers)).toEqual(["p0", "p1", "p2", "p3", "p4", ...Array(5).fill("busy")]);
    expect((await joined)?.body.toString()).toBe("p0");
    expect(most).toBe(2);
  });
});
