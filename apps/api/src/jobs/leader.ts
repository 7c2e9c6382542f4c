import postgres from "postgres";

/**
 * Who runs the scheduled jobs (ADR 0033). Every API process asks; exactly one is told yes at a
 * time, so a job meant to run once per period (gift-card reconciliation, retention) is not run
 * once per process.
 */
export interface Leadership {
  isLeader(): boolean;
  close(): Promise<void>;
}

/** Embedded PGlite means one process: it always leads. */
export function alwaysLeader(): Leadership {
  return { isLeader: () => true, close: async () => {} };
}

export interface AdvisoryLeaderOptions {
  databaseUrl: string;
  /** The advisory lock's key; every process of one installation uses the same. */
  lockId: number;
  /** How often the lock is checked and, when not held, asked for again, in ms. */
  checkMs: number;
  onChange?: (leader: boolean) => void;
  onError?: (error: unknown) => void;
}

/** The key of the jobs' leader lock (migrations use 72_410_001, the demo seed 72_410_002). */
export const JOBS_LEADER_LOCK_ID = 72_410_003;

/**
 * Leadership by a session-level PostgreSQL advisory lock on a connection of its own: the lock
 * lives as long as that session, so when the leading process dies (or its connection does) the
 * server releases it and another process takes it at its next check. Each check asks whether this
 * session still holds the lock and, if not, tries to take it, in one statement: a connection the
 * driver silently re-opened is a new session and is seen not to hold it.
 */
export function advisoryLockLeader(options: AdvisoryLeaderOptions): Leadership {
  const sql = postgres(options.databaseUrl, {
    max: 1,
    idle_timeout: 0,
    connect_timeout: 5,
    onnotice: () => {},
    connection: { application_name: "thalassa-jobs-leader" },
  });
  let leader = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const set = (next: boolean) => {
    if (next === leader) return;
    leader = next;
    options.onChange?.(next);
  };

  const check = async () => {
    try {
      const [row] = await sql<{ leader: boolean }[]>`
        select case
          when exists (
            select 1 from pg_locks
            where locktype = 'advisory' and classid = 0 and objid = ${options.lockId}
              and objsubid = 1 and granted and pid = pg_backend_pid()
          ) then true
          else pg_try_advisory_lock(${options.lockId})
        end as leader`;
      if (!closed) set(Boolean(row?.leader));
    } catch (error) {
      // The session (and with it the lock, if held) is gone or unreachable: stop leading now.
      set(false);
      if (!closed) options.onError?.(error);
    }
  };

  const loop = async () => {
    await check();
    if (!closed) timer = setTimeout(loop, options.checkMs);
  };
  void loop();

  return {
    isLeader: () => leader && !closed,
    async close() {
      closed = true;
      clearTimeout(timer);
      set(false);
      // Ending the session releases the lock at once for the next process.
      await sql.end({ timeout: 2 });
    },
  };
}
