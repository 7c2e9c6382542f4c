import { expect, test } from "@playwright/test";
import { type ApiWebsite, apiGet } from "./content-api.ts";
import { withSharedContentLock } from "./staff-support.ts";
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

  test("'Book Online' and 'Order now' where staff gave the brand their addresses, opened in a new tab", async ({
    page,
  }) => {
    // staff-brand-booking.spec.ts changes brand 4's address for a moment, under this lock.
    await withSharedContentLock("brand-booking", async () => {
      const websites = await apiGet<ApiWebsite[]>("websites");
      // The demo brands keep the buttons the id lists gave them before they became data.
      expect(
        websites
          .filter((w) => w.book_online_url)
          .map((w) => w.id)
          .sort((a, b) => a - b),
      ).toEqual([4, 5, 6, 8, 9]);
      expect(
        websites
          .filter((w) => w.order_now_url)
          .map((w) => w.id)
          .sort((a, b) => a - b),
      ).toEqual([2, 3, 10, 11, 12, 14, 15]);
      await openPage(page, "/brands");
      for (const w of websites.filter((site) => site.type !== "main")) {
        const card = page.locator(`article[data-brand-id="${w.id}"]`);
        const book = card.getByRole("link", { name: /^Book Online/ });
        const order = card.getByRole("link", { name: /^Order now/ });
        if (w.book_online_url) {
          await expect(book).toHaveAttribute("href", w.book_online_url);
          await expect(book).toHaveAttribute("target", "_blank");
        } else await expect(book).toHaveCount(0);
        if (w.order_now_url) await expect(order).toHaveAttribute("href", w.order_now_url);
        else await expect(order).toHaveCount(0);
      }
    });
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

  test("a Greek card: the phone's label and the locality in Greek, the hours written in Greek (ADR 0058)", async ({
    page,
  }) => {
    await openPage(page, "/el/brands");
    const kyma = page.locator('article[data-brand-id="4"]');
    await expect(kyma.locator(".brand-card__label", { hasText: "Κρατήσεις" })).toHaveAttribute("lang", "el");
    await expect(kyma.locator(".eyebrow")).toHaveText("Άγιος Τύχωνας, Λεμεσός");
    await expect(kyma.locator(".brand-card__hours")).toContainText("Δευ–Παρ: 10:00–23:30");
    await expect(kyma.locator(".brand-card__hours")).toContainText("Σάβ–Κυρ: 09:00–00:30");
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
    for (const place of withMenu) expect(place.menu).toMatch(/\/menus?\/[a-z0-9-]+$/);
    // A brand with a structured menu links its page; one with a PDF only opens the viewer.
    const websites = await apiGet<ApiWebsite[]>("websites");
    for (const w of websites.filter(
      (site) => site.type !== "main" && (site.menu_card_url || site.menu_url),
    )) {
      const link = page.locator(`article[data-brand-id="${w.id}"]`).getByRole("link", { name: /View menu/ });
      await expect(link).toHaveAttribute(
        "href",
        w.menu_card_url ? `/menu/${w.menu_card_url}` : `/menus/${w.menu_url}`,
      );
    }
  });
});
