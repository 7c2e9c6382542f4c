import { redirect } from "react-router";
import { Breadcrumb } from "../components/breadcrumb/breadcrumb.tsx";
import { RichText } from "../components/content/rich-text.tsx";
import { BookNowLink } from "../components/events/book-now-link.tsx";
import { CalendarIcon } from "../components/events/calendar-icon.tsx";
import { EventCarousel } from "../components/events/event-carousel.tsx";
import { useFieldLang } from "../i18n/content-language.tsx";
import { Link } from "../i18n/site-link.tsx";
import "../components/events/event-page.css";
import { Fact } from "../components/content/facts.tsx";
import { useFormats } from "../i18n/use-formats.ts";
import { getEvents, getWebsites } from "../lib/api.server.ts";
import { CALENDAR_FEED_PATH, eventCalendarPath } from "../lib/calendar-paths.ts";
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

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "text/calendar", title: "What's On", href: CALENDAR_FEED_PATH },
];

export async function loader({ params }: Route.LoaderArgs) {
  const [events, websites] = await Promise.all([getEvents(), getWebsites()]);
  const event = events.find((e) => e.event_url === params.id);
  // SPEC §2: an unknown event leads back to the list.
  if (!event) throw redirect("/whats-on");
  const venue = websites.find((w) => w.id === event.website?.id) ?? null;
  const path = `/whats-on/${event.event_url}`;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "What's On", path: "/whats-on" },
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
      calendar: eventCalendarPath(event.event_url),
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
  const lang = useFieldLang();
  const { event, images, crumbs } = loaderData;
  return (
    <div className="event-page">
      <div className="container">
        <Breadcrumb items={crumbs} />
        <h1 className="event-page__title">Upcoming Events</h1>
      </div>
      <div className="container event-page__grid">
        <EventCarousel images={images} label={`Photos of ${event.name}`} />
        <div className="event-page__details">
          <h2 className="event-page__name" lang={lang(event, "name")}>
            {event.name}
          </h2>
          <p className="event-page__location" lang={lang(event, "location")}>
            {event.location}
          </p>
          <dl className="event-page__facts">
            <Fact term="Date">
              <span lang={formats.lang}>{formats.eventDates(event.date, event.expired_date)}</span>
            </Fact>
            <Fact term="Time">{event.time}</Fact>
            <Fact term="Tickets">{event.ticket}</Fact>
            <Fact term="Min. spend">{event.min_price}</Fact>
          </dl>
          <div className="event-page__actions">
            {hasBookingLink(event.book_url) ? <BookNowLink href={event.book_url} /> : null}
            <a className="button button--outline" href={event.calendar} download>
              <CalendarIcon /> Add to calendar
            </a>
          </div>
        </div>
      </div>
      {event.hasDescription ? (
        <section className="container event-page__about" aria-labelledby="about-event">
          <h2 id="about-event">About the Event</h2>
          <RichText html={event.html} lang={lang(event, "description")} />
        </section>
      ) : null}
      <div className="container event-page__back">
        <Link to="/whats-on">← All events</Link>
      </div>
    </div>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
