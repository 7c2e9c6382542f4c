import { z } from "zod";
import { ALLERGENS, DIETS, MENU_LIMITS, WEEKDAYS } from "./menu-values.ts";
import { imageSchema, tooLongMessage } from "./shapes.ts";

/*
 * The parts of a structured menu (ADR 0036): sections of items, each item with its prices, the 14
 * allergens of Regulation (EU) No 1169/2011 Annex II, dietary marks, an optional photo and whether
 * it is available today. Text a guest reads is made with translatableText so the three-language
 * work can find every such field by its metadata and give it per-language values.
 */

export * from "./menu-values.ts";

export const allergenSchema = z.enum(ALLERGENS);
export const dietSchema = z.enum(DIETS);
export const weekdaySchema = z.enum(WEEKDAYS);

export { MENU_LIMITS };

/** Text a guest reads: plain (never HTML), one language today, marked for the language work. */
export const translatableText = (max = MENU_LIMITS.text) =>
  z.string().trim().min(1, "Write a name").max(max, tooLongMessage(max)).meta({ translatable: true });
export const translatableNote = (max = MENU_LIMITS.description) =>
  z.string().trim().max(max, tooLongMessage(max)).nullish().meta({ translatable: true });

/** One price: an amount in euros and, for several sizes, the size's label ("Glass", "Bottle"). */
export const menuPriceSchema = z.object({
  label: translatableNote(40),
  amount: z
    .number()
    .nonnegative("A price cannot be negative")
    .max(100_000)
    .multipleOf(0.01, "Use cents at most"),
});
export type MenuPrice = z.infer<typeof menuPriceSchema>;

export const menuItemSchema = z.object({
  name: translatableText(),
  description: translatableNote(),
  prices: z.array(menuPriceSchema).max(MENU_LIMITS.prices).default([]),
  allergens: z.array(allergenSchema).default([]),
  diets: z.array(dietSchema).default([]),
  photo: imageSchema.nullish(),
  available: z.boolean().default(true),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSectionSchema = z.object({
  name: translatableText(),
  description: translatableNote(),
  items: z.array(menuItemSchema).max(MENU_LIMITS.itemsPerSection).default([]),
});
export type MenuSection = z.infer<typeof menuSectionSchema>;

/** When a menu is served: days (none means every day) and hours (HH:MM, local time). */
export const menuServedSchema = z.object({
  days: z.array(weekdaySchema).default([]),
  from: z
    .string()
    .regex(/^\d{2}:\d{2}$/, "Use a time like 12:00")
    .nullish(),
  until: z
    .string()
    .regex(/^\d{2}:\d{2}$/, "Use a time like 23:00")
    .nullish(),
});
export type MenuServed = z.infer<typeof menuServedSchema>;

export const menuSectionsSchema = z.array(menuSectionSchema).max(MENU_LIMITS.sections);
