import fp from "fastify-plugin";
import { advisoryLockLeader, alwaysLeader, JOBS_LEADER_LOCK_ID } from "./leader.ts";
import { createScheduler, type JobScheduler } from "./scheduler.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Periodic work that must run once per period across all API processes: `app.jobs.scheduleJob(…)`. */
    jobs: JobScheduler;
  }
}

export interface JobsPluginOptions {
  /** How often the leader lock is checked and asked for, in ms (2 s by default). */
  leaderCheckMs?: number;
}

/**
 * The scheduled jobs' one leader (ADR 0033): on PostgreSQL an advisory lock decides it, so with
 * any number of API processes each job runs in one of them and moves to another when it stops;
 * on embedded PGlite the only process leads. A plugin registered after this one adds its job:
 *
 *   app.jobs.scheduleJob("retention-submissions", 24 * 60 * 60_000, () => removeExpired(app.db));
 *
 * The name labels its runs in /metrics (thalassa_job_runs_total) and its failures in the log.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const url = app.database.url;
    // The scheduler asks the leadership made below; the leadership tells it of each change.
    const jobs = createScheduler({
      leadership: { isLeader: () => leadership.isLeader(), close: async () => {} },
      log: app.log,
      onRun: (name, outcome, seconds) => app.metrics.jobRun(name, outcome, seconds),
    });
    const leadership = url
      ? advisoryLockLeader({
          databaseUrl: url,
          lockId: JOBS_LEADER_LOCK_ID,
          checkMs: options.leaderCheckMs ?? 2000,
          onChange: (leader) => {
            app.log.info(
              { leader },
              leader ? "leading the scheduled jobs" : "no longer leading the scheduled jobs",
            );
            jobs.leadershipChanged(leader);
          },
          onError: (error) => app.log.warn({ err: error }, "scheduled jobs' leader lock unreachable"),
        })
      : alwaysLeader();
    app.decorate("jobs", jobs);
    // Every job is registered once the app is ready: a leader since before then runs each once now.
    app.addHook("onReady", async () => jobs.catchUp());
    app.addHook("onClose", async () => {
      jobs.stop();
      await leadership.close();
    });
  },
  { name: "jobs", dependencies: ["db", "metrics"] },
);
