import { mkdirSync } from "node:fs";
import { openDatabase } from "../db/client.ts";
import { readApiEnv } from "../env.ts";
import { writeCatalogueStamp } from "./catalogue-stamp.ts";
import { resetDemoContent } from "./seed.ts";

/**
 * `npm run demo:reset`: seeds the demo content again from apps/api/catalogue, on a local database
 * that was seeded from an older catalogue. Staff accounts, uploads and submissions are kept.
 * Run with the site stopped (the embedded database opens in one process at a time).
 */
async function main() {
  const env = readApiEnv();
  // A site's real content lives in PostgreSQL: this command never replaces it.
  if (env.DATABASE_URL) {
    console.error(
      "npm run demo:reset seeds the embedded local database only; DATABASE_URL is set, nothing was changed.",
    );
    process.exitCode = 1;
    return;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const database = openDatabase({ dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    await resetDemoContent(database.db);
    writeCatalogueStamp(env.DATA_DIR);
    console.log(
      `The demo content in ${env.DATA_DIR} is seeded again from apps/api/catalogue; staff accounts are kept.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`The demo reset failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
