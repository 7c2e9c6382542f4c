import { getEvent } from "../lib/api.server.ts";
import { calendarResponse, calendarUidHost, toCalendarEvent } from "../lib/event-calendar.server.ts";
import { launchContentMiddleware } from "../lib/holding-page.server.ts";
import { buildCalendar, calendarFileName } from "../lib/ics.ts";
import type { Route } from "./+types/whats-on-event-calendar";

/** Nothing to make the file from before the site is launched (holding-page.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [launchContentMiddleware];

/** /whats-on/{id}/calendar.ics: one event's 'Add to calendar' download. */
export async function loader({ params }: Route.LoaderArgs) {
  const event = await getEvent(params.id);
  if (!event) {
    return new Response("No upcoming event has this address.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const body = buildCalendar([toCalendarEvent(event)], { uidHost: calendarUidHost() });
  return calendarResponse(body, `attachment; filename="${calendarFileName(event.event_url)}"`);
}
