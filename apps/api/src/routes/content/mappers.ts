import { publicItem } from "@thalassa/contract/content-model";
import { csrModel, eventModel, jobModel, newsModel, storyModel } from "@thalassa/contract/content-models";
import type {
  CsrItem,
  Event,
  Job,
  Menu,
  NewsItem,
  PageMeta,
  StoryEntry,
  Website,
} from "@thalassa/contract/entities";
import { metaDescriptionOf } from "@thalassa/contract/text";
import type { InferSelectModel } from "drizzle-orm";
import type { events, jobs, menus, pageMeta, posts, websites } from "../../db/schema.ts";

/** A website as the API answers it; menuUrl is the url of the menu filed under its id. */
export function toWebsite(row: InferSelectModel<typeof websites>, menuUrl: string | null = null): Website {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    order: row.order,
    domain: row.domain,
    description: row.description,
    email: row.email,
    address: row.address,
    phones: row.phones,
    opening_hours_weekdays: row.openingHoursWeekdays,
    opening_hours_weekends: row.openingHoursWeekends,
    book_now: row.bookNow,
    whatsapp: row.whatsapp,
    images: { ...row.images, carousel: row.images.carousel ?? [] },
    menu_url: menuUrl,
  };
}

type PostRow = InferSelectModel<typeof posts>;

/*
 * A public item is its content model's public fields, each from its column (content-models.ts in
 * the contract); a field added there is answered here without code.
 */

export const toNewsItem = (row: PostRow) => publicItem(newsModel, row) as NewsItem;
export const toCsrItem = (row: PostRow) => publicItem(csrModel, row) as CsrItem;
export const toStoryEntry = (row: PostRow) => publicItem(storyModel, row) as StoryEntry;

export const toEvent = (row: InferSelectModel<typeof events>) => publicItem(eventModel, row) as Event;
export const toJob = (row: InferSelectModel<typeof jobs>) => publicItem(jobModel, row) as Job;

export function toMenu(row: InferSelectModel<typeof menus>): Menu {
  return {
    url: row.url,
    title: row.title,
    website: row.websiteId === null ? null : { id: row.websiteId },
    file_url: row.fileUrl,
  };
}

export function toPageMeta(row: InferSelectModel<typeof pageMeta>): PageMeta {
  return {
    url: row.url,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    meta_keywords: row.metaKeywords,
  };
}

/** News meta comes from the article: its own meta fields, else its title and the shared meta description rule. */
export function toNewsMeta(row: PostRow): PageMeta {
  return {
    url: `/news/${row.url}`,
    meta_title: row.metaTitle ?? row.title,
    meta_description: row.metaDescription ?? metaDescriptionOf(row.description),
    meta_keywords: row.metaKeywords,
    images: row.images.large ? { large: { url: row.images.large.url } } : null,
  };
}
