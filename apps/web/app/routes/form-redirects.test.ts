import { createServer } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { routerContext } from "../lib/request-details.ts";
import { action as consentAction } from "./consent.ts";
import { action as newsletterAction } from "./forms-newsletter.ts";

const SITE = "http://localhost:3000";

/**
 * The actions call the API (the consent log, the newsletter): at a loopback port nothing listens
 * on, so they fail at once and never reach a development API running on the default port.
 */
beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  process.env.API_URL = `http://127.0.0.1:${port}/api/v1`;
});
/** The route action as React Router calls it, with a plain browser's form post. */
function post(path: string, fields: Record<string, string>) {
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams(fields),
  });
  return { request, context: routerContext({ nonce: "", clientAddress: "" }), params: {} } as never;
}

/** Where a browser goes after the answer. */
function destination(response: Response) {
  return new URL(response.headers.get("location") ?? "", SITE);
}

describe("form posts send the visitor back on this site only", () => {
  it.each(["/..//evil.example/x", "/%2e%2e//evil.example/x", "/\t/evil.example"])(
    "a newsletter post with return_to=%j comes back to this site",
    async (target) => {
      // No e-mail: refused by the form's own check, so nothing reaches the API.
      const response = (await newsletterAction(post("/forms/newsletter", { return_to: target }))) as Response;
      expect(response.status).toBe(302);
      expect(destination(response).origin).toBe(SITE);
      expect(destination(response).pathname).toBe("/");
    },
  );

  it.each(["/..//evil.example/x", "/%2e%2e//evil.example/x"])(
    "a cookie choice with redirectTo=%j comes back to this site",
    async (target) => {
      const response = (await consentAction(
        post("/consent", { consent: "false", redirectTo: target }),
      )) as Response;
      expect(response.status).toBe(302);
      expect(destination(response).href).toBe(`${SITE}/`);
    },
  );
});
