import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { signIn } from "./staff-support.ts";

/** An account chooses its staff interface language on its account page (ADR 0065). */
test("an editor saves Greek as the interface language, and English again", async ({ page }) => {
  await signIn(page, "editor", "/staff/account");
  const choices = page.getByRole("group", { name: "Interface language" });
  await expect(choices.getByRole("radio", { name: "English" })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  await choices.getByRole("radio", { name: "Ελληνικά" }).check();
  await page.getByRole("button", { name: "Save language" }).click();
  await expect(page.getByRole("status")).toContainText("Your interface language is saved.");
  await page.reload();
  await expect(choices.getByRole("radio", { name: "Ελληνικά" })).toBeChecked();

  await choices.getByRole("radio", { name: "English" }).check();
  await page.getByRole("button", { name: "Save language" }).click();
  await expect(page.getByRole("status")).toContainText("Your interface language is saved.");
  await page.reload();
  await expect(choices.getByRole("radio", { name: "English" })).toBeChecked();
});
