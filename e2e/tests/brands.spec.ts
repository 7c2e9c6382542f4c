import { expect, test } from "@playwright/test";
import { type ApiWebsite, apiGet } from "./content-api.ts";
import { openPage } from "./support.ts";

test.describe("/brands", () => {
  test("one card per non-main website, sorted by order", async ({ page }) => {
    const websites = await apiGet<ApiWebsite[]>("websites");
    const expected = websites.filter((w) => w.type !== "main").sort((a, b) => a.order - b.order);
    await openPage(page, "/brands");
    const cards = page.locator("article.brand-card");
    await expect(cards).toHaveCount(expected.length);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(expected.map((w) => w.name));
  });

  test("'Book Online' for ids 4, 5, 6, 8, 9 and 'Order now' for 2, 3, 10, 11, 12, 14, 15", async ({
    page,
  }) => {
    const websites = await apiGet<ApiWebsite[]>("websites");
    await openPage(page, "/brands");
    for (const w of websites.filter((site) => site.type !== "main")) {
      const card = page.locator(`article[data-brand-id="${w.id}"]`);
      const book = card.getByRole("link", { name: "Book Online" });
      const order = card.getByRole("link", { name: "Order now" });
      if ([4, 5, 6, 8, 9].includes(w.id)) {
        await expect(book).toBeVisible();
        await expect(order).toHaveCount(0);
      } else if ([2, 3, 10, 11, 12, 14, 15].includes(w.id)) {
        await expect(order).toBeVisible();
        await expect(book).toHaveCount(0);
      } else {
        await expect(book).toHaveCount(0);
        await expect(order).toHaveCount(0);
      }
    }
  });

  test("phones with location, weekday and weekend hours, WhatsApp unless 'null'", async ({ page }) => {
    const websites = await apiGet<ApiWebsite[]>("websites");
    await openPage(page, "/brands");
    const withWhatsapp = websites.find((w) => w.type !== "main" && w.whatsapp && w.whatsapp !== "null")!;
    const without = websites.find((w) => w.type !== "main" && w.whatsapp === "null")!;
    const card = page.locator(`article[data-brand-id="${withWhatsapp.id}"]`);
    for (const phone of withWhatsapp.phones) {
      await expect(card.getByRole("link", { name: phone.phone_number })).toHaveAttribute(
        "href",
        `tel:${phone.phone_number.replace(/[^\d+]/g, "")}`,
      );
      await expect(card.getByText(phone.location, { exact: true })).toBeVisible();
    }
    await expect(card.getByRole("heading", { name: "Weekdays" })).toBeVisible();
    await expect(card.getByRole("heading", { name: "Weekends" })).toBeVisible();
    await expect(card.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/${withWhatsapp.whatsapp!.replace(/\D/g, "")}`,
    );
    await expect(
      page.locator(`article[data-brand-id="${without.id}"]`).getByRole("link", { name: "WhatsApp" }),
    ).toHaveCount(0);
    await expect(page.getByText("null", { exact: true })).toHaveCount(0);
  });

  test("one Restaurant or FoodEstablishment JSON-LD per brand, with its menu", async ({ page }) => {
    await openPage(page, "/brands");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) =>
      JSON.parse(b),
    );
    const places = blocks.filter((b) => b["@type"] === "Restaurant" || b["@type"] === "FoodEstablishment");
    await expect(page.locator("article.brand-card")).toHaveCount(places.length);
    const withMenu = places.filter((p) => p.menu);
    expect(withMenu.length).toBeGreaterThan(0);
    for (const place of withMenu) expect(place.menu).toMatch(/\/menus\/[a-z0-9-]+$/);
    // The card's menu link opens the viewer.
    const menuLink = page.getByRole("link", { name: /View menu/ }).first();
    await expect(menuLink).toHaveAttribute("href", /^\/menus\//);
  });
});
