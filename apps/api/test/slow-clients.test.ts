import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_API_KEY } from "./helpers.ts";

const REQUEST_TIMEOUT_MS = 1_000;

let close: () => Promise<void>;
let port: number;

beforeAll(async () => {
  const test = await buildTestApp({ seed: false, requestTimeoutMs: REQUEST_TIMEOUT_MS });
  close = test.close;
  await test.app.listen({ host: "127.0.0.1", port: 0 });
  port = (test.app.server.address() as AddressInfo).port;
});
afterAll(() => close());

/** Sends the start of a request and never the rest; resolves with what the server answered. */
function trickle(start: string) {
  return new Promise<{ answer: string; ms: number }>((resolve) => {
    const began = Date.now();
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    const guard = setTimeout(() => socket.destroy(), 15_000);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(guard);
      resolve({ answer: Buffer.concat(chunks).toString("latin1"), ms: Date.now() - began });
    });
    socket.on("connect", () => socket.write(start));
  });
}

describe("slow clients (slowloris) are cut off at the request deadline", () => {
  it("headers that never finish get a 408 and the socket back", async () => {
    const { answer, ms } = await trickle(`GET /api/v1/settings HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // The deadline plus one pass of the server's check for expired requests.
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 5_000);
  });

  it("a body that never arrives in full is cut off the same way", async () => {
    const { answer } = await trickle(
      `POST /api/v1/newsletter-subscription HTTP/1.1\r\nHost: 127.0.0.1\r\napi-key: ${TEST_API_KEY}\r\n` +
        `Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
