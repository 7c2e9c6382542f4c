import type { FieldTerms, ShownOn } from "@thalassa/contract/content-model";
import type { eventModel } from "@thalassa/contract/content-models";
import type { Event } from "@thalassa/contract/entities";
import { useTranslations } from "use-intl";
import { useFieldLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { useFormats } from "../../i18n/use-formats.ts";
import { hasBookingLink } from "../../lib/events-list.ts";
import { Breadcrumb } from "../breadcrumb/breadcrumb.tsx";
import { Fact } from "../content/facts.tsx";
import { RichText } from "../content/rich-text.tsx";
import type { MediaSource } from "../media/media.tsx";
import { BookNowLink } from "./book-now-link.tsx";
import { CalendarFeedLink } from "./calendar-feed-link.tsx";
import { CalendarIcon } from "./calendar-icon.tsx";
import type { EventCardView } from "./event-card.tsx";
import { EventCarousel } from "./event-carousel.tsx";
import "./event-page.css";

/**
 * An event's page data: the fields the event model shows on the page (`shownOn: ["page"]`), its
 * text as safe HTML, its calendar file (event-views.server.ts builds it).
 */
export type EventPageView = Omit<
  Pick<Event, ShownOn<typeof eventModel, "page">>,
  "images" | "description"
> & {
  calendar: string;
  html: { __html: string };
  hasDescription: boolean;
  /** The page's names of the fields whose model gives one (`term`), in the page's language. */
  terms: FieldTerms<typeof eventModel>;
  untranslated: EventCardView["untranslated"];
};

/** SPEC §2 event page: its pictures, name, location, dates, time, tickets, price, booking and text. */
export function EventDetails({
  event,
  images,
  crumbs,
}: {
  event: EventPageView;
  images: MediaSource[];
  crumbs: { name: string; path: string; ui?: boolean }[];
}) {
  const formats = useFormats();
  const fieldLang = useFieldLang();
  const t = useTranslations("events");
  const lang = formats.lang;
  return (
    <div className="event-page">
      <CalendarFeedLink />
      <div className="container">
        <Breadcrumb items={crumbs} />
        <h1 className="event-page__title" lang={lang}>
          {t("pageTitle")}
        </h1>
      </div>
      <div className="container event-page__grid">
        <EventCarousel images={images} label={t("photosOf", { name: event.name })} />
        <div className="event-page__details">
          <h2 className="event-page__name" lang={fieldLang(event, "name")}>
            {event.name}
          </h2>
          <p className="event-page__location" lang={fieldLang(event, "location")}>
            {event.location}
          </p>
          <dl className="event-page__facts">
            <Fact term={t("date")} lang={lang}>
              <span lang={formats.lang}>{formats.eventDates(event.date, event.expired_date)}</span>
            </Fact>
            <Fact term={t("time")} lang={lang}>
              {event.time}
            </Fact>
            <Fact term={t("tickets")} lang={lang}>
              {event.ticket}
            </Fact>
            <Fact term={t("minSpend")} lang={lang}>
              {event.min_price}
            </Fact>
          </dl>
          <div className="event-page__actions">
            {hasBookingLink(event.book_url) ? <BookNowLink href={event.book_url} /> : null}
            <a className="button button--outline" href={event.calendar} download lang={lang}>
              <CalendarIcon /> {t("addToCalendar")}
            </a>
          </div>
        </div>
      </div>
      {event.hasDescription ? (
        <section className="container event-page__about" aria-labelledby="about-event">
          <h2 id="about-event" lang={lang}>
            {t("aboutEvent")}
          </h2>
          <RichText html={event.html} lang={fieldLang(event, "description")} />
        </section>
      ) : null}
      <div className="container event-page__back">
        <Link to="/whats-on" lang={lang}>
          ← {t("allEvents")}
        </Link>
      </div>
    </div>
  );
}
