import {
  ALLERGENS,
  type Allergen,
  DIETS,
  type Diet,
  MENU_LIMITS,
  type MenuItem,
  type MenuPrice,
  type MenuSection,
  menuSectionsSchema,
} from "@thalassa/contract/menu-shapes";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/*
 * A menu as the spreadsheet restaurants keep (ADR 0036), one item a row:
 *
 *   section,name,description,price,sizes,allergens,diet,available
 *   Salads,Village Salad,"Tomato, feta",11.00,,milk,vegetarian|gluten-free,yes
 *   Wines,Xynisteri,Crisp white,,Glass: 8.00|Bottle: 32.00,sulphites,contains-alcohol,yes
 *
 * Sections come in the order they first appear. `price` is one price; `sizes` is several, each
 * "label: amount", separated by |. Lists (allergens, diet) take |, ; or , between values and accept
 * the words the page shows ("Soya", "Gluten-free"). `available` is yes/no (empty is yes).
 *
 * A spreadsheet saved in a Greek (or any comma-decimal) locale separates cells with ; and writes
 * 11,00: the header row tells which separator the file uses, and amounts take either decimal mark.
 */

export const MENU_CSV_COLUMNS = [
  "section",
  "name",
  "description",
  "price",
  "sizes",
  "allergens",
  "diet",
  "available",
] as const;
export const MENU_CSV_MAX_BYTES = 256 * 1024;
export const MENU_CSV_MAX_ROWS = MENU_LIMITS.sections * MENU_LIMITS.itemsPerSection;

/** Words a spreadsheet may use for an allergen besides its key. */
const ALLERGEN_WORDS: Record<string, Allergen> = {
  "cereals containing gluten": "gluten",
  crustacean: "crustaceans",
  shellfish: "crustaceans",
  egg: "eggs",
  peanut: "peanuts",
  soy: "soybeans",
  soya: "soybeans",
  dairy: "milk",
  "tree nuts": "nuts",
  nut: "nuts",
  "sesame seeds": "sesame",
  "sulphur dioxide": "sulphites",
  "sulphur dioxide and sulphites": "sulphites",
  sulfites: "sulphites",
  mollusc: "molluscs",
  mollusks: "molluscs",
};
const DIET_WORDS: Record<string, Diet> = {
  vegetarian: "vegetarian",
  vegan: "vegan",
  "gluten-free": "gluten_free",
  "gluten free": "gluten_free",
  "contains alcohol": "contains_alcohol",
  "contains-alcohol": "contains_alcohol",
  alcohol: "contains_alcohol",
  alcoholic: "contains_alcohol",
  spicy: "spicy",
};

export class MenuCsvError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string[]>,
  ) {
    super(message);
  }
}

type Row = Record<(typeof MENU_CSV_COLUMNS)[number], string>;

/** A leading =, +, - or @ would run as a formula in a spreadsheet: such a cell is written with a '. */
function cell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
function uncell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
const money = (amount: number) => amount.toFixed(2);

/** The menu's sections as CSV text, one item a row, with the header row. */
export function menuToCsv(sections: MenuSection[]): string {
  const rows = sections.flatMap((section) =>
    section.items.map((item) => {
      const one = item.prices.length === 1 && !item.prices[0]?.label;
      return [
        section.name,
        item.name,
        item.description ?? "",
        one ? money(item.prices[0]?.amount ?? 0) : "",
        one ? "" : item.prices.map((p) => `${p.label ?? ""}: ${money(p.amount)}`).join(" | "),
        item.allergens.join(" | "),
        item.diets.map((d) => d.replace("_", "-")).join(" | "),
        item.available ? "yes" : "no",
      ].map(cell);
    }),
  );
  return stringify([[...MENU_CSV_COLUMNS], ...rows]);
}

/**
 * The cell separator of a file, read from its header row (whose column names hold none of them):
 * a comma, or the semicolon of comma-decimal locales, or the tab of "Unicode text" exports.
 */
export function csvDelimiterOf(text: string): "," | ";" | "\t" {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = ([",", ";", "\t"] as const).map((d) => [d, header.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ",";
}

function listOf(value: string): string[] {
  return value
    .split(/[|;,]/)
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

function amountOf(text: string, problems: string[], what: string): number | null {
  const cleaned = text.replace(/[€\s]/g, "").replace(/^(\d+),(\d{1,2})$/, "$1.$2");
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) {
    problems.push(`${what} "${text}" is not an amount like 12.50.`);
    return null;
  }
  return Number(cleaned);
}

function pricesOf(row: Row, problems: string[]): MenuPrice[] {
  const price = row.price.trim();
  const sizes = row.sizes.trim();
  if (price && sizes) {
    problems.push("Give either a price or sizes, not both.");
    return [];
  }
  if (price) {
    const amount = amountOf(price, problems, "The price");
    return amount === null ? [] : [{ amount }];
  }
  if (!sizes) return [];
  const parts = sizes
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length > MENU_LIMITS.prices) {
    problems.push(`Give at most ${MENU_LIMITS.prices} sizes.`);
    return [];
  }
  const prices: MenuPrice[] = [];
  for (const part of parts) {
    const colon = part.lastIndexOf(":");
    if (colon < 1) {
      problems.push(`The size "${part}" needs a label and an amount, like "Glass: 8.00".`);
      continue;
    }
    const amount = amountOf(part.slice(colon + 1).trim(), problems, `The amount of "${part}"`);
    if (amount !== null) prices.push({ label: part.slice(0, colon).trim(), amount });
  }
  return prices;
}

function allergensOf(value: string, problems: string[]): Allergen[] {
  const found = new Set<Allergen>();
  for (const word of listOf(value)) {
    const allergen = (ALLERGENS as readonly string[]).includes(word)
      ? (word as Allergen)
      : ALLERGEN_WORDS[word];
    if (allergen) found.add(allergen);
    else problems.push(`"${word}" is not one of the 14 allergens (${ALLERGENS.join(", ")}).`);
  }
  return ALLERGENS.filter((a) => found.has(a));
}

function dietsOf(value: string, problems: string[]): Diet[] {
  const found = new Set<Diet>();
  for (const word of listOf(value)) {
    const diet = (DIETS as readonly string[]).includes(word) ? (word as Diet) : DIET_WORDS[word];
    if (diet) found.add(diet);
    else
      problems.push(
        `"${word}" is not a dietary mark (vegetarian, vegan, gluten-free, contains-alcohol, spicy).`,
      );
  }
  return DIETS.filter((d) => found.has(d));
}

function availableOf(value: string, problems: string[]): boolean {
  const word = value.trim().toLowerCase();
  if (["", "yes", "y", "true", "1"].includes(word)) return true;
  if (["no", "n", "false", "0"].includes(word)) return false;
  problems.push(`available is "${value}"; use yes or no.`);
  return true;
}

/**
 * The sections of a CSV menu. Every problem is collected, keyed by its row as a spreadsheet numbers
 * it (the header is row 1), and thrown together so one round of fixes is enough. `photos` gives back
 * the photo an item had, by section and name, since a spreadsheet does not carry pictures.
 */
export function menuFromCsv(
  text: string,
  photos: (section: string, name: string) => MenuItem["photo"] = () => null,
): MenuSection[] {
  if (Buffer.byteLength(text, "utf8") > MENU_CSV_MAX_BYTES) {
    throw new MenuCsvError(`The CSV is larger than ${MENU_CSV_MAX_BYTES / 1024} KB.`, {});
  }
  let records: string[][];
  try {
    const csvText = text.replace(/^\uFEFF/, "");
    records = parse(csvText, {
      bom: true,
      delimiter: csvDelimiterOf(csvText),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
      max_record_size: 8 * 1024,
      to: MENU_CSV_MAX_ROWS + 2,
    });
  } catch (error) {
    throw new MenuCsvError(`The file is not readable CSV: ${(error as Error).message}`, {});
  }
  const [header, ...body] = records;
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const missing = ["section", "name"].filter((c) => !names.includes(c));
  const unknown = names.filter((n) => n && !(MENU_CSV_COLUMNS as readonly string[]).includes(n));
  if (missing.length || unknown.length) {
    throw new MenuCsvError(
      `The first row must name the columns: ${MENU_CSV_COLUMNS.join(",")}` +
        (missing.length ? `; missing: ${missing.join(", ")}` : "") +
        (unknown.length ? `; unknown: ${unknown.join(", ")}` : "") +
        ".",
      {},
    );
  }
  if (body.length > MENU_CSV_MAX_ROWS) {
    throw new MenuCsvError(`A menu has at most ${MENU_CSV_MAX_ROWS} items; this CSV has more.`, {});
  }
  const errors: Record<string, string[]> = {};
  const sections: MenuSection[] = [];
  body.forEach((record, index) => {
    const row = Object.fromEntries(
      MENU_CSV_COLUMNS.map((c) => [c, uncell(record[names.indexOf(c)] ?? "")]),
    ) as Row;
    const problems: string[] = [];
    const sectionName = row.section.trim();
    const name = row.name.trim();
    if (!sectionName) problems.push("The section is empty.");
    if (!name) problems.push("The name is empty.");
    if (name.length > MENU_LIMITS.text)
      problems.push(`The name is longer than ${MENU_LIMITS.text} characters.`);
    if (row.description.length > MENU_LIMITS.description)
      problems.push(`The description is longer than ${MENU_LIMITS.description} characters.`);
    const description = row.description.trim();
    const photo = photos(sectionName, name);
    // Absent parts stay absent, so a menu exported and imported again is the same JSON.
    const item: MenuItem = {
      name,
      ...(description ? { description } : {}),
      prices: pricesOf(row, problems),
      allergens: allergensOf(row.allergens, problems),
      diets: dietsOf(row.diet, problems),
      ...(photo ? { photo } : {}),
      available: availableOf(row.available, problems),
    };
    if (problems.length) {
      errors[`row ${index + 2}`] = problems;
      return;
    }
    let section = sections.find((s) => s.name === sectionName);
    if (!section) {
      section = { name: sectionName, items: [] };
      sections.push(section);
    }
    section.items.push(item);
  });
  const count = Object.keys(errors).length;
  if (count) {
    throw new MenuCsvError(
      `${count} ${count === 1 ? "row has a problem" : "rows have problems"}; nothing was imported. Fix ${count === 1 ? "it" : "them"} and import the file again.`,
      errors,
    );
  }
  const checked = menuSectionsSchema.safeParse(sections);
  if (!checked.success) {
    throw new MenuCsvError(
      `The menu is too large: at most ${MENU_LIMITS.sections} sections of ${MENU_LIMITS.itemsPerSection} items.`,
      {},
    );
  }
  return checked.data;
}
