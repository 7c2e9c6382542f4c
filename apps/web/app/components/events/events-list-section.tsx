import { useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { useLocalePath } from "../../i18n/use-site-locale.ts";
import { CALENDAR_FEED_PATH } from "../../lib/calendar-paths.ts";
import {
  EVENTS_QUERY_KEYS,
  eventsQueryString,
  MAX_EVENTS_PAGES,
  parseEventsQuery,
} from "../../lib/events-list.ts";
import { useListStateWriter } from "../../lib/url-list-state.ts";
import { BrandFilter } from "./brand-filter.tsx";
import { CalendarIcon } from "./calendar-icon.tsx";
import { EventCard, type EventCardView } from "./event-card.tsx";

export interface EventsListData {
  items: EventCardView[];
  total: number;
  brands: Parameters<typeof BrandFilter>[0]["brands"];
}

/**
 * What's On's list (SPEC §4): the calendar link, the brand filter and the events, with "Load more"
 * while the server has more. The brand and page live in the address; the page's data follows it.
 */
export function EventsListSection({ items: events, total, brands }: EventsListData) {
  const lists = useTranslations("lists");
  const lang = useInterfaceLang();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const writeListState = useListStateWriter(EVENTS_QUERY_KEYS);
  const query = parseEventsQuery(params);
  const { brand } = query;
  const more = query.page < MAX_EVENTS_PAGES && events.length < total;
  return (
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
  );
}
