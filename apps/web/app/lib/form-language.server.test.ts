import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as newsletterAction } from "../routes/forms-newsletter.ts";
import { routerContext } from "./request-details.ts";

const SITE = "http://localhost:3000";

/** What the API was sent: a real server on loopback standing in for the content API. */
const received: Record<string, unknown>[] = [];
let api: Server;

beforeAll(async () => {
  api = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push(JSON.parse(body || "{}"));
      response.writeHead(201, { "content-type": "application/json" });
      response.end(JSON.stringify({ message: "Thank you for subscribing to our newsletter!", id: 1 }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const { port } = api.address() as { port: number };
  process.env.API_URL = `http://127.0.0.1:${port}/api/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
});

function post(fields: Record<string, string>) {
  const request = new Request(`${SITE}/forms/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams(fields),
  });
  return { request, context: routerContext({ nonce: "", clientAddress: "" }), params: {} } as never;
}

describe("a form sends the API the language of the page it was sent from", () => {
  it.each([
    ["/el/news", "el"],
    ["/ru/", "ru"],
    ["/ru", "ru"],
    ["/news?page=2", "en"],
    ["/electric", "en"],
  ])("from %s: %s", async (page, language) => {
    received.length = 0;
    const response = (await newsletterAction(
      // A language typed into the form itself is not trusted: the page's address decides.
      post({ email: "reader@guest.test", terms_and_conditions: "on", return_to: page, language: "de" }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ email: "reader@guest.test", language });
  });
});
