import { type OpeningHoursRow, type WeekDay, weekDays } from "@thalassa/contract/shapes";
import { intlLocale } from "./dates.ts";

/*
 * A brand's structured opening hours (ADR 0058) written in the page's language with Intl: the
 * days by the language's own short names, runs of days as ranges, times on the 24-hour clock.
 * English keeps the spaced dash of the site's English texts ("Mon–Fri: 12:00 – 23:30"); Greek and
 * Russian close the range up ("Δευ–Παρ: 12:00–23:30", "Пн–Пт: 12:00–23:30", ADR 0055 T4/T5).
 * Formatted on the server, so the browser's own ICU data never changes the words at hydration.
 */

/** 1 January 2024 was a Monday: the days of that week give each weekday's name. */
const MONDAY = Date.UTC(2024, 0, 1);

const dayNames = new Map<string, string[]>();

const upperFirst = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

function namesOf(locale: string): string[] {
  let names = dayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    // Russian names are lower case ("пн"); a schedule writes them as the others do ("Пн–Пт").
    names = weekDays.map((_, i) => upperFirst(format.format(new Date(MONDAY + i * 86_400_000)), locale));
    dayNames.set(locale, names);
  }
  return names;
}

/** A time of day ("09:00") as the language writes it on the 24-hour clock. */
function timeOf(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

/** The days as runs: mon, tue, wed, fri → [[mon, wed], [fri, fri]]. */
function runs(days: readonly WeekDay[]): [number, number][] {
  const sorted = [...new Set(days.map((day) => weekDays.indexOf(day)))].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const day of sorted) {
    const last = out.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else out.push([day, day]);
  }
  return out;
}

/** One row as a line: "Mon–Fri: 12:00 – 23:30". */
export function formatHoursRow(row: OpeningHoursRow, language: string): string {
  const locale = intlLocale(language);
  const names = namesOf(locale);
  const days = runs(row.days)
    .map(([first, last]) => (first === last ? names[first] : `${names[first]}–${names[last]}`))
    .join(", ");
  const dash = language === "en" ? " – " : "–";
  return `${days}: ${timeOf(row.opens, locale)}${dash}${timeOf(row.closes, locale)}`;
}

const WEEKEND: readonly WeekDay[] = ["sat", "sun"];

/**
 * The rows as the brand card's two groups: rows of Saturday and Sunday only under "Weekends",
 * every other row under "Weekdays", each in the order staff wrote them.
 */
export function formatOpeningHours(
  rows: readonly OpeningHoursRow[],
  language: string,
): { weekdays: string[]; weekends: string[] } {
  const weekend = (row: OpeningHoursRow) => row.days.every((day) => WEEKEND.includes(day));
  return {
    weekdays: rows.filter((row) => !weekend(row)).map((row) => formatHoursRow(row, language)),
    weekends: rows.filter(weekend).map((row) => formatHoursRow(row, language)),
  };
}
