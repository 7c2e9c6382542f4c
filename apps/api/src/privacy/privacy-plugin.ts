import { defaultRetentionPeriods, type RetentionPeriods } from "@thalassa/contract/privacy";
import fp from "fastify-plugin";
import { type RetentionReport, runRetention } from "./retention.ts";
import { scheduleRetention } from "./retention-timer.ts";

declare module "fastify" {
  interface FastifyInstance {
    privacy: {
      periods: RetentionPeriods;
      /** Deletes what is past its period as of `now` (ADR 0034). */
      runRetention: (now: Date) => Promise<RetentionReport>;
    };
  }
}

export interface PrivacyOptions {
  /** Retention periods; the privacy policy's by default. */
  periods?: RetentionPeriods;
  /** How often retention runs, in hours; 0 or unset: never by itself (tests call runRetention). */
  runEveryHours?: number;
}

export const privacyPlugin = fp<PrivacyOptions & { outboxDir?: string }>(
  async (app, options) => {
    const periods = options.periods ?? defaultRetentionPeriods;
    const deps = { db: app.db, blobs: app.blobs, periods, outboxDir: options.outboxDir };
    const run = (now: Date) => runRetention(deps, now);
    app.decorate("privacy", { periods, runRetention: run });
    scheduleRetention(app, options.runEveryHours ?? 0, run);
  },
  { name: "privacy", dependencies: ["db", "blobs", "jobs"] },
);
