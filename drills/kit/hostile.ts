// Fills a PGlite folder with the demo content, then overwrites every text the site shows with
// hostile HTML: the API's own migrations and seed, then plain Drizzle updates.
import { type BlockKind, blockSchemas, pageBlocks } from "@thalassa/contract/blocks";
import { type ContentModel, shownColumns } from "@thalassa/contract/content-model";
import {
  brandModel,
  csrModel,
  eventModel,
  jobModel,
  menuModel,
  newsModel,
  pageMetaModel,
  storyModel,
} from "@thalassa/contract/content-models";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../../apps/api/src/db/client.ts";
import {
  contentBlocks,
  events,
  jobs,
  menus,
  pageMeta,
  posts,
  siteSettings,
  websites,
} from "../../apps/api/src/db/schema.ts";
import { seedDemoContent } from "../../apps/api/src/seed/seed.ts";

/** A link a sanitiser must never let through. */
export const HOSTILE_URL = "javascript:alert('hostile-link')";

export interface HostilePlan {
  /** Texts to write; each starts with its own marker (e.g. "XSSDRILL-3 "), so the drill sees where it landed. */
  chunks: string[];
}

export interface HostileSummary {
  rows: Record<string, number>;
  blockStrings: number;
  blockLinks: number;
  blocksRejected: string[];
  detailPages: string[];
  /** The chunk each detail page's own record carries. */
  detailChunks: Record<string, number>;
}

/** Keys whose strings are machine values (media, ids, enums), not text the site shows. */
const MACHINE_KEYS =
  /^(url|src|blurhash|type|file_url|variants|width|height|format|newTab|lat|lng|zoom|embed_url)$/i;
const LINK_KEYS = /^(link|href|book_url|website|instagram|facebook|tiktok|linkedin|youtube|twitter)$/i;

/**
 * Replaces strings inside a JSON value: text keys get the next chunk, link keys the hostile URL.
 * `accept` decides whether each single replacement may stay (the block must still parse).
 */
function infect(
  root: unknown,
  nextChunk: () => string,
  accept: (candidate: unknown) => boolean,
  counts: { strings: number; links: number },
): unknown {
  let current = structuredClone(root);
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) walk(child, [...path, i]);
    } else if (node && typeof node === "object")
      for (const [key, child] of Object.entries(node)) {
        if (typeof child === "string" && MACHINE_KEYS.test(key) && !LINK_KEYS.test(key)) continue;
        walk(child, [...path, key]);
      }
    else if (typeof node === "string") paths.push(path);
  };
  walk(current, []);
  for (const path of paths) {
    const key = String(path.at(-1));
    const isLink = LINK_KEYS.test(key);
    const candidate = structuredClone(current) as Record<string | number, unknown>;
    let parent = candidate as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
    if (path.length === 0) {
      const replaced = isLink ? HOSTILE_URL : nextChunk();
      if (accept(replaced)) {
        counts.strings++;
        return replaced;
      }
      continue;
    }
    parent[path.at(-1) as string] = isLink ? HOSTILE_URL : nextChunk();
    if (accept(candidate)) {
      current = candidate;
      if (isLink) counts.links++;
      else counts.strings++;
    }
  }
  return current;
}

/**
 * A row's visitor-facing fields (those its content models mark `shown`) set to hostile values: a
 * text field gets the next chunk, the texts inside a JSON one (image alts, addresses, phones) too, a
 * link the hostile URL where it has one.
 */
function hostileRow(
  models: ContentModel[],
  row: Record<string, unknown>,
  nextChunk: () => string,
  counts: { strings: number; links: number },
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const model of models) {
    for (const column of shownColumns(model, "text")) {
      const value = row[column];
      values[column] =
        value && typeof value === "object" ? infect(value, nextChunk, () => true, counts) : nextChunk();
    }
    for (const column of shownColumns(model, "link"))
      values[column] = row[column] ? HOSTILE_URL : row[column];
  }
  return values;
}

/**
 * Migrates and seeds `dataDir`, then writes the chunks into every shown text: HTML fields (news,
 * job and event descriptions, opening hours, rich text and every block text) and plain fields
 * (titles, names, locations, alt texts, meta). Adds copies of news, jobs and events until each
 * chunk has a detail page of each kind.
 */
export async function prefillHostileContent(dataDir: string, plan: HostilePlan): Promise<HostileSummary> {
  const database = openDatabase({ dataDir });
  await database.migrate();
  await seedDemoContent(database.db);
  const db = database.db;
  let cursor = 0;
  const nextChunk = () => plan.chunks[cursor++ % plan.chunks.length] as string;
  const chunkAt = (i: number) => plan.chunks[i % plan.chunks.length] as string;
  const detailChunks: Record<string, number> = {};
  const counts = { strings: 0, links: 0 };
  const rows: Record<string, number> = {};
  const detailPages: string[] = [];
  const any = () => true;

  // Websites: names, descriptions, opening hours (HTML), addresses, phones, image alts.
  for (const site of await db.select().from(websites)) {
    await db
      .update(websites)
      .set(hostileRow([brandModel], site, nextChunk, counts))
      .where(eq(websites.id, site.id));
    rows.websites = (rows.websites ?? 0) + 1;
  }

  const [settingsRow] = await db.select().from(siteSettings);
  if (settingsRow) {
    await db
      .update(siteSettings)
      .set({ settings: infect(settingsRow.settings, nextChunk, any, counts) as Record<string, unknown> })
      .where(eq(siteSettings.id, settingsRow.id));
    rows.settings = 1;
  }

  // Blocks: every text, kept only where the block still parses (else the site would drop it).
  const kindOf = (page: string, block: string) =>
    (pageBlocks as Record<string, Record<string, BlockKind>>)[page]?.[block];
  const blocksRejected: string[] = [];
  for (const block of await db.select().from(contentBlocks)) {
    const kind = kindOf(block.pageName, block.blockName);
    const schema = kind ? blockSchemas[kind] : undefined;
    const accept = (candidate: unknown) => (schema ? schema.safeParse(candidate).success : true);
    const before = counts.strings;
    const infected = infect(JSON.parse(block.content), nextChunk, accept, counts);
    if (counts.strings === before) blocksRejected.push(`${block.pageName}/${block.blockName}`);
    await db
      .update(contentBlocks)
      .set({ content: JSON.stringify(infected) })
      .where(
        sql`${contentBlocks.websiteId} = ${block.websiteId} and ${contentBlocks.pageName} = ${block.pageName} and ${contentBlocks.blockName} = ${block.blockName} and ${contentBlocks.contentType} = ${block.contentType}`,
      );
    rows.blocks = (rows.blocks ?? 0) + 1;
  }

  // News (and CSR, story): one live news article per chunk at least.
  const allPosts = await db.select().from(posts);
  const liveNews = allPosts.find((p) => p.postType === "news" && p.status === "live");
  if (liveNews) {
    const liveNewsCount = allPosts.filter((p) => p.postType === "news" && p.status === "live").length;
    for (let i = liveNewsCount; i < plan.chunks.length; i++) {
      const { id: _id, ...copy } = liveNews;
      await db
        .insert(posts)
        .values({ ...copy, url: `hostile-news-${i}`, createdAt: new Date(Date.now() - i * 60_000) });
    }
  }
  // Rows with a page of their own take the chunks in order, so every chunk gets a detail page.
  let index = 0;
  for (const post of await db.select().from(posts)) {
    const shown = post.postType === "news" && post.status === "live";
    const chunk = shown ? chunkAt(index++) : nextChunk();
    await db
      .update(posts)
      .set(hostileRow([newsModel, csrModel, storyModel], post, () => chunk, counts))
      .where(eq(posts.id, post.id));
    if (shown) {
      detailPages.push(`/news/${post.url}`);
      detailChunks[`/news/${post.url}`] = (index - 1) % plan.chunks.length;
    }
    rows.posts = (rows.posts ?? 0) + 1;
  }

  // Events: live, upcoming, with an insight page, one per chunk at least.
  const today = new Date().toISOString().slice(0, 10);
  const hasPage = (e: typeof events.$inferSelect) =>
    e.status === "live" && e.hasInsightPage && e.expiredDate >= today;
  const allEvents = await db.select().from(events);
  const template = allEvents.find(hasPage);
  if (template) {
    for (let i = allEvents.filter(hasPage).length; i < plan.chunks.length; i++) {
      const { id: _id, ...copy } = template;
      await db.insert(events).values({ ...copy, eventUrl: `hostile-event-${i}` });
    }
  }
  index = 0;
  for (const event of await db.select().from(events)) {
    const shown = hasPage(event);
    const chunk = shown ? chunkAt(index++) : nextChunk();
    await db
      .update(events)
      .set(hostileRow([eventModel], event, () => chunk, counts))
      .where(eq(events.id, event.id));
    if (shown) {
      detailPages.push(`/whats-on/${event.eventUrl}`);
      detailChunks[`/whats-on/${event.eventUrl}`] = (index - 1) % plan.chunks.length;
    }
    rows.events = (rows.events ?? 0) + 1;
  }

  // Jobs: one live posting per chunk at least.
  const allJobs = await db.select().from(jobs);
  const liveJob = allJobs.find((j) => j.status === "live");
  if (liveJob) {
    for (let i = allJobs.filter((j) => j.status === "live").length; i < plan.chunks.length; i++) {
      const { id: _id, ...copy } = liveJob;
      await db.insert(jobs).values({ ...copy, url: `hostile-job-${i}` });
    }
  }
  index = 0;
  for (const job of await db.select().from(jobs)) {
    const shown = job.status === "live";
    const chunk = shown ? chunkAt(index++) : nextChunk();
    await db
      .update(jobs)
      .set(hostileRow([jobModel], job, () => chunk, counts))
      .where(eq(jobs.id, job.id));
    if (shown) {
      detailPages.push(`/careers/${job.url}`);
      detailChunks[`/careers/${job.url}`] = (index - 1) % plan.chunks.length;
    }
    rows.jobs = (rows.jobs ?? 0) + 1;
  }

  for (const menu of await db.select().from(menus)) {
    await db
      .update(menus)
      .set(hostileRow([menuModel], menu, nextChunk, counts))
      .where(eq(menus.url, menu.url));
    rows.menus = (rows.menus ?? 0) + 1;
  }
  for (const meta of await db.select().from(pageMeta)) {
    await db
      .update(pageMeta)
      .set(hostileRow([pageMetaModel], meta, nextChunk, counts))
      .where(eq(pageMeta.url, meta.url));
    rows.pageMeta = (rows.pageMeta ?? 0) + 1;
  }

  await database.close();
  return {
    rows,
    blockStrings: counts.strings,
    blockLinks: counts.links,
    blocksRejected,
    detailPages,
    detailChunks,
  };
}
