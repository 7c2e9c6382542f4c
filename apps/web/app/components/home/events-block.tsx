import { useState } from "react";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { ArrowButton } from "../carousel/carousel-controls.tsx";
import { cycleIndex, twoDigits } from "../carousel/use-autoplay.ts";
import { EventCard, type EventCardView } from "../events/event-card.tsx";
import "./events-block.css";
import { SectionTitle } from "../content/section-title.tsx";

/** Cards drawn at once; the stylesheet shows 1 up to 500 px, 2 up to 768 px, 3 above (SPEC §9). */
const MAX_PER_VIEW = 3;

/**
 * SPEC §2 home events block: prev/next arrows move one card, the index cycles, and the position
 * reads as two-digit page numbers ("01 / 07"). Hidden when there are no events.
 */
export function EventsBlock({ events }: { events: EventCardView[] }) {
  const t = useTranslations("home");
  const lang = useInterfaceLang();
  const [index, setIndex] = useState(0);
  const count = events.length;
  if (!count) return null;
  const visible = Array.from(
    { length: Math.min(MAX_PER_VIEW, count) },
    (_, k) => events[(index + k) % count]!,
  );
  return (
    <section className="events-block" data-lazy-layout="" aria-labelledby="events-block-title">
      <div className="container">
        <div className="events-block__head">
          <div>
            <SectionTitle id="events-block-title" eyebrow={t("whatsOn")} title={t("upcomingEvents")} />
          </div>
          <div className="events-block__nav">
            <p className="events-block__pages" aria-live="polite" aria-atomic="true">
              <span className="visually-hidden" lang={lang}>
                {t("eventPosition", { index: String(index + 1), count: String(count) })}
              </span>
              <span className="events-block__current" data-testid="events-page" aria-hidden="true">
                {twoDigits(index + 1)}
              </span>
              <span aria-hidden="true"> / </span>
              <span className="events-block__total" aria-hidden="true">
                {twoDigits(count)}
              </span>
            </p>
            <ArrowButton
              direction="prev"
              label={t("previousEvent")}
              onClick={() => setIndex((i) => cycleIndex(i, -1, count))}
            />
            <ArrowButton
              direction="next"
              label={t("nextEvent")}
              onClick={() => setIndex((i) => cycleIndex(i, 1, count))}
            />
          </div>
        </div>
        <ul className="events-block__list" key={index}>
          {visible.map((event, k) => (
            <li key={`${event.id}-${k}`} className="events-block__item">
              <EventCard event={event} variant="home" />
            </li>
          ))}
        </ul>
        <p className="events-block__all">
          <Link to="/whats-on" className="button button--outline" lang={lang}>
            {t("seeAllEvents")}
          </Link>
        </p>
      </div>
    </section>
  );
}
