import type { FastifyInstance } from "fastify";

const HOUR_MS = 3_600_000;

/**
 * The one place the retention run is scheduled: every `everyHours` (a day by default) in this
 * process, first shortly after start. Several instances may each run it; every rule deletes by
 * date, so a second run at once finds nothing more to do. A scheduler that picks one instance
 * replaces this function alone.
 */
export function scheduleRetention(
  app: FastifyInstance,
  everyHours: number,
  run: (now: Date) => Promise<unknown>,
): void {
  if (everyHours <= 0) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run(new Date())
      .then((report) => app.log.info({ report }, "personal data retention run"))
      .catch((error: unknown) => app.log.error({ err: error }, "personal data retention run failed"))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, everyHours * HOUR_MS);
  first.unref();
  timer.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
