import { NEWS_PAGE_SIZE } from "@thalassa/contract/constants";

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
  /** Pages of NEWS_PAGE_SIZE shown, from 1. */
  page: number;
}

/** The fields of a news item the list needs. */
export interface NewsListItem {
  id: number;
  url: string;
  title: string;
  created_at: string;
  website?: { id: number } | null;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** The query parameters that hold the list's state. */
export const NEWS_QUERY_KEYS = ["sort", "brand", "page"] as const;

/** Reads the list state from the URL; anything unreadable falls back to the default. */
export function parseNewsQuery(params: URLSearchParams): NewsQuery {
  const rawSort = params.get("sort");
  const sort = NEWS_SORTS.some((s) => s.value === rawSort) ? (rawSort as NewsSort) : DEFAULT_NEWS_SORT;
  return {
    sort,
    brand: sort === "brand" ? positiveInt(params.get("brand")) : null,
    page: positiveInt(params.get("page")) ?? 1,
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

const time = (item: NewsListItem) => Date.parse(item.created_at);

/**
 * The items in the order and selection the filter asks for. Brand keeps the newest first and,
 * once a brand is chosen, only that brand's news. Ties keep the API's order (a stable sort).
 */
export function applyNewsQuery<T extends NewsListItem>(items: readonly T[], query: NewsQuery): T[] {
  const selected =
    query.sort === "brand" && query.brand !== null
      ? items.filter((item) => item.website?.id === query.brand)
      : [...items];
  const direction = query.sort === "date-asc" ? 1 : -1;
  return selected.sort((a, b) => direction * (time(a) - time(b)));
}

/** How many items are visible on a page: NEWS_PAGE_SIZE per page, never more than there are. */
export function visibleCount(page: number, total: number, pageSize: number = NEWS_PAGE_SIZE): number {
  return Math.min(total, Math.max(1, page) * pageSize);
}

export function hasMore(page: number, total: number, pageSize: number = NEWS_PAGE_SIZE): boolean {
  return visibleCount(page, total, pageSize) < total;
}
