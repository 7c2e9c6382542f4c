import { expect, type Page, test } from "@playwright/test";
import { editorWithBlock, openFold, withSharedContentLock } from "./staff-support.ts";
import { openPage, waitForHydration } from "./support.ts";

interface BlockItem {
  id: number;
  website_id: number;
  page_name: string;
  block_name: string;
  content: Record<"carousel" | "carousel_mobile", { slides: { title: { value: string } }[] }>;
}

/** Types a title into the first slide of a slide set of the open hero form, its folds opened first. */
async function fillFirstSlideTitle(page: Page, set: string, title: string) {
  await openFold(page, `${set} (`);
  const slides = page.getByRole("group", { name: set, exact: true });
  await openFold(slides, "Slide 1:");
  await slides
    .getByRole("group", { name: "Slide 1", exact: true })
    .getByLabel("Title", { exact: true })
    .fill(title);
}

test("an editor changes a hero slide: the preview shows it as typed, the home page once published", async ({
  browser,
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const { block: hero } = await editorWithBlock<BlockItem>(page, "home", "HeroBlock");
  const original = hero.content;
  const titles = {
    Carousel: original.carousel.slides[0]?.title.value ?? "",
    "Carousel mobile": original.carousel_mobile.slides[0]?.title.value ?? "",
  };
  const newTitle = `Sunset tables on the pier ${info.project.name} ${Date.now()}`;
  const editPage = `/staff/content/blocks/${hero.id}`;

  await withSharedContentLock("home-hero", async () => {
    let published = false;
    try {
      await page.goto("/staff/content/blocks");
      await waitForHydration(page);
      await page
        .getByRole("region", { name: "Home page" })
        .getByRole("link", { name: "Top banner (slides)", exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${editPage}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Home page: Top banner (slides)");
      await waitForHydration(page);
      const preview = page.frameLocator("iframe[title='Preview of Top banner (slides) on the Home page']");
      await expect(preview.getByText(titles.Carousel, { exact: true }).first()).toBeAttached();

      // Both slide sets: the preview frame is narrow enough for the mobile set on a phone.
      for (const set of Object.keys(titles)) await fillFirstSlideTitle(page, set, newTitle);
      await expect(preview.getByText(newTitle, { exact: true }).filter({ visible: true })).toBeVisible();
      // Nothing is public before publishing.
      expect(await (await request.get("/")).text()).not.toContain(newTitle);

      published = true;
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("status")).toHaveText(/Published/);
      // Every site process forgets its cached pages within a poll of the content version (ADR
      // 0033), not at the instant of publishing: a visitor arriving after that sees the new slide.
      await expect.poll(async () => (await request.get("/")).text()).toContain(newTitle);
      // A visitor arriving now: a browser of its own. The editor's browser may keep a copy of the
      // home page it fetched around the publish for the page's max-age and stale-while-revalidate.
      const { viewport, isMobile, hasTouch } = info.project.use;
      const visitor = await browser.newContext({
        viewport,
        isMobile,
        hasTouch,
        baseURL: process.env.E2E_BASE_URL,
      });
      try {
        const home = await visitor.newPage();
        await openPage(home, "/");
        await expect(home.getByText(newTitle, { exact: true }).filter({ visible: true })).toBeVisible();
      } finally {
        await visitor.close();
      }
    } finally {
      // The other browser tests expect the demo content's hero: put it back through the site,
      // which also forgets its cached copies.
      if (published) {
        await page.goto(editPage);
        await waitForHydration(page);
        for (const [set, title] of Object.entries(titles)) await fillFirstSlideTitle(page, set, title);
        await page.getByRole("button", { name: "Publish" }).click();
        await expect(page.getByRole("status")).toHaveText(/Published/);
      }
    }
  });
});

test("the preview frame shows the block in Greek: the published translation, then the draft as typed", async ({
  page,
  request,
}, info) => {
  const { block } = await editorWithBlock<BlockItem & { id: number }>(page, "about", "Hero");
  await page.goto(`/staff/content/blocks/${block.id}`);
  await waitForHydration(page);
  await page.getByLabel("Preview in").selectOption({ label: "Greek" });
  const preview = page.frameLocator("iframe[title='Preview of Top banner on the About page in Greek']");
  await expect(preview.locator("html")).toHaveAttribute("lang", "el");
  await expect(preview.getByRole("heading", { level: 1, name: "Η ιστορία μας" })).toBeVisible();

  // A Greek title typed and not saved: the Greek frame shows it, marked Greek; nothing is public.
  const draft = `Η ιστορία μας, ${info.project.name} ${Date.now()}`;
  await openFold(page, "Greek (el) translation");
  await page.getByLabel("Title in Greek", { exact: true }).fill(draft);
  const heading = preview.getByRole("heading", { level: 1, name: draft });
  await expect(heading).toBeVisible();
  await expect(preview.locator('main [lang="el"]')).toContainText(draft);
  expect(await (await request.get("/el/about")).text()).not.toContain(draft);

  // Back to English: the English title, in an English frame.
  await page.getByLabel("Preview in").selectOption({ label: "English" });
  await expect(
    page
      .frameLocator("iframe[title='Preview of Top banner on the About page']")
      .getByRole("heading", { level: 1, name: "Our Story" }),
  ).toBeVisible();
});
