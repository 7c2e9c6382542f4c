import {
  STAFF_AUTOSAVE_REVISION_MINUTES,
  STAFF_REVISIONS_KEPT,
  type StaffContentType,
  type StaffRevision,
  type StaffRevisionNote,
  type StaffRevisionWithItem,
  type StaffUser,
} from "@thalassa/contract/staff";
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentRevisions } from "../../db/schema.ts";
import type { Tx } from "./adapter.ts";

type Row = typeof contentRevisions.$inferSelect;

const sameItem = (type: StaffContentType, entityId: string) =>
  and(eq(contentRevisions.entity, type), eq(contentRevisions.entityId, entityId));

/**
 * Records one saved version of an item, in the save's transaction, and forgets the item's
 * revisions beyond the newest STAFF_REVISIONS_KEPT (ADR 0059).
 */
export async function recordRevision(
  tx: Tx,
  who: StaffUser | null,
  type: StaffContentType,
  entityId: string,
  item: Record<string, unknown>,
  note: StaffRevisionNote,
): Promise<void> {
  if (note === "autosave" && (await replaceRecentAutosave(tx, who, type, entityId, item))) return;
  await tx.insert(contentRevisions).values({
    entity: type,
    entityId,
    item,
    savedById: who?.id ?? null,
    savedByEmail: who?.email ?? null,
    savedByName: who?.name ?? null,
    note,
  });
  const kept = tx
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(sameItem(type, entityId))
    .orderBy(desc(contentRevisions.savedAt), desc(contentRevisions.id))
    .limit(STAFF_REVISIONS_KEPT);
  await tx
    .delete(contentRevisions)
    .where(and(sameItem(type, entityId), notInArray(contentRevisions.id, kept)));
}

/**
 * A form saving itself every few seconds would fill the item's history with near copies: the
 * person's autosave of the last few minutes, when it is the newest revision, takes the new content.
 */
async function replaceRecentAutosave(
  tx: Tx,
  who: StaffUser | null,
  type: StaffContentType,
  entityId: string,
  item: Record<string, unknown>,
): Promise<boolean> {
  const [newest] = await tx
    .select()
    .from(contentRevisions)
    .where(sameItem(type, entityId))
    .orderBy(desc(contentRevisions.savedAt), desc(contentRevisions.id))
    .limit(1);
  const recent = Date.now() - STAFF_AUTOSAVE_REVISION_MINUTES * 60_000;
  if (newest?.note !== "autosave" || newest.savedById !== (who?.id ?? null)) return false;
  if (newest.savedAt.getTime() < recent) return false;
  await tx
    .update(contentRevisions)
    .set({ item, savedAt: new Date() })
    .where(eq(contentRevisions.id, newest.id));
  return true;
}

/** An item whose address (its id) changed keeps its revisions under the new one. */
export async function moveRevisions(tx: Tx, type: StaffContentType, from: string, to: string) {
  if (from === to) return;
  await tx.update(contentRevisions).set({ entityId: to }).where(sameItem(type, from));
}

export async function forgetRevisions(tx: Tx, type: StaffContentType, entityId: string) {
  await tx.delete(contentRevisions).where(sameItem(type, entityId));
}

function revisionOf(row: Row): StaffRevision {
  const status = row.item.status;
  return {
    id: row.id,
    saved_at: row.savedAt.toISOString(),
    saved_by: { email: row.savedByEmail, name: row.savedByName },
    note: row.note,
    status: typeof status === "string" ? status : null,
  };
}

/** An item's revisions, the newest first. */
export async function listRevisions(db: Db, type: StaffContentType, entityId: string) {
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(sameItem(type, entityId))
    .orderBy(desc(contentRevisions.savedAt), desc(contentRevisions.id));
  return rows.map(revisionOf);
}

/** One revision of the item, or null when the item has no revision with that id. */
export async function getRevision(
  db: Db,
  type: StaffContentType,
  entityId: string,
  revisionId: number,
): Promise<StaffRevisionWithItem | null> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(sameItem(type, entityId), eq(contentRevisions.id, revisionId)));
  return row ? { ...revisionOf(row), item: row.item } : null;
}
