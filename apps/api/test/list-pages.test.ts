import { MAX_EVENTS_LIST_ITEMS, MAX_NEWS_LIST_ITEMS } from "@thalassa/contract/constants";
import type { Event, NewsItem } from "@thalassa/contract/entities";
import { responses } from "@thalassa/contract/responses";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { buildTestApp, type TestApp, withKey } from "./helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
/** Every live story in SPEC §7's order (newest first), the list the site used to page itself. */
let everyStory: NewsItem[];
/** Every upcoming event in SPEC §7's order (by expired_date). */
let everyEvent: Event[];

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  everyStory = responses.news.parse((await get("posts?post_type=news&status=live")).json()).data;
  everyEvent = responses.events.parse((await get("events?status=live&upcoming=true")).json()).data;
});
afterAll(async () => close());

const get = (path: string) => app.inject({ method: "GET", url: `${API_PREFIX}/${path}`, headers: withKey });

async function newsList(query: string) {
  const response = await get(`news-list?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return responses.newsList.parse(response.json());
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe("news-list", () => {
  it("answers the newest stories cut to the length asked, with the count of all", async () => {
    expect(everyStory.length).toBeGreaterThan(9);
    const page = await newsList("limit=9");
    expect(ids(page.data)).toEqual(ids(everyStory.slice(0, 9)));
    expect(page.total).toBe(everyStory.length);
    const all = await newsList(`limit=${MAX_NEWS_LIST_ITEMS}`);
    expect(ids(all.data)).toEqual(ids(everyStory));
  });

  it("sorts oldest first, keeping the newest-first order among stories of the same moment", async () => {
    const time = (item: NewsItem) => Date.parse(item.created_at);
    // Array.prototype.sort is stable: what the site did with the full list.
    const expected = [...everyStory].sort((a, b) => time(a) - time(b));
    const page = await newsList("sort=date-asc&limit=12");
    expect(ids(page.data)).toEqual(ids(expected.slice(0, 12)));
  });

  it("filters by brand and names the brands that have any story, for the filter's options", async () => {
    const brands = [...new Set(everyStory.map((n) => n.website?.id).filter((id) => id != null))];
    expect(brands.length).toBeGreaterThan(1);
    const page = await newsList("limit=9");
    expect(page.websites).toEqual([...brands].sort((a, b) => a - b));
    const brand = brands[1]!;
    const mine = everyStory.filter((n) => n.website?.id === brand);
    const filtered = await newsList(`website=${brand}&limit=${MAX_NEWS_LIST_ITEMS}`);
    expect(ids(filtered.data)).toEqual(ids(mine));
    expect(filtered.total).toBe(mine.length);
    const none = await newsList("website=999999&limit=9");
    expect(none).toEqual({ data: [], total: 0, websites: page.websites });
  });

  it.each([
    ["limit=0", "limit"],
    [`limit=${MAX_NEWS_LIST_ITEMS + 1}`, "limit"],
    ["", "limit"],
    ["limit=9&sort=brand", "sort"],
    ["limit=9&website=-1", "website"],
  ])("refuses %s, naming %s", async (query, field) => {
    const response = await get(`news-list?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });
});

describe("events-list", () => {
  async function eventsList(query: string) {
    const response = await get(`events-list?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return responses.eventsList.parse(response.json());
  }

  it("answers the upcoming events in SPEC §7's order, cut to the length asked, with the count of all", async () => {
    expect(everyEvent.length).toBeGreaterThan(3);
    const page = await eventsList("limit=3");
    expect(ids(page.data)).toEqual(ids(everyEvent.slice(0, 3)));
    expect(page.total).toBe(everyEvent.length);
    const all = await eventsList(`limit=${MAX_EVENTS_LIST_ITEMS}`);
    expect(all.data).toEqual(everyEvent);
  });

  it("filters by brand and names the brands that have any upcoming event", async () => {
    const brands = [...new Set(everyEvent.map((e) => e.website?.id).filter((id) => id != null))];
    const page = await eventsList("limit=1");
    expect(page.websites).toEqual([...brands].sort((a, b) => a - b));
    const brand = brands[0]!;
    const mine = everyEvent.filter((e) => e.website?.id === brand);
    const filtered = await eventsList(`website=${brand}&limit=${MAX_EVENTS_LIST_ITEMS}`);
    expect(ids(filtered.data)).toEqual(ids(mine));
    expect(filtered.total).toBe(mine.length);
  });

  it.each([["limit=0"], [`limit=${MAX_EVENTS_LIST_ITEMS + 1}`], ["website=x&limit=3"]])(
    "refuses %s",
    async (query) => {
      const response = await get(`events-list?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/limit|website/);
    },
  );
});
