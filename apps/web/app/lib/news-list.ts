import { MAX_NEWS_LIST_ITEMS, NEWS_PAGE_SIZE } from "@thalassa/contract/constants";

/** SPEC §2/§4 news list filter: the three options of the filter select, in their order. */
export const NEWS_SORTS = [
  { value: "date-asc", label: "Date Ascending" },
  { value: "date-desc", label: "Date Descending" },
  { value: "brand", label: "Brand" },
] as const;
export type NewsSort = (typeof NEWS_SORTS)[number]["value"];
export const DEFAULT_NEWS_SORT: NewsSort = "date-desc";

/** The list's state as the URL carries it: `?sort=&brand=&page=`. */
export interface NewsQuery {
  sort: NewsSort;
  /** A website id; only meaningful with the Brand filter. */
  brand: number | null;
  /** Pages of NEWS_PAGE_SIZE shown, from 1 to MAX_NEWS_PAGES. */
  page: number;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** The most pages one address shows (the API answers at most MAX_NEWS_LIST_ITEMS stories). */
export const MAX_NEWS_PAGES = MAX_NEWS_LIST_ITEMS / NEWS_PAGE_SIZE;

/** The query parameters that hold the list's state. */
export const NEWS_QUERY_KEYS = ["sort", "brand", "page"] as const;

/** Reads the list state from the URL; anything unreadable falls back to the default. */
export function parseNewsQuery(params: URLSearchParams): NewsQuery {
  const rawSort = params.get("sort");
  const sort = NEWS_SORTS.some((s) => s.value === rawSort) ? (rawSort as NewsSort) : DEFAULT_NEWS_SORT;
  return {
    sort,
    brand: sort === "brand" ? positiveInt(params.get("brand")) : null,
    page: Math.min(positiveInt(params.get("page")) ?? 1, MAX_NEWS_PAGES),
  };
}

/** The query string for a list state; defaults are left out so the plain /news stays canonical. */
export function newsQueryString(query: NewsQuery): string {
  const params = new URLSearchParams();
  if (query.sort !== DEFAULT_NEWS_SORT) params.set("sort", query.sort);
  if (query.sort === "brand" && query.brand !== null) params.set("brand", String(query.brand));
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * SPEC §4: a change of filter resets the visible count to one page, and choosing a filter other
 * than Brand clears the brand.
 */
export function changeSort(query: NewsQuery, sort: NewsSort): NewsQuery {
  return { sort, brand: sort === "brand" ? query.brand : null, page: 1 };
}

export function changeBrand(_query: NewsQuery, brand: number | null): NewsQuery {
  return { sort: "brand", brand, page: 1 };
}

/** What the list asks the API for: its order, brand and the stories on screen. */
export function newsListRequest(query: NewsQuery): {
  sort: "date-desc" | "date-asc";
  brand: number | null;
  limit: number;
} {
  return {
    // Brand keeps the newest first.
    sort: query.sort === "date-asc" ? "date-asc" : "date-desc",
    brand: query.brand,
    limit: query.page * NEWS_PAGE_SIZE,
  };
}

/** How many items are visible on a page: NEWS_PAGE_SIZE per page, never more than there are. */
export function visibleCount(page: number, total: number, pageSize: number = NEWS_PAGE_SIZE): number {
  return Math.min(total, Math.max(1, page) * pageSize);
}

/** Whether another page can follow: stories remain, and the list has not reached its last page. */
export function hasMore(page: number, total: number, pageSize: number = NEWS_PAGE_SIZE): boolean {
  return page < MAX_NEWS_PAGES && visibleCount(page, total, pageSize) < total;
}
