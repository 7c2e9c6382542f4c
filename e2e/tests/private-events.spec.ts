import { expect, test } from "@playwright/test";
import { openPage } from "./support.ts";

test.describe("/private-events", () => {
  test("celebrate in the city, by the sea, and catering services", async ({ page }) => {
    await openPage(page, "/private-events");
    for (const eyebrow of ["Celebrate in the city", "Celebrate in the sea", "Catering services"]) {
      await expect(page.getByText(eyebrow, { exact: true })).toBeVisible();
    }
  });

  test("an enquiry button opens the celebrate enquiry form, and Escape closes it", async ({ page }) => {
    await openPage(page, "/private-events");
    await page.getByRole("link", { name: "Send an enquiry" }).first().click();
    await expect(page).toHaveURL(/\?modal=enquiry-form$/);
    const dialog = page.getByRole("dialog", { name: /enquiry/i });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/private-events$/);
  });

  test("?modal=enquiry-form opens the form on the server render, before scripts", async ({ page }) => {
    await page
      .context()
      .addCookies([{ name: "RestaurantsCookiesConsent", value: "false", url: process.env.E2E_BASE_URL! }]);
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/private-events?modal=enquiry-form");
    await expect(page.locator("dialog[open]")).toContainText(/enquiry/i);
  });
});
