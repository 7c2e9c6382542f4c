// drill:scale-out — two API and two site processes on one PostgreSQL behind a local nginx
// (loopback ports, config in a temp folder, not a system service), with the real rate limit and
// one COOKIE_SECRET (ADR 0033). Submissions made through one instance must be seen by the other;
// the rate limit holds across both APIs; a staff publish shows on both sites within 2 s; a form
// posted without JavaScript shows its outcome on the other site; gift-card reconciliation runs
// once per period, in the leading API only. During load the leading API and one site process are
// killed (SIGKILL): only requests in flight at that moment may fail, and the other API takes the
// scheduled jobs over. DRILL_SECONDS (45) of load.
import "../scripts/runtime-node.mjs";
import { spawn } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { acceptInvitation, enrolSecondFactor, inviteOwner, OWNER } from "./launch-safety/staff.mjs";
import {
  acceptedSubmissions,
  concretePath,
  discoverApiRoutes,
  discoverSitePages,
  submissionTargets,
  workingReads,
} from "./lib/discover.mjs";
import { loadKit } from "./lib/kit.mjs";
import { ensureNginx, nginxMainConfig, prepareNginxDir, startNginx } from "./lib/nginx.mjs";
import { startCluster } from "./lib/postgres.mjs";
import { DrillReport, runDrill } from "./lib/report.mjs";
import {
  ensureBuilt,
  freePort,
  healthy,
  isAlive,
  repoRoot,
  sleep,
  tempDir,
  waitHealthy,
  within,
} from "./lib/stack.mjs";
import { pdfFile, publishedJobId, uploadForm } from "./lib/uploads.mjs";

const SECONDS = Number(process.env.DRILL_SECONDS ?? 45);
const CLIENTS = Number(process.env.DRILL_CLIENTS ?? 8);
const API_KEY = process.env.API_KEY ?? "local-demo-api-key-0000";
/** The production default (RATE_LIMIT_MAX): the drill keeps the real limit. */
const RATE_LIMIT_MAX = 10;
/** Reconciliation every second, so "once per period" is seen within seconds. */
const RECONCILE_MS = 1000;
const METRICS_TOKEN = randomBytes(24).toString("hex");

function nginxConfig(dir, { sitePort, apiPort, webPorts, apiPorts }) {
  const upstream = (name, ports) => `
  upstream ${name} {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join("\n")}
    keepalive 16;
  }`;
  const location = (name) => `
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A dead instance: try the other one. POSTs are passed on only when they never reached it.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;
    }`;
  return nginxMainConfig(
    dir,
    `  access_log off;
${upstream("site", webPorts)}
${upstream("api", apiPorts)}
  server {
    listen 127.0.0.1:${sitePort};
${location("site")}
  }
  server {
    listen 127.0.0.1:${apiPort};
${location("api")}
  }`,
  );
}

function spawnServer(kind, port, env, log) {
  const script = kind === "api" ? "apps/api/dist/server.js" : "apps/web/dist/server.js";
  const child = spawn(process.execPath, [join(repoRoot, script)], {
    cwd: join(repoRoot, kind === "api" ? "apps/api" : "apps/web"),
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Production build, demo defaults: the servers run on this machine only (ADR 0028).
      DEMO_DEFAULTS: "allow",
      API_KEY,
      LOG_LEVEL: "warn",
      ...env,
      ...(kind === "api"
        ? { API_PORT: String(port), API_HOST: "127.0.0.1" }
        : { PORT: String(port), HOST: "127.0.0.1" }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return child;
}

/** A series' value in a server's /metrics (0 when it is not there yet). */
async function metricValue(origin, series) {
  const response = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    signal: AbortSignal.timeout(5000),
  });
  const line = (await response.text()).split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** Gift-card reconciliation runs an API process made (both outcomes). */
async function reconciliationRuns(port) {
  const origin = `http://127.0.0.1:${port}`;
  const series = (outcome) => `thalassa_job_runs_total{job="gift-card-reconciliation",outcome="${outcome}"}`;
  return (await metricValue(origin, series("ok"))) + (await metricValue(origin, series("failed")));
}

await runDrill(new DrillReport("drill:scale-out"), async (report) => {
  ensureBuilt();
  const nginxBin = ensureNginx();
  const work = tempDir("scale-out");
  prepareNginxDir(work);
  const log = createWriteStream(join(work, "servers.log"));
  const cluster = await startCluster();
  const children = [];
  try {
    const [sitePort, apiPort, w1, w2, a1, a2] = await Promise.all(
      Array.from({ length: 6 }, () => freePort()),
    );
    const siteUrl = `http://localhost:${sitePort}`;
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const common = {
      DATABASE_URL: cluster.url,
      PUBLIC_SITE_URL: siteUrl,
      MAIL_OUTBOX_DIR: join(work, "outbox"),
      // One blob folder for both instances, standing in for the shared bucket of ADR 0026.
      BLOB_DIR: join(work, "blobs"),
      MAIL_POLL_MS: "0",
      // Shared state (ADR 0033): one form-cookie secret for both sites, metrics behind a token,
      // reconciliation every second so "once per period" shows within seconds.
      COOKIE_SECRET: randomBytes(32).toString("base64url"),
      SITE_INSTANCES: "2",
      METRICS_TOKEN,
      PAYMENT_RECONCILE_MS: String(RECONCILE_MS),
    };
    // The staff owner a fresh install makes, for the publish below.
    const inviteLink = await inviteOwner(OWNER.email, { ...common, API_KEY, DEMO_DEFAULTS: "allow" });
    const apis = [a1, a2].map((port) => ({ port, child: spawnServer("api", port, common, log) }));
    children.push(...apis.map((a) => a.child));
    await Promise.all(apis.map((a) => waitHealthy(`http://127.0.0.1:${a.port}`, a.child)));
    const webs = [w1, w2].map((port) => ({
      port,
      child: spawnServer("web", port, { ...common, API_URL: `${apiBase}/api/v1` }, log),
    }));
    children.push(...webs.map((w) => w.child));
    const nginx = startNginx(
      nginxBin,
      work,
      nginxConfig(work, { sitePort, apiPort, webPorts: [w1, w2], apiPorts: [a1, a2] }),
    );
    nginx.stderr.pipe(log, { end: false });
    children.push(nginx);
    await waitHealthy(`http://127.0.0.1:${apiPort}`, nginx);
    await Promise.all(webs.map((w) => waitHealthy(`http://127.0.0.1:${w.port}`, w.child)));
    await waitHealthy(`http://127.0.0.1:${sitePort}`, nginx);
    report.check(
      "nginx, two APIs and two sites up on one PostgreSQL",
      true,
      `site :${sitePort}, API :${apiPort}`,
    );

    const kit = await loadKit();
    const apiUrl = `${apiBase}/api/v1`;
    const routes = await discoverApiRoutes(apiUrl, API_KEY);
    const websites = await (await fetch(`${apiUrl}/websites`, { headers: { "api-key": API_KEY } })).json();
    const reads = await workingReads(
      apiBase,
      routes,
      API_KEY,
      websites.data.map((w) => String(w.id)),
    );
    const { pages } = await discoverSitePages(apiUrl, API_KEY);
    const samples = kit.submissionSamples();
    const submissions = await acceptedSubmissions({
      report,
      apiOrigin: apiBase,
      apiKey: API_KEY,
      routes,
      samples,
      websiteIds: websites.data.map((w) => w.id),
      withIdempotencyKey: kit.withIdempotencyKey,
    });
    // Visitors' uploads: staff routes need a session and take no visitor's files (a staff route
    // without a body schema would otherwise be matched to a sample by its name).
    const uploads = submissionTargets(routes, samples).filter(
      (t) => t.multipart && !t.route.template.includes("/staff/"),
    );
    if (!submissions.length)
      report.uncovered(
        "submissions across instances",
        "no JSON submission route in the OpenAPI document yet (issue 5)",
      );
    if (!uploads.length)
      report.uncovered(
        "uploads across instances",
        "no multipart route in the OpenAPI document yet (issue 5)",
      );

    // Shared state: a submission through one API instance is known to the other (same idempotency key).
    for (const { route, sample } of submissions) {
      const payload = kit.withIdempotencyKey({
        ...sample.payload,
        ...("email" in sample.payload ? { email: `scale.${Date.now()}@example.com` } : {}),
      });
      const send = (port) =>
        fetch(`http://127.0.0.1:${port}${concretePath(route)}`, {
          method: "POST",
          headers: { "api-key": API_KEY, "content-type": "application/json" },
          body: JSON.stringify(payload),
        }).then(async (r) => ({ status: r.status, body: await r.text() }));
      const first = await send(a1);
      const second = await send(a2);
      const rows = await (async () => {
        const sql = cluster.client();
        try {
          // A record is found by its idempotency key or, where a table has none (the newsletter
          // is idempotent by address), by its e-mail.
          const columns =
            await sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name in ('idempotency_key', 'email')`;
          const keyed = new Set(
            columns.filter((c) => c.column_name === "idempotency_key").map((c) => c.table_name),
          );
          let n = 0;
          for (const t of keyed)
            n += (
              await sql`select count(*)::int as n from ${sql(t)} where idempotency_key = ${payload.idempotency_key}`
            )[0].n;
          for (const { table_name: t } of columns.filter(
            (c) => c.column_name === "email" && !keyed.has(c.table_name),
          ))
            if (payload.email)
              n += (await sql`select count(*)::int as n from ${sql(t)} where email = ${payload.email}`)[0].n;
          return n;
        } finally {
          await sql.end({ timeout: 2 });
        }
      })();
      report.check(
        `${route.template}: stored through API 1, recognised by API 2 (one record)`,
        first.status < 300 && second.status < 500 && rows === 1,
        `${first.status} then ${second.status}; ${rows} record(s)`,
      );
    }
    // Uploads: a job application with its files through API 1; API 2 recognises it, and the files
    // are stored once, byte for byte, where either instance reads them (the staff inbox's downloads).
    if (uploads.length) {
      const jobId = await publishedJobId(apiUrl, API_KEY);
      for (const { route, sample } of uploads) {
        const payload = kit.withIdempotencyKey(sample.payload);
        const files = Object.fromEntries(
          sample.fileFields.map((field) => [field, pdfFile(200_000, `${field} ${randomUUID()}`)]),
        );
        const send = (port) =>
          fetch(`http://127.0.0.1:${port}${concretePath(route)}`, {
            method: "POST",
            headers: { "api-key": API_KEY },
            body: uploadForm({
              payload,
              fileFields: sample.fileFields,
              email: `scale.upload.${Date.now()}@example.com`,
              jobId,
              fileFor: (field) => files[field],
            }),
          }).then(async (r) => ({ status: r.status, body: await r.text() }));
        const first = await send(a1);
        const second = await send(a2);
        const hashes = Object.values(files).map((f) => createHash("sha256").update(f).digest("hex"));
        const sql = cluster.client();
        try {
          const stored = await sql`select sha256, size from uploads where sha256 in ${sql(hashes)}`;
          report.check(
            `${route.template}: upload through API 1, recognised by API 2, files stored once and intact`,
            first.status < 300 &&
              second.status < 300 &&
              stored.length === hashes.length &&
              new Set(stored.map((r) => r.sha256)).size === hashes.length,
            `${first.status} then ${second.status}; ${stored.length} of ${hashes.length} file(s) stored; ${first.body.slice(0, 120)}`,
          );
        } finally {
          await sql.end({ timeout: 2 });
        }
      }
    }
    const viaEach = await Promise.all(
      webs.map((w) => fetch(`http://127.0.0.1:${w.port}/news`).then((r) => r.status)),
    );
    report.check(
      "both site instances serve the same pages",
      viaEach.every((s) => s === 200),
      viaEach.join(", "),
    );

    // The rate limit holds across both APIs: one visitor (as the site or a proxy names it)
    // alternating between them is refused after RATE_LIMIT_MAX, not after twice that.
    const newsletter = submissions.find((s) => s.route.template.includes("newsletter"));
    if (newsletter) {
      const statuses = [];
      for (let i = 0; i < RATE_LIMIT_MAX + 4; i++) {
        const port = i % 2 === 0 ? a1 : a2;
        const response = await fetch(`http://127.0.0.1:${port}${concretePath(newsletter.route)}`, {
          method: "POST",
          headers: {
            "api-key": API_KEY,
            "content-type": "application/json",
            "x-forwarded-for": "198.51.100.77",
          },
          body: JSON.stringify(
            kit.withIdempotencyKey({
              ...newsletter.sample.payload,
              email: `limit.${i}.${Date.now()}@example.com`,
            }),
          ),
        });
        statuses.push(response.status);
      }
      const accepted = statuses.filter((s) => s < 300).length;
      report.check(
        `the rate limit (${RATE_LIMIT_MAX}) holds across two APIs`,
        accepted === RATE_LIMIT_MAX && statuses.slice(RATE_LIMIT_MAX).every((s) => s === 429),
        `${accepted} accepted of ${statuses.length} alternating between the APIs: ${statuses.join(" ")}`,
      );
    } else report.uncovered("rate limit across APIs", "no newsletter route in the OpenAPI document");

    // A form posted without JavaScript on site 1 shows its outcome on site 2 (one COOKIE_SECRET).
    {
      const posted = await fetch(`http://127.0.0.1:${w1}/forms/newsletter`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: siteUrl },
        body: new URLSearchParams({
          email: `nojs.${Date.now()}@example.com`,
          terms_and_conditions: "on",
          return_to: "/?modal=newsletter",
          idempotency_key: randomUUID(),
        }),
      });
      const flash = posted.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .find((pair) => pair.startsWith("form_flash="));
      const landed = await fetch(`http://127.0.0.1:${w2}${posted.headers.get("location") ?? "/"}`, {
        headers: { cookie: flash ?? "" },
      });
      const page = await landed.text();
      report.check(
        "a form posted without JavaScript on site 1 shows its outcome on site 2",
        [302, 303].includes(posted.status) && Boolean(flash) && page.includes("Thank you for subscribing!"),
        `post ${posted.status} → ${posted.headers.get("location")}, site 2 ${landed.status}${page.includes("Thank you for subscribing!") ? ", thanks shown" : ", no thanks"}`,
      );
    }

    // A staff publish shows on both sites within 2 s: each has the old page cached first.
    {
      const staffCookie = await acceptInvitation(`http://127.0.0.1:${w1}`, inviteLink, OWNER)
        .then((cookie) => enrolSecondFactor(`http://127.0.0.1:${w1}`, cookie, OWNER.password))
        .catch(async () =>
          enrolSecondFactor(siteUrl, await acceptInvitation(siteUrl, inviteLink, OWNER), OWNER.password),
        );
      const staffHeaders = {
        "api-key": API_KEY,
        cookie: staffCookie,
        origin: siteUrl,
        "content-type": "application/json",
      };
      const list = await (await fetch(`${apiUrl}/staff/content/news`, { headers: staffHeaders })).json();
      const item = list.data?.[0];
      const detail = item
        ? await (await fetch(`${apiUrl}/staff/content/news/${item.id}`, { headers: staffHeaders })).json()
        : {};
      const title = `Published across sites ${Date.now()}`;
      for (const port of [w1, w2])
        for (let i = 0; i < 2; i++) await fetch(`http://127.0.0.1:${port}/news`).then((r) => r.text());
      const put = await fetch(`${apiUrl}/staff/content/news/${item?.id}`, {
        method: "PUT",
        headers: staffHeaders,
        body: JSON.stringify({ ...detail.data, title }),
      });
      const publishedAt = Date.now();
      const shows = (port) => () =>
        fetch(`http://127.0.0.1:${port}/news`).then(async (r) => (await r.text()).includes(title));
      const [onSite1, onSite2] = await Promise.all([within(5000, shows(w1)), within(5000, shows(w2))]);
      report.figure(
        "publish to visible on site 1 / site 2",
        `${onSite1 ?? "> 5000"} ms / ${onSite2 ?? "> 5000"} ms`,
      );
      report.check(
        "a staff publish (through the API) shows on both sites within 2 s",
        put.ok && onSite1 !== undefined && onSite2 !== undefined && Math.max(onSite1, onSite2) <= 2000,
        `PUT ${put.status}${put.ok ? "" : ` ${(await put.text()).slice(0, 200)}`}; ${Date.now() - publishedAt} ms watched`,
      );
    }

    // Reconciliation once per period: over a few periods only the leading API runs it.
    const [before1, before2] = await Promise.all([reconciliationRuns(a1), reconciliationRuns(a2)]);
    const watchStarted = Date.now();
    await sleep(RECONCILE_MS * 5);
    const [after1, after2] = await Promise.all([reconciliationRuns(a1), reconciliationRuns(a2)]);
    const periods = (Date.now() - watchStarted) / RECONCILE_MS;
    const ran = [after1 - before1, after2 - before2];
    const leaderIndex = ran[0] > 0 ? 0 : 1;
    report.check(
      "gift-card reconciliation runs once per period, in one API only",
      Math.min(...ran) === 0 &&
        Math.max(...ran) >= Math.floor(periods) - 1 &&
        Math.max(...ran) <= Math.ceil(periods),
      `runs in ${periods.toFixed(1)} periods: API 1 ${ran[0]}, API 2 ${ran[1]}`,
    );

    // Load through nginx; kill one of each at a third of the run.
    const results = [];
    let killedAt = 0;
    const deadline = Date.now() + SECONDS * 1000;
    let n = 0;
    const client = async () => {
      while (Date.now() < deadline) {
        const i = n++;
        const startedAt = Date.now();
        const kind = i % 3 === 0 ? "read" : i % 7 === 0 && submissions.length ? "submission" : "page";
        let status;
        try {
          let response;
          if (kind === "page")
            response = await fetch(`http://127.0.0.1:${sitePort}${pages[i % pages.length]}`, {
              headers: { host: `localhost:${sitePort}` },
              signal: AbortSignal.timeout(20_000),
            });
          else if (kind === "read")
            response = await fetch(reads[i % reads.length], {
              headers: { "api-key": API_KEY },
              signal: AbortSignal.timeout(20_000),
            });
          else {
            const { route, sample } = submissions[i % submissions.length];
            const payload = kit.withIdempotencyKey({
              ...sample.payload,
              ...("email" in sample.payload ? { email: `scale${i}@example.com` } : {}),
            });
            response = await fetch(`${apiBase}${concretePath(route)}`, {
              method: "POST",
              // Many visitors, as a proxy names them: the real limit is per visitor.
              headers: {
                "api-key": API_KEY,
                "content-type": "application/json",
                "x-forwarded-for": `198.18.${(i >> 8) & 255}.${i & 255}`,
              },
              body: JSON.stringify(payload),
              signal: AbortSignal.timeout(20_000),
            });
          }
          await response.arrayBuffer();
          status = response.status;
        } catch (error) {
          status = error.name;
        }
        results.push({
          kind,
          startedAt,
          endedAt: Date.now(),
          ok: typeof status === "number" && status < 400,
          status,
        });
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, client));
    await sleep((SECONDS * 1000) / 3);
    // The kill is complete when both processes are gone (their sockets reset): a request sent
    // before that may have reached a dying process, so it counts as in flight.
    const gone = (child) => new Promise((resolve) => child.once("exit", resolve));
    // The API killed is the one leading the scheduled jobs: the other must take them over.
    const leader = apis[leaderIndex];
    const survivor = apis[1 - leaderIndex];
    const survivorRuns = await reconciliationRuns(survivor.port);
    const exits = [gone(leader.child), gone(webs[0].child)];
    const killSentAt = Date.now();
    leader.child.kill("SIGKILL");
    webs[0].child.kill("SIGKILL");
    await Promise.all(exits);
    killedAt = Date.now();
    report.figure("SIGKILL to both processes gone", `${killedAt - killSentAt} ms`);
    const takeover = await within(
      15_000,
      async () => (await reconciliationRuns(survivor.port)) > survivorRuns,
    );
    report.figure(
      "leader killed to reconciliation running in the other API",
      `${takeover === undefined ? "> 15000" : takeover + (killedAt - killSentAt)} ms`,
    );
    report.check(
      "the other API takes reconciliation over when the leader is killed",
      takeover !== undefined,
      `API ${leaderIndex + 1} killed`,
    );
    await load;

    const inFlight = results.filter((r) => r.startedAt < killedAt && r.endedAt >= killSentAt);
    const after = results.filter((r) => r.startedAt >= killedAt);
    const failedAfter = after.filter((r) => !r.ok);
    const failedInFlight = inFlight.filter((r) => !r.ok);
    const failedBefore = results.filter((r) => r.endedAt < killSentAt && !r.ok);
    report.check(
      "no failures before the kill",
      failedBefore.length === 0,
      failedBefore
        .slice(0, 5)
        .map((r) => `${r.kind} ${r.status}`)
        .join(", "),
    );
    report.check(
      `no failed request started after the kill (${after.length} requests)`,
      failedAfter.length === 0,
      failedAfter
        .slice(0, 8)
        .map((r) => `${r.kind} ${r.status} at +${r.startedAt - killedAt} ms`)
        .join(", "),
    );
    report.check(
      "the surviving API and site still answer directly",
      (await healthy(`http://127.0.0.1:${survivor.port}`)) && (await healthy(`http://127.0.0.1:${w2}`)),
    );
    report.figure("requests through nginx", `${results.length} in ${SECONDS} s by ${CLIENTS} clients`);
    report.figure("in flight at the kill / of which failed", `${inFlight.length} / ${failedInFlight.length}`);
    report.figure("failed after the kill", failedAfter.length);
    report.figure("nginx log", join(work, "error.log"));
    const byKind = {};
    for (const r of results) byKind[r.kind] = (byKind[r.kind] ?? 0) + 1;
    report.figure("by kind", JSON.stringify(byKind));
  } finally {
    for (const child of children.reverse()) if (isAlive(child)) child.kill("SIGTERM");
    await sleep(1500);
    for (const child of children) if (isAlive(child)) child.kill("SIGKILL");
    cluster.stop();
  }
});
