import { fieldTerms, pickShown } from "@thalassa/contract/content-model";
import { eventModel } from "@thalassa/contract/content-models";
import type { Event } from "@thalassa/contract/entities";
import { pathInLocale } from "../../i18n/locales.ts";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { eventCalendarPath } from "../../lib/calendar-paths.ts";
import { addPlaceholders } from "../../lib/placeholders.server.ts";
import { safeHtml } from "../../lib/sanitize.server.ts";
import { isBlank } from "../../lib/text.ts";
import type { EventCardView } from "./event-card.tsx";
import type { EventPageView } from "./event-details.tsx";

/*
 * An event's data for each place the site shows it, from the public item: the fields the event
 * model shows there (`shownOn`) as they are, the few that need shaping (a picture with its
 * placeholder, safe HTML) shaped here. A plain field the model adds to a place reaches that
 * place's markup without a change here.
 */

type Untranslated = EventCardView["untranslated"];

/**
 * The event as a card: What's On's cards show the medium picture, the home page's the small one
 * (each falls back to the other).
 */
export function eventCardView(event: Event, picture: "medium" | "small" = "medium"): EventCardView {
  const { images, ...shown } = pickShown(eventModel, event, "card");
  return addPlaceholders({
    ...shown,
    time: shown.time ?? null,
    book_url: shown.book_url ?? null,
    id: event.id,
    event_url: event.event_url,
    has_insight_page: event.has_insight_page,
    image:
      picture === "small"
        ? (images.small ?? images.medium ?? null)
        : (images.medium ?? images.small ?? images.carousel[0] ?? null),
    untranslated: (event.untranslated ?? null) as Untranslated,
  });
}

/** The event's own page: its text as safe HTML, blank texts as none, its calendar file's address. */
export function eventPageView(event: Event): EventPageView {
  const { images: _images, description, ...shown } = pickShown(eventModel, event, "page");
  return {
    ...shown,
    time: shown.time ?? null,
    book_url: shown.book_url ?? null,
    ticket: isBlank(shown.ticket) ? null : shown.ticket,
    min_price: isBlank(shown.min_price) ? null : shown.min_price,
    calendar: pathInLocale(eventCalendarPath(event.event_url), requestLocale()),
    html: safeHtml(description),
    untranslated: (event.untranslated ?? null) as Untranslated,
    hasDescription: !isBlank(description),
    terms: fieldTerms(eventModel, requestLocale()),
  };
}

/** The event page's pictures: the carousel, else its medium or small picture. */
export function eventPageImages(event: Event) {
  const images = event.images.carousel.length
    ? event.images.carousel
    : [event.images.medium ?? event.images.small].filter((i) => i != null);
  return addPlaceholders(images);
}
