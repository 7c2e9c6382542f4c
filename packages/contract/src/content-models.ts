import { z } from "zod";
import {
  defineContentModel,
  imageSlotsOrNull,
  isoTime,
  sqlColumn,
  websiteRef,
  withCarousel,
} from "./content-model.ts";
import {
  type MenuSection,
  type MenuServed,
  menuSectionsSchema,
  menuServedSchema,
  translatableNote,
  translatableText,
} from "./menu-shapes.ts";
import { richTextSchema } from "./rich-text.ts";
import { scheduledPublishing, scheduledPublishingFields } from "./scheduled-publishing.ts";
import {
  type Address,
  addressSchema,
  type Image,
  imageSchema,
  jobTypeSchema,
  type Media,
  mediaSchema,
  type OpeningHoursRow,
  openingHoursRowSchema,
  phoneSchema,
  tooLongMessage,
  websiteTypeSchema,
} from "./shapes.ts";
import { metaDescriptionOf } from "./text.ts";

export { tooLongMessage };

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
    .max(200, tooLongMessage(200))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens");
export const isoDate = () => z.iso.date("Use a date like 2026-05-31");
export const publishStatus = () => z.enum(["draft", "live"]).default("draft");
/** Plain text staff must give (a title, a name), at most `max` characters. */
export const requiredTextField = (max = 200) => z.string().min(1).max(max, tooLongMessage(max));
/** Plain text staff may leave empty, at most `max` characters. */
export const nullableText = (max = 500) => z.string().max(max, tooLongMessage(max)).nullish();
/** An address on the web a button opens. */
export const httpUrl = () =>
  z.url({ protocol: /^https?$/, error: "Use a web address that starts with https://" });

/* ---------- public sides shared by several fields ---------- */

const publicText = { schema: z.string() };
const publicNullableText = { schema: z.string().nullish() };
const publicId = { read: { schema: z.number().int() }, column: "id" } as const;
const publicWebsite = {
  label: "Brand",
  write: z.number().int().positive().nullish(),
  sql: sqlColumn.integer(),
  read: { as: "website", schema: z.object({ id: z.number().int() }).nullish(), fromColumn: websiteRef },
  column: "websiteId",
} as const;

/* ---------- column kinds shared by several fields ---------- */

const requiredText = sqlColumn.text({ notNull: true });
const optionalText = sqlColumn.text();
const statusColumn = sqlColumn.text({ enum: ["live", "draft"], notNull: true });

/* ---------- posts: news, community (csr) and Our Story entries share the posts table ---------- */

/** SPEC §3 News item (a post of type news); its meta fields feed /news-meta. */
export const newsModel = defineContentModel({
  table: "posts",
  fields: {
    id: publicId,
    title: {
      shownOn: ["card", "page", "feed", "structuredData", "meta"],
      translatable: true,
      label: "Title",
      write: requiredTextField(),
      read: publicText,
      shown: "text",
      sql: requiredText,
    },
    url: { label: "Web address", write: slugField(), read: publicText, sql: requiredText },
    status: { label: "Status", write: publishStatus(), sql: statusColumn },
    ...scheduledPublishing,
    description: {
      shownOn: ["page", "feed", "meta"],
      translatable: true,
      label: "Description",
      write: richTextField(),
      read: publicText,
      shown: "text",
      sql: requiredText,
    },
    website_id: { ...publicWebsite, shownOn: ["card"] },
    images: {
      shownOn: ["card", "page", "structuredData", "meta"],
      label: "Images",
      write: z.object({
        small: imageSchema.nullish().meta({
          description:
            "The picture on news cards: the news list and the home page. Landscape, at least 800 px wide; without it the cards show the large picture.",
        }),
        large: imageSchema.nullish().meta({
          description:
            "The picture at the top of the story and in links shared on social media. Landscape, at least 1,600 px wide. Uploads are made into sizes from 480 to 1,600 px wide for phones and large screens.",
        }),
      }),
      read: { fromColumn: imageSlotsOrNull("small", "large") },
      shown: "text",
      sql: sqlColumn.requiredJsonb<{ small?: Image; large?: Image }>(),
    },
    meta_title: {
      shownOn: ["meta"],
      metaFallback: { from: "title" },
      translatable: true,
      label: "Title for search engines",
      write: nullableText(),
      shown: "text",
      sql: optionalText,
    },
    meta_description: {
      shownOn: ["meta"],
      metaFallback: { from: "description", as: metaDescriptionOf },
      translatable: true,
      label: "Description for search engines",
      write: nullableText(),
      shown: "text",
      sql: optionalText,
    },
    meta_keywords: {
      shownOn: ["meta"],
      translatable: true,
      label: "Search keywords",
      write: nullableText(),
      shown: "text",
      sql: optionalText,
    },
    created_at: {
      shownOn: ["card", "page", "feed", "structuredData"],
      read: { schema: z.string(), fromColumn: isoTime },
      column: "createdAt",
    },
  },
});

/** SPEC §3 CSR item (a post of type csr). */
export const csrModel = defineContentModel({
  table: "posts",
  fields: {
    id: publicId,
    title: {
      translatable: true,
      label: "Title",
      write: requiredTextField(),
      read: publicText,
      shown: "text",
    },
    status: { label: "Status", write: publishStatus() },
    ...scheduledPublishingFields,
    description: {
      translatable: true,
      label: "Description",
      write: richTextField(),
      read: publicText,
      shown: "text",
    },
    images: {
      label: "Images",
      write: z.object({
        small: imageSchema.nullish().meta({
          description:
            "The picture beside the item on the Community & Sustainability page. Landscape, at least 800 px wide. Uploads are made into sizes from 480 to 1,600 px wide for phones and large screens.",
        }),
      }),
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
      sql: sqlColumn.integer(),
    },
    title: { read: publicText, shown: "text" },
    description: { read: publicText, shown: "text" },
    images: {
      label: "Images",
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
    name: {
      shownOn: ["card", "page", "structuredData"],
      translatable: true,
      label: "Name",
      write: requiredTextField(),
      read: publicText,
      shown: "text",
      sql: requiredText,
    },
    event_url: {
      label: "Web address",
      write: slugField(),
      read: publicText,
      sql: sqlColumn.text({ notNull: true, unique: true }),
    },
    status: { label: "Status", write: publishStatus(), sql: statusColumn },
    ...scheduledPublishing,
    location: {
      shownOn: ["card", "page", "structuredData"],
      translatable: true,
      label: "Location",
      write: requiredTextField(),
      read: publicText,
      shown: "text",
      sql: requiredText,
    },
    date: {
      shownOn: ["card", "page", "structuredData"],
      label: "Date",
      write: isoDate(),
      read: publicText,
      sql: sqlColumn.date({ notNull: true }),
    },
    time: {
      shownOn: ["card", "page", "structuredData"],
      label: "Start time",
      write: z
        .string()
        .regex(/^\d{2}:\d{2}$/, "Use a time like 19:30")
        .nullish(),
      read: publicNullableText,
      shown: "text",
      sql: optionalText,
    },
    expired_date: {
      shownOn: ["card", "page", "structuredData"],
      label: "Shown until",
      write: isoDate(),
      read: publicText,
      sql: sqlColumn.date({ notNull: true }),
    },
    website_id: { ...publicWebsite, shownOn: ["structuredData"] },
    book_url: {
      shownOn: ["card", "page", "structuredData"],
      label: "Booking link",
      write: nullableText(),
      read: true,
      shown: "link",
      sql: optionalText,
    },
    has_insight_page: {
      label: "Has its own page",
      write: z.boolean().default(false),
      read: { schema: z.boolean() },
      sql: sqlColumn.boolean({ notNull: true, default: false }),
    },
    description: {
      shownOn: ["page", "structuredData"],
      translatable: true,
      label: "Description",
      write: richTextField().nullish(),
      read: publicNullableText,
      shown: "text",
      sql: optionalText,
    },
    ticket: {
      shownOn: ["page"],
      translatable: true,
      label: "Tickets",
      write: nullableText(),
      read: true,
      shown: "text",
      sql: optionalText,
    },
    min_price: {
      shownOn: ["page"],
      translatable: true,
      label: "Price from",
      write: nullableText(),
      read: true,
      shown: "text",
      sql: optionalText,
    },
    images: {
      shownOn: ["card", "page", "structuredData"],
      label: "Images",
      write: z.object({
        small: imageSchema.nullish().meta({
          description:
            "The picture on What's On cards and the home page's events. Landscape, at least 800 px wide.",
        }),
        medium: imageSchema.nullish().meta({
          description:
            "The picture at the top of the event's page. Landscape, at least 1,600 px wide. Uploads are made into sizes from 480 to 1,600 px wide for phones and large screens.",
        }),
        carousel: z
          .array(imageSchema)
          .default([])
          .meta({ description: "More photos, shown one after another on the event's page." }),
      }),
      read: { fromColumn: withCarousel },
      shown: "text",
      sql: sqlColumn.requiredJsonb<{ small?: Image; medium?: Image; carousel: Image[] }>(),
    },
  },
});

/** SPEC §3 Job. */
export const jobModel = defineContentModel({
  table: "jobs",
  fields: {
    id: publicId,
    job_title: {
      shownOn: ["card", "page", "structuredData"],
      translatable: true,
      label: "Job title",
      write: requiredTextField(),
      read: publicText,
      shown: "text",
      sql: requiredText,
    },
    url: {
      label: "Web address",
      write: slugField(),
      read: publicText,
      sql: sqlColumn.text({ notNull: true, unique: true }),
    },
    status: {
      label: "Status",
      write: publishStatus(),
      read: { schema: z.enum(["live", "draft"]) },
      sql: statusColumn,
    },
    ...scheduledPublishing,
    location: {
      shownOn: ["card", "page", "structuredData"],
      translatable: true,
      label: "Location",
      write: requiredTextField(),
      read: publicText,
      shown: "text",
      sql: requiredText,
    },
    type: {
      shownOn: ["card", "page", "structuredData"],
      label: "Employment type",
      write: jobTypeSchema,
      read: true,
      sql: sqlColumn.text({ enum: jobTypeSchema.options, notNull: true }),
    },
    created_date: {
      shownOn: ["card", "page", "structuredData"],
      label: "Posted on",
      write: isoDate(),
      read: publicText,
      sql: sqlColumn.date({ notNull: true }),
    },
    valid_through: {
      shownOn: ["structuredData"],
      label: "Applications close",
      write: isoDate().nullish(),
      read: publicNullableText,
      sql: sqlColumn.date(),
    },
    brand: {
      shownOn: ["page", "structuredData"],
      label: "Brand",
      write: nullableText(),
      read: true,
      shown: "text",
      sql: optionalText,
    },
    description: {
      shownOn: ["page", "structuredData"],
      translatable: true,
      label: "Description",
      write: richTextField(),
      read: publicText,
      shown: "text",
      sql: requiredText,
    },
  },
});

/* ---------- brands, menus and page meta ---------- */

/** SPEC §3 Brand / website. */
export const brandModel = defineContentModel({
  table: "websites",
  fields: {
    id: publicId,
    name: { label: "Name", write: requiredTextField(), read: publicText, shown: "text", sql: requiredText },
    type: {
      label: "Kind of place",
      // The stored values stay the spec's; staff choose by these words (ADR 0056).
      write: websiteTypeSchema.meta({
        optionLabels: {
          main: "The group's own site",
          eshop: "Online shop",
          restaurant: "Restaurant, café or bar",
          website: "Brand with its own website",
        },
      }),
      read: true,
      sql: sqlColumn.text({ enum: websiteTypeSchema.options, notNull: true }),
    },
    order: {
      label: "Position in lists",
      write: z.number().int(),
      read: true,
      sql: sqlColumn.integer({ notNull: true }),
    },
    domain: { label: "Website domain", write: requiredTextField(), read: publicText, sql: requiredText },
    description: {
      translatable: true,
      label: "Description",
      write: richTextField().nullish(),
      read: publicNullableText,
      shown: "text",
      sql: optionalText,
    },
    email: {
      label: "E-mail address",
      write: z.email().nullish(),
      read: publicNullableText,
      sql: optionalText,
    },
    address: {
      // The locality visitors read on the card ("Λεμεσός"); the street and postcode stay as written.
      translatable: {
        parts: z.object({ locality: z.string().trim().max(120).nullish().meta({ title: "Locality" }) }),
      },
      label: "Address",
      write: addressSchema.nullish(),
      read: true,
      shown: "text",
      sql: sqlColumn.jsonb<Address>(),
    },
    phones: {
      // Each number's label ("Κρατήσεις"), in the order of the numbers; the numbers stay as written.
      translatable: {
        parts: z.array(
          z
            .object({ location: z.string().trim().max(120).nullish().meta({ title: "Label" }) })
            .meta({ title: "Phone number's label" }),
        ),
      },
      label: "Phone numbers",
      write: z.array(phoneSchema).default([]),
      read: { schema: z.array(phoneSchema) },
      shown: "text",
      sql: sqlColumn.requiredJsonb<{ phone_number: string; location: string }[]>(),
    },
    /**
     * Opening hours as days and times (ADR 0058), which the site writes in each page's language;
     * the free-text fields below are shown only when this is empty.
     */
    opening_hours: {
      label: "Opening hours (days and times; the texts below show only when this is empty)",
      write: z.array(openingHoursRowSchema).default([]),
      read: { schema: z.array(openingHoursRowSchema) },
      sql: { kind: "jsonb", notNull: true, default: [] } as {
        kind: "jsonb";
        notNull: true;
        default: never[];
        type?: OpeningHoursRow[];
      },
    },
    opening_hours_weekdays: {
      translatable: true,
      label: "Opening hours, weekdays",
      write: nullableText(),
      read: true,
      shown: "text",
      sql: optionalText,
    },
    opening_hours_weekends: {
      translatable: true,
      label: "Opening hours, weekends",
      write: nullableText(),
      read: true,
      shown: "text",
      sql: optionalText,
    },
    /**
     * The brand's buttons are data (ADR 0036): "Book Online" shows when a booking address is set
     * (a booking provider's widget page, opened in a new tab), "Order now" when an ordering one is.
     * One booking address (ADR 0058): the old second field, `book_now`, was merged into this one.
     */
    book_online_url: {
      label: "Booking address (the Book Online button)",
      write: httpUrl().nullish(),
      // Read as text: the site drops script addresses from every read (ADR 0036).
      read: publicNullableText,
      shown: "link",
      sql: optionalText,
    },
    order_now_url: {
      label: "Order now address",
      write: httpUrl().nullish(),
      // Read as text: the site drops script addresses from every read (ADR 0036).
      read: publicNullableText,
      shown: "link",
      sql: optionalText,
    },
    /** SPEC §3's name for the booking address: read as the same value, no column of its own (ADR 0058). */
    book_now: {
      read: { schema: z.string().nullish(), fromColumn: (_: never, row) => row.bookOnlineUrl ?? null },
      column: null,
    },
    whatsapp: { label: "WhatsApp number", write: nullableText(), read: true, sql: optionalText },
    images: {
      label: "Images",
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
      sql: sqlColumn.requiredJsonb<{
        carousel: Image[];
        medium?: Image;
        logo?: Image;
        logo_2?: Image;
        video?: Media;
      }>(),
    },
    /** The url of the brand's menu (GET website-menu?url=…, page /menus/{url}); null without one. */
    menu_url: { read: { schema: z.string().nullish() }, column: null },
    /** The url of the brand's first live structured menu (page /menu/{url}); null without one. */
    menu_card_url: { read: { schema: z.string().nullish() }, column: null },
  },
});

/** SPEC §3 Menu. */
export const menuModel = defineContentModel({
  table: "menus",
  fields: {
    url: { label: "Web address", write: slugField(), read: publicText },
    title: {
      translatable: true,
      label: "Title",
      write: nullableText(),
      read: true,
      shown: "text",
      sql: optionalText,
    },
    website_id: publicWebsite,
    file_url: { label: "Menu PDF", write: pdfUrlField(), read: publicText, sql: requiredText },
  },
});

/**
 * A structured menu of a brand (ADR 0036): "All day", "Drinks", "Desserts"… with sections of
 * items, read at /menu/{url}; drafts until published. A PDF may sit beside it. Text guests read is
 * translatableText (menu-shapes.ts), ready for per-language values.
 */
export const menuCardModel = defineContentModel({
  table: "menuCards",
  fields: {
    id: publicId,
    url: {
      label: "Web address",
      write: slugField(),
      read: publicText,
      sql: sqlColumn.text({ notNull: true, unique: true }),
    },
    status: { label: "Status", write: publishStatus(), sql: statusColumn },
    ...scheduledPublishing,
    website_id: {
      label: "Brand",
      write: z.number().int().positive(),
      read: { schema: z.number().int() },
      sql: sqlColumn.integer({ notNull: true }),
    },
    name: {
      label: "Name",
      write: translatableText(),
      read: publicText,
      shown: "text",
      sql: requiredText,
    },
    description: {
      label: "Description",
      write: translatableNote(),
      read: publicNullableText,
      shown: "text",
      sql: optionalText,
    },
    // A form left empty sends null: the first place, every day.
    order: {
      label: "Place among the brand's menus",
      write: z
        .number()
        .int()
        .nullish()
        .transform((order) => order ?? 0),
      read: { schema: z.number().int() },
      sql: sqlColumn.integer({ notNull: true, default: 0 }),
    },
    served: {
      label: "Served (days and times)",
      write: menuServedSchema.nullish().transform((served) => served ?? { days: [] }),
      read: { schema: menuServedSchema },
      sql: sqlColumn.requiredJsonb<MenuServed>(),
    },
    pdf_url: {
      label: "Menu PDF to download",
      write: pdfUrlField().nullish(),
      read: publicNullableText,
      shown: "link",
      sql: optionalText,
    },
    sections: {
      label: "Sections and dishes",
      write: menuSectionsSchema.default([]),
      read: { schema: menuSectionsSchema },
      shown: "text",
      sql: sqlColumn.requiredJsonb<MenuSection[]>(),
    },
  },
});

/** SPEC §3 Page meta; news meta (made from the article, mappers.ts) also carries images.large.url. */
export const pageMetaModel = defineContentModel({
  table: "pageMeta",
  fields: {
    url: {
      label: "Web address",
      write: z.string().regex(/^\/[^\s]*$/, "Use a site path that starts with /"),
      read: publicText,
    },
    meta_title: {
      translatable: true,
      label: "Title for search engines",
      write: requiredTextField(),
      read: publicText,
      shown: "text",
      sql: requiredText,
    },
    meta_description: {
      translatable: true,
      label: "Description for search engines",
      write: nullableText(),
      read: true,
      shown: "text",
      sql: optionalText,
    },
    meta_keywords: {
      translatable: true,
      label: "Search keywords",
      write: nullableText(),
      read: true,
      shown: "text",
      sql: optionalText,
    },
    images: {
      label: "Images",
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
  "menu-cards": menuCardModel,
  "page-meta": pageMetaModel,
} as const;
