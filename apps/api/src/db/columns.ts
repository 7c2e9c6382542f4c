import { timestamp } from "drizzle-orm/pg-core";

/*
 * Columns many tables share, declared once so every table writes them alike: when a row was made
 * and last changed, as timestamptz filled in by the database.
 */

export const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const updatedAtColumn = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** createdAt and updatedAt, for a table whose rows are changed after they are made. */
export const timestampColumns = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() });
