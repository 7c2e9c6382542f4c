import { MAX_NEWS_LIST_ITEMS } from "@thalassa/contract/constants";
import { describe, expect, it } from "vitest";
import {
  changeBrand,
  changeSort,
  hasMore,
  MAX_NEWS_PAGES,
  newsListRequest,
  newsQueryString,
  parseNewsQuery,
  visibleCount,
} from "./news-list.ts";
import { articleHref } from "./news-neighbours.ts";
import { truncateTitle } from "./text.ts";

describe("news list query in the URL", () => {
  it("defaults to newest first, no brand, page 1", () => {
    expect(parseNewsQuery(new URLSearchParams(""))).toEqual({ sort: "date-desc", brand: null, page: 1 });
  });
  it("reads sort, brand and page, and ignores what it cannot read", () => {
    expect(parseNewsQuery(new URLSearchParams("sort=brand&brand=6&page=3"))).toEqual({
      sort: "brand",
      brand: 6,
      page: 3,
    });
    expect(parseNewsQuery(new URLSearchParams("sort=zzz&brand=x&page=-2"))).toEqual({
      sort: "date-desc",
      brand: null,
      page: 1,
    });
    // A brand only counts under the Brand filter.
    expect(parseNewsQuery(new URLSearchParams("sort=date-asc&brand=6")).brand).toBeNull();
  });
  it("writes only what differs from the default, and round-trips", () => {
    expect(newsQueryString({ sort: "date-desc", brand: null, page: 1 })).toBe("");
    const q = { sort: "brand", brand: 4, page: 2 } as const;
    expect(newsQueryString(q)).toBe("?sort=brand&brand=4&page=2");
    expect(parseNewsQuery(new URLSearchParams(newsQueryString(q)))).toEqual(q);
  });
});

describe("filter changes (SPEC §4)", () => {
  it("a non-brand filter clears the brand and resets to the first page", () => {
    expect(changeSort({ sort: "brand", brand: 4, page: 3 }, "date-asc")).toEqual({
      sort: "date-asc",
      brand: null,
      page: 1,
    });
  });
  it("choosing Brand keeps no stale page, choosing a brand resets to the first page", () => {
    expect(changeSort({ sort: "date-desc", brand: null, page: 2 }, "brand")).toEqual({
      sort: "brand",
      brand: null,
      page: 1,
    });
    expect(changeBrand({ sort: "brand", brand: null, page: 4 }, 6)).toEqual({
      sort: "brand",
      brand: 6,
      page: 1,
    });
  });
});

describe("what the list asks the API for", () => {
  it("asks for the stories on screen, in the order and brand chosen", () => {
    expect(newsListRequest({ sort: "date-desc", brand: null, page: 1 })).toEqual({
      sort: "date-desc",
      brand: null,
      limit: 9,
    });
    expect(newsListRequest({ sort: "date-asc", brand: null, page: 3 })).toEqual({
      sort: "date-asc",
      brand: null,
      limit: 27,
    });
    // Brand keeps the newest first.
    expect(newsListRequest({ sort: "brand", brand: 4, page: 2 })).toEqual({
      sort: "date-desc",
      brand: 4,
      limit: 18,
    });
  });
  it("shows at most MAX_NEWS_PAGES pages, whatever page the address names", () => {
    const query = parseNewsQuery(new URLSearchParams("page=999999"));
    expect(query.page).toBe(MAX_NEWS_PAGES);
    expect(newsListRequest(query).limit).toBe(MAX_NEWS_LIST_ITEMS);
    expect(hasMore(MAX_NEWS_PAGES, MAX_NEWS_LIST_ITEMS + 50)).toBe(false);
  });
});

describe("paging: 9 a page", () => {
  it("shows 9, 18, 27 and then the rest", () => {
    expect(visibleCount(1, 28)).toBe(9);
    expect(visibleCount(2, 28)).toBe(18);
    expect(visibleCount(3, 28)).toBe(27);
    expect(visibleCount(4, 28)).toBe(28);
    expect(visibleCount(9, 28)).toBe(28);
    expect(visibleCount(1, 0)).toBe(0);
  });
  it("knows when there is more", () => {
    expect(hasMore(3, 28)).toBe(true);
    expect(hasMore(4, 28)).toBe(false);
    expect(hasMore(1, 9)).toBe(false);
    expect(hasMore(1, 10)).toBe(true);
  });
});

describe("list titles are cut at 40 characters", () => {
  it("keeps short titles and cuts long ones with an ellipsis", () => {
    expect(truncateTitle("Plaza Terrace Reopens", 40)).toBe("Plaza Terrace Reopens");
    const long = "Five Years with the Farmers of Pitsilia and Their Apples";
    const cut = truncateTitle(long, 40);
    expect(cut.endsWith("…")).toBe(true);
    expect(Array.from(cut.replace("…", "")).length).toBeLessThanOrEqual(40);
    expect(long.startsWith(cut.replace("…", ""))).toBe(true);
  });
});

// The pager's cycling neighbours are the API's news-item read (apps/api/test/list-pages.test.ts).
describe("article links", () => {
  it("links with the #latest-new anchor", () => {
    expect(articleHref("sunset-menu")).toBe("/news/sunset-menu#latest-new");
  });
});
