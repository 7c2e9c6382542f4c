import { describe, expect, it } from "vitest";
import { bodyWithNonce, isShareable, PageCache, type RenderedPage, renderedPage } from "./page-cache.ts";

function page(body: string, init: Partial<RenderedPage> = {}): RenderedPage {
  return renderedPage(
    {
      status: 200,
      headers: [["content-type", "text/html; charset=utf-8"]],
      body: Buffer.from(body),
      ...init,
    },
    "STAND-IN-NONCE",
  );
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

describe("bodyWithNonce", () => {
  const standIn = "c3RhbmQtaW4tbm9uY2UxMg==";
  const html = `<script nonce="${standIn}">a</script>é<link nonce="${standIn}"/>${standIn}`;

  it("puts each response's nonce wherever the stand-in stood, and nothing else changes", () => {
    const kept = renderedPage({ status: 200, headers: [], body: Buffer.from(html) }, standIn);
    expect(kept.nonceSpans.offsets).toHaveLength(3);
    for (const nonce of ["Zmlyc3QtdmlzaXRvci1ub25jZQ==", "short", ""])
      expect(bodyWithNonce(kept, nonce).toString()).toBe(html.replaceAll(standIn, nonce));
  });

  it("sends a body without the stand-in as it is", () => {
    const kept = renderedPage({ status: 200, headers: [], body: Buffer.from('{"a":1}') }, standIn);
    expect(bodyWithNonce(kept, "other")).toBe(kept.body);
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

  it("forgets a failed first render, so the next request renders again", async () => {
    const { cache, render } = setup();
    await expect(
      cache.get("/", async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect((await cache.get("/", render("ok")))?.body.toString()).toBe("ok");
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

  it("evicts the oldest pages past its byte and entry limits", async () => {
    const { cache, render } = setup({ maxBytes: 10, maxPageBytes: 10 });
    await cache.get("/a", render("aaaa"));
    await cache.get("/b", render("bbbb"));
    await cache.get("/c", render("cccc"));
    expect(cache.size).toEqual({ pages: 2, bytes: 8 });
    const byCount = setup({ maxEntries: 2 });
    for (const key of ["/1", "/2", "/3", "/4"]) await byCount.cache.get(key, byCount.render(key));
    expect(byCount.cache.size.pages).toBe(2);
    expect((await byCount.cache.get("/4", byCount.render("new")))?.body.toString()).toBe("/4");
  });

  it("never keeps a page bigger than an eighth of the budget", async () => {
    const { cache, render, renders } = setup({ maxBytes: 80 });
    await cache.get("/big", render("x".repeat(11)));
    expect(cache.size.bytes).toBe(0);
    await cache.get("/big", render("x".repeat(11)));
    expect(renders()).toBe(1);
  });
});
