import { expect, test } from "@playwright/test";
import { openFirstVisit, waitForReady, watchAnalytics } from "./support.ts";

test.describe("analytics only after consent", () => {
  test.skip(({ isMobile }) => isMobile, "consent does not depend on the viewport");

  test("no analytics request before a choice, none after Reject", async ({ page }) => {
    const requests = await watchAnalytics(page);
    await openFirstVisit(page, "/");
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Reject" })
      .click();
    await page.reload();
    await waitForReady(page);
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    expect(await page.locator("[data-analytics]").count()).toBe(0);
  });

  test("Accept loads the site's analytics tag, which the page's policy allows by hash", async ({ page }) => {
    const requests = await watchAnalytics(page);
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await openFirstVisit(page, "/about");
    expect(requests).toEqual([]);
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Accept" })
      .click();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(requests[0]).toContain("googletagmanager.com/gtag/js");
    await expect
      .poll(() => page.evaluate(() => (window as { __analyticsLoaded?: boolean }).__analyticsLoaded))
      .toBe(true);
    expect(violations).toEqual([]);
    // The body tag (a tag manager's <noscript> frame) opens the body, after consent only.
    await expect
      .poll(() => page.evaluate(() => document.body.firstElementChild?.getAttribute("data-analytics")))
      .toBe("body");
    expect(await page.locator('body > noscript[data-analytics="body"]').count()).toBe(1);
    await page.reload();
    await waitForReady(page);
    await expect.poll(() => requests.length).toBeGreaterThan(1);
  });

  test("a page made for a visitor who accepted loads no analytics in a browser that did not", async ({
    page,
  }) => {
    // What a shared cache set up without the cookie choice in its key would hand out.
    const requests = await watchAnalytics(page);
    await page.route("**/about", async (route) => {
      const headers = { ...route.request().headers(), cookie: "RestaurantsCookiesConsent=true" };
      await route.fulfill({ response: await route.fetch({ headers }) });
    });
    await openFirstVisit(page, "/about");
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    expect(await page.locator("[data-analytics]").count()).toBe(0);
  });
});
