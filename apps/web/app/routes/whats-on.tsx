import { EVENTS_PAGE_SIZE } from "@thalassa/contract/constants";
import { useMatches } from "react-router";
import { useTranslations } from "use-intl";
import { PageHero } from "../components/content/page-hero.tsx";
import { CalendarFeedLink } from "../components/events/calendar-feed-link.tsx";
import { eventCardView } from "../components/events/event-views.server.ts";
import { EventsListSection } from "../components/events/events-list-section.tsx";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { Island } from "../islands/island.tsx";
import "../components/events/events.css";
import { getEventsList, getPageBlocks, getWebsites } from "../lib/api.server.ts";
import { brandsWithItems, EVENTS_QUERY_KEYS, parseEventsQuery } from "../lib/events-list.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { revalidateOnNewListState } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/whats-on";

export const handle = { header: "overlay", islands: true };

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
  // The list's data comes again from this route's loader when the island changes its address.
  const routeId = useMatches().at(-1)?.id;
  return (
    <>
      <CalendarFeedLink />
      <PageHero hero={hero} fallbackTitle={loaderData.title} eyebrow={pages("whatsOnEyebrow")} />
      <Island name="events-list" props={{ routeId, initial: { items: events, total, brands } }}>
        <EventsListSection items={events} total={total} brands={brands} />
      </Island>
    </>
  );
}
