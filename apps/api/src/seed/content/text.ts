// Dates relative to the seed day, slugs and small HTML helpers for the demo content.

import { type OpeningHoursRow, weekDays } from "@thalassa/contract/shapes";

/* ---------------------------------------------------------------- dates */

export const DAY_MS = 86_400_000;

/** Midnight UTC of the calendar day of `date`. */
export function dayStart(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The most recent `month`/`day` (1-based month) at least two days before `base`, at `hour` UTC. */
export function lastOccurrence(base: number, month: number, day: number, hour: number): Date {
  const year = new Date(base).getUTCFullYear();
  let at = Date.UTC(year, month - 1, day, hour);
  if (at > base - 2 * DAY_MS) at = Date.UTC(year - 1, month - 1, day, hour);
  return new Date(at);
}

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** `7 March 2025`, independent of the machine's locale data. */
export function longDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/* ---------------------------------------------------------------- text helpers */

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join("");
export const ul = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join("")}</ul>`;
export const ol = (...items: string[]) => `<ol>${items.map((t) => `<li>${t}</li>`).join("")}</ol>`;
export const h2 = (t: string) => `<h2>${t}</h2>`;
export const h3 = (t: string) => `<h3>${t}</h3>`;

/** Day ranges and hours, one line each, written `Mon–Fri: 12:00 – 23:00` so they can be parsed. */
export const hours = (lines: string[]) => lines.map((l) => `<p>${l}</p>`).join("");

const DAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The same lines as structured opening hours (ADR 0058): `Mon–Fri: 12:00 – 23:00` → days and times. */
export function structuredHours(lines: string[]): OpeningHoursRow[] {
  return lines.map((line) => {
    const match = line.match(/^(\w{3})(?:–(\w{3}))?: (\d\d:\d\d) – (\d\d:\d\d)$/);
    const first = DAY_NAMES.indexOf(match?.[1] ?? "");
    const last = match?.[2] ? DAY_NAMES.indexOf(match[2]) : first;
    if (!match || first < 0 || last < first) throw new Error(`Opening hours the demo cannot read: ${line}`);
    return { days: weekDays.slice(first, last + 1), opens: match[3] ?? "", closes: match[4] ?? "" };
  });
}
