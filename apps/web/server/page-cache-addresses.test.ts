import { describe, expect, it } from "vitest";
import { PageCache, type RenderedPage, renderedPage } from "./page-cache.ts";
import { sharedPage } from "./router-handler.ts";

const routeIds = new Set(["root", "routes/site-layout", "routes/about", "routes/edit-component"]);

/** A page about the size of a real one, rendered as the site would answer the address. */
function rendered(address: string): RenderedPage {
  return renderedPage({
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    body: Buffer.from(`<main>${address}</main>${" ".repeat(20_000)}`),
  });
}

/** One GET as the router handler serves it: from the cache under its shared key, or rendered for the visitor alone. */
async function visit(cache: PageCache, path: string, renders: string[]) {
  const request = new Request(`http://site.test${path}`);
  const shared = sharedPage(request, routeIds);
  const render = async () => {
    renders.push(path);
    return rendered(path);
  };
  if (!shared) return render();
  return (await cache.get(shared.key, render, { openEnded: shared.openEnded })) ?? render();
}

describe("the page cache under addresses nobody links to", () => {
  it("keeps no entry for 1,200 distinct pageName or token values, each asked twice, and keeps the real page", async () => {
    // Room for about fifty pages: the flood below would push the real page out many times over.
    const cache = new PageCache({ freshMs: 60_000, maxBytes: 1_100_000, now: () => 0 });
    const renders: string[] = [];
    await visit(cache, "/about", renders);
    await visit(cache, "/about", renders);
    const before = cache.size;
    for (let i = 0; i < 1_200; i++) {
      for (const path of [
        `/edit-component?pageName=p${i}&blockName=Hero`,
        `/edit-component?pageName=home&blockName=b${i}`,
        `/newsletter/unsubscribe?token=t${i}`,
      ]) {
        await visit(cache, path, renders);
        await visit(cache, path, renders);
      }
    }
    expect(cache.size).toEqual(before);
    renders.length = 0;
    await visit(cache, "/about", renders);
    expect(renders).toEqual([]);
  });

  it("keeps the real pages through 1,200 made-up page numbers, ids and community items, each asked twice", async () => {
    const cache = new PageCache({ freshMs: 60_000, maxBytes: 1_100_000, now: () => 0 });
    const renders: string[] = [];
    const realPages = ["/about", "/news", "/news?sort=brand&brand=2", "/whats-on?brand=3"];
    for (const path of [...realPages, ...realPages]) await visit(cache, path, renders);
    for (let i = 2; i < 1_202; i++) {
      for (const path of [`/news?page=${i}`, `/forms/job-application?job=${i}`, `/about?modal=csr-${i}`]) {
        await visit(cache, path, renders);
        await visit(cache, path, renders);
      }
    }
    renders.length = 0;
    for (const path of ["/about", "/news"]) await visit(cache, path, renders);
    expect(renders).toEqual([]);
    // A quarter of the room is theirs: the flood cycles through it and takes no more.
    expect(cache.size.bytes).toBeLessThanOrEqual(1_100_000);
  });

  it("still shares the preview of a block the site has", async () => {
    const cache = new PageCache({ freshMs: 60_000, maxBytes: 1_100_000, now: () => 0 });
    const renders: string[] = [];
    await visit(cache, "/edit-component?pageName=terms&blockName=Content&x=1", renders);
    await visit(cache, "/edit-component?blockName=Content&pageName=terms", renders);
    expect(renders).toHaveLength(1);
    expect(cache.size.pages).toBe(1);
  });
});
