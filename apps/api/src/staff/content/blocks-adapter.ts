import { type StaffContentBody, staffBlockKind } from "@thalassa/contract/staff";
import { and, asc, eq, type InferSelectModel } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentBlocks } from "../../db/schema.ts";
import { type ContentAdapter, ContentConflict, integerId, type Tx } from "./adapter.ts";

type BlockRow = InferSelectModel<typeof contentBlocks>;
interface BlockKey {
  websiteId: number;
  pageName: string;
  blockName: string;
}

/*
 * A block has up to two rows: its live content (what the public API serves by default) and its
 * draft (content_type=draft). Saving with status "draft" writes the draft only; "live" writes both,
 * which is publishing. Either row's id addresses the block.
 */

const sameBlock = (key: BlockKey) =>
  and(
    eq(contentBlocks.websiteId, key.websiteId),
    eq(contentBlocks.pageName, key.pageName),
    eq(contentBlocks.blockName, key.blockName),
  );

function parseContent(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function blockItem(rows: BlockRow[]) {
  const live = rows.find((r) => r.contentType === "live");
  const draft = rows.find((r) => r.contentType === "draft");
  const first = (live ?? draft) as BlockRow;
  const unpublished = Boolean(draft && draft.content !== live?.content);
  return {
    id: first.id,
    website_id: first.websiteId,
    page_name: first.pageName,
    block_name: first.blockName,
    kind: staffBlockKind(first.pageName, first.blockName),
    status: unpublished ? ("draft" as const) : ("live" as const),
    has_live: Boolean(live),
    content: parseContent((unpublished ? draft : live)?.content),
    live_content: parseContent(live?.content),
    updated_at: [live, draft]
      .reduce((latest, r) => (r && r.updatedAt > latest ? r.updatedAt : latest), first.updatedAt)
      .toISOString(),
  };
}

async function keyOf(db: Db | Tx, id: number): Promise<BlockKey | null> {
  const [row] = await db
    .select({
      websiteId: contentBlocks.websiteId,
      pageName: contentBlocks.pageName,
      blockName: contentBlocks.blockName,
    })
    .from(contentBlocks)
    .where(eq(contentBlocks.id, id));
  return row ?? null;
}

async function save(tx: Tx, key: BlockKey, body: StaffContentBody<"blocks">) {
  const content = JSON.stringify(body.content);
  const types = body.status === "live" ? (["draft", "live"] as const) : (["draft"] as const);
  for (const contentType of types) {
    await tx
      .insert(contentBlocks)
      .values({ ...key, contentType, content, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [
          contentBlocks.websiteId,
          contentBlocks.pageName,
          contentBlocks.blockName,
          contentBlocks.contentType,
        ],
        set: { content, updatedAt: new Date() },
      });
  }
}

export const blocksAdapter: ContentAdapter<StaffContentBody<"blocks">> = {
  parseId: integerId,
  async list(db, query) {
    const rows = await db
      .select()
      .from(contentBlocks)
      .where(query.pageName ? eq(contentBlocks.pageName, query.pageName) : undefined)
      .orderBy(asc(contentBlocks.websiteId), asc(contentBlocks.pageName), asc(contentBlocks.blockName));
    const groups = new Map<string, BlockRow[]>();
    for (const row of rows) {
      const key = `${row.websiteId}\u0000${row.pageName}\u0000${row.blockName}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    return [...groups.values()].map(blockItem);
  },
  async get(db, id) {
    const key = await keyOf(db, Number(id));
    if (!key) return null;
    return blockItem(await db.select().from(contentBlocks).where(sameBlock(key)));
  },
  async create(tx, body) {
    const key = { websiteId: body.website_id, pageName: body.page_name, blockName: body.block_name };
    const existing = await tx.select({ id: contentBlocks.id }).from(contentBlocks).where(sameBlock(key));
    if (existing.length)
      throw new ContentConflict(
        `The block ${body.page_name}/${body.block_name} exists already; change it instead.`,
      );
    await save(tx, key, body);
    const [row] = await tx
      .select({ id: contentBlocks.id })
      .from(contentBlocks)
      .where(sameBlock(key))
      .orderBy(asc(contentBlocks.id));
    return row?.id ?? 0;
  },
  /** The block is the one the id names; the body's page and block names are not a way to move it. */
  async update(tx, id, body) {
    const key = await keyOf(tx, Number(id));
    if (!key) return false;
    if (
      key.pageName !== body.page_name ||
      key.blockName !== body.block_name ||
      key.websiteId !== body.website_id
    ) {
      throw new ContentConflict(
        `This id is the block ${key.pageName}/${key.blockName} of website ${key.websiteId}; the body names another block.`,
      );
    }
    await save(tx, key, body);
    return true;
  },
  async remove(tx, id) {
    const key = await keyOf(tx, Number(id));
    if (!key) return false;
    await tx.delete(contentBlocks).where(sameBlock(key));
    return true;
  },
};
