import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  contentBlocks,
  events,
  jobs,
  menuCards,
  menus,
  pageMeta,
  posts,
  siteSettings,
  websites,
} from "../db/schema.ts";
import { packageRoot } from "../paths.ts";
import { type DemoCatalogue, readCatalogue } from "./catalogue/index.ts";
import { buildDemoContent } from "./demo-content.ts";
import type { MediaManifest } from "./media-manifest.ts";

const SEED_LOCK_ID = 72_410_002;

export const mediaManifestPath = join(packageRoot, "src", "seed", "media-manifest.json");

export function readMediaManifest(): MediaManifest {
  return JSON.parse(readFileSync(mediaManifestPath, "utf8"));
}

/** The tables that hold the demo content: what `npm run demo:reset` empties before seeding again. */
const demoContentTables = [
  siteSettings,
  websites,
  contentBlocks,
  posts,
  events,
  jobs,
  menus,
  menuCards,
  pageMeta,
];

/**
 * `npm run demo:reset`: replaces the site's content (settings, brands, page blocks, stories,
 * events, jobs, menus, page meta) with the demo catalogue's, in one transaction. Staff accounts,
 * uploads, the media library and form submissions are left as they are.
 */
export async function resetDemoContent(
  db: Db,
  today = new Date(),
  catalogue: DemoCatalogue = readCatalogue(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    for (const table of demoContentTables) await tx.delete(table);
  });
  await seedDemoContent(db, today, catalogue);
}

/**
 * Fills an empty database with the demo content. Runs in one transaction under a lock, and does
 * nothing when websites already exist, so concurrent starts and restarts are safe.
 * Returns whether it wrote anything.
 */
export async function seedDemoContent(
  db: Db,
  today = new Date(),
  catalogue: DemoCatalogue = readCatalogue(),
): Promise<boolean> {
  const content = buildDemoContent(readMediaManifest(), today, catalogue);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(websites);
    if ((existing?.count ?? 0) > 0) return false;
    await tx.insert(siteSettings).values({ id: 1, settings: content.settings });
    await tx.insert(websites).values(content.websites);
    const blockRows = Object.entries(content.blocks).flatMap(([pageName, blocks]) =>
      Object.entries(blocks).map(([blockName, block]) => ({
        websiteId: 1,
        pageName,
        blockName,
        contentType: "live" as const,
        content: JSON.stringify(block),
      })),
    );
    await tx.insert(contentBlocks).values(blockRows);
    await tx.insert(posts).values(content.posts);
    await tx.insert(events).values(content.events);
    await tx.insert(jobs).values(content.jobs);
    if (content.menus.length) await tx.insert(menus).values(content.menus);
    if (content.menuCards.length) await tx.insert(menuCards).values(content.menuCards);
    await tx.insert(pageMeta).values(content.pageMeta);
    return true;
  });
}
