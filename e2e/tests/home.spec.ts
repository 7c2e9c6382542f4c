import { expect, test } from "@playwright/test";
import { type ApiEvent, type ApiNews, type ApiWebsite, apiGet } from "./content-api.ts";
import { freezeClock, openPage } from "./support.ts";

/** The hero's autoplay interval (apps/web/app/components/home/hero-carousel.tsx). */
const HERO_INTERVAL_MS = 6000;

const isMobile = (name: string) => name === "mobile";

test.describe("home: hero carousel", () => {
  test("shows the slide set of the width, switching live at 430 px", async ({ page }, info) => {
    await openPage(page, "/");
    const desktop = page.getByTestId("hero-desktop");
    const mobile = page.getByTestId("hero-mobile");
    if (isMobile(info.project.name)) {
      await expect(mobile).toBeVisible();
      await expect(desktop).toBeHidden();
      await page.setViewportSize({ width: 431, height: 844 });
      await expect(desktop).toBeVisible();
      await expect(mobile).toBeHidden();
    } else {
      await expect(desktop).toBeVisible();
      await expect(mobile).toBeHidden();
      await page.setViewportSize({ width: 430, height: 800 });
      await expect(mobile).toBeVisible();
      await expect(desktop).toBeHidden();
      // The mobile set's first button reads differently from the desktop one.
      await expect(mobile.getByRole("link", { name: "Our brands" })).toBeVisible();
    }
  });

  test("the slide set the width hides fetches no picture and no video data", async ({ page }, info) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await openPage(page, "/");
    const [shown, hidden] = isMobile(info.project.name) ? ["mobile", "desktop"] : ["desktop", "mobile"];
    // The shown set's other slides get their pictures once the page is idle.
    const second = page.getByTestId(`hero-${shown}`).locator(".hero__slide").nth(1).locator("img");
    await expect(second).toHaveJSProperty("complete", true);
    expect(requested.filter((path) => path.startsWith(`/media/hero/${shown}-`)).length).toBeGreaterThan(0);
    expect(requested.filter((path) => path.startsWith(`/media/hero/${hidden}-`))).toEqual([]);
    // The desktop set opens with a video: its data waits until it plays, on a width that shows it.
    if (hidden === "desktop") expect(requested.filter((path) => path.endsWith("/hero.mp4"))).toEqual([]);
  });

  test("a phone at 1.75 or 2 device pixels gets the 800 px hero image, not the 960 px one", async ({
    browser,
  }) => {
    // Lighthouse's phone (412 px at 1.75) needs 721 px, a common one (390 px at 2) 780 px.
    for (const [width, deviceScaleFactor] of [
      [412, 1.75],
      [390, 2],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width, height: 844 },
        deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await openPage(page, "/");
      const first = page.getByTestId("hero-mobile").locator(".hero__slide").first().locator("img");
      await expect(first).toHaveJSProperty("complete", true);
      expect(await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
        "/media/hero/mobile-1-800.webp",
      );
      await context.close();
    }
  });

  test("fades between slides; arrows cycle; a 'null' button is hidden; newTab opens a new tab", async ({
    page,
  }, info) => {
    await openPage(page, "/");
    const set = page.getByTestId(isMobile(info.project.name) ? "hero-mobile" : "hero-desktop");
    const slides = set.locator(".hero__slide");
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toHaveClass(/is-active/);
    await expect(slides.nth(0)).toHaveCSS("transition-property", /opacity/);
    await set.getByRole("button", { name: "Previous slide" }).click();
    await expect(slides.nth(2)).toHaveClass(/is-active/);
    // Slide 3's button text is the literal "null": no button at all.
    await expect(slides.nth(2).getByRole("link")).toHaveCount(0);
    await expect(set.getByText("null", { exact: true })).toHaveCount(0);
    await set.getByRole("button", { name: "Next slide" }).click();
    await expect(slides.nth(0)).toHaveClass(/is-active/);
    await set.getByRole("button", { name: "Next slide" }).click();
    const book = slides.nth(1).getByRole("link", { name: /Book a table/ });
    await expect(book).toBeVisible();
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(slides.nth(0).locator("a")).not.toHaveAttribute("target", "_blank");
  });

  test("autoplays, pauses with its button, and the first image is the prioritised LCP", async ({
    page,
  }, info) => {
    // Page time moves only when the test says: the slides' timing is checked in page time.
    await freezeClock(page);
    await openPage(page, "/");
    const set = page.getByTestId(isMobile(info.project.name) ? "hero-mobile" : "hero-desktop");
    const slides = set.locator(".hero__slide");
    const first = slides.first();
    const lcp = first.locator("img, video").first();
    if ((await lcp.evaluate((el) => el.tagName)) === "IMG") {
      await expect(lcp).toHaveAttribute("fetchpriority", "high");
      await expect(lcp).toHaveAttribute("loading", "eager");
    }
    // The pointer away from the hero, which holds the slides while it is over them.
    await page.mouse.move(0, 0);
    await expect(first).toHaveClass(/is-active/);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expect(slides.nth(1)).toHaveClass(/is-active/);
    await set.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(set.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(HERO_INTERVAL_MS * 2);
    await expect(slides.nth(1)).toHaveClass(/is-active/);
    // Play again: the next interval moves it on, so the check above could have seen a move.
    await set.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(HERO_INTERVAL_MS);
    await expect(slides.nth(2)).toHaveClass(/is-active/);
  });

  test("does not autoplay under prefers-reduced-motion", async ({ page }, info) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await openPage(page, "/");
    const set = page.getByTestId(isMobile(info.project.name) ? "hero-mobile" : "hero-desktop");
    await expect(set.getByRole("button", { name: /Pause slideshow/ })).toHaveCount(0);
    await page.mouse.move(0, 0);
    await page.clock.runFor(HERO_INTERVAL_MS * 2);
    await expect(set.locator(".hero__slide").first()).toHaveClass(/is-active/);
    await expect(page.locator(".logo-carousel__viewport")).toHaveAttribute("data-state", "static");
  });
});

test.describe("home: blocks", () => {
  test("who-we-are: title, paragraph, highlighted commitment and button", async ({ page }) => {
    await openPage(page, "/");
    const block = page.locator("section.who-we-are");
    await expect(block.getByRole("heading", { name: "Who we are" })).toBeVisible();
    await expect(block.locator("blockquote")).toContainText("We promise to cook");
    await expect(block.getByRole("link", { name: "Read our story" })).toHaveAttribute("href", "/about");
  });

  test("logo carousel follows the intro, skips brand 18, links each logo to its domain, pauses", async ({
    page,
  }, info) => {
    const websites = await apiGet<ApiWebsite[]>("websites");
    await openPage(page, "/");
    const carousel = page.locator("section.logo-carousel");
    // After the who-we-are intro in document order.
    const order = await page.evaluate(() => {
      const intro = document.querySelector("section.who-we-are")!;
      const logos = document.querySelector("section.logo-carousel")!;
      return intro.compareDocumentPosition(logos) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    const links = carousel.getByRole("link");
    const expected = websites.filter((w) => w.id !== 18);
    await expect(links).toHaveCount(expected.length);
    for (const w of expected) {
      await expect(carousel.getByRole("link", { name: new RegExp(w.name) })).toHaveAttribute(
        "href",
        w.domain,
      );
    }
    const brand18 = websites.find((w) => w.id === 18)!;
    await expect(carousel.locator(`a[href="${brand18.domain}"]`)).toHaveCount(0);
    // 120 px logo slots; fewer logos per view at narrow widths (3 at 390 px, 8 at 1280 px).
    const slotWidth = await carousel
      .locator(".logo-carousel__slot a")
      .first()
      .evaluate((a) => a.clientWidth);
    expect(slotWidth).toBeLessThanOrEqual(120);
    const perView = await carousel.evaluate((el) =>
      getComputedStyle(el).getPropertyValue("--per-view").trim(),
    );
    expect(perView).toBe(isMobile(info.project.name) ? "3" : "8");
    const viewport = carousel.locator(".logo-carousel__viewport");
    await expect(viewport).toHaveAttribute("data-state", "running");
    await carousel.getByRole("button", { name: "Pause brand logos" }).click();
    await expect(viewport).toHaveAttribute("data-state", "paused");
  });

  test("brand tiles play their video on hover; the catering tile's button opens the catering enquiry", async ({
    page,
  }, info) => {
    await openPage(page, "/");
    const tiles = page.locator("section.brand-tiles");
    const video = tiles.locator("video").first();
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    if (!isMobile(info.project.name)) {
      await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveJSProperty("paused", true);
      await video.hover({ force: true });
      await expect(video).toHaveJSProperty("paused", false);
    }
    const slides = tiles.locator(".catering-tile__slide");
    await expect(slides.first()).toHaveClass(/is-active/);
    await expect(slides.nth(1)).toHaveClass(/is-active/);
    await tiles.getByRole("link", { name: "Enquire about catering" }).click();
    await expect(page).toHaveURL(/\?modal=catering$/);
    await expect(page.getByRole("dialog", { name: /catering/i })).toBeVisible();
  });

  test("the catering enquiry opens from the URL on the server render", async ({ page }) => {
    await page
      .context()
      .addCookies([{ name: "RestaurantsCookiesConsent", value: "false", url: process.env.E2E_BASE_URL! }]);
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/?modal=catering");
    await expect(page.locator("dialog[open]")).toContainText(/catering/i);
  });

  test("events block: 1, 2 or 3 cards by width, two-digit page numbers that cycle, card links", async ({
    page,
  }, info) => {
    const events = (await apiGet<ApiEvent[]>("events?status=live&upcoming=true")).sort((a, b) =>
      a.expired_date.localeCompare(b.expired_date),
    );
    test.skip(events.length < 4, "the demo content has enough events");
    await openPage(page, "/");
    const block = page.locator("section.events-block");
    const cards = block.locator(".events-block__item");
    await expect(cards.filter({ visible: true })).toHaveCount(isMobile(info.project.name) ? 1 : 3);
    if (!isMobile(info.project.name)) {
      await page.setViewportSize({ width: 768, height: 900 });
      await expect(cards.filter({ visible: true })).toHaveCount(2);
      await page.setViewportSize({ width: 500, height: 900 });
      await expect(cards.filter({ visible: true })).toHaveCount(1);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    const pageNumber = block.getByTestId("events-page");
    await expect(pageNumber).toHaveText("01");
    await expect(block.locator(".events-block__total")).toHaveText(String(events.length).padStart(2, "0"));
    await block.getByRole("button", { name: "Previous event" }).click();
    await expect(pageNumber).toHaveText(String(events.length).padStart(2, "0"));
    await expect(cards.first()).toContainText(events.at(-1)!.name);
    await block.getByRole("button", { name: "Next event" }).click();
    await expect(pageNumber).toHaveText("01");
    // Walk the whole cycle: each first card links to its event page, or to /whats-on.
    for (const [i, event] of events.entries()) {
      await expect(pageNumber).toHaveText(String(i + 1).padStart(2, "0"));
      const link = cards.first().getByRole("link");
      await expect(link).toContainText(event.name);
      await expect(link).toHaveAttribute(
        "href",
        event.has_insight_page ? `/whats-on/${event.event_url}` : "/whats-on",
      );
      await block.getByRole("button", { name: "Next event" }).click();
    }
    await expect(pageNumber).toHaveText("01");
  });

  test("latest news: the two newest items, titles cut at 60 characters", async ({ page }) => {
    const news = (await apiGet<ApiNews[]>("posts?post_type=news&status=live")).sort((a, b) =>
      b.created_at.localeCompare(a.created_at),
    );
    await openPage(page, "/");
    const block = page.locator("section.latest-news");
    const titles = block.locator(".news-card__title");
    await expect(titles).toHaveCount(2);
    for (const [i, item] of news.slice(0, 2).entries()) {
      const text = (await titles.nth(i).textContent())!;
      if (item.title.length > 60) {
        expect(text.endsWith("…")).toBe(true);
        expect(text.replace(/…$/, "").length).toBeLessThanOrEqual(60);
        expect(item.title.startsWith(text.replace(/…$/, ""))).toBe(true);
      } else {
        expect(text).toBe(item.title);
      }
      await expect(block.getByRole("link").filter({ hasText: text }).first()).toHaveAttribute(
        "href",
        `/news/${item.url}#latest-new`,
      );
    }
  });

  test("services and Organization JSON-LD with the brands as sub-organisations", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.locator("section.services").getByRole("link")).not.toHaveCount(0);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const org = blocks.map((b) => JSON.parse(b)).find((b) => b["@type"] === "Organization");
    expect(org).toBeTruthy();
    expect(org.subOrganization.length).toBeGreaterThan(5);
  });
});
