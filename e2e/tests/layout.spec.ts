import { expect, test } from "@playwright/test";
import { SPLASH_MS } from "@thalassa/contract/constants";
import { chooseCookies, freezeClock, openFirstVisit, openPage, waitForReady } from "./support.ts";

test.describe("shared layout", () => {
  test("top bar: logo home, 7-item menu, scrolled style", async ({ page }, info) => {
    await openPage(page, "/about");
    const header = page.locator("header.site-header");
    await expect(header.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
    if (info.project.name === "desktop") {
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link")).toHaveCount(7);
      await expect(nav.getByRole("link", { name: "Our Brands" })).toHaveAttribute("href", "/brands");
    }
    await expect(header).not.toHaveAttribute("data-scrolled");
    // A wheel can land before the browser has dropped the splash's scroll lock: repeat it until
    // the page has moved.
    await expect(async () => {
      await page.mouse.wheel(0, 800);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }).toPass();
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("mobile slide-out panel opens, closes on Escape and on navigation", async ({ page }, info) => {
    test.skip(info.project.name !== "mobile", "the panel exists at narrow widths");
    await openPage(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" }).first()).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await panel.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(panel).toBeHidden();
  });

  test("fixed Reservations button links to /brands", async ({ page }) => {
    await openPage(page, "/news");
    const button = page.getByRole("link", { name: "Reservations" });
    await expect(button).toHaveAttribute("href", "/brands");
    await expect(button).toHaveCSS("position", "fixed");
  });

  test("footer columns, and Newsletters opens the subscription modal", async ({ page }) => {
    await openPage(page, "/about");
    const footer = page.locator("footer");
    for (const heading of ["Information", "About Us", "Get in touch", "Newsletters"]) {
      await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
    }
    await footer.getByRole("link", { name: "Subscribe" }).click();
    const dialog = page.getByRole("dialog", { name: /newsletter/i });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("intro splash", () => {
  test("blocks scrolling on first load and ends 2.8 s after the page data loaded", async ({ page }) => {
    // Page time stands still unless the test moves it: the splash cannot end while the test
    // looks, however slowly the machine answers, and its 2.8 s are counted in the page's own time.
    await freezeClock(page);
    await page.addInitScript(() => {
      const w = window as unknown as { wheels: number; loadedAt?: number; splashEndedAt?: number };
      w.wheels = 0;
      // Registered before the page's own scripts run, so this runs before the splash starts counting.
      document.addEventListener("DOMContentLoaded", () => (w.loadedAt = performance.now()), {
        capture: true,
      });
      addEventListener("wheel", () => w.wheels++, { capture: true, passive: true });
      // The splash's end event is dispatched on <html>; a capturing listener on document hears it.
      document.addEventListener("splashend", () => (w.splashEndedAt = performance.now()), { capture: true });
    });
    await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
    await page.goto("/about");
    const splash = page.getByTestId("splash");
    await expect(splash).toBeVisible();
    // A wheel that reached the page while the splash is up does not scroll it.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => (window as unknown as { wheels: number }).wheels)).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The page's data (the document) has loaded; the splash ends 2.8 s of page time later.
    const loadedAt = await page.evaluate(() => (window as unknown as { loadedAt?: number }).loadedAt);
    expect(loadedAt).toBeDefined();
    await page.clock.runFor(SPLASH_MS - 1);
    await expect(page.locator("html")).toHaveClass(/splash-active/);
    await expect(splash).toBeVisible();
    await page.clock.runFor(1);
    await expect(splash).toBeHidden();
    await expect(page.locator("html")).not.toHaveClass(/splash-active/);
    const endedAt = await page.evaluate(
      () => (window as unknown as { splashEndedAt?: number }).splashEndedAt,
    );
    expect(endedAt! - loadedAt!).toBe(SPLASH_MS);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Now the page scrolls. The browser may need a frame to drop the scroll lock, so the wheel is
    // repeated until it moves the page.
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }).toPass();
  });

  test("does not come back on client-side navigation", async ({ page }) => {
    await openPage(page, "/about");
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/privacy-policy/);
    await expect(page.getByTestId("splash")).toBeHidden();
    await expect(page.locator("html")).not.toHaveClass(/splash-active/);
  });
});

test.describe("cookie consent", () => {
  for (const [button, value] of [
    ["Accept", "true"],
    ["Reject", "false"],
  ] as const) {
    test(`${button} stores ${value} for 180 days and hides the banner`, async ({ page, context }) => {
      await openFirstVisit(page, "/");
      const banner = page.getByRole("region", { name: "Cookie consent" });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: /privacy policy/i })).toHaveAttribute(
        "href",
        "/privacy-policy",
      );
      await banner.getByRole("button", { name: button }).click();
      await expect(banner).toBeHidden();
      await expect
        .poll(
          async () => (await context.cookies()).find((c) => c.name === "RestaurantsCookiesConsent")?.value,
        )
        .toBe(value);
      const cookie = (await context.cookies()).find((c) => c.name === "RestaurantsCookiesConsent")!;
      const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(179.9);
      expect(days).toBeLessThan(180.1);
      await page.reload();
      await waitForReady(page);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    });
  }
});

test.describe("routing", () => {
  test("an unknown path answers a redirect to / (noindex)", async ({ request, page }) => {
    const response = await request.get("/no/such/page", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/$/);
  });

  test("client navigation to an unknown path lands on /", async ({ page }) => {
    await openPage(page, "/about");
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/definitely-not-here";
      a.textContent = "broken";
      a.id = "broken-link";
      document.querySelector("main")?.append(a);
    });
    // openPage waited for hydration: a node added before it would be dropped by it, and the
    // click would then wait for a link that is gone.
    await page.locator("#broken-link").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("section.who-we-are")).toBeVisible();
  });

  test("the route error screen offers a way home", async ({ page }) => {
    await openPage(page, "/about");
    // A page that takes no submissions answers a posted form with an error (405).
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/about";
      document.body.append(form);
      form.submit();
    });
    await page.waitForURL(/\/about$/);
    await expect(
      page.getByRole("heading", { name: "Something went wrong. Please try again!" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to Home Page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
