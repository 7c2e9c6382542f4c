import type { FastifyInstance } from "fastify";

const HOUR_MS = 3_600_000;

/**
 * The retention run as a scheduled job (ADR 0033): every `everyHours` (a day by default), in the
 * one API process that leads the scheduled jobs, and once when a process starts leading, so a day
 * of restarts does not skip it. Every rule deletes by date, so a run soon after another finds
 * nothing more to do.
 */
export function scheduleRetention(
  app: FastifyInstance,
  everyHours: number,
  run: (now: Date) => Promise<unknown>,
): void {
  if (everyHours <= 0) return;
  app.jobs.scheduleJob("personal-data-retention", everyHours * HOUR_MS, async () => {
    const report = await run(new Date());
    app.log.info({ report }, "personal data retention run");
  });
}
