import type { Allergen, Diet } from "@thalassa/contract/menu-shapes";

/*
 * Small marks beside the words (never instead of them, so they are hidden from screen readers):
 * a two-letter code in a circle for allergens, as printed menus often use, and a leaf, a grain or
 * a chilli for dietary marks.
 */

const ALLERGEN_CODES: Record<Allergen, string> = {
  gluten: "Gl",
  crustaceans: "Cr",
  eggs: "Eg",
  fish: "Fi",
  peanuts: "Pe",
  soybeans: "So",
  milk: "Mi",
  nuts: "Nu",
  celery: "Ce",
  mustard: "Mu",
  sesame: "Se",
  sulphites: "Su",
  lupin: "Lu",
  molluscs: "Mo",
};

export function AllergenIcon({ allergen }: { allergen: Allergen }) {
  return (
    <svg
      className="menu-icon menu-icon--allergen"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="11" />
      <text x="12" y="16" textAnchor="middle">
        {ALLERGEN_CODES[allergen]}
      </text>
    </svg>
  );
}

const DIET_PATHS: Record<Diet, string> = {
  // a leaf
  vegetarian: "M5 19c0-8 6-14 14-14 0 8-6 14-14 14Zm0 0 8-8",
  // a leaf with a V
  vegan: "M5 19c0-8 6-14 14-14 0 8-6 14-14 14Zm3-9 3 5 4-7",
  // an ear of grain, struck through
  gluten_free: "M12 20V8m0 2-3-3m3 3 3-3m-3 7-3-3m3 3 3-3M4 4l16 16",
  // a glass
  contains_alcohol: "M7 4h10l-1 7a4 4 0 0 1-8 0L7 4Zm5 11v5m-3 0h6",
  // a chilli
  spicy: "M6 18c6 0 11-4 12-11m0 0c-1-2-3-2-4-1m4 1c1-1 1-2 0-3",
};

export function DietIcon({ diet }: { diet: Diet }) {
  return (
    <svg
      className={`menu-icon menu-icon--${diet}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
    >
      <path d={DIET_PATHS[diet]} />
    </svg>
  );
}
