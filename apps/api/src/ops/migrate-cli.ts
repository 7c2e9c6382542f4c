import { mkdirSync } from "node:fs";
import { openDatabase } from "../db/client.ts";
import { readApiEnv } from "../env.ts";

/**
 * `npm run db:migrate` (in the image: `node dist/migrate.js`): applies the committed migrations and
 * exits, as the release step before new API instances start (docs/operations.md). The API applies
 * them at start too, under the same advisory lock, so this is a no-op when nothing is pending; run
 * first, it makes a failing migration stop the release instead of every new instance.
 */
async function main() {
  const env = readApiEnv();
  if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
  });
  const started = Date.now();
  try {
    await database.migrate();
    console.log(
      `Migrations applied on ${database.kind === "postgres" ? "PostgreSQL" : `the embedded database in ${env.DATA_DIR}`} in ${Date.now() - started} ms.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`The migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
