import { type Browser, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { type ApiWebsite, apiGet } from "./content-api.ts";
import { signIn } from "./staff-support.ts";
import { keepScreenshot, openPage, waitForHydration, watchHydration } from "./support.ts";

/*
 * Previews of brands, community items and page meta (ADR 0068): what the staff type shows beside
 * the form at once, in the public pages' own components (or, for page meta, as a search result),
 * and nothing on the public site changes until a save. Nothing here is saved.
 */

interface ApiCsrItem {
  id: number;
  title: string;
}

/** Opens a staff edit screen as an editor, once its scripts run (the preview listens to the form). */
async function openEditor(page: Page, path: string) {
  await watchHydration(page);
  await signIn(page, "editor");
  await page.goto(path);
  await waitForHydration(page);
}

/** What a visitor with a browser of their own sees at a public address. */
async function visitorSees(browser: Browser, path: string, text: string): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    await openPage(visitor, path);
    return (await visitor.getByText(text).count()) > 0;
  } finally {
    await context.close();
  }
}

test("a brand's preview shows its card and home tile as the name and hours are typed", async ({
  page,
  browser,
}, info) => {
  const brand = (await apiGet<ApiWebsite[]>("websites")).find(
    (website) => website.type === "restaurant" && website.book_online_url,
  );
  expect(brand, "the demo has a restaurant that takes bookings").toBeDefined();
  await openEditor(page, `/staff/content/brands/${brand!.id}`);
  const preview = page.frameLocator("iframe[title^='Preview of this brand']");
  const card = preview.locator(`article[data-brand-id="${brand!.id}"]`);
  // The saved brand first, with the /brands card's own button.
  await expect(card.getByRole("heading", { level: 2, name: brand!.name })).toBeVisible();
  await expect(card.getByRole("link", { name: /^Book Online/ })).toBeVisible();

  const name = `${brand!.name} preview ${info.project.name}-${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(card.getByRole("heading", { level: 2, name })).toBeVisible();
  // The home page's tile of the same brand shows the typed name too.
  await expect(preview.locator(".brand-tile__name")).toHaveText(name);

  // Hours as typed: the first row's opening time, written as the card writes it.
  const opens = page.locator("#field-opening_hours-0-opens");
  // Its folds (the list, then the row) are opened as a person opens them, by their summaries.
  const closedFold = page.locator("details:has(#field-opening_hours-0-opens):not([open]) > summary").first();
  while (await closedFold.count()) await closedFold.click();
  await opens.fill("07:45");
  await expect(card.locator(".brand-card__hours")).toContainText("07:45");

  // Greek: the frame is the Greek page, its button and labels in Greek.
  await page.getByLabel("Preview in").selectOption("el");
  await expect(card.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(card.getByRole("link", { name: /^Κράτηση online/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^View on site \(Greek\)/ })).toHaveAttribute(
    "href",
    "/el/brands",
  );

  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("region", { name: "Preview" }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, info, "brand-preview");
  // Nothing public changed: the name was only typed.
  expect(await visitorSees(browser, "/brands", name)).toBe(false);

  // A signed link shows the brand as saved, to someone signed out, privately, in Greek as chosen.
  await page.getByRole("button", { name: "Copy preview link" }).click();
  const link = await page.getByLabel("Preview link").inputValue();
  expect(new URL(link).pathname).toMatch(new RegExp(`^/el/preview/brands\\.${brand!.id}\\.`));
  const stranger = await browser.newContext();
  try {
    const visitor = await stranger.newPage();
    const opened = await visitor.goto(link);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    await expect(visitor.getByRole("note")).toBeVisible();
    const saved = visitor.locator(`article[data-brand-id="${brand!.id}"]`);
    await expect(saved.getByRole("heading", { level: 2, name: brand!.name, exact: true })).toBeVisible();
  } finally {
    await stranger.close();
  }
});

test("a community item's preview shows its card and window as the title is typed", async ({
  page,
  browser,
}, info) => {
  const [item] = await apiGet<ApiCsrItem[]>("posts?post_type=csr&status=live");
  expect(item, "the demo has a live community item").toBeDefined();
  await openEditor(page, `/staff/content/csr/${item!.id}`);
  const preview = page.frameLocator("iframe[title^='Preview of this community item']");
  // The window a card opens, laid in place under the grid.
  const window = preview.locator("dialog.csr-modal");
  await expect(window.getByRole("heading", { level: 2 })).toHaveText(item!.title);

  const title = `Reef watch ${info.project.name}-${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(window.getByRole("heading", { level: 2 })).toHaveText(title);
  // The card in the grid, its title cut as on the page (15 characters and an ellipsis).
  await expect(preview.getByTestId("csr-title")).toHaveText(/^Reef watch .*…$/);
  await expect(page.getByRole("link", { name: "View on site" })).toHaveAttribute(
    "href",
    `/community-sustainability?modal=csr-${item!.id}`,
  );

  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("region", { name: "Preview" }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, info, "community-preview");
  expect(await visitorSees(browser, `/community-sustainability?modal=csr-${item!.id}`, title)).toBe(false);
});

test("page meta's search result and share card follow the title and description as typed", async ({
  page,
  browser,
}, info) => {
  await openEditor(page, `/staff/content/page-meta/${encodeURIComponent("/about")}`);
  const snippet = page.getByTestId("search-snippet");
  const title = `Our harbour story ${info.project.name}-${Date.now()}`;
  await page.getByLabel("Title for search engines", { exact: true }).fill(title);
  await expect(snippet).toContainText(`${title} | `);
  await expect(snippet).toContainText("› about");
  await expect(page.getByTestId("share-card")).toContainText(title);

  // A description longer than search engines show is cut at a word, and the note says so.
  const description = "Fish from the morning boats, grilled over charcoal by the water. ".repeat(4);
  await page.getByLabel("Description for search engines (optional)", { exact: true }).fill(description);
  await expect(snippet.locator(".search-snippet__description")).toHaveText(/ …$/);
  await expect(page.getByText(/^Description: \d+ characters; search engines show about 160/)).toBeVisible();

  await page.getByLabel("Preview in").selectOption("el");
  await expect(snippet).toContainText("› el › about");

  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("region", { name: "Preview" }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, info, "page-meta-preview");
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    await openPage(visitor, "/about");
    await expect(visitor).not.toHaveTitle(new RegExp(title));
  } finally {
    await context.close();
  }
});
