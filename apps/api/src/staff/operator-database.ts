import { mkdirSync } from "node:fs";
import { openDatabase } from "../db/client.ts";
import type { readApiEnv } from "../env.ts";

/**
 * The database for an operator's command (invite the first owner, reset a second factor), from
 * the same settings as the API: DATABASE_URL, else the embedded database in DATA_DIR. Exits with
 * a sentence when the embedded database is held by a running API, which one process can open.
 */
export async function openOperatorDatabase(env: ReturnType<typeof readApiEnv>) {
  if (!env.DATABASE_URL) {
    const running = await fetch(`http://${env.API_HOST}:${env.API_PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (running) {
      console.error(
        `The API is running on port ${env.API_PORT} with the embedded database, which one process can open at a time. Stop it (Ctrl-C in npm start), run this again, then start it.`,
      );
      process.exit(1);
    }
    mkdirSync(env.DATA_DIR, { recursive: true });
  }
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
  });
  await database.migrate();
  return database;
}

type OperatorDatabase = Awaited<ReturnType<typeof openOperatorDatabase>>;

/**
 * Runs an operator's command on the database and closes it: a refusal the command expects (an
 * address already invited, an unknown account) is its sentence and exit code 1, anything else
 * its stack and exit code 1.
 */
export function runOperatorCommand(
  env: ReturnType<typeof readApiEnv>,
  refusal: new (...args: never[]) => Error,
  work: (database: OperatorDatabase) => Promise<void>,
) {
  const run = async () => {
    const database = await openOperatorDatabase(env);
    try {
      await work(database);
    } catch (error) {
      if (error instanceof refusal) {
        console.error(error.message);
        process.exitCode = 1;
      } else throw error;
    } finally {
      await database.close();
    }
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
