import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../lib/form-body.server.ts";
import { routerContext } from "../lib/request-details.ts";
import { action, DRAFT_MAX_BYTES, DRAFT_TOO_LARGE } from "./edit-component-draft.ts";
import { STAFF_SIGN_IN_NEEDED } from "./staff-json-guard.server.ts";

/*
 * The content API stands in on loopback, answering who a session cookie belongs to: the API is
 * this route's edge, and the route (session check, body limit, preview) is what is tested.
 */
let api: Server;
const asked: string[] = [];
const before = { API_URL: process.env.API_URL };

beforeAll(async () => {
  api = createServer((req, res) => {
    asked.push(req.url ?? "");
    const role = /thalassa_staff\.session_token=(\w+)/.exec(req.headers.cookie ?? "")?.[1];
    res.setHeader("content-type", "application/json");
    if (req.url !== "/api/v1/staff/me" || !role || role === "expired") {
      res.statusCode = 401;
      return res.end(JSON.stringify({ message: "Sign in to continue." }));
    }
    res.end(JSON.stringify({ user: { id: "u1", name: "Eleni", email: "eleni@example.com", role } }));
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  // getEnv reads the settings on first use, which comes after this.
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  if (before.API_URL === undefined) delete process.env.API_URL;
  else process.env.API_URL = before.API_URL;
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

const draft = {
  type: "thalassa:block-draft",
  pageName: "terms",
  blockName: "Content",
  content: { value: "<p>New <b>terms</b></p>" },
};

/** A body that streams `bytes` in 64 KB chunks and counts what was read of it. */
function streamedBody(bytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= bytes) return controller.close();
      read.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

function post(body: BodyInit, { cookie, length }: { cookie?: string; length?: number } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  if (length !== undefined) headers["content-length"] = String(length);
  const request = new Request("http://localhost:3000/edit-component/draft", {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  return action({ request, context: routerContext({ nonce: "", clientAddress: "" }), params: {} } as never);
}

const session = (role: string) => `thalassa_staff.session_token=${role}; other=1`;

describe("POST /edit-component/draft", () => {
  it("answers 401 with a message to a request without a staff session, before reading its body", async () => {
    const { stream, read } = streamedBody(600 * 1024);
    asked.length = 0;
    const response = await post(stream);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: STAFF_SIGN_IN_NEEDED });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(read.bytes).toBeLessThanOrEqual(64 * 1024);
    // No cookie: the API is not even asked.
    expect(asked).toEqual([]);
  });

  it("answers 401 when the API does not know the session", async () => {
    const response = await post(JSON.stringify(draft), { cookie: session("expired") });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: STAFF_SIGN_IN_NEEDED });
  });

  it("answers 403 to a role that may not edit page blocks", async () => {
    const response = await post(JSON.stringify(draft), { cookie: session("sales") });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe("Your role (sales) may not preview page blocks.");
  });

  it("prepares a signed-in editor's draft, sanitised", async () => {
    const response = await post(JSON.stringify(draft), { cookie: session("editor") });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      preview: { kind: "RichText", html: { __html: "<p>New <b>terms</b></p>" } },
      message: null,
    });
  });

  it("answers 413 to a draft declared larger than its limit, reading none of it", async () => {
    const { stream, read } = streamedBody(DRAFT_MAX_BYTES + 1);
    const response = await post(stream, { cookie: session("editor"), length: DRAFT_MAX_BYTES + 1 });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ preview: null, message: DRAFT_TOO_LARGE });
    expect(read.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("answers 413 to a draft that streams past its limit, keeping none of the rest", async () => {
    const { stream, read } = streamedBody(2 * 1024 * 1024);
    const response = await post(stream, { cookie: session("editor") });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ preview: null, message: DRAFT_TOO_LARGE });
    // Read to its end and dropped, so a sender still writing gets to read the answer.
    expect(read.bytes).toBeGreaterThanOrEqual(2 * 1024 * 1024);
  });

  it("stops reading a body that streams past what the server accepts at all", async () => {
    const { stream, read } = streamedBody(12 * 1024 * 1024);
    const response = await post(stream, { cookie: session("editor") });
    expect(response.status).toBe(413);
    expect(read.bytes).toBeLessThan(MAX_BODY_BYTES + 3 * 64 * 1024);
  });

  it("answers 400 with a message to a body that is not JSON", async () => {
    const response = await post("<b>", { cookie: session("owner") });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("The draft is not JSON.");
  });
});
