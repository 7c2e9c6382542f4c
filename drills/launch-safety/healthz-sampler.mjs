// Samples GET /healthz on each server every SAMPLE_EVERY_MS from a worker thread, so the drill's
// own work (building 8 MB bodies, a 14 MB image) never delays a sample. Each sample has a deadline
// (a failure = not 200, or no answer within it); beside them one probe per server waits without a
// deadline, one request at a time, so the longest stall is measured whole, not cut at the deadline.
import { Agent, request } from "node:http";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

export const SAMPLE_EVERY_MS = 25;
export const SAMPLE_DEADLINE_MS = 2000;
/** A probe gives up after this long: the drill must end even if a server never answers. */
const PROBE_LIMIT_MS = 120_000;

/** One GET /healthz on a keep-alive agent: { ok, ms } (ms until the answer, or until given up). */
function getHealthz(agent, url, deadlineMs) {
  return new Promise((resolve) => {
    const started = performance.now();
    let done = false;
    const finish = (ok) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ok, ms: performance.now() - started });
    };
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => finish(res.statusCode === 200));
      res.on("error", () => finish(false));
    });
    const timer = setTimeout(() => {
      finish(false);
      req.destroy();
    }, deadlineMs);
    req.on("error", () => finish(false));
    req.end();
  });
}

function runWorker({ targets }) {
  // Samples as flat rows: [target index, started at (epoch ms), latency ms, ok 1/0, probe 1/0].
  const rows = [];
  const inFlight = new Set();
  const agents = targets.map(() => new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY }));
  const probeAgents = targets.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  let stopping = false;
  const track = (promise) => {
    inFlight.add(promise);
    promise.finally(() => inFlight.delete(promise));
  };
  const tick = setInterval(() => {
    targets.forEach((target, index) => {
      const at = Date.now();
      track(
        getHealthz(agents[index], target.url, SAMPLE_DEADLINE_MS).then(({ ok, ms }) => {
          rows.push([index, at, ms, ok ? 1 : 0, 0]);
        }),
      );
    });
  }, SAMPLE_EVERY_MS);
  const probes = targets.map(async (target, index) => {
    while (!stopping) {
      const at = Date.now();
      const { ok, ms } = await getHealthz(probeAgents[index], target.url, PROBE_LIMIT_MS);
      rows.push([index, at, ms, ok ? 1 : 0, 1]);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  });
  parentPort.on("message", async (message) => {
    if (message !== "stop") return;
    stopping = true;
    clearInterval(tick);
    await Promise.all([...inFlight, ...probes]);
    for (const agent of [...agents, ...probeAgents]) agent.destroy();
    parentPort.postMessage(rows);
  });
  parentPort.postMessage("started");
}

if (!isMainThread && workerData?.healthzSampler) runWorker(workerData);

/**
 * Starts sampling `targets` ([{ name, url }]); `stop()` ends it and resolves to the samples:
 * { server, at, ms, ok, probe }[].
 */
export async function startHealthzSampler(targets) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { healthzSampler: true, targets } });
  await new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once("message", (rows) => {
          worker.terminate();
          resolve(
            rows.map(([index, at, ms, ok, probe]) => ({
              server: targets[index].name,
              at,
              ms,
              ok: ok === 1,
              probe: probe === 1,
            })),
          );
        });
        worker.once("error", reject);
        worker.postMessage("stop");
      }),
  };
}
