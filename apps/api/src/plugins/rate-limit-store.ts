import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitHits } from "../db/schema.ts";

type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, answer?: Answer) => void;

/** At run time `child` is given the route's merged limit settings, the route itself in `routeInfo`. */
type ChildOptions = { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * Request counts in PostgreSQL, so every API process behind a load balancer counts against one
 * limit (ADR 0033) instead of each allowing the whole limit. One statement per request: an upsert
 * that starts a fixed window or adds one to the running one, and answers the count and what is
 * left of the window. Rows are keyed by route and client, like the in-process store's per-route
 * children; expired rows are removed by `removeExpiredRateLimits` (a scheduled job).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const run = async (query: ReturnType<typeof sql>): Promise<Answer | undefined> => {
    // The store is only used on PostgreSQL (postgres-js answers an array of rows).
    const rows = (await db.execute(query)) as unknown as { hits: number; ttl: string | number }[];
    const row = rows[0];
    return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : undefined;
  };
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(scope?: unknown) {
      this.scope = typeof scope === "string" ? scope : "";
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const id = `${this.scope}|${key}`;
      run(sql`
        insert into rate_limit_hits as h (key, hits, resets_at)
        values (${id}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
        on conflict (key) do update set
          hits = case when h.resets_at <= now() then 1 else h.hits + 1 end,
          resets_at = case when h.resets_at <= now() then excluded.resets_at else h.resets_at end
        returning hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::bigint as ttl`)
        .then((answer) => callback(null, answer ?? { current: 1, ttl: timeWindow }))
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback) {
      const id = `${this.scope}|${key}`;
      run(sql`
        select hits, greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::bigint as ttl
        from rate_limit_hits where key = ${id} and resets_at > now()`)
        .then((answer) => callback(null, answer ?? { current: 0, ttl: 0 }))
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: object) {
      const { method, url } = (routeOptions as ChildOptions).routeInfo ?? {};
      return new PostgresRateLimitStore(url ? `${String(method)} ${String(url)}` : this.scope);
    }
  };
}

/** Deletes counts whose window has ended; the upsert restarts them anyway, this only keeps the table small. */
export async function removeExpiredRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, sql`now()`));
}
