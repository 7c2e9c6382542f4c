import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import { events, posts } from "../src/db/schema.ts";
import { readCatalogue } from "../src/seed/catalogue/index.ts";
import { shuffledCatalogue } from "../src/seed/catalogue/shuffle.ts";
import { readMediaManifest, seedDemoContent } from "../src/seed/seed.ts";
import { createTestDatabase, SEED_DAY } from "./helpers.ts";

describe("seeding a reordered catalogue", () => {
  let database: Database;
  let drop: () => Promise<void>;
  const catalogue = shuffledCatalogue(readCatalogue(), 7);
  const manifest = readMediaManifest();
  const url = (path: string | undefined) => `/media/${path}`;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await database.migrate();
    expect(await seedDemoContent(database.db, SEED_DAY, catalogue)).toBe(true);
  });
  afterAll(() => drop());

  it("stores every story with its own picture", async () => {
    const rows = await database.db.select().from(posts);
    expect(rows).toHaveLength(catalogue.news.length + catalogue.community.length + catalogue.story.length);
    for (const entry of catalogue.news) {
      const row = rows.find((r) => r.postType === "news" && r.url === entry.url);
      expect(row?.images.small?.url).toBe(url(manifest.news?.[entry.picture]?.small?.path));
      expect(row?.images.large?.url).toBe(url(manifest.news?.[entry.picture]?.large?.path));
    }
    for (const entry of catalogue.community) {
      const row = rows.find((r) => r.postType === "csr" && r.url === entry.url);
      expect(row?.images.small?.url).toBe(url(manifest.csr?.[entry.picture]?.path));
    }
    for (const entry of catalogue.story) {
      const row = rows.find((r) => r.postType === "story" && r.year === entry.year);
      expect(row?.images.small?.url).toBe(url(manifest.story?.[entry.picture]?.path));
    }
  });

  it("stores every event with its own pictures", async () => {
    const rows = await database.db.select().from(events);
    expect(rows).toHaveLength(catalogue.events.length);
    for (const entry of catalogue.events) {
      const row = rows.find((r) => r.eventUrl === entry.url);
      const pictures = manifest.events?.[entry.picture];
      expect(row?.images.small?.url).toBe(url(pictures?.small?.path));
      expect(row?.images.medium?.url).toBe(url(pictures?.medium?.path));
      expect(row?.images.carousel?.map((c) => c.url)).toEqual(pictures?.carousel?.map((c) => url(c.path)));
    }
  });
});
