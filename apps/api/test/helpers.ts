import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { buildApp } from "../src/app.ts";
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

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** The API on a fresh database, seeded with the demo content unless told otherwise. */
export async function createTestApp(
  options: { seed?: boolean; contentCacheMs?: number; rateLimit?: { max: number; windowMs: number } } = {},
) {
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    apiKey: TEST_API_KEY,
    database,
    publicSiteUrl: "http://localhost:3000",
    contentCacheMs: options.contentCacheMs,
    rateLimit: options.rateLimit,
  });
  if (options.seed !== false) await seedDemoContent(app.db, SEED_DAY);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export const withKey = { "api-key": TEST_API_KEY };
