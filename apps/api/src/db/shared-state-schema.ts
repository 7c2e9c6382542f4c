import { integer, pgSequence, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Per-client request counts of the rate limit when several API processes share one PostgreSQL
 * (plugins/rate-limit-store.ts): one row a client and route, counting until `resets_at`.
 * The migration makes the table UNLOGGED: counts lost in a crash are harmless, writes are cheaper.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetsAt: timestamp("resets_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * Raised by every content write (plugins/content-changes.ts); the sites poll its value to know
 * when to forget their cached pages. A sequence, so raising it never waits on a row lock.
 */
export const contentVersion = pgSequence("content_version", { startWith: 1 });
