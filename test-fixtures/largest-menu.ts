import { ALLERGENS, DIETS, MENU_LIMITS, type MenuSection } from "@thalassa/contract/menu-shapes";

/*
 * The largest menu staff can publish: MENU_LIMITS.sections sections of MENU_LIMITS.itemsPerSection
 * dishes, every name and description at its longest (in Greek, two bytes a letter), six sized
 * prices, every dietary mark and thirteen of the fourteen allergens (a different one left out on
 * each dish, so every filter still shows some). The menu-limits benchmark and the page-size browser
 * test publish it.
 */

const WORDS = "Χταπόδι σχάρας με φάβα Σαντορίνης, κάπαρη, κόκκινο κρεμμύδι και λάδι λεμονιού ";

/** `length` characters of Greek text, starting with `lead` so every name differs. */
const text = (lead: string, length: number) =>
  `${lead} ${WORDS.repeat(Math.ceil(length / WORDS.length))}`.slice(0, length).trim().padEnd(length, "α");

export function largestMenuSections(): MenuSection[] {
  return Array.from({ length: MENU_LIMITS.sections }, (_, s) => ({
    name: text(`Ενότητα ${s + 1}`, MENU_LIMITS.text),
    description: text(`Περιγραφή ${s + 1}`, MENU_LIMITS.description),
    items: Array.from({ length: MENU_LIMITS.itemsPerSection }, (_, i) => ({
      name: text(`Πιάτο ${s + 1}.${i + 1}`, MENU_LIMITS.text),
      description: text(`Για το πιάτο ${s + 1}.${i + 1}`, MENU_LIMITS.description),
      prices: Array.from({ length: MENU_LIMITS.prices }, (_, p) => ({
        label: text(`Μέγεθος ${p + 1}`, 40),
        amount: 99_999.99 - p,
      })),
      allergens: ALLERGENS.filter((_, a) => a !== (s * MENU_LIMITS.itemsPerSection + i) % ALLERGENS.length),
      diets: [...DIETS],
      photo: null,
      available: i % 2 === 0,
    })),
  }));
}
