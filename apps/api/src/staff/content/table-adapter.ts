import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ContentAdapter, ContentId, Tx } from "./adapter.ts";

export interface TableAdapterSpec<Body, Row> {
  table: PgTable;
  /** The column the :id names. */
  idColumn: AnyPgColumn;
  parseId: (raw: string) => ContentId | null;
  /** The row as the staff API answers it (write-schema fields plus id). */
  toItem: (row: Row) => Record<string, unknown>;
  /** The columns a body writes. */
  toColumns: (body: Body) => Record<string, unknown>;
  orderBy: SQL[] | AnyPgColumn[];
  /** Rows of this type only (posts hold news and csr). */
  scope?: SQL;
  /** Extra columns on insert (the post type, a made-up address). */
  onInsert?: (tx: Tx, body: Body) => Promise<Record<string, unknown>> | Record<string, unknown>;
  uniqueField?: string;
}

/** The usual adapter for a content type that is one row of one table. */
export function tableAdapter<Body, Row>(spec: TableAdapterSpec<Body, Row>): ContentAdapter<Body> {
  // Drizzle's builders are typed per table; this generic helper works on any of them.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const table = spec.table as any;
  const byId = (id: ContentId) =>
    spec.scope ? and(eq(spec.idColumn, id), spec.scope) : eq(spec.idColumn, id);
  const idOf = (row: Record<string, unknown>) => row.id as ContentId;
  return {
    parseId: spec.parseId,
    uniqueField: spec.uniqueField,
    async list(db) {
      const rows = await db
        .select()
        .from(table)
        .where(spec.scope)
        .orderBy(...spec.orderBy);
      return (rows as Row[]).map(spec.toItem);
    },
    async get(db, id) {
      const [row] = await db.select().from(table).where(byId(id));
      return row ? spec.toItem(row as Row) : null;
    },
    async create(tx, body) {
      const extra = spec.onInsert ? await spec.onInsert(tx, body) : {};
      const [row] = await tx
        .insert(table)
        .values({ ...extra, ...spec.toColumns(body) })
        .returning({ id: spec.idColumn });
      return idOf(row as Record<string, unknown>);
    },
    async update(tx, id, body) {
      const rows = await tx
        .update(table)
        .set(spec.toColumns(body))
        .where(byId(id))
        .returning({ id: spec.idColumn });
      return rows.length > 0;
    },
    async remove(tx, id) {
      const rows = await tx.delete(table).where(byId(id)).returning({ id: spec.idColumn });
      return rows.length > 0;
    },
  };
}
