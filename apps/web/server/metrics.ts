import type { ServerResponse } from "node:http";
import {
  type MetricsAccess,
  metricsAccessFromSettings,
  metricsRefusal,
} from "@thalassa/contract/metrics-access";
import { QUIET_PATHS } from "@thalassa/contract/request-id";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { AnsweredRequest } from "./access-log.ts";

/** Who may read GET /metrics (ADR 0033), the API's rule. */
export const metricsAccess = metricsAccessFromSettings;

/**
 * The route pattern a path belongs to ("/news/:slug"), from the build's route manifest, so each
 * route is one series whatever is asked for; assets, media and anything unmatched are grouped.
 */
export function routePatterns(routes: ServerBuild["routes"]): (path: string) => string {
  const children = new Map<string | undefined, RouteObject[]>();
  const byId = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object = { id: route.id, path: route.path, index: route.index, children: [] } as RouteObject;
    byId.set(route.id, object);
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(object);
    children.set(route.parentId, siblings);
  }
  for (const [id, object] of byId) if (!object.index) object.children = children.get(id) ?? [];
  const tree = children.get(undefined) ?? [];
  // matchRoutes ranks every route again on each call, which cost more than sending a cached page:
  // each path's pattern is kept (a bounded number, as visitors choose paths freely).
  const known = new LRUCache<string, string>({ max: 2000 });
  return (path) => {
    if (QUIET_PATHS.has(path)) return path;
    if (path.startsWith("/assets/")) return "/assets/*";
    if (path.startsWith("/media/")) return "/media/*";
    let pattern = known.get(path);
    if (pattern === undefined) {
      pattern = patternOf(tree, path);
      known.set(path, pattern);
    }
    return pattern;
  };
}

/** The route pattern of one path, or "unmatched". */
function patternOf(tree: RouteObject[], path: string): string {
  const matches = matchRoutes(tree, path);
  if (!matches?.length) return "unmatched";
  const pattern = matches
    .map((m) => m.route.path)
    .filter(Boolean)
    .join("/")
    .replace(/\/+/g, "/");
  return `/${pattern}`.replace(/^\/+/, "/");
}

/**
 * The site's Prometheus metrics: requests and latency by route, page-cache answers, content changes.
 * `collect` gives the text GET /metrics answers: this process's registry unless given (a cluster
 * worker passes the sum over all workers, ADR 0042).
 */
export function createSiteMetrics(
  build: ServerBuild,
  access: MetricsAccess,
  collect?: (registry: Registry) => () => Promise<string>,
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const routeOf = routePatterns(build.routes);
  const requests = new Counter({
    name: "thalassa_site_http_requests_total",
    help: "HTTP requests answered by the site, by method, route and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: "thalassa_site_http_request_duration_seconds",
    help: "Time to answer, by method and route",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "thalassa_site_page_cache_total",
    help: "Pages answered from the shared page cache (hit), rendered for it (miss) or for one visitor (bypass)",
    labelNames: ["result"],
    registers: [registry],
  });
  const contentChanges = new Counter({
    name: "thalassa_site_content_changes_total",
    help: "Content changes this site learnt of (its caches were cleared)",
    registers: [registry],
  });

  const text = collect ? collect(registry) : () => registry.metrics();

  const handler: RequestHandler = async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const refusal = metricsRefusal(access, req.get("authorization"));
    if (refusal) {
      res.status(refusal.status).json({ message: refusal.message });
      return;
    }
    try {
      res.type(registry.contentType).send(await text());
    } catch {
      res.status(503).json({ message: "The metrics of every site worker could not be gathered; try again." });
    }
  };

  return {
    registry,
    handler,
    contentChanged: () => contentChanges.inc(),
    answered(req: AnsweredRequest, res: ServerResponse, seconds: number) {
      const route = routeOf((req.originalUrl ?? req.url ?? "/").split("?")[0] ?? "/");
      requests.inc({ method: req.method ?? "", route, status: String(res.statusCode) });
      latency.observe({ method: req.method ?? "", route }, seconds);
      const cache = res.getHeader("x-page-cache");
      if (cache) pageCache.inc({ result: String(cache) });
    },
  };
}
