// `npm test`: everything — lint, types, unit tests, API tests on PGlite and on a real PostgreSQL,
// the browser tests in Chromium and the quick resilience drills. Ends with one summary line.
import "./runtime-node.mjs";
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { buildAll, ensureInstalled } from "./ensure-built.mjs";
import { ensureNodeRelease } from "./node-release.mjs";
import { startPostgres } from "./pg-cluster.mjs";
import { repoRoot } from "./stack.mjs";

const totals = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
const failures = [];
const flakyTests = [];
const failedTests = [];
const steps = [];

function step(name, command, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, {
    cwd: repoRoot,
    stdio: "inherit",
    shell: true,
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  steps.push(`${ok ? "✓" : "✗"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

/**
 * Adds a Vitest or Playwright JSON report's counts to the totals and returns them. A Playwright
 * test that failed and then passed on its retry is counted as flaky, not as passed, and named.
 */
function count(reportFile, kind) {
  if (!existsSync(reportFile)) return null;
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  let passed = 0;
  let failed = 0;
  let flaky = 0;
  let skipped = 0;
  if (kind === "vitest") {
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    skipped = report.numPendingTests + report.numTodoTests;
  } else {
    passed = report.stats.expected;
    failed = report.stats.unexpected;
    flaky = report.stats.flaky;
    skipped = report.stats.skipped;
    if (flaky) flakyTests.push(...playwrightTests(report, "flaky"));
    if (failed) failedTests.push(...playwrightTests(report, "unexpected"));
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.flaky += flaky;
  totals.skipped += skipped;
  return { passed, failed, flaky, skipped };
}

/** "[project] file › describe › title" of each test in a Playwright JSON report with the given outcome. */
function playwrightTests(report, outcome) {
  const found = [];
  // The top suites are the files; the ones inside them are describe blocks.
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== outcome) continue;
        const name = `[${t.projectName}] ${spec.file} › ${[...titles, spec.title].join(" › ")}`;
        // A failure names its error too: CI keeps only this summary, not Playwright's report.
        found.push(outcome === "unexpected" ? `${name}\n${failureExcerpt(t)}` : name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  return found;
}

/** The first lines of each error of a test's last run, without colour codes, indented. */
function failureExcerpt(test) {
  const last = test.results?.at(-1);
  const errors = last?.errors?.length ? last.errors : last?.error ? [last.error] : [];
  return errors
    .flatMap((error) =>
      stripVTControlCharacters(error.message ?? String(error.value ?? ""))
        .split("\n")
        .filter((line) => line.trim())
        .slice(0, 14),
    )
    .slice(0, 40)
    .map((line) => `    ${line}`)
    .join("\n");
}

function ensureChromium() {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return path;
  console.log("Installing Chromium from Debian's packages…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  return path;
}

const reports = mkdtempSync(join(tmpdir(), "thalassa-reports-"));
const summary = [];

ensureInstalled();
step("lint (biome)", "npx biome check .");
step("typecheck", "npm run typecheck --silent");

step(
  "unit tests",
  `npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=${reports}/unit.json`,
);
const unit = count(join(reports, "unit.json"), "vitest");
summary.push(`unit ${unit?.passed ?? 0}/${(unit?.passed ?? 0) + (unit?.failed ?? 0)}`);

let cluster;
let databaseUrl = process.env.DATABASE_URL;
try {
  if (!databaseUrl) {
    cluster = await startPostgres();
    databaseUrl = cluster.url;
  }
  step(
    "API tests on PostgreSQL",
    `npx vitest run --project api --reporter=default --reporter=json --outputFile.json=${reports}/api-pg.json`,
    {
      TEST_DATABASE_URL: databaseUrl,
    },
  );
} catch (error) {
  failures.push(`PostgreSQL: ${error.message}`);
} finally {
  cluster?.stop();
}
const pg = count(join(reports, "api-pg.json"), "vitest");
summary.push(`api/postgres ${pg?.passed ?? 0}/${(pg?.passed ?? 0) + (pg?.failed ?? 0)}`);

// The steps above run on Node 24, the project's runtime (scripts/runtime-node.mjs). The unit tests
// and the API suite on PGlite run on the older release the project still supports (package.json
// engines), so a deployment on it is never a surprise. The API suite runs once per database, not
// once per database and release: on PostgreSQL with Node 24 above, on PGlite with Node 22 here
// (the browser tests below run the site and the API on PGlite with Node 24). Without a Node 22
// package for this platform, the PGlite run falls back to Node 24, so no suite is ever left out.
{
  const major = 22;
  const reportFile = join(reports, `node-${major}.json`);
  let node = null;
  try {
    node = ensureNodeRelease(major);
  } catch (error) {
    console.log(`\nNode ${major} could not be installed (${error.message}): the PGlite run uses Node 24.`);
  }
  if (!node)
    console.log(
      `\nNo Node ${major} package for ${process.platform}-${process.arch}: the PGlite run uses Node 24.`,
    );
  const runtime = node ? `"${node}"` : `"${process.execPath}"`;
  step(
    node ? `unit tests and API tests on PGlite, on Node ${major}` : "API tests on PGlite",
    `${runtime} node_modules/vitest/vitest.mjs run ${node ? "--project unit " : ""}--project api --reporter=default --reporter=json --outputFile.json=${reportFile}`,
  );
  const result = count(reportFile, "vitest");
  if (result)
    summary.push(
      `${node ? `node ${major} unit + ` : ""}api/pglite ${result.passed}/${result.passed + result.failed}`,
    );
}

try {
  buildAll();
  const chrome = ensureChromium();
  step("browser tests (Playwright, Chromium)", "npm run test -w e2e", {
    CHROME_PATH: chrome,
    // One retry, here as in CI: a test that fails and then passes is reported flaky, the same verdict.
    E2E_RETRIES: "1",
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "e2e.json"),
  });
} catch (error) {
  failures.push(`build or browser set-up: ${error.message}`);
}
const e2e = count(join(reports, "e2e.json"), "playwright");
summary.push(
  `browser ${e2e?.passed ?? 0}/${(e2e?.passed ?? 0) + (e2e?.failed ?? 0) + (e2e?.flaky ?? 0)}${e2e?.flaky ? ` (${e2e.flaky} flaky)` : ""}`,
);

// The quick resilience drills (drills/README.md): each writes its checks' counts to a report.
const drillTotals = { passed: 0, failed: 0 };
for (const [name, script, env] of [
  ["drill: hostile content in Chromium", "hostile-content", { DRILL_QUICK: "1" }],
  ["drill: fuzz, 10,000 malformed requests", "fuzz", { DRILL_REQUESTS: "10000" }],
  ["drill: failing parts", "failing-parts", {}],
  // Each hostile shape of a launch review while /healthz is sampled; p99 is reported, not asserted.
  ["drill: launch safety", "launch-safety", { DRILL_P99: "report" }],
  // Database and files through public and staff routes, backed up, restored into a fresh cluster, compared.
  ["drill: backup and restore", "backup-restore", {}],
  // nginx with upstream keep-alive in front of both servers: every route × method × body size, then
  // the next request on the same upstream connection; pipelining, 100-continue, smuggling shapes.
  ["drill: connection state behind a keep-alive proxy", "connection-state", {}],
]) {
  const reportFile = join(reports, `drill-${script}.json`);
  step(name, `node drills/${script}.mjs`, { ...env, DRILL_REPORT: reportFile });
  if (!existsSync(reportFile)) {
    failures.push(`${name}: no report`);
    continue;
  }
  const result = JSON.parse(readFileSync(reportFile, "utf8"));
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
  drillTotals.passed += result.passed;
  drillTotals.failed += result.failed;
}
summary.push(`drills ${drillTotals.passed}/${drillTotals.passed + drillTotals.failed}`);
rmSync(reports, { recursive: true, force: true });

console.log(`\n${steps.join("\n")}`);
console.log(
  `\nSuites: ${summary.join(", ")}${failures.length ? `\nFailed steps: ${failures.join("; ")}` : ""}`,
);
// Named on every run, none included, so a local run and CI read the same.
console.log(
  `\nFlaky browser tests (failed, then passed on retry): ${flakyTests.length ? `\n${flakyTests.join("\n")}` : "none"}`,
);
if (failedTests.length) console.log(`\nFailed browser tests (also on retry):\n${failedTests.join("\n")}`);
// The last line keeps the plain "N passed, N failed, N skipped" form that CI reads; flaky tests
// passed on their retry, are named above and are not counted as passed.
console.log(`${totals.flaky} flaky`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
