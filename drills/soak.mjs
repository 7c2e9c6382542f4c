// drill:soak — DRILL_MINUTES (10) of steady mixed load: site pages, API reads and submissions to
// the discovered routes, DRILL_RATE requests a second (20). Zero errors expected; the processes'
// memory is sampled every 10 s and the last third's slope compared with the first's.
import "../scripts/runtime-node.mjs";
import {
  acceptedSubmissions,
  concretePath,
  discoverApiRoutes,
  discoverSitePages,
  workingReads,
} from "./lib/discover.mjs";
import { loadKit } from "./lib/kit.mjs";
import { DrillReport, runDrill } from "./lib/report.mjs";
import { ensureBuilt, isAlive, percentile, rssMiB, sleep, startDrillStack, tempDir } from "./lib/stack.mjs";

const MINUTES = Number(process.env.DRILL_MINUTES ?? 10);
const RATE = Number(process.env.DRILL_RATE ?? 20);
const SAMPLE_EVERY_MS = 10_000;

/** Least-squares slope of (minute, MiB) points, in MiB per minute. */
export function slope(points) {
  if (points.length < 2) return 0;
  const n = points.length;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  const num = points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
  const den = points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  return den ? num / den : 0;
}

/** Whether memory levels off: the last third grows at most a quarter as fast as the first (or < 2 MiB/min). */
export function levelsOff(samples) {
  const third = Math.max(2, Math.floor(samples.length / 3));
  const first = slope(samples.slice(0, third));
  const last = slope(samples.slice(-third));
  return { first, last, ok: last <= 2 || last <= Math.max(first, 0) * 0.25 };
}

/** Fewer samples than this (90 s) make a slope of noise. */
const MIN_SAMPLES_TO_JUDGE = 9;

await runDrill(new DrillReport("drill:soak"), async (report) => {
  ensureBuilt();
  const work = tempDir("soak");
  const stack = await startDrillStack(work);
  try {
    const kit = await loadKit();
    const routes = await discoverApiRoutes(stack.apiUrl, stack.apiKey);
    const websites = await (
      await fetch(`${stack.apiUrl}/websites`, { headers: { "api-key": stack.apiKey } })
    ).json();
    const reads = await workingReads(
      stack.apiOrigin,
      routes,
      stack.apiKey,
      websites.data.map((w) => String(w.id)),
    );
    const { pages } = await discoverSitePages(stack.apiUrl, stack.apiKey);
    const samples = kit.submissionSamples();
    const submissions = await acceptedSubmissions({
      report,
      apiOrigin: stack.apiOrigin,
      apiKey: stack.apiKey,
      routes,
      samples,
      websiteIds: websites.data.map((w) => w.id),
      withIdempotencyKey: kit.withIdempotencyKey,
    });
    if (!submissions.length)
      report.uncovered(
        "submissions in the mix",
        "no JSON submission route in the OpenAPI document yet (issue 5)",
      );
    report.figure(
      "mix",
      `${pages.length} pages, ${reads.length} API reads, ${submissions.length} submission routes`,
    );

    const memory = { api: [], web: [] };
    const started = Date.now();
    const sample = () => {
      const minute = (Date.now() - started) / 60_000;
      memory.api.push([minute, rssMiB(stack.api.pid)]);
      memory.web.push([minute, rssMiB(stack.web.pid)]);
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);
    const counts = { page: 0, read: 0, submission: 0 };
    const errors = [];
    const latencies = { page: [], read: [], submission: [] };
    let n = 0;
    const one = async () => {
      const i = n++;
      const roll = i % 10;
      const kind = roll < 5 ? "page" : roll < 8 || !submissions.length ? "read" : "submission";
      const t0 = Date.now();
      try {
        let response;
        if (kind === "page") {
          response = await fetch(`${stack.siteUrl}${pages[i % pages.length]}`, {
            signal: AbortSignal.timeout(15_000),
          });
        } else if (kind === "read") {
          response = await fetch(reads[i % reads.length], {
            headers: { "api-key": stack.apiKey },
            signal: AbortSignal.timeout(15_000),
          });
        } else {
          const { route, sample: s } = submissions[i % submissions.length];
          const payload = kit.withIdempotencyKey({
            ...s.payload,
            ...("email" in s.payload ? { email: `soak${i}@example.com` } : {}),
          });
          response = await fetch(`${stack.apiOrigin}${concretePath(route)}`, {
            method: "POST",
            headers: { "api-key": stack.apiKey, "content-type": "application/json" },
            body: JSON.stringify(payload),
            signal: AbortSignal.timeout(15_000),
          });
        }
        await response.arrayBuffer();
        counts[kind]++;
        latencies[kind].push(Date.now() - t0);
        if (response.status >= 400) errors.push(`${kind} ${response.url} → ${response.status}`);
      } catch (error) {
        counts[kind]++;
        errors.push(`${kind} → ${error.name}`);
      }
    };
    const inFlight = new Set();
    const deadline = started + MINUTES * 60_000;
    console.log(`Soaking for ${MINUTES} min at ${RATE} requests/s…`);
    while (Date.now() < deadline) {
      const p = one().finally(() => inFlight.delete(p));
      inFlight.add(p);
      await sleep(1000 / RATE);
    }
    await Promise.all(inFlight);
    sample();
    clearInterval(sampler);

    const total = counts.page + counts.read + counts.submission;
    report.check(`${total} requests without an error`, errors.length === 0, errors.slice(0, 10).join("; "));
    report.check("API and site still running", isAlive(stack.api) && isAlive(stack.web));
    for (const [name, series] of Object.entries(memory)) {
      const points = series.filter(([, v]) => v !== null);
      const verdict = levelsOff(points);
      if (points.length < MIN_SAMPLES_TO_JUDGE) {
        report.uncovered(
          `${name} memory levelling off`,
          `${points.length} samples are too few to judge a slope (run at least 2 minutes; 10 by default)`,
        );
      } else
        report.check(
          `${name} memory levels off`,
          verdict.ok,
          `first third ${verdict.first.toFixed(2)} MiB/min, last third ${verdict.last.toFixed(2)} MiB/min`,
        );
      report.figure(`RSS ${name} (MiB, every 10 s)`, points.map(([, v]) => v.toFixed(0)).join(" "));
    }
    for (const [kind, list] of Object.entries(latencies)) {
      const sorted = list.sort((a, b) => a - b);
      if (sorted.length)
        report.figure(
          `${kind} latency p50 / p95 / max`,
          `${percentile(sorted, 50)} / ${percentile(sorted, 95)} / ${sorted.at(-1)} ms (${sorted.length})`,
        );
    }
    report.figure("duration and rate", `${MINUTES} min, ${(total / (MINUTES * 60)).toFixed(1)} requests/s`);
  } finally {
    await stack.stop();
  }
});
