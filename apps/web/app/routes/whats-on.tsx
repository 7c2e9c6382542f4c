import { useSearchParams } from "react-router";
import { PageHero } from "../components/content/page-hero.tsx";
import { BrandFilter } from "../components/events/brand-filter.tsx";
import { CalendarIcon } from "../components/events/calendar-icon.tsx";
import { EventCard, type EventCardItem } from "../components/events/event-card.tsx";
import "../components/events/events.css";
import { getEvents, getPageBlocks, getWebsites } from "../lib/api.server.ts";
import { CALENDAR_FEED_PATH } from "../lib/calendar-paths.ts";
import {
  brandsWithItems,
  EVENTS_QUERY_KEYS,
  eventSummary,
  filterEventsByBrand,
  parseBrandParam,
  sortEventsByExpiry,
} from "../lib/events-list.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { useListStateWriter } from "../lib/url-list-state.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/whats-on";

export const handle = { header: "overlay" };

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "text/calendar", title: "What's On", href: CALENDAR_FEED_PATH },
];

export async function loader() {
  const [events, websites, blocks] = await Promise.all([
    getEvents(),
    getWebsites(),
    getPageBlocks("whats-on"),
  ]);
  const items: (EventCardItem & { website: { id: number } | null })[] = sortEventsByExpiry(events).map(
    (e) => ({
      id: e.id,
      ...eventSummary(e),
      has_insight_page: e.has_insight_page,
      event_url: e.event_url,
      website: e.website ?? null,
      image: e.images.medium ?? e.images.small ?? e.images.carousel[0] ?? null,
    }),
  );
  const brands = brandsWithItems(websites, events).map((w) => ({ id: w.id, name: w.name }));
  const seo = await buildSeo({
    path: "/whats-on",
    title: "What's On",
    description: "Supper clubs, live music, tastings and family workshops across our restaurants in Cyprus.",
    image: blocks.Hero?.bg_image ?? null,
  });
  return { items: addPlaceholders(items), brands, hero: addPlaceholders(blocks.Hero), seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

/** The brand filter lives in the URL; changing it needs no new data from the server. */
export const shouldRevalidate = revalidateOnlyOnNewPath;

export default function WhatsOnPage({ loaderData }: Route.ComponentProps) {
  const { items, brands, hero } = loaderData;
  const [params] = useSearchParams();
  const writeListState = useListStateWriter(EVENTS_QUERY_KEYS);
  const brand = parseBrandParam(params);
  const events = filterEventsByBrand(items, brand);
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
            onChange={(next) => writeListState(next === null ? "" : `?brand=${next}`)}
          />
        </div>
        {events.length === 0 ? (
          <p className="news-list__empty">There are no upcoming events here yet. Please check back soon.</p>
        ) : (
          <ul className="events-rows" aria-label="Events">
            {events.map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} priority={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
