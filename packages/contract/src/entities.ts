import { z } from "zod";
import { readSchema } from "./content-model.ts";
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
} from "./content-models.ts";
import { addressSchema, imageSchema } from "./shapes.ts";

export * from "./shapes.ts";

/** SPEC §3 Brand / website. */
export const websiteSchema = readSchema(brandModel);
export type Website = z.infer<typeof websiteSchema>;

/** SPEC §3 Site settings. */
export const siteSettingsSchema = z.object({
  name: z.string(),
  domain: z.string(),
  email: z.string().nullish(),
  jobs_email: z.string().nullish(),
  phone: z.string().nullish(),
  address: addressSchema.nullish(),
  social: z.array(z.object({ name: z.string(), url: z.string() })).default([]),
  images: z.object({
    favicon: imageSchema.nullish(),
    logo_2: imageSchema.nullish(),
    medium: imageSchema.nullish(),
  }),
  google_script_tag: z.string().nullish(),
  body_google_script_tag: z.string().nullish(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** SPEC §3 Page meta; news meta also carries images.large.url. */
export const pageMetaSchema = readSchema(pageMetaModel);
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** SPEC §3 News item (a post of type news); fields defined in content-models.ts. */
export const newsItemSchema = readSchema(newsModel);
export type NewsItem = z.infer<typeof newsItemSchema>;

/** SPEC §3 CSR item (a post of type csr). */
export const csrItemSchema = readSchema(csrModel);
export type CsrItem = z.infer<typeof csrItemSchema>;

/** SPEC §2 Our Story entry (a post of type story): year, image, title, description. */
export const storyEntrySchema = readSchema(storyModel);
export type StoryEntry = z.infer<typeof storyEntrySchema>;

export const postTypeSchema = z.enum(["news", "csr", "story"]);
export type PostType = z.infer<typeof postTypeSchema>;

/** SPEC §3 Event. Dates are ISO calendar dates (YYYY-MM-DD), time is HH:MM, local to Cyprus. */
export const eventSchema = readSchema(eventModel);
export type Event = z.infer<typeof eventSchema>;

/** SPEC §3 Job. */
export const jobSchema = readSchema(jobModel);
export type Job = z.infer<typeof jobSchema>;

/** SPEC §3 Menu. */
export const menuSchema = readSchema(menuModel);
export type Menu = z.infer<typeof menuSchema>;

/** A structured menu (ADR 0036): sections of items with prices, allergens and dietary marks. */
export const menuCardSchema = readSchema(menuCardModel);
export type MenuCard = z.infer<typeof menuCardSchema>;
