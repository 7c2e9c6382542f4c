// Copies the latest benchmark tables from bench/results into the README; bench/run.mjs runs it
// after each benchmark.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const read = (name) => JSON.parse(readFileSync(join(root, "bench", "results", name), "utf8"));
const table = (head, rows) =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");

/** Replaces the first Markdown table after the line starting with `intro`. */
function replaceTableAfter(text, intro, replacement) {
  const start = text.indexOf(intro);
  if (start < 0) throw new Error(`README has no line starting "${intro}"`);
  const tableStart = text.indexOf("\n|", start) + 1;
  let end = tableStart;
  while (text.startsWith("|", end)) end = text.indexOf("\n", end) + 1;
  return `${text.slice(0, tableStart)}${replacement}\n${text.slice(end)}`;
}

const lighthouse = read("lighthouse.json");
const load = read("load.json");
const scale = read("scale.json");
const kb = (bytes) => (bytes === null || bytes === undefined ? "–" : (bytes / 1024).toFixed(1));
const lighthouseRows = (lighthouse.rows ?? lighthouse).map((r) => [
  r.route,
  r.performance,
  r.accessibility,
  r.bestPractices,
  r.seo,
  r.lcpMs,
  r.cls,
  r.tbtMs,
  r.fcpMs,
  r.jsKb,
]);
const loadRows = (load.rows ?? load)
  .filter((r) => r.connections === 50)
  .map((r) => [
    r.target,
    r.tool ?? "autocannon",
    r.connections,
    r.rps,
    r.p50,
    r.p99,
    r.errors,
    r.ofCeiling ?? "",
    r.cpuUs ?? "",
  ]);

const readmePath = join(root, "README.md");
let readme = readFileSync(readmePath, "utf8");
readme = replaceTableAfter(
  readme,
  "Latest Lighthouse run",
  table(
    ["Route", "Perf", "A11y", "Best practices", "SEO", "LCP ms", "CLS", "TBT ms", "FCP ms", "JS KB"],
    lighthouseRows,
  ),
);
readme = replaceTableAfter(
  readme,
  "Latest load run",
  table(
    [
      "Target",
      "Tool",
      "Connections",
      "Requests/s",
      "p50 ms",
      "p99 ms",
      "Errors",
      "% of nginx gzip_static",
      "CPU µs/request",
    ],
    loadRows,
  ),
);
readme = replaceTableAfter(
  readme,
  "Latest scale run",
  table(
    ["Route", "HTML KB, demo → grown", "Growth", "Render ms, demo → grown"],
    scale.rows.map((r) => [
      r.route,
      `${kb(r.demoHtmlBytes)} → ${kb(r.scaleHtmlBytes)}`,
      `${r.htmlGrowth ?? "–"} %${r.withinTarget ? "" : " (over target)"}`,
      `${r.demoRenderMs} → ${r.scaleRenderMs ?? "–"}`,
    ]),
  ),
);
readme = replaceTableAfter(
  readme,
  "API reads in the same run",
  table(
    ["Read", "KB, demo → grown", "ms, demo → grown"],
    scale.apiRows.map((r) => [
      `\`${r.read}\``,
      `${kb(r.demoBytes)} → ${kb(r.scaleBytes)}`,
      `${r.demoMs} → ${r.scaleMs}`,
    ]),
  ),
);
// The lines above the tables name the machine and its load during the run.
readme = readme.replace(
  /^Latest scale run .*$/m,
  `Latest scale run (\`bench/results/scale.md\`; the demo catalogue, then ${scale.catalogue.news} live stories and ${scale.catalogue.events} upcoming events on PostgreSQL; page and content caches off, median of ${scale.samples} requests; ${scale.machine ?? "a 2-core machine"}). Target: every page's HTML within ${scale.targetGrowthPercent} % of its demo-size bytes:`,
);
readme = readme.replace(
  /^Latest Lighthouse run .*$/m,
  `Latest Lighthouse run (\`bench/results/lighthouse.md\`, which also lists what costs each missing point; mobile preset, median of ${lighthouse.runs ?? 3} runs, a fresh Chrome per run; ${lighthouse.machine ?? "Debian's Chromium on the same 2-core machine"}):`,
);
readme = readme.replace(
  /^Latest load run .*$/m,
  `Latest load run (\`bench/results/load.md\`, 50 connections shown; ${load.machine ?? "server and load generator share a 2-core machine"}):`,
);
// The INP table once the benchmark has run (bench/results/inp.json).
if (existsSync(join(root, "bench", "results", "inp.json"))) {
  const inp = read("inp.json");
  readme = replaceTableAfter(
    readme,
    "Latest INP run",
    table(
      ["Interaction", "Device", "INP ms, median", "Worst", "Input delay", "Processing", "Presentation"],
      inp.rows.map((r) => [
        r.interaction,
        r.device,
        `${r.medianMs}${r.withinTarget ? "" : " (over target)"}`,
        r.worstMs,
        r.inputDelayMs,
        r.processingMs,
        r.presentationMs,
      ]),
    ),
  );
  readme = readme.replace(
    /^Latest INP run .*$/m,
    `Latest INP run (\`bench/results/inp.md\`; web-vitals, CPU slowed ${inp.cpuSlowdown}×, median of ${inp.runs} runs, target ${inp.targetMs} ms; ${inp.machine}):`,
  );
}
writeFileSync(readmePath, readme);
// The repository's formatter lays the tables out, so `npm run lint` stays clean.
execFileSync(join(root, "node_modules", ".bin", "biome"), ["format", "--write", readmePath], {
  stdio: "ignore",
});
