// `npm run bench:lighthouse`: Lighthouse 13 (mobile preset) on every route and the Greek and Russian
// home pages, median of 3 runs, each run in a Chrome of its own (nothing cached, no warm process
// from the run before), written to bench/results/lighthouse.{json,md} with the machine, its load
// and, for each route short of the targets, the audits that cost it. Never run two audits at once.
// While iterating: BENCH_RUNS=1 (runs per route), BENCH_ROUTES="/,/news" (only these routes) and
// BENCH_OUT=/tmp/lh (another results folder, which also keeps each route's costliest audits so a
// change can be compared before and after; `node bench/lighthouse.mjs` then leaves the README alone).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "../scripts/chromium.mjs";
import { browserVersion, loadNow, machineName } from "./machine.mjs";
import { siteRoutes } from "./routes.mjs";
import { startBenchSite } from "./start-site.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const resultsDir = process.env.BENCH_OUT ?? join(import.meta.dirname, "results");
const onlyRoutes = process.env.BENCH_ROUTES?.split(",").map((r) => r.trim());
const keepAudits = Boolean(process.env.BENCH_OUT);
// Lighthouse 13 names: its performance insights replaced render-blocking-resources,
// largest-contentful-paint-element, lcp-lazy-loaded, prioritize-lcp-image, uses-responsive-images
// and font-display.
const auditsOfInterest = [
  "render-blocking-insight",
  "lcp-breakdown-insight",
  "lcp-discovery-insight",
  "unused-javascript",
  "bootup-time",
  "mainthread-work-breakdown",
  "image-delivery-insight",
  "font-display-insight",
  "long-tasks",
  "network-dependency-tree-insight",
];
// The tests' Chromium and flags, headless as Chrome's own launcher needs it said.
const chromePath = chromiumLaunchOptions.executablePath;
const chromeFlags = ["--headless=new", ...chromiumLaunchOptions.args];
/** Issue 29's targets: a route short of any of them gets its costs written out. */
const TARGETS = { performance: 99, tbtMs: 50, lcpMs: 1200 };

/**
 * What a run's audits say costs its points: the long tasks after the first paint (the ones TBT
 * counts, each past 50 ms blocking), the LCP's parts and the render-blocking requests' estimate.
 */
function costs(lhr) {
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const tasks = (lhr.audits["long-tasks"]?.details?.items ?? [])
    .filter((t) => t.startTime + t.duration > fcp)
    .sort((a, b) => b.duration - a.duration)
    .map((t) => ({
      source: t.url.replace(/^https?:\/\/[^/]+/, "") || t.url,
      startMs: Math.round(t.startTime),
      ms: Math.round(t.duration),
    }));
  const lcpParts = (lhr.audits["lcp-breakdown-insight"]?.details?.items?.[0]?.items ?? []).map((p) => ({
    part: p.label,
    ms: Math.round(p.duration),
  }));
  return {
    longTasks: tasks.slice(0, 4),
    lcpParts,
    renderBlocking: lhr.audits["render-blocking-insight"]?.displayValue ?? null,
    bootupMs: Math.round(lhr.audits["bootup-time"]?.numericValue ?? 0),
  };
}

/** The median of the values a run measured (an audit that failed in a run gives none). */
function median(values) {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}

const rounded = (value, digits) => (value === null ? null : Number(value.toFixed(digits)));

const loadBefore = loadNow();
let loadAfter = loadBefore;
const site = await startBenchSite();
const rows = [];
try {
  const { routes: all } = await siteRoutes(site.apiUrl, site.apiKey);
  // Routes named in BENCH_ROUTES are measured as named, so a page in another language (/el/, /ru/) can be.
  const routes = onlyRoutes ?? [...all, "/el/", "/ru/"];
  try {
    for (const route of routes) {
      const runs = [];
      // Visitors are served shared pages (ADR 0013): one request first, so every run measures
      // that page rather than the first render after start-up.
      await (await fetch(`${site.siteUrl}${route}`)).arrayBuffer();
      for (let i = 0; i < RUNS; i++) {
        const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
        let result;
        try {
          result = await lighthouse(`${site.siteUrl}${route}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          });
        } finally {
          await chrome.kill();
        }
        const lhr = result.lhr;
        if (lhr.runtimeError) {
          // A busy machine can time a run out; the route's other runs still count.
          console.error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          continue;
        }
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id) => lhr.audits[id]?.numericValue ?? null;
        const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
          (r) => r.resourceType === "Script",
        );
        runs.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: audit("largest-contentful-paint"),
          cls: audit("cumulative-layout-shift"),
          tbtMs: audit("total-blocking-time"),
          fcpMs: audit("first-contentful-paint"),
          jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
          costs: costs(lhr),
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
            .map((a) => a.id),
          audits: keepAudits
            ? Object.fromEntries(
                auditsOfInterest.map((id) => [
                  id,
                  { displayValue: lhr.audits[id]?.displayValue, items: lhr.audits[id]?.details?.items },
                ]),
              )
            : undefined,
        });
      }
      if (!runs.length) continue;
      const pick = (key) => median(runs.map((r) => r[key]));
      // The run whose score is the median: its audits stand for the route.
      const medianRun = runs.find((r) => r.performance === pick("performance"));
      const row = {
        route,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcpMs: rounded(pick("lcpMs"), 0),
        cls: rounded(pick("cls"), 3),
        tbtMs: rounded(pick("tbtMs"), 0),
        fcpMs: rounded(pick("fcpMs"), 0),
        jsKb: rounded(pick("jsKb"), 1),
        failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
        audits: medianRun?.audits,
        costs: medianRun?.costs,
      };
      rows.push(row);
      console.log(JSON.stringify({ ...row, audits: undefined, costs: undefined }));
    }
  } finally {
    loadAfter = loadNow();
  }
} finally {
  await site.close();
}

mkdirSync(resultsDir, { recursive: true });
const header =
  "| Route | Perf | A11y | Best practices | SEO | LCP ms | CLS | TBT ms | FCP ms | JS KB |\n|---|---|---|---|---|---|---|---|---|---|";
const lines = rows.map(
  (r) =>
    `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.fcpMs} | ${r.jsKb} |`,
);
const machine = `${machineName()}, ${browserVersion(chromePath)}, site on the same machine; 1-minute load average ${loadBefore} before, ${loadAfter} after`;
const short = rows.filter(
  (r) => r.performance < TARGETS.performance || r.tbtMs > TARGETS.tbtMs || r.lcpMs > TARGETS.lcpMs,
);
const costLines = short.map((r) => {
  const c = r.costs;
  if (!c) return `- \`${r.route}\`: no audit details kept`;
  const tasks = c.longTasks.map((t) => `${t.ms} ms at ${t.startMs} ms (${t.source})`).join(", ");
  const lcp = c.lcpParts.map((p) => `${p.part.toLowerCase()} ${p.ms} ms`).join(", ");
  return `- \`${r.route}\` (${r.performance}): TBT ${r.tbtMs} ms from long tasks after the first paint: ${tasks || "none"}; script boot-up ${c.bootupMs} ms; LCP ${r.lcpMs} ms: ${lcp || "no breakdown"}${c.renderBlocking ? `; render-blocking requests: ${c.renderBlocking.toLowerCase()}` : ""}`;
});
const costSection = short.length
  ? `\n## What costs the points\n\nRoutes below ${TARGETS.performance}, with TBT over ${TARGETS.tbtMs} ms or LCP over ${TARGETS.lcpMs} ms; the median run's audits (simulated mobile timings).\n\n${costLines.join("\n")}\n`
  : "";
const markdown = `# Lighthouse (mobile preset, median of ${RUNS} runs, a fresh Chrome per run)\n\nRun on ${new Date().toISOString()} on a ${machine}.\n\n${header}\n${lines.join("\n")}\n${costSection}`;
writeFileSync(
  join(resultsDir, "lighthouse.json"),
  `${JSON.stringify({ runs: RUNS, date: new Date().toISOString(), machine, rows }, null, 2)}\n`,
);
writeFileSync(join(resultsDir, "lighthouse.md"), markdown);
console.log(`\n${markdown}`);
