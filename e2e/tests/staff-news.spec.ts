import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { createNewsStory, deleteContentItem } from "./staff-support.ts";

/** A real photo-sized image of the demo content, uploaded as a new one. */
const IMAGE = readFileSync(new URL("../../apps/api/media/brands/1/carousel-1-960.webp", import.meta.url));

test("an editor publishes a news item with an image: /news, its page, the feed and the sitemap show it", async ({
  page,
  request,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  const title = `Harbour lights supper ${stamp}`;
  const slug = `harbour-lights-supper-${stamp}`;
  await createNewsStory(page, { title, slug });
  const description = page.getByRole("textbox", { name: "Description", exact: true });
  await description.click();
  await page.keyboard.type("Lanterns along the pier and a menu from the morning's catch.");
  const bold = page
    .getByRole("toolbar", { name: "Description: formatting" })
    .getByRole("button", { name: "Bold" });
  await bold.click();
  // The editor takes the focus back on the next frame: typed before, the space would press Bold again.
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await expect(description).toBeFocused();
  await page.keyboard.type(" Booking opens Monday.");
  const small = page.getByRole("group", { name: /^Small/ });
  await small
    .getByLabel("Upload an image")
    .setInputFiles({ name: "pier.webp", mimeType: "image/webp", buffer: IMAGE });
  await small.getByLabel(/alt text/).fill("Lanterns on the pier at dusk");
  await page.getByRole("button", { name: "Publish" }).click();

  await expect(page.getByRole("status")).toHaveText(/Published/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.getByRole("heading", { level: 1 }).getByText("Live")).toBeVisible();
  const stored = page.getByRole("group", { name: /^Small/ }).locator("img");
  await expect(stored).toHaveAttribute("src", /\/media\//);

  // Public pages, at once: the site forgot its cached reads and shared pages on publish.
  await page.goto("/news");
  // The list shortens long titles; the link's address is the article's.
  await expect(page.locator(`main a[href^="/news/${slug}"]`).first()).toBeVisible();
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("main strong", { hasText: "Booking opens Monday." })).toBeVisible();
  const image = page.locator("main img[alt='Lanterns on the pier at dusk']").first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  const feed = await (await request.get("/news/feed.xml")).text();
  expect(feed).toContain(title);
  expect(feed).toContain(`/news/${slug}`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/news/${slug}`);
});

test("a draft stays off the public pages; the form says what is wrong with a refused item", async ({
  page,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  const slug = `quiet-draft-${stamp}`;
  await createNewsStory(page, { title: `Quiet draft ${stamp}`, slug: "Not A Slug", description: "Not yet." });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.locator("#field-url-error")).toHaveText(/lower-case letters, digits and single hyphens/i);
  // The refusal takes the keyboard to the field it names (ADR 0062).
  await expect(page.getByLabel("Web address", { exact: true })).toBeFocused();

  await page.getByLabel("Web address", { exact: true }).fill(slug);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved as a draft/);
  // An article the public API does not list leads back to the news page (SPEC §2).
  await page.goto(`/news/${slug}`);
  await expect(page).toHaveURL(/\/news$/);
});

test("on a live story Update keeps it on the site and Unpublish takes it off, each saying so", async ({
  page,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  const title = `Sunset tasting ${stamp}`;
  const slug = `sunset-tasting-${stamp}`;
  await createNewsStory(page, { title, slug, description: "Six wines from the island." });
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText(/Published/);
  // A live story has no "Save draft" that would quietly take it off the site.
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
  const editPath = new URL(page.url()).pathname;

  await page.getByLabel("Title", { exact: true }).fill(`${title} (sold out)`);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("status")).toHaveText(/Updated\. It stays live/);
  await expect(page.getByRole("heading", { level: 1 }).getByText("Live")).toBeVisible();
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title} (sold out)`);

  await page.goto(editPath);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("status")).toHaveText(/Unpublished: it is a draft again/);
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save draft" })).toBeVisible();
  // The browser keeps the article it showed a moment ago for max-age (5 s, ADR 0041), so the
  // check asks the site itself, as a visitor arriving now would.
  await expect
    .poll(async () => new URL((await page.request.get(`/news/${slug}`)).url()).pathname)
    .toBe("/news");
  await deleteContentItem(page, editPath);
});

test("a new story's web address follows its title until the editor writes one of their own", async ({
  page,
}, info) => {
  const stamp = `${info.project.name}-${Date.now()}`;
  await createNewsStory(page, { title: "", slug: "" });
  const title = page.getByLabel("Title", { exact: true });
  const address = page.getByLabel("Web address", { exact: true });
  await title.pressSequentially(`Harbour Nights ${stamp}`);
  await expect(address).toHaveValue(`harbour-nights-${stamp}`);
  await title.fill(`Harbour Nights & Lanterns ${stamp}`);
  await expect(address).toHaveValue(`harbour-nights-and-lanterns-${stamp}`);

  // An address of the editor's own stays, whatever the title becomes.
  await address.fill(`lantern-supper-${stamp}`);
  await title.fill(`Lantern Supper on the Pier ${stamp}`);
  await expect(address).toHaveValue(`lantern-supper-${stamp}`);
  // Emptied, it follows the title again.
  await address.fill("");
  await title.fill(`Pier Supper ${stamp}`);
  await expect(address).toHaveValue(`pier-supper-${stamp}`);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText(/Saved as a draft/);
  await expect(page.getByLabel("Web address", { exact: true })).toHaveValue(`pier-supper-${stamp}`);
  const editPath = new URL(page.url()).pathname;
  // The overview lists the new draft under Drafts.
  await page.goto("/staff");
  await expect(
    page.getByRole("region", { name: "In progress" }).getByRole("link", { name: `Pier Supper ${stamp}` }),
  ).toBeVisible();
  await page.goto(editPath);
  // A saved story keeps its address when its title changes: links to it must not break.
  await page.getByLabel("Title", { exact: true }).fill(`Pier Supper, second sitting ${stamp}`);
  await expect(page.getByLabel("Web address", { exact: true })).toHaveValue(`pier-supper-${stamp}`);
  await deleteContentItem(page, editPath);
});
