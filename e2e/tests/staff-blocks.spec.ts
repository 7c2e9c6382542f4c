import { expect, type Page, test } from "@playwright/test";
import { editorWithBlock, withSharedContentLock } from "./staff-support.ts";
import { openPage, waitForHydration } from "./support.ts";

interface BlockItem {
  id: number;
  website_id: number;
  page_name: string;
  block_name: string;
  content: Record<"carousel" | "carousel_mobile", { slides: { title: { value: string } }[] }>;
}

/** Types a title into the first slide of a slide set of the open hero form. */
async function fillFirstSlideTitle(page: Page, set: string, title: string) {
  await page
    .getByRole("group", { name: set, exact: true })
    .getByRole("group", { name: "Slide 1", exact: true })
    .getByLabel("Title", { exact: true })
    .fill(title);
}

test("an editor changes a hero slide: the preview shows it as typed, the home page once published", async ({
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
        .getByRole("region", { name: "home" })
        .getByRole("link", { name: "HeroBlock", exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${editPage}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText("home · HeroBlock");
      await waitForHydration(page);
      const preview = page.frameLocator("iframe[title='Preview of HeroBlock on home']");
      await expect(preview.getByText(titles.Carousel, { exact: true }).first()).toBeAttached();

      // Both slide sets: the preview frame is narrow enough for the mobile set on a phone.
      for (const set of Object.keys(titles)) await fillFirstSlideTitle(page, set, newTitle);
      await expect(preview.getByText(newTitle, { exact: true }).filter({ visible: true })).toBeVisible();
      // Nothing is public before publishing.
      expect(await (await request.get("/")).text()).not.toContain(newTitle);

      published = true;
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("status")).toHaveText(/Published/);
      const home = await page.context().newPage();
      await openPage(home, "/");
      await expect(home.getByText(newTitle, { exact: true }).filter({ visible: true })).toBeVisible();
      await home.close();
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
