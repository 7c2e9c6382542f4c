import { describe, expect, it } from "vitest";
import { PageCache, type RenderedPage, renderedPage } from "./page-cache.ts";
import { sharedPage } from "./router-handler.ts";
import { isStaffPath } from "./staff-pages.ts";

function page(body: string): RenderedPage {
  return renderedPage({
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    body: Buffer.from(body),
  });
}

const text = (rendered: RenderedPage | null) => rendered?.body.toString();

describe("PageCache.clear (content published from the staff area)", () => {
  it("renders every page anew after a publish, within its freshness time", async () => {
    const cache = new PageCache({ freshMs: 60_000, maxBytes: 1_000_000, now: () => 0 });
    expect(text(await cache.get("/news", async () => page("before")))).toBe("before");
    expect(text(await cache.get("/news", async () => page("not rendered")))).toBe("before");
    cache.clear();
    expect(cache.size.pages).toBe(0);
    expect(text(await cache.get("/news", async () => page("after")))).toBe("after");
    expect(text(await cache.get("/news", async () => page("not rendered")))).toBe("after");
  });

  it("does not keep a render that started before the publish", async () => {
    const cache = new PageCache({ freshMs: 60_000, maxBytes: 1_000_000, now: () => 0 });
    let finish: (rendered: RenderedPage) => void = () => {};
    const slow = cache.get("/", () => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    cache.clear();
    const fresh = cache.get("/", async () => page("after"));
    finish(page("before"));
    expect(text(await slow)).toBe("before");
    expect(text(await fresh)).toBe("after");
    expect(text(await cache.get("/", async () => page("not rendered")))).toBe("after");
  });
});

describe("staff pages", () => {
  it("are never shared between visitors", () => {
    const routeIds = new Set(["root", "routes/staff/staff-layout"]);
    for (const path of [
      "/staff",
      "/staff.data",
      "/staff/content/news",
      "/staff/sign-in",
      "/staff/inbox/catering.data",
    ]) {
      expect(isStaffPath(new URL(path, "http://site.test").pathname), path).toBe(true);
      expect(sharedPage(new Request(`http://site.test${path}`), routeIds), path).toBeNull();
    }
    expect(isStaffPath("/staffing")).toBe(false);
    expect(sharedPage(new Request("http://site.test/news"), routeIds)).not.toBeNull();
  });
});
