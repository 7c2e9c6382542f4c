import fp from "fastify-plugin";
import { type Database, type Db, openDatabase } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An already opened database (tests share one across app instances). */
  database?: Database;
}

/** Opens the database, applies migrations (a failure stops the start) and closes it on shutdown. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const database = options.database ?? openDatabase(options);
    await database.migrate();
    app.decorate("database", database);
    app.decorate("db", database.db);
    if (!options.database) app.addHook("onClose", () => database.close());
  },
  { name: "db" },
);
