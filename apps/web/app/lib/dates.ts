import { SITE_LOCALE, SITE_TIME_ZONE } from "@thalassa/contract/constants";

/**
 * One time zone, and the page's language (ADR 0035; British English by default), so the server and
 * the browser print the same text. Formatters are costly to create: one per language and pattern.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${name}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { timeZone: SITE_TIME_ZONE, ...options });
    formatters.set(key, made);
  }
  return made;
}

/** The Intl locale of a site language: English is British English (the SPEC's dates). */
export function intlLocale(language: string): string {
  return language === "en" ? SITE_LOCALE : language;
}

const dayMonthYear = (locale: string) =>
  formatter(locale, "dayMonthYear", { day: "numeric", month: "long", year: "numeric" });
const shortDate = (locale: string) =>
  formatter(locale, "shortDate", { day: "2-digit", month: "short", year: "numeric" });

/** Parses an ISO date or timestamp; calendar dates are taken as noon UTC so no zone shifts the day. */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
}

/** "5 March 2026" (el: "5 Μαρτίου 2026", ru: "5 марта 2026 г.") */
export function formatLongDate(value: string, locale = SITE_LOCALE): string {
  return dayMonthYear(locale).format(toDate(value));
}

/** "05 Mar 2026" */
export function formatShortDate(value: string, locale = SITE_LOCALE): string {
  return shortDate(locale).format(toDate(value));
}

/** en-CA writes dates as YYYY-MM-DD. Made once: a formatter is costly to create on every card. */
const isoDate = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE });

/** The calendar date (YYYY-MM-DD) in the site's zone, for datetime attributes. */
export function isoDateInSiteZone(value: string): string {
  return isoDate.format(toDate(value));
}

const weekdayDayMonth = (locale: string) =>
  formatter(locale, "weekdayDayMonth", { weekday: "short", day: "numeric", month: "long", year: "numeric" });
const dayOnly = (locale: string) => formatter(locale, "dayOnly", { day: "numeric" });
const dayMonth = (locale: string) => formatter(locale, "dayMonth", { day: "numeric", month: "long" });
const monthShort = (locale: string) => formatter(locale, "monthShort", { month: "short" });

/** "Sat 28 November 2026" (a comma some engines add after the weekday is dropped). */
export function formatWeekdayDate(value: string, locale = SITE_LOCALE): string {
  const text = weekdayDayMonth(locale).format(toDate(value));
  // English drops CLDR's comma ("Sat 28 November 2026"); Russian keeps it and, as a value that
  // starts a line, takes a capital: "Чт, 3 декабря 2026 г.".
  if (locale === SITE_LOCALE) return text.replace(",", "");
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * An event's days: "Sat 28 November 2026" for one day, "2 – 4 December 2026" within a month,
 * "28 December 2026 – 2 January 2027" across months.
 */
export function formatEventDates(first: string, last: string, locale = SITE_LOCALE): string {
  if (last <= first) return formatWeekdayDate(first, locale);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const sameMonth = sameYear && first.slice(5, 7) === last.slice(5, 7);
  // Between two day numbers Greek and Russian set the dash closed up ("2–4 декабря"); spaced dashes
  // stay between full dates.
  const dash = locale === SITE_LOCALE ? " – " : "–";
  if (sameMonth) return `${dayOnly(locale).format(toDate(first))}${dash}${formatLongDate(last, locale)}`;
  if (sameYear) return `${dayMonth(locale).format(toDate(first))} – ${formatLongDate(last, locale)}`;
  return `${formatLongDate(first, locale)} – ${formatLongDate(last, locale)}`;
}

/** Day and short month for a date badge: { day: "28", month: "Nov" }. */
export function formatDateBadge(value: string, locale = SITE_LOCALE): { day: string; month: string } {
  const date = toDate(value);
  return { day: dayOnly(locale).format(date), month: monthShort(locale).format(date) };
}
