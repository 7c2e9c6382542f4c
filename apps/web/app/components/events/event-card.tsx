import type { ShownOn, TranslatableName } from "@thalassa/contract/content-model";
import type { eventModel } from "@thalassa/contract/content-models";
import type { Event } from "@thalassa/contract/entities";
import { useTranslations } from "use-intl";
import { useFieldLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { useFormats } from "../../i18n/use-formats.ts";
import { hasBookingLink } from "../../lib/events-list.ts";
import { CardMedia } from "../content/card-media.tsx";
import { Fact } from "../content/facts.tsx";
import type { MediaSource } from "../media/media.tsx";
import { BookNowLink } from "./book-now-link.tsx";

/**
 * An event's card data: the fields the event model shows on a card (`shownOn: ["card"]`), as the
 * public item has them, with its picture made ready (event-views.server.ts builds it).
 */
export type EventCardView = Omit<Pick<Event, ShownOn<typeof eventModel, "card">>, "images"> &
  Pick<Event, "id" | "event_url" | "has_insight_page"> & {
    image: MediaSource | null;
    /** Fields still in English on a Greek or Russian page (ADR 0039). */
    untranslated?: readonly TranslatableName<typeof eventModel>[] | null;
  };

/**
 * An event as a card, wherever one is shown. In What's On (SPEC §2): image with a date badge,
 * name, location, date, time and 'Book Now' (unless book_url is the text null); the whole card
 * leads to the event page only when it has one: the name's link stretches over the card, and
 * Book Now sits above it. On the home page's events block: the whole card is a link (to the
 * event's page, else What's On), the date over the picture, location and time under the name.
 */
export function EventCard({
  event,
  variant = "list",
  priority = false,
}: {
  event: EventCardView;
  variant?: "list" | "home";
  priority?: boolean;
}) {
  const formats = useFormats();
  const t = useTranslations("events");
  const lang = useFieldLang();
  if (variant === "home") {
    const href = event.has_insight_page ? `/whats-on/${event.event_url}` : "/whats-on";
    return (
      <Link to={href} className="event-card">
        <CardMedia
          className="event-card__media"
          image={event.image}
          sizes="(max-width: 500px) 100vw, (max-width: 768px) 50vw, 33vw"
        >
          <span className="event-card__date" lang={formats.lang}>
            {formats.longDate(event.date)}
          </span>
        </CardMedia>
        <div className="event-card__body">
          <h3 className="event-card__title" lang={lang(event, "name")}>
            {event.name}
          </h3>
          <p className="event-card__meta" lang={lang(event, "location")}>
            {event.location}
            {event.time ? ` · ${event.time}` : ""}
          </p>
        </div>
      </Link>
    );
  }
  const badge = formats.dateBadge(event.date);
  return (
    <article className="event-card" data-linked={event.has_insight_page ? "true" : "false"}>
      <CardMedia
        className="event-card__media"
        image={event.image}
        priority={priority}
        sizes="(min-width: 768px) 40vw, 40vw"
      >
        <span className="event-card__badge" aria-hidden="true" lang={formats.lang}>
          <span className="event-card__badge-day">{badge.day}</span>
          <span className="event-card__badge-month">{badge.month}</span>
        </span>
      </CardMedia>
      <div className="event-card__body">
        <h2 className="event-card__title" lang={lang(event, "name")}>
          {event.has_insight_page ? (
            <Link className="event-card__link" to={`/whats-on/${encodeURIComponent(event.event_url)}`}>
              {event.name}
            </Link>
          ) : (
            event.name
          )}
        </h2>
        <p className="event-card__location" lang={lang(event, "location")}>
          {event.location}
        </p>
        <dl className="event-card__facts">
          <Fact term={t("date")} lang={formats.lang}>
            <span lang={formats.lang}>{formats.eventDates(event.date, event.expired_date)}</span>
          </Fact>
          <Fact term={t("time")} lang={formats.lang}>
            {event.time}
          </Fact>
        </dl>
        {hasBookingLink(event.book_url) || event.has_insight_page ? (
          <div className="event-card__actions">
            {hasBookingLink(event.book_url) ? <BookNowLink href={event.book_url} /> : null}
            {event.has_insight_page ? (
              <span className="event-card__more" aria-hidden="true" lang={formats.lang}>
                {t("details")}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
