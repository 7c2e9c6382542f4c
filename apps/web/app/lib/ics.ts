import { SITE_TIME_ZONE } from "@thalassa/contract/constants";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, {
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalEventTransparency,
} from "ical-generator";
import { DateTime } from "luxon";
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

/** "20:30" → { hours: 20, minutes: 30 }, or null when the field holds no clock time. */
function parseClock(time: string | null | undefined): { hours: number; minutes: number } | null {
  const m = time ? /^(\d{1,2}):(\d{2})$/.exec(time.trim()) : null;
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  return hours < 24 && minutes < 60 ? { hours, minutes } : null;
}

/** A day as Cyprus knows it: an event's dates and times are local, never instants. */
const cyprusDay = (date: string) => DateTime.fromISO(date, { zone: SITE_TIME_ZONE });

/**
 * Start and end in Cyprus local time (TZID) for a timed event, or as dates for an all-day one.
 * An event over several days with a clock time repeats daily until its last day (a festival
 * open each evening), each occurrence DEFAULT_EVENT_HOURS long.
 */
function timing(
  event: CalendarEvent,
): Pick<ICalEventData, "start" | "end" | "allDay" | "timezone" | "repeating"> {
  const first = cyprusDay(event.date);
  const spanDays = Math.max(0, Math.round(cyprusDay(event.expired_date).diff(first, "days").days));
  const clock = parseClock(event.time);
  if (!clock) return { start: first, end: first.plus({ days: spanDays + 1 }), allDay: true };
  const start = first.set({ hour: clock.hours, minute: clock.minutes });
  return {
    start,
    end: start.plus({ hours: DEFAULT_EVENT_HOURS }),
    timezone: SITE_TIME_ZONE,
    repeating: spanDays > 0 ? { freq: ICalEventRepeatingFreq.DAILY, count: spanDays + 1 } : null,
  };
}

/**
 * An iCalendar (RFC 5545) file with one VEVENT per event and the zone's VTIMEZONE, built by
 * ical-generator (escaping, folding, CRLF) with the zone's rules from the tz database.
 */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const calendar = ical({
    prodId: `//${options.uidHost}//What's On//EN`,
    method: ICalCalendarMethod.PUBLISH,
    name: options.name ?? null,
    // No calendar-wide zone: each timed event names its own, and the stamp stays in UTC as RFC 5545 asks.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const stamp = options.now ?? new Date();
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.id}@${options.uidHost}`,
      stamp,
      ...timing(event),
      summary: event.name,
      location: event.location,
      description: [event.description?.trim(), event.url].filter(Boolean).join("\n\n"),
      url: event.url,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return `${calendar.toString()}\r\n`;
}

/** A safe file name for one event's download. */
export function calendarFileName(eventUrl: string): string {
  const slug = eventUrl
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "event"}.ics`;
}
