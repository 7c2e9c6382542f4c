import { inArray, lte, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { events, jobs, menuCards, posts } from "../../db/schema.ts";
import { audit } from "../audit.ts";

/*
 * Publish and unpublish at a set time (ADR 0043). Every period the jobs' leader turns due drafts
 * live and expired items back into drafts, each change audited as the scheduler's, and raises the
 * content version once when anything changed so the sites forget their pages.
 */

/** Who the audit log names for the scheduler's changes (no user: its e-mail and role columns say so). */
export const SCHEDULER = { id: null, email: "scheduler", role: "scheduler" } as const;

/** The tables with publishable rows; posts hold news, community items and Our Story. */
const TABLES = [
  { table: posts, entity: (row: { postType?: string }) => row.postType ?? "news" },
  { table: events, entity: () => "events" },
  { table: jobs, entity: () => "jobs" },
  { table: menuCards, entity: () => "menu-cards" },
] as const;

export interface ScheduledPublishingReport {
  published: number;
  unpublished: number;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
// Drizzle types each table apart; the four share the columns used here.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyTable = any;

/**
 * One run at `now`. Unpublishing goes first: an item whose both times have passed (the API was
 * down through its whole window) ends a draft, not briefly live. Each step is one transaction that
 * locks the rows it changes, and a changed row no longer matches (its time is cleared), so a run
 * overlapping another (a change of leader) or a second run changes nothing more.
 */
export async function runScheduledPublishing(db: Db, now: Date): Promise<ScheduledPublishingReport> {
  const report = { published: 0, unpublished: 0 };
  for (const { table, entity } of TABLES) {
    const t = table as AnyTable;
    report.unpublished += await applyDue(db, t, entity, lte(t.unpublishAt, now), {
      action: "scheduled-unpublish",
      set: { status: "draft", publishAt: null, unpublishAt: null },
      fields: ["status", "publish_at", "unpublish_at"],
      at: (row) => row.unpublishAt,
    });
    report.published += await applyDue(db, t, entity, lte(t.publishAt, now), {
      action: "scheduled-publish",
      set: { status: "live", publishAt: null },
      fields: ["status", "publish_at"],
      at: (row) => row.publishAt,
    });
  }
  return report;
}

interface Change {
  action: string;
  set: Record<string, unknown>;
  fields: string[];
  at: (row: Row) => Date | null;
}

interface Row {
  id: number;
  status: string;
  postType?: string;
  publishAt: Date | null;
  unpublishAt: Date | null;
}

async function applyDue(
  db: Db,
  table: AnyTable,
  entity: (row: { postType?: string }) => string,
  due: SQL,
  change: Change,
): Promise<number> {
  return db.transaction(async (tx: Tx) => {
    const rows = (await tx
      .select({
        id: table.id,
        status: table.status,
        publishAt: table.publishAt,
        unpublishAt: table.unpublishAt,
        ...(table.postType ? { postType: table.postType } : {}),
      })
      .from(table)
      .where(due)
      .for("update")) as Row[];
    if (rows.length === 0) return 0;
    await tx
      .update(table)
      .set(change.set)
      .where(
        inArray(
          table.id,
          rows.map((row) => row.id),
        ),
      );
    for (const row of rows) {
      await audit(tx, SCHEDULER, {
        action: change.action,
        entity: entity(row),
        entityId: row.id,
        detail: {
          fields: change.fields,
          was: row.status,
          scheduled_for: change.at(row)?.toISOString() ?? null,
        },
      });
    }
    return rows.length;
  });
}

/**
 * The job on the API's scheduler (ADR 0033: the leader only), every `everyMs` (0: never). A run
 * that changed anything raises the content version, as a staff write does.
 */
export function scheduleScheduledPublishing(app: FastifyInstance, everyMs: number): void {
  app.jobs.scheduleJob("scheduled-publishing", everyMs, async () => {
    const report = await runScheduledPublishing(app.db, new Date());
    if (report.published + report.unpublished === 0) return;
    app.log.info({ report }, "scheduled publishing run");
    await app.contentChanges.announce();
  });
}
