import { EVENTS_PAGE_SIZE } from "@thalassa/contract/constants";
import { useSearchParams } from "react-router";
import { PageHero } from "../components/content/page-hero.tsx";
import { BrandFilter } from "../components/events/brand-filter.tsx";
import { CalendarIcon } from "../components/events/calendar-icon.tsx";
import { EventCard, type EventCardItem } from "../components/events/event-card.tsx";
import { Link } from "../i18n/site-link.tsx";
import "../components/events/events.css";
import { getEventsList, getPageBlocks, getWebsites } from "../lib/api.server.ts";
import { CALENDAR_FEED_PATH } from "../lib/calendar-paths.ts";
import {
  brandsWithItems,
  EVENTS_QUERY_KEYS,
  eventSummary,
  eventsQueryString,
  MAX_EVENTS_PAGES,
  parseEventsQuery,
} from "../lib/events-list.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { useListStateWriter } from "../lib/url-list-state.ts";
import { revalidateOnNewListState } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/whats-on";

export const handle = { header: "overlay" };

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "text/calendar", title: "What's On", href: CALENDAR_FEED_PATH },
];

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseEventsQuery(new URL(request.url).searchParams);
  const [list, websites, blocks] = await Promise.all([
    getEventsList({ brand: query.brand, limit: query.page * EVENTS_PAGE_SIZE }),
    getWebsites(),
    getPageBlocks("whats-on"),
  ]);
  // Only the events on screen travel; the API sorts, filters and cuts the list (ADR 0038).
  const items: EventCardItem[] = list.data.map((e) => ({
    id: e.id,
    ...eventSummary(e),
    has_insight_page: e.has_insight_page,
    event_url: e.event_url,
    image: e.images.medium ?? e.images.small ?? e.images.carousel[0] ?? null,
    untranslated: e.untranslated ?? null,
  }));
  const seo = await buildSeo({
    path: "/whats-on",
    title: "What's On",
    description: "Supper clubs, live music, tastings and family workshops across our restaurants in Cyprus.",
    image: blocks.Hero?.bg_image ?? null,
  });
  return {
    items: addPlaceholders(items),
    total: list.total,
    brands: brandsWithItems(websites, list.websites),
    hero: addPlaceholders(blocks.Hero),
    seo,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

/** The brand and page live in the address and the server pages the list: a change asks for its events. */
export const shouldRevalidate = revalidateOnNewListState(EVENTS_QUERY_KEYS);

export default function WhatsOnPage({ loaderData }: Route.ComponentProps) {
  const { items: events, total, brands, hero } = loaderData;
  const [params] = useSearchParams();
  const writeListState = useListStateWriter(EVENTS_QUERY_KEYS);
  const query = parseEventsQuery(params);
  const { brand } = query;
  const more = query.page < MAX_EVENTS_PAGES && events.length < total;
  return (
    <>
      <PageHero hero={hero} fallbackTitle="What's On" eyebrow="Upcoming events" />
      <section className="container section events-list" aria-labelledby="events-list-title">
        <div className="news-list__head">
          <div>
            <h2 id="events-list-title" className="news-list__title">
              Upcoming events
            </h2>
            <a className="events-list__subscribe" href={CALENDAR_FEED_PATH}>
              <CalendarIcon /> Subscribe to the calendar
            </a>
          </div>
          <BrandFilter
            action="/whats-on"
            brand={brand}
            brands={brands}
            onChange={(next) => writeListState(eventsQueryString({ brand: next, page: 1 }))}
          />
        </div>
        {events.length === 0 ? (
          <p className="news-list__empty">There are no upcoming events here yet. Please check back soon.</p>
        ) : (
          <>
            <ul className="events-rows" aria-label="Events">
              {events.map((event, index) => (
                <li key={event.id}>
                  <EventCard event={event} priority={index < 2} />
                </li>
              ))}
            </ul>
            {more ? (
              <div className="news-list__foot">
                {/* A plain link: the next events without JavaScript too, the ones shown kept. */}
                <Link
                  className="button button--outline news-list__load-more"
                  to={eventsQueryString({ ...query, page: query.page + 1 })}
                  preventScrollReset
                  replace
                >
                  Load more
                </Link>
              </div>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
