import { MENU_LIMITS } from "@thalassa/contract/menu-shapes";
import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider, type Messages } from "use-intl";
import { describe, expect, it } from "vitest";
import { largestMenuSections } from "../../../../../test-fixtures/largest-menu.ts";
import { ru } from "../../i18n/messages/ru.ts";
import { filterOf } from "./menu-filter.ts";
import {
  marksOf,
  PART_BYTES,
  partOf,
  partSections,
  partStarts,
  sectionParts,
  shownSections,
} from "./menu-parts.ts";
import { MenuSections } from "./menu-view.tsx";

/*
 * The bytes a menu page sends for its dishes stay bounded whatever staff publish (ADR 0047): the
 * largest menu MENU_LIMITS allows, split into parts, each part's markup and its hydration data
 * within the budget. Bytes are deterministic; time is left to the menu-limits benchmark.
 */

/** What the dishes of one part may take in the page: markup and hydration data together. */
const DISHES_BUDGET_BYTES = 150 * 1024;
/** What the whole menu's marks and index may take (every dish and section, whatever the part). */
const WHOLE_MENU_BUDGET_BYTES = 60 * 1024;

const sections = largestMenuSections();
const starts = partStarts(sections);
const bytes = (text: string) => Buffer.byteLength(text);

describe("a menu in parts", () => {
  it("puts every dish in exactly one part, in order", () => {
    const seen = starts.flatMap((_, p) => partSections(sections, starts, p + 1)).flatMap((s) => s.items);
    expect(seen).toEqual(sections.flatMap((s) => s.items));
    expect(sections).toHaveLength(MENU_LIMITS.sections);
  });

  it("keeps a menu of the usual size one part", () => {
    // 60 dishes, each with a name, a line of description and one price.
    const small = sections.slice(0, 3).map((s) => ({
      ...s,
      description: null,
      items: s.items.slice(0, 20).map((item) => ({
        ...item,
        name: item.name.slice(0, 30),
        description: item.description?.slice(0, 120) ?? null,
        prices: item.prices.slice(0, 1),
      })),
    }));
    expect(partStarts(small)).toHaveLength(1);
    expect(sectionParts(small, partStarts(small))).toEqual([1, 1, 1]);
  });

  it("reads the part from the address, anything else is the first", () => {
    const read = (query: string) => partOf(new URLSearchParams(query), 5);
    expect([
      read("part=3"),
      read("part=6"),
      read("part=0"),
      read("part=2.5"),
      read("part=x"),
      read(""),
    ]).toEqual([3, 1, 1, 1, 1, 1]);
  });

  it("sends each part of the largest menu within the budget, in the language with the longest words", () => {
    expect(starts.length).toBeGreaterThan(1);
    let largest = 0;
    for (let part = 1; part <= starts.length; part++) {
      const shown = shownSections(partSections(sections, starts, part));
      const markup = renderToStaticMarkup(
        <IntlProvider locale="ru" messages={{ menu: ru.menu } as unknown as Messages}>
          <MenuSections sections={shown} filter={filterOf(new URLSearchParams())} />
        </IntlProvider>,
      );
      largest = Math.max(largest, bytes(markup) + bytes(JSON.stringify(shown)));
    }
    expect(largest).toBeGreaterThan(PART_BYTES);
    expect(largest).toBeLessThanOrEqual(DISHES_BUDGET_BYTES);
  });

  it("sends the whole menu's marks and index compactly", () => {
    const marks = sections.map((s) => s.items.map(marksOf));
    const index = sections.map((s, i) => ({ index: i, name: s.name, part: 1 }));
    expect(bytes(JSON.stringify(marks)) + 2 * bytes(JSON.stringify(index))).toBeLessThanOrEqual(
      WHOLE_MENU_BUDGET_BYTES,
    );
  });
});
