import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { packageRoot } from "../../paths.ts";
import {
  brandPicturesSchema,
  brandProfileSchema,
  type CommunityEntry,
  communityEntrySchema,
  type DemoCatalogue,
  type DemoPictures,
  type EventEntry,
  eventEntrySchema,
  eventPicturesSchema,
  jobEntrySchema,
  menuCardEntrySchema,
  type NewsEntry,
  newsEntrySchema,
  newsPictureSchema,
  pageMetaSchema,
  type StoryEntry,
  singlePictureSchema,
  sitePicturesSchema,
  storyEntrySchema,
} from "./schema.ts";

/** The committed demo catalogue. */
export const catalogueFolder = join(packageRoot, "catalogue");

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`The demo catalogue file ${path} is not readable JSON: ${(error as Error).message}`);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join(".") || "(file)"}: ${i.message}`);
  throw new Error(`The demo catalogue file ${path} is invalid: ${problems.join("; ")}`);
}

/**
 * One entry per file in `folder`, in the running order its `index.json` lists (the order sets
 * publication times). Every file must be listed once, and every listed name must have a file.
 */
function readCollection<T>(root: string, folder: string, schema: z.ZodType<T>): T[] {
  const dir = join(root, folder);
  const indexPath = join(dir, "index.json");
  const order = readJson(indexPath);
  if (!Array.isArray(order) || !order.every((n) => typeof n === "string")) {
    throw new Error(`${indexPath} must be a list of the collection's file names, without .json`);
  }
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json") && f !== "index.json")
    .map((f) => f.slice(0, -".json".length));
  const unlisted = files.filter((f) => !order.includes(f));
  const missing = order.filter((n) => !files.includes(n));
  const repeated = order.filter((n, i) => order.indexOf(n) !== i);
  if (unlisted.length || missing.length || repeated.length) {
    throw new Error(
      `${indexPath} disagrees with the folder: ` +
        [
          unlisted.length ? `not listed: ${unlisted.join(", ")}` : "",
          missing.length ? `listed without a file: ${missing.join(", ")}` : "",
          repeated.length ? `listed twice: ${repeated.join(", ")}` : "",
        ]
          .filter(Boolean)
          .join("; "),
    );
  }
  return order.map((name) => {
    const path = join(dir, `${name}.json`);
    return parse(schema, readJson(path), path);
  });
}

function readPictures<T>(root: string, name: string, schema: z.ZodType<T>): Record<string, T> {
  const path = join(root, "pictures", `${name}.json`);
  const raw = readJson(path);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new Error(`${path} must map picture keys to pictures`);
  }
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, parse(schema, value, `${path} (${key})`)]),
  );
}

export function readPictureCatalogue(root = catalogueFolder): DemoPictures {
  const sitePath = join(root, "pictures", "site.json");
  return {
    brands: readPictures(root, "brands", brandPicturesSchema),
    site: parse(sitePicturesSchema, readJson(sitePath), sitePath),
    news: readPictures(root, "news", newsPictureSchema),
    events: readPictures(root, "events", eventPicturesSchema),
    community: readPictures(root, "community", singlePictureSchema),
    story: readPictures(root, "story", singlePictureSchema),
  };
}

/** Every entry's picture key must name a picture of its collection. */
export function unknownPictureKeys(catalogue: DemoCatalogue): string[] {
  const check = (kind: "news" | "events" | "community" | "story", entries: { picture: string }[]) =>
    entries.filter((e) => !(e.picture in catalogue.pictures[kind])).map((e) => `${kind}: ${e.picture}`);
  return [
    ...check("news", catalogue.news),
    ...check("events", catalogue.events),
    ...check("community", catalogue.community),
    ...check("story", catalogue.story),
  ];
}

/** The structured menus (ADR 0036), also the source of the demo menu PDFs. */
export function readMenuCatalogue(root = catalogueFolder) {
  return readCollection(root, "menus", menuCardEntrySchema);
}

/** Reads and checks the whole catalogue; throws with the file and field at fault. */
export function readCatalogue(root = catalogueFolder): DemoCatalogue {
  const pageMetaPath = join(root, "page-meta.json");
  const catalogue: DemoCatalogue = {
    brands: readCollection(root, "brands", brandProfileSchema),
    jobs: readCollection(root, "jobs", jobEntrySchema),
    menus: readMenuCatalogue(root),
    pageMeta: parse(pageMetaSchema, readJson(pageMetaPath), pageMetaPath),
    news: readCollection<NewsEntry>(root, "news", newsEntrySchema),
    events: readCollection<EventEntry>(root, "events", eventEntrySchema),
    community: readCollection<CommunityEntry>(root, "community", communityEntrySchema),
    story: readCollection<StoryEntry>(root, "story", storyEntrySchema),
    pictures: readPictureCatalogue(root),
  };
  const unknown = unknownPictureKeys(catalogue);
  if (unknown.length)
    throw new Error(`The demo catalogue names pictures it does not define: ${unknown.join(", ")}`);
  return catalogue;
}

/** Writes each brand's name where the prose says {{brand:<id>}}. */
export function withBrandNames(text: string, brandName: (id: number) => string): string {
  return text.replace(/\{\{brand:(\d+)\}\}/g, (_, id: string) => brandName(Number(id)));
}
