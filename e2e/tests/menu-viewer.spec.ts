import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";

test.describe("/menus/{url}", () => {
  test("shows the PDF full screen in a frame, with a loader until it has loaded", async ({ page }) => {
    // Hold the PDF back, to see the loader first.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/media/menus/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/menus/kyma-beach", { waitUntil: "domcontentloaded" });
    const frame = page.locator("iframe.menu-viewer__frame");
    await expect(frame).toHaveAttribute("src", /\/media\/menus\/.+\.pdf$/);
    await expect(page.getByRole("status")).toHaveText(/Loading the menu/);
    release();
    await expect(page.getByRole("status")).toHaveCount(0, { timeout: 15_000 });
    const box = await frame.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box?.width).toBe(viewport.width);
    expect(box?.height).toBe(viewport.height);
  });

  test("an unknown menu redirects to the home page", async ({ page }) => {
    await page.goto("/menus/no-such-menu");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("/el/menus/{url} and /ru/menus/{url}", () => {
  test("the title is the menu's in the page's language, with the other languages as alternates", async ({
    page,
  }) => {
    await page.goto("/el/menus/kyma-beach", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Το μενού του Kyma Beach");
    await expect(heading).toHaveAttribute("lang", "el");
    await expect(page.locator("iframe.menu-viewer__frame")).toHaveAttribute(
      "title",
      "Το μενού του Kyma Beach",
    );
    await expect(page).toHaveTitle(/Το μενού του Kyma Beach/);
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
      "href",
      /\/ru\/menus\/kyma-beach$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      /\/menus\/kyma-beach$/,
    );
    const close = page.getByRole("link", { name: "Κλείσιμο του μενού" });
    await expect(close).toHaveAttribute("href", "/el");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/ru/menus/kyma-beach", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Меню Kyma Beach");
    await expect(page.getByRole("link", { name: "Закрыть меню" })).toHaveAttribute("href", "/ru");
  });

  test("an unknown menu redirects to the home page in the page's language", async ({ page }) => {
    await page.goto("/ru/menus/no-such-menu");
    await expect(page).toHaveURL(/\/ru$/);
  });
});
