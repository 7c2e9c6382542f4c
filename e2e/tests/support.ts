import { type BrowserContext, expect, type Page } from "@playwright/test";

/** Stores a cookie choice up front, so the banner stays out of tests that are not about it. */
export async function chooseCookies(
  context: BrowserContext,
  baseURL: string,
  value: "true" | "false" = "false",
) {
  await context.addCookies([{ name: "RestaurantsCookiesConsent", value, url: baseURL }]);
}

/** Waits for the intro splash (2.8 s after the document loaded) to end. */
export async function waitForSplash(page: Page) {
  await expect(page.locator("html")).not.toHaveClass(/splash-active/, { timeout: 10_000 });
}

/** Opens a page as a returning visitor: cookie choice made, splash over, app hydrated. */
export async function openPage(page: Page, path: string) {
  const baseURL = process.env.E2E_BASE_URL!;
  await chooseCookies(page.context(), baseURL);
  const response = await page.goto(path);
  await waitForSplash(page);
  return response;
}
