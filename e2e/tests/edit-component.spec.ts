import { expect, test } from "@playwright/test";

test.describe("/edit-component block preview", () => {
  test("a header block renders as the header", async ({ page }) => {
    await page.goto("/edit-component?pageName=home&blockName=HeroBlock");
    await expect(page.locator(".hero")).toHaveCount(1);
    await expect(page.locator(".site-header")).toHaveCount(0);
    await page.goto("/edit-component?pageName=about&blockName=Hero");
    await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
  });

  test("other blocks render from their JSON content", async ({ page }) => {
    await page.goto("/edit-component?pageName=home&blockName=WhoWeAre");
    await expect(page.getByRole("heading", { name: "Who we are" })).toBeVisible();
    await page.goto("/edit-component?pageName=private-events&blockName=CelebrateCity");
    await expect(page.getByText("Celebrate in the city")).toBeVisible();
    await page.goto("/edit-component?pageName=terms&blockName=Content");
    await expect(page.locator(".prose h2").first()).toBeVisible();
  });

  test("without pageName and blockName it says what the address needs", async ({ page }) => {
    for (const path of ["/edit-component", "/edit-component?pageName=home"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Block preview" })).toBeVisible();
      await expect(page.getByText("Add the page name and the block name to the address")).toBeVisible();
    }
  });

  test("an unknown block renders nothing and the preview stays out of search", async ({ page }) => {
    const response = await page.goto("/edit-component?pageName=home&blockName=Nope");
    expect(response?.status()).toBe(200);
    await expect(page.locator("main#main")).toBeEmpty();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("under /el and /ru it shows the block's published translation, or the English marked English", async ({
    page,
  }) => {
    await page.goto("/el/edit-component?pageName=about&blockName=Hero");
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    const greek = page.getByRole("heading", { level: 1, name: "Η ιστορία μας" });
    await expect(greek).toBeVisible();
    await expect(page.locator('main [lang="el"]')).toContainText("Η ιστορία μας");
    // No page of the site: no alternates in other languages, still out of search.
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    // The legal texts are not translated: the Russian preview shows the English, marked as such.
    await page.goto("/ru/edit-component?pageName=terms&blockName=Content");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.locator('main [lang="en"] .prose h2').first()).toBeVisible();
  });
});
