import { expect, test } from "@playwright/test";

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
