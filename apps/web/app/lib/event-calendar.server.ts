import type { Event } from "@thalassa/contract/entities";
import { getEnv } from "./env.server.ts";
import { eventSummary } from "./events-list.ts";
import type { CalendarEvent } from "./ics.ts";
import { localeUrl } from "./seo.server.ts";
import { htmlToText } from "./text.ts";

/** The host in every UID: the public origin, so UIDs stay the same wherever the file is made. */
export function calendarUidHost(): string {
  return new URL(getEnv().PUBLIC_SITE_URL).hostname;
}

/**
 * An API event as a calendar entry; its link is the event page, or the list when it has none, in
 * the language of the calendar's address.
 */
export function toCalendarEvent(event: Event): CalendarEvent {
  return {
    id: event.id,
    ...eventSummary(event),
    description: event.description ? htmlToText(event.description) : null,
    url: localeUrl(event.has_insight_page ? `/whats-on/${event.event_url}` : "/whats-on"),
  };
}

export function calendarResponse(body: string, disposition: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": disposition,
      "Cache-Control": "public, max-age=900",
    },
  });
}
