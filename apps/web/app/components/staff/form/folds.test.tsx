import { staffContentSchemas } from "@thalassa/contract/staff";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstListPath, hasErrorUnder, itemSummary } from "./folds.tsx";
import { SchemaField } from "./schema-form.tsx";
import { formShape } from "./schema-shape.ts";

const menuShape = formShape(
  z.toJSONSchema(staffContentSchemas["menu-cards"], { io: "input", unrepresentable: "any" }),
);
const dish = (name: string) => ({ name, available: true, prices: [{ amount: 9.5 }] });
const menu = {
  name: "All day",
  sections: [
    { name: "Starters", items: [dish("Halloumi"), dish("Octopus")] },
    { name: "Mains", items: [dish("Sea bass")] },
  ],
};

/** The summaries of the folds the form shows, and whether each starts open, in page order. */
function folds(errors: Record<string, string[]> = {}) {
  const html = renderToStaticMarkup(<SchemaField shape={menuShape} path="" value={menu} errors={errors} />);
  return [
    ...html.matchAll(/<details class="[^"]*"( open="")?><summary class="staff-fold__summary">([^<]*)</g),
  ].map(([, open, summary]) => `${open ? "open" : "closed"}: ${summary}`);
}

describe("the folded sections of a generated staff form", () => {
  it("opens the form's first list, and folds each section under its name and count of dishes", () => {
    expect(firstListPath(menuShape)).toBe("sections");
    expect(folds().slice(0, 3)).toEqual([
      "open: Sections and dishes (2)",
      "closed: Section 1: Starters — 2 items",
      "closed: Item 1: Halloumi — 1 price",
    ]);
    expect(folds()).toContain("closed: Section 2: Mains — 1 item");
  });

  it("opens every fold that holds a refused field, and only those", () => {
    const errors = { "sections.1.items.0.name": ["Give the dish a name."] };
    expect(hasErrorUnder(errors, "sections.1")).toBe(true);
    expect(hasErrorUnder(errors, "sections.10")).toBe(false);
    expect(hasErrorUnder({ "sections.1.name": [] }, "sections.1")).toBe(false);
    const shown = folds(errors);
    expect(shown).toContain("open: Section 2: Mains — 1 item");
    expect(shown).toContain("open: Item 1: Sea bass — 1 price");
    expect(shown).toContain("closed: Section 1: Starters — 2 items");
  });

  it("names an item by its number alone when it holds no words yet", () => {
    expect(itemSummary("New section", menuShape, undefined)).toBe("New section");
  });
});
