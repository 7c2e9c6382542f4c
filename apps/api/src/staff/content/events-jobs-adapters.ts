import { desc } from "drizzle-orm";
import { events, jobs } from "../../db/schema.ts";
import { tableAdapter } from "./table-adapter.ts";

export const eventsAdapter = tableAdapter({
  type: "events",
  table: events,
  uniqueField: "event_url",
  orderBy: [desc(events.date), desc(events.id)],
  listFilters: {
    search: [events.name, events.location],
    status: events.status,
    brand: events.websiteId,
    date: events.date,
  },
});

export const jobsAdapter = tableAdapter({
  type: "jobs",
  table: jobs,
  uniqueField: "url",
  orderBy: [desc(jobs.createdDate), desc(jobs.id)],
  // Jobs name their brand in free text, so the brand is searched rather than filtered.
  listFilters: {
    search: [jobs.jobTitle, jobs.location, jobs.brand],
    status: jobs.status,
    date: jobs.createdDate,
  },
});
