import { readFileSync } from "node:fs";
import { type ContentModel, catalogueShape, columnOf, sampleBody } from "@thalassa/contract/content-model";
import {
  brandModel,
  eventModel,
  jobModel,
  newsModel,
  pageMetaModel,
} from "@thalassa/contract/content-models";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { buildDemoContent } from "../demo-content.ts";
import type { MediaManifest } from "../media-manifest.ts";
import { readCatalogue } from "./load.ts";
import {
  brandDerivedFields,
  brandProfileSchema,
  type DemoCatalogue,
  eventDerivedFields,
  eventEntrySchema,
  jobDerivedFields,
  jobEntrySchema,
  newsDerivedFields,
  newsEntrySchema,
  pageMetaDerivedFields,
  pageMetaSchema,
} from "./schema.ts";

const manifest = JSON.parse(
  readFileSync(new URL("../media-manifest.json", import.meta.url), "utf8"),
) as MediaManifest;

/*
 * A catalogue entry carries every field of its content model that the catalogue does not make in
 * its own way (catalogueShape); a field added to the model must reach the seeded row.
 */
const cases: {
  name: string;
  model: ContentModel;
  derived: readonly string[];
  schema: z.ZodType;
  collection: "news" | "events" | "jobs" | "brands" | "pageMeta";
  rows: "posts" | "events" | "jobs" | "websites" | "pageMeta";
}[] = [
  {
    name: "news",
    model: newsModel,
    derived: newsDerivedFields,
    schema: newsEntrySchema,
    collection: "news",
    rows: "posts",
  },
  {
    name: "events",
    model: eventModel,
    derived: eventDerivedFields,
    schema: eventEntrySchema,
    collection: "events",
    rows: "events",
  },
  {
    name: "jobs",
    model: jobModel,
    derived: jobDerivedFields,
    schema: jobEntrySchema,
    collection: "jobs",
    rows: "jobs",
  },
  {
    name: "brands",
    model: brandModel,
    derived: brandDerivedFields,
    schema: brandProfileSchema,
    collection: "brands",
    rows: "websites",
  },
  {
    name: "page meta",
    model: pageMetaModel,
    derived: pageMetaDerivedFields,
    schema: pageMetaSchema.element,
    collection: "pageMeta",
    rows: "pageMeta",
  },
];

describe("fields the catalogue carries as they are", () => {
  it.each(cases)("$name: every carried field is accepted in an entry and reaches the seeded row", (c) => {
    const sample = sampleBody(c.model);
    const carried = Object.entries(c.model.fields).filter(
      ([name, field]) => field.write && !c.derived.includes(name),
    );
    expect(Object.keys(catalogueShape(c.model, c.derived)).sort()).toEqual(
      carried.map(([name, field]) => columnOf(name, field)).sort(),
    );
    const catalogue = readCatalogue();
    const [first, ...rest] = catalogue[c.collection] as object[];
    const values = Object.fromEntries(carried.map(([name, field]) => [columnOf(name, field), sample[name]]));
    const entry = c.schema.parse({ ...first, ...values });
    const content = buildDemoContent(manifest, new Date("2025-03-14T09:30:00Z"), {
      ...catalogue,
      [c.collection]: [entry, ...rest],
    } as DemoCatalogue);
    // The entry is the first of its collection, so its row is the first of its kind.
    const rows = content[c.rows] as Record<string, unknown>[];
    const row = c.rows === "posts" ? rows.find((r) => r.postType === "news") : rows[0];
    for (const [column, value] of Object.entries(values)) expect(row?.[column], column).toEqual(value);
  });
});
