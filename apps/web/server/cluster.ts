import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import { AggregatorRegistry, type Registry } from "prom-client";
import type { WebEnv } from "../app/lib/env.server.ts";

/**
 * How many site processes this start runs (ADR 0042): SITE_WORKERS when set; otherwise one per core
 * for a production start and one for development and the demo start (`npm start`, tests, drills),
 * where the API and the load tools share the machine and one process keeps memory and logs small.
 */
export function siteWorkerCount(
  env: Pick<WebEnv, "SITE_WORKERS" | "NODE_ENV" | "DEMO_DEFAULTS">,
  cores = availableParallelism(),
): number {
  if (env.SITE_WORKERS !== undefined) return env.SITE_WORKERS;
  return env.NODE_ENV === "production" && !env.DEMO_DEFAULTS ? cores : 1;
}

/** A worker asks the primary for every worker's metrics added up; the primary answers with the text. */
const METRICS_MESSAGE = "thalassa:cluster-metrics";

interface MetricsMessage {
  type: typeof METRICS_MESSAGE;
  id: number;
  text?: string;
  error?: string;
}

function isMetricsMessage(message: unknown): message is MetricsMessage {
  return (message as MetricsMessage | null)?.type === METRICS_MESSAGE;
}

export interface PrimaryOptions {
  workers: number;
  log: Logger;
  /** How long workers get to finish their requests after SIGTERM before they are killed. */
  stopAfterMs: number;
}

/**
 * Runs the primary of a cluster: forks the workers, which share the listening port (the primary
 * accepts and hands each connection to a worker in turn); replaces a worker that dies after it
 * listened; on SIGTERM or SIGINT tells every worker to finish its requests and exits 0 once all
 * have. A worker that dies before it listens (a wrong setting, a missing build) stops the start
 * with exit code 1 instead of being forked again and again.
 */
export function runPrimary({ workers, log, stopAfterMs }: PrimaryOptions) {
  // One form-outcome cookie secret for every worker of this start (a visitor's next request may
  // reach another worker); COOKIE_SECRET, when set, is the same for all of them anyway.
  const workerEnv = { COOKIE_SECRET: process.env.COOKIE_SECRET || randomBytes(32).toString("base64url") };
  const aggregator = new AggregatorRegistry();
  const listening = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;

  const answerMetrics = async (worker: Worker, message: MetricsMessage) => {
    const reply: MetricsMessage = { type: METRICS_MESSAGE, id: message.id };
    try {
      reply.text = await aggregator.clusterMetrics();
    } catch (error) {
      reply.error = error instanceof Error ? error.message : String(error);
    }
    if (worker.isConnected()) worker.send(reply);
  };

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    worker.on("listening", () => listening.add(worker));
    worker.on("message", (message: unknown) => {
      if (isMetricsMessage(message)) void answerMetrics(worker, message);
    });
    return worker;
  };

  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    const running = alive();
    if (!running.length) process.exit(exitCode);
    for (const worker of running) worker.process.kill("SIGTERM");
    // A worker stuck past its own deadline is not waited for.
    setTimeout(() => {
      for (const worker of alive()) worker.process.kill("SIGKILL");
    }, stopAfterMs).unref();
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code !== 0 && signal !== "SIGTERM") exitCode = 1;
      if (!alive().length) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!listening.has(worker)) {
      log.error(`A site worker stopped (${how}) before it listened; stopping the site.`);
      stop(1);
      return;
    }
    log.error(`A site worker stopped (${how}); starting another.`);
    fork();
  });

  // Ctrl-C in a terminal reaches the workers too; they leave stopping to the primary (serveInWorker).
  process.on("SIGTERM", () => stop(0));
  process.on("SIGINT", () => stop(0));
  for (let i = 0; i < workers; i++) fork();
  log.info(`Site primary ${process.pid} started ${workers} workers.`);
}

/**
 * In a worker: this worker's registry joins the primary's sum, and the returned function gives the
 * sum of every worker's metrics (GET /metrics answers the same whichever worker serves it).
 */
export function clusterMetricsText(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing it in a worker installs the listener that answers the primary's requests.
  new AggregatorRegistry();
  let next = 0;
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  process.on("message", (message: unknown) => {
    if (!isMetricsMessage(message)) return;
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.text !== undefined) pending.resolve(message.text);
    else pending.reject(new Error(message.error ?? "the primary sent no metrics"));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      process.send?.({ type: METRICS_MESSAGE, id } satisfies MetricsMessage);
    });
}

/**
 * In a worker, SIGINT (a terminal's Ctrl-C reaches the whole process group) is left to the
 * primary, which answers it with SIGTERM to each worker: a second signal would cut the worker's
 * graceful close short.
 */
export function leaveSigintToPrimary() {
  process.on("SIGINT", () => {});
}
