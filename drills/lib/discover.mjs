// Finding a drill's targets at run time, so new routes and forms are covered as they land:
// API routes from the OpenAPI document, site pages from the API's content, forms by crawling.
import { siteRoutes } from "../../bench/routes.mjs";

/** Modal addresses that render a form on the server (SPEC §3). Job pages get ?modal=apply. */
export const MODAL_PAGES = [
  "/?modal=catering",
  "/?modal=newsletter",
  "/private-events?modal=enquiry-form",
  "/gift-card",
];

/** Every operation in the API's OpenAPI document: { method, path, template, parameters, body }. */
export async function discoverApiRoutes(apiUrl, apiKey) {
  const response = await fetch(`${apiUrl}/openapi.json`, { headers: { "api-key": apiKey } });
  if (!response.ok) throw new Error(`GET ${apiUrl}/openapi.json answered ${response.status}`);
  const doc = await response.json();
  const base = new URL(apiUrl).pathname.replace(/\/$/, "");
  const routes = [];
  for (const [template, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      routes.push({
        method: method.toUpperCase(),
        // Swagger paths may or may not carry the prefix; requests always go to the origin.
        template: template.startsWith(base) ? template : `${base}${template}`,
        parameters: operation.parameters ?? [],
        body: media ? { contentType, schema: resolveRefs(media.schema, doc) } : null,
      });
    }
  }
  return routes;
}

function resolveRefs(schema, doc, depth = 0) {
  if (!schema || typeof schema !== "object" || depth > 8) return schema;
  if (schema.$ref) {
    const target = schema.$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce((node, key) => node?.[key], doc);
    return resolveRefs(target, doc, depth + 1);
  }
  if (Array.isArray(schema)) return schema.map((s) => resolveRefs(s, doc, depth + 1));
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolveRefs(v, doc, depth + 1)]));
}

/** Fills path parameters with the given real values (or a plausible id) into a concrete path. */
export function concretePath(route, values = {}) {
  return route.template.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(values[name] ?? "1"));
}

/** The site's pages with real ids (bench/routes.mjs), plus the modal addresses and job ?modal=apply. */
export async function discoverSitePages(apiUrl, apiKey) {
  const { routes } = await siteRoutes(apiUrl, apiKey);
  const jobPages = routes.filter((r) => /^\/careers\/[^/]+$/.test(r)).map((r) => `${r}?modal=apply`);
  return { pages: routes, modalPages: [...MODAL_PAGES, ...jobPages] };
}

/**
 * Every address a deployed site answers 200 for: its pages, the modal pages, the crawl and feed
 * files and the staff sign-in (the container-image and launch drills request each one).
 */
export async function deployedSiteRoutes(apiUrl, apiKey) {
  const { pages } = await discoverSitePages(apiUrl, apiKey);
  return [
    ...pages,
    ...MODAL_PAGES,
    "/sitemap.xml",
    "/robots.txt",
    "/news/feed.xml",
    "/whats-on/calendar.ics",
    "/staff/sign-in",
  ];
}

const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1];
const decode = (s) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<");

/**
 * Crawls pages for `<form method="post">`; returns one entry per distinct action:
 * { action, enctype, fields: [{ name, type, value }], foundOn }.
 * Crawled without a cookie choice, so the consent banner's form is seen too.
 */
export async function discoverForms(siteOrigin, paths) {
  const forms = new Map();
  for (const path of paths) {
    let html;
    try {
      const response = await fetch(`${siteOrigin}${path}`, { signal: AbortSignal.timeout(15_000) });
      html = await response.text();
    } catch {
      continue;
    }
    for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
      const [, attrs, inner] = match;
      if ((attr(attrs, "method") ?? "get").toLowerCase() !== "post") continue;
      const pathname = path.split("?")[0];
      const action = decode(attr(attrs, "action") ?? pathname);
      const fields = [];
      for (const field of inner.matchAll(/<(input|select|textarea)\b([^>]*)>/gi)) {
        const name = attr(field[2], "name");
        if (!name) continue;
        fields.push({
          name: decode(name),
          type:
            field[1].toLowerCase() === "input" ? (attr(field[2], "type") ?? "text").toLowerCase() : field[1],
          value: decode(attr(field[2], "value") ?? ""),
        });
      }
      const key = action;
      // A page whose modal is named like the action is where the form is meant to be used.
      const name = action.split("?")[0].split("/").pop();
      if (forms.has(key) && name && path.includes(`modal=${name}`)) forms.get(key).foundOn = path;
      if (!forms.has(key)) {
        forms.set(key, {
          action,
          enctype: attr(attrs, "enctype") ?? "application/x-www-form-urlencoded",
          fields,
          foundOn: path,
        });
      }
    }
  }
  return [...forms.values()];
}

/** Which submission a route or form is for, by the overlap of its field names with a schema's. */
export function matchSchema(fieldNames, samples) {
  let best = null;
  let bestScore = 0;
  for (const sample of samples) {
    const keys = Object.keys(sample.payload);
    const overlap = keys.filter((k) => fieldNames.includes(k)).length;
    const score = overlap / Math.max(keys.length, fieldNames.length);
    if (overlap >= 2 && score > bestScore) {
      best = sample;
      bestScore = score;
    }
  }
  return best;
}

/** The JSON-body POST routes of the API: submissions (forms, newsletter, gift cards…). */
export function submissionRoutes(routes) {
  return routes.filter((r) => r.method === "POST" && r.body);
}

const propertyNames = (schema) => Object.keys(schema?.properties ?? {});

/** Field names of a route's body; a union (anyOf/oneOf) gives one list per branch. */
export function bodyVariants(route) {
  const schema = route.body?.schema;
  if (!schema) return [];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.map(propertyNames).filter((names) => names.length);
  if (schema.allOf) return [schema.allOf.flatMap(propertyNames)];
  const names = propertyNames(schema);
  return names.length ? [names] : [];
}

export function bodyFieldNames(route) {
  return [...new Set(bodyVariants(route).flat())];
}

/** Words of a route's path that name what it takes ("gift-card" → gift, card). */
const pathWords = (template) =>
  template
    .replace(/^\/api\/v\d+\//, "")
    .split(/[^a-z]+/i)
    .map((w) => w.toLowerCase().replace(/s$/, ""))
    .filter((w) => w.length >= 3 && !["request", "api"].includes(w));

/** A sample whose schema's name shares the most words with the path (for bodies without a schema). */
function matchByName(template, samples, preferFiles) {
  let best = null;
  let bestScore = 0;
  for (const sample of samples) {
    const name = sample.schema.toLowerCase();
    let score = pathWords(template).filter((w) => name.includes(w)).length;
    if (score && preferFiles && sample.fileFields.length) score += 0.5;
    if (score > bestScore) {
      best = sample;
      bestScore = score;
    }
  }
  return best;
}

/** Gift-card orders and payments: they talk to the payment gateway. */
export const isPaymentRoute = (route) => /gift|payment|order/i.test(route.template);

const isCallbackRoute = (route) => /callback|webhook|unsubscribe|confirm/i.test(route.template);

/**
 * The API's submission routes with a valid sample each: { route, sample, multipart }. Bodies with
 * a schema are matched by field names (each branch of a union separately); bodies without one
 * (multipart, free-form) by the path's words. Callbacks and unsubscribe links are left out.
 */
export function submissionTargets(routes, samples) {
  const targets = [];
  for (const route of routes.filter((r) => r.method === "POST" && !isCallbackRoute(r))) {
    const multipart = !route.body || route.body.contentType?.startsWith("multipart");
    const matched = new Set();
    for (const names of bodyVariants(route)) {
      const sample = matchSchema(names, samples);
      if (sample) matched.add(sample);
    }
    if (!matched.size) {
      const sample = matchByName(route.template, samples, multipart);
      if (sample) matched.add(sample);
    }
    for (const sample of matched)
      targets.push({ route, sample, multipart: multipart || sample.fileFields.length > 0 });
  }
  return targets;
}

/** A query string the route accepts: the first allowed value of each enumerated or required parameter. */
export function validQuery(route) {
  const parts = route.parameters
    .filter((p) => p.in === "query" && (p.required || p.schema?.enum))
    .map((p) => `${p.name}=${encodeURIComponent(p.schema?.enum?.[0] ?? "drill")}`);
  return parts.length ? `?${parts.join("&")}` : "";
}

/**
 * GET routes of the API that answer 200 with a plausible request (real ids, first enum values),
 * as full URLs: the reads a visitor's pages cause.
 */
export async function workingReads(apiOrigin, routes, apiKey, ids) {
  const urls = [];
  for (const route of routes.filter((r) => r.method === "GET")) {
    for (const id of ids.slice(0, 3)) {
      const url = `${apiOrigin}${concretePath(route, { id })}${validQuery(route)}`;
      const response = await fetch(url, { headers: { "api-key": apiKey } }).catch(() => null);
      await response?.arrayBuffer();
      if (response?.status === 200 && !urls.includes(url)) urls.push(url);
      if (!route.template.includes("{")) break;
    }
  }
  return urls;
}

/**
 * The JSON submissions (no uploads, no payments) a stream of submissions can post, each with a
 * sample the API accepts. A sample that is valid by shape may still name a website the route
 * refuses (private events take restaurants only), so each website id is tried in turn; a target
 * the API refuses whatever the website is a failed check in `report` (its line starts with `label`).
 */
export async function acceptedSubmissions({
  report,
  label = "",
  apiOrigin,
  apiKey,
  routes,
  samples,
  websiteIds,
  withIdempotencyKey,
}) {
  const accepted = [];
  const targets = submissionTargets(routes, samples).filter((t) => !t.multipart && !isPaymentRoute(t.route));
  for (const target of targets) {
    const candidates =
      "website_id" in target.sample.payload
        ? [target.sample.payload.website_id, ...websiteIds.map(Number)]
        : [undefined];
    let answer = "";
    for (const websiteId of candidates) {
      const payload = {
        ...target.sample.payload,
        ...(websiteId === undefined ? {} : { website_id: websiteId }),
      };
      const response = await fetch(`${apiOrigin}${concretePath(target.route)}`, {
        method: "POST",
        headers: { "api-key": apiKey, "content-type": "application/json" },
        body: JSON.stringify(withIdempotencyKey(payload)),
      });
      answer = `${response.status} ${(await response.text()).slice(0, 200)}`;
      if (response.ok) {
        accepted.push({ ...target, sample: { ...target.sample, payload } });
        break;
      }
    }
    if (!accepted.some((a) => a.route === target.route && a.sample.schema === target.sample.schema))
      report.check(
        `${label}a valid ${target.sample.schema} is accepted by ${target.route.template}`,
        false,
        answer,
      );
  }
  return accepted;
}
