import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { chooseCookies, keepScreenshot, openFirstVisit, waitForReady, watchAnalytics } from "./support.ts";

const footerLink = (page: Page) =>
  page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings", exact: true });
const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

async function storedChoice(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === "RestaurantsCookiesConsent")?.value;
}

test.describe("cookie settings from the footer", () => {
  test("reopen the choice in place; withdrawing stops analytics on the next page", async ({
    page,
    baseURL,
  }, testInfo) => {
    const requests = await watchAnalytics(page);
    await chooseCookies(page.context(), baseURL!, "true");
    await openFirstVisit(page, "/about");
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await expect(banner(page)).toHaveCount(0);

    await footerLink(page).scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, "footer");
    // A mark on this document: it survives a client navigation, not a page load.
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    await footerLink(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await expect(page).toHaveURL(/\/about\?cookies=settings/);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, "reopened");

    await banner(page).getByRole("button", { name: "Reject" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => storedChoice(page)).toBe("false");
    // A fresh document: the tags the accepted choice had loaded are gone.
    await expect
      .poll(() => page.evaluate(() => (window as { __samePage?: boolean }).__samePage))
      .toBe(undefined);
    await waitForReady(page);
    await expect(banner(page)).toHaveCount(0);
    expect(await page.locator("[data-analytics]").count()).toBe(0);
    requests.length = 0;
    await page.goto("/contact-us");
    await waitForReady(page);
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    expect(await page.locator("[data-analytics]").count()).toBe(0);

    // And back: Accept from the footer starts analytics in place.
    await footerLink(page).click();
    await expect(banner(page)).toBeFocused();
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(await storedChoice(page)).toBe("true");
  });
});

test.describe("cookie settings without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer link opens the choice on a page of its own address, and the form stores it", async ({
    page,
    baseURL,
  }) => {
    await chooseCookies(page.context(), baseURL!, "false");
    await page.goto("/about");
    await expect(banner(page)).toHaveCount(0);
    await expect(footerLink(page)).toHaveAttribute("href", "/about?cookies=settings#cookie-settings");
    await footerLink(page).click();
    await expect(page).toHaveURL(/\/about\?cookies=settings#cookie-settings$/);
    await expect(banner(page)).toBeVisible();

    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toBe("true");

    await footerLink(page).click();
    await banner(page).getByRole("button", { name: "Reject" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toBe("false");
  });
});
