import { expect, test } from "@playwright/test";
import { chooseCookies } from "./support.ts";

/**
 * ADR 0077: the web-font files a page's language draws with arrive before their stylesheet, and
 * the blocks under the first screen are laid out late, all at once at the first key that moves focus.
 */
test.describe("fonts before their rules, layout under the first screen later", () => {
  test.skip(({ isMobile }) => isMobile, "the same boot script at every width");

  for (const route of ["/", "/el/", "/ru/"]) {
    test(`${route}: the preloaded font files are the ones the page draws with`, async ({ page, baseURL }) => {
      await chooseCookies(page.context(), baseURL!);
      const fonts = new Set<string>();
      page.on("request", (request) => {
        if (request.url().endsWith(".woff2")) fonts.add(new URL(request.url()).pathname);
      });
      await page.goto(route);
      await expect(page.locator('link[rel="stylesheet"][href*="/web-fonts-"]')).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => document.fonts.check("1em 'Manrope Variable'"))).toBe(true);
      // Every block laid out, so every face the page uses has been asked for.
      await page.mouse.wheel(0, 30_000);
      await expect(page.locator("html")).not.toHaveClass(/lazy-layout/);
      await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe("loaded");
      const preloaded = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(preloaded.length, "font files preloaded").toBeGreaterThan(1);
      expect([...fonts].sort()).toEqual([...preloaded].sort());
    });
  }

  test("blocks wait off screen until a key that moves focus, not until Enter", async ({ page, baseURL }) => {
    await chooseCookies(page.context(), baseURL!);
    // Pictures that never arrive hold the load event back, and with it the idle lay-out of the rest.
    await page.route("**/media/**", () => {});
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const html = page.locator("html");
    const footer = page.locator("footer.site-footer");
    await expect(html).toHaveClass(/lazy-layout/);
    await expect(footer).toHaveCSS("content-visibility", "auto");
    await page.locator("body").press("Enter");
    await expect(html).toHaveClass(/lazy-layout/);
    await page.keyboard.press("Tab");
    await expect(html).not.toHaveClass(/lazy-layout/);
    await expect(footer).toHaveCSS("content-visibility", "visible");
  });

  test("a page opened at an anchor is laid out whole", async ({ page, baseURL }) => {
    await chooseCookies(page.context(), baseURL!);
    await page.route("**/media/**", () => {});
    await page.goto("/#main", { waitUntil: "domcontentloaded" });
    await expect(page.locator("footer.site-footer")).toHaveCSS("content-visibility", "visible");
  });
});
