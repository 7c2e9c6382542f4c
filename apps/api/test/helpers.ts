import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type AppOptions, buildApp } from "../src/app.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { seedDemoContent } from "../src/seed/seed.ts";

export const TEST_API_KEY = "test-api-key-0123456789";
/** A fixed day, so the demo events are upcoming whatever the date the tests run. */
export const SEED_DAY = new Date();

/**
 * A fresh, empty database: in-memory PGlite, or — when TEST_DATABASE_URL points at a real
 * PostgreSQL server — a new database created on it and dropped afterwards.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * On PGlite, a migrated and seeded database made once per test process: migrating and seeding take
 * seconds, opening a copy of its files a fraction of that. Each test app gets its own copy, so no
 * test sees another's writes. On PostgreSQL every app migrates and seeds its own new database.
 */
const pgliteTemplates = new Map<boolean, Promise<Blob>>();

function pgliteTemplate(seed: boolean): Promise<Blob> {
  let template = pgliteTemplates.get(seed);
  if (!template) {
    template = (async () => {
      const database = openDatabase({});
      try {
        await database.migrate();
        if (seed) await seedDemoContent(database.db, SEED_DAY);
        return await (database.snapshot as () => Promise<Blob>)();
      } finally {
        await database.close();
      }
    })();
    pgliteTemplates.set(seed, template);
  }
  return template;
}

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** Where the submission tests' team notifications go. */
export const TEST_TEAMS = {
  enquiries: "events@team.test",
  catering: "catering@team.test",
  careers: "careers@team.test",
};

/** A per-client limit no test reaches; the tests of the limit itself set their own. */
export const UNREACHED_RATE_LIMIT = { max: 1_000_000, windowMs: 60_000 };

export interface TestAppOverrides extends Partial<AppOptions> {
  /** Seed the demo content (the default), or start from the empty schema. */
  seed?: boolean;
}

/**
 * The API with the test key on a fresh database (or on `database`, which the caller then owns
 * and drops), seeded with the demo content unless told otherwise. Every option can be overridden.
 */
export async function buildTestApp(overrides: TestAppOverrides = {}) {
  const { seed = true, ...options } = overrides;
  const fromTemplate = !options.database && !process.env.TEST_DATABASE_URL;
  const created = options.database
    ? undefined
    : fromTemplate
      ? await (async () => {
          const copy = openDatabase({ snapshot: await pgliteTemplate(seed) });
          return { database: copy, drop: () => copy.close() };
        })()
      : await createTestDatabase();
  const database = options.database ?? (created?.database as Database);
  const app = await buildApp({
    apiKey: TEST_API_KEY,
    publicSiteUrl: "http://localhost:3000",
    rateLimit: UNREACHED_RATE_LIMIT,
    ...options,
    database,
  });
  if (seed && !fromTemplate) await seedDemoContent(app.db, SEED_DAY);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await created?.drop();
    },
  };
}

export const withKey = { "api-key": TEST_API_KEY };
