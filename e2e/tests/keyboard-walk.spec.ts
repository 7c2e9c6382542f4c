import { expect, test } from "@playwright/test";
import { auditRoutes, openStill, prepareStill, tabWalk } from "./audit-support.ts";

/**
 * WCAG 2.4.11 and 2.4.3 by keyboard, as an auditor walks a page (issue 43): every Tab stop of every
 * route, on a first visit (the cookie banner open), is drawn, inside the viewport and not covered
 * (the element under its centre and its corners is the element itself); in a modal and in the
 * open phone menu, focus stays inside and never lands on the page hidden behind.
 */

test.describe("keyboard walk", () => {
  test.setTimeout(240_000);

  // The routes in four parts, so the parts run side by side and each stays within its time.
  for (const part of [0, 1, 2, 3]) {
    test(`every Tab stop of every route is visible and not covered, the cookie banner open (part ${part + 1} of 4)`, async ({
      page,
    }) => {
      await prepareStill(page);
      const problems: string[] = [];
      const routes = (await auditRoutes()).filter((_, i) => i % 4 === part);
      for (const route of routes) {
        await openStill(page, route, { firstVisit: true });
        await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
        const walk = await tabWalk(page);
        expect(walk.stops, `${route}: Tab moves through the page`).toBeGreaterThan(5);
        problems.push(...walk.problems.map((p) => `${route} ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }

  test("the cookie banner comes first after the skip link and Escape puts it away without a choice", async ({
    page,
    context,
  }) => {
    await prepareStill(page);
    await openStill(page, "/", { firstVisit: true });
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(banner).toBeHidden();
    // Nothing was chosen: no cookie, and the next page load asks again.
    expect((await context.cookies()).some((c) => c.name === "RestaurantsCookiesConsent")).toBe(false);
    await openStill(page, "/about", { firstVisit: true });
    await expect(banner).toBeVisible();
  });

  test("in every modal, focus stays in the dialog and every stop is visible", async ({ page }) => {
    await prepareStill(page);
    const job = (await auditRoutes()).find((route) => route.startsWith("/careers/"));
    const problems: string[] = [];
    for (const route of [
      "/?modal=newsletter",
      "/?modal=catering",
      "/private-events?modal=enquiry-form",
      ...(job ? [`${job}?modal=apply`] : []),
    ]) {
      await openStill(page, route);
      await expect(page.getByRole("dialog")).toBeVisible();
      // The server's open dialog becomes modal (and takes focus) once its script has run.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const dialog = document.querySelector("dialog[open]");
            return Boolean(dialog?.matches(":modal") && dialog.contains(document.activeElement));
          }),
        )
        .toBe(true);
      const walk = await tabWalk(page, { max: 40, container: "dialog[open]" });
      problems.push(...walk.problems.map((p) => `${route} ${p}`));
    }
    expect(problems).toEqual([]);
  });

  test("the open phone menu keeps focus on itself and the bar, never on the page behind", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepareStill(page);
    for (const route of ["/", "/news"]) {
      await openStill(page, route);
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Close menu", expanded: true })).toBeFocused();
      const walk = await tabWalk(page, { max: 30, container: "header" });
      expect(walk.problems, route).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
      // Closed, the page is back in the tab order.
      await expect(page.locator("main")).not.toHaveAttribute("inert", /.*/);
    }
  });
});
