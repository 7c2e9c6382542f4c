// drill:fuzz — at least DRILL_REQUESTS (10,000) malformed requests across every API route (from
// the OpenAPI document), every site page and every form action (crawled), plus oversized, deeply
// nested and trickled bodies. Zero 5xx, zero crashes, every refusal explained, memory bounded.
// Seeded: DRILL_SEED=<n> replays a run, DRILL_ONLY=<i,j> replays single requests.
// Then the mail-relay block (lib/mail-relay.mjs): address lists and header injection into every
// submission route, and every mail in the API's outbox read back.
import { join } from "node:path";
import {
  bodyFieldNames,
  concretePath,
  discoverApiRoutes,
  discoverForms,
  discoverSitePages,
  submissionTargets,
} from "./lib/discover.mjs";
import { loadKit } from "./lib/kit.mjs";
import { mailRelayDrill } from "./lib/mail-relay.mjs";
import { createRandom, seedFromEnv } from "./lib/prng.mjs";
import { hasClearMessage, rawRequest } from "./lib/raw-http.mjs";
import { DrillReport, runDrill } from "./lib/report.mjs";
import {
  ensureBuilt,
  healthy,
  isAlive,
  logTail,
  percentile,
  rssMiB,
  sleep,
  startDrillStack,
  tempDir,
} from "./lib/stack.mjs";

const TOTAL = Number(process.env.DRILL_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.DRILL_CONCURRENCY ?? 12);
/** Requests must not hang: the servers cut off slow bodies after this (set for the drill). */
const REQUEST_TIMEOUT_MS = 5_000;
const MEMORY_GROWTH_LIMIT_MIB = 300;

/* ---------- building blocks of hostile input ---------- */

const WEIRD_STRINGS = [
  "",
  " ",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999",
  "0x1F",
  "true",
  "[]",
  "{}",
  "'; drop table websites; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "%C0%AF",
  "%FF%FE",
  "\u202e\u0000\u0007",
  "😀".repeat(50),
  "ｓｃｒｉｐｔ",
  "__proto__",
  "constructor",
  "a".repeat(300),
  "$" + "{jndi:ldap://x}",
  "{{7*7}}",
];

function randomString(rng) {
  if (rng.chance(0.6)) return rng.pick(WEIRD_STRINGS);
  const length = rng.pick([1, 8, 64, 1024, 8192]);
  const alphabet = "abcXYZ019-_.~!*'();:@&=+$,/?#[]% \"<>\\^`{|}";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

/** URL-encodes loosely: sometimes leaves characters raw, so the parser sees them. */
function looseEncode(rng, value) {
  return rng.chance(0.7)
    ? encodeURIComponent(value).replace(/%25(?=[0-9A-Fa-f]{0,1}[^0-9A-Fa-f])/g, "%")
    : value.replace(/[\s#]/g, "+");
}

function junkQuery(rng, names) {
  const parts = [];
  const count = rng.int(0, 6);
  for (let i = 0; i < count; i++) {
    const name =
      rng.chance(0.6) && names.length
        ? rng.pick(names)
        : rng.pick([
            "x",
            "__proto__[polluted]",
            "a[b][c][d]",
            "",
            "%",
            "constructor[prototype][x]",
            randomString(rng).slice(0, 40),
          ]);
    const value = randomString(rng);
    parts.push(
      rng.chance(0.1) ? looseEncode(rng, name) : `${looseEncode(rng, name)}=${looseEncode(rng, value)}`,
    );
  }
  if (rng.chance(0.05)) parts.push(`big=${"x".repeat(rng.int(4000, 12000))}`);
  return parts.length ? `?${parts.join("&")}` : rng.chance(0.5) ? "?" : "";
}

function deepJson(depth, kind) {
  return kind === "array"
    ? `${"[".repeat(depth)}${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

const INVALID_UTF8 = [
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
];

/** Mutations of a valid JSON submission: wrong types, missing and extra fields, huge values. */
function mutateJson(rng, valid) {
  const payload = structuredClone(valid ?? { name: "x" });
  const keys = Object.keys(payload);
  const mutations = rng.int(1, 3);
  for (let i = 0; i < mutations; i++) {
    const key = keys.length ? rng.pick(keys) : "x";
    switch (rng.int(0, 9)) {
      case 0:
        delete payload[key];
        break;
      case 1:
        payload[key] = rng.pick([null, 0, -1, 1.5, true, [], {}, [1, 2], { $gt: "" }, 1e308]);
        break;
      case 2:
        payload[key] = randomString(rng);
        break;
      case 3:
        payload[key] = "x".repeat(rng.pick([5001, 70_000]));
        break;
      case 4:
        payload.pollutionMarker = true;
        break;
      case 5:
        payload[randomString(rng).slice(0, 30) || "extra"] = randomString(rng);
        break;
      case 6:
        payload[key] = Array.from({ length: rng.int(100, 5000) }, (_, n) => n);
        break;
      case 7:
        return rng.pick([[], "string", 42, null, true]);
      default:
        payload[key] = `${payload[key] ?? ""}\u0000\ud800`;
    }
  }
  return payload;
}

function jsonBody(rng, valid) {
  const choice = rng.int(0, 9);
  if (choice === 0)
    return Buffer.from(deepJson(rng.pick([100, 5000, 100_000]), rng.pick(["array", "object"])));
  if (choice === 1)
    return Buffer.from(
      rng.pick(["{", '{"a":}', "[1,2", "nul", "{'a':1}", '{"a":1}}', "\u0000", '{"a":"\\u12"}', ""]),
    );
  if (choice === 2)
    return Buffer.concat([Buffer.from('{"name":"'), rng.pick(INVALID_UTF8), Buffer.from('"}')]);
  // Prototype-pollution keys can't be set on an object literal; they are spliced into the text.
  const text = JSON.stringify(mutateJson(rng, valid)) ?? "null";
  return Buffer.from(
    text.replace(
      '"pollutionMarker":true',
      '"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}',
    ),
  );
}

function multipartBody(rng, fields) {
  const boundary = `----drill${rng.int(0, 1e9)}`;
  const parts = [];
  const names = fields.length ? fields : ["name", "cv"];
  const count = rng.int(0, 5);
  for (let i = 0; i < count; i++) {
    const name = rng.chance(0.8) ? rng.pick(names) : randomString(rng).slice(0, 50);
    const isFile = rng.chance(0.4);
    const filename = rng.pick([
      "cv.pdf",
      "../../etc/passwd",
      "a.exe",
      "",
      "x".repeat(300),
      "cv.pdf\u0000.exe",
      "ü.docx",
      '"; name="x',
    ]);
    const disposition = isFile
      ? `form-data; name="${name}"; filename="${filename}"`
      : `form-data; name="${name}"`;
    const content = isFile ? rng.bytes(rng.pick([0, 10, 2_100_000 / 100])) : Buffer.from(randomString(rng));
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${rng.chance(0.1) ? "attachment" : disposition}\r\n${isFile ? "Content-Type: application/pdf\r\n" : ""}\r\n`,
      ),
      content,
      Buffer.from("\r\n"),
    );
  }
  const variant = rng.int(0, 5);
  if (variant !== 0) parts.push(Buffer.from(`--${boundary}--\r\n`)); // 0: never terminated
  const header = rng.pick([
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    "multipart/form-data",
    `multipart/form-data; boundary=wrong${boundary}`,
    `multipart/form-data; boundary="${"b".repeat(200)}"`,
  ]);
  return { body: Buffer.concat(parts), contentType: header };
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "text/plain",
  "text/xml",
  "application/octet-stream",
  "multipart/form-data",
  "application/json; charset=nope",
  "*/*",
  "x/../../",
  "",
];

function formUrlencoded(rng, fields) {
  const names = fields.length ? fields.map((f) => f.name) : ["consent", "redirectTo"];
  const parts = [];
  for (let i = 0; i < rng.int(0, 8); i++) {
    const name = rng.chance(0.8) ? rng.pick(names) : randomString(rng).slice(0, 40);
    parts.push(`${looseEncode(rng, name)}=${looseEncode(rng, randomString(rng))}`);
  }
  if (rng.chance(0.1))
    parts.push(
      `redirectTo=${rng.pick(["https://evil.example", "//evil.example", "javascript:alert(1)", "/\\evil.example", "%2F%2Fevil.example"])}`,
    );
  return Buffer.from(parts.join("&"));
}

/* ---------- the request plan ---------- */

function buildPlan(rng, targets) {
  const { apiRoutes, submissions, pages, forms, apiKey, siteOrigin, ids } = targets;
  const apiGets = apiRoutes.filter((r) => r.method === "GET");
  const apiHeaders = (extra = []) =>
    rng.chance(0.92)
      ? [["api-key", apiKey], ...extra]
      : [["api-key", rng.pick(["", "wrong", "x".repeat(5000), `${apiKey} `])], ...extra];
  const webVariant = () =>
    rng.chance(0.5)
      ? {
          crossSite: false,
          headers: [
            ["Origin", siteOrigin],
            ["Sec-Fetch-Site", "same-origin"],
          ],
        }
      : {
          crossSite: true,
          headers: rng.pick([
            [
              ["Origin", "https://attacker.example"],
              ["Sec-Fetch-Site", "cross-site"],
            ],
            [["Origin", "https://attacker.example"]],
            [["Origin", "null"]],
            [["Sec-Fetch-Site", "same-site"]],
          ]),
        };
  const categories = [
    [
      "api: query strings and path parameters",
      24,
      () => {
        const route = rng.pick(apiGets);
        const values = Object.fromEntries(
          (route.template.match(/\{(\w+)\}/g) ?? []).map((m) => [
            m.slice(1, -1),
            rng.chance(0.5) ? rng.pick(ids) : randomString(rng),
          ]),
        );
        const names = route.parameters.filter((p) => p.in === "query").map((p) => p.name);
        return {
          target: "api",
          method: rng.chance(0.9) ? "GET" : "HEAD",
          path: concretePath(route, values) + junkQuery(rng, names),
          headers: apiHeaders(),
        };
      },
    ],
    [
      "api: unknown paths, raw bytes, methods",
      10,
      () => {
        const base = rng.pick(apiGets).template.replace(/\{\w+\}/g, "1");
        const path = rng.pick([
          `${base}/${encodeURIComponent(randomString(rng))}`,
          `/api/v1/${randomString(rng).replace(/[\s?#]/g, "")}`,
          `${base}%2e%2e%2f%2e%2e%2f`,
          `/api/v1/website/${"9".repeat(400)}`,
          `/media/${rng.pick(["..%2f..%2fpackage.json", "%2e%2e/%2e%2e/src/app.ts", "nope.jpg", "x".repeat(500)])}`,
        ]);
        if (rng.chance(0.15))
          return {
            target: "api",
            method: "GET",
            path: Buffer.concat([Buffer.from(`${base}/`), rng.pick(INVALID_UTF8)]),
            headers: apiHeaders(),
          };
        const method = rng.pick(["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "TRACE"]);
        return {
          target: "api",
          method,
          path,
          headers: apiHeaders(),
          body: method === "GET" ? undefined : jsonBody(rng, null),
        };
      },
    ],
    [
      "api: submission bodies",
      22,
      () => {
        if (!submissions.length) {
          // Nothing to submit to yet: bad bodies still go to every route, which must refuse them.
          const route = rng.pick(apiGets);
          return {
            target: "api",
            method: "POST",
            path: concretePath(route, { id: "1" }),
            headers: apiHeaders([["Content-Type", rng.pick(CONTENT_TYPES)]]),
            body: jsonBody(rng, null),
          };
        }
        const target = rng.pick(submissions);
        const { route, sample } = target;
        const path = concretePath(route, { id: "1" });
        const multipart = target.multipart || rng.chance(0.2);
        if (multipart) {
          const { body, contentType } = multipartBody(rng, [
            ...bodyFieldNames(route),
            ...(sample?.fileFields ?? []),
          ]);
          return {
            target: "api",
            method: "POST",
            path,
            headers: apiHeaders([["Content-Type", contentType]]),
            body,
          };
        }
        const contentType = rng.chance(0.8) ? "application/json" : rng.pick(CONTENT_TYPES);
        return {
          target: "api",
          method: "POST",
          path,
          headers: apiHeaders(contentType ? [["Content-Type", contentType]] : []),
          body: jsonBody(rng, sample?.payload),
        };
      },
    ],
    [
      "headers",
      6,
      () => {
        const api = rng.chance(0.5);
        const path = api ? concretePath(rng.pick(apiGets), { id: "1" }) : rng.pick(pages);
        const headers = rng.pick([
          [["X-Big", "x".repeat(rng.pick([9000, 20000]))]],
          [["Accept", randomString(rng)]],
          [["Accept-Encoding", rng.pick(["gzip;q=nope", "*", "br, zstd, x".repeat(20)])]],
          [["Range", rng.pick(["bytes=999999999-", "bytes=-0", "bytes=0-1,0-1,0-1", "lines=1-2"])]],
          [["If-None-Match", randomString(rng)]],
          [["Cookie", rng.pick(["RestaurantsCookiesConsent=%", "a=b; ".repeat(500), "__proto__=1"])]],
          [
            ["Content-Type", "application/json"],
            ["Transfer-Encoding", "chunked, identity"],
          ],
          [
            ["X-Forwarded-For", "1.2.3.4, ::1, junk"],
            ["X-Forwarded-Proto", "gopher"],
            ["X-Forwarded-Host", "evil.example"],
          ],
          [["Host", rng.pick(["", "evil.example", "[::1", "a".repeat(300)])]],
        ]);
        return {
          target: api ? "api" : "web",
          method: "GET",
          path,
          headers: api ? apiHeaders(headers) : headers,
        };
      },
    ],
    [
      "web: pages with bad query strings and paths",
      12,
      () => {
        const page = rng.pick(pages).split("?")[0];
        const path = rng.pick([
          page + junkQuery(rng, ["modal", "page", "utm_source", "id"]),
          `${page}?modal=${looseEncode(rng, randomString(rng))}`,
          `/${encodeURIComponent(randomString(rng)).slice(0, 500)}`,
          `/news/${encodeURIComponent(randomString(rng)).slice(0, 300)}`,
          `/whats-on/${rng.pick(["%", "%E0%A4%A", "..%2f..", "0"])}`,
          `/menus/${rng.pick(["%", "..", "x".repeat(400)])}`,
          `/assets/${rng.pick(["..%2f..%2fserver.js", "nope.js", "%"])}`,
        ]);
        if (rng.chance(0.1))
          return {
            target: "web",
            method: "GET",
            path: Buffer.concat([Buffer.from(`${page}/`), rng.pick(INVALID_UTF8)]),
            headers: [],
          };
        return { target: "web", method: rng.chance(0.9) ? "GET" : "HEAD", path, headers: [] };
      },
    ],
    [
      "web: form actions (same-origin and cross-site)",
      22,
      () => {
        const form =
          forms.length && rng.chance(0.8)
            ? rng.pick(forms)
            : { action: rng.pick(pages).split("?")[0], fields: [] };
        const variant = webVariant();
        const kind = rng.int(0, 3);
        let body;
        let contentType;
        if (kind === 0) {
          body = formUrlencoded(rng, form.fields);
          contentType = "application/x-www-form-urlencoded";
        } else if (kind === 1) {
          ({ body, contentType } = multipartBody(
            rng,
            form.fields.map((f) => f.name),
          ));
        } else if (kind === 2) {
          body = jsonBody(rng, null);
          contentType = rng.pick(CONTENT_TYPES);
        } else {
          body = Buffer.concat([Buffer.from("consent="), rng.pick(INVALID_UTF8)]);
          contentType = "application/x-www-form-urlencoded; charset=utf-8";
        }
        const action = rng.chance(0.2)
          ? `${form.action}${form.action.includes("?") ? "&" : "?"}${junkQuery(rng, ["_data", "index", "modal"]).slice(1)}`
          : form.action;
        return {
          target: "web",
          method: rng.chance(0.92) ? "POST" : rng.pick(["PUT", "DELETE", "PATCH"]),
          path: action,
          headers: [...variant.headers, ...(contentType ? [["Content-Type", contentType]] : [])],
          body,
          expect: variant.crossSite ? "refused" : undefined,
        };
      },
    ],
    [
      "media proxy",
      4,
      () => ({
        target: rng.pick(["web", "api"]),
        method: "GET",
        path: `/media/${rng.pick(["", "..%2f..%2f..%2fetc%2fpasswd", "%2e%2e%2fpackage.json", encodeURIComponent(randomString(rng)), "brands/none.jpg"])}`,
        headers: rng.chance(0.3) ? [["Range", rng.pick(["bytes=0-", "bytes=x", "bytes=5-1"])]] : [],
      }),
    ],
  ];
  const weightSum = categories.reduce((sum, [, w]) => sum + w, 0);
  const plan = [];
  for (let i = 0; i < TOTAL; i++) {
    let roll = rng.next() * weightSum;
    const category =
      categories.find(([, w]) => {
        roll -= w;
        return roll < 0;
      }) ?? categories[0];
    plan.push({ category: category[0], ...category[2]() });
  }
  return plan;
}

/** Oversized bodies: refused early, memory stays put. */
function oversizedPlan(targets) {
  const formAction = targets.forms[0]?.action ?? "/consent";
  const sameOrigin = [
    ["Origin", targets.siteOrigin],
    ["Sec-Fetch-Site", "same-origin"],
  ];
  const apiPost = targets.submissions[0]
    ? concretePath(targets.submissions[0].route, { id: "1" })
    : "/api/v1/websites";
  const big = (mib, fill) => Buffer.alloc(mib * 1024 * 1024, fill);
  return [
    {
      category: "oversized",
      target: "api",
      method: "POST",
      path: apiPost,
      headers: [
        ["api-key", targets.apiKey],
        ["Content-Type", "application/json"],
      ],
      body: Buffer.concat([Buffer.from('{"name":"'), big(8, "a"), Buffer.from('"}')]),
    },
    {
      category: "oversized",
      target: "api",
      method: "POST",
      path: apiPost,
      headers: [
        ["api-key", targets.apiKey],
        ["Content-Type", "application/json"],
      ],
      body: Buffer.from(deepJson(400_000, "array")),
    },
    {
      category: "oversized",
      target: "web",
      method: "POST",
      path: formAction,
      headers: [...sameOrigin, ["Content-Type", "application/x-www-form-urlencoded"]],
      body: Buffer.concat([Buffer.from("consent="), big(24, "a")]),
    },
    {
      category: "oversized",
      target: "web",
      method: "POST",
      path: formAction,
      headers: [...sameOrigin, ["Content-Type", "multipart/form-data; boundary=x"]],
      body: Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n'),
        big(24, 1),
        Buffer.from("\r\n--x--\r\n"),
      ]),
    },
    {
      category: "oversized",
      target: "web",
      method: "POST",
      path: formAction,
      headers: [...sameOrigin, ["Content-Type", "application/x-www-form-urlencoded"]],
      body: Buffer.alloc(0),
      contentLength: 50 * 1024 * 1024,
    },
  ];
}

/* ---------- freeze shapes (issue 14, reproduction 2) ---------- */

/** A refusal of a freeze shape must come at once: before the limits these held the site for seconds to minutes. */
const FREEZE_ANSWER_MS = 4_000;

/**
 * Tiny bodies whose field names or field count made the site build huge objects before
 * validation (a 40-byte `junk[3000000]`, 14,000 and 40,000 repeated fields), sent to every form
 * action, urlencoded and (for multipart forms) multipart; and the 8 MB JSON body the API must
 * answer with a 413 rather than a reset. Each must be refused (4xx, explained) within
 * FREEZE_ANSWER_MS.
 */
function freezePlan(targets) {
  const category = "freeze: nested names, many fields, 8 MB JSON";
  const sameOrigin = [
    ["Origin", targets.siteOrigin],
    ["Sec-Fetch-Site", "same-origin"],
  ];
  const urlencoded = [
    "email=a%40b.c&junk%5B3000000%5D=x",
    `email=a%40b.c${"&f=1".repeat(14_000)}`,
    `email=a%40b.c${"&f=1".repeat(40_000)}`,
  ];
  const boundary = "----drillfreeze7MA4YWxkTrZu0gW";
  const part = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const multipart = [
    `${part("email", "a@b.c")}${part("junk[3000000]", "x")}--${boundary}--\r\n`,
    `${part("email", "a@b.c")}${part("f", "1").repeat(14_000)}--${boundary}--\r\n`,
  ];
  const plan = [];
  for (const form of targets.forms) {
    for (const body of urlencoded)
      plan.push({
        category,
        target: "web",
        method: "POST",
        path: form.action,
        headers: [...sameOrigin, ["Content-Type", "application/x-www-form-urlencoded"]],
        body: Buffer.from(body),
        expect: "refused-fast",
      });
    if (form.enctype !== "multipart/form-data") continue;
    for (const body of multipart)
      plan.push({
        category,
        target: "web",
        method: "POST",
        path: form.action,
        headers: [...sameOrigin, ["Content-Type", `multipart/form-data; boundary=${boundary}`]],
        body: Buffer.from(body),
        expect: "refused-fast",
      });
  }
  plan.push({
    category,
    target: "api",
    method: "POST",
    path: "/api/v1/gift-card",
    headers: [
      ["api-key", targets.apiKey],
      ["Content-Type", "application/json"],
    ],
    body: Buffer.concat([Buffer.from('{"name":"'), Buffer.alloc(8 * 1024 * 1024, "a"), Buffer.from('"}')]),
    expect: "refused-fast",
    status: 413,
  });
  return plan;
}

/** What a freeze shape's answer lacks, or null: a 4xx (the stated one, if any), in time. */
function judgeFreeze(spec, response) {
  if (spec.expect !== "refused-fast" || response.error) return null;
  if (spec.status && response.status !== spec.status)
    return `answered ${response.status}, not ${spec.status}`;
  if (response.status < 400 || response.status >= 500) return `not refused (${response.status})`;
  if (response.ms > FREEZE_ANSWER_MS)
    return `answered after ${response.ms} ms (limit ${FREEZE_ANSWER_MS} ms)`;
  return null;
}

/* ---------- running ---------- */

async function runPlan(plan, ports, onResult) {
  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      const index = next++;
      const spec = plan[index];
      const response = await rawRequest(spec.target === "api" ? ports.api : ports.web, spec, {
        timeoutMs: 30_000,
      });
      onResult(index, spec, response);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * One example per kind of problem (route and outcome), each with how often it happened, so a
 * frequent failure does not hide a rare one.
 */
function firstOfEachKind(failures, limit = 25) {
  const kinds = new Map();
  for (const line of failures) {
    const route = /^#\d+ (\w+ [A-Z]+ [^ ?{[]+)/.exec(line)?.[1] ?? line;
    const outcome = / → (\d{3}|no answer|cross-site|unreadable)/.exec(line)?.[1] ?? "";
    const key = `${route} ${outcome}`;
    const kind = kinds.get(key) ?? { example: line, count: 0 };
    kind.count++;
    kinds.set(key, kind);
  }
  return [...kinds.values()].slice(0, limit).map((k) => `${k.count}× e.g. ${k.example}`);
}

function judge(spec, response) {
  if (response.error) return `no answer (${response.error})`;
  const { status } = response;
  if (status >= 500) return `${status} server error: ${response.body.slice(0, 160)}`;
  // Refused for being cross-site (403) or for being malformed anyway (another 4xx) — never served.
  if (spec.expect === "refused" && (status < 400 || status >= 500))
    return `cross-site request not refused (${status})`;
  if (status >= 400 && status < 500 && spec.method !== "HEAD" && !hasClearMessage(response))
    return `${status} without a clear message (${response.headers["content-type"] ?? "no type"}: ${JSON.stringify(response.body.slice(0, 80))})`;
  if (status < 100) return `unreadable answer: ${response.statusLine}`;
  return null;
}

function describeRequest(spec) {
  const path = Buffer.isBuffer(spec.path) ? `${spec.path.toString("latin1")} (raw bytes)` : spec.path;
  const headers = (spec.headers ?? []).map(([n, v]) => `${n}: ${String(v).slice(0, 40)}`).join(" | ");
  return `${spec.target} ${spec.method} ${path.slice(0, 120)}${headers ? ` {${headers}}` : ""}${spec.body ? ` [${spec.body.length} B: ${JSON.stringify(spec.body.subarray(0, 60).toString("latin1"))}]` : ""}`;
}

/** Slowloris: headers or bodies trickled; each connection must be cut off by the server. */
async function slowClients(ports, targets, count) {
  const sameOrigin = [
    ["Origin", targets.siteOrigin],
    ["Sec-Fetch-Site", "same-origin"],
    ["Content-Type", "application/x-www-form-urlencoded"],
  ];
  const body = Buffer.alloc(64 * 1024, "a");
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const toApi = i % 2 === 0;
      return rawRequest(
        toApi ? ports.api : ports.web,
        {
          method: "POST",
          path: toApi ? "/api/v1/websites" : (targets.forms[0]?.action ?? "/consent"),
          headers: toApi
            ? [
                ["api-key", targets.apiKey],
                ["Content-Type", "application/json"],
              ]
            : sameOrigin,
          body,
          trickle: { chunkBytes: 1, everyMs: 500 },
        },
        { timeoutMs: 60_000 },
      );
    }),
  );
  const cutOff = results.filter((r) => !r.error || r.error !== "no answer within 60000 ms");
  return {
    results,
    cutOff: cutOff.length,
    maxMs: Math.max(...results.map((r) => r.ms)),
    seconds: (Date.now() - started) / 1000,
  };
}

await runDrill(new DrillReport("drill:fuzz"), async (report) => {
  ensureBuilt();
  const seed = seedFromEnv();
  console.log(`seed ${seed} (replay with DRILL_SEED=${seed})`);
  report.figure("seed", seed);
  const work = tempDir("fuzz");
  const stack = await startDrillStack(work, {
    // The mail worker runs, so the mail-relay block can read every mail the API sent.
    env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), MAIL_POLL_MS: "200" },
  });
  try {
    const kit = await loadKit();
    const apiRoutes = await discoverApiRoutes(stack.apiUrl, stack.apiKey);
    const { pages, modalPages } = await discoverSitePages(stack.apiUrl, stack.apiKey);
    const forms = await discoverForms(stack.siteUrl, [...pages, ...modalPages]);
    const samples = kit.submissionSamples();
    const submissions = submissionTargets(apiRoutes, samples);
    const websites = await (
      await fetch(`${stack.apiUrl}/websites`, { headers: { "api-key": stack.apiKey } })
    ).json();
    const ids = websites.data.map((w) => String(w.id));

    report.section("Targets");
    report.figure(
      "API operations (OpenAPI)",
      `${apiRoutes.length}: ${apiRoutes.map((r) => `${r.method} ${r.template}`).join(", ")}`,
    );
    report.figure(
      "API submission routes",
      submissions.length
        ? submissions
            .map((s) => `${s.route.template} → ${s.sample?.schema ?? "no schema matched"}`)
            .join(", ")
        : "none",
    );
    report.figure("site pages", pages.length + modalPages.length);
    report.figure(
      "form actions (crawled)",
      forms.map((f) => `${f.action} (${f.fields.map((x) => x.name).join(",")})`).join("; ") || "none",
    );
    report.check("the OpenAPI document lists API routes", apiRoutes.length > 0, `${apiRoutes.length}`);
    if (!submissions.length)
      report.uncovered(
        "API submission routes (POST with a body)",
        "the OpenAPI document has none yet (issues 5 and 6); bad bodies went to the GET routes instead",
      );
    const submissionForms = forms.filter((f) => f.action !== "/consent");
    if (!submissionForms.length)
      report.uncovered(
        "web form actions for submissions",
        `only ${forms.map((f) => f.action).join(", ") || "no"} form found on ${pages.length + modalPages.length} pages; the modal forms are not built yet (issue 5)`,
      );

    const targets = {
      apiRoutes,
      submissions,
      pages: [...pages, ...modalPages],
      forms,
      apiKey: stack.apiKey,
      siteOrigin: stack.siteUrl,
      ids,
    };
    const rng = createRandom(seed);
    let plan = [...buildPlan(rng, targets), ...oversizedPlan(targets), ...freezePlan(targets)];
    if (process.env.DRILL_ONLY) plan = process.env.DRILL_ONLY.split(",").map((i) => plan[Number(i)]);

    const ports = { api: stack.apiPort, web: stack.port };
    const memory = { api: [rssMiB(stack.api.pid)], web: [rssMiB(stack.web.pid)] };
    const sampler = setInterval(() => {
      memory.api.push(rssMiB(stack.api.pid));
      memory.web.push(rssMiB(stack.web.pid));
    }, 500);

    report.section(`Sending ${plan.length} requests (${CONCURRENCY} at a time) and ${6} slow clients`);
    const statusClasses = {};
    const perCategory = {};
    const failures = [];
    const latencies = [];
    const started = Date.now();
    const slow = slowClients(ports, targets, 6);
    await runPlan(plan, ports, (index, spec, response) => {
      const problem = judge(spec, response) ?? judgeFreeze(spec, response);
      const key = response.error ? "no answer" : `${String(response.status)[0]}xx`;
      statusClasses[key] = (statusClasses[key] ?? 0) + 1;
      perCategory[spec.category] ??= { sent: 0, failed: 0 };
      const cat = perCategory[spec.category];
      cat.sent++;
      latencies.push(response.ms);
      if (problem) {
        cat.failed++;
        failures.push(`#${index} ${describeRequest(spec)} → ${problem}`);
      }
    });
    const seconds = (Date.now() - started) / 1000;
    const slowResult = await slow;
    clearInterval(sampler);

    for (const [name, { sent, failed }] of Object.entries(perCategory))
      report.check(
        `${name}: ${sent} requests, no 5xx, refusals explained`,
        failed === 0,
        failures.filter((f) => f.includes(name)).length ? "" : "",
      );
    report.check(
      `${plan.length} requests answered without a 5xx, a hang or an unexplained refusal`,
      failures.length === 0,
      failures.length ? `${failures.length} problems:\n    ${firstOfEachKind(failures).join("\n    ")}` : "",
    );
    report.check(
      `slow clients (1 byte every 500 ms) are cut off by the servers`,
      slowResult.results.every((r) => !r.held && !r.error?.startsWith("no answer") && r.ms < 40_000),
      `connections closed after at most ${slowResult.maxMs} ms; answers ${slowResult.results.map((r) => (r.held ? `${r.status} but ${r.held}` : (r.status ?? r.error))).join(", ")}`,
    );

    /* ---------- mail relay (issue 14): its own block, after the seeded plan ---------- */
    await mailRelayDrill({
      report,
      apiOrigin: stack.apiOrigin,
      apiUrl: stack.apiUrl,
      apiKey: stack.apiKey,
      routes: apiRoutes,
      kit,
      websiteIds: ids,
      outboxDir: join(work, "outbox"),
    });

    const alive = isAlive(stack.api) && isAlive(stack.web);
    report.check("API and site processes still running", alive, alive ? "" : logTail(stack));
    report.check("API /healthz OK afterwards", await healthy(stack.apiOrigin));
    report.check("site /healthz OK afterwards", await healthy(stack.webOrigin));
    const home = await fetch(`${stack.siteUrl}/`).catch(() => null);
    report.check("the home page still renders", home?.status === 200, `status ${home?.status}`);

    await sleep(1000);
    const stats = (series) => {
      const values = series.filter((v) => v !== null);
      return {
        start: values[0],
        peak: Math.max(...values),
        end: rssMiB(series === memory.api ? stack.api.pid : stack.web.pid) ?? values.at(-1),
      };
    };
    const apiMem = stats(memory.api);
    const webMem = stats(memory.web);
    for (const [name, m] of [
      ["API", apiMem],
      ["site", webMem],
    ]) {
      report.check(
        `${name} memory bounded (peak − start ≤ ${MEMORY_GROWTH_LIMIT_MIB} MiB)`,
        m.peak - m.start <= MEMORY_GROWTH_LIMIT_MIB,
        `start ${m.start.toFixed(0)} MiB, peak ${m.peak.toFixed(0)} MiB, end ${m.end.toFixed(0)} MiB`,
      );
    }
    const sorted = latencies.sort((a, b) => a - b);
    report.figure(
      "requests",
      `${plan.length} in ${seconds.toFixed(1)} s (${(plan.length / seconds).toFixed(0)}/s)`,
    );
    report.figure("answers by status class", JSON.stringify(statusClasses));
    report.figure(
      "per category",
      Object.entries(perCategory)
        .map(([n, c]) => `${n}: ${c.sent}`)
        .join("; "),
    );
    report.figure(
      "latency p50 / p95 / p99 / max",
      `${percentile(sorted, 50)} / ${percentile(sorted, 95)} / ${percentile(sorted, 99)} / ${sorted.at(-1)} ms`,
    );
    report.figure(
      "slow clients cut off after (max)",
      `${slowResult.maxMs} ms (server request timeout set to ${REQUEST_TIMEOUT_MS} ms)`,
    );
    report.figure(
      "RSS API start/peak/end",
      `${apiMem.start.toFixed(0)} / ${apiMem.peak.toFixed(0)} / ${apiMem.end.toFixed(0)} MiB`,
    );
    report.figure(
      "RSS site start/peak/end",
      `${webMem.start.toFixed(0)} / ${webMem.peak.toFixed(0)} / ${webMem.end.toFixed(0)} MiB`,
    );
  } finally {
    await stack.stop();
  }
});
