import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import * as schema from "../src/db/schema.ts";
import { migrationsFolder, packageRoot, repoRoot } from "../src/paths.ts";
import { createTestDatabase } from "./helpers.ts";
import { migrateUpTo } from "./migrate-up-to.ts";

/*
 * The committed migrations against the Drizzle schema: drizzle-kit, run on a copy of the
 * migrations folder, finds nothing to generate (each snapshot records what its migration did),
 * and the migrations applied to an empty database give exactly the columns the schema declares.
 */

const drizzleKit = join(repoRoot, "node_modules", "drizzle-kit", "bin.cjs");
const schemaFile = join(packageRoot, "src", "db", "schema.ts");

const listing = (folder: string) =>
  [...readdirSync(folder), ...readdirSync(join(folder, "meta")).map((name) => `meta/${name}`)].sort();

describe("the migration snapshots", () => {
  it("leave drizzle-kit nothing to generate from the schema", () => {
    const work = mkdtempSync(join(tmpdir(), "drizzle-generate-"));
    try {
      cpSync(migrationsFolder, join(work, "drizzle"), { recursive: true });
      const before = listing(join(work, "drizzle"));
      const journal = readFileSync(join(work, "drizzle", "meta", "_journal.json"), "utf8");
      // drizzle-kit reads --out relative to its working folder.
      const run = spawnSync(
        process.execPath,
        [drizzleKit, "generate", "--dialect", "postgresql", "--schema", schemaFile, "--out", "drizzle"],
        { cwd: work, encoding: "utf8" },
      );
      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
      const added = listing(join(work, "drizzle")).filter((name) => !before.includes(name));
      const sqlAdded = added
        .filter((name) => name.endsWith(".sql"))
        .map((name) => `${name}:\n${readFileSync(join(work, "drizzle", name), "utf8")}`);
      expect(sqlAdded, "a migration drizzle-kit would generate on the committed tree").toEqual([]);
      expect(added).toEqual([]);
      expect(readFileSync(join(work, "drizzle", "meta", "_journal.json"), "utf8")).toBe(journal);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it("chain each snapshot to the one before, in the journal's order", () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { idx: number; tag: string }[];
    };
    let previous = "00000000-0000-0000-0000-000000000000";
    for (const entry of journal.entries) {
      const number = entry.tag.slice(0, 4);
      const snapshot = JSON.parse(
        readFileSync(join(migrationsFolder, "meta", `${number}_snapshot.json`), "utf8"),
      ) as {
        id: string;
        prevId: string;
      };
      expect(snapshot.prevId, entry.tag).toBe(previous);
      previous = snapshot.id;
    }
  });
});

/** The type PostgreSQL reports (format_type) for a column the schema declares as `sqlType`. */
function reportedType(sqlType: string): string {
  if (sqlType === "serial") return "integer";
  if (sqlType === "bigserial") return "bigint";
  if (sqlType === "timestamp") return "timestamp without time zone";
  return sqlType;
}

/** Every table the code declares has exactly these columns, types and nullability in `database`. */
async function expectDeclaredSchema(database: Database) {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  expect(tables.length).toBeGreaterThan(10);
  const rows = (await database.db.execute(sql`
    select c.table_name, c.column_name, c.is_nullable,
           format_type(a.atttypid, a.atttypmod) as type
    from information_schema.columns c
    join pg_attribute a
      on a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass and a.attname = c.column_name
    where c.table_schema = 'public'
  `)) as unknown as { rows?: Row[] } | Row[];
  type Row = { table_name: string; column_name: string; is_nullable: string; type: string };
  const found = Array.isArray(rows) ? rows : (rows.rows ?? []);

  for (const table of tables) {
    const config = getTableConfig(table);
    const declared = Object.fromEntries(
      config.columns.map((column) => [
        column.name,
        { type: reportedType(column.getSQLType()), nullable: !column.notNull },
      ]),
    );
    const actual = Object.fromEntries(
      found
        .filter((row) => row.table_name === config.name)
        .map((row) => [row.column_name, { type: row.type, nullable: row.is_nullable === "YES" }]),
    );
    expect(actual, config.name).toEqual(declared);
  }
}

describe("the migrations applied to an empty database", () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await database.migrate();
  });
  afterAll(() => drop());

  it("give every table the schema declares exactly its columns, types and nullability", async () => {
    await expectDeclaredSchema(database);
  });
});

describe("the migrations applied to a database of an earlier release", () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it("bring a database at the 0002 schema to exactly the schema the code declares", async () => {
    await migrateUpTo(database, "0002_staff_media");
    await database.migrate();
    await expectDeclaredSchema(database);
  });
});
