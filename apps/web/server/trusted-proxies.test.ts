import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createWebServer } from "./app.ts";

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** The site (no pages needed: /healthz answers before them), trusting the proxies given. */
async function startSite(trustedProxies?: string[]) {
  const app = createWebServer({
    build: { routes: {} } as unknown as ServerBuild,
    clientDir: "/nonexistent",
    apiOrigin: "http://127.0.0.1:9",
    publicOrigin: "http://localhost:3000",
    security: { formActionOrigins: [], frameAncestors: [], connectOrigins: [], trustedOrigins: [] },
    trustedProxies,
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

/** /healthz from this test (a loopback peer) claiming a forwarded Host no proxy would send. */
function healthWithForwardedHost(port: number) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path: "/healthz", headers: { "x-forwarded-host": "a b" }, agent: false },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("the site's trusted proxies", () => {
  it("believes a loopback peer's forwarded headers by default (a local nginx)", async () => {
    // Believed, and refused for naming no valid host.
    expect(await healthWithForwardedHost(await startSite())).toBe(400);
  });

  it("ignores a loopback peer's forwarded headers when the operator names other proxies", async () => {
    expect(await healthWithForwardedHost(await startSite(["10.0.0.0/8"]))).toBe(200);
  });
});
