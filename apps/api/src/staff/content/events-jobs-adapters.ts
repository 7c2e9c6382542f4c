import type { StaffContentBody } from "@thalassa/contract/staff";
import { desc, type InferSelectModel } from "drizzle-orm";
import { events, jobs } from "../../db/schema.ts";
import { integerId } from "./adapter.ts";
import { tableAdapter } from "./table-adapter.ts";

function eventItem(row: InferSelectModel<typeof events>) {
  return {
    id: row.id,
    name: row.name,
    event_url: row.eventUrl,
    status: row.status,
    location: row.location,
    date: row.date,
    time: row.time,
    expired_date: row.expiredDate,
    website_id: row.websiteId,
    book_url: row.bookUrl,
    has_insight_page: row.hasInsightPage,
    description: row.description,
    ticket: row.ticket,
    min_price: row.minPrice,
    images: {
      small: row.images.small ?? null,
      medium: row.images.medium ?? null,
      carousel: row.images.carousel ?? [],
    },
  };
}

function eventColumns(body: StaffContentBody<"events">) {
  return {
    name: body.name,
    eventUrl: body.event_url,
    status: body.status,
    location: body.location,
    date: body.date,
    time: body.time ?? null,
    expiredDate: body.expired_date,
    websiteId: body.website_id ?? null,
    bookUrl: body.book_url ?? null,
    hasInsightPage: body.has_insight_page,
    description: body.description ?? null,
    ticket: body.ticket ?? null,
    minPrice: body.min_price ?? null,
    images: {
      small: body.images.small ?? undefined,
      medium: body.images.medium ?? undefined,
      carousel: body.images.carousel,
    },
  };
}

export const eventsAdapter = tableAdapter<StaffContentBody<"events">, InferSelectModel<typeof events>>({
  table: events,
  idColumn: events.id,
  parseId: integerId,
  uniqueField: "event_url",
  toItem: eventItem,
  toColumns: eventColumns,
  orderBy: [desc(events.date), desc(events.id)],
});

function jobItem(row: InferSelectModel<typeof jobs>) {
  return {
    id: row.id,
    job_title: row.jobTitle,
    url: row.url,
    status: row.status,
    location: row.location,
    type: row.type,
    created_date: row.createdDate,
    valid_through: row.validThrough,
    brand: row.brand,
    description: row.description,
  };
}

function jobColumns(body: StaffContentBody<"jobs">) {
  return {
    jobTitle: body.job_title,
    url: body.url,
    status: body.status,
    location: body.location,
    type: body.type,
    createdDate: body.created_date,
    validThrough: body.valid_through ?? null,
    brand: body.brand ?? null,
    description: body.description,
  };
}

export const jobsAdapter = tableAdapter<StaffContentBody<"jobs">, InferSelectModel<typeof jobs>>({
  table: jobs,
  idColumn: jobs.id,
  parseId: integerId,
  uniqueField: "url",
  toItem: jobItem,
  toColumns: jobColumns,
  orderBy: [desc(jobs.createdDate), desc(jobs.id)],
});
