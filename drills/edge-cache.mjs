// drill:edge-cache — the site behind nginx with proxy_cache (loopback ports, config in a temp
// folder, not a system service), configured as docs/operations.md shows (ADR 0041):
// (a) a staff publish through the API reaches visitors through nginx within the shared cache's
//     lifetime (s-maxage, after the site's content-version poll);
// (b) answers made for one visitor (a posted form's outcome, a gift-card outcome, staff pages, any
//     answer with Set-Cookie) are never cached, and the cookie choice is kept apart;
// (c) under load by several clients on /, /news and /whats-on the site sees about one request per
//     page (and cookie choice) per s-maxage, counted from its /metrics.
// DRILL_SECONDS (15) of load by DRILL_CLIENTS (12).
import "../scripts/runtime-node.mjs";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { acceptInvitation, enrolSecondFactor, inviteOwner, OWNER } from "./launch-safety/staff.mjs";
import { ensureNginx, nginxMainConfig, prepareNginxDir, startNginx } from "./lib/nginx.mjs";
import { DrillReport, runDrill } from "./lib/report.mjs";
import {
  ensureBuilt,
  freePort,
  logTail,
  startDrillStack,
  tempDir,
  waitHealthy,
  within,
} from "./lib/stack.mjs";

const SECONDS = Number(process.env.DRILL_SECONDS ?? 15);
const CLIENTS = Number(process.env.DRILL_CLIENTS ?? 12);
const API_KEY = process.env.API_KEY ?? "local-demo-api-key-0000";
const METRICS_TOKEN = randomBytes(24).toString("hex");
const CONSENT = "RestaurantsCookiesConsent";
const LOAD_PATHS = ["/", "/news", "/whats-on"];

/**
 * The site's nginx block from docs/operations.md, on loopback ports: one copy per address and
 * cookie choice, nothing kept for an answer made for one visitor, and the site's own Cache-Control
 * deciding how long (s-maxage) and how stale (stale-while-revalidate) a copy may be.
 */
function nginxConfig(dir, { port, webPort }) {
  return nginxMainConfig(
    dir,
    `  log_format edge '$request_method $request_uri $status $upstream_cache_status';
  access_log ${dir}/access.log edge;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site_pages:10m max_size=256m inactive=10m use_temp_path=off;
  # The cookie choice is part of a page (the banner, analytics): one copy per choice, not per visitor.
  map $cookie_${CONSENT} $consent_choice {
    true true;
    false false;
    default undecided;
  }
  # Answers made for one visitor: a form's one-time outcome, a campaign address (it sets a cookie).
  map "$cookie_form_flash$arg_utm_source" $per_visitor {
    "" 0;
    default 1;
  }
  upstream site {
    server 127.0.0.1:${webPort};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_cache site_pages;
      proxy_cache_key "$scheme://$host$request_uri|$consent_choice";
      proxy_cache_bypass $per_visitor;
      proxy_no_cache $per_visitor;
      # One gzip copy per page; nginx unzips it for the rare client that takes no gzip.
      proxy_set_header Accept-Encoding gzip;
      gunzip on;
      proxy_ignore_headers Vary;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout http_500 http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }`,
  );
}

/** GET requests the site answered, by route, from its /metrics (every status, 304s included). */
async function originRequests(webOrigin) {
  const response = await fetch(`${webOrigin}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    signal: AbortSignal.timeout(5000),
  });
  const counts = {};
  for (const line of (await response.text()).split("\n")) {
    const match = /^thalassa_site_http_requests_total\{([^}]*)\} (\d+(?:\.\d+)?)/.exec(line);
    if (!match || !/method="GET"/.test(match[1])) continue;
    const route = /route="([^"]*)"/.exec(match[1])?.[1] ?? "";
    counts[route] = (counts[route] ?? 0) + Number(match[2]);
  }
  return counts;
}

/** A GET through nginx: status, the cache's verdict, a few headers and the text. */
async function get(origin, path, headers = {}) {
  const response = await fetch(`${origin}${path}`, {
    headers,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    cache: response.headers.get("x-cache-status") ?? "none",
    cacheControl: response.headers.get("cache-control") ?? "",
    setCookie: response.headers.getSetCookie(),
    etag: response.headers.get("etag"),
    location: response.headers.get("location"),
    text: await response.text(),
  };
}

/** Asks `path` twice more after a first time; true when no answer came from the cache. */
async function neverCached(report, name, ask) {
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await ask());
  const statuses = answers.map((a) => a.cache);
  const ok = answers.every((a) => a.cache !== "HIT" && a.cache !== "STALE" && a.cache !== "REVALIDATED");
  report.check(
    `${name} is never served from nginx's cache`,
    ok,
    `X-Cache-Status ${statuses.join(", ")}; ${answers.at(-1)?.status} ${answers.at(-1)?.cacheControl}`,
  );
  return answers;
}

await runDrill(new DrillReport("drill:edge-cache"), async (report) => {
  ensureBuilt();
  const nginxBin = ensureNginx();
  const work = tempDir("edge-cache");
  prepareNginxDir(work, ["cache"]);
  const [port, webPort] = await Promise.all([freePort(), freePort()]);
  const edge = `http://127.0.0.1:${port}`;
  const webOrigin = `http://127.0.0.1:${webPort}`;
  const env = { PUBLIC_SITE_URL: edge, METRICS_TOKEN, API_KEY, DEMO_DEFAULTS: "allow" };
  // The staff owner a fresh install makes, for the publish below.
  const inviteLink = await inviteOwner(OWNER.email, { ...env, DATA_DIR: join(work, "pglite") });
  const stack = await startDrillStack(work, { port: webPort, env });
  const nginx = startNginx(nginxBin, work, nginxConfig(work, { port, webPort }));
  let nginxErrors = "";
  nginx.stderr.on("data", (chunk) => {
    nginxErrors += chunk;
  });
  try {
    await waitHealthy(edge, nginx).catch((error) => {
      throw new Error(`${error.message}\n${nginxErrors}\n${logTail(stack)}`);
    });
    report.check("nginx with proxy_cache in front of the site", true, `${edge} → ${webOrigin}`);

    report.section("Shared pages");
    let sharedSeconds = 10;
    {
      const first = await get(edge, "/about");
      sharedSeconds = Number(/s-maxage=(\d+)/.exec(first.cacheControl)?.[1] ?? sharedSeconds);
      const second = await get(edge, "/about");
      report.check(
        "a public page is kept by nginx and served from it",
        first.status === 200 && second.cache === "HIT" && second.text === first.text,
        `X-Cache-Status ${first.cache} then ${second.cache}; Cache-Control ${second.cacheControl}`,
      );
      const revalidated = await get(edge, "/about", { "if-none-match": second.etag ?? "" });
      report.check(
        "a visitor that has the page gets 304 for its ETag",
        revalidated.status === 304,
        `${revalidated.status} for ${second.etag}`,
      );
      const data = [await get(edge, "/news.data"), await get(edge, "/news.data")];
      report.check(
        "a shared page's data (.data) is kept too",
        data[0].status === 200 && data[1].cache === "HIT",
        `X-Cache-Status ${data.map((d) => d.cache).join(" then ")}`,
      );
      const undecided = await get(edge, "/");
      const chose = [
        await get(edge, "/", { cookie: `${CONSENT}=true` }),
        await get(edge, "/", { cookie: `${CONSENT}=true; _ga=GA1.1.${Date.now()}` }),
      ];
      const banner = (page) => page.text.includes('class="cookie-banner"');
      report.check(
        "the cookie choice is kept apart: no banner for a visitor who chose, one copy for all who did",
        banner(undecided) && !banner(chose[0]) && !banner(chose[1]) && chose[1].cache === "HIT",
        `undecided banner ${banner(undecided)}, accepted banner ${banner(chose[0])}, X-Cache-Status ${chose.map((c) => c.cache).join(", ")}`,
      );
    }

    report.section("Answers made for one visitor");
    const staffCookie = await acceptInvitation(edge, inviteLink, OWNER).then((cookie) =>
      enrolSecondFactor(edge, cookie, OWNER.password),
    );
    {
      const staff = await neverCached(report, "a staff page (/staff, signed in)", () =>
        get(edge, "/staff", { cookie: staffCookie }),
      );
      report.check(
        "staff pages are private",
        staff.every((a) => a.status === 200 && /private|no-store/.test(a.cacheControl)),
        `${staff.map((a) => a.status).join(", ")}; ${staff[0]?.cacheControl}`,
      );
      await neverCached(report, "a staff page asked without a session (its redirect)", () =>
        get(edge, "/staff/content"),
      );

      await get(edge, "/about");
      const email = `edge-${Date.now()}@drill.thalassa.test`;
      const posted = await fetch(`${edge}/forms/newsletter`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: edge },
        body: new URLSearchParams({ email, terms_and_conditions: "on", return_to: "/about" }),
      });
      const flash = /form_flash=[^;]+/.exec(posted.headers.getSetCookie().join("\n"))?.[0] ?? "";
      report.check(
        "a form posted without JavaScript answers with its outcome for that visitor",
        [302, 303].includes(posted.status) && Boolean(flash),
        `${posted.status} → ${posted.headers.get("location")}`,
      );
      const landed = await neverCached(report, "the page a posted form returns to, with its outcome", () =>
        get(edge, posted.headers.get("location") ?? "/about", { cookie: flash }),
      );
      // The thank-you view (every page carries its words in the catalogue, so those prove nothing).
      const thanks = 'class="thank-you"';
      const address = posted.headers.get("location") ?? "/about";
      const others = [await get(edge, address), await get(edge, address)];
      const other = others[1];
      report.check(
        "the outcome shows to its visitor only",
        (landed[0]?.text.includes(thanks) ?? false) && !other.text.includes(thanks) && other.cache === "HIT",
        `visitor ${landed[0]?.text.includes(thanks) ? "sees" : "does not see"} the thanks; the next visitor of ${address} gets ${other.cache}${other.text.includes(thanks) ? " WITH the thanks" : " without it"}`,
      );

      const giftCard = await neverCached(report, "a gift-card outcome (/gift-card/success?orderId=…)", () =>
        get(edge, `/gift-card/success?orderId=drill-${Date.now()}`),
      );
      report.check(
        "the gift-card outcome is private",
        giftCard.every((a) => /private, no-store/.test(a.cacheControl)),
        `${giftCard[0]?.status} ${giftCard[0]?.cacheControl}`,
      );
      const campaign = await neverCached(report, "a campaign address (its answer sets a cookie)", () =>
        get(edge, "/news?utm_source=edge-drill"),
      );
      report.check(
        "every visitor of a campaign address gets its cookie",
        campaign.every((a) => a.setCookie.some((c) => c.startsWith("utm_source="))),
        `${campaign.filter((a) => a.setCookie.length).length} of ${campaign.length} set it`,
      );
      const consent = await neverCached(report, "the cookie choice posted (Set-Cookie)", () =>
        fetch(`${edge}/consent`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: edge },
          body: new URLSearchParams({ consent: "false", redirectTo: "/" }),
        }).then((r) => ({
          status: r.status,
          cache: r.headers.get("x-cache-status") ?? "none",
          cacheControl: r.headers.get("cache-control") ?? "",
          setCookie: r.headers.getSetCookie(),
        })),
      );
      report.check(
        "each cookie choice is answered with its own cookie",
        consent.every((a) => a.setCookie.some((c) => c.startsWith(`${CONSENT}=false`))),
        consent.map((a) => a.status).join(", "),
      );
    }

    report.section("A staff publish through the API");
    {
      const staffHeaders = {
        "api-key": API_KEY,
        cookie: staffCookie,
        origin: edge,
        "content-type": "application/json",
      };
      const list = await (
        await fetch(`${stack.apiUrl}/staff/content/news`, { headers: staffHeaders })
      ).json();
      const item = list.data?.[0];
      const detail = item
        ? await (
            await fetch(`${stack.apiUrl}/staff/content/news/${item.id}`, { headers: staffHeaders })
          ).json()
        : {};
      // The old page is in nginx's cache, fresh, when the change is made.
      await get(edge, "/news");
      const cached = await get(edge, "/news");
      const title = `Published through the edge ${Date.now()}`;
      const put = await fetch(`${stack.apiUrl}/staff/content/news/${item?.id}`, {
        method: "PUT",
        headers: staffHeaders,
        body: JSON.stringify({ ...detail.data, title }),
      });
      const shows = (origin) => () => get(origin, "/news").then((page) => page.text.includes(title));
      const stale = /stale-while-revalidate=(\d+)/.exec(cached.cacheControl)?.[1];
      // The copy nginx holds lives out its s-maxage (it was stored just now); then the first request
      // gets it once more while nginx fetches the new page behind it. Two seconds cover the site's
      // content-version poll (500 ms), that fetch and this probe's 200 ms.
      const limitMs = (sharedSeconds + 2) * 1000;
      const [atOrigin, atEdge] = await Promise.all([
        within(5000, shows(webOrigin), 200),
        within(limitMs + 15_000, shows(edge), 200),
      ]);
      report.figure(
        "publish to visible at the site / through nginx",
        `${atOrigin ?? "> 5000"} ms / ${atEdge ?? "not within the watch"} ms (s-maxage ${sharedSeconds} s, stale-while-revalidate ${stale} s)`,
      );
      report.check(
        "the publish reaches visitors through nginx within s-maxage (+ the poll and one refresh)",
        put.ok && cached.cache === "HIT" && atEdge !== undefined && atEdge <= limitMs,
        `PUT ${put.status}${put.ok ? "" : ` ${(await put.text()).slice(0, 200)}`}; the page was ${cached.cache} before; seen after ${atEdge ?? "—"} ms, limit ${limitMs} ms`,
      );
    }

    report.section(`Load: ${CLIENTS} clients for ${SECONDS} s on ${LOAD_PATHS.join(", ")}`);
    {
      const before = await originRequests(webOrigin);
      const statuses = {};
      let requests = 0;
      let errors = 0;
      const started = Date.now();
      const deadline = started + SECONDS * 1000;
      const client = async (i) => {
        // Half the clients chose cookies: a second copy of each page.
        const headers = i % 2 ? { cookie: `${CONSENT}=true; _ga=GA1.1.${i}` } : {};
        for (let n = 0; Date.now() < deadline; n++) {
          const path = LOAD_PATHS[(i + n) % LOAD_PATHS.length];
          try {
            const response = await fetch(`${edge}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
            await response.arrayBuffer();
            const cache = response.headers.get("x-cache-status") ?? "none";
            statuses[cache] = (statuses[cache] ?? 0) + 1;
            if (response.status !== 200) errors++;
          } catch {
            errors++;
          }
          requests++;
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
      const seconds = (Date.now() - started) / 1000;
      const after = await originRequests(webOrigin);
      const origin = Object.fromEntries(LOAD_PATHS.map((p) => [p, (after[p] ?? 0) - (before[p] ?? 0)]));
      const originTotal = Object.values(origin).reduce((a, b) => a + b, 0);
      const periods = seconds / sharedSeconds;
      // Per page and cookie choice: one fetch per period, plus the one that starts the run.
      const expected = LOAD_PATHS.length * 2 * (Math.ceil(periods) + 1);
      report.figure(
        "requests through nginx",
        `${requests} in ${seconds.toFixed(1)} s (${Math.round(requests / seconds)}/s), ${errors} errors; X-Cache-Status ${JSON.stringify(statuses)}`,
      );
      report.figure(
        "requests the site saw",
        `${originTotal} (${JSON.stringify(origin)}): ${(originTotal / (LOAD_PATHS.length * 2) / periods).toFixed(2)} per page and cookie choice per ${sharedSeconds} s period`,
      );
      report.check("no errors under load", errors === 0, `${errors} of ${requests}`);
      report.check(
        "the site sees about one request per page and cookie choice per cache period",
        originTotal > 0 && originTotal <= expected,
        `${originTotal} for ${LOAD_PATHS.length} pages × 2 choices over ${periods.toFixed(1)} periods (at most ${expected})`,
      );
    }
    const log = readFileSync(join(work, "access.log"), "utf8").trim().split("\n");
    report.figure(
      "nginx access log",
      `${log.length} lines in ${join(work, "access.log")} (DRILL_KEEP=1 keeps it)`,
    );
  } finally {
    nginx.kill("SIGTERM");
    await stack.stop();
  }
});
