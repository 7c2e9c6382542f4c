import { staffContentSchemas } from "@thalassa/contract/staff";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formShape, type Shape } from "./schema-shape.ts";

function labels(schema: z.ZodType): Record<string, string> {
  const shape: Shape = formShape(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
  return shape.type === "object"
    ? Object.fromEntries(shape.props.map(([name, prop]) => [name, prop.label]))
    : {};
}

/** Types whose forms come from a content model (settings and blocks have schemas of their own). */
const MODEL_TYPES = ["news", "csr", "events", "jobs", "brands", "menus", "menu-cards", "page-meta"] as const;

describe("staff forms name every field in people's words, from the contract", () => {
  it("says Brand for a website id, and web address, search-engine and date names", () => {
    expect(labels(staffContentSchemas.news)).toMatchObject({
      website_id: "Brand",
      url: "Web address",
      meta_title: "Title for search engines",
    });
    expect(labels(staffContentSchemas.events)).toMatchObject({
      website_id: "Brand",
      event_url: "Web address",
      expired_date: "Shown until",
      book_url: "Booking link",
    });
    expect(labels(staffContentSchemas.jobs)).toMatchObject({
      type: "Employment type",
      valid_through: "Applications close",
    });
    expect(labels(staffContentSchemas.menus)).toMatchObject({ website_id: "Brand", file_url: "Menu PDF" });
  });

  it.each(MODEL_TYPES)("%s: every field has a label of the contract (a JSON Schema title)", (type) => {
    const json = z.toJSONSchema(staffContentSchemas[type], { io: "input", unrepresentable: "any" }) as {
      properties: Record<string, { title?: string }>;
    };
    const untitled = Object.entries(json.properties)
      .filter(([, property]) => !property.title)
      .map(([name]) => name);
    expect(untitled).toEqual([]);
  });
});

describe("choices read as words, values stay the spec's", () => {
  it("offers a brand's kind of place by name", () => {
    const shape = formShape(
      z.toJSONSchema(staffContentSchemas.brands, { io: "input", unrepresentable: "any" }),
    );
    const kind = shape.type === "object" ? shape.props.find(([name]) => name === "type")?.[1] : undefined;
    expect(kind).toMatchObject({
      type: "enum",
      options: ["main", "eshop", "restaurant", "website"],
      optionLabels: { restaurant: "Restaurant, café or bar", eshop: "Online shop" },
    });
  });

  it("offers the days of a brand's opening hours by their names", () => {
    const shape = formShape(
      z.toJSONSchema(staffContentSchemas.brands, { io: "input", unrepresentable: "any" }),
    );
    const hours =
      shape.type === "object" ? shape.props.find(([name]) => name === "opening_hours")?.[1] : undefined;
    const row = hours?.type === "array" ? hours.items : undefined;
    const days = row?.type === "object" ? row.props.find(([name]) => name === "days")?.[1] : undefined;
    expect(days).toMatchObject({
      type: "choices",
      label: "Days",
      options: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      optionLabels: { mon: "Monday", sat: "Saturday", sun: "Sunday" },
    });
  });
});
