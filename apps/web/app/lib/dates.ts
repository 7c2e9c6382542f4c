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

/** The calendar date (YYYY-MM-DD) in the site's zone, for datetime attributes. */
export function isoDateInSiteZone(value: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE }).format(toDate(value));
}
