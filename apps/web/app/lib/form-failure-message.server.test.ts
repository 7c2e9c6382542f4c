import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { newsletterSchema } from "@thalassa/contract/submissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The API is the edge here: a local server answers each submission with the status under test.
let server: Server;
let answer: { status: number; body: unknown } = { status: 500, body: {} };
const ADMIN = "Something went wrong - Please contact with Administrator (office@thalassa.test).";

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(answer.status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  process.env.ADMIN_EMAIL = "office@thalassa.test";
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function submitNewsletter() {
  const { submitForm } = await import("./form-action.server.ts");
  const body = new URLSearchParams({ email: "ada@example.com", terms_and_conditions: "on", _enhanced: "1" });
  const request = new Request("http://localhost/forms/newsletter", { method: "POST", body });
  const response = (await submitForm({
    request,
    form: "newsletter",
    schema: newsletterSchema,
    apiPath: "newsletter-subscription",
  })) as unknown as { data: { ok: boolean; message: string } };
  return response.data;
}

describe("a submission that fails for another reason than invalid data (SPEC §8)", () => {
  it("says to contact the administrator when the API fails", async () => {
    answer = { status: 500, body: { message: "Internal Server Error" } };
    expect(await submitNewsletter()).toMatchObject({ ok: false, message: ADMIN });
  });

  it("puts the reason after the administrator message when the visitor sent too much", async () => {
    const reason = "Too many requests: you have sent 5 in a short time. Please try again in 1 minute.";
    answer = { status: 429, body: { message: reason } };
    expect(await submitNewsletter()).toMatchObject({ ok: false, message: `${ADMIN} ${reason}` });
  });
});
