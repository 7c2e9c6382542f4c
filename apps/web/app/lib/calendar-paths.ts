/** The subscribable feed of every upcoming event (iCalendar). */
export const CALENDAR_FEED_PATH = "/whats-on/calendar.ics";

/** One event's 'Add to calendar' download. */
export function eventCalendarPath(eventUrl: string): string {
  return `/whats-on/${encodeURIComponent(eventUrl)}/calendar.ics`;
}
