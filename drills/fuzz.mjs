// drill:fuzz — at least DRILL_REQUESTS (10,000) malformed requests across every API route (from
// the OpenAPI document), every site page and every form action (crawled), plus oversized, deeply
// nested and trickled bodies. Zero 5xx, zero crashes, every refusal explained, memory bounded.
// Seeded: DRILL_SEED=<n> replays a run, DRILL_ONLY=<i,j> replays single requests.
// Then the mail-relay block (lib/mail-relay.mjs): address lists and header injection into every
// submission route, and every mail in the API's outbox read back.
// The request plan and its judging live in fuzz/ (one module per block of cases).
import "../scripts/runtime-node.mjs";
import { join } from "node:path";
import { freezePlan, judgeFreeze } from "./fuzz/freeze.mjs";
import { describeRequest, firstOfEachKind, judge } from "./fuzz/judge.mjs";
import { checkMemory, sampleMemory } from "./fuzz/memory.mjs";
import { oversizedPlan } from "./fuzz/oversized.mjs";
import { buildPlan } from "./fuzz/random-plan.mjs";
import { runPlan, slowClients } from "./fuzz/send.mjs";
import { discoverTargets } from "./fuzz/targets.mjs";
import { loadKit } from "./lib/kit.mjs";
import { mailRelayDrill } from "./lib/mail-relay.mjs";
import { createRandom, seedFromEnv } from "./lib/prng.mjs";
import { DrillReport, runDrill } from "./lib/report.mjs";
import {
  ensureBuilt,
  healthy,
  isAlive,
  logTail,
  percentile,
  sleep,
  startDrillStack,
  tempDir,
} from "./lib/stack.mjs";

const TOTAL = Number(process.env.DRILL_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.DRILL_CONCURRENCY ?? 12);
/** Requests must not hang: the servers cut off slow bodies after this (set for the drill). */
const REQUEST_TIMEOUT_MS = 5_000;
const MEMORY_GROWTH_LIMIT_MIB = 300;

await runDrill(new DrillReport("drill:fuzz"), async (report) => {
  ensureBuilt();
  const seed = seedFromEnv();
  console.log(`seed ${seed} (replay with DRILL_SEED=${seed})`);
  report.figure("seed", seed);
  const work = tempDir("fuzz");
  const stack = await startDrillStack(work, {
    // The mail worker runs, so the mail-relay block can read every mail the API sent.
    env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), MAIL_POLL_MS: "200" },
  });
  try {
    const kit = await loadKit();
    const { apiRoutes, ids, targets } = await discoverTargets(report, stack, kit);
    const rng = createRandom(seed);
    let plan = [...buildPlan(rng, targets, TOTAL), ...oversizedPlan(targets), ...freezePlan(targets)];
    if (process.env.DRILL_ONLY) plan = process.env.DRILL_ONLY.split(",").map((i) => plan[Number(i)]);

    const ports = { api: stack.apiPort, web: stack.port };
    const memory = sampleMemory(stack);

    report.section(`Sending ${plan.length} requests (${CONCURRENCY} at a time) and ${6} slow clients`);
    const statusClasses = {};
    const perCategory = {};
    const failures = [];
    const latencies = [];
    const started = Date.now();
    const slow = slowClients(ports, targets, 6);
    await runPlan(plan, ports, CONCURRENCY, (index, spec, response) => {
      const problem = judge(spec, response) ?? judgeFreeze(spec, response);
      const key = response.error ? "no answer" : `${String(response.status)[0]}xx`;
      statusClasses[key] = (statusClasses[key] ?? 0) + 1;
      perCategory[spec.category] ??= { sent: 0, failed: 0 };
      const cat = perCategory[spec.category];
      cat.sent++;
      latencies.push(response.ms);
      if (problem) {
        cat.failed++;
        failures.push(`#${index} ${describeRequest(spec)} → ${problem}`);
      }
    });
    const seconds = (Date.now() - started) / 1000;
    const slowResult = await slow;
    memory.stop();

    for (const [name, { sent, failed }] of Object.entries(perCategory))
      report.check(
        `${name}: ${sent} requests, no 5xx, refusals explained`,
        failed === 0,
        failures.filter((f) => f.includes(name)).length ? "" : "",
      );
    report.check(
      `${plan.length} requests answered without a 5xx, a hang or an unexplained refusal`,
      failures.length === 0,
      failures.length ? `${failures.length} problems:\n    ${firstOfEachKind(failures).join("\n    ")}` : "",
    );
    report.check(
      `slow clients (1 byte every 500 ms) are cut off by the servers`,
      slowResult.results.every((r) => !r.held && !r.error?.startsWith("no answer") && r.ms < 40_000),
      `connections closed after at most ${slowResult.maxMs} ms; answers ${slowResult.results.map((r) => (r.held ? `${r.status} but ${r.held}` : (r.status ?? r.error))).join(", ")}`,
    );

    /* ---------- mail relay (issue 14): its own block, after the seeded plan ---------- */
    await mailRelayDrill({
      report,
      apiOrigin: stack.apiOrigin,
      apiUrl: stack.apiUrl,
      apiKey: stack.apiKey,
      routes: apiRoutes,
      kit,
      websiteIds: ids,
      outboxDir: join(work, "outbox"),
    });

    const alive = isAlive(stack.api) && isAlive(stack.web);
    report.check("API and site processes still running", alive, alive ? "" : logTail(stack));
    report.check("API /healthz OK afterwards", await healthy(stack.apiOrigin));
    report.check("site /healthz OK afterwards", await healthy(stack.webOrigin));
    const home = await fetch(`${stack.siteUrl}/`).catch(() => null);
    report.check("the home page still renders", home?.status === 200, `status ${home?.status}`);

    await sleep(1000);
    const { apiMem, webMem } = checkMemory(report, memory, MEMORY_GROWTH_LIMIT_MIB);
    const sorted = latencies.sort((a, b) => a - b);
    report.figure(
      "requests",
      `${plan.length} in ${seconds.toFixed(1)} s (${(plan.length / seconds).toFixed(0)}/s)`,
    );
    report.figure("answers by status class", JSON.stringify(statusClasses));
    report.figure(
      "per category",
      Object.entries(perCategory)
        .map(([n, c]) => `${n}: ${c.sent}`)
        .join("; "),
    );
    report.figure(
      "latency p50 / p95 / p99 / max",
      `${percentile(sorted, 50)} / ${percentile(sorted, 95)} / ${percentile(sorted, 99)} / ${sorted.at(-1)} ms`,
    );
    report.figure(
      "slow clients cut off after (max)",
      `${slowResult.maxMs} ms (server request timeout set to ${REQUEST_TIMEOUT_MS} ms)`,
    );
    report.figure(
      "RSS API start/peak/end",
      `${apiMem.start.toFixed(0)} / ${apiMem.peak.toFixed(0)} / ${apiMem.end.toFixed(0)} MiB`,
    );
    report.figure(
      "RSS site start/peak/end",
      `${webMem.start.toFixed(0)} / ${webMem.peak.toFixed(0)} / ${webMem.end.toFixed(0)} MiB`,
    );
  } finally {
    await stack.stop();
  }
});
