import { expect, test } from "@playwright/test";
import { VIDEO_VISIBILITY_THRESHOLD } from "@thalassa/contract/constants";
import { openPage } from "./support.ts";

test.describe("media on the content pages", () => {
  test("no layout shift, blur-hash placeholders fading in 0.5 s, lazy below the fold", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await openPage(page, "/");
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    expect(cls).toBeLessThan(0.1);
    // Placeholders are decoded on the server into tiny inline images.
    const placeholder = page.locator(".media[style*='data:image']").first();
    await expect(placeholder).toHaveCount(1);
    await expect(page.locator(".media img").first()).toHaveCSS("transition-duration", "0.5s");
    // Below the fold, images wait until they are needed.
    await expect(page.locator(".services img").first()).toHaveAttribute("loading", "lazy");
    await expect(page.locator(".latest-news img").first()).toHaveAttribute("loading", "lazy");
    // No media address is left on http:// (the demo host is https or site-relative).
    const insecure = await page.locator("img[src^='http://'], video[src^='http://']").count();
    expect(insecure).toBe(0);
  });

  test("a document's placeholders come once, in its HTML; a client navigation brings its own", async ({
    page,
  }) => {
    const html = await (await page.request.get("/")).text();
    const inHtml = html.split("background-image:url(&quot;data:image/png").length - 1;
    // React Router's hydration data, or on a page in islands mode (ADR 0071) its islands' props.
    const hydrationData = [
      ...[...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1] ?? "")
        .filter((text) => text.includes("streamController")),
      ...[...html.matchAll(/\sdata-props="([^"]*)"/g)].map((m) => m[1] ?? ""),
    ].join("");
    expect(inHtml).toBeGreaterThan(0);
    expect(hydrationData).toContain("blurhash");
    expect(hydrationData).not.toContain("data:image/png");

    // Hydration keeps the server's placeholders although its data has none.
    await openPage(page, "/");
    await expect(page.locator(".media[style*='data:image/png']")).toHaveCount(inHtml);

    // A mark on this document: it survives a client navigation, not a page load. Home in islands mode
    // (ADR 0071) has no router, its links load pages: the client navigation starts from the news list.
    await openPage(page, "/news");
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    await page.locator("main a[href^='/news/']").first().click();
    await expect(page).toHaveURL(/\/news\/[\w-]+/);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    await expect(page.locator("main .media[style*='data:image/png']").first()).toBeAttached();
  });

  test("every content image reserves its box", async ({ page }) => {
    for (const path of ["/", "/about", "/brands", "/community-sustainability", "/private-events"]) {
      await openPage(page, path);
      const unsized = await page.evaluate(() =>
        [...document.querySelectorAll("main img")]
          .filter((img) => {
            const el = img as HTMLImageElement;
            const box = el.closest(".media") as HTMLElement | null;
            const reserved = box && (box.style.aspectRatio || getComputedStyle(box).position === "absolute");
            return !(el.getAttribute("width") && el.getAttribute("height")) && !reserved;
          })
          .map((img) => (img as HTMLImageElement).src),
      );
      expect(unsized, path).toEqual([]);
    }
  });

  test("videos are muted and looping, and stop under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/central-production");
    const video = page.locator(".fixed-video video");
    await video.scrollIntoViewIfNeeded();
    // The page starts its videos from an IntersectionObserver made at hydration. One made now is
    // told after it, in the same rendering step: once it reports the video in view, the page has
    // had its chance to start it.
    const inView = await video.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            observer.disconnect();
            resolve(entry?.intersectionRatio ?? 0);
          });
          observer.observe(element);
        }),
    );
    expect(inView).toBeGreaterThanOrEqual(VIDEO_VISIBILITY_THRESHOLD);
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    await expect(video).toHaveJSProperty("paused", true);
  });
});
