import { expect, type Page, test } from "@playwright/test";
import { openPage } from "./support.ts";

/** The transitions the dialog and its backdrop declare: property lists and durations. */
function declaredTransitions(page: Page) {
  return page
    .locator("dialog.modal")
    .first()
    .evaluate((dialog) => {
      const read = (style: CSSStyleDeclaration) => ({
        properties: style.transitionProperty.split(", "),
        durations: [...new Set(style.transitionDuration.split(", "))],
      });
      return {
        dialog: read(getComputedStyle(dialog)),
        backdrop: read(getComputedStyle(dialog, "::backdrop")),
      };
    });
}

/** SPEC §9: what both ways of the modal's motion must declare. */
function expectSpecMotion(declared: Awaited<ReturnType<typeof declaredTransitions>>) {
  // The panel moves and fades in 300 ms; display and overlay are held so closing animates too.
  expect(declared.dialog.properties).toEqual(
    expect.arrayContaining(["opacity", "transform", "display", "overlay"]),
  );
  expect(declared.dialog.durations).toEqual(["0.3s"]);
  // The backdrop fades in 150 ms, and is held as long on the way out.
  expect(declared.backdrop.properties).toEqual(
    expect.arrayContaining(["background-color", "display", "overlay"]),
  );
  expect(declared.backdrop.durations).toEqual(["0.15s"]);
}

test.describe("modal motion (SPEC §9: modal 300 ms, backdrop 150 ms)", () => {
  test.skip(({ isMobile }) => isMobile, "motion does not depend on the viewport");

  test("the newsletter modal moves in and out with the same transitions", async ({ page }) => {
    await openPage(page, "/about");
    await page.locator(".site-footer").getByRole("link", { name: "Subscribe" }).click();
    const dialog = page.getByRole("dialog", { name: "Subscribe to our newsletter" });
    await expect(dialog).toBeVisible();
    expectSpecMotion(await declaredTransitions(page));
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    expectSpecMotion(await declaredTransitions(page));
  });

  test("under reduced motion the modal opens and closes at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/about");
    await page.locator(".site-footer").getByRole("link", { name: "Subscribe" }).click();
    const dialog = page.getByRole("dialog", { name: "Subscribe to our newsletter" });
    await expect(dialog).toBeVisible();
    const longest = await page.evaluate(() =>
      Math.max(0, ...document.getAnimations().map((a) => Number(a.effect?.getTiming().duration))),
    );
    expect(longest).toBeLessThan(1);
  });
});
