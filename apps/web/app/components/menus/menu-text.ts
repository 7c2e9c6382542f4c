import type { Allergen, Diet } from "@thalassa/contract/menu-shapes";

/**
 * Every word the menu pages show of their own, in one place so the translation catalogue can take
 * them over as they are (allergen names as Regulation (EU) No 1169/2011 Annex II words them).
 */
export const menuText = {
  allergens: {
    gluten: "Gluten",
    crustaceans: "Crustaceans",
    eggs: "Eggs",
    fish: "Fish",
    peanuts: "Peanuts",
    soybeans: "Soya",
    milk: "Milk",
    nuts: "Tree nuts",
    celery: "Celery",
    mustard: "Mustard",
    sesame: "Sesame",
    sulphites: "Sulphites",
    lupin: "Lupin",
    molluscs: "Molluscs",
  } satisfies Record<Allergen, string>,
  diets: {
    vegetarian: "Vegetarian",
    vegan: "Vegan",
    gluten_free: "Gluten-free",
    contains_alcohol: "Contains alcohol",
    spicy: "Spicy",
  } satisfies Record<Diet, string>,
  days: { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" },
  everyDay: "Every day",
  served: "Served",
  otherMenus: (brand: string) => `Menus of ${brand}`,
  sections: "On this menu",
  filterTitle: "Filter the menu",
  hideContaining: "Hide dishes containing",
  showOnly: "Show only",
  apply: "Apply",
  clear: "Show everything",
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} dishes`,
  nothingShown: "No dish on this menu matches the filter.",
  allergensLabel: "Allergens",
  noAllergens: "None of the 14 allergens",
  dietsLabel: "Dietary",
  unavailable: "Not available today",
  pdf: "Download the menu (PDF)",
  allergenNote:
    "Allergens follow Regulation (EU) No 1169/2011. Dishes are prepared in kitchens that handle all 14; please tell your server about any allergy before you order.",
  back: "All brands",
} as const;
