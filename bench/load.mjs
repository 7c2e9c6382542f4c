// `npm run bench:load`: autocannon on pages and API reads at 10, 50 and 200 connections, and
// nginx serving saved copies of the same HTML as the ceiling, in the same run.
// Writes bench/results/load.{json,md}.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort } from "../scripts/stack.mjs";
import { siteRoutes } from "./routes.mjs";
import { startBenchSite } from "./start-site.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = [10, 50, 200];
const resultsDir = join(import.meta.dirname, "results");

function run(url, connections, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, headers, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function ensureNginx() {
  if (existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  console.log("Installing nginx from Debian's packages…");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx",
    { stdio: "inherit" },
  );
  return "/usr/sbin/nginx";
}

async function startNginx(pages) {
  const nginx = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), "thalassa-nginx-"));
  const root = join(dir, "html");
  mkdirSync(root);
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(root, `${name}.html`), html);
  const port = await freePort();
  const conf = `worker_processes 2; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 4096; }
http { access_log off; gzip on; gzip_types text/html; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${root}; location / { default_type text/html; } } }`;
  writeFileSync(join(dir, "nginx.conf"), conf);
  const child = spawn(nginx, ["-c", join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 500));
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const site = await startBenchSite();
const rows = [];
let nginx;
try {
  const { routes } = await siteRoutes(site.apiUrl, site.apiKey);
  const article = routes.find((r) => r.startsWith("/news/"));
  const gzip = { "accept-encoding": "gzip" };
  const targets = [
    { name: "home", url: `${site.siteUrl}/`, headers: gzip },
    { name: "news article", url: `${site.siteUrl}${article}`, headers: gzip },
    { name: "news list", url: `${site.siteUrl}/news`, headers: gzip },
    { name: "API websites", url: `${site.apiUrl}/websites`, headers: { "api-key": site.apiKey, ...gzip } },
    {
      name: "API events",
      url: `${site.apiUrl}/events?status=live&upcoming=true`,
      headers: { "api-key": site.apiKey, ...gzip },
    },
  ];
  const pages = {};
  for (const t of targets.slice(0, 3)) pages[t.name.replace(/\s+/g, "-")] = await (await fetch(t.url)).text();
  nginx = await startNginx(pages);
  for (const t of targets.slice(0, 3)) {
    targets.push({
      name: `nginx ${t.name}`,
      url: `${nginx.url}/${t.name.replace(/\s+/g, "-")}.html`,
      headers: gzip,
    });
  }
  for (const target of targets) {
    for (const connections of CONNECTIONS) {
      const result = await run(target.url, connections, target.headers);
      const row = {
        target: target.name,
        connections,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  nginx?.stop();
  await site.close();
}

const header = "| Target | Connections | Requests/s | p50 ms | p99 ms | Errors |\n|---|---|---|---|---|---|";
const lines = rows.map(
  (r) => `| ${r.target} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`,
);
const markdown = `# Load (autocannon, ${DURATION} s per row)\n\nRun on ${new Date().toISOString()} on a 2-core machine; server and load generator share it.\n\n${header}\n${lines.join("\n")}\n`;
writeFileSync(
  join(resultsDir, "load.json"),
  `${JSON.stringify({ duration: DURATION, date: new Date().toISOString(), rows }, null, 2)}\n`,
);
writeFileSync(join(resultsDir, "load.md"), markdown);
console.log(`\n${markdown}`);
