import { expect, test } from "@playwright/test";
import { openPage } from "./support.ts";

test.describe("state kept in the address", () => {
  test("/news: the footer's Subscribe opens the newsletter while the next page of news loads, and it stays open", async ({
    page,
  }) => {
    await openPage(page, "/news");
    const cards = page.locator(".news-grid > li");
    await expect(cards).toHaveCount(9);
    // The next page shows 500 ms after the footer is reached: too short a window to catch by
    // polling on a busy machine, so the page itself clicks Subscribe the moment the list says it
    // is loading.
    await page.evaluate(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(".news-list__loading")) return;
        observer.disconnect();
        const subscribe = [...document.querySelectorAll<HTMLAnchorElement>(".site-footer a")].find(
          (link) => link.textContent?.trim() === "Subscribe",
        );
        document.body.dataset.subscribedWhileLoading = String(Boolean(subscribe));
        subscribe?.click();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator(".site-footer").getByRole("link", { name: "Subscribe" }).scrollIntoViewIfNeeded();
    await expect(page.locator("body")).toHaveAttribute("data-subscribed-while-loading", "true");
    const dialog = page.getByRole("dialog", { name: "Subscribe to our newsletter" });
    await expect(dialog).toBeVisible();
    // Whether the pending page lands behind the modal or is dropped, the modal stays open.
    await expect(page.locator(".news-list__loading")).toBeHidden();
    await expect(page).toHaveURL(/[?&]modal=newsletter/);
    await expect(dialog).toBeVisible();
  });

  test("/news: paging keeps the address's hash", async ({ page }) => {
    await openPage(page, "/news#news-list");
    await expect(page.locator(".news-grid > li")).toHaveCount(9);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page).toHaveURL(/[?&]page=2#news-list$/);
  });

  test("/whats-on: the brand filter keeps an open modal and a campaign source", async ({ page }) => {
    await openPage(page, "/whats-on?utm_source=spring&modal=newsletter");
    const dialog = page.getByRole("dialog", { name: "Subscribe to our newsletter" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    const filter = page.getByLabel(/brand/i).first();
    const option = await filter.locator("option").nth(1).getAttribute("value");
    await filter.selectOption(option!);
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${option}`));
    await expect(page).toHaveURL(/[?&]utm_source=spring/);
  });

  test("opening and closing a modal asks the server for nothing", async ({ page }) => {
    await openPage(page, "/about");
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    await page.locator(".site-footer").getByRole("link", { name: "Subscribe" }).click();
    const dialog = page.getByRole("dialog", { name: "Subscribe to our newsletter" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/modal=/);
    expect(dataRequests).toEqual([]);
  });
});
