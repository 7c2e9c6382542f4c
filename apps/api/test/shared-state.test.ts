import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { rateLimitHits, websites } from "../src/db/schema.ts";
import { removeExpiredRateLimits } from "../src/plugins/rate-limit-store.ts";
import { buildTestApp, createTestDatabase, type TestApp, withKey } from "./helpers.ts";

/**
 * Several API processes on one PostgreSQL (ADR 0033): each app here has its own pool, its own
 * LISTEN connection and its own leader-lock session, as separate processes would. These need a
 * real server: run with TEST_DATABASE_URL (npm test does, in its PostgreSQL pass). On embedded
 * PGlite there is only ever one process, so there is nothing shared to test.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** Two apps on one fresh database, each with its own connections. */
async function twoProcesses(options: Parameters<typeof buildTestApp>[0] = {}): Promise<[TestApp, TestApp]> {
  const created = await createTestDatabase();
  cleanups.push(created.drop);
  const second: Database = openDatabase({ databaseUrl: created.database.url });
  cleanups.push(() => second.close());
  const a = await buildTestApp({ ...options, database: created.database });
  cleanups.push(() => a.app.close());
  const b = await buildTestApp({ ...options, database: second, seed: false });
  cleanups.push(() => b.app.close());
  return [a.app, b.app];
}

/** Polls `condition` until it holds (or the test's timeout ends it). */
async function until(condition: () => boolean | Promise<boolean>, everyMs = 25) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}

function subscribe(app: TestApp, visitor: string) {
  return app.inject({
    method: "POST",
    url: `${API_PREFIX}/newsletter-subscription`,
    remoteAddress: "127.0.0.1",
    headers: { ...withKey, "x-forwarded-for": visitor },
    payload: { email: `${Math.random().toString(36).slice(2)}@b.test`, terms_and_conditions: true },
  });
}

describe.runIf(onPostgres)("shared state across API processes on PostgreSQL", () => {
  it("counts one rate limit across two processes instead of one each", async () => {
    const [a, b] = await twoProcesses({ rateLimit: { max: 2, windowMs: 60_000 } });
    expect((await subscribe(a, "203.0.113.20")).statusCode).toBe(201);
    expect((await subscribe(b, "203.0.113.20")).statusCode).toBe(201);
    const refused = await subscribe(a, "203.0.113.20");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests: you have sent 2 in a short time\./);
    expect((await subscribe(b, "203.0.113.20")).statusCode).toBe(429);
    // Another visitor has a count of its own.
    expect((await subscribe(b, "203.0.113.21")).statusCode).toBe(201);
    const [row] = await a.db.select().from(rateLimitHits).where(eq(rateLimitHits.hits, 4));
    expect(row?.key).toContain("203.0.113.20");
  });

  it("removes counts whose window has ended", async () => {
    const [a] = await twoProcesses();
    await a.db.insert(rateLimitHits).values([
      { key: "old", hits: 3, resetsAt: new Date(Date.now() - 60_000) },
      { key: "current", hits: 1, resetsAt: new Date(Date.now() + 60_000) },
    ]);
    await removeExpiredRateLimits(a.db);
    expect((await a.db.select().from(rateLimitHits)).map((r) => r.key)).toEqual(["current"]);
  });

  it("runs a scheduled job in one process only, and in the other once the first stops", async () => {
    const [a, b] = await twoProcesses({ leaderCheckMs: 50 });
    const runs = { a: 0, b: 0 };
    a.jobs.scheduleJob("test-job", 20, async () => void runs.a++);
    b.jobs.scheduleJob("test-job", 20, async () => void runs.b++);
    await until(() => runs.a + runs.b >= 10);
    // Whichever won the lock runs it; the other has not run it once.
    const [leader, follower] = runs.a > 0 ? ([a, b] as const) : ([b, a] as const);
    expect(Math.min(runs.a, runs.b)).toBe(0);
    expect(leader.jobs.isLeader()).toBe(true);
    expect(follower.jobs.isLeader()).toBe(false);

    const followerRuns = () => (leader === a ? runs.b : runs.a);
    await leader.close();
    await until(() => followerRuns() >= 3);
    expect(follower.jobs.isLeader()).toBe(true);
  });

  it("runs a daily job once in the leader at start, and in the other as soon as it takes over", async () => {
    const [a, b] = await twoProcesses({ leaderCheckMs: 50 });
    const runs = { a: 0, b: 0 };
    a.jobs.scheduleJob("daily", 24 * 60 * 60_000, async () => void runs.a++);
    b.jobs.scheduleJob("daily", 24 * 60 * 60_000, async () => void runs.b++);
    await Promise.all([a.ready(), b.ready()]);
    await until(() => runs.a + runs.b === 1);
    const [leader, follower] = runs.a === 1 ? ([a, b] as const) : ([b, a] as const);
    await leader.close();
    await until(() => runs.a + runs.b === 2);
    expect(follower.jobs.isLeader()).toBe(true);
  });

  it("counts gift-card reconciliation runs in the leading process only", async () => {
    const [a, b] = await twoProcesses({ leaderCheckMs: 50, payments: { reconcileMs: 20 } });
    const runsOf = async (app: TestApp) => {
      const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
      const line = text
        .split("\n")
        .find((l) => l.startsWith('thalassa_job_runs_total{job="gift-card-reconciliation",outcome="ok"}'));
      return Number(line?.split(" ").at(-1) ?? 0);
    };
    await until(async () => (await runsOf(a)) + (await runsOf(b)) >= 3);
    expect(Math.min(await runsOf(a), await runsOf(b))).toBe(0);
  });

  it("tells every process of a content change, which forgets its cached reads", async () => {
    const [a, b] = await twoProcesses({ contentCacheMs: 60_000 });
    const read = () => b.inject({ method: "GET", url: `${API_PREFIX}/website/2`, headers: withKey });
    await read();
    expect((await read()).headers["x-content-cache"]).toBe("hit");
    const before = b.contentChanges.version();

    await a.db.update(websites).set({ name: "Renamed elsewhere" }).where(eq(websites.id, 2));
    await a.contentChanges.announce();

    await until(() => b.contentChanges.version() !== before);
    const after = await read();
    expect(after.headers["x-content-cache"]).toBeUndefined();
    expect(after.json().data.name).toBe("Renamed elsewhere");
    const polled = await b.inject({ method: "GET", url: `${API_PREFIX}/content-version`, headers: withKey });
    expect(polled.json()).toEqual({ version: a.contentChanges.version() });
  });
});
