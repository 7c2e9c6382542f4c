import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_TOO_DEEP, JSON_TOO_MANY_VALUES } from "../src/plugins/body-limits.ts";
import { buildTestApp, TEST_API_KEY, type TestApp, withKey } from "./helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let port: number;

beforeAll(async () => {
  // The repeated oversized posts reach the body limit, never the (unreached) rate limit.
  ({ app, close } = await buildTestApp({ seed: false }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => close());

/**
 * A raw HTTP/1.1 client that writes the whole body whatever the server answers meanwhile (as a
 * plain client does), then reads the answer. A server that closes on the unread rest of the body
 * resets the connection (EPIPE here) and the answer can be lost with it.
 */
function postWholeBody(path: string, body: Buffer, { keepAlive }: { keepAlive: boolean }) {
  return new Promise<{ statusLine: string; body: string; error: string | null }>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    let error: string | null = null;
    const guard = setTimeout(() => socket.destroy(), 20_000);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? Number.NaN);
      // The whole answer is in: done (a kept-alive connection is not closed by the server).
      if (split >= 0 && text.length - split - 4 >= length) socket.end();
    });
    socket.on("error", (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on("close", () => {
      clearTimeout(guard);
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      resolve({
        statusLine: text.split("\r\n")[0] ?? "",
        body: split >= 0 ? text.slice(split + 4) : "",
        error,
      });
    });
    socket.on("connect", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\napi-key: ${TEST_API_KEY}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
          `${keepAlive ? "" : "Connection: close\r\n"}\r\n`,
      );
      socket.write(body);
    });
  });
}

describe("API body limits over real HTTP", () => {
  it("an 8 MB JSON body to POST /gift-card always gets its 413 with a message, never a reset", async () => {
    const body = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.alloc(8 * 1024 * 1024, "a"),
      Buffer.from('"}'),
    ]);
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await postWholeBody("/api/v1/gift-card", body, { keepAlive: i % 2 === 0 });
      outcomes.push(`${answer.statusLine} ${answer.error ?? ""}`.trim());
      expect(answer.statusLine, `try ${i}`).toMatch(/^HTTP\/1\.1 413 /);
      expect(JSON.parse(answer.body).message).toMatch(/too large/i);
      expect(answer.error, `try ${i}`).toBeNull();
    }
    expect(new Set(outcomes)).toEqual(new Set(["HTTP/1.1 413 Payload Too Large"]));
  }, 120_000);

  it("refuses JSON nested too deeply or with too many values, with a message", async () => {
    const deep = await app.inject({
      method: "POST",
      url: "/api/v1/gift-card",
      headers: { ...withKey, "content-type": "application/json" },
      payload: `${"[".repeat(400_000)}${"]".repeat(400_000)}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe(JSON_TOO_DEEP);
    const wide = await app.inject({
      method: "POST",
      url: "/api/v1/gift-card",
      headers: { ...withKey, "content-type": "application/json" },
      payload: JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 1]))),
    });
    expect(wide.statusCode).toBe(413);
    expect(wide.json().message).toBe(JSON_TOO_MANY_VALUES);
    // Brackets and commas inside strings are text, not structure.
    const text = await app.inject({
      method: "POST",
      url: "/api/v1/gift-card",
      headers: { ...withKey, "content-type": "application/json" },
      payload: JSON.stringify({ name: `${"[{,".repeat(20_000)}"\\` }),
    });
    expect(text.statusCode).toBe(422);
  });
});
