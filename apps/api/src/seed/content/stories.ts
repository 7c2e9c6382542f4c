// News, community, Our Story and events from the demo catalogue, each with its own picture by key.
import { catalogueColumns } from "@thalassa/contract/content-model";
import { eventModel, newsModel } from "@thalassa/contract/content-models";
import {
  type DemoCatalogue,
  eventDerivedFields,
  type NewsEntry,
  newsDerivedFields,
  withBrandNames,
} from "../catalogue/index.ts";
import type { DemoContent } from "../types.ts";
import { GROUP_DOMAIN } from "./group.ts";
import { imageOf, type MediaPicker } from "./media-picker.ts";
import { DAY_MS, isoDate, lastOccurrence, p, slugify } from "./text.ts";
import { translationsWithBrands } from "./translations.ts";
import { brandDomain } from "./websites.ts";

/* ---------------------------------------------------------------- news */

export function whenToDate(when: NewsEntry["when"], base: number, index: number): Date {
  // Stagger publication times through the working day so items on the same day still sort.
  const hour = 7 + ((index * 5) % 10);
  const minute = (index * 17) % 60;
  if ("daysAgo" in when) return new Date(base - when.daysAgo * DAY_MS + hour * 3_600_000 + minute * 60_000);
  const d = lastOccurrence(base, when.month, when.day, hour);
  return new Date(d.getTime() + minute * 60_000);
}

export function buildNews(media: MediaPicker, catalogue: DemoCatalogue, base: number): DemoContent["posts"] {
  const n = (id: number) => media.brandName(id);
  return catalogue.news.map((item, i) => {
    const entry = media.manifest.news?.[item.picture];
    const large = media.image(entry?.large ?? entry?.small, 200 + i);
    const small = media.image(entry?.small ?? entry?.large, 200 + i);
    const title = item.title;
    return {
      ...catalogueColumns(newsModel, item, newsDerivedFields),
      postType: "news" as const,
      status: "live" as const,
      description: withBrandNames(item.body.join(""), n),
      translations: translationsWithBrands(item.translations, n),
      year: null,
      images: {
        small: imageOf(small, title),
        large: imageOf(large, title),
      },
      metaTitle: item.meta?.title ?? null,
      metaDescription: item.meta?.description ?? null,
      metaKeywords: item.meta?.keywords ?? null,
      createdAt: whenToDate(item.when, base, i),
    };
  });
}

/* ---------------------------------------------------------------- community and story */

export function buildCsrAndStory(
  media: MediaPicker,
  catalogue: DemoCatalogue,
  base: number,
): DemoContent["posts"] {
  const n = (id: number) => media.brandName(id);
  const csr = catalogue.community.map((item, i) => {
    const img = media.image(media.manifest.csr?.[item.picture], 300 + i);
    return {
      postType: "csr" as const,
      status: "live" as const,
      url: item.url,
      title: item.title,
      description: p(...item.body),
      year: null,
      websiteId: item.websiteId,
      images: { small: imageOf(img, item.title) },
      metaTitle: null,
      metaDescription: null,
      metaKeywords: null,
      createdAt: new Date(base - (30 + i * 45) * DAY_MS + 10 * 3_600_000),
    };
  });
  const story = catalogue.story.map((item, i) => {
    const img = media.image(media.manifest.story?.[item.picture], 400 + i);
    return {
      postType: "story" as const,
      status: "live" as const,
      url: `${item.year}-${slugify(item.title)}`,
      title: item.title,
      description: p(withBrandNames(item.body, n)),
      year: item.year,
      websiteId: null,
      images: { small: imageOf(img, item.title) },
      metaTitle: null,
      metaDescription: null,
      metaKeywords: null,
      createdAt: new Date(base - (400 + i) * DAY_MS),
    };
  });
  return [...csr, ...story];
}

/* ---------------------------------------------------------------- events */

export function buildEvents(
  media: MediaPicker,
  catalogue: DemoCatalogue,
  base: number,
): DemoContent["events"] {
  const n = (id: number) => media.brandName(id);
  return catalogue.events.map((e, i) => {
    const m = media.manifest.events?.[e.picture];
    const medium = media.image(m?.medium ?? m?.small, 500 + i);
    const small = media.image(m?.small ?? m?.medium, 500 + i);
    const carousel = media.images(m?.carousel, 3, 510 + i * 3);
    const domain = e.websiteId ? brandDomain(media, e.websiteId) : GROUP_DOMAIN;
    const bookUrl =
      e.booking === "null"
        ? "null"
        : e.booking === "enquire"
          ? "/private-events?modal=enquiry-form"
          : media.profile(e.websiteId ?? 0)?.action === "book"
            ? `${domain}/book-a-table?event=${e.url}`
            : `${domain}/events/${e.url}`;
    return {
      ...catalogueColumns(eventModel, e, eventDerivedFields),
      status: e.status ?? "live",
      location: withBrandNames(e.location, n),
      date: isoDate(base + e.start * DAY_MS),
      expiredDate: isoDate(base + (e.end ?? e.start) * DAY_MS),
      bookUrl,
      hasInsightPage: e.insight,
      eventUrl: e.url,
      images: {
        small: imageOf(small, e.name),
        medium: imageOf(medium, e.name),
        carousel: carousel.map((img, k) => imageOf(img, `${e.name}, photo ${k + 1}`)),
      },
      description: withBrandNames(e.body.join(""), n),
      translations: translationsWithBrands(e.translations, n),
    };
  });
}
