import { expect, test } from "@playwright/test";
import { chooseCookies, waitForHydration, watchHydration } from "./support.ts";

/**
 * ADR 0025: a page's first paint needs its HTML, its one stylesheet and its first image. Its scripts
 * and web fonts are asked for only once it has painted, and then hydrate it and swap the fonts in.
 */
test.describe("what the first paint waits for", () => {
  for (const route of ["/", "/terms", "/news"]) {
    test(`${route}: scripts and web fonts are requested after the first paint, then run and load`, async ({
      page,
      baseURL,
    }) => {
      await chooseCookies(page.context(), baseURL!);
      await watchHydration(page);
      await page.goto(route);
      await waitForHydration(page);
      await expect
        .poll(() => page.evaluate(() => document.fonts.check("1em 'Fraunces Variable'")), {
          message: "the display face has loaded",
        })
        .toBe(true);
      const { paint, early, late } = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? 0;
        const later = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((e) =>
          /\/assets\/[^/]+\.(js|woff2)$|\/assets\/web-fonts-[^/]+\.css$/.test(new URL(e.name).pathname),
        );
        return {
          paint,
          early: later.filter((e) => e.startTime < paint).map((e) => new URL(e.name).pathname),
          late: later.length,
        };
      });
      expect(paint, "the page painted").toBeGreaterThan(0);
      expect(late, "scripts, the fonts' stylesheet and a font were fetched").toBeGreaterThan(3);
      expect(early, "asked for before the first paint").toEqual([]);
    });
  }
});
