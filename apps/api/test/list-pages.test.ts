import { MAX_EVENTS_LIST_ITEMS, MAX_NEWS_LIST_ITEMS } from "@thalassa/contract/constants";
import type { Event, NewsItem } from "@thalassa/contract/entities";
import { responses } from "@thalassa/contract/responses";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { posts } from "../src/db/schema.ts";
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

describe("news-item", () => {
  async function newsItem(query: string) {
    const response = await get(`news-item?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return responses.newsArticle.parse(response.json());
  }
  const link = (item: NewsItem) => ({ url: item.url, title: item.title });

  it("answers a story as the full list has it, with its neighbours in that list, cycling at both ends", async () => {
    expect(everyStory.length).toBeGreaterThan(2);
    const last = everyStory.length - 1;
    for (const at of [0, 1, last]) {
      const story = everyStory[at]!;
      const article = await newsItem(`url=${encodeURIComponent(story.url)}`);
      expect(article.data).toEqual(story);
      expect(article.previous).toEqual(link(everyStory[(at - 1 + everyStory.length) % everyStory.length]!));
      expect(article.next).toEqual(link(everyStory[(at + 1) % everyStory.length]!));
    }
  });

  it("answers 404 for a url no live story has, and refuses a url longer than any", async () => {
    const missing = await get("news-item?url=no-such-story");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain("url");
    const long = await get(`news-item?url=${"a".repeat(301)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("url");
  });
});

describe("event", () => {
  it("answers one upcoming event as the full list has it", async () => {
    const event = everyEvent[0]!;
    const response = await get(`event?url=${encodeURIComponent(event.event_url)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(responses.event.parse(response.json()).data).toEqual(event);
  });

  it("answers 404 for a url no upcoming event has", async () => {
    const response = await get("event?url=no-such-event");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain("url");
  });
});

describe("sitemap-entries", () => {
  it("names every live story's url and day and every upcoming event page, in the full lists' order", async () => {
    const response = await get("sitemap-entries");
    expect(response.statusCode, response.body).toBe(200);
    const { data } = responses.sitemapEntries.parse(response.json());
    expect(data.news.map(({ url, created_at }) => ({ url, created_at }))).toEqual(
      everyStory.map((n) => ({ url: n.url, created_at: n.created_at })),
    );
    const pages = everyEvent.filter((e) => e.has_insight_page);
    expect(pages.length).toBeGreaterThan(0);
    expect(data.events.map((e) => e.event_url)).toEqual(pages.map((e) => e.event_url));
    const jobs = responses.jobPostings.parse((await get("job-postings")).json()).data;
    expect(data.jobs.map(({ url, created_date }) => ({ url, created_date }))).toEqual(
      jobs.map((j) => ({ url: j.url, created_date: j.created_date })),
    );
  });

  it("names the languages each item's title is translated into, as the public reads in them say", async () => {
    const { data } = responses.sitemapEntries.parse((await get("sitemap-entries")).json());
    // Per language, the items whose public read in it has the title translated.
    const titledIn = async (path: string, key: string, field: string, lang: "el" | "ru") =>
      (
        (await get(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`)).json().data as Record<
          string,
          unknown
        >[]
      )
        .filter((item) => !(item.untranslated as string[] | undefined)?.includes(field))
        .map((item) => item[key]);
    const expected = async (path: string, key: string, field: string, keys: unknown[]) => {
      const [el, ru] = await Promise.all([
        titledIn(path, key, field, "el"),
        titledIn(path, key, field, "ru"),
      ]);
      return keys.map((k) => [...(el.includes(k) ? ["el"] : []), ...(ru.includes(k) ? ["ru"] : [])]);
    };
    const kinds = [
      { list: data.news, read: "posts?post_type=news&status=live", key: "url", field: "title" },
      { list: data.events, read: "events?status=live&upcoming=true", key: "event_url", field: "name" },
      { list: data.jobs, read: "job-postings", key: "url", field: "job_title" },
    ] as const;
    for (const { list, read, key, field } of kinds) {
      const keys = list.map((item) => (item as Record<string, unknown>)[key]);
      expect(
        list.map((item) => item.translated),
        read,
      ).toEqual(await expected(read, key, field, keys));
    }
    expect(
      data.news.some((n) => n.translated.length === 0),
      "an untranslated story",
    ).toBe(true);
    expect(
      data.news.some((n) => n.translated.length > 0),
      "a translated story",
    ).toBe(true);
  });
});

describe("news-item on a list of its own", () => {
  it("has no neighbours for the only story, and orders stories of the same moment as the full list does", async () => {
    const own = await buildTestApp({ seed: false });
    try {
      const read = async (path: string) => {
        const response = await own.app.inject({
          method: "GET",
          url: `${API_PREFIX}/${path}`,
          headers: withKey,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      const story = (url: string) => ({
        postType: "news" as const,
        title: `Story ${url}`,
        url,
        status: "live" as const,
        description: "<p>Text.</p>",
        images: {},
      });
      await own.app.db.insert(posts).values(story("alone"));
      const alone = responses.newsArticle.parse(await read("news-item?url=alone"));
      expect([alone.previous, alone.next]).toEqual([null, null]);
      // One statement: the three share created_at to the microsecond, and only the id orders them.
      await own.app.db.insert(posts).values([story("tie-1"), story("tie-2"), story("tie-3")]);
      const list = responses.news
        .parse(await read("posts?post_type=news&status=live"))
        .data.map((n) => n.url);
      expect(list.slice(0, 3)).toEqual(["tie-3", "tie-2", "tie-1"]);
      for (const [at, url] of list.entries()) {
        const article = responses.newsArticle.parse(await read(`news-item?url=${url}`));
        expect([article.previous?.url, article.next?.url]).toEqual([
          list[(at - 1 + list.length) % list.length],
          list[(at + 1) % list.length],
        ]);
      }
    } finally {
      await own.close();
    }
  });
});
