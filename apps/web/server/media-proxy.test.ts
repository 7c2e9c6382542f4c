import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createWebServer } from "./app.ts";

/** Stands in for the API: records every path the site asks it for. */
let api: Server;
let site: Server;
let sitePort: number;
let asked: string[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    asked.push(req.url ?? "");
    res.setHeader("Content-Type", "text/plain");
    res.end(`upstream ${req.url}`);
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  // Media are answered before the pages: no page is rendered in these tests.
  const app = createWebServer({
    build: { routes: {} } as unknown as ServerBuild,
    clientDir: "/nonexistent",
    apiOrigin,
    publicOrigin: "http://localhost:3000",
    security: { formActionOrigins: [], frameAncestors: [], connectOrigins: [], trustedOrigins: [] },
  });
  site = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => site.once("listening", resolve));
  sitePort = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => api.close(resolve));
});
beforeEach(() => {
  asked = [];
});

/** A GET with the path sent exactly as written (no client-side normalisation). */
function get(path: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: sitePort, path, agent: false }, (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("media proxy", () => {
  it("passes media paths to the API's /media/", async () => {
    const response = await get("/media/menus/kyma%20beach.pdf?v=2");
    expect(response.status).toBe(200);
    expect(asked).toEqual(["/media/menus/kyma%20beach.pdf?v=2"]);
  });

  it.each([
    "/media/%2e%2e/healthz",
    "/media/%2E%2E/healthz",
    "/media/../healthz",
    "/media/.%2e/healthz",
    "/media/x/%2e%2e/%2e%2e/api/v1/websites",
    "/media/%2e%2e%2fhealthz",
    "/media/..%2Fhealthz",
    "/media/..%5chealthz",
    "/media/..\\healthz",
    "/media/x\\..\\..\\healthz",
    "/media/%252e%252e/healthz",
    "/media/%25%32%65%25%32%65/healthz",
    "/media/./menus/a.pdf",
    "/media//healthz",
    "/media/a%00.pdf",
    "/media/%zz",
  ])("refuses %s without asking the API", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.text).toBe("The media address is not valid.");
    expect(asked).toEqual([]);
  });
});
