// `npm run bench:load`: wrk (Debian's, a native load generator) and autocannon on pages and API
// reads at 50 and 200 connections, and nginx serving the very gzip bytes the site sent for each
// page (`gzip_static on`, no compression per request) as the ceiling, in the same run. Each page's
// wrk row says what share of that ceiling the site reaches: autocannon, one Node.js process, tops
// out below nginx on pages of tens of KB, so its share would measure the client. Writes
// bench/results/load.{json,md}.

import { execFile } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { ensureNginx, nginxMainConfig, prepareNginxDir, startNginx } from "../drills/lib/nginx.mjs";
import { freePort } from "../scripts/stack.mjs";
import { loadNow, machineName } from "./machine.mjs";
import { siteRoutes } from "./routes.mjs";
import { startBenchSite } from "./start-site.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
/** 50 connections for throughput and latency, 200 for errors under a crowd (issue 29's targets). */
const CONNECTIONS = [50, 200];
/** The site runs one worker per core, as a production start does (ADR 0042). */
const SITE_WORKERS = Number(process.env.BENCH_SITE_WORKERS ?? availableParallelism());
const resultsDir = join(import.meta.dirname, "results");

/** autocannon's figures in the shape every row has. */
function runAutocannon(url, connections, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, headers, pipelining: 1 }, (error, result) =>
      error
        ? reject(error)
        : resolve({
            rps: Math.round(result.requests.average),
            p50: result.latency.p50,
            p99: result.latency.p99,
            errors: result.errors + result.timeouts + result.non2xx,
            requests: result.requests.total,
          }),
    );
  });
}

const WRK = process.env.BENCH_WRK ?? "/usr/bin/wrk";
/**
 * wrk's summary as one JSON line from its `done` hook: counts and latency percentiles (µs) as wrk
 * holds them, instead of reading its human-readable report.
 */
const WRK_REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"errors":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;
let wrkScript;

/** wrk with one thread per core (at most one per connection), keep-alive, the same headers. */
function runWrk(url, connections, headers = {}) {
  if (!wrkScript) {
    wrkScript = join(mkdtempSync(join(tmpdir(), "thalassa-wrk-")), "report.lua");
    writeFileSync(wrkScript, WRK_REPORT);
  }
  const threads = Math.min(availableParallelism(), connections);
  const args = [`-t${threads}`, `-c${connections}`, `-d${DURATION}s`, "-s", wrkScript];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(WRK, args, { timeout: (DURATION + 30) * 1000 }, (error, stdout, stderr) => {
      const line = stdout.split("\n").find((l) => l.startsWith("WRK_JSON "));
      if (error || !line) return reject(new Error(`wrk ${url}: ${error?.message ?? ""} ${stderr}`));
      const report = JSON.parse(line.slice("WRK_JSON ".length));
      const ms = (us) => Math.round(us / 100) / 10;
      resolve({
        rps: Math.round(report.requests / (report.durationUs / 1e6)),
        p50: ms(report.p50Us),
        p99: ms(report.p99Us),
        errors: report.errors,
        requests: report.requests,
      });
    });
  });
}

/** The load generators, each row measured with both; the share of nginx comes from wrk. */
const TOOLS = { wrk: runWrk, autocannon: runAutocannon };
const CEILING_TOOL = "wrk";

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100;

/** `/proc/<pid>/stat`'s parent pid and CPU time (user + system, in ticks), or null when gone. */
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/**
 * CPU time used so far by `pid` and its children (the site's workers, nginx's workers), in ms: on
 * a machine shared with other work, CPU per request says what a request costs where requests per
 * second only say what share of the machine the server got.
 */
function treeCpuMs(pid) {
  if (!existsSync("/proc/self/stat")) return Number.NaN;
  const stats = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => ({ pid: Number(name), ...procStat(name) }));
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat of stats)
      if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
        tree.add(stat.pid);
        grew = true;
      }
  }
  const ticks = stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + (s.ticks ?? 0), 0);
  return (ticks / TICKS_PER_SECOND) * 1000;
}

/** The bytes the site sends a browser that takes gzip, as they are on the wire (not decompressed). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        if (response.statusCode !== 200 || response.headers["content-encoding"] !== "gzip")
          reject(new Error(`${url}: ${response.statusCode} ${response.headers["content-encoding"]}`));
        else resolve(Buffer.concat(chunks));
      });
    })
      .on("error", reject)
      .end();
  });
}

/**
 * nginx on loopback with each page's gzip bytes as `<name>.html.gz`: `gzip_static` sends the file
 * as it is (sendfile, no compression), one worker per core, keep-alive like the site.
 */
async function startCeiling(pages) {
  const bin = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), "thalassa-nginx-"));
  prepareNginxDir(dir);
  const root = join(dir, "html");
  mkdirSync(root);
  for (const [name, gzip] of Object.entries(pages)) writeFileSync(join(root, `${name}.html.gz`), gzip);
  const port = await freePort();
  const http = `  access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; open_file_cache max=100;
  gzip off; gzip_static on; gzip_vary on;
  server { listen 127.0.0.1:${port}; root ${root}; location / { default_type text/html; } }`;
  const child = startNginx(bin, dir, nginxMainConfig(dir, http, { workers: "auto", connections: 4096 }));
  child.stdout.resume();
  child.stderr.resume();
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers, with the bytes it was given.
  const first = Object.keys(pages)[0];
  for (let tries = 0; ; tries++) {
    try {
      const bytes = await gzipBytes(`${url}/${first}.html`);
      if (!bytes.equals(pages[first])) throw new Error("nginx sent other bytes than the site's");
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    stop() {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const loadBefore = loadNow();
const site = await startBenchSite({ SITE_WORKERS: String(SITE_WORKERS) });
const rows = [];
let nginx;
try {
  const { routes } = await siteRoutes(site.apiUrl, site.apiKey);
  const gzip = { "accept-encoding": "gzip" };
  const pages = [
    ["home", "/"],
    ["news article", routes.find((r) => r.startsWith("/news/"))],
    ["news list", "/news"],
    ["whats-on", "/whats-on"],
    ["about", "/about"],
  ].map(([name, path]) => ({ name, url: `${site.siteUrl}${path}`, file: name.replace(/\s+/g, "-") }));
  // The page cache's copy is what the load measures: each page is asked for until it is a hit,
  // and those bytes are what nginx is given.
  const bytes = {};
  for (const page of pages) {
    for (let tries = 0; tries < 20; tries++) {
      const response = await fetch(page.url, { headers: gzip });
      await response.arrayBuffer();
      if (response.headers.get("x-page-cache") === "hit") break;
    }
    bytes[page.file] = await gzipBytes(page.url);
  }
  nginx = await startCeiling(bytes);
  const targets = [
    ...pages.flatMap((page) => [
      { name: page.name, url: page.url, headers: gzip, pid: site.web.pid },
      {
        name: `nginx ${page.name}`,
        url: `${nginx.url}/${page.file}.html`,
        headers: gzip,
        ceilingOf: page.name,
        pid: nginx.pid,
      },
    ]),
    {
      name: "API websites",
      url: `${site.apiUrl}/websites`,
      headers: { "api-key": site.apiKey, ...gzip },
      pid: site.api.pid,
    },
    {
      name: "API events",
      url: `${site.apiUrl}/events?status=live&upcoming=true`,
      headers: { "api-key": site.apiKey, ...gzip },
      pid: site.api.pid,
    },
  ];
  for (const target of targets) {
    for (const connections of CONNECTIONS) {
      for (const [tool, measure] of Object.entries(TOOLS)) {
        const cpuBefore = target.pid ? treeCpuMs(target.pid) : Number.NaN;
        const result = await measure(target.url, connections, target.headers);
        const cpuMs = target.pid ? treeCpuMs(target.pid) - cpuBefore : Number.NaN;
        const { requests, ...figures } = result;
        const row = { target: target.name, tool, connections, ...figures };
        // Microseconds of the server's CPU per answered request (its workers included).
        if (Number.isFinite(cpuMs) && requests > 0) row.cpuUs = Math.round((cpuMs * 1000) / requests);
        if (target.ceilingOf && tool === CEILING_TOOL) {
          // The site's row for this page, tool and connections, as a share of nginx's.
          const siteRow = rows.find(
            (r) => r.target === target.ceilingOf && r.connections === connections && r.tool === tool,
          );
          if (siteRow) {
            siteRow.ofCeiling = Math.round((siteRow.rps / Math.max(row.rps, 1)) * 100);
            if (siteRow.cpuUs && row.cpuUs)
              siteRow.cpuTimesCeiling = Math.round((siteRow.cpuUs / row.cpuUs) * 10) / 10;
          }
        }
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    }
  }
} finally {
  nginx?.stop();
  await site.close();
  if (wrkScript) rmSync(join(wrkScript, ".."), { recursive: true, force: true });
}

const loadAfter = loadNow();
const header =
  "| Target | Tool | Connections | Requests/s | p50 ms | p99 ms | Errors | % of nginx gzip_static | CPU µs/request | CPU × nginx |\n|---|---|---|---|---|---|---|---|---|---|";
const lines = rows.map(
  (r) =>
    `| ${r.target} | ${r.tool} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.ofCeiling ?? ""} | ${r.cpuUs ?? ""} | ${r.cpuTimesCeiling ?? ""} |`,
);
const machine = `${machineName()}, site on ${SITE_WORKERS} workers; server, nginx and load generator share it; 1-minute load average ${loadBefore} before, ${loadAfter} after`;
const markdown = `# Load (wrk and autocannon, ${DURATION} s per row)\n\nRun on ${new Date().toISOString()} on a ${machine}. The ceiling is nginx sending the site's own gzip bytes of each page from a file (\`gzip_static on\`); "% of nginx gzip_static" compares wrk's rows, since autocannon (one Node.js process) is itself the limit on pages of tens of KB.\n\n${header}\n${lines.join("\n")}\n`;
writeFileSync(
  join(resultsDir, "load.json"),
  `${JSON.stringify({ duration: DURATION, date: new Date().toISOString(), machine, rows }, null, 2)}\n`,
);
writeFileSync(join(resultsDir, "load.md"), markdown);
console.log(`\n${markdown}`);
