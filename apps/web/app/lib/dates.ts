import { SITE_LOCALE, SITE_TIME_ZONE } from "@thalassa/contract/constants";

/** One time zone and one locale, so the server and the browser print the same text. */
const dayMonthYear = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});
const shortDate = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  day: "2-digit",
  month: "short",
  year: "numeric",
});

/** Parses an ISO date or timestamp; calendar dates are taken as noon UTC so no zone shifts the day. */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
}

/** "5 March 2026" */
export function formatLongDate(value: string): string {
  return dayMonthYear.format(toDate(value));
}

/** "05 Mar 2026" */
export function formatShortDate(value: string): string {
  return shortDate.format(toDate(value));
}

/** en-CA writes dates as YYYY-MM-DD. Made once: a formatter is costly to create on every card. */
const isoDate = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE });

/** The calendar date (YYYY-MM-DD) in the site's zone, for datetime attributes. */
export function isoDateInSiteZone(value: string): string {
  return isoDate.format(toDate(value));
}

const weekdayDayMonth = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const dayOnly = new Intl.DateTimeFormat(SITE_LOCALE, { timeZone: SITE_TIME_ZONE, day: "numeric" });
const dayMonth = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  day: "numeric",
  month: "long",
});
const monthShort = new Intl.DateTimeFormat(SITE_LOCALE, { timeZone: SITE_TIME_ZONE, month: "short" });

/** "Sat 28 November 2026" (a comma some engines add after the weekday is dropped). */
export function formatWeekdayDate(value: string): string {
  return weekdayDayMonth.format(toDate(value)).replace(",", "");
}

/**
 * An event's days: "Sat 28 November 2026" for one day, "2 – 4 December 2026" within a month,
 * "28 December 2026 – 2 January 2027" across months.
 */
export function formatEventDates(first: string, last: string): string {
  if (last <= first) return formatWeekdayDate(first);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const sameMonth = sameYear && first.slice(5, 7) === last.slice(5, 7);
  if (sameMonth) return `${dayOnly.format(toDate(first))} – ${formatLongDate(last)}`;
  if (sameYear) return `${dayMonth.format(toDate(first))} – ${formatLongDate(last)}`;
  return `${formatLongDate(first)} – ${formatLongDate(last)}`;
}

/** Day and short month for a date badge: { day: "28", month: "Nov" }. */
export function formatDateBadge(value: string): { day: string; month: string } {
  const date = toDate(value);
  return { day: dayOnly.format(date), month: monthShort.format(date) };
}
