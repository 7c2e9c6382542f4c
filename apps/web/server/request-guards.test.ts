import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyGuard, hostGuard, MAX_BODY_BYTES } from "./request-guards.ts";

let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(hostGuard(() => false));
  app.use(bodyGuard());
  app.all("/{*path}", (req, res) => {
    res.json({ host: req.get("x-forwarded-host") ?? req.get("host") });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(options: { method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(
      // No connection reuse: a request that declared more body than it sent leaves its socket busy.
      {
        host: "127.0.0.1",
        port,
        path: "/x",
        method: options.method ?? "GET",
        headers: options.headers,
        agent: false,
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

describe("hostGuard", () => {
  it("refuses a Host that is not an authority", async () => {
    for (const host of ["[::1", "a b", "evil.example/path", "x@evil.example"]) {
      const response = await send({ headers: { host } });
      expect(response.status, host).toBe(400);
      expect(response.text).toBe("Invalid Host header.");
    }
  });

  it("accepts names, addresses and ports", async () => {
    for (const host of ["localhost:3000", "www.thalassa-group.example", "127.0.0.1:8080", "[::1]:3000"]) {
      expect((await send({ headers: { host } })).status, host).toBe(200);
    }
  });

  it("drops X-Forwarded-Host from a client that is not a trusted proxy", async () => {
    const response = await send({ headers: { host: "localhost:3000", "x-forwarded-host": "evil.example" } });
    expect(JSON.parse(response.text).host).toBe("localhost:3000");
  });
});

describe("bodyGuard", () => {
  const post = (headers: Record<string, string>, body?: string) => send({ method: "POST", headers, body });

  it("refuses a declared length over the limit before reading it", async () => {
    const response = await post({
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(MAX_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(response.text).toContain("too large");
  });

  it("refuses a body of a type no form sends", async () => {
    const response = await post({ "content-type": "application/xml" }, "<a/>");
    expect(response.status).toBe(415);
    expect(response.text).toContain("Unsupported content type");
  });

  it("refuses a multipart body without a boundary", async () => {
    const response = await post({ "content-type": "multipart/form-data" }, "--x");
    expect(response.status).toBe(400);
    expect(response.text).toContain("boundary");
  });

  it("lets form posts through", async () => {
    expect((await post({ "content-type": "application/x-www-form-urlencoded" }, "a=1")).status).toBe(200);
    expect((await post({ "content-type": "multipart/form-data; boundary=x" }, "--x--")).status).toBe(200);
  });
});
