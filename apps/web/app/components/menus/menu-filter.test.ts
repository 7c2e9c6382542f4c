import type { MenuSection } from "@thalassa/contract/menu-shapes";
import { describe, expect, it } from "vitest";
import { filterOf, filterSections } from "./menu-filter.ts";

const item = (name: string, allergens: string[], diets: string[]) =>
  ({ name, prices: [], allergens, diets, available: true }) as MenuSection["items"][number];
const sections: MenuSection[] = [
  {
    name: "Starters",
    items: [
      item("Focaccia", ["gluten"], ["vegetarian", "vegan"]),
      item("Burrata", ["milk"], ["vegetarian", "gluten_free"]),
      item("Calamari", ["gluten", "eggs", "molluscs"], []),
    ],
  },
  { name: "Drinks", items: [item("Beer", ["gluten"], ["vegan", "contains_alcohol"])] },
];

describe("the menu filter", () => {
  it("reads only known allergens and diets from the query, each once", () => {
    expect(
      filterOf(new URLSearchParams("without=milk&without=kiwi&without=milk&diet=vegan&diet=spicy")),
    ).toEqual({
      without: ["milk"],
      diets: ["vegan"],
    });
  });

  it("hides items containing an allergen and drops sections left empty", () => {
    const shown = filterSections(sections, filterOf(new URLSearchParams("without=gluten")));
    expect(shown.map((s) => [s.name, s.items.map((i) => i.name)])).toEqual([["Starters", ["Burrata"]]]);
  });

  it("shows only items with every diet asked for", () => {
    const vegan = filterSections(sections, filterOf(new URLSearchParams("diet=vegan")));
    expect(vegan.flatMap((s) => s.items.map((i) => i.name))).toEqual(["Focaccia", "Beer"]);
    const both = filterSections(sections, filterOf(new URLSearchParams("diet=vegetarian&diet=gluten_free")));
    expect(both.flatMap((s) => s.items.map((i) => i.name))).toEqual(["Burrata"]);
  });

  it("shows everything without a filter", () => {
    expect(filterSections(sections, filterOf(new URLSearchParams("")))).toBe(sections);
  });
});
