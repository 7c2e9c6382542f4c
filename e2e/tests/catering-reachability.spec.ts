import { expect, test } from "@playwright/test";
import { chooseCookies, openPage } from "./support.ts";

/** Every catering call to action on the site opens the catering enquiry, where it stands. */
const CALLS = [
  { path: "/", section: ".brand-tiles", name: "Enquire about catering" },
  { path: "/central-production", section: "#about-production", name: "Catering enquiries" },
  { path: "/private-events", section: "#catering-services", name: "Send a catering enquiry" },
];

test.describe("catering enquiry from every call to action", () => {
  for (const call of CALLS) {
    test(`${call.path}: '${call.name}' opens the catering enquiry in place`, async ({ page }) => {
      await openPage(page, call.path);
      const link = page.locator(call.section).getByRole("link", { name: call.name });
      await expect(link).not.toHaveAttribute("target", "_blank");
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${call.path === "/" ? "/" : call.path}\\?modal=catering$`));
      const dialog = page.getByRole("dialog", { name: "Catering enquiry" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Additional Notes")).toBeVisible();
    });
  }
});

test.describe("catering enquiry from every call to action, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const call of CALLS) {
    test(`${call.path}: '${call.name}' opens the catering enquiry`, async ({ page, baseURL }) => {
      await chooseCookies(page.context(), baseURL!);
      await page.goto(call.path);
      await page.locator(call.section).getByRole("link", { name: call.name }).click();
      await expect(page).toHaveURL(/\?modal=catering$/);
      await expect(page.locator("dialog[open]")).toContainText("Catering enquiry");
      await expect(page.locator("dialog[open] form")).toHaveAttribute("action", /\/forms\/catering/);
    });
  }
});
