import { catalogueShape } from "@thalassa/contract/content-model";
import {
  brandModel,
  eventModel,
  jobModel,
  menuCardModel,
  newsModel,
  pageMetaModel,
} from "@thalassa/contract/content-models";
import { SCHEDULE_FIELDS } from "@thalassa/contract/scheduled-publishing";
import { z } from "zod";

/*
 * The demo catalogue: every story, event and community item of the demo site, and the pictures
 * drawn for them. Entries name their picture by key, so reordering either list never moves a
 * picture to another story. Prose may name a brand as {{brand:<id>}}; the seeder writes the
 * brand's name in its place.
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a lowercase slug (letters, digits, dashes)");
const html = z.array(z.string().min(1)).min(1);

/** News fields the catalogue writes in its own way; every other news field is carried as it is. */
export const newsDerivedFields = [
  "status",
  "description",
  "images",
  "meta_title",
  "meta_description",
  "meta_keywords",
  // The demo schedules nothing (ADR 0043).
  ...SCHEDULE_FIELDS,
] as const;

export const newsEntrySchema = z.strictObject({
  ...catalogueShape(newsModel, newsDerivedFields),
  /** Days before the seed day, or the last occurrence of a day of the year. */
  when: z.union([
    z.strictObject({ daysAgo: z.number().int().min(0) }),
    z.strictObject({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) }),
  ]),
  picture: slug,
  meta: z.strictObject({ title: z.string(), description: z.string(), keywords: z.string() }).optional(),
  body: html,
});

/** Event fields the catalogue writes in its own way; every other event field is carried as it is. */
export const eventDerivedFields = [
  "event_url",
  "status",
  "location",
  "date",
  "expired_date",
  "book_url",
  "has_insight_page",
  "description",
  "images",
  // The demo schedules nothing (ADR 0043).
  ...SCHEDULE_FIELDS,
] as const;

export const eventEntrySchema = z.strictObject({
  ...catalogueShape(eventModel, eventDerivedFields),
  url: slug,
  /** Days from the seed day to the first and last day. */
  start: z.number().int(),
  end: z.number().int().optional(),
  booking: z.enum(["book", "null", "enquire"]),
  insight: z.boolean(),
  status: z.enum(["live", "draft"]).optional(),
  picture: slug,
  location: z.string().min(1),
  body: html,
});

export const communityEntrySchema = z.strictObject({
  url: slug,
  title: z.string().min(1),
  websiteId: z.number().int().nullable(),
  picture: slug,
  /** Paragraphs of plain text. */
  body: z.array(z.string().min(1)).min(1),
});

export const storyEntrySchema = z.strictObject({
  year: z.number().int(),
  title: z.string().min(1),
  picture: slug,
  /** One paragraph of plain text. */
  body: z.string().min(1),
});

/** A brand of the group: its website's details (the name itself comes from the media manifest). */
/** Brand fields the catalogue writes in its own way; every other brand field is carried as it is. */
export const brandDerivedFields = [
  "name",
  "domain",
  "description",
  "email",
  "opening_hours",
  "opening_hours_weekdays",
  "opening_hours_weekends",
  "book_online_url",
  "order_now_url",
  "images",
] as const;

export const brandProfileSchema = z.strictObject({
  ...catalogueShape(brandModel, brandDerivedFields),
  id: z.number().int().positive(),
  fallbackName: z.string().min(1),
  /** Town used in locations and copy. */
  town: z.string().min(1),
  /** Day ranges and hours, one line each, written `Mon–Fri: 12:00 – 23:00` so they can be parsed. */
  weekdays: z.array(z.string()),
  weekends: z.array(z.string()),
  action: z.enum(["book", "order"]).nullable(),
  description: z.string().min(1),
  tileVideo: z.boolean().optional(),
});

/** Structured-menu fields the catalogue writes in its own way: the brand by id, the PDF by media path. */
export const menuCardDerivedFields = ["website_id", "pdf_url", ...SCHEDULE_FIELDS] as const;

/**
 * A structured menu (ADR 0036). The demo PDFs are drawn from these too (tools/demo-media): the
 * menus naming one `pdf.file` make that PDF, in catalogue order, titled by the first's title and note.
 */
export const menuCardEntrySchema = z.strictObject({
  ...catalogueShape(menuCardModel, menuCardDerivedFields),
  brandId: z.number().int().positive(),
  pdf: z
    .strictObject({ file: z.string().min(1), title: z.string().optional(), note: z.string().optional() })
    .optional(),
});
export type MenuCardEntry = z.infer<typeof menuCardEntrySchema>;

/** Job fields the catalogue writes in its own way; every other job field is carried as it is. */
export const jobDerivedFields = [
  "job_title",
  "status",
  "created_date",
  "valid_through",
  "brand",
  "description",
  // The demo schedules nothing (ADR 0043).
  ...SCHEDULE_FIELDS,
] as const;

export const jobEntrySchema = z.strictObject({
  ...catalogueShape(jobModel, jobDerivedFields),
  title: z.string().min(1),
  status: z.enum(["live", "draft"]).optional(),
  brandId: z.number().int().positive(),
  postedDaysAgo: z.number().int().min(0),
  validForDays: z.number().int().positive().optional(),
  intro: z.string().min(1),
  responsibilities: z.array(z.string().min(1)).min(1),
  requirements: z.array(z.string().min(1)).min(1),
  offer: z.array(z.string().min(1)).min(1),
});

/** Page meta fields the catalogue writes in its own way (the title gets the group's name). */
export const pageMetaDerivedFields = ["meta_title"] as const;

export const pageMetaSchema = z.array(
  z.strictObject({
    ...catalogueShape(pageMetaModel, pageMetaDerivedFields),
    title: z.string().min(1),
  }),
);

/** A composition the illustrator knows by name, with its options. */
export const artSchema = z.strictObject({
  scene: slug,
  options: z.record(z.string(), z.unknown()).optional(),
});

const drawing = z.strictObject({ alt: z.string().min(1), art: artSchema });
/** Output path without extension, relative to the media folder; kept stable so URLs never change. */
const file = z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, "a relative path of slugs");

export const newsPictureSchema = drawing.extend({
  /** Path prefix of the 3:2 (`-small`) and 16:9 (`-large`) renderings. */
  files: file,
  /** Random seed of the composition, shared by both renderings. */
  seed: z.string().min(1),
});
export const eventPicturesSchema = z.strictObject({
  folder: file,
  small: drawing,
  medium: drawing,
  carousel: z.array(drawing).min(1),
});
export const singlePictureSchema = drawing.extend({
  file,
  /** Photographic finish applied after rendering. */
  finish: z.enum(["vintage", "faded"]).optional(),
});

/** A brand's tile (drawn behind its logo) and carousel pictures. */
export const brandPicturesSchema = z.strictObject({ medium: drawing, carousel: z.array(drawing).min(1) });

/** Pictures of the site's own pages, keyed by the name they are saved under. */
export const sitePicturesSchema = z.strictObject({
  /** Home page hero slides, in slide order. */
  hero: z.array(drawing).min(1),
  pages: z.record(slug, drawing),
  privateEvents: z.record(slug, drawing),
  /** Catering tile pictures, in display order. */
  cateringTile: z.array(drawing).min(1),
  /** Service cards, in display order. */
  services: z.record(slug, drawing),
  giftCard: drawing,
  productionContacts: z.record(slug, drawing),
});

export type BrandProfile = z.infer<typeof brandProfileSchema>;
export type JobEntry = z.infer<typeof jobEntrySchema>;
export type PageMeta = z.infer<typeof pageMetaSchema>;
export type NewsEntry = z.infer<typeof newsEntrySchema>;
export type EventEntry = z.infer<typeof eventEntrySchema>;
export type CommunityEntry = z.infer<typeof communityEntrySchema>;
export type StoryEntry = z.infer<typeof storyEntrySchema>;
export type Art = z.infer<typeof artSchema>;
export type Drawing = z.infer<typeof drawing>;
export type NewsPicture = z.infer<typeof newsPictureSchema>;
export type EventPictures = z.infer<typeof eventPicturesSchema>;
export type SinglePicture = z.infer<typeof singlePictureSchema>;

export type BrandPictures = z.infer<typeof brandPicturesSchema>;
export type SitePictures = z.infer<typeof sitePicturesSchema>;

export interface DemoPictures {
  /** By brand id. */
  brands: Record<string, BrandPictures>;
  site: SitePictures;
  news: Record<string, NewsPicture>;
  events: Record<string, EventPictures>;
  community: Record<string, SinglePicture>;
  story: Record<string, SinglePicture>;
}

export interface DemoCatalogue {
  /** In the order the group lists them. */
  brands: BrandProfile[];
  jobs: JobEntry[];
  menus: MenuCardEntry[];
  pageMeta: PageMeta;
  news: NewsEntry[];
  events: EventEntry[];
  community: CommunityEntry[];
  story: StoryEntry[];
  pictures: DemoPictures;
}
