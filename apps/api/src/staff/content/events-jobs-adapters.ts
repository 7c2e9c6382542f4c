import { desc } from "drizzle-orm";
import { events, jobs } from "../../db/schema.ts";
import { tableAdapter } from "./table-adapter.ts";

export const eventsAdapter = tableAdapter({
  type: "events",
  table: events,
  uniqueField: "event_url",
  orderBy: [desc(events.date), desc(events.id)],
});

export const jobsAdapter = tableAdapter({
  type: "jobs",
  table: jobs,
  uniqueField: "url",
  orderBy: [desc(jobs.createdDate), desc(jobs.id)],
});
