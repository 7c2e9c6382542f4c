import { expect, type Page, test } from "@playwright/test";
import { type ApiWebsite, apiGet } from "./content-api.ts";
import { bookOnlineHref, signIn, withSharedContentLock } from "./staff-support.ts";

/**
 * The staff walkthrough's task E7: the marketing manager changes a brand's "Book Online" link.
 * A brand has one booking field (ADR 0058), it says which button it drives, a refusal names the
 * field's rule, and the saved address is the button's on /brands.
 */

const BRAND_ID = 4;
const BOOKING_FIELD = /^Booking address \(the Book Online button\)/;

/** From the staff overview to the brand's form, as a person goes: the navigation, then its name. */
async function openBrandForm(page: Page, name: string) {
  await page.goto("/staff");
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Brands" }).click();
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
}

async function saveBookingAddress(page: Page, address: string) {
  const field = page.getByLabel(BOOKING_FIELD);
  await field.fill(address);
  await page
    .getByRole("button", { name: /^(Save|Update)/ })
    .first()
    .click();
}

test("an editor changes a brand's booking link and the Book Online button follows it", async ({
  page,
}, info) => {
  const brand = (await apiGet<ApiWebsite[]>("websites")).find((website) => website.id === BRAND_ID);
  expect(brand?.book_online_url, "the demo brand 4 takes bookings").toBeTruthy();
  const original = brand!.book_online_url!;
  const changed = `https://booking.thalassa.example/${info.project.name}-${Date.now()}`;

  await signIn(page, "editor");
  await withSharedContentLock("brand-booking", async () => {
    await openBrandForm(page, brand!.name);
    // One booking field on the form, no second one that changes nothing (walkthrough E7 (1)).
    await expect(page.getByLabel(/booking/i)).toHaveCount(1);
    await expect(page.getByLabel(BOOKING_FIELD)).toHaveValue(original);

    // An address without https:// is refused under the field, and nothing is saved.
    await saveBookingAddress(page, "booking.thalassa.example");
    await expect(page.getByText("Use a web address that starts with https://")).toBeVisible();
    expect((await apiGet<ApiWebsite[]>("websites")).find((w) => w.id === BRAND_ID)?.book_online_url).toBe(
      original,
    );

    await saveBookingAddress(page, changed);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /Saved|Published|Updated/ })
        .first(),
    ).toBeVisible();
    try {
      await expect.poll(() => bookOnlineHref(page, BRAND_ID)).toBe(changed);
    } finally {
      // Put the demo's address back, and wait until /brands shows it again: brands.spec reads it there.
      await openBrandForm(page, brand!.name);
      await saveBookingAddress(page, original);
      await expect.poll(() => bookOnlineHref(page, BRAND_ID)).toBe(original);
    }
  });
});
