import { SITE_TIME_ZONE } from "@thalassa/contract/constants";
import type { EventSchedule } from "./events-list.ts";

/** What an iCalendar VEVENT needs from an event (SPEC §3 Event; times are Cyprus local). */
export interface CalendarEvent extends EventSchedule {
  /** Plain text. */
  description?: string | null;
  /** Absolute URL of the event's page. */
  url: string;
}

export interface CalendarOptions {
  /** Host used in UIDs, so they stay the same across downloads (e.g. "thalassa-group.example"). */
  uidHost: string;
  /** The calendar's name for subscribers (X-WR-CALNAME). */
  name?: string;
  /** DTSTAMP; the time the file was made. */
  now?: Date;
}

/** A timed event lasts this long unless the data says otherwise; the CMS has no end time. */
export const DEFAULT_EVENT_HOURS = 3;

/**
 * Europe/Nicosia as EU rules define it since 1998: EEST from the last Sunday of March at 03:00
 * local, EET from the last Sunday of October at 04:00 local. Clients that know the zone by its
 * TZID ignore this; the rest need it to place DTSTART correctly.
 */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${SITE_TIME_ZONE}`,
  `X-LIC-LOCATION:${SITE_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0300",
  "TZNAME:EEST",
  "DTSTART:19700329T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0200",
  "TZNAME:EET",
  "DTSTART:19701025T040000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** RFC 5545 §3.3.11 text: backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDate = (date: string) => date.replace(/-/g, "");

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/** "20:30" → { hours: 20, minutes: 30 }, or null when the field holds no clock time. */
function parseClock(time: string | null | undefined): { hours: number; minutes: number } | null {
  const m = time ? /^(\d{1,2}):(\d{2})$/.exec(time.trim()) : null;
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  return hours < 24 && minutes < 60 ? { hours, minutes } : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Start and end as local Cyprus times (TZID) for a timed event, or as dates for an all-day one.
 * An event over several days with a clock time repeats daily until its last day (a festival
 * open each evening), each occurrence DEFAULT_EVENT_HOURS long.
 */
function timing(event: CalendarEvent): string[] {
  const clock = parseClock(event.time);
  const spanDays = Math.max(0, daysBetween(event.date, event.expired_date));
  if (!clock) {
    return [
      `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(event.date, spanDays + 1))}`,
    ];
  }
  const endMinutes = clock.hours * 60 + clock.minutes + DEFAULT_EVENT_HOURS * 60;
  const endDate = addDays(event.date, Math.floor(endMinutes / 1440));
  const endClock = endMinutes % 1440;
  const lines = [
    `DTSTART;TZID=${SITE_TIME_ZONE}:${compactDate(event.date)}T${pad(clock.hours)}${pad(clock.minutes)}00`,
    `DTEND;TZID=${SITE_TIME_ZONE}:${compactDate(endDate)}T${pad(Math.floor(endClock / 60))}${pad(endClock % 60)}00`,
  ];
  if (spanDays > 0) lines.push(`RRULE:FREQ=DAILY;COUNT=${spanDays + 1}`);
  return lines;
}

function vevent(event: CalendarEvent, options: CalendarOptions, stamp: string): string[] {
  const description = [event.description?.trim(), event.url].filter(Boolean).join("\n\n");
  return [
    "BEGIN:VEVENT",
    `UID:event-${event.id}@${options.uidHost}`,
    `DTSTAMP:${stamp}`,
    ...timing(event),
    `SUMMARY:${escapeText(event.name)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${event.url}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** An iCalendar (RFC 5545) file with one VEVENT per event, CRLF line ends, folded lines. */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${options.uidHost}//What's On//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`, `X-WR-TIMEZONE:${SITE_TIME_ZONE}`] : []),
    ...VTIMEZONE,
    ...events.flatMap((event) => vevent(event, options, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A safe file name for one event's download. */
export function calendarFileName(eventUrl: string): string {
  const slug = eventUrl
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "event"}.ics`;
}
