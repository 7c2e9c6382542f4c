import type { MenuSection } from "@thalassa/contract/menu-shapes";
import { describe, expect, it } from "vitest";
import { applyMenuIntent, menuIntent } from "./menu-structure.ts";

const dish = (name: string) => ({ name, prices: [], allergens: [], diets: [], available: true });
const sections: MenuSection[] = [
  { name: "Starters", items: [dish("Focaccia"), dish("Burrata")] },
  { name: "Pizzas", items: [dish("Margherita")] },
];
const names = (list: MenuSection[] | null) => list?.map((s) => [s.name, s.items.map((i) => i.name)]);

describe("one-click menu changes", () => {
  it("reads only the intents it knows", () => {
    expect(menuIntent("toggle:1:0")).toEqual({ kind: "toggle", section: 1, item: 0 });
    expect(menuIntent("section-down:0")).toEqual({ kind: "move-section", section: 0, by: 1 });
    expect(menuIntent("item-up:0:1")).toEqual({ kind: "move-item", section: 0, item: 1, by: -1 });
    for (const bad of ["toggle:1", "toggle:a:b", "item-sideways:0:0", "section-up:-1", "delete:0"])
      expect(menuIntent(bad)).toBeNull();
  });

  it("marks a dish unavailable and available again", () => {
    const off = applyMenuIntent(sections, { kind: "toggle", section: 0, item: 1 });
    expect(off?.[0]?.items[1]?.available).toBe(false);
    expect(
      applyMenuIntent(off ?? [], { kind: "toggle", section: 0, item: 1 })?.[0]?.items[1]?.available,
    ).toBe(true);
  });

  it("moves sections and dishes up and down, never past the ends", () => {
    expect(names(applyMenuIntent(sections, { kind: "move-section", section: 0, by: 1 }))).toEqual([
      ["Pizzas", ["Margherita"]],
      ["Starters", ["Focaccia", "Burrata"]],
    ]);
    expect(names(applyMenuIntent(sections, { kind: "move-item", section: 0, item: 1, by: -1 }))).toEqual([
      ["Starters", ["Burrata", "Focaccia"]],
      ["Pizzas", ["Margherita"]],
    ]);
    expect(applyMenuIntent(sections, { kind: "move-section", section: 0, by: -1 })).toBeNull();
    expect(applyMenuIntent(sections, { kind: "move-item", section: 1, item: 0, by: 1 })).toBeNull();
    expect(applyMenuIntent(sections, { kind: "toggle", section: 5, item: 0 })).toBeNull();
  });
});
