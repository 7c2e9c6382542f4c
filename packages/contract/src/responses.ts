import { z } from "zod";
import {
  csrItemSchema,
  eventSchema,
  jobSchema,
  menuCardSchema,
  menuSchema,
  newsItemSchema,
  pageMetaSchema,
  siteSettingsSchema,
  storyEntrySchema,
  websiteSchema,
} from "./entities.ts";
import { contentLanguageSchema } from "./translations.ts";

/** Every read answers { data }. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** One page of a list the site shows: its rows, how many match in all, the brands that have any. */
function listPage<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int(), websites: z.array(z.number().int()) });
}

/**
 * website-content: page name → block name → { content: JSON string }; read in a language
 * (?lang=el|ru), each block also says which language its content is in (ADR 0039).
 */
export const websiteContentSchema = z.record(
  z.string(),
  z.record(z.string(), z.object({ content: z.string(), language: z.string().optional() })),
);
export type WebsiteContent = z.infer<typeof websiteContentSchema>;

/** A story's neighbour in the news list, as the article's pager links it. */
const newsNeighbourSchema = newsItemSchema.pick({ url: true, title: true });

/**
 * One live story with its previous and next in the list's order (newest first), cycling at both
 * ends; both null when it is the only story (SPEC §2's article pager, ADR 0057).
 */
const newsArticleSchema = z.object({
  data: newsItemSchema,
  previous: newsNeighbourSchema.nullable(),
  next: newsNeighbourSchema.nullable(),
});

/**
 * The languages besides English an item's page is offered in: those whose published translation
 * has the item's title. Without it the Greek or Russian page is the English text, noindex with an
 * English canonical (ADR 0055), and no sitemap lists it.
 */
const translatedIn = z.array(contentLanguageSchema);

/**
 * What the sitemap names of the catalogue: each live story's url and day, each event page's url,
 * each live job's url and day, with the languages each is translated into.
 */
export const sitemapEntriesSchema = z.object({
  news: z.array(newsItemSchema.pick({ url: true, created_at: true }).extend({ translated: translatedIn })),
  events: z.array(eventSchema.pick({ event_url: true }).extend({ translated: translatedIn })),
  jobs: z.array(jobSchema.pick({ url: true, created_date: true }).extend({ translated: translatedIn })),
});
export type SitemapEntries = z.infer<typeof sitemapEntriesSchema>;

export const responses = {
  websites: envelope(z.array(websiteSchema)),
  website: envelope(websiteSchema),
  settings: envelope(siteSettingsSchema),
  websiteMenu: envelope(menuSchema),
  menuCards: envelope(z.array(menuCardSchema)),
  menuCard: envelope(menuCardSchema),
  websiteContent: envelope(websiteContentSchema),
  jobPostings: envelope(z.array(jobSchema)),
  events: envelope(z.array(eventSchema)),
  news: envelope(z.array(newsItemSchema)),
  /** The news list page: the stories on screen, how many match, the brands that have any. */
  newsList: listPage(newsItemSchema),
  /** The What's On list and the home carousel: the events on screen, how many match, the brands that have any. */
  eventsList: listPage(eventSchema),
  csr: envelope(z.array(csrItemSchema)),
  story: envelope(z.array(storyEntrySchema)),
  pageMeta: envelope(z.array(pageMetaSchema)),
  newsMeta: envelope(pageMetaSchema),
  /** An article page's read: the story and its pager's neighbours (ADR 0057). */
  newsArticle: newsArticleSchema,
  /** One live upcoming event by its url, for its page and its calendar file (ADR 0057). */
  event: envelope(eventSchema),
  sitemapEntries: envelope(sitemapEntriesSchema),
} as const;

/** Every error answers { message }, plus field errors for invalid data (HTTP 422). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A submission was stored. */
export const submissionAcceptedSchema = z.object({ message: z.string(), id: z.number().int() });
export type SubmissionAccepted = z.infer<typeof submissionAcceptedSchema>;

/** SPEC §3: the gift card order's answer. */
export const giftCardResponseSchema = z.object({ message: z.string(), formUrl: z.string() });
export type GiftCardResponse = z.infer<typeof giftCardResponseSchema>;

/** A gift card order's verified payment state, as the outcome pages show it (no codes). */
export const giftCardOrderStatusSchema = z.object({
  status: z.enum(["pending", "paid", "declined", "cancelled", "failed"]),
  orderNumber: z.string(),
  quantity: z.number().int(),
  amount: z.string(),
  total: z.string(),
  /** The same in cents, for a page to write in its own language ("50,00 €"); amount and total are en-GB. */
  amountMinor: z.number().int(),
  totalMinor: z.number().int(),
  currency: z.string(),
  pickupPoint: z.string(),
  email: z.string(),
});
export type GiftCardOrderStatus = z.infer<typeof giftCardOrderStatusSchema>;

/**
 * How long the visitor has on the bank's payment page (PAYMENT_SESSION_TIMEOUT_S, sent to the
 * gateway with each order): the gift card page says so before the order starts (WCAG 2.2.1).
 */
export const giftCardPaymentSessionSchema = z.object({
  data: z.object({ paymentSessionSeconds: z.number().int().positive() }),
});
