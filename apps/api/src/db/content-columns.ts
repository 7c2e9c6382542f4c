import type { ColumnKey, ContentFields, ContentModel, SqlColumn } from "@thalassa/contract/content-model";
import { columnOf } from "@thalassa/contract/content-model";
import type { $Type, HasDefault, NotNull } from "drizzle-orm";
import {
  boolean,
  date,
  integer,
  jsonb,
  type PgTextBuilderInitial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/*
 * The content columns of a table, built from the column kinds its entities' fields declare
 * (contract content-models.ts), so a new field needs no line in schema.ts. A column is named as
 * its field (snake_case) and keyed as columnOf says; ids and creation times stay in schema.ts.
 */

type Value<S> = S extends { kind: "jsonb"; type?: infer T }
  ? T
  : S extends { enum: readonly (infer E)[] }
    ? E
    : S extends { kind: "integer" }
      ? number
      : S extends { kind: "boolean" }
        ? boolean
        : S extends { kind: "timestamp" }
          ? Date
          : string;

/**
 * The builder's type as the rows see it (value, null or not, filled in by default); the SQL kind
 * itself is the runtime builder's, which the rows' types do not depend on.
 */
type Typed<S> = $Type<PgTextBuilderInitial<string, [string, ...string[]]>, Value<S>>;
type WithNull<S> = S extends { notNull: true } ? NotNull<Typed<S>> : Typed<S>;
type Builder<S> = S extends { default: unknown } ? HasDefault<WithNull<S>> : WithNull<S>;

type Columns<F extends ContentFields> = {
  [K in keyof F as F[K] extends { sql: SqlColumn } ? ColumnKey<K, F[K]> : never]: Builder<F[K]["sql"]>;
};

// biome-ignore lint/suspicious/noExplicitAny: each kind's builder is its own Drizzle type
function build(name: string, sql: SqlColumn): any {
  const base =
    sql.kind === "text"
      ? sql.enum
        ? text(name, { enum: sql.enum as [string, ...string[]] })
        : text(name)
      : sql.kind === "integer"
        ? integer(name)
        : sql.kind === "boolean"
          ? boolean(name)
          : sql.kind === "date"
            ? date(name, { mode: "string" })
            : sql.kind === "timestamp"
              ? timestamp(name, { withTimezone: true })
              : jsonb(name);
  let column = sql.notNull ? base.notNull() : base;
  if (sql.default !== undefined) column = column.default(sql.default as never);
  if (sql.unique) column = column.unique();
  return column;
}

/** The columns the fields of `model` declare a kind for, keyed as the table's rows carry them. */
export function contentColumns<F extends ContentFields>(model: ContentModel<F>): Columns<F> {
  const columns: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(model.fields)) {
    const key = columnOf(name, field);
    if (field.sql && key !== null) columns[key] = build(name, field.sql);
  }
  return columns as Columns<F>;
}
