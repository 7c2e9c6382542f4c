import { expect, type Locator, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { createNewsStory, deleteContentItem, openFold } from "./staff-support.ts";
import { waitForHydration } from "./support.ts";

/** The language an element is read in: its own `lang` or its nearest ancestor's. */
const languageOf = (element: Locator) =>
  element.evaluate((node) => node.closest("[lang]")?.getAttribute("lang") ?? null);

test("an editor adds a Greek translation of a news story and publishes it: /el shows it, /ru shows the English marked lang=en", async ({
  page,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  const title = `Lantern night at the harbour ${stamp}`;
  const greekTitle = `Βραδιά με φανάρια στο λιμάνι ${stamp}`;
  const slug = `lantern-night-${stamp}`;

  // The English story, published.
  await createNewsStory(page, { title, slug, description: "Lanterns along the quay." });
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText(/Published/);
  const editPath = new URL(page.url()).pathname;
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading.getByText("Live")).toBeVisible();
  // Neither translation exists yet: the page says so.
  await expect(heading.getByText("EL RU")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Greek/ })).toContainText("Missing");

  // The Greek beside the English, published on its own.
  await waitForHydration(page);
  const greek = page.getByRole("region", { name: /^Greek/ });
  await openFold(greek, "Greek (el) translation");
  await expect(greek.getByText(title)).toBeVisible();
  await greek.getByLabel("Title in Greek").fill(greekTitle);
  await greek
    .getByRole("textbox", { name: /^Description in Greek/ })
    .fill("Φανάρια σε όλο το μήκος της προβλήτας.");
  await greek.getByLabel("Publish the Greek version").check();
  // The story is live: its button keeps it so (ADR 0056).
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("status")).toHaveText(/Updated\. It stays live/);
  await expect(page.getByRole("heading", { name: /^Greek/ })).toContainText("Published");
  await expect(page.getByRole("heading", { name: /^Russian/ })).toContainText("Missing");
  await expect(heading.getByText("RU", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The list marks the language still missing.
  await page.goto(`/staff/content/news?q=${encodeURIComponent(stamp)}`);
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("RU", { exact: true })).toBeVisible();
  await expect(row.getByText("Not published in Russian")).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);

  // Visitors: the Greek page shows the translation in Greek.
  await page.goto(`/el/news/${slug}`);
  const greekHeading = page.getByRole("heading", { level: 1 });
  await expect(greekHeading).toHaveText(greekTitle);
  expect(await languageOf(greekHeading)).toBe("el");
  const greekBody = page.locator(".article__body");
  await expect(greekBody).toHaveText(/Φανάρια/);
  expect(await languageOf(greekBody)).toBe("el");

  // The Russian page has no Russian yet: the English, marked as English, never an empty page.
  await page.goto(`/ru/news/${slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  const russianHeading = page.getByRole("heading", { level: 1 });
  await expect(russianHeading).toHaveText(title);
  expect(await languageOf(russianHeading)).toBe("en");
  const russianBody = page.locator(".article__body");
  await expect(russianBody).toHaveText(/Lanterns along the quay/);
  expect(await languageOf(russianBody)).toBe("en");
  await deleteContentItem(page, editPath);
});
