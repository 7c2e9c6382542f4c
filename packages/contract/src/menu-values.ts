/*
 * The fixed sets of a structured menu (ADR 0036), without Zod: the site's pages import these, so
 * the browser gets the lists and not the schema library (menu-shapes.ts builds the schemas).
 */

/** Regulation (EU) No 1169/2011, Annex II, in the Annex's order. */
export const ALLERGENS = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const DIETS = ["vegetarian", "vegan", "gluten_free", "contains_alcohol", "spicy"] as const;
export type Diet = (typeof DIETS)[number];
/** The marks a guest may ask to see only: suitability, not warnings like "spicy". */
export const FILTER_DIETS = ["vegetarian", "vegan", "gluten_free"] as const satisfies readonly Diet[];
export type FilterDiet = (typeof FILTER_DIETS)[number];

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** Limits that keep one menu a page a phone renders quickly and a CSV import a bounded job. */
export const MENU_LIMITS = { sections: 40, itemsPerSection: 80, prices: 6, text: 200, description: 600 };
