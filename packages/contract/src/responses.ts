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
  currency: z.string(),
  pickupPoint: z.string(),
  email: z.string(),
});
export type GiftCardOrderStatus = z.infer<typeof giftCardOrderStatusSchema>;
