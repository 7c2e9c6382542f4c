import { z } from "zod";
import { defineContentModel, imageSlotsOrNull, isoTime, websiteRef, withCarousel } from "./content-model.ts";
import { richTextSchema } from "./rich-text.ts";
import {
  addressSchema,
  imageSchema,
  jobTypeSchema,
  mediaSchema,
  phoneSchema,
  websiteTypeSchema,
} from "./shapes.ts";

/*
 * The content entities of SPEC §3, one definition each (content-model.ts says what a field
 * definition holds). Fields are listed in the order the staff form shows them. A new field goes
 * here, gets its column by a generated migration, values in the demo catalogue if it has any, and
 * markup on the page that shows it; see "Adding a field" in the README.
 */

/* ---------- field kinds the staff form generator recognises (JSON Schema keywords) ---------- */

/**
 * HTML edited with the rich-text editor; the site's sanitiser cleans it on every render. Its size
 * and nesting are limited (rich-text.ts) so that no render of it can take long.
 */
export const richTextField = () => richTextSchema.meta({ contentMediaType: "text/html" });
/** A link to a PDF uploaded through /staff/media. */
export const pdfUrlField = () => z.string().min(1).meta({ contentMediaType: "application/pdf" });
export const slugField = () =>
  z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens");
export const isoDate = () => z.iso.date("Use a date like 2026-05-31");
export const publishStatus = () => z.enum(["draft", "live"]).default("draft");
export const nullableText = () => z.string().nullish();

/* ---------- public sides shared by several fields ---------- */

const publicText = { schema: z.string() };
const publicNullableText = { schema: z.string().nullish() };
const publicId = { read: { schema: z.number().int() }, column: "id" } as const;
const publicWebsite = {
  write: z.number().int().positive().nullish(),
  read: { as: "website", schema: z.object({ id: z.number().int() }).nullish(), fromColumn: websiteRef },
  column: "websiteId",
} as const;

/* ---------- posts: news, community (csr) and Our Story entries share the posts table ---------- */

/** SPEC §3 News item (a post of type news); its meta fields feed /news-meta. */
export const newsModel = defineContentModel({
  table: "posts",
  fields: {
    id: publicId,
    title: { write: z.string().min(1), read: publicText, shown: "text" },
    url: { write: slugField(), read: publicText },
    status: { write: publishStatus() },
    description: { write: richTextField(), read: publicText, shown: "text" },
    website_id: publicWebsite,
    images: {
      write: z.object({ small: imageSchema.nullish(), large: imageSchema.nullish() }),
      read: { fromColumn: imageSlotsOrNull("small", "large") },
      shown: "text",
    },
    meta_title: { write: nullableText(), shown: "text" },
    meta_description: { write: nullableText(), shown: "text" },
    meta_keywords: { write: nullableText(), shown: "text" },
    created_at: { read: { schema: z.string(), fromColumn: isoTime }, column: "createdAt" },
  },
});

/** SPEC §3 CSR item (a post of type csr). */
export const csrModel = defineContentModel({
  table: "posts",
  fields: {
    id: publicId,
    title: { write: z.string().min(1), read: publicText, shown: "text" },
    status: { write: publishStatus() },
    description: { write: richTextField(), read: publicText, shown: "text" },
    images: {
      write: z.object({ small: imageSchema.nullish() }),
      read: { fromColumn: imageSlotsOrNull("small") },
      shown: "text",
    },
  },
});

/** SPEC §2 Our Story entry (a post of type story): year, image, title, description. */
export const storyModel = defineContentModel({
  table: "posts",
  fields: {
    id: publicId,
    year: {
      read: {
        schema: z.number().int(),
        fromColumn: (year: number | null, row) => year ?? (row.createdAt as Date).getUTCFullYear(),
      },
    },
    title: { read: publicText, shown: "text" },
    description: { read: publicText, shown: "text" },
    images: {
      read: { schema: z.object({ small: imageSchema.nullish() }), fromColumn: imageSlotsOrNull("small") },
      shown: "text",
    },
  },
});

/* ---------- events and jobs ---------- */

/** SPEC §3 Event. Dates are ISO calendar dates (YYYY-MM-DD), time is HH:MM, local to Cyprus. */
export const eventModel = defineContentModel({
  table: "events",
  fields: {
    id: publicId,
    name: { write: z.string().min(1), read: publicText, shown: "text" },
    event_url: { write: slugField(), read: publicText },
    status: { write: publishStatus() },
    location: { write: z.string().min(1), read: publicText, shown: "text" },
    date: { write: isoDate(), read: publicText },
    time: {
      write: z
        .string()
        .regex(/^\d{2}:\d{2}$/, "Use a time like 19:30")
        .nullish(),
      read: publicNullableText,
      shown: "text",
    },
    expired_date: { write: isoDate(), read: publicText },
    website_id: publicWebsite,
    book_url: { write: nullableText(), read: true, shown: "link" },
    has_insight_page: { write: z.boolean().default(false), read: { schema: z.boolean() } },
    description: { write: richTextField().nullish(), read: publicNullableText, shown: "text" },
    ticket: { write: nullableText(), read: true, shown: "text" },
    min_price: { write: nullableText(), read: true, shown: "text" },
    images: {
      write: z.object({
        small: imageSchema.nullish(),
        medium: imageSchema.nullish(),
        carousel: z.array(imageSchema).default([]),
      }),
      read: { fromColumn: withCarousel },
      shown: "text",
    },
  },
});

/** SPEC §3 Job. */
export const jobModel = defineContentModel({
  table: "jobs",
  fields: {
    id: publicId,
    job_title: { write: z.string().min(1), read: publicText, shown: "text" },
    url: { write: slugField(), read: publicText },
    status: { write: publishStatus(), read: { schema: z.enum(["live", "draft"]) } },
    location: { write: z.string().min(1), read: publicText, shown: "text" },
    type: { write: jobTypeSchema, read: true },
    created_date: { write: isoDate(), read: publicText },
    valid_through: { write: isoDate().nullish(), read: publicNullableText },
    brand: { write: nullableText(), read: true, shown: "text" },
    description: { write: richTextField(), read: publicText, shown: "text" },
  },
});

/* ---------- brands, menus and page meta ---------- */

/** SPEC §3 Brand / website. */
export const brandModel = defineContentModel({
  table: "websites",
  fields: {
    id: publicId,
    name: { write: z.string().min(1), read: publicText, shown: "text" },
    type: { write: websiteTypeSchema, read: true },
    order: { write: z.number().int(), read: true },
    domain: { write: z.string().min(1), read: publicText },
    description: { write: richTextField().nullish(), read: publicNullableText, shown: "text" },
    email: { write: z.email().nullish(), read: publicNullableText },
    address: { write: addressSchema.nullish(), read: true, shown: "text" },
    phones: {
      write: z.array(phoneSchema).default([]),
      read: { schema: z.array(phoneSchema) },
      shown: "text",
    },
    opening_hours_weekdays: { write: nullableText(), read: true, shown: "text" },
    opening_hours_weekends: { write: nullableText(), read: true, shown: "text" },
    book_now: { write: nullableText(), read: true, shown: "link" },
    whatsapp: { write: nullableText(), read: true },
    images: {
      write: z.object({
        carousel: z.array(imageSchema).default([]),
        medium: imageSchema.nullish(),
        logo: imageSchema.nullish(),
        logo_2: imageSchema.nullish(),
        video: mediaSchema.nullish(),
      }),
      read: {
        schema: z.object({
          carousel: z.array(imageSchema),
          medium: imageSchema.nullish(),
          logo: imageSchema.nullish(),
          logo_2: imageSchema.nullish(),
          video: mediaSchema.nullish(),
        }),
        fromColumn: withCarousel,
      },
      shown: "text",
    },
    /** The url of the brand's menu (GET website-menu?url=…, page /menus/{url}); null without one. */
    menu_url: { read: { schema: z.string().nullish() }, column: null },
  },
});

/** SPEC §3 Menu. */
export const menuModel = defineContentModel({
  table: "menus",
  fields: {
    url: { write: slugField(), read: publicText },
    title: { write: nullableText(), read: true, shown: "text" },
    website_id: publicWebsite,
    file_url: { write: pdfUrlField(), read: publicText },
  },
});

/** SPEC §3 Page meta; news meta (made from the article, mappers.ts) also carries images.large.url. */
export const pageMetaModel = defineContentModel({
  table: "pageMeta",
  fields: {
    url: { write: z.string().regex(/^\/[^\s]*$/, "Use a site path that starts with /"), read: publicText },
    meta_title: { write: z.string().min(1), read: publicText, shown: "text" },
    meta_description: { write: nullableText(), read: true, shown: "text" },
    meta_keywords: { write: nullableText(), read: true, shown: "text" },
    images: {
      read: { schema: z.object({ large: z.object({ url: z.string() }).nullish() }).nullish() },
      column: null,
    },
  },
});

/** The definition behind each staff content type that has one (settings and blocks are JSON documents). */
export const contentModels = {
  news: newsModel,
  csr: csrModel,
  events: eventModel,
  jobs: jobModel,
  brands: brandModel,
  menus: menuModel,
  "page-meta": pageMetaModel,
} as const;
