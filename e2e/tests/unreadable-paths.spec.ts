import { expect, test } from "@playwright/test";

test.describe("addresses that cannot be decoded", () => {
  test.skip(({ isMobile }) => isMobile, "server answers do not depend on the viewport");

  for (const path of ["/%zz", "/news/%E0%A4%A", "/careers/%", "/whats-on/%C3%28"]) {
    test(`${path} redirects to / like any unknown path`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/");
      expect(response.headers()["x-robots-tag"]).toBe("noindex");
    });
  }

  test("a visitor following such a link lands on the home page", async ({ page }) => {
    await page.goto("/news/%E0%A4%A");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
  });
});
