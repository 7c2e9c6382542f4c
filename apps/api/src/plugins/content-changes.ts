import { sql } from "drizzle-orm";
import fp from "fastify-plugin";
import postgres from "postgres";
import type { Db } from "../db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    contentChanges: ContentChanges;
  }
}

export interface ContentChanges {
  /** The content version this process knows; it changes with every content write anywhere. */
  version(): string;
  /** After a content write: raise the version and tell every API process (and, through them, the sites). */
  announce(): Promise<void>;
  /** Called in this process whenever the version changes (the content read cache forgets its answers). */
  onChange(listener: () => void): void;
}

/** The NOTIFY channel every API process LISTENs on. */
export const CONTENT_CHANNEL = "thalassa_content_changed";

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => {
  const r = result as Rows<T>;
  return Array.isArray(r) ? r : r.rows;
};

async function raiseVersion(db: Db): Promise<string> {
  const [row] = rowsOf<{ v: string | number }>(
    await db.execute(
      sql`select pg_notify(${CONTENT_CHANNEL}, nextval('content_version')::text), currval('content_version') as v`,
    ),
  );
  return String(row?.v);
}

async function readVersion(db: Db): Promise<string> {
  const [row] = rowsOf<{ v: string | number }>(
    await db.execute(
      // Before the first nextval the sequence shows its start value without having given it.
      sql`select case when is_called then last_value else 0 end as v from content_version`,
    ),
  );
  return String(row?.v);
}

/**
 * Content invalidation across processes (ADR 0033). The version is a PostgreSQL sequence every
 * content write raises; the same statement NOTIFYs it, and every API process LISTENs on a
 * connection of its own, so each one's content read cache forgets its answers within
 * milliseconds of the commit. The sites poll GET /api/v1/content-version (answered from memory
 * here) and forget their pages when it changes. When the LISTEN connection is re-opened after a
 * loss, the version is read again, so a change made meanwhile is not missed.
 */
export const contentChangesPlugin = fp(
  async (app) => {
    const listeners: (() => void)[] = [];
    let known = await readVersion(app.db);
    // Forward only: this process's own answer and the NOTIFYs of others may arrive in either order.
    const learn = (version: string) => {
      if (!/^\d+$/.test(version) || BigInt(version) <= BigInt(known)) return;
      known = version;
      for (const listener of listeners) listener();
    };

    const url = app.database.url;
    if (url) {
      const listenClient = postgres(url, {
        max: 1,
        idle_timeout: 0,
        onnotice: () => {},
        connection: { application_name: "thalassa-content-listener" },
      });
      await listenClient.listen(
        CONTENT_CHANNEL,
        (payload) => learn(payload),
        () => {
          // (Re)connected: changes made while the connection was down were not heard.
          readVersion(app.db)
            .then(learn)
            .catch((error: unknown) => app.log.warn({ err: error }, "content version unreadable"));
        },
      );
      app.addHook("onClose", async () => {
        await listenClient.end({ timeout: 2 });
      });
    }

    app.decorate("contentChanges", {
      version: () => known,
      async announce() {
        try {
          // Learnt here at once too: this process's next read must not wait for its own NOTIFY.
          learn(await raiseVersion(app.db));
        } catch (error) {
          // The write is committed; other processes catch up within their cache times.
          app.log.error({ err: error }, "content change not announced");
        }
      },
      onChange(listener) {
        listeners.push(listener);
      },
    } satisfies ContentChanges);
  },
  { name: "content-changes", dependencies: ["db"] },
);
