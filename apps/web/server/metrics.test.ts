import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createSiteMetrics, metricsAccess, routePatterns } from "./metrics.ts";

/** The shape of a build's route manifest, as React Router writes it. */
const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: {} },
  "routes/news": { id: "routes/news", parentId: "root", path: "news", module: {} },
  "routes/news-item": { id: "routes/news-item", parentId: "root", path: "news/:slug", module: {} },
} as unknown as ServerBuild["routes"];

describe("site metrics", () => {
  it("groups requests by route pattern, not by path", () => {
    const routeOf = routePatterns(routes);
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/news")).toBe("/news");
    expect(routeOf("/news/a-first-story")).toBe("/news/:slug");
    expect(routeOf("/assets/app-1234.js")).toBe("/assets/*");
    expect(routeOf("/no/such/page/here")).toBe("unmatched");
    expect(routeOf("/livez")).toBe("/livez");
  });

  it("answers requests by route and page-cache results in the Prometheus format, behind the token", async () => {
    const metrics = createSiteMetrics(
      { routes } as ServerBuild,
      metricsAccess({ METRICS_TOKEN: "site-metrics-token-0123", NODE_ENV: "production" }),
    );
    const app = express();
    app.use((req, res, next) => {
      res.once("finish", () => metrics.answered(req, res, 0.012));
      next();
    });
    app.get("/metrics", metrics.handler);
    app.get("/news/:slug", (_req, res) => {
      res.setHeader("X-Page-Cache", "hit");
      res.send("page");
    });
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${origin}/news/one`);
      await fetch(`${origin}/news/two`);
      expect((await fetch(`${origin}/metrics`)).status).toBe(401);
      const response = await fetch(`${origin}/metrics`, {
        headers: { authorization: "Bearer site-metrics-token-0123" },
      });
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toContain(
        'thalassa_site_http_requests_total{method="GET",route="/news/:slug",status="200"} 2',
      );
      expect(text).toContain('thalassa_site_page_cache_total{result="hit"} 2');
      expect(text).toContain(
        'thalassa_site_http_request_duration_seconds_count{method="GET",route="/news/:slug"} 2',
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(metricsAccess({ NODE_ENV: "production" })).toEqual({ kind: "off" });
  });
});
