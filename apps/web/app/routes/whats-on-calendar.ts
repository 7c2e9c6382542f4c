import { getEvents, getSettings } from "../lib/api.server.ts";
import { calendarResponse, calendarUidHost, toCalendarEvent } from "../lib/event-calendar.server.ts";
import { sortEventsByExpiry } from "../lib/events-list.ts";
import { buildCalendar } from "../lib/ics.ts";

/** /whats-on/calendar.ics: every upcoming event as a calendar visitors can subscribe to. */
export async function loader() {
  const [events, settings] = await Promise.all([getEvents(), getSettings()]);
  const body = buildCalendar(sortEventsByExpiry(events).map(toCalendarEvent), {
    uidHost: calendarUidHost(),
    name: `${settings.name} — What's On`,
  });
  return calendarResponse(body, 'inline; filename="whats-on.ics"');
}
