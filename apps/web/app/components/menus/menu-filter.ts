import type { MenuItem, MenuSection } from "@thalassa/contract/menu-shapes";
import { ALLERGENS, type Allergen, FILTER_DIETS, type FilterDiet } from "@thalassa/contract/menu-values";
import { hasAllergen, hasDiet } from "./menu-parts.ts";

/*
 * The guest's filter of a menu page (ADR 0036), in the address so it works as a plain GET form
 * without JavaScript and the server renders the filtered menu: ?without=milk&without=nuts hides
 * items containing those allergens, ?diet=vegan shows only items with every mark asked for.
 */

export interface MenuFilter {
  without: Allergen[];
  diets: FilterDiet[];
}

export const FILTER_PARAMS = { without: "without", diet: "diet" } as const;

/** The filter in a query string; unknown values are ignored, each value counted once. */
export function filterOf(params: URLSearchParams): MenuFilter {
  const without = new Set(params.getAll(FILTER_PARAMS.without));
  const diets = new Set(params.getAll(FILTER_PARAMS.diet));
  return {
    without: ALLERGENS.filter((a) => without.has(a)),
    diets: FILTER_DIETS.filter((d) => diets.has(d)),
  };
}

export const isFiltering = (filter: MenuFilter) => filter.without.length > 0 || filter.diets.length > 0;

export function itemPasses(item: MenuItem, filter: MenuFilter): boolean {
  return (
    !filter.without.some((a) => item.allergens.includes(a)) &&
    filter.diets.every((d) => item.diets.includes(d))
  );
}

/** The sections with only the items that pass; a section left empty is dropped. */
export function filterSections(sections: MenuSection[], filter: MenuFilter): MenuSection[] {
  if (!isFiltering(filter)) return sections;
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => itemPasses(item, filter)) }))
    .filter((section) => section.items.length > 0);
}

/** The id of a section's heading, for the in-page index: its position, so it is always unique. */
export const sectionAnchor = (index: number) => `section-${index + 1}`;

/** Whether a dish passes, from its marks (see marksOf in menu-parts.ts). */
export function marksPass(marks: number, filter: MenuFilter): boolean {
  return !filter.without.some((a) => hasAllergen(marks, a)) && filter.diets.every((d) => hasDiet(marks, d));
}

/** The filter as a query string ("" for none), in the fixed order the shared page cache keeps. */
export function filterQuery(filter: MenuFilter): string {
  const query = new URLSearchParams();
  for (const allergen of filter.without) query.append(FILTER_PARAMS.without, allergen);
  for (const diet of filter.diets) query.append(FILTER_PARAMS.diet, diet);
  return query.toString();
}
