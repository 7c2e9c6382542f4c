// `npm run bench:scale`: the pages, their `.data` and the API's reads with the demo catalogue, then
// again after 5,000 news stories and 1,000 upcoming events are added, on a real PostgreSQL.
// Page bytes, render time (page cache off, so every request renders) and API time side by side.
// Writes bench/results/scale.{json,md}.
import "../scripts/runtime-node.mjs";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildAll, ensureInstalled } from "../scripts/ensure-built.mjs";
import { startPostgres } from "../scripts/pg-cluster.mjs";
import { freePort, startStack } from "../scripts/stack.mjs";
import { growCatalogue } from "./grow-catalogue.mjs";
import { loadNow, machineName } from "./machine.mjs";
import { siteRoutes } from "./routes.mjs";

const NEWS = Number(process.env.BENCH_SCALE_NEWS ?? 5000);
const EVENTS = Number(process.env.BENCH_SCALE_EVENTS ?? 1000);
/** Requests per measure; the median is reported. */
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 5);
/** A page within this share of its demo-size bytes meets the target. */
const TARGET = 0.1;
const resultsDir = join(import.meta.dirname, "results");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The site's files that list the catalogue, measured beside the pages: each read narrowed or cut
 * in the API (ADR 0057), so they stay the size of what they show.
 */
const SITE_FILES = ["/sitemap.xml", "/news/feed.xml", "/whats-on/calendar.ics"];

/**
 * The API's reads: SPEC §7's full lists (for comparison) and the narrowed reads the site's article
 * pages, sitemap and feeds use (ADR 0057). A read this build does not have is reported as missing.
 */
const API_READS = [
  "posts?post_type=news&status=live",
  "news-list?sort=date-desc&limit=9",
  "events?status=live&upcoming=true",
  "job-postings",
  "news-item?url=kitchen-apprentices-graduate",
  "event?url=full-moon-seafood-supper",
  "sitemap-entries",
  "news-list?sort=date-desc&limit=30",
  "events-list?limit=100",
];

/** Median time and the bytes of one address, each request answered in full (no compression). */
async function measure(url, headers = {}) {
  const times = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { "accept-encoding": "identity", ...headers } });
    const body = await response.arrayBuffer();
    times.push(performance.now() - started);
    bytes = body.byteLength;
    status = response.status;
  }
  if (status < 200 || status > 299) throw new Error(`${url}: ${status}`);
  return { bytes, ms: Math.round(median(times) * 10) / 10 };
}

/** `measure`, or null for an address this build does not answer (a read added later). */
const measureIfPresent = (url, headers) => measure(url, headers).catch(() => null);

/** Every route's page and `.data`, and the API's list reads, against a stack on `databaseUrl`. */
async function measureStack(databaseUrl, workDir, knownRoutes = null) {
  const stack = await startStack({
    port: await freePort(),
    databaseUrl,
    stdio: "ignore",
    env: {
      LOG_LEVEL: "error",
      MAIL_OUTBOX_DIR: join(workDir, "outbox"),
      BLOB_DIR: join(workDir, "blobs"),
      RATE_LIMIT_MAX: "1000000",
      // Every request renders and reads: the cost that grows with the catalogue, not the caches'.
      PAGE_CACHE_MS: "0",
      CONTENT_CACHE_MS: "0",
    },
  });
  try {
    // The grown catalogue is measured on the demo's addresses, its stories and events included.
    const routes = knownRoutes ?? (await siteRoutes(stack.apiUrl, stack.apiKey)).routes;
    const pages = {};
    for (const route of routes) {
      const page = await measure(`${stack.siteUrl}${route}`);
      const data = await measure(`${stack.siteUrl}${route === "/" ? "/_root" : route}.data`);
      pages[route] = { htmlBytes: page.bytes, renderMs: page.ms, dataBytes: data.bytes, dataMs: data.ms };
    }
    const files = {};
    for (const file of SITE_FILES) files[file] = await measure(`${stack.siteUrl}${file}`);
    const api = {};
    const key = { "api-key": stack.apiKey };
    for (const read of API_READS) api[read] = await measureIfPresent(`${stack.apiUrl}/${read}`, key);
    return { pages, files, api };
  } finally {
    await stack.stop();
  }
}

ensureInstalled();
if (!process.env.BENCH_NO_BUILD) buildAll();
const loadBefore = loadNow();
const workDir = mkdtempSync(join(tmpdir(), "thalassa-scale-"));
const postgres = await startPostgres();
try {
  console.log("Demo catalogue…");
  const demo = await measureStack(postgres.url, workDir);
  const counts = growCatalogue(postgres.url, { news: NEWS, events: EVENTS });
  console.log(`Grown to ${counts.news} live stories and ${counts.events} upcoming events…`);
  const grown = await measureStack(postgres.url, workDir, Object.keys(demo.pages));

  const rows = Object.entries(demo.pages).map(([route, before]) => {
    const after = grown.pages[route];
    const growth = after ? after.htmlBytes / before.htmlBytes - 1 : null;
    return {
      route,
      demoHtmlBytes: before.htmlBytes,
      scaleHtmlBytes: after?.htmlBytes ?? null,
      htmlGrowth: growth === null ? null : Math.round(growth * 1000) / 10,
      withinTarget: growth !== null && growth <= TARGET,
      demoDataBytes: before.dataBytes,
      scaleDataBytes: after?.dataBytes ?? null,
      demoRenderMs: before.renderMs,
      scaleRenderMs: after?.renderMs ?? null,
    };
  });
  const sideBySide = (before, after) => ({
    demoBytes: before?.bytes ?? null,
    scaleBytes: after?.bytes ?? null,
    demoMs: before?.ms ?? null,
    scaleMs: after?.ms ?? null,
  });
  const apiRows = Object.entries(demo.api)
    .filter(([, before]) => before)
    .map(([read, before]) => ({ read, ...sideBySide(before, grown.api[read]) }));
  const fileRows = Object.entries(demo.files).map(([file, before]) => ({
    file,
    ...sideBySide(before, grown.files[file]),
  }));
  const missingReads = Object.keys(demo.api).filter((read) => !demo.api[read]);
  const machine = `${machineName()}, site, API and PostgreSQL on the same machine; 1-minute load average ${loadBefore} before, ${loadNow()} after`;
  const result = {
    at: new Date().toISOString(),
    machine,
    catalogue: counts,
    samples: SAMPLES,
    targetGrowthPercent: TARGET * 100,
    rows,
    fileRows,
    apiRows,
    missingReads,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, "scale.json"), `${JSON.stringify(result, null, 2)}\n`);
  const kb = (bytes) => (bytes === null ? "–" : (bytes / 1024).toFixed(1));
  const md = [
    `Run on ${result.at} on a ${machine}. Catalogue grown to ${counts.news} live stories and ${counts.events} upcoming events; median of ${SAMPLES} requests, page cache and content cache off.`,
    "",
    "| Route | HTML KB (demo → grown) | growth | `.data` KB (demo → grown) | render ms (demo → grown) |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.route} | ${kb(r.demoHtmlBytes)} → ${kb(r.scaleHtmlBytes)} | ${r.htmlGrowth ?? "–"} %${r.withinTarget ? "" : " ✗"} | ${kb(r.demoDataBytes)} → ${kb(r.scaleDataBytes)} | ${r.demoRenderMs} → ${r.scaleRenderMs ?? "–"} |`,
    ),
    "",
    "| Site file | KB (demo → grown) | ms (demo → grown) |",
    "| --- | --- | --- |",
    ...fileRows.map(
      (r) => `| ${r.file} | ${kb(r.demoBytes)} → ${kb(r.scaleBytes)} | ${r.demoMs} → ${r.scaleMs} |`,
    ),
    "",
    "| API read | KB (demo → grown) | ms (demo → grown) |",
    "| --- | --- | --- |",
    ...apiRows.map(
      (r) => `| ${r.read} | ${kb(r.demoBytes)} → ${kb(r.scaleBytes)} | ${r.demoMs} → ${r.scaleMs} |`,
    ),
    ...(missingReads.length
      ? ["", `Not in this build: ${missingReads.map((r) => `\`${r}\``).join(", ")}.`]
      : []),
  ].join("\n");
  writeFileSync(join(resultsDir, "scale.md"), `${md}\n`);
  console.log(md);
  const missed = rows.filter((r) => !r.withinTarget);
  if (missed.length)
    console.log(`\nPast ${TARGET * 100} % of the demo's bytes: ${missed.map((r) => r.route).join(", ")}`);
} finally {
  postgres.stop();
  rmSync(workDir, { recursive: true, force: true });
}
