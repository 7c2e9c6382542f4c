import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { createNewsStory, cyprusClock, deleteContentItem } from "./staff-support.ts";

// Far enough ahead to see the item scheduled and kept off the site on a busy machine, near enough
// to wait for: the e2e API runs the scheduler every second (global-setup.ts, ADR 0043).
const PUBLISH_IN_MS = 40_000;

test("an editor schedules a news story: the list shows it scheduled, the site shows it once its time has come", async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const stamp = `${info.project.name}-${Date.now()}`;
  const title = `Sunset tasting ${stamp}`;
  const slug = `sunset-tasting-${stamp}`;
  const publishAt = cyprusClock(PUBLISH_IN_MS);
  const unpublishAt = cyprusClock(7 * 24 * 3_600_000).slice(0, 16);

  await createNewsStory(page, { title, slug, description: "Wines of the island at dusk." });
  const publishField = page.getByLabel(/^Publish at/);
  await expect(publishField).toHaveAttribute("type", "datetime-local");
  await expect(page.getByText("Cyprus time. Save the item as a draft and it goes live then.")).toBeVisible();
  await publishField.fill(publishAt);
  await page.getByLabel(/^Unpublish at/).fill(unpublishAt);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page.getByRole("status")).toHaveText(/scheduled: it goes live at its publish time/);
  const editPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 }).getByText("Scheduled")).toBeVisible();
  // The field shows the Cyprus time that was typed (stored in UTC).
  await expect(page.getByLabel(/^Publish at/)).toHaveValue(
    publishAt.endsWith(":00") ? publishAt.slice(0, 16) : publishAt,
  );

  // The list, filtered to scheduled items, names the item and both of its times.
  await page.goto(`/staff/content/news?status=scheduled&q=${encodeURIComponent(stamp)}`);
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(row.getByText(/^Scheduled for \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect(row.getByText(/^Unpublishes \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("scheduled");
  expect(await axeViolations(page)).toEqual([]);

  // Not public yet: an article the public API does not list leads back to /news.
  await page.goto(`/news/${slug}`);
  await expect(page).toHaveURL(/\/news$/);

  // Real time passes; the API's scheduler publishes it and the site forgets its cached pages.
  await expect(async () => {
    await page.goto(`/news/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 1_000 });
  }).toPass({ timeout: PUBLISH_IN_MS + 90_000, intervals: [2_000] });

  await page.goto(`/staff/content/news?status=live&q=${encodeURIComponent(stamp)}`);
  const liveRow = page.getByRole("listitem").filter({ hasText: title });
  await expect(liveRow.getByText("Live", { exact: true })).toBeVisible();
  await expect(liveRow.getByText(/^Unpublishes /)).toBeVisible();
  await expect(liveRow.getByText(/^Scheduled for /)).toHaveCount(0);
  await deleteContentItem(page, editPath);
});

test("the editor refuses an unpublish time before the publish time, in words", async ({ page }, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  await createNewsStory(page, {
    title: `Backwards ${stamp}`,
    slug: `backwards-${stamp}`,
    description: "Never.",
  });
  await page.getByLabel(/^Publish at/).fill(cyprusClock(2 * 24 * 3_600_000).slice(0, 16));
  await page.getByLabel(/^Unpublish at/).fill(cyprusClock(24 * 3_600_000).slice(0, 16));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").first()).toHaveText("Unpublish at must be later than Publish at.");
  await expect(page.locator("#field-unpublish_at-error")).toHaveText(
    "Unpublish at must be later than Publish at.",
  );
  await expect(page.getByLabel(/^Unpublish at/)).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
});

test("a later publish time turns Publish into Schedule, which saves the story scheduled", async ({
  page,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  await createNewsStory(page, {
    title: `Moonlit jazz ${stamp}`,
    slug: `moonlit-jazz-${stamp}`,
    description: "Soon.",
  });
  const publishField = page.getByLabel(/^Publish at/);
  await publishField.fill(cyprusClock(24 * 3_600_000).slice(0, 16));
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(/scheduled: it goes live at its publish time/);
  await expect(page.getByRole("heading", { level: 1 }).getByText("Scheduled")).toBeVisible();
  const editPath = new URL(page.url()).pathname;

  // The overview lists it among what goes live soon, with its time, as a link to its form.
  await page.goto("/staff");
  const soon = page.getByRole("region", { name: "In progress" });
  const entry = soon.getByRole("listitem").filter({ hasText: `Moonlit jazz ${stamp}` });
  await expect(entry).toContainText(/News · goes live \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  expect(await axeViolations(page)).toEqual([]);
  await entry.getByRole("link", { name: `Moonlit jazz ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));

  // A time already past is no schedule: the button publishes again.
  await page.getByLabel(/^Publish at/).fill(cyprusClock(-3_600_000).slice(0, 16));
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Schedule", exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await deleteContentItem(page, editPath);
});
