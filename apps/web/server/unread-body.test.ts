import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import { afterEach, describe, expect, it } from "vitest";
import { releaseUnreadBody } from "./unread-body.ts";

const LIMIT = 1024 * 1024;

/**
 * A server that hands the body on as React Router's request stream, reads at most one chunk of it
 * (a route that answers early: 405, a guard's 401), and answers; /healthz answers at once.
 */
function earlyAnswerServer(release: boolean): Promise<Server> {
  const server = createServer({ requestTimeout: 2_000, connectionsCheckingInterval: 200 }, (req, res) => {
    if (release) releaseUnreadBody(req, res, LIMIT);
    if (req.url === "/healthz") return res.end("ok");
    const body = createReadableStreamFromReadable(req).getReader();
    void body.read().then(() => {
      res.statusCode = 405;
      res.end("Method not allowed");
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function send(server: Server, agent: Agent, method: string, path: string, body?: Buffer): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on("error", reject);
    if (body) {
      req.setHeader("content-type", "application/x-www-form-urlencoded");
      req.setHeader("content-length", body.length);
      req.end(body);
    } else req.end();
  });
}

let server: Server | undefined;
let agent: Agent | undefined;
afterEach(() => {
  agent?.destroy();
  server?.closeAllConnections();
  server?.close();
});

describe("releaseUnreadBody", () => {
  it("leaves the connection to the next request after an early answer to a 300 KB post", async () => {
    server = await earlyAnswerServer(true);
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const early = await send(server, agent, "POST", "/about", Buffer.alloc(300 * 1024, "a"));
    expect(early.status).toBe(405);
    const next = await send(server, agent, "GET", "/healthz");
    expect(next).toMatchObject({ status: 200, body: "ok" });
  });

  it("is what the next request needs: without it the same connection waits for the request timeout", async () => {
    server = await earlyAnswerServer(false);
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await send(server, agent, "POST", "/about", Buffer.alloc(300 * 1024, "a"));
    // The request timeout's 408, or the reset that follows it on the same socket.
    const next = await send(server, agent, "GET", "/healthz").then(
      (answer) => answer.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect([408, "ECONNRESET"]).toContain(next);
  });

  it("reads and drops a body over the form limit, so its sender reads the refusal and the connection goes on", async () => {
    server = await earlyAnswerServer(true);
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const early = await send(server, agent, "POST", "/about", Buffer.alloc(LIMIT - 1, "a"));
    expect(early).toMatchObject({ status: 405, connection: "keep-alive" });
    const next = await send(server, agent, "GET", "/healthz");
    expect(next).toMatchObject({ status: 200, body: "ok" });
  });

  it("closes the connection after answering a body that says it is larger than what it drains", async () => {
    server = await earlyAnswerServer(true);
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const early = await send(server, agent, "POST", "/about", Buffer.alloc(LIMIT + 1, "a")).catch(
      (error: NodeJS.ErrnoException) => error.code,
    );
    // The answer with Connection: close, or, if the socket closed while the sender was still
    // writing, the reset that ends it.
    if (typeof early === "string") expect(["EPIPE", "ECONNRESET"]).toContain(early);
    else expect(early).toMatchObject({ status: 405, connection: "close" });
    const next = await send(server, agent, "GET", "/healthz");
    expect(next).toMatchObject({ status: 200, body: "ok" });
  });
});
