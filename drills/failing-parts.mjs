// drill:failing-parts — (a) API stopped: pages already seen still served (stale cache), forms say
// sending failed and keep what was typed; (b) PostgreSQL restarted during a stream of submissions:
// every acknowledged one is stored; (c) kill -9 of the API during uploads: no half-written
// records; (d) a hanging payment gateway: the order call times out cleanly and stays recoverable.
// DRILL_PARTS=a,b picks parts. Targets are discovered; missing ones are reported as not covered.
import { createServer } from "node:http";
import { launchChromium, newVisitorContext } from "./lib/browser.mjs";
import {
  acceptedSubmissions,
  concretePath,
  discoverApiRoutes,
  discoverForms,
  discoverSitePages,
  isPaymentRoute,
  matchSchema,
  submissionTargets,
  validQuery,
} from "./lib/discover.mjs";
import { loadKit } from "./lib/kit.mjs";
import { referencesTo, startCluster, storedEmails } from "./lib/postgres.mjs";
import { DrillReport, runDrill } from "./lib/report.mjs";
import { ensureBuilt, freePort, healthy, sleep, startDrillStack, tempDir } from "./lib/stack.mjs";
import { pdfFile, publishedJobId, uploadForm } from "./lib/uploads.mjs";

const PARTS = (process.env.DRILL_PARTS ?? "a,b,c,d").split(",");
const STALE_AFTER_MS = 61_000; // QUERY_CACHE_MS (60 s) and a margin: the cache then answers stale.
const ERROR_SCREEN = "Something went wrong. Please try again!";
const FAILED_SENDING = /something went wrong|could not be sent|sending failed|try again|unavailable/i;

async function pageServed(siteUrl, path) {
  try {
    const response = await fetch(`${siteUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
    const html = await response.text();
    return { ok: response.status === 200 && !html.includes(ERROR_SCREEN), status: response.status };
  } catch (error) {
    return { ok: false, status: String(error) };
  }
}

/** Valid values for a form's fields, from the matching contract sample. */
function formValues(form, samples) {
  const names = form.fields.map((f) => f.name);
  const sample = matchSchema(names, samples);
  return { sample, names };
}

/* ---------- (a) the API stopped ---------- */

async function partA(report, kit) {
  report.section("(a) API stopped: stale pages and failing forms");
  const work = tempDir("failing-a");
  const stack = await startDrillStack(work);
  const browser = await launchChromium();
  try {
    const { pages, modalPages } = await discoverSitePages(stack.apiUrl, stack.apiKey);
    const seen = [...pages, ...modalPages];
    // Modal addresses first, so a form is opened where its modal shows it.
    const forms = (await discoverForms(stack.siteUrl, [...modalPages, ...pages])).filter(
      (f) => f.action !== "/consent",
    );
    const primed = Date.now();
    for (const path of seen) await pageServed(stack.siteUrl, path);
    stack.api.kill("SIGKILL");
    await new Promise((resolve) => stack.api.once("exit", resolve));
    report.check("API stopped", !(await healthy(stack.apiOrigin)));

    const fresh = await Promise.all(seen.map(async (path) => [path, await pageServed(stack.siteUrl, path)]));
    const freshFailed = fresh.filter(([, r]) => !r.ok);
    report.check(
      `${seen.length} pages seen before still served right after the API stopped`,
      freshFailed.length === 0,
      freshFailed.map(([p, r]) => `${p} → ${r.status}`).join(", "),
    );

    // Forms, while the cache ages past its freshness.
    if (!forms.length) {
      report.uncovered(
        "(a) forms while the API is down",
        `no submission form found on ${seen.length} pages (${modalPages.join(", ")}); the forms are built in issue 5`,
      );
    }
    const samples = kit.submissionSamples();
    for (const form of forms) {
      try {
        await tryForm(form);
      } catch (error) {
        report.check(
          `form ${form.action} (on ${form.foundOn}) can be filled and sent`,
          false,
          String(error).slice(0, 200),
        );
      }
    }
    async function tryForm(form) {
      const { sample } = formValues(form, samples);
      const context = await newVisitorContext(browser, stack.siteUrl);
      const page = await context.newPage();
      await page.goto(`${stack.siteUrl}${form.foundOn}`);
      const typed = {};
      for (const field of form.fields) {
        const value = sample?.payload[field.name];
        const input = page.locator(`form[action="${form.action}"] [name="${field.name}"]`).first();
        if (!(await input.isVisible().catch(() => false))) continue;
        if (
          ["text", "email", "tel", "textarea", "number", "date"].includes(field.type) &&
          value !== undefined
        ) {
          await input.fill(String(value)).catch(() => {});
          typed[field.name] = String(value);
        } else if (field.type === "radio" && value !== undefined) {
          await page
            .locator(`form[action="${form.action}"] [name="${field.name}"][value="${value}"]`)
            .first()
            .check({ force: true })
            .catch(() => {});
        } else if (field.type === "checkbox" && value === true) {
          await input.check().catch(() => {});
        } else if (field.type === "select") {
          await input.selectOption({ index: 1 }).catch(() => {});
        } else if (field.type === "file") {
          await input.setInputFiles({
            name: "cv.pdf",
            mimeType: "application/pdf",
            buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
          });
        }
      }
      await page
        .locator(`form[action="${form.action}"] [type="submit"], form [type="submit"]`)
        .first()
        .click();
      await page.waitForTimeout(3000);
      const text = (await page.locator("body").textContent()) ?? "";
      const kept = [];
      const lost = [];
      for (const [name, value] of Object.entries(typed)) {
        const now = await page
          .locator(`[name="${name}"]`)
          .first()
          .inputValue()
          .catch(() => null);
        (now === value ? kept : lost).push(name);
      }
      report.check(
        `form ${form.action} (on ${form.foundOn}) says sending failed`,
        FAILED_SENDING.test(text),
        FAILED_SENDING.test(text) ? "" : "no failure message visible after submitting",
      );
      report.check(
        `form ${form.action} keeps what was typed`,
        lost.length === 0 && kept.length > 0,
        `kept ${kept.join(", ") || "nothing"}${lost.length ? `; lost ${lost.join(", ")}` : ""}`,
      );
      await context.close();
    }

    const wait = STALE_AFTER_MS - (Date.now() - primed);
    if (wait > 0) {
      console.log(`  … waiting ${(wait / 1000).toFixed(0)} s until the cached answers are stale`);
      await sleep(wait);
    }
    const stale = [];
    for (const path of seen) stale.push([path, await pageServed(stack.siteUrl, path)]);
    const staleFailed = stale.filter(([, r]) => !r.ok);
    report.check(
      `${seen.length} pages still served from the stale cache ${((Date.now() - primed) / 1000).toFixed(0)} s after they were seen`,
      staleFailed.length === 0,
      staleFailed.map(([p, r]) => `${p} → ${r.status}`).join(", "),
    );
    const unseen = await pageServed(stack.siteUrl, "/news/never-seen-before-article");
    report.figure("(a) a page never seen, with the API down", `status ${unseen.status}`);
    report.figure("(a) pages seen / forms found", `${seen.length} / ${forms.length}`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/* ---------- (b) PostgreSQL restarted during submissions ---------- */

async function partB(report, kit, cluster) {
  report.section("(b) PostgreSQL restarted during a stream of submissions");
  const work = tempDir("failing-b");
  const stack = await startDrillStack(work, { databaseUrl: cluster.url });
  const sql = cluster.client();
  try {
    const routes = await discoverApiRoutes(stack.apiUrl, stack.apiKey);
    const websites = await (
      await fetch(`${stack.apiUrl}/websites`, { headers: { "api-key": stack.apiKey } })
    ).json();
    const targets = await acceptedSubmissions({
      report,
      label: "(b) ",
      apiOrigin: stack.apiOrigin,
      apiKey: stack.apiKey,
      routes,
      samples: kit.submissionSamples(),
      websiteIds: websites.data.map((w) => w.id),
      withIdempotencyKey: kit.withIdempotencyKey,
    });
    const reads = routes.filter((r) => r.method === "GET");
    if (!targets.length) {
      report.uncovered(
        "(b) JSON submission routes",
        "the OpenAPI document lists no POST route with a JSON body matching a contract schema (issues 5 and 6); reads are checked instead",
      );
    }
    const acked = [];
    const outcomes = {};
    let sent = 0;
    let running = true;
    let restartAt = 0;
    let restartedAt = 0;
    const afterRestartFailures = [];
    const worker = async (n) => {
      while (running) {
        const i = sent++;
        const useSubmission = targets.length && i % 3 !== 0;
        let response;
        let email;
        try {
          if (useSubmission) {
            const { route, sample } = targets[i % targets.length];
            email = `drill.b${i}.${n}@example.com`;
            const payload = kit.withIdempotencyKey({
              ...sample.payload,
              ...("email" in sample.payload ? { email } : {}),
            });
            response = await fetch(`${stack.apiOrigin}${concretePath(route)}`, {
              method: "POST",
              headers: { "api-key": stack.apiKey, "content-type": "application/json" },
              body: JSON.stringify(payload),
              signal: AbortSignal.timeout(20_000),
            });
          } else {
            const route = reads[i % reads.length];
            response = await fetch(`${stack.apiOrigin}${concretePath(route)}${validQuery(route)}`, {
              headers: { "api-key": stack.apiKey },
              signal: AbortSignal.timeout(20_000),
            });
          }
          await response.arrayBuffer();
        } catch (error) {
          response = { status: error.name };
        }
        const key = `${useSubmission ? "submission" : "read"} ${response.status}`;
        outcomes[key] = (outcomes[key] ?? 0) + 1;
        if (useSubmission && response.status >= 200 && response.status < 300) acked.push(email);
        if (restartedAt && Date.now() - restartedAt > 5000 && response.status >= 500)
          afterRestartFailures.push(`${key} ${Date.now() - restartedAt} ms after the restart`);
        await sleep(50);
      }
    };
    const workers = Array.from({ length: 4 }, (_, n) => worker(n));
    await sleep(3000);
    restartAt = Date.now();
    cluster.restart();
    restartedAt = Date.now();
    let recoveredMs = null;
    for (let t = 0; t < 60 && recoveredMs === null; t++) {
      if (await healthy(stack.apiOrigin)) recoveredMs = Date.now() - restartedAt;
      else await sleep(250);
    }
    await sleep(8_000);
    running = false;
    await Promise.all(workers);
    report.check("API healthy again after the restart", recoveredMs !== null, `${recoveredMs} ms after`);
    report.check(
      "no 5xx later than 5 s after PostgreSQL was back",
      afterRestartFailures.length === 0,
      afterRestartFailures.slice(0, 5).join("; "),
    );
    if (targets.length) {
      const stored = await storedEmails(sql);
      const lost = acked.filter((e) => !stored.has(e));
      report.check(
        `every acknowledged submission is in the database (${acked.length} acknowledged)`,
        lost.length === 0 && acked.length > 0,
        lost.length ? `lost: ${lost.slice(0, 10).join(", ")}` : "",
      );
    }
    report.figure("(b) requests by outcome", JSON.stringify(outcomes));
    report.figure(
      "(b) PostgreSQL restart took",
      `${restartedAt - restartAt} ms; API healthy ${recoveredMs} ms after`,
    );
    report.figure(
      "(b) submission routes",
      targets.map((t) => `${t.route.template} (${t.sample.schema})`).join(", ") || "none",
    );
  } finally {
    await sql.end({ timeout: 2 });
    await stack.stop();
  }
}

/* ---------- (c) kill -9 during uploads ---------- */

async function partC(report, kit, cluster) {
  report.section("(c) kill -9 of the API during uploads");
  const work = tempDir("failing-c");
  let stack = await startDrillStack(work, { databaseUrl: cluster.url });
  const sql = cluster.client();
  try {
    const uploadTargets = submissionTargets(
      await discoverApiRoutes(stack.apiUrl, stack.apiKey),
      kit.submissionSamples(),
    ).filter((t) => t.multipart && t.sample.fileFields.length);
    const routes = uploadTargets.map((t) => t.route);
    const uploadsTable = (await sql`select to_regclass('public.uploads') as t`)[0].t;
    if (!routes.length) {
      report.uncovered(
        "(c) upload routes",
        "the OpenAPI document lists no multipart POST route (job applications, issue 5); the stored records are still checked",
      );
    }
    const sample = uploadTargets[0]?.sample;
    const jobId = await publishedJobId(stack.apiUrl, stack.apiKey);
    let acked = 0;
    let attempted = 0;
    const ackedEmails = [];
    if (routes.length && sample) {
      // A real PDF header, so a content check accepts it; 1.5 MB so uploads take a while.
      const file = pdfFile(1_500_000);
      const statuses = {};
      const send = async (i) => {
        const form = uploadForm({
          payload: kit.withIdempotencyKey(sample.payload),
          fileFields: sample.fileFields,
          email: `drill.c${i}@example.com`,
          jobId,
          fileFor: () => file,
        });
        attempted++;
        try {
          const response = await fetch(`${stack.apiOrigin}${concretePath(routes[0])}`, {
            method: "POST",
            headers: { "api-key": stack.apiKey },
            body: form,
            signal: AbortSignal.timeout(20_000),
          });
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          const text = await response.text();
          if (response.ok) {
            acked++;
            ackedEmails.push(`drill.c${i}@example.com`);
          }
          return { status: response.status, text };
        } catch {
          // in flight when the process died
          statuses.cut = (statuses.cut ?? 0) + 1;
          return { status: 0, text: "" };
        }
      };
      // The payload must be one the API accepts, or the kill proves nothing.
      const canary = await send(1000);
      report.check(
        "an upload is accepted before the kill (the payload is valid)",
        canary.status >= 200 && canary.status < 300,
        `${canary.status}: ${canary.text.slice(0, 160)}`,
      );
      const inFlight = Array.from({ length: 24 }, (_, i) => sleep(i * 40).then(() => send(i)));
      // Some finish, most are cut mid-body.
      await sleep(1200);
      stack.api.kill("SIGKILL");
      await Promise.all(inFlight);
      report.figure("(c) upload answers (cut = in flight at the kill)", JSON.stringify(statuses));
      await stack.stop();
      stack = await startDrillStack(work, { databaseUrl: cluster.url });
    }
    if (uploadsTable) {
      const parents = await referencesTo(sql, "uploads");
      const orphanCondition = parents
        .map((p) => `not exists (select 1 from "${p.table}" x where x."${p.column}" = u.id)`)
        .join(" and ");
      const orphans = parents.length
        ? (await sql.unsafe(`select count(*)::int as n from uploads u where ${orphanCondition}`))[0].n
        : 0;
      const torn = (await sql`select count(*)::int as n from uploads where octet_length(data) <> size`)[0].n;
      const total = (await sql`select count(*)::int as n from uploads`)[0].n;
      report.check(
        "no upload without the record it belongs to",
        orphans === 0,
        `${orphans} of ${total} uploads have no parent (${parents.map((p) => `${p.table}.${p.column}`).join(", ")})`,
      );
      report.check(
        "no upload whose stored bytes differ from its recorded size",
        torn === 0,
        `${torn} of ${total}`,
      );
      report.figure("(c) uploads attempted / acknowledged / stored", `${attempted} / ${acked} / ${total}`);
      if (routes.length) {
        const stored = await storedEmails(sql);
        const lost = ackedEmails.filter((e) => !stored.has(e));
        report.check(
          `every acknowledged application is stored (${acked} acknowledged)`,
          lost.length === 0,
          lost.length ? `lost: ${lost.join(", ")}` : "",
        );
      }
    } else {
      report.uncovered("(c) uploads table", "the database has no uploads table");
    }
    report.check("API starts again on the same database after kill -9", await healthy(stack.apiOrigin));
  } finally {
    await sql.end({ timeout: 2 });
    await stack.stop();
  }
}

/* ---------- (d) a hanging payment gateway ---------- */

async function hangingGateway() {
  const sockets = new Set();
  const server = createServer(() => {
    // Accepts and never answers, like a gateway that hangs.
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

async function partD(report, kit, cluster) {
  report.section("(d) a hanging payment gateway");
  const work = tempDir("failing-d");
  const probe = await startDrillStack(work, { databaseUrl: cluster.url });
  const routes = await discoverApiRoutes(probe.apiUrl, probe.apiKey);
  await probe.stop();
  const samples = kit.submissionSamples();
  const orderRoute = submissionTargets(routes, samples).find((t) => isPaymentRoute(t.route) && !t.multipart);
  if (!orderRoute) {
    report.uncovered(
      "(d) gift-card order route",
      "the OpenAPI document lists no gift-card order route (issue 6)",
    );
    return;
  }
  const gateway = await hangingGateway();
  const timeoutMs = 3000;
  const urlEnv = process.env.DRILL_GATEWAY_URL_ENV ?? "PAYMENT_GATEWAY_URL";
  const timeoutEnv = process.env.DRILL_GATEWAY_TIMEOUT_ENV ?? "PAYMENT_TIMEOUT_MS";
  const stack = await startDrillStack(work, {
    databaseUrl: cluster.url,
    env: {
      [urlEnv]: gateway.url,
      [timeoutEnv]: String(timeoutMs),
      PAYMENT_GATEWAY_USER: "drill",
      PAYMENT_GATEWAY_PASSWORD: "drill",
    },
  });
  const sql = cluster.client();
  try {
    const payload = kit.withIdempotencyKey(orderRoute.sample.payload);
    const post = async () => {
      const started = Date.now();
      try {
        const response = await fetch(`${stack.apiOrigin}${concretePath(orderRoute.route)}`, {
          method: "POST",
          headers: { "api-key": stack.apiKey, "content-type": "application/json" },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(timeoutMs + 15_000),
        });
        return { status: response.status, body: await response.text(), ms: Date.now() - started };
      } catch (error) {
        return { status: 0, body: String(error), ms: Date.now() - started };
      }
    };
    const first = await post();
    report.check(
      `the order call gives up within the gateway timeout (${timeoutMs} ms) and a margin`,
      first.status > 0 && first.ms < timeoutMs + 5000,
      `${first.status} after ${first.ms} ms: ${first.body.slice(0, 120)}`,
    );
    let message = "";
    try {
      message = JSON.parse(first.body).message ?? JSON.parse(first.body).error ?? "";
    } catch {}
    report.check(
      "the answer says what went wrong",
      first.status > 0 && (first.status < 400 || message.length > 5),
      message,
    );
    const key = payload.idempotency_key;
    const orders = await sql`select status from gift_card_orders where idempotency_key = ${key}`.catch(
      () => null,
    );
    report.check(
      "the order is kept, unpaid, for a retry",
      Array.isArray(orders) && orders.length === 1 && orders[0].status !== "paid",
      JSON.stringify(orders),
    );
    const retry = await post();
    const after =
      await sql`select count(*)::int as n from gift_card_orders where idempotency_key = ${key}`.catch(() => [
        { n: -1 },
      ]);
    report.check(
      "a retry with the same key answers and stores no second order",
      (retry.status > 0 && retry.status < 500) || after[0].n === 1,
      `${retry.status}; ${after[0].n} order(s)`,
    );
    report.figure(
      "(d) order call with a hanging gateway",
      `${first.status} after ${first.ms} ms; retry ${retry.status} after ${retry.ms} ms`,
    );
  } finally {
    await sql.end({ timeout: 2 });
    await stack.stop();
    gateway.close();
  }
}

await runDrill(new DrillReport("drill:failing-parts"), async (report) => {
  ensureBuilt();
  const kit = await loadKit();
  if (PARTS.includes("a")) await partA(report, kit);
  if (PARTS.some((p) => ["b", "c", "d"].includes(p))) {
    const cluster = await startCluster();
    try {
      if (PARTS.includes("b")) await partB(report, kit, cluster);
      if (PARTS.includes("c")) await partC(report, kit, cluster);
      if (PARTS.includes("d")) await partD(report, kit, cluster);
    } finally {
      cluster.stop();
    }
  }
});
