import { EVENTS_PAGE_SIZE, MAX_EVENTS_LIST_ITEMS } from "@thalassa/contract/constants";
import { isBlank } from "./text.ts";

/** When and where an event happens: what its card, its page and its calendar entry all show. */
export interface EventSchedule {
  id: number;
  name: string;
  location: string;
  /** YYYY-MM-DD, first day. */
  date: string;
  /** HH:MM local to Cyprus, or null for an all-day event. */
  time?: string | null;
  /** YYYY-MM-DD, last day. */
  expired_date: string;
}

/** The fields an API event's card and page show, with the optional ones as explicit nulls (loader data is JSON). */
export function eventSummary(event: Omit<EventSchedule, "id"> & { book_url?: string | null }) {
  return {
    name: event.name,
    location: event.location,
    date: event.date,
    time: event.time ?? null,
    expired_date: event.expired_date,
    book_url: event.book_url ?? null,
  };
}

/** The fields of an event the list logic needs. */
export interface EventListItem {
  id: number;
  date: string;
  expired_date: string;
  website?: { id: number } | null;
  book_url?: string | null;
}

/** SPEC §4: What's On is sorted by expired_date ascending; ties by start date, then id. */
export function sortEventsByExpiry<T extends EventListItem>(events: readonly T[]): T[] {
  return [...events].sort(
    (a, b) => a.expired_date.localeCompare(b.expired_date) || a.date.localeCompare(b.date) || a.id - b.id,
  );
}

/** The query parameters that hold the events list's state. */
export const EVENTS_QUERY_KEYS = ["brand", "page"] as const;

/** The most pages of What's On one address shows. */
export const MAX_EVENTS_PAGES = MAX_EVENTS_LIST_ITEMS / EVENTS_PAGE_SIZE;

/** What's On's state as the address carries it: `?brand=&page=`. */
export interface EventsQuery {
  brand: number | null;
  /** Pages of EVENTS_PAGE_SIZE shown, from 1 to MAX_EVENTS_PAGES. */
  page: number;
}

export function parseEventsQuery(params: URLSearchParams): EventsQuery {
  const raw = params.get("page");
  const page = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return { brand: parseBrandParam(params), page: Math.min(Math.max(page, 1), MAX_EVENTS_PAGES) };
}

/** The query string for a state; defaults are left out so the plain /whats-on stays canonical. */
export function eventsQueryString(query: EventsQuery): string {
  const params = new URLSearchParams();
  if (query.brand !== null) params.set("brand", String(query.brand));
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Reads `?brand=` (a website id); anything else means no filter. */
export function parseBrandParam(params: URLSearchParams): number | null {
  const raw = params.get("brand");
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** SPEC §2: 'Book Now' shows unless book_url is the text null (or missing). */
export function hasBookingLink(bookUrl: string | null | undefined): bookUrl is string {
  return !isBlank(bookUrl);
}

/**
 * Brands offered by a list's filter: those the API says have at least one item (its `websites`),
 * in the websites' own order, by id and name.
 */
export function brandsWithItems(
  brands: readonly { id: number; order: number; name: string }[],
  withItems: readonly number[],
): { id: number; name: string }[] {
  const used = new Set(withItems);
  return brands
    .filter((b) => used.has(b.id))
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((b) => ({ id: b.id, name: b.name }));
}
