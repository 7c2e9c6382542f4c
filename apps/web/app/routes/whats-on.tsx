import { EVENTS_PAGE_SIZE } from "@thalassa/contract/constants";
import { useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { PageHero } from "../components/content/page-hero.tsx";
import { BrandFilter } from "../components/events/brand-filter.tsx";
import { CalendarFeedLink } from "../components/events/calendar-feed-link.tsx";
import { CalendarIcon } from "../components/events/calendar-icon.tsx";
import { EventCard } from "../components/events/event-card.tsx";
import { eventCardView } from "../components/events/event-views.server.ts";
import { useInterfaceLang } from "../i18n/content-language.tsx";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { Link } from "../i18n/site-link.tsx";
import { useLocalePath } from "../i18n/use-site-locale.ts";
import "../components/events/events.css";
import { getEventsList, getPageBlocks, getWebsites } from "../lib/api.server.ts";
import { CALENDAR_FEED_PATH } from "../lib/calendar-paths.ts";
import {
  brandsWithItems,
  EVENTS_QUERY_KEYS,
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

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseEventsQuery(new URL(request.url).searchParams);
  const title = serverTranslator("nav")("whatsOn");
  const [list, websites, blocks] = await Promise.all([
    getEventsList({ brand: query.brand, limit: query.page * EVENTS_PAGE_SIZE }),
    getWebsites(),
    getPageBlocks("whats-on"),
  ]);
  // Only the events on screen travel; the API sorts, filters and cuts the list (ADR 0038).
  const items = list.data.map((e) => eventCardView(e));
  const seo = await buildSeo({
    path: "/whats-on",
    title,
    description: serverTranslator("pages")("whatsOnDescription"),
    image: blocks.Hero?.bg_image ?? null,
  });
  return {
    title,
    items,
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
  const pages = useTranslations("pages");
  const lists = useTranslations("lists");
  const lang = useInterfaceLang();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const writeListState = useListStateWriter(EVENTS_QUERY_KEYS);
  const query = parseEventsQuery(params);
  const { brand } = query;
  const more = query.page < MAX_EVENTS_PAGES && events.length < total;
  return (
    <>
      <CalendarFeedLink />
      <PageHero hero={hero} fallbackTitle={loaderData.title} eyebrow={pages("whatsOnEyebrow")} />
      <section className="container section events-list" aria-labelledby="events-list-title">
        <div className="news-list__head">
          <div>
            <h2 id="events-list-title" className="news-list__title" lang={lang}>
              {lists("upcomingEvents")}
            </h2>
            <a className="events-list__subscribe" href={localePath(CALENDAR_FEED_PATH)} lang={lang}>
              <CalendarIcon /> {lists("subscribeCalendar")}
            </a>
          </div>
          <BrandFilter
            action="/whats-on"
            brand={brand}
            brands={brands}
            onChange={(next) => writeListState(eventsQueryString({ brand: next, page: 1 }))}
          />
        </div>
        {/* A filter changes the list in place: the new count is read out (WCAG 4.1.3). */}
        <p className="visually-hidden" role="status" lang={lang}>
          {lists("eventsShown", { count: events.length })}
        </p>
        {events.length === 0 ? (
          <p className="news-list__empty" lang={lang}>
            {lists("noEvents")}
          </p>
        ) : (
          <>
            <ul className="events-rows" aria-label={lists("events")}>
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
                  lang={lang}
                >
                  {lists("loadMore")}
                </Link>
              </div>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
