import { useTranslations } from "use-intl";
import { useFieldLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { useFormats } from "../../i18n/use-formats.ts";
import { type EventSchedule, hasBookingLink } from "../../lib/events-list.ts";
import { CardMedia } from "../content/card-media.tsx";
import { Fact } from "../content/facts.tsx";
import type { MediaSource } from "../media/media.tsx";
import { BookNowLink } from "./book-now-link.tsx";

export interface EventCardItem extends EventSchedule {
  book_url?: string | null;
  has_insight_page: boolean;
  event_url: string;
  image: MediaSource | null;
  /** Fields still in English on a Greek or Russian page (ADR 0039). */
  untranslated?: readonly string[] | null;
}

/**
 * SPEC §2 What's On card: image, name, location, date, time and 'Book Now' (unless book_url is
 * the text null). The whole card leads to the event page only when it has one: the name's link
 * stretches over the card, and Book Now sits above it.
 */
export function EventCard({ event, priority = false }: { event: EventCardItem; priority?: boolean }) {
  const formats = useFormats();
  const t = useTranslations("events");
  const lang = useFieldLang();
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
