import { columnOf, metaOfItem, publicItem } from "@thalassa/contract/content-model";
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
import { type ContentLanguage, publishedTranslation } from "@thalassa/contract/translations";
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
  lang?: ContentLanguage,
): Website {
  return publicItem(brandModel, row, { menu_url: menuUrl, menu_card_url: menuCardUrl }, lang) as Website;
}

type PostRow = InferSelectModel<typeof posts>;

/** Read with a language (?lang=el|ru), an item carries its published translation (ADR 0039). */
type Lang = ContentLanguage | undefined;

export const toNewsItem = (row: PostRow, lang?: Lang) => publicItem(newsModel, row, {}, lang) as NewsItem;
export const toCsrItem = (row: PostRow, lang?: Lang) => publicItem(csrModel, row, {}, lang) as CsrItem;
export const toStoryEntry = (row: PostRow) => publicItem(storyModel, row) as StoryEntry;

export const toEvent = (row: InferSelectModel<typeof events>, lang?: Lang) =>
  publicItem(eventModel, row, {}, lang) as Event;
export const toJob = (row: InferSelectModel<typeof jobs>, lang?: Lang) =>
  publicItem(jobModel, row, {}, lang) as Job;

export const toMenuCard = (row: InferSelectModel<typeof menuCards>) =>
  publicItem(menuCardModel, row) as MenuCard;
export const toMenu = (row: InferSelectModel<typeof menus>, lang?: Lang) =>
  publicItem(menuModel, row, {}, lang) as Menu;
export const toPageMeta = (row: InferSelectModel<typeof pageMeta>, lang?: Lang) =>
  publicItem(pageMetaModel, row, {}, lang) as PageMeta;

/**
 * News meta comes from the article: its own meta fields, else the fields the news model makes
 * them from (`metaFallback`: the title; the description's opening words); in a language, each
 * from the published translation where it has one.
 */
export function toNewsMeta(row: PostRow, lang?: Lang): PageMeta {
  const translated = lang ? (publishedTranslation(row.translations, lang) ?? {}) : {};
  const stored = row as unknown as Record<string, unknown>;
  const value = (field: string) => {
    const own = translated[field];
    if (typeof own === "string" && own.trim() !== "") return own;
    const column = columnOf(field, newsModel.fields[field as keyof typeof newsModel.fields]);
    return column ? stored[column] : null;
  };
  const meta = metaOfItem(newsModel, value);
  return {
    url: `/news/${row.url}`,
    meta_title: meta.meta_title ?? row.title,
    meta_description: meta.meta_description ?? null,
    meta_keywords: meta.meta_keywords ?? null,
    images: row.images.large ? { large: { url: row.images.large.url } } : null,
  };
}
