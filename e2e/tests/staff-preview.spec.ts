import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { createNewsStory, deleteContentItem } from "./staff-support.ts";

test("an editor previews a draft story at both widths, sends a preview link, and views it on the site once published", async ({
  page,
  browser,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  const title = `Lantern night on the pier ${stamp}`;
  const slug = `lantern-night-${stamp}`;
  await createNewsStory(page, { title, slug, description: "Lanterns from eight." });
  const frame = page.locator("iframe[title='Preview of this news item']");
  const preview = page.frameLocator("iframe[title='Preview of this news item']");
  // Unsaved: the story's own page component, with the title as typed.
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const phone = page.getByRole("button", { name: /^Phone/ });
  const desktop = page.getByRole("button", { name: /^Desktop/ });
  await expect(desktop).toHaveAttribute("aria-pressed", "true");
  await expect(frame).toHaveCSS("width", "1280px");
  await phone.click();
  await expect(phone).toHaveAttribute("aria-pressed", "true");
  await expect(desktop).toHaveAttribute("aria-pressed", "false");
  await expect(frame).toHaveCSS("width", "390px");
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved as a draft/);
  const editPath = new URL(page.url()).pathname;
  try {
    await page.getByRole("button", { name: "Copy preview link" }).click();
    await expect(page.getByRole("region", { name: "Preview" }).getByRole("status")).toContainText(
      /Anyone with this link can see this draft until \d{1,2} \w{3} \d{4}, \d\d:\d\d \(Cyprus time\)/,
    );
    const link = await page.getByLabel("Preview link").inputValue();

    // Signed out, another browser: the draft, private and not indexed.
    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    const opened = await visitor.goto(link);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole("note")).toContainText("Preview of a draft, not published");
    // A changed signature is refused with a reason.
    await visitor.goto(`${link.slice(0, -2)}xx`);
    await expect(visitor.getByRole("alert")).toHaveText(/This preview link is not valid/);
    await stranger.close();

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Published/ })).toBeVisible();
    // The link named the draft as saved before: its note goes with the save.
    await expect(page.getByRole("status")).toHaveCount(1);
    const [story] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: "View on site" }).click(),
    ]);
    await expect(story).toHaveURL(new RegExp(`/news/${slug}$`));
    await expect(story.getByRole("heading", { level: 1 })).toHaveText(title);
    await story.close();
  } finally {
    await deleteContentItem(page, editPath);
  }
});
