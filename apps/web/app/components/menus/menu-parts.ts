import type { Image } from "@thalassa/contract/entities";
import type { MenuItem, MenuSection } from "@thalassa/contract/menu-shapes";
import { ALLERGENS, type Allergen, DIETS, type Diet, MENU_LIMITS } from "@thalassa/contract/menu-values";

/*
 * A menu page's cost is bounded whatever staff publish within MENU_LIMITS (ADR 0047): a long menu
 * is shown in parts, each holding as many dishes as fit in PART_BYTES of text, so one page never
 * renders or sends more than about that, and a menu of the usual size is one part (one page, as
 * before). Every dish of the whole menu is still counted by the filter through its marks, two small
 * numbers (which allergens it contains, which dietary marks it has), sent for every dish.
 */

/** The text one part of a menu holds at most (UTF-8 bytes of names, descriptions and prices). */
export const PART_BYTES = 40 * 1024;
/** What a dish's markup costs beside its text, counted against PART_BYTES. */
const DISH_OVERHEAD_BYTES = 160;
export const PART_PARAM = "part";
/** The most parts a menu can have: one dish each at most. */
export const MAX_PARTS = MENU_LIMITS.sections * MENU_LIMITS.itemsPerSection;

const encoder = new TextEncoder();
const bytes = (text: string | null | undefined) => (text ? encoder.encode(text).byteLength : 0);

/** The bytes a dish counts against its part. */
export function dishBytes(item: MenuItem): number {
  let total = DISH_OVERHEAD_BYTES + bytes(item.name) + bytes(item.description) + bytes(item.photo?.alt);
  for (const price of item.prices) total += 24 + bytes(price.label);
  return total;
}

/** Where a part starts: a section and the first of its dishes the part holds. */
export interface PartStart {
  section: number;
  item: number;
}

/** The start of each part, in order: dishes are added to a part until the next would pass PART_BYTES. */
export function partStarts(sections: MenuSection[], budget = PART_BYTES): PartStart[] {
  const starts: PartStart[] = [{ section: 0, item: 0 }];
  let used = 0;
  sections.forEach((section, s) => {
    section.items.forEach((item, i) => {
      const cost = dishBytes(item);
      if (used > 0 && used + cost > budget) {
        starts.push({ section: s, item: i });
        used = 0;
      }
      used += cost;
    });
  });
  return starts;
}

/** The part asked for in the address: a whole number from 1 to `count`, anything else is part 1. */
export function partOf(params: URLSearchParams, count: number): number {
  const part = Number(params.get(PART_PARAM));
  return Number.isSafeInteger(part) && part >= 1 && part <= count ? part : 1;
}

/** A section of one part: its position in the whole menu and the dishes of it the part holds. */
export interface PartSection {
  index: number;
  name: string;
  description: string | null;
  /** Position of its first dish here within the whole section (0 unless the section began in an earlier part). */
  from: number;
  items: MenuItem[];
}

/** The sections (and dishes) of part `part` (1-based); a section without dishes goes with the dishes after it. */
export function partSections(sections: MenuSection[], starts: PartStart[], part: number): PartSection[] {
  const start = starts[part - 1] ?? { section: 0, item: 0 };
  const end = starts[part] ?? { section: sections.length, item: 0 };
  const last = Math.min(end.item === 0 ? end.section - 1 : end.section, sections.length - 1);
  const out: PartSection[] = [];
  for (let s = start.section; s <= last; s++) {
    const section = sections[s];
    if (!section) continue;
    const from = s === start.section ? start.item : 0;
    const to = s === end.section ? end.item : section.items.length;
    out.push({
      index: s,
      name: section.name,
      description: from === 0 ? (section.description ?? null) : null,
      from,
      items: section.items.slice(from, to),
    });
  }
  return out;
}

/** The part that shows the start of each section (1-based), for the in-page index. */
export function sectionParts(sections: MenuSection[], starts: PartStart[]): number[] {
  return sections.map((_, s) => {
    let part = 1;
    starts.forEach((start, p) => {
      if (start.section < s || (start.section === s && start.item === 0)) part = p + 1;
    });
    return part;
  });
}

/** A dish's marks as one number: a bit per allergen it contains, then a bit per dietary mark. */
export function marksOf(item: Pick<MenuItem, "allergens" | "diets">): number {
  let marks = 0;
  for (const allergen of item.allergens) marks |= 1 << ALLERGENS.indexOf(allergen);
  for (const diet of item.diets) marks |= 1 << (ALLERGENS.length + DIETS.indexOf(diet));
  return marks;
}

export const hasAllergen = (marks: number, allergen: Allergen) =>
  (marks & (1 << ALLERGENS.indexOf(allergen))) !== 0;
export const hasDiet = (marks: number, diet: Diet) =>
  (marks & (1 << (ALLERGENS.length + DIETS.indexOf(diet)))) !== 0;

/** A dish as a page sends it: its marks as one number, its prices as pairs, nothing empty. */
export interface Dish {
  name: string;
  description?: string;
  /** [size label or null, amount in euros] */
  prices: [string | null, number][];
  marks: number;
  photo?: Image;
  unavailable?: true;
}

/** A section as a page shows it: its position in the whole menu, and the dishes shown. */
export interface ShownSection {
  index: number;
  name: string;
  description?: string;
  items: Dish[];
}

export function dishOf(item: MenuItem): Dish {
  return {
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    prices: item.prices.map((price) => [price.label ?? null, price.amount]),
    marks: marksOf(item),
    ...(item.photo ? { photo: item.photo } : {}),
    ...(item.available ? {} : { unavailable: true as const }),
  };
}

/** Sections as a page shows them (the staff preview shows every section this way). */
export function shownSections(sections: PartSection[]): ShownSection[] {
  return sections.map((section) => ({
    index: section.index,
    name: section.name,
    ...(section.description ? { description: section.description } : {}),
    items: section.items.map(dishOf),
  }));
}

export const wholeMenu = (sections: MenuSection[]): ShownSection[] =>
  shownSections(partSections(sections, [{ section: 0, item: 0 }], 1));

/** What a page needs of the whole menu, worked out once per menu read (see menuOutline). */
export interface MenuOutline {
  starts: PartStart[];
  /** The part each section starts on. */
  sectionParts: number[];
  /** Every dish's marks, section by section. */
  marks: number[][];
}

const outlines = new WeakMap<MenuSection[], MenuOutline>();

/**
 * The parts and marks of a menu. The content cache keeps one menu object per read, so the walk
 * over every dish runs once per read, not once per page: a page's own cost is its part's.
 */
export function menuOutline(sections: MenuSection[]): MenuOutline {
  let outline = outlines.get(sections);
  if (!outline) {
    const starts = partStarts(sections);
    outline = {
      starts,
      sectionParts: sectionParts(sections, starts),
      marks: sections.map((s) => s.items.map(marksOf)),
    };
    outlines.set(sections, outline);
  }
  return outline;
}
