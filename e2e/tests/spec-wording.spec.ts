import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./forms-support.ts";
import { openPage } from "./support.ts";

/** SPEC §8's wording for a submission the API refuses for another reason than invalid data. */
const ADMINISTRATOR = /^Something went wrong - Please contact with Administrator \([^\s()]+@[^\s()]+\)\./;

test.describe("the spec's wording where a visitor reads it", () => {
  test("a refusal other than invalid data names the administrator", async ({ page }) => {
    await openPage(page, "/");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /subscribe/i })
      .click();
    const dialog = page.getByRole("dialog", { name: "Subscribe to our newsletter" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Email").fill(uniqueEmail("robot"));
    await dialog.getByLabel(/Terms and Conditions/).check();
    // What a form-filling robot does: it fills the field people never see, and the API refuses the post.
    await dialog.locator('input[name="website_url"]').evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByText(ADMINISTRATOR)).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Thank you for subscribing!" })).toHaveCount(0);
  });

  test("home news excerpts have at most 30 words and end in '...' only when cut", async ({ page }) => {
    await openPage(page, "/");
    const news = page.getByRole("region", { name: "From our kitchens" });
    const excerpts = news.locator(".news-card__excerpt");
    await expect(excerpts.first()).toBeAttached();
    const texts = await excerpts.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const words = text.trim().split(/\s+/);
      expect(words.length, text).toBeLessThanOrEqual(30);
      expect(text, "never four dots").not.toMatch(/\.{4}$/);
      expect(text, "no punctuation before the ellipsis").not.toMatch(/[,;:!?.]\.\.\.$/);
    }
  });
});
