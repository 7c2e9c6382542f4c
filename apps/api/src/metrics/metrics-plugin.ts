import { type MetricsAccess, metricsRefusal } from "@thalassa/contract/metrics-access";
import { and, count, gte, inArray, isNull, lt, min } from "drizzle-orm";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { BlobStore } from "../blobs/blob-store.ts";
import type { Db } from "../db/client.ts";
import { giftCardOrders, mailQueue } from "../db/schema.ts";
import { MAX_MAIL_ATTEMPTS } from "../mail/delivery.ts";
import { lastBackup } from "../ops/backup-record.ts";

declare module "fastify" {
  interface FastifyInstance {
    metrics: {
      registry: Registry;
      jobRun(name: string, outcome: "ok" | "failed", seconds: number): void;
      mailDelivered(sent: number, failed: number): void;
    };
  }
}

export interface MetricsOptions {
  /** Who may read GET /metrics (ADR 0033). */
  access: MetricsAccess;
}

/** Seconds since a moment, or 0 without one (an empty queue is not late). */
const secondsSince = (moment: Date | string | null | undefined) =>
  moment ? Math.max(0, (Date.now() - new Date(moment).getTime()) / 1000) : 0;

/** Rows read at scrape time: the queue and the orders are shared by every process, so any one reports them. */
function databaseGauges(registry: Registry, db: Db) {
  new Gauge({
    name: "thalassa_mail_queue_depth",
    help: "Mail waiting to be delivered (not yet sent, attempts left), across all API processes",
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ n: count() })
        .from(mailQueue)
        .where(and(isNull(mailQueue.sentAt), lt(mailQueue.attempts, MAX_MAIL_ATTEMPTS)));
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: "thalassa_mail_given_up",
    help: "Mail never delivered after every attempt (needs a look)",
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ n: count() })
        .from(mailQueue)
        .where(and(isNull(mailQueue.sentAt), gte(mailQueue.attempts, MAX_MAIL_ATTEMPTS)));
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: "thalassa_mail_queue_oldest_age_seconds",
    help: "Age of the oldest mail still waiting to be delivered (0 when none waits): the SMTP relay is down when it grows",
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ oldest: min(mailQueue.createdAt) })
        .from(mailQueue)
        .where(and(isNull(mailQueue.sentAt), lt(mailQueue.attempts, MAX_MAIL_ATTEMPTS)));
      this.set(secondsSince(row?.oldest));
    },
  });
  new Gauge({
    name: "thalassa_gift_card_pending_oldest_age_seconds",
    help: "Age of the oldest gift card order not yet paid, declined or cancelled (0 when none): callbacks or reconciliation stopped when it grows",
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ oldest: min(giftCardOrders.createdAt) })
        .from(giftCardOrders)
        .where(inArray(giftCardOrders.status, ["pending", "registered"]));
      this.set(secondsSince(row?.oldest));
    },
  });
  new Gauge({
    name: "thalassa_gift_card_orders",
    help: "Gift card orders by state",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      const rows = await db
        .select({ status: giftCardOrders.status, n: count() })
        .from(giftCardOrders)
        .groupBy(giftCardOrders.status);
      this.reset();
      for (const state of ["pending", "registered", "paid", "declined", "cancelled", "failed"])
        this.set({ state }, 0);
      for (const row of rows) this.set({ state: row.status }, row.n);
    },
  });
}

/**
 * Prometheus metrics of this API process at GET /metrics: request rate and latency by route,
 * scheduled job runs (gift-card reconciliation), mail deliveries, and, read from the database
 * when scraped, the mail queue and gift card orders by state. Each app has its own registry.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: "thalassa_http_requests_total",
      help: "HTTP requests answered, by method, route and status",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    });
    const latency = new Histogram({
      name: "thalassa_http_request_duration_seconds",
      help: "Time to answer, by method and route",
      labelNames: ["method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const jobRuns = new Counter({
      name: "thalassa_job_runs_total",
      help: "Scheduled job runs in this process, by job and outcome (gift-card-reconciliation, …)",
      labelNames: ["job", "outcome"],
      registers: [registry],
    });
    const jobSeconds = new Histogram({
      name: "thalassa_job_duration_seconds",
      help: "Scheduled job run time",
      labelNames: ["job"],
      registers: [registry],
    });
    new Gauge({
      name: "thalassa_jobs_leader",
      help: "1 when this process runs the scheduled jobs",
      registers: [registry],
      collect() {
        this.set(app.hasDecorator("jobs") && app.jobs.isLeader() ? 1 : 0);
      },
    });
    const mail = new Counter({
      name: "thalassa_mail_deliveries_total",
      help: "Mail delivery attempts in this process, by outcome",
      labelNames: ["outcome"],
      registers: [registry],
    });
    databaseGauges(registry, app.db);
    new Gauge({
      name: "thalassa_backup_last_success_timestamp_seconds",
      help: "When the last backup finished (Unix time), from the file store's record; 0 when none is on record",
      registers: [registry],
      async collect() {
        // The blob store is opened after this plugin; a scrape before it is ready reports nothing yet.
        const blobs = app.hasDecorator("blobs") ? (app.blobs as BlobStore) : undefined;
        if (!blobs) return;
        try {
          const record = await lastBackup(blobs);
          this.set(record ? Date.parse(record.finishedAt) / 1000 : 0);
        } catch (error) {
          // The bucket unreachable for a moment: the last value read stands.
          app.log.warn({ err: error }, "metrics: the last backup's record could not be read");
        }
      },
    });

    app.decorate("metrics", {
      registry,
      jobRun(name, outcome, seconds) {
        jobRuns.inc({ job: name, outcome });
        jobSeconds.observe({ job: name }, seconds);
      },
      mailDelivered(sent, failed) {
        if (sent) mail.inc({ outcome: "sent" }, sent);
        if (failed) mail.inc({ outcome: "failed" }, failed);
      },
    });

    app.addHook("onResponse", async (request, reply) => {
      // The route's pattern, not the path: /api/v1/posts/:id is one series, whatever the id.
      const route = request.routeOptions.url ?? "unmatched";
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      const refusal = metricsRefusal(options.access, request.headers.authorization);
      if (refusal) return reply.code(refusal.status).send({ message: refusal.message });
      reply.header("content-type", registry.contentType).header("cache-control", "no-store");
      return registry.metrics();
    });
  },
  { name: "metrics", dependencies: ["db"] },
);
