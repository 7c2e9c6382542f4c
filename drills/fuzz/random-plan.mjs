// The seeded part of the fuzz drill's plan: `total` malformed requests drawn from weighted
// categories (API query strings and paths, unknown paths, submission bodies, headers, site pages,
// form actions same-origin and cross-site, the media proxy).
import { bodyFieldNames, concretePath } from "../lib/discover.mjs";
import {
  CONTENT_TYPES,
  formUrlencoded,
  INVALID_UTF8,
  jsonBody,
  junkQuery,
  looseEncode,
  multipartBody,
  randomString,
} from "./hostile-input.mjs";

/** `targets` holds what discovery found (see targets.mjs); each request is one weighted category's drawing. */
export function buildPlan(rng, targets, total) {
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
  for (let i = 0; i < total; i++) {
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
