import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import type { Leadership } from "../src/jobs/leader.ts";
import { createScheduler } from "../src/jobs/scheduler.ts";

/** Leadership as the test says (the lock itself is tested against PostgreSQL in shared-state.test.ts). */
function givenLeadership(leader: boolean) {
  const state = { leader };
  const leadership: Leadership = { isLeader: () => state.leader, close: async () => {} };
  return { state, leadership };
}

const DAY = 24 * 60 * 60_000;
/** Failures are counted through onRun here; the log line itself is not under test. */
const quietLog = { error: () => {} } as unknown as FastifyBaseLogger;

describe("scheduled jobs", () => {
  it("run once when a term of leadership starts, not again until the period, and never on a follower", async () => {
    const { state, leadership } = givenLeadership(true);
    const outcomes: string[] = [];
    const scheduler = createScheduler({
      leadership,
      log: quietLog,
      onRun: (name, outcome) => outcomes.push(`${name} ${outcome}`),
    });
    let runs = 0;
    scheduler.scheduleJob("daily", DAY, async () => void runs++);
    try {
      scheduler.catchUp();
      await expect.poll(() => outcomes).toEqual(["daily ok"]);
      scheduler.catchUp();
      expect(runs).toBe(1);

      // Another process took over, then this one leads again: a new term runs it once more.
      state.leader = false;
      scheduler.leadershipChanged(false);
      scheduler.catchUp();
      expect(runs).toBe(1);
      state.leader = true;
      scheduler.leadershipChanged(true);
      await expect.poll(() => runs).toBe(2);
    } finally {
      scheduler.stop();
    }
  });

  it("counts and logs a failed run, and refuses a second job of the same name", async () => {
    const { leadership } = givenLeadership(true);
    const outcomes: string[] = [];
    const scheduler = createScheduler({
      leadership,
      log: quietLog,
      onRun: (name, outcome) => outcomes.push(`${name} ${outcome}`),
    });
    scheduler.scheduleJob("broken", DAY, async () => {
      throw new Error("the bank did not answer");
    });
    try {
      scheduler.catchUp();
      await expect.poll(() => outcomes).toEqual(["broken failed"]);
      expect(() => scheduler.scheduleJob("broken", DAY, async () => {})).toThrow(/already scheduled/);
    } finally {
      scheduler.stop();
    }
  });
});
