import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { migrationsFolder } from "../paths.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PostgreSQL server's address (undefined for PGlite), for connections of their own (LISTEN, locks). */
  url?: string;
  /** Applies the committed migrations; throws when one fails. */
  migrate(): Promise<void>;
  /**
   * PGlite only: the database's files as one archive, which `openDatabase({ snapshot })` opens as
   * a copy (the tests migrate and seed once, then copy that for each app instead of redoing it).
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Any number of API processes may start at once on one PostgreSQL: one migrates at a time. */
const MIGRATION_LOCK_ID = 72_410_001;

export function openDatabase(options: { databaseUrl?: string; dataDir?: string; snapshot?: Blob }): Database {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      url: options.databaseUrl,
      async migrate() {
        // One connection, so the session-level lock covers every statement of the migration.
        const lockClient = postgres(options.databaseUrl as string, { max: 1, onnotice: () => {} });
        try {
          await lockClient`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
          await migratePostgres(drizzlePostgres({ client: lockClient, schema }), { migrationsFolder });
          await lockClient`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
        } finally {
          await lockClient.end({ timeout: 5 });
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  // An empty dataDir means an in-memory database (tests), empty or a copy of a snapshot.
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.snapshot ? { loadDataDir: options.snapshot } : {});
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    snapshot: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

/** A cheap round trip, for health checks. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
