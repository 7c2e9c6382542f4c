import { expect, type Page, test } from "@playwright/test";
import { openPage } from "./support.ts";

/** The durations (ms) of the transitions running on the open dialog and on its backdrop. */
function runningTransitions(page: Page) {
  return page.evaluate(() => {
    const durations = (pseudo: string | null) =>
      document
        .getAnimations()
        .filter((a) => {
          const effect = a.effect as KeyframeEffect | null;
          return effect?.target?.matches("dialog.modal") && (effect.pseudoElement ?? null) === pseudo;
        })
        .map((a) => Number(a.effect?.getTiming().duration));
    return { dialog: [...new Set(durations(null))], backdrop: [...new Set(durations("::backdrop"))] };
  });
}

test.describe("modal motion (SPEC §9: modal 300 ms, backdrop 150 ms)", () => {
  test.skip(({ isMobile }) => isMobile, "motion does not depend on the viewport");

  test("the newsletter modal moves in and out with the same transitions", async ({ page }) => {
    await openPage(page, "/about");
    // Paused, so the transitions can be read before they end, however busy the machine is.
    await page.evaluate(() => {
      document.addEventListener("transitionrun", () => {
        for (const a of document.getAnimations()) a.pause();
      });
    });
    await page.locator(".site-footer").getByRole("link", { name: "Subscribe" }).click();
    await expect.poll(() => runningTransitions(page)).toEqual({ dialog: [300], backdrop: [150] });
    await page.evaluate(() => {
      for (const a of document.getAnimations()) a.finish();
    });
    const dialog = page.getByRole("dialog", { name: "Subscribe to our newsletter" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect.poll(() => runningTransitions(page)).toEqual({ dialog: [300], backdrop: [150] });
    await page.evaluate(() => {
      for (const a of document.getAnimations()) a.finish();
    });
    await expect(dialog).toBeHidden();
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
