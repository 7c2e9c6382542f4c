import { useTranslations } from "use-intl";
import { Breadcrumb } from "../components/breadcrumb/breadcrumb.tsx";
import { RichText } from "../components/content/rich-text.tsx";
import { BookNowLink } from "../components/events/book-now-link.tsx";
import { CalendarFeedLink } from "../components/events/calendar-feed-link.tsx";
import { CalendarIcon } from "../components/events/calendar-icon.tsx";
import { EventCarousel } from "../components/events/event-carousel.tsx";
import { useFieldLang } from "../i18n/content-language.tsx";
import { pathInLocale } from "../i18n/locales.ts";
import { redirectInLocale, requestLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { Link } from "../i18n/site-link.tsx";
import "../components/events/event-page.css";
import { Fact } from "../components/content/facts.tsx";
import { useFormats } from "../i18n/use-formats.ts";
import { getEvents, getWebsites } from "../lib/api.server.ts";
import { eventCalendarPath } from "../lib/calendar-paths.ts";
import { eventSummary, hasBookingLink } from "../lib/events-list.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { safeHtml } from "../lib/sanitize.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { breadcrumbJsonLd, compact, eventJsonLd } from "../lib/structured-data.server.ts";
import { isBlank } from "../lib/text.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/whats-on-event";

export const handle = { header: "solid" };

export async function loader({ params }: Route.LoaderArgs) {
  const [events, websites] = await Promise.all([getEvents(), getWebsites()]);
  const event = events.find((e) => e.event_url === params.id);
  // SPEC §2: an unknown event leads back to the list.
  if (!event) throw redirectInLocale("/whats-on");
  const venue = websites.find((w) => w.id === event.website?.id) ?? null;
  const path = `/whats-on/${event.event_url}`;
  const crumbs = [
    { name: serverTranslator("pages")("home"), path: "/", ui: true },
    { name: serverTranslator("nav")("whatsOn"), path: "/whats-on", ui: true },
    { name: event.name, path },
  ];
  const images = event.images.carousel.length
    ? event.images.carousel
    : [event.images.medium ?? event.images.small].filter((i) => i != null);
  const seo = await buildSeo({
    path,
    title: event.name,
    description: event.description ?? `${event.name} at ${event.location}.`,
    image: event.images.medium ?? event.images.carousel[0] ?? null,
    jsonLd: [compact(eventJsonLd(event, venue)), breadcrumbJsonLd(crumbs)],
  });
  return {
    seo,
    crumbs,
    event: {
      ...eventSummary(event),
      ticket: isBlank(event.ticket) ? null : event.ticket,
      min_price: isBlank(event.min_price) ? null : event.min_price,
      calendar: pathInLocale(eventCalendarPath(event.event_url), requestLocale()),
      html: safeHtml(event.description),
      untranslated: event.untranslated ?? null,
      hasDescription: !isBlank(event.description),
    },
    images: addPlaceholders(images),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function WhatsOnEventPage({ loaderData }: Route.ComponentProps) {
  const formats = useFormats();
  const fieldLang = useFieldLang();
  const { event, images, crumbs } = loaderData;
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

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
