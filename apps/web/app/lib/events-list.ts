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
export const EVENTS_QUERY_KEYS = ["brand"] as const;

/** Reads `?brand=` (a website id); anything else means no filter. */
export function parseBrandParam(params: URLSearchParams): number | null {
  const raw = params.get("brand");
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The optional brand filter of SPEC §4: null keeps every event. */
export function filterEventsByBrand<T extends EventListItem>(
  events: readonly T[],
  brand: number | null,
): T[] {
  return brand === null ? [...events] : events.filter((e) => e.website?.id === brand);
}

/** SPEC §2: 'Book Now' shows unless book_url is the text null (or missing). */
export function hasBookingLink(bookUrl: string | null | undefined): bookUrl is string {
  return !isBlank(bookUrl);
}

/** Brands offered by a filter: those with at least one item, in the websites' own order. */
export function brandsWithItems<B extends { id: number; order: number }>(
  brands: readonly B[],
  items: readonly { website?: { id: number } | null }[],
): B[] {
  const used = new Set(items.map((item) => item.website?.id).filter((id): id is number => id != null));
  return brands.filter((b) => used.has(b.id)).sort((a, b) => a.order - b.order || a.id - b.id);
}
