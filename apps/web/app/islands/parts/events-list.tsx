import { type EventsListData, EventsListSection } from "../../components/events/events-list-section.tsx";
import { EVENTS_QUERY_KEYS } from "../../lib/events-list.ts";
import { usePageData } from "../page-data.ts";

/** What's On's filter, list and "Load more", which change the list in place. */
export default function EventsListIsland({ routeId, initial }: { routeId: string; initial: EventsListData }) {
  return <EventsListSection {...usePageData(routeId, EVENTS_QUERY_KEYS, initial)} />;
}
