import { readFileSync } from "node:fs";
import { catalogueShape, columnOf, sampleBody } from "@thalassa/contract/content-model";
import { newsModel } from "@thalassa/contract/content-models";
import { describe, expect, it } from "vitest";
import { buildDemoContent } from "../demo-content.ts";
import type { MediaManifest } from "../media-manifest.ts";
import { readCatalogue } from "./load.ts";
import { newsDerivedFields, newsEntrySchema } from "./schema.ts";

const manifest = JSON.parse(
  readFileSync(new URL("../media-manifest.json", import.meta.url), "utf8"),
) as MediaManifest;

/*
 * A catalogue entry carries every field of its content model that the catalogue does not make in
 * its own way (catalogueShape); a field added to the model must reach the seeded row.
 */
describe("fields the catalogue carries as they are", () => {
  it("news: every carried field is accepted in an entry and reaches the seeded post", () => {
    const sample = sampleBody(newsModel);
    const carried = Object.entries(newsModel.fields).filter(
      ([name, field]) =>
        field.write && !(newsDerivedFields as readonly string[]).includes(name) && name in sample,
    );
    expect(Object.keys(catalogueShape(newsModel, newsDerivedFields)).sort()).toEqual(
      carried.map(([name, field]) => columnOf(name, field)).sort(),
    );
    const catalogue = readCatalogue();
    const [first, ...rest] = catalogue.news;
    const values = Object.fromEntries(carried.map(([name, field]) => [columnOf(name, field), sample[name]]));
    const entry = newsEntrySchema.parse({ ...first, ...values });
    const content = buildDemoContent(manifest, new Date("2025-03-14T09:30:00Z"), {
      ...catalogue,
      news: [entry, ...rest],
    });
    const post = content.posts.find((p) => p.postType === "news" && p.url === entry.url) as Record<
      string,
      unknown
    >;
    for (const [column, value] of Object.entries(values)) expect(post[column], column).toEqual(value);
  });
});
