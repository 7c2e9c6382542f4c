import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { createNewsStory, deleteContentItem } from "./staff-support.ts";
import { waitForHydration } from "./support.ts";

/*
 * Revisions on the edit screen (ADR 0059), at 1280 px only (the file name keeps it off the phone
 * project): the API tests cover stories, blocks and menus; this is the screen staff use.
 */
test("an editor restores a story's first revision as a draft; drafts save themselves, a live story's changes wait on the device", async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Harbour breakfast ${stamp}`;
  await createNewsStory(page, { title, slug: `harbour-breakfast-${stamp}`, description: "From eight." });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved as a draft/);
  const editPath = new URL(page.url()).pathname;

  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(`${title} moved to nine`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved as a draft/);
  const revisions = page.getByRole("region", { name: /^Revisions/ });
  await expect(revisions.getByRole("heading", { name: "Revisions (2)" })).toBeVisible();
  await expect(revisions.getByRole("listitem").first()).toContainText(/Saved as a draft/);

  await revisions
    .getByRole("link", { name: /^Compare with now/ })
    .last()
    .click();
  const row = revisions.getByRole("row", { name: /^Title/ });
  await expect(row.getByRole("cell").first()).toHaveText(title);
  await expect(row.getByRole("cell").last()).toHaveText(`${title} moved to nine`);
  expect(await axeViolations(page)).toEqual([]);

  await revisions.getByRole("button", { name: "Restore as draft" }).click();
  await expect(page.getByRole("status")).toHaveText(/Restored as a draft/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(revisions.getByRole("heading", { name: "Revisions (3)" })).toBeVisible();
  await expect(revisions.getByRole("listitem").first()).toContainText(/Restored from an earlier revision/);

  // A draft saves itself a few seconds after the last change, and stays a draft.
  await waitForHydration(page);
  const autosaved = page.locator(".staff-autosave__status");
  await page.getByLabel("Title", { exact: true }).fill(`${title} at half past eight`);
  await expect(autosaved).toHaveText(/^Saved as a draft at \d\d:\d\d$/);
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} at half past eight`);
  await expect(revisions.getByRole("listitem").first()).toContainText(/Saved automatically as a draft/);

  // A live story's changes stay on the device until Update, and come back after a reload.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText(/Published/);
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(`${title}, sold out`);
  await expect(autosaved).toHaveText(/^Changes kept on this device at \d\d:\d\d\. Press Update/);
  // The leave guard asks before the reload (the changes are not on the site); leaving is the answer.
  page.on("dialog", (dialog) => dialog.accept());
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title} at half past eight`);
  await page.getByRole("button", { name: "Recover them" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title}, sold out`);
  await expect(page.getByRole("heading", { level: 1 }).getByText("Live")).toBeVisible();
  await deleteContentItem(page, editPath);

  // Signing out forgets what this device kept, so a colleague on the same computer is not offered it.
  const keptDrafts = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("thalassa-staff-draft:")));
  await page.evaluate(() =>
    localStorage.setItem(
      "thalassa-staff-draft:someone:news:1",
      JSON.stringify({ at: "2026-12-01T10:00:00Z", entries: [] }),
    ),
  );
  expect(await keptDrafts()).not.toEqual([]);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  expect(await keptDrafts()).toEqual([]);
});
