import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { createNewsStory } from "./staff-support.ts";

/** Editing: the contract's field names, a warning before unsaved changes are lost, links in rich text. */
test("an editor sees people's field names, is warned before losing changes, and links text by the sanitiser's rule", async ({
  page,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  await createNewsStory(page, { title: `Linked story ${stamp}`, slug: `linked-story-${stamp}` });
  await expect(page.getByLabel("Brand", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Web address", { exact: true })).toBeVisible();
  await expect(page.getByText("Website id")).toHaveCount(0);

  // Leaving through the site's navigation asks first; staying keeps what was typed.
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Overview" }).click();
  const question = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(question).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await question.getByRole("button", { name: "Stay on this page" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/staff\/content\/news\/new$/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Linked story ${stamp}`);

  // A link on typed text: a script address is refused with the rule, a web address is taken.
  const text = page.getByRole("textbox", { name: "Description", exact: true });
  await text.click();
  await page.keyboard.type("See the menu");
  await page.keyboard.press("Shift+Home");
  const toolbar = page.getByRole("toolbar", { name: "Description: formatting" });
  await toolbar.getByRole("button", { name: "Link" }).click();
  const address = page.getByLabel("Link address");
  await expect(address).toBeFocused();
  await address.fill("javascript:alert(1)");
  await address.press("Enter");
  await expect(page.getByRole("alert")).toContainText("Use an address that starts with https://");
  await expect(page).toHaveURL(/\/staff\/content\/news\/new$/);
  await address.fill("https://thalassa.example/menu");
  await page.getByRole("button", { name: "Add link" }).click();
  await expect(text.locator('a[href="https://thalassa.example/menu"]')).toHaveText("See the menu");
  await expect(toolbar.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");

  // Saving is not leaving: no question, and the saved item keeps the link.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved as a draft/);
  await expect(question).toBeHidden();
  await expect(text.locator('a[href="https://thalassa.example/menu"]')).toHaveText("See the menu");

  // With nothing changed since, leaving does not ask.
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/staff$/);
});
