import type { FastifyBaseLogger } from "fastify";
import type { Leadership } from "./leader.ts";

export type JobOutcome = "ok" | "failed";

export interface JobScheduler {
  /**
   * Runs `run` on the leading API process only (ADR 0033): once when it starts leading (at start,
   * or when it takes over), then every `everyMs`, so a daily job still runs when processes are
   * restarted more often than daily. A run still going when the next is due is not overlapped; a
   * failure is logged and counted, and the job runs again next period. Jobs should be safe to run
   * twice (a change of leader may overlap one period). `everyMs` 0 or less registers nothing.
   */
  scheduleJob(name: string, everyMs: number, run: () => Promise<unknown>): void;
  /** Whether this process runs the jobs now. */
  isLeader(): boolean;
  /** This process now leads (or no longer does): a new term runs each job once at its start. */
  leadershipChanged(leader: boolean): void;
  /** Runs each job not yet run in this term (the app is ready: every job is registered). */
  catchUp(): void;
  /** Stops every timer (the app's onClose). */
  stop(): void;
}

export interface SchedulerOptions {
  leadership: Leadership;
  log: FastifyBaseLogger;
  /** Told of every finished run (metrics). */
  onRun?: (name: string, outcome: JobOutcome, seconds: number) => void;
}

interface Job {
  tick(): void;
  ranThisTerm: boolean;
}

export function createScheduler({ leadership, log, onRun }: SchedulerOptions): JobScheduler {
  const timers = new Set<NodeJS.Timeout>();
  const jobs = new Map<string, Job>();
  let stopped = false;
  // Set once the app is ready: a job registered later runs at once when this process leads.
  let started = false;
  const catchUp = () => {
    started = true;
    for (const job of jobs.values()) if (!job.ranThisTerm) job.tick();
  };
  return {
    scheduleJob(name, everyMs, run) {
      if (everyMs <= 0) return;
      if (jobs.has(name)) throw new Error(`A job named "${name}" is already scheduled`);
      let running = false;
      const job: Job = {
        ranThisTerm: false,
        tick() {
          if (stopped || running || !leadership.isLeader()) return;
          running = true;
          job.ranThisTerm = true;
          const started = performance.now();
          run()
            .then(() => onRun?.(name, "ok", (performance.now() - started) / 1000))
            .catch((error: unknown) => {
              onRun?.(name, "failed", (performance.now() - started) / 1000);
              log.error({ err: error, job: name }, "scheduled job failed");
            })
            .finally(() => {
              running = false;
            });
        },
      };
      jobs.set(name, job);
      const timer = setInterval(job.tick, everyMs);
      timer.unref();
      timers.add(timer);
      if (started) job.tick();
    },
    isLeader: () => leadership.isLeader(),
    leadershipChanged(leader) {
      for (const job of jobs.values()) job.ranThisTerm = false;
      if (leader) catchUp();
    },
    catchUp,
    stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
    },
  };
}
