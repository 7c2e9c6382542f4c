import { z } from "zod";

/* Value shapes content fields are made of (images, addresses, phones, enums). */

/** A responsive variant of an image, when the API offers more than one size. */
export const imageVariantSchema = z.object({ width: z.number().int().positive(), url: z.string() });

/** SPEC §3 image: url and alt; blurhash, intrinsic size and variants when known. */
/** What a text over its limit is told (every text field of the content models has one). */
export const tooLongMessage = (max: number) => `Use at most ${max} characters`;

/** What a focal point outside the picture is told. */
export const focusRangeMessage = "Use a value from 0 to 100 %";

const focusPercent = z
  .number({ error: "Use a number from 0 to 100 %" })
  .min(0, focusRangeMessage)
  .max(100, focusRangeMessage);

/**
 * Where the subject of a picture is, in percent of its width (x, from the left) and height (y, from
 * the top). Wherever a picture is cropped to fill a box (hero slides, cards, tiles), the crop keeps
 * this point in view; a picture without one is cropped around its centre.
 */
export const imageFocusSchema = z.object({ x: focusPercent, y: focusPercent });
export type { ImageFocus } from "./image-focus.ts";
export { CENTRE_FOCUS, focusPosition } from "./image-focus.ts";

export const imageSchema = z.object({
  url: z.string(),
  alt: z.string().default(""),
  blurhash: z.string().nullish(),
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
  variants: z.array(imageVariantSchema).nullish(),
  focus: imageFocusSchema.nullish(),
});
export type Image = z.infer<typeof imageSchema>;

/** Media may be an image or a video (SPEC §2 Media behaviour). */
export const mediaSchema = imageSchema.extend({
  type: z.enum(["image", "video"]).default("image"),
  poster: imageSchema.nullish(),
});
export type Media = z.infer<typeof mediaSchema>;

export const websiteTypeSchema = z.enum(["main", "eshop", "restaurant", "website"]);
export type WebsiteType = z.infer<typeof websiteTypeSchema>;

export const phoneSchema = z.object({ phone_number: z.string(), location: z.string() });

export const addressSchema = z.object({
  street: z.string(),
  locality: z.string(),
  postal_code: z.string(),
  country: z.string(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
});
export type Address = z.infer<typeof addressSchema>;

export const jobTypeSchema = z.enum(["full_time", "part_time", "contract", "internship", "temporary"]);
export type JobType = z.infer<typeof jobTypeSchema>;
export const jobTypeLabels: Record<JobType, string> = {
  full_time: "Full Time",
  part_time: "Part Time",
  contract: "Contract",
  internship: "Internship",
  temporary: "Temporary",
};

/** The days of a week, Monday first (ISO 8601), as structured opening hours name them. */
export const weekDays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekDay = (typeof weekDays)[number];
/** Each day's English name: the staff form's choices and schema.org's `dayOfWeek` both use them. */
export const weekDayNames: Record<WeekDay, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

const clockTime = z
  .string()
  .trim()
  .regex(/^\d{2}:[0-5]\d$/, "Use a 24-hour time such as 09:00 or 23:30")
  .refine((time) => Number(time.slice(0, 2)) < 24, "Use a 24-hour time such as 09:00 or 23:30");

/**
 * One row of a brand's opening hours (ADR 0058): the days it applies to and the times, 24-hour;
 * a closing time at or before the opening one is after midnight ("12:00" to "00:30").
 */
export const openingHoursRowSchema = z.object({
  days: z
    .array(z.enum(weekDays).meta({ optionLabels: weekDayNames }))
    .min(1, "Choose at least one day")
    .meta({ title: "Days" }),
  opens: clockTime.meta({ title: "Opens (24-hour, 12:00)" }),
  closes: clockTime.meta({ title: "Closes (24-hour, 23:00)" }),
});
export type OpeningHoursRow = z.infer<typeof openingHoursRowSchema>;
