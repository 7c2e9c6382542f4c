import { expect, test } from "@playwright/test";
import { openPage } from "./support.ts";

for (const [path, title] of [
  ["/terms", "Terms & Conditions"],
  ["/privacy-policy", "Privacy Policy"],
] as const) {
  test(`${path}: hero and rich text, sanitised, in a reading measure`, async ({ page }) => {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const prose = page.locator("main .prose");
    await expect(prose.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(await prose.locator("script, style, iframe, [onclick], [style]").count()).toBe(0);
    const width = await prose.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(900);
    await expect(page).toHaveTitle(/./);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  });
}
