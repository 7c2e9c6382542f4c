import { STAFF_LIST_PER_PAGE, type StaffContentBody, type StaffListQuery } from "@thalassa/contract/staff";
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { type ContentAdapter, type ContentId, integerId, type Tx } from "./adapter.ts";
import { contentColumns, contentItem, type RowContentType } from "./content-fields.ts";

export interface TableAdapterSpec<Type extends RowContentType, Row> {
  /** The content type: its write schema's fields are the row's columns (content-fields.ts). */
  type: Type;
  table: PgTable;
  /** The column the :id names; the table's `id` unless given. */
  idColumn?: AnyPgColumn;
  /** integerId unless given. */
  parseId?: (raw: string) => ContentId | null;
  /** The row as the staff API answers it, where it is more than the write schema's fields plus id. */
  toItem?: (row: Row) => Record<string, unknown>;
  orderBy: SQL[] | AnyPgColumn[];
  /** Rows of this type only (posts hold news and csr). */
  scope?: SQL;
  /** Extra columns on insert (the post type, a made-up address). */
  onInsert?: (
    tx: Tx,
    body: StaffContentBody<Type>,
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  uniqueField?: string;
  /** The columns a staff list searches, filters and orders by (ADR 0037); without them no search. */
  listFilters?: {
    search: AnyPgColumn[];
    status?: AnyPgColumn;
    brand?: AnyPgColumn;
    date: AnyPgColumn;
  };
}

/** A LIKE pattern that finds the text anywhere, with LIKE's own characters taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The usual adapter for a content type that is one row of one table. */
export function tableAdapter<Type extends RowContentType, Row extends Record<string, unknown>>(
  spec: TableAdapterSpec<Type, Row>,
): ContentAdapter<StaffContentBody<Type>> {
  // Drizzle's builders are typed per table; this generic helper works on any of them.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const table = spec.table as any;
  const idColumn: AnyPgColumn = spec.idColumn ?? table.id;
  const toItem = spec.toItem ?? ((row: Row) => contentItem(spec.type, row));
  const toColumns = (body: StaffContentBody<Type>) => contentColumns(spec.type, body);
  const byId = (id: ContentId) => (spec.scope ? and(eq(idColumn, id), spec.scope) : eq(idColumn, id));
  const idOf = (row: Record<string, unknown>) => row.id as ContentId;
  return {
    parseId: spec.parseId ?? integerId,
    uniqueField: spec.uniqueField,
    async list(db) {
      const rows = await db
        .select()
        .from(table)
        .where(spec.scope)
        .orderBy(...spec.orderBy);
      return (rows as Row[]).map((row) => toItem(row));
    },
    search: spec.listFilters
      ? async (db, query: StaffListQuery) => {
          const filters = spec.listFilters;
          if (!filters) throw new Error("unreachable");
          const conditions: (SQL | undefined)[] = [spec.scope];
          if (query.q)
            conditions.push(or(...filters.search.map((column) => ilike(column, containing(query.q ?? "")))));
          if (filters.status && (query.status === "draft" || query.status === "live")) {
            conditions.push(eq(filters.status, query.status));
          }
          // A scheduled item is a draft with a publish time; "draft" is every other draft (ADR 0043).
          if (filters.status && table.publishAt && query.status === "draft")
            conditions.push(isNull(table.publishAt));
          if (filters.status && table.publishAt && query.status === "scheduled")
            conditions.push(eq(filters.status, "draft"), isNotNull(table.publishAt));
          if (filters.brand && query.brand !== undefined) conditions.push(eq(filters.brand, query.brand));
          const where = and(...conditions);
          const perPage = query.per_page ?? STAFF_LIST_PER_PAGE;
          const page = query.page ?? 1;
          const order = query.sort === "oldest" ? asc : desc;
          const [rows, [counted]] = await Promise.all([
            db
              .select()
              .from(table)
              .where(where)
              .orderBy(order(filters.date), order(idColumn))
              .limit(perPage)
              .offset((page - 1) * perPage),
            db.select({ n: count() }).from(table).where(where),
          ]);
          return { items: (rows as Row[]).map((row) => toItem(row)), total: counted?.n ?? 0 };
        }
      : undefined,
    async get(db, id) {
      const [row] = await db.select().from(table).where(byId(id));
      return row ? toItem(row as Row) : null;
    },
    async create(tx, body) {
      const extra = spec.onInsert ? await spec.onInsert(tx, body) : {};
      const [row] = await tx
        .insert(table)
        .values({ ...extra, ...toColumns(body) })
        .returning({ id: idColumn });
      return idOf(row as Record<string, unknown>);
    },
    async update(tx, id, body) {
      const rows = await tx.update(table).set(toColumns(body)).where(byId(id)).returning({ id: idColumn });
      return rows.length > 0;
    },
    async remove(tx, id) {
      const rows = await tx.delete(table).where(byId(id)).returning({ id: idColumn });
      return rows.length > 0;
    },
  };
}
