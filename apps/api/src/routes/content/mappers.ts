import { publicItem } from "@thalassa/contract/content-model";
import {
  brandModel,
  csrModel,
  eventModel,
  jobModel,
  menuCardModel,
  menuModel,
  newsModel,
  pageMetaModel,
  storyModel,
} from "@thalassa/contract/content-models";
import type {
  CsrItem,
  Event,
  Job,
  Menu,
  MenuCard,
  NewsItem,
  PageMeta,
  StoryEntry,
  Website,
} from "@thalassa/contract/entities";
import { metaDescriptionOf } from "@thalassa/contract/text";
import type { InferSelectModel } from "drizzle-orm";
import type { events, jobs, menuCards, menus, pageMeta, posts, websites } from "../../db/schema.ts";

/*
 * A public item is its content model's public fields, each from its column (content-models.ts in
 * the contract); a field added there is answered here without code.
 */

/**
 * A website as the API answers it; menuUrl is the url of the menu PDF filed under its id,
 * menuCardUrl that of its first live structured menu.
 */
export function toWebsite(
  row: InferSelectModel<typeof websites>,
  menuUrl: string | null = null,
  menuCardUrl: string | null = null,
): Website {
  return publicItem(brandModel, row, { menu_url: menuUrl, menu_card_url: menuCardUrl }) as Website;
}

type PostRow = InferSelectModel<typeof posts>;

export const toNewsItem = (row: PostRow) => publicItem(newsModel, row) as NewsItem;
export const toCsrItem = (row: PostRow) => publicItem(csrModel, row) as CsrItem;
export const toStoryEntry = (row: PostRow) => publicItem(storyModel, row) as StoryEntry;

export const toEvent = (row: InferSelectModel<typeof events>) => publicItem(eventModel, row) as Event;
export const toJob = (row: InferSelectModel<typeof jobs>) => publicItem(jobModel, row) as Job;

export const toMenuCard = (row: InferSelectModel<typeof menuCards>) =>
  publicItem(menuCardModel, row) as MenuCard;
export const toMenu = (row: InferSelectModel<typeof menus>) => publicItem(menuModel, row) as Menu;
export const toPageMeta = (row: InferSelectModel<typeof pageMeta>) =>
  publicItem(pageMetaModel, row) as PageMeta;

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
