import { expect, type Page, test } from "@playwright/test";
import { EVENT_CAROUSEL_INTERVAL_MS } from "@thalassa/contract/constants";
import { type ApiWebsite, apiGet } from "./content-api.ts";
import { freezeClock, openPage, waitForReady } from "./support.ts";

interface ApiEvent {
  id: number;
  name: string;
  location: string;
  date: string;
  time: string | null;
  expired_date: string;
  website?: { id: number } | null;
  book_url: string | null;
  has_insight_page: boolean;
  event_url: string;
  ticket: string | null;
  min_price: string | null;
}
const allEvents = () => apiGet<ApiEvent[]>("events?status=live&upcoming=true");

const cards = (page: Page) => page.locator(".events-rows > li");
const activeDot = (page: Page) =>
  page
    .locator(".event-carousel__dot")
    .evaluateAll((dots) => dots.findIndex((d) => d.getAttribute("aria-current")));

test.describe("/whats-on list", () => {
  test("sorted by expired_date ascending; Book Now unless book_url is null; card links only with an event page", async ({
    page,
  }) => {
    const events = await allEvents();
    const expected = [...events].sort(
      (a, b) => a.expired_date.localeCompare(b.expired_date) || a.date.localeCompare(b.date) || a.id - b.id,
    );
    await openPage(page, "/whats-on");
    await expect(cards(page)).toHaveCount(events.length);
    await expect(cards(page).locator("h2")).toHaveText(expected.map((e) => e.name));
    expect(
      events.some((e) => e.book_url === "null"),
      "the demo has events without booking",
    ).toBe(true);
    expect(
      events.some((e) => !e.has_insight_page),
      "the demo has events without a page",
    ).toBe(true);
    for (const [i, event] of expected.entries()) {
      const card = cards(page).nth(i);
      await expect(card).toContainText(event.location);
      if (event.time) await expect(card).toContainText(event.time);
      await expect(card.getByRole("link", { name: "Book Now" })).toHaveCount(
        event.book_url === "null" ? 0 : 1,
      );
      const pageLink = card.locator(`a[href="/whats-on/${event.event_url}"]`);
      await expect(pageLink).toHaveCount(event.has_insight_page ? 1 : 0);
    }
  });

  test("the whole card opens the event page when it has one", async ({ page }) => {
    const event = (await allEvents()).find((e) => e.has_insight_page)!;
    await openPage(page, "/whats-on");
    const card = cards(page).filter({ hasText: event.name });
    // Click the card's picture, away from the name and the Book Now button.
    await card.scrollIntoViewIfNeeded();
    const box = (await card.locator(".event-card__media").boundingBox())!;
    await page.mouse.click(box.x + 40, box.y + box.height - 30);
    await expect(page).toHaveURL(new RegExp(`/whats-on/${event.event_url}$`));
    await expect(page.getByRole("heading", { name: "Upcoming Events" })).toBeVisible();
  });

  test("cards are laid out horizontally: picture beside the text", async ({ page }) => {
    await openPage(page, "/whats-on");
    const card = cards(page).first();
    const media = (await card.locator(".event-card__media").boundingBox())!;
    const body = (await card.locator(".event-card__body").boundingBox())!;
    expect(body.x).toBeGreaterThanOrEqual(media.x + media.width - 1);
    expect(Math.abs(body.y - media.y)).toBeLessThan(2);
  });

  test("the brand filter narrows the list and lives in the URL", async ({ page }) => {
    const events = await allEvents();
    const websites = await apiGet<ApiWebsite[]>("websites");
    const brandId = events.find((e) => e.website?.id)!.website!.id;
    const brandName = websites.find((w) => w.id === brandId)!.name;
    const expected = events.filter((e) => e.website?.id === brandId).map((e) => e.name);
    await openPage(page, "/whats-on");
    await page.getByLabel("Filter by brand").selectOption({ label: brandName });
    await expect(page).toHaveURL(new RegExp(`/whats-on\\?brand=${brandId}$`));
    await expect(cards(page).locator("h2")).toHaveText(expected);
    await page.reload();
    // A choice made before hydration would be undone by it: the select is React's.
    await waitForReady(page);
    await expect(cards(page).locator("h2")).toHaveText(expected);
    await expect(page.getByLabel("Filter by brand")).toHaveValue(String(brandId));
    await page.getByLabel("Filter by brand").selectOption({ label: "All brands" });
    await expect(page).toHaveURL(/\/whats-on$/);
    await expect(cards(page)).toHaveCount(events.length);
  });

  test("links the calendar feed from the page and the head", async ({ page, request }) => {
    await openPage(page, "/whats-on");
    await expect(page.getByRole("link", { name: "Subscribe to the calendar" })).toHaveAttribute(
      "href",
      "/whats-on/calendar.ics",
    );
    await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute(
      "href",
      "/whats-on/calendar.ics",
    );
    const events = await allEvents();
    const first = await request.get("/whats-on/calendar.ics");
    expect(first.headers()["content-type"]).toMatch(/^text\/calendar/);
    const body = await first.text();
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(events.length);
    expect(body).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Nicosia");
    const uids = (text: string) => [...text.matchAll(/^UID:(.+)\r$/gm)].map((m) => m[1]);
    expect(new Set(uids(body)).size).toBe(events.length);
    expect(uids(await (await request.get("/whats-on/calendar.ics")).text())).toEqual(uids(body));
  });
});

test.describe("/whats-on/{id}", () => {
  test("Upcoming Events, About the Event, Tickets and Min. spend when present", async ({ page }) => {
    const events = await allEvents();
    const both = events.find(
      (e) => e.ticket && e.ticket !== "null" && e.min_price && e.min_price !== "null",
    )!;
    const neither = events.find((e) => !e.ticket && !e.min_price)!;
    await openPage(page, `/whats-on/${both.event_url}`);
    await expect(page.getByRole("heading", { name: "Upcoming Events" })).toBeVisible();
    await expect(page.getByRole("heading", { name: both.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "About the Event" })).toBeVisible();
    await expect(page.locator("dt:text-is('Tickets') + dd")).toHaveText(both.ticket!);
    await expect(page.locator("dt:text-is('Min. spend') + dd")).toHaveText(both.min_price!);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "What's On" })).toHaveAttribute("href", "/whats-on");

    await openPage(page, `/whats-on/${neither.event_url}`);
    await expect(page.getByRole("term").filter({ hasText: "Tickets" })).toHaveCount(0);
    await expect(page.getByRole("term").filter({ hasText: "Min. spend" })).toHaveCount(0);
  });

  test("an unknown id redirects to the list", async ({ page }) => {
    await openPage(page, "/whats-on/no-such-event");
    await expect(page).toHaveURL(/\/whats-on$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("Event and BreadcrumbList JSON-LD", async ({ request }) => {
    const event = (await allEvents()).find((e) => e.has_insight_page)!;
    const html = await (await request.get(`/whats-on/${event.event_url}`)).text();
    expect(html).toContain('"@type":"Event"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(`"startDate":"${event.date}T`);
  });

  test("'Add to calendar' downloads the event at its Cyprus local time", async ({ page }) => {
    const event = (await allEvents()).find((e) => e.time && e.date === e.expired_date)!;
    await openPage(page, `/whats-on/${event.event_url}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Add to calendar" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${event.event_url}.ics`);
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    const ics = readFileSync(path, "utf8").replace(/\r\n /g, "");
    const [h, m] = event.time!.split(":");
    expect(ics).toContain(
      `DTSTART;TZID=Europe/Nicosia:${event.date.replace(/-/g, "")}T${h!.padStart(2, "0")}${m}00\r\n`,
    );
    expect(ics).toContain(`SUMMARY:${event.name.replace(/,/g, "\\,")}`);
    expect(ics).toContain(`UID:event-${event.id}@`);
    expect(ics).toContain("TZOFFSETTO:+0300");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  test("the carousel advances every 5 s and a dot restarts the interval", async ({ page }) => {
    const event = (await allEvents()).find((e) => e.has_insight_page)!;
    // Page time moves only when the test says: the 5 s are counted in page time.
    await freezeClock(page);
    await openPage(page, `/whats-on/${event.event_url}`);
    const dots = page.getByRole("button", { name: /Show image \d of \d/ });
    const count = await dots.count();
    expect(count).toBeGreaterThan(2);
    await page.mouse.move(0, 0);
    const start = await activeDot(page);
    // It moves on by itself within one interval of page time.
    await page.clock.runFor(EVENT_CAROUSEL_INTERVAL_MS);
    await expect.poll(() => activeDot(page)).toBe((start + 1) % count);

    // A dot click starts a fresh interval: the next step comes exactly 5 s later.
    await dots.nth(1).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => activeDot(page)).toBe(1);
    await page.clock.runFor(EVENT_CAROUSEL_INTERVAL_MS - 1);
    expect(await activeDot(page)).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => activeDot(page)).toBe(2);

    // Click a dot 3 s into an interval: nothing moves at the old 5 s mark, it moves 5 s after the click.
    await page.clock.runFor(3000);
    await dots.nth(0).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => activeDot(page)).toBe(0);
    await page.clock.runFor(EVENT_CAROUSEL_INTERVAL_MS - 1);
    expect(await activeDot(page)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => activeDot(page)).toBe(1);
  });

  test("the carousel holds still while hovered", async ({ page }, info) => {
    test.skip(info.project.name === "mobile", "hover needs a mouse");
    const event = (await allEvents()).find((e) => e.has_insight_page)!;
    await freezeClock(page);
    await openPage(page, `/whats-on/${event.event_url}`);
    await page.locator(".event-carousel__slides").hover();
    await expect(page.locator(".event-carousel")).toHaveAttribute("data-running", "false");
    const start = await activeDot(page);
    await page.clock.runFor(EVENT_CAROUSEL_INTERVAL_MS * 2);
    expect(await activeDot(page)).toBe(start);
    // The pointer leaves: it moves on after one interval, so the check above could have seen a move.
    await page.mouse.move(0, 0);
    await expect(page.locator(".event-carousel")).not.toHaveAttribute("data-running", "false");
    await page.clock.runFor(EVENT_CAROUSEL_INTERVAL_MS);
    await expect.poll(() => activeDot(page)).not.toBe(start);
  });
});

test.describe("/whats-on/{id} under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the carousel does not advance on its own; dots still work", async ({ page }) => {
    const event = (await allEvents()).find((e) => e.has_insight_page)!;
    await freezeClock(page);
    await openPage(page, `/whats-on/${event.event_url}`);
    await page.mouse.move(0, 0);
    expect(await activeDot(page)).toBe(0);
    await page.clock.runFor(EVENT_CAROUSEL_INTERVAL_MS * 2);
    expect(await activeDot(page)).toBe(0);
    await page.getByRole("button", { name: /Show image 2 of/ }).click();
    await expect.poll(() => activeDot(page)).toBe(1);
  });
});

test.describe("/whats-on without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the brand filter is a form that reloads the list", async ({ page, baseURL }) => {
    const events = await allEvents();
    const brandId = events.find((e) => e.website?.id)!.website!.id;
    const expected = events.filter((e) => e.website?.id === brandId).map((e) => e.name);
    await page.context().addCookies([{ name: "RestaurantsCookiesConsent", value: "false", url: baseURL! }]);
    await page.goto("/whats-on");
    await expect(cards(page)).toHaveCount(events.length);
    await page.getByLabel("Filter by brand").selectOption(String(brandId));
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`/whats-on\\?brand=${brandId}$`));
    await expect(cards(page).locator("h2")).toHaveText(expected);
  });
});
