/**
 * postgres.js 3.4.9 can schedule a socket write (setImmediate) that runs after the connection
 * closed, and then throws from the timer — outside any query, so nothing can catch it and the
 * process dies. It happens when PostgreSQL restarts under load (drills/failing-parts.mjs, part b).
 * By then the driver has already rejected the affected query with CONNECTION_CLOSED, so the write
 * is moot: the upstream fixes (porsager/postgres#1154, PR #1176) simply skip it. Until a release
 * has the guard, the API recognises exactly this error and carries on.
 */
export function isDriverCloseRace(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    error.message === "Cannot read properties of null (reading 'write')" &&
    /postgres[/\\]src[/\\]connection\.js/.test(error.stack ?? "") &&
    /\bnextWrite\b/.test(error.stack ?? "")
  );
}

/** Keeps the process alive through that one driver error; any other uncaught error still ends it. */
export function surviveDriverCloseRace(log: (message: string) => void) {
  process.on("uncaughtException", (error) => {
    if (isDriverCloseRace(error)) {
      log("database connection closed while a write was queued; the query already failed");
      return;
    }
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
