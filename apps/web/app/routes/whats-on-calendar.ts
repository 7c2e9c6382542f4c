import { CALENDAR_FEED_EVENTS } from "@thalassa/contract/constants";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getEventsList, getSettings } from "../lib/api.server.ts";
import { calendarResponse, calendarUidHost, toCalendarEvent } from "../lib/event-calendar.server.ts";
import { sortEventsByExpiry } from "../lib/events-list.ts";
import { launchContentMiddleware } from "../lib/holding-page.server.ts";
import { buildCalendar } from "../lib/ics.ts";
import type { Route } from "./+types/whats-on-calendar";

/** Nothing to make the file from before the site is launched (holding-page.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [launchContentMiddleware];

/**
 * /whats-on/calendar.ics (and /el/…, /ru/…): the next CALENDAR_FEED_EVENTS upcoming events as a
 * calendar visitors can subscribe to, named and linked in the language of its address; a cut read,
 * so the file stays the same size however many events are planned (ADR 0057).
 */
export async function loader() {
  const [{ data: events }, settings] = await Promise.all([
    getEventsList({ brand: null, limit: CALENDAR_FEED_EVENTS }),
    getSettings(),
  ]);
  const body = buildCalendar(sortEventsByExpiry(events).map(toCalendarEvent), {
    uidHost: calendarUidHost(),
    name: `${settings.name} — ${serverTranslator("nav")("whatsOn")}`,
  });
  return calendarResponse(body, 'inline; filename="whats-on.ics"');
}
