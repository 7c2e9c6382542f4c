import { and, count, isNotNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";

/**
 * One page of a public list, as the site shows it: the rows on screen in the list's order, how many
 * match in all, and the brands that have any row at all (the brand filter's options, which do not
 * depend on the brand chosen). Three small queries instead of every row.
 */
export async function listPage<T extends PgTable & { websiteId: PgColumn }>(
  app: FastifyInstance,
  options: {
    table: T;
    /** What the list holds whatever brand is chosen (live, upcoming…). */
    listed: SQL;
    /** The chosen brand's condition, if one is chosen. */
    brand?: SQL;
    order: SQL[] | PgColumn[];
    limit: number;
  },
) {
  const { table, listed, order, limit } = options;
  const where = options.brand ? and(listed, options.brand) : listed;
  const [rows, [total], brands] = await Promise.all([
    app.db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(limit),
    app.db
      .select({ count: count() })
      .from(table as PgTable)
      .where(where),
    app.db
      .selectDistinct({ id: table.websiteId })
      .from(table as PgTable)
      .where(and(listed, isNotNull(table.websiteId))),
  ]);
  return {
    rows: rows as T["$inferSelect"][],
    total: total?.count ?? 0,
    websites: brands.map((b) => b.id as number).sort((a, b) => a - b),
  };
}
