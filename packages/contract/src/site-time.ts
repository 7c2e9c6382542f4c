import { SITE_TIME_ZONE } from "./constants.ts";

/*
 * Times are stored in UTC and shown to staff, and typed by them, in the site's time zone
 * (Europe/Nicosia), whatever the browser's or the server's own zone is (ADR 0043). The API uses
 * the same reading for date-range filters and the times in its CSV exports (ADR 0060).
 */

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

type Wall = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

/** The wall-clock fields of a moment in the site's zone, two digits each (four for the year). */
function wallClock(at: Date): Wall {
  const found = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  const field = (name: keyof Wall) => found[name] ?? "00";
  return {
    year: field("year"),
    month: field("month"),
    day: field("day"),
    hour: field("hour"),
    minute: field("minute"),
    second: field("second"),
  };
}

/** How far the site's clock is ahead of UTC at `at`, in ms (+2 or +3 hours in Cyprus). */
function offsetAt(at: Date): number {
  const w = wallClock(at);
  const asUtc = Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** A stored ISO time as a `datetime-local` value in the site's zone; "" for none. */
export function toSiteInput(value: unknown): string {
  if (typeof value !== "string" || !value) return "";
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const w = wallClock(at);
  const seconds = w.second === "00" ? "" : `:${w.second}`;
  return `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}${seconds}`;
}

/**
 * A `datetime-local` value read as the site's wall clock, as an ISO time in UTC. Anything else is
 * passed on as it is, for the API to refuse with its own sentence.
 */
export function fromSiteInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return value;
  const [, y, mo, d, h, mi, s] = match;
  const wall = Date.UTC(+(y ?? 0), +(mo ?? 1) - 1, +(d ?? 1), +(h ?? 0), +(mi ?? 0), +(s ?? 0));
  // The offset at the wall time read as UTC is right but near a change of clocks; ask again there.
  let at = wall - offsetAt(new Date(wall));
  at = wall - offsetAt(new Date(at));
  return new Date(at).toISOString();
}

/** The moment a calendar day ("2026-11-01") begins on the site's clock. */
export function siteDayStart(day: string): Date {
  return new Date(fromSiteInput(`${day}T00:00`));
}

/** The day after a calendar day ("2026-11-30" → "2026-12-01"), for an end that includes its day. */
export function nextDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

/** A moment as "2026-11-28 18:06" on the site's clock, for files that a spreadsheet reads. */
export function siteWallTime(at: Date): string {
  const w = wallClock(at);
  return `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}`;
}
