import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { expect } from "vitest";
import type { Database } from "../src/db/client.ts";
import { migrationsFolder } from "../src/paths.ts";

/** The schema as it was at an earlier migration: the committed migrations up to `lastTag`. */
export async function migrateUpTo(database: Database, lastTag: string) {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  // biome-ignore lint/suspicious/noExplicitAny: each driver's migrator takes its own database type
  const db = database.db as any;
  if (database.kind === "pglite") await migratePglite(db, { migrationsFolder: folder });
  else await migratePostgres(db, { migrationsFolder: folder });
  rmSync(folder, { recursive: true, force: true });
}
