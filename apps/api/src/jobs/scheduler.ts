import type { FastifyBaseLogger } from "fastify";
import type { Leadership } from "./leader.ts";

export type JobOutcome = "ok" | "failed";

export interface JobScheduler {
  /**
   * Runs `run` every `everyMs` on the leading API process only (ADR 0033). A run that is still
   * going when the next is due is not overlapped; a failure is logged and counted, and the job
   * runs again next period. Jobs should be safe to run twice (a change of leader may overlap one
   * period). `everyMs` 0 or less registers nothing.
   */
  scheduleJob(name: string, everyMs: number, run: () => Promise<unknown>): void;
  /** Whether this process runs the jobs now. */
  isLeader(): boolean;
  /** Stops every timer (the app's onClose). */
  stop(): void;
}

export interface SchedulerOptions {
  leadership: Leadership;
  log: FastifyBaseLogger;
  /** Told of every finished run (metrics). */
  onRun?: (name: string, outcome: JobOutcome, seconds: number) => void;
}

export function createScheduler({ leadership, log, onRun }: SchedulerOptions): JobScheduler {
  const timers = new Set<NodeJS.Timeout>();
  const names = new Set<string>();
  return {
    scheduleJob(name, everyMs, run) {
      if (everyMs <= 0) return;
      if (names.has(name)) throw new Error(`A job named "${name}" is already scheduled`);
      names.add(name);
      let running = false;
      const timer = setInterval(() => {
        if (running || !leadership.isLeader()) return;
        running = true;
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
      }, everyMs);
      timer.unref();
      timers.add(timer);
    },
    isLeader: () => leadership.isLeader(),
    stop() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
    },
  };
}
