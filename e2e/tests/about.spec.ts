import { expect, test } from "@playwright/test";
import { apiGet } from "./content-api.ts";
import { openPage } from "./support.ts";

interface StoryEntry {
  year: number;
  title: string;
}

test("/about: Our Story timeline with year, image, title and description", async ({ page }) => {
  const story = (await apiGet<StoryEntry[]>("posts?post_type=story&status=live")).sort(
    (a, b) => a.year - b.year,
  );
  await openPage(page, "/about");
  await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
  const entries = page.locator(".timeline__entry");
  await expect(entries).toHaveCount(story.length);
  for (const [i, entry] of story.entries()) {
    const item = entries.nth(i);
    await expect(item.locator("time")).toHaveText(String(entry.year));
    await expect(item.getByRole("heading", { level: 3 })).toHaveText(entry.title);
    await expect(item.locator("img")).toHaveCount(1);
    await expect(item.locator(".prose")).not.toBeEmpty();
  }
});
