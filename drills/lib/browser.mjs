// Chromium for the browser drills (the same binary and flags as the Playwright tests).
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";

export async function launchChromium() {
  return chromium.launch(chromiumLaunchOptions);
}

/** A context whose visitor already made a cookie choice (no banner, no analytics). */
export async function newVisitorContext(browser, siteUrl, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await context.addCookies([{ name: "RestaurantsCookiesConsent", value: "false", url: siteUrl }]);
  return context;
}
