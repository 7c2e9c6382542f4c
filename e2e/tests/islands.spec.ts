import { expect, type Page, test } from "@playwright/test";
import { chooseCookies, waitForSplash } from "./support.ts";

/**
 * Islands that hydrate after the page's load or when opened (ADR 0071): what a visitor does before
 * an island is ready is not lost. Each test holds the island's chunk until the visitor has acted.
 */
async function holdModule(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(pattern, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** The page's console errors (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("islands hydrated later", () => {
  test("a tap on the events carousel's Next before its island is ready is kept and replayed", async ({
    page,
    baseURL,
  }) => {
    await chooseCookies(page.context(), baseURL!);
    const chunk = await holdModule(page, /\/assets\/island-events-block-[\w-]+\.js$/);
    await page.goto("/");
    await waitForSplash(page);
    // The carousel's code is asked for after the load event (or when scrolled near) and held there.
    await chunk.asked;
    const block = page.locator("section.events-block");
    const pageNumber = block.getByTestId("events-page");
    await expect(pageNumber).toHaveText("01");
    await block.getByRole("button", { name: "Next event" }).click();
    await expect(pageNumber).toHaveText("01");
    chunk.release();
    await expect(pageNumber).toHaveText("02");
  });

  test("a modal opened before its island is ready opens in place once it is, without a mismatch", async ({
    page,
    baseURL,
  }) => {
    await chooseCookies(page.context(), baseURL!);
    const errors = consoleErrors(page);
    const chunk = await holdModule(page, /\/assets\/island-newsletter-modal-[\w-]+\.js$/);
    await page.goto("/brands");
    await waitForSplash(page);
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await page
      .locator("footer")
      .getByRole("link", { name: /subscribe/i })
      .click();
    await chunk.asked;
    await expect(page).toHaveURL(/[?&]modal=newsletter/);
    chunk.release();
    await expect(page.getByRole("dialog", { name: "Subscribe to our newsletter" })).toBeVisible();
    // Opened in place, not by loading the page again.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // React reports a mismatch as a hydration error (in production, by its error code).
    expect(errors.filter((text) => /hydrat|react\.dev\/errors\/4\d\d/i.test(text))).toEqual([]);
  });
});
