// drill:connection-state — nginx with upstream keep-alive in front of the site and of the API
// (one worker, a small pool, HTTP/1.1 and `Connection ""` to the upstreams, as docs/operations.md
// writes it), and every request an anonymous visitor can send, each followed by a GET /healthz
// through the same nginx, so on the same pooled upstream connection. An answer given before the
// body was read must leave that connection usable (or close it): the next request answers in
// < 100 ms, never after the request timeout.
//
// The matrix: every route of the site's route table (real ids filled in) and the server's own
// paths (health, assets, media, route discovery, .data), and every operation of the API's OpenAPI
// document, × GET, HEAD, POST, PUT, DELETE, OPTIONS × body sizes 0, 64 KB, 300 KB, 1 MB, the
// 300 KB ones in three content types (form, multipart, one the site refuses). Bodies just under and just over the
// site's limit (8 MB) go to one route of each kind (page, form action, staff page, staff file,
// media, asset, health, API), with a form's content type: every route again with 2 × 8 MB per
// method would move gigabytes through nginx's temp files for the same code path.
// Then HTTP/1.1 pipelining and `Expect: 100-continue`, directly and through nginx, and the
// request-smuggling shapes through nginx (duplicate Content-Length, Content-Length with chunked,
// obfuscated Transfer-Encoding, bare LF): one answer per request, and the next visitor's request
// gets its own answer.
//
// A case whose next request takes ≥ 100 ms is tried up to twice more before it counts as failed (a
// busy machine may delay an answer now and then; a poisoned connection delays every one by the
// request timeout). The cases that needed another try are counted in the figures.
import "../scripts/runtime-node.mjs";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { siteRoutes } from "../bench/routes.mjs";
import { concretePath, discoverApiRoutes } from "./lib/discover.mjs";
import { ensureNginx, nginxMainConfig, prepareNginxDir, startNginx } from "./lib/nginx.mjs";
import { DrillReport, runDrill } from "./lib/report.mjs";
import {
  ensureBuilt,
  freePort,
  logTail,
  repoRoot,
  startDrillStack,
  tempDir,
  waitHealthy,
} from "./lib/stack.mjs";

const API_KEY = process.env.API_KEY ?? "local-demo-api-key-0000";
const NEXT_REQUEST_MS = 100;
/** How long a probe waits before it calls the connection stuck (the site's request timeout is 10 s here). */
const GIVE_UP_MS = 15_000;
const SITE_BODY_LIMIT = 8 * 1024 * 1024;
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"];
const SIZES = [0, 64 * 1024, 300 * 1024, 1024 * 1024];
/** Every content type at this size; the other sizes are sent as a form (the same code path for each type). */
const ALL_TYPES_AT = 300 * 1024;
/** A matrix stops after this many failed cases: each costs the request timeout, and one is enough to know. */
const MAX_FAILURES = 5;
const BOUNDARY = "----drill-connection-state";
const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  `multipart/form-data; boundary=${BOUNDARY}`,
  "application/octet-stream",
];

/** The nginx in front: the site on one port, the API on another, each through a keep-alive pool. */
function nginxConfig(dir, { sitePort, apiPort, webPort, apiUpstreamPort }) {
  const proxied = (upstream) => `
    location / {
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # With the port: the drill's nginx is not on 443, and a form's Origin names the port.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto http;
      proxy_read_timeout 60s;
    }`;
  return nginxMainConfig(
    dir,
    `  access_log off;
  # Bodies up to 10 MB stay in memory: the drill measures the upstream connections, not the disk.
  client_body_buffer_size 10m;
  upstream site { server 127.0.0.1:${webPort}; keepalive 2; }
  upstream api { server 127.0.0.1:${apiUpstreamPort}; keepalive 2; }
  server { listen 127.0.0.1:${sitePort}; ${proxied("site")} }
  server { listen 127.0.0.1:${apiPort}; ${proxied("api")} }`,
  );
}

/** A body of `size` bytes shaped as its content type says (a form's fields, a multipart part). */
function bodyOf(size, contentType) {
  if (size === 0) return Buffer.alloc(0);
  if (contentType.startsWith("multipart/")) {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const fill = Math.max(0, size - head.length - tail.length);
    return Buffer.concat([head, Buffer.alloc(fill, "a"), tail]).subarray(0, Math.max(size, 1));
  }
  if (contentType.startsWith("application/x-www-form-urlencoded")) {
    const text = `name=${"a".repeat(Math.max(0, size - 5))}`;
    return Buffer.from(text).subarray(0, size);
  }
  return Buffer.alloc(size, 7);
}

/** One request through nginx on a connection of its own; resolves with its status and time. */
function send(port, { method, path, headers = {}, body }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      { host: "127.0.0.1", port, method, path, agent: false, headers: { connection: "close", ...headers } },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        res.on("error", (error) =>
          resolve({ error: error.code ?? error.message, ms: performance.now() - started }),
        );
      },
    );
    req.setTimeout(GIVE_UP_MS, () => req.destroy(new Error(`no answer within ${GIVE_UP_MS} ms`)));
    req.on("error", (error) =>
      resolve({ error: error.code ?? error.message, ms: performance.now() - started }),
    );
    if (body?.length) {
      req.setHeader("content-length", body.length);
      req.end(body);
    } else req.end();
  });
}

/** The request, then the next visitor's GET /healthz through the same nginx (and upstream pool). */
async function requestThenHealth(port, spec) {
  const first = await send(port, spec);
  const next = await send(port, { method: "GET", path: "/healthz" });
  const ok = next.status === 200 && /"ok"/.test(next.body) && next.ms < NEXT_REQUEST_MS;
  return { first, next, ok };
}

/** Runs a case, once more on a slow or failed next request; records the worst next-request time. */
async function runCase(port, spec, stats) {
  let outcome = await requestThenHealth(port, spec);
  stats.requests += 2;
  stats.firstTryWorstMs = Math.max(stats.firstTryWorstMs ?? 0, outcome.next.ms);
  for (let retry = 0; retry < 2 && !outcome.ok; retry++) {
    if (retry === 0) stats.retried = (stats.retried ?? 0) + 1;
    outcome = await requestThenHealth(port, spec);
    stats.requests += 2;
  }
  stats.worstMs = Math.max(stats.worstMs, outcome.next.ms);
  if (!outcome.ok) {
    stats.failures.push(
      `${spec.method} ${spec.path} (${spec.body?.length ?? 0} B, ${spec.headers?.["content-type"] ?? "no type"}): ` +
        `answered ${outcome.first.status ?? outcome.first.error}, then /healthz ` +
        `${outcome.next.status ?? outcome.next.error} after ${Math.round(outcome.next.ms)} ms`,
    );
  }
  return outcome;
}

/** A matrix's requests, its worst next-request time (first tries, and after any retry), retries and failures. */
const matrixFigure = (stats) =>
  `${stats.requests} requests, worst next request ${(stats.firstTryWorstMs ?? 0).toFixed(1)} ms ` +
  `(${stats.worstMs.toFixed(1)} ms after retries; ${stats.retried ?? 0} cases retried), ${stats.failures.length} failures`;

/** Every path of the site's route table, its parameters filled with real ids where there are some. */
async function siteRouteTable(apiOrigin) {
  const build = await import(join(repoRoot, "apps/web/build/server/index.js"));
  const { routes: pages } = await siteRoutes(`${apiOrigin}/api/v1`, API_KEY).catch(() =>
    siteRoutes(apiOrigin, API_KEY),
  );
  const real = (prefix) =>
    pages.find((p) => p.startsWith(prefix) && p.length > prefix.length)?.slice(prefix.length);
  const values = {
    "/menu/:url": real("/menu/"),
    "/whats-on/:id": real("/whats-on/"),
    "/news/:id": real("/news/"),
    "/careers/:id": real("/careers/"),
  };
  const fullPath = (id) => {
    const route = build.routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    if (route.path === undefined) return parent;
    return `${parent.replace(/\/$/, "")}/${route.path}`.replace(/\/+/g, "/");
  };
  const paths = new Set();
  for (const id of Object.keys(build.routes)) {
    let path = fullPath(id) || "/";
    for (const [pattern, value] of Object.entries(values)) {
      const [, tail] = pattern.split("/:");
      path = path.replace(new RegExp(`(/${pattern.split("/")[1]})/:${tail}$`), `$1/${value ?? "x"}`);
    }
    paths.add(path.replace(/:\w+/g, "1").replace(/\*$/, "x"));
  }
  // The server's own paths in front of the router, and a client navigation's data request.
  for (const extra of [
    "/healthz",
    "/livez",
    "/readyz",
    "/metrics",
    "/assets/missing.js",
    "/media/missing.jpg",
    "/__manifest?paths=%2F&version=x",
    "/about.data",
    "/_.data",
    "/no-such-page",
  ])
    paths.add(extra);
  return [...paths].sort();
}

async function apiRouteTable(apiOrigin) {
  const routes = await discoverApiRoutes(`${apiOrigin}/api/v1`, API_KEY).catch(() =>
    discoverApiRoutes(apiOrigin, API_KEY),
  );
  return [...new Set(routes.map((route) => concretePath(route)))].sort().concat("/healthz");
}

/** Sends raw bytes to a port and collects everything answered until the socket closes or goes quiet. */
function rawExchange(port, chunks, { quietMs = 1_500, betweenMs = 0 } = {}) {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    const received = [];
    let timer;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(received).toString("latin1"));
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    };
    socket.on("data", (chunk) => {
      received.push(chunk);
      quiet();
    });
    socket.on("error", done);
    socket.on("close", done);
    socket.on("connect", async () => {
      for (const chunk of chunks) {
        socket.write(chunk);
        if (betweenMs) await new Promise((r) => setTimeout(r, betweenMs));
      }
      quiet();
    });
  });
}

const statusLines = (text) => [...text.matchAll(/HTTP\/1\.[01] (\d{3})/g)].map((m) => Number(m[1]));

await runDrill(new DrillReport("drill:connection-state"), async (report) => {
  ensureBuilt();
  const nginxBin = ensureNginx();
  const work = tempDir("connection-state");
  prepareNginxDir(work);
  const [sitePort, apiPort, webPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const edge = `http://127.0.0.1:${sitePort}`;
  const env = {
    PUBLIC_SITE_URL: edge,
    API_KEY,
    DEMO_DEFAULTS: "allow",
    // A stuck connection shows as a 10 s wait instead of 30 s.
    REQUEST_TIMEOUT_MS: "10000",
  };
  const stack = await startDrillStack(work, { port: webPort, env });
  const nginx = startNginx(
    nginxBin,
    work,
    nginxConfig(work, { sitePort, apiPort, webPort, apiUpstreamPort: stack.apiPort }),
  );
  let nginxErrors = "";
  nginx.stderr.on("data", (chunk) => {
    nginxErrors += chunk;
  });
  try {
    await waitHealthy(edge, nginx).catch((error) => {
      throw new Error(`${error.message}\n${nginxErrors}\n${logTail(stack)}`);
    });
    await waitHealthy(`http://127.0.0.1:${apiPort}`, nginx);
    report.check(
      "nginx with upstream keep-alive in front of the site and the API",
      true,
      `${edge} → ${stack.webOrigin}; :${apiPort} → ${stack.apiOrigin}`,
    );

    const sitePaths = await siteRouteTable(stack.apiOrigin);
    const apiPaths = await apiRouteTable(stack.apiOrigin);
    for (const [name, port, paths] of [
      ["site", sitePort, sitePaths],
      ["API", apiPort, apiPaths],
    ]) {
      report.section(
        `The ${name}: ${paths.length} paths × ${METHODS.length} methods × ${SIZES.length} sizes (${CONTENT_TYPES.length} content types at 300 KB)`,
      );
      const stats = { requests: 0, worstMs: 0, failures: [] };
      const started = Date.now();
      const typesOf = (size) =>
        size === ALL_TYPES_AT ? CONTENT_TYPES : size ? CONTENT_TYPES.slice(0, 1) : [undefined];
      cases: for (const path of paths)
        for (const method of METHODS)
          for (const size of SIZES)
            for (const type of typesOf(size)) {
              if (stats.failures.length >= MAX_FAILURES) break cases;
              await runCase(
                port,
                {
                  method,
                  path,
                  headers: type ? { "content-type": type, origin: edge } : {},
                  body: bodyOf(size, type ?? ""),
                },
                stats,
              );
            }
      report.check(
        `${name}: every request leaves the next one on its connection answered in < ${NEXT_REQUEST_MS} ms`,
        stats.failures.length === 0,
        stats.failures.length
          ? `${stats.failures.length} failed:\n    ${stats.failures.slice(0, 15).join("\n    ")}`
          : `${stats.requests} requests, worst next request ${stats.worstMs.toFixed(1)} ms, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      report.figure(`${name} matrix`, matrixFigure(stats));
    }

    report.section("Bodies just under and just over the site's limit (8 MB), one route of each kind");
    {
      const stats = { requests: 0, worstMs: 0, failures: [] };
      const kinds = [
        [sitePort, "/about"],
        [sitePort, "/forms/catering"],
        [sitePort, "/staff/sign-in"],
        [sitePort, "/staff/inbox/newsletter.csv"],
        [sitePort, "/media/missing.jpg"],
        [sitePort, "/assets/missing.js"],
        [sitePort, "/healthz"],
        [apiPort, apiPaths.find((p) => /submissions|catering|newsletter/.test(p)) ?? "/api/v1/websites"],
      ];
      const type = CONTENT_TYPES[0];
      for (const [port, path] of kinds)
        for (const method of METHODS)
          for (const size of [SITE_BODY_LIMIT - 1, SITE_BODY_LIMIT + 1])
            await runCase(
              port,
              { method, path, headers: { "content-type": type, origin: edge }, body: bodyOf(size, type) },
              stats,
            );
      report.check(
        `limit ± 1 byte: the next request answers in < ${NEXT_REQUEST_MS} ms`,
        stats.failures.length === 0,
        stats.failures.length
          ? stats.failures.slice(0, 10).join("\n    ")
          : `${stats.requests} requests, worst ${stats.worstMs.toFixed(1)} ms`,
      );
      report.figure("limit ± 1 byte", matrixFigure(stats));
    }

    report.section("HTTP/1.1 pipelining and Expect: 100-continue");
    const post300k = (path, extra = "") =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${300 * 1024}\r\n${extra}\r\n`;
    for (const [name, port] of [
      ["directly at the site", webPort],
      ["through nginx", sitePort],
    ]) {
      const pipelined = await rawExchange(port, [
        Buffer.concat([
          Buffer.from(post300k("/about")),
          Buffer.alloc(300 * 1024, "a"),
          Buffer.from("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
          Buffer.from("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
        ]),
      ]);
      const statuses = statusLines(pipelined);
      report.check(
        `${name}: three pipelined requests (a 300 KB early-answered post, two GETs) get three answers in order`,
        statuses.length === 3 && statuses[1] === 200 && statuses[2] === 200,
        `statuses ${statuses.join(", ") || "none"}`,
      );
      const continued = await rawExchange(
        port,
        [
          Buffer.from(post300k("/forms/catering", "Expect: 100-continue\r\n")),
          Buffer.concat([
            Buffer.alloc(300 * 1024, "a"),
            Buffer.from("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
          ]),
        ],
        { betweenMs: 200 },
      );
      const finals = statusLines(continued).filter((s) => s !== 100);
      report.check(
        `${name}: Expect: 100-continue, the body, then the next request on the same connection`,
        finals.length === 2 && finals[1] === 200,
        `statuses ${statusLines(continued).join(", ") || "none"}`,
      );
    }

    report.section("Request smuggling shapes through nginx: one answer per request, no desync");
    const smuggled = "GET /smuggled-by-the-drill HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    const shapes = [
      [
        "duplicate Content-Length",
        `POST /about HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: ${5 + smuggled.length}\r\n\r\nhello${smuggled}`,
      ],
      [
        "Content-Length with chunked",
        `POST /about HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${smuggled}`,
      ],
      [
        "obfuscated Transfer-Encoding (xchunked)",
        `POST /about HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: xchunked\r\n\r\n0\r\n\r\n${smuggled}`,
      ],
      [
        "obfuscated Transfer-Encoding (space before colon)",
        `POST /about HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding : chunked\r\n\r\n0\r\n\r\n${smuggled}`,
      ],
      [
        "obfuscated Transfer-Encoding (chunked, identity)",
        `POST /about HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n${smuggled}`,
      ],
      [
        "bare LF line endings",
        `POST /about HTTP/1.1\nHost: x\nContent-Length: 4\nTransfer-Encoding: chunked\n\n0\n\n${smuggled}`,
      ],
    ];
    for (const [name, bytes] of shapes) {
      const answer = await rawExchange(sitePort, [Buffer.from(`${bytes.replace(smuggled, "")}`)]);
      const withTail = await rawExchange(sitePort, [Buffer.from(bytes)], { quietMs: 1_000 });
      // A desync would hand the smuggled request's answer to whoever uses that upstream connection next.
      const nexts = [];
      for (let i = 0; i < 3; i++) nexts.push(await send(sitePort, { method: "GET", path: "/healthz" }));
      const nextOk = nexts.every(
        (n) => n.status === 200 && /"ok"/.test(n.body) && n.ms < NEXT_REQUEST_MS * 10,
      );
      report.check(
        `${name}: at most one answer per request, and the next visitors get their own`,
        statusLines(answer).length <= 1 && statusLines(withTail).length <= 2 && nextOk,
        `answers ${statusLines(answer).join(", ") || "none (closed)"}; with a second request inside: ${statusLines(withTail).join(", ") || "none"}; next /healthz ${nexts.map((n) => `${n.status ?? n.error} in ${Math.round(n.ms)} ms`).join(", ")}`,
      );
    }

    report.section("Logs: what an operator reads after all of the above");
    {
      const lines = readFileSync(stack.logFile, "utf8").split("\n").filter(Boolean);
      const plain = lines.filter((line) => {
        try {
          return typeof JSON.parse(line) !== "object";
        } catch {
          return true;
        }
      });
      report.check(
        "every line the site and the API wrote is one JSON record (stack traces inside it)",
        plain.length === 0,
        plain.length
          ? `${plain.length} of ${lines.length} lines are not JSON, e.g.:\n    ${plain.slice(0, 5).join("\n    ")}`
          : `${lines.length} lines`,
      );
    }
  } finally {
    nginx.kill("SIGTERM");
    stack.stop();
  }
});
