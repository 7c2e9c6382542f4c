// `npm run bench:menu-limits`: the largest menu staff can publish (MENU_LIMITS: every section, every
// dish, every text at its longest) rendered through the real menu route, on a real PostgreSQL.
// Records the render time (median of cold renders, page cache off so every request renders), the
// HTML bytes of the page in each language, and how the site answers seven different filters asked
// at once with the page cache on. BENCH_LABEL names the run ("before", "after"); the runs of other
// labels already in bench/results/menu-limits.json are kept beside it.
// Writes bench/results/menu-limits.{json,md}.
import "../scripts/runtime-node.mjs";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildAll, ensureInstalled } from "../scripts/ensure-built.mjs";
import { ensurePostgresBinaries, startPostgres } from "../scripts/pg-cluster.mjs";
import { freePort, startStack } from "../scripts/stack.mjs";
import { largestMenuSections } from "../test-fixtures/largest-menu.ts";
import { loadNow, machineName } from "./machine.mjs";

const LABEL = process.env.BENCH_LABEL ?? "after";
/** Cold renders per page; the median is reported. */
const SAMPLES = Number(process.env.BENCH_MENU_SAMPLES ?? 7);
const URL_NAME = "menu-limits";
const PAGES = [`/menu/${URL_NAME}`, `/el/menu/${URL_NAME}`, `/ru/menu/${URL_NAME}`];
/** Seven filters no visitor asked for before, sent together (the security review's test). */
const FILTERS = [
  "without=gluten",
  "without=milk",
  "without=eggs&without=fish",
  "diet=vegan",
  "diet=vegetarian&without=nuts",
  "without=sesame&without=celery&diet=gluten_free",
  "without=peanuts&without=soybeans&without=lupin",
];
const BUDGET = { renderMs: 50, htmlBytes: 300 * 1024 };
const resultsDir = join(import.meta.dirname, "results");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

/** The largest menu, published for the brand of the demo's first menu card, under URL_NAME. */
function publishLargestMenu(databaseUrl) {
  const sections = JSON.stringify(largestMenuSections());
  const sql = `INSERT INTO menu_cards (url, status, website_id, name, description, "order", served, pdf_url, sections)
    SELECT '${URL_NAME}', 'live', website_id, 'Largest menu', description, 99, served, NULL, $menu$${sections}$menu$::jsonb
    FROM menu_cards WHERE status = 'live' ORDER BY id LIMIT 1;`;
  execFileSync(join(ensurePostgresBinaries(), "psql"), [databaseUrl, "-v", "ON_ERROR_STOP=1", "-q"], {
    input: sql,
    stdio: ["pipe", "ignore", "inherit"],
  });
  return Buffer.byteLength(sections);
}

/** One request answered in full (no compression): time to the last byte, bytes and status. */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "identity" }, redirect: "manual" });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

async function withStack(databaseUrl, workDir, env, work) {
  const stack = await startStack({
    port: await freePort(),
    databaseUrl,
    stdio: "ignore",
    env: {
      LOG_LEVEL: "error",
      MAIL_OUTBOX_DIR: join(workDir, "outbox"),
      BLOB_DIR: join(workDir, "blobs"),
      RATE_LIMIT_MAX: "1000000",
      ...env,
    },
  });
  try {
    return await work(stack);
  } finally {
    await stack.stop();
  }
}

ensureInstalled();
if (!process.env.BENCH_NO_BUILD) buildAll();
const loadBefore = loadNow();
const workDir = mkdtempSync(join(tmpdir(), "thalassa-menu-limits-"));
const postgres = await startPostgres();
try {
  // Page cache off: every request renders (the content cache stays on, as in production, so the
  // figure is the route's render, not the API's read).
  const cold = await withStack(postgres.url, workDir, { PAGE_CACHE_MS: "0" }, async (stack) => {
    const menuJsonBytes = publishLargestMenu(postgres.url);
    const pages = {};
    for (const path of PAGES) {
      await timed(`${stack.siteUrl}${path}`); // fills the content cache
      const runs = [];
      for (let i = 0; i < SAMPLES; i++) runs.push(await timed(`${stack.siteUrl}${path}`));
      const status = runs.at(-1).status;
      if (status !== 200) throw new Error(`${path}: ${status}`);
      const data = await timed(`${stack.siteUrl}${path}.data`);
      pages[path] = {
        renderMs: round(median(runs.map((r) => r.ms))),
        htmlBytes: runs.at(-1).bytes,
        dataBytes: data.bytes,
      };
    }
    return { menuJsonBytes, pages };
  });
  // Page cache on, as in production: seven filters at once, then the same seven again.
  const filtered = await withStack(postgres.url, workDir, {}, async (stack) => {
    const page = `${stack.siteUrl}/menu/${URL_NAME}`;
    await timed(page);
    const round1 = await Promise.all(FILTERS.map((f) => timed(`${page}?${f}`)));
    const round2 = await Promise.all(FILTERS.map((f) => timed(`${page}?${f}`)));
    const sum = (runs) => ({
      statuses: [...new Set(runs.map((r) => r.status))].join(", "),
      slowestMs: round(Math.max(...runs.map((r) => r.ms))),
      medianMs: round(median(runs.map((r) => r.ms))),
      maxBytes: Math.max(...runs.map((r) => r.bytes)),
    });
    return { first: sum(round1), again: sum(round2) };
  });

  const machine = `${machineName()}, site, API and PostgreSQL on the same machine; 1-minute load average ${loadBefore} before, ${loadNow()} after`;
  const run = { at: new Date().toISOString(), machine, samples: SAMPLES, ...cold, filtered };
  const jsonPath = join(resultsDir, "menu-limits.json");
  const runs = existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, "utf8")).runs : {};
  runs[LABEL] = run;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify({ budget: BUDGET, runs }, null, 2)}\n`);

  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const mark = (value, budget) => (value <= budget ? "" : " ✗");
  const md = [
    `The largest menu staff can publish: ${largestMenuSections().length} sections × ${largestMenuSections()[0].items.length} dishes, every text at its longest (${kb(cold.menuJsonBytes)} KB of JSON). Budget per page: ${BUDGET.renderMs} ms render, ${kb(BUDGET.htmlBytes)} KB HTML (uncompressed).`,
    "",
    ...Object.entries(runs).flatMap(([label, r]) => [
      `### ${label}`,
      "",
      `Run on ${r.at} on a ${r.machine}. Render: median of ${r.samples} requests with the page cache off.`,
      "",
      "| Page | render ms | HTML KB | `.data` KB |",
      "| --- | --- | --- | --- |",
      ...Object.entries(r.pages).map(
        ([path, p]) =>
          `| ${path} | ${p.renderMs}${mark(p.renderMs, BUDGET.renderMs)} | ${kb(p.htmlBytes)}${mark(p.htmlBytes, BUDGET.htmlBytes)} | ${kb(p.dataBytes)} |`,
      ),
      "",
      `Seven different filters at once (page cache on): statuses ${r.filtered.first.statuses}, slowest ${r.filtered.first.slowestMs} ms, median ${r.filtered.first.medianMs} ms, largest ${kb(r.filtered.first.maxBytes)} KB; the same seven again: statuses ${r.filtered.again.statuses}, slowest ${r.filtered.again.slowestMs} ms.`,
      "",
    ]),
  ].join("\n");
  writeFileSync(join(resultsDir, "menu-limits.md"), md);
  console.log(md);
} finally {
  postgres.stop();
  rmSync(workDir, { recursive: true, force: true });
}
