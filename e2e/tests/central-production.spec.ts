import { expect, test } from "@playwright/test";
import { openPage } from "./support.ts";

test("/central-production: about text, the fixed video, two contact cards", async ({ page }, info) => {
  await openPage(page, "/central-production");
  await expect(page.getByRole("heading", { level: 1, name: "Central Production" })).toBeVisible();
  await expect(page.locator("#about-production .prose")).not.toBeEmpty();
  const video = page.locator(".fixed-video video");
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveJSProperty("loop", true);
  const frame = page.locator(".fixed-video__frame");
  // Fixed while scrolling on wide screens with a pointer; a plain band on phones.
  await expect(frame).toHaveCSS("position", info.project.name === "mobile" ? "absolute" : "fixed");
  const cards = page.locator(".contact-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(cards.first().getByRole("link", { name: /\+357/ })).toHaveAttribute("href", /^tel:/);
});

test("/central-production: at up to 860 px the video plays when half visible and pauses out of view", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "mobile", "autoplay by visibility is for widths up to 860 px");
  await openPage(page, "/central-production");
  const video = page.locator(".fixed-video video");
  await expect(video).toHaveJSProperty("paused", true);
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveJSProperty("paused", false);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(video).toHaveJSProperty("paused", true);
});
