import { expect, test } from "@playwright/test";
import { chooseCookies, openFirstVisit } from "./support.ts";

const base = () => process.env.E2E_BASE_URL!;

test.describe("/contact-us", () => {
  test("details and social links", async ({ page }) => {
    await chooseCookies(page.context(), base(), "false");
    await openFirstVisit(page, "/contact-us");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
    for (const name of ["Instagram", "Facebook"]) {
      await expect(page.locator("main").getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
    }
  });

  test("no map frame before consent: a placeholder and a plain link instead", async ({ page }) => {
    await openFirstVisit(page, "/contact-us");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByTestId("map-placeholder")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the map on OpenStreetMap" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\//,
    );
  });

  test("after rejecting cookies the map stays out", async ({ page }) => {
    await chooseCookies(page.context(), base(), "false");
    await page.goto("/contact-us");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByTestId("map-placeholder")).toBeVisible();
  });

  test("accepting cookies in the banner shows the map at once", async ({ page }) => {
    // The third-party frame is not loaded for real in tests.
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>map</title>" }),
    );
    await openFirstVisit(page, "/contact-us");
    await page
      .getByRole("region", { name: "Cookie consent" })
      .getByRole("button", { name: "Accept" })
      .click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed/);
    await expect(frame).toHaveAttribute("title", /.+/);
    await expect(page.getByTestId("map-placeholder")).toHaveCount(0);
    await page.reload();
    await expect(page.locator("iframe")).toHaveCount(1);
  });
});
