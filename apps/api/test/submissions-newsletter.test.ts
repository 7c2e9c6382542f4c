import { messages } from "@thalassa/contract/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { newsletterSubscriptions } from "../src/db/schema.ts";
import { withKey } from "./helpers.ts";
import { catering, startSubmissionsApp, useSubmissionsApp } from "./submissions-app.ts";

const ctx = useSubmissionsApp();
const { postJson, mailsTo } = ctx;

describe("POST newsletter-subscription", () => {
  it("subscribes with the consent time and mails a working unsubscribe link; twice is not an error", async () => {
    const body = { email: "Reader@Guest.test", terms_and_conditions: true, utm_source: "footer" };
    const first = await postJson("newsletter-subscription", body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postJson("newsletter-subscription", body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const [row] = await ctx.app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "reader@guest.test"));
    expect(row!.consentAt).toBeInstanceOf(Date);
    const mails = await mailsTo("reader@guest.test");
    expect(mails).toHaveLength(1);
    const link = mails[0]!.text.match(/https:\/\/site\.test\/newsletter\/unsubscribe\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    const off = await postJson("newsletter-subscription/unsubscribe", { token: link![1] });
    expect(off.statusCode).toBe(200);
    const [after] = await ctx.app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, row!.id));
    expect(after!.unsubscribedAt).toBeInstanceOf(Date);
    expect(
      (await postJson("newsletter-subscription/unsubscribe", { token: "not-a-real-token" })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ terms_and_conditions: true }, { email: ["Email is required"] }],
    [{ email: "x@", terms_and_conditions: true }, { email: ["Invalid email address"] }],
    [{ email: "a@b.test" }, { terms_and_conditions: ["Terms and Conditions are required"] }],
  ])("refuses %j", async (body, errors) => {
    const response = await postJson("newsletter-subscription", body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: messages.invalidData, errors });
  });
});

describe("rate limit", () => {
  it("refuses the request past the limit with 429 and says so; reads are never limited", async () => {
    const limited = await startSubmissionsApp({ max: 2, windowMs: 60_000 });
    try {
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: `${API_PREFIX}/newsletter-subscription`,
          headers: { ...withKey, "x-forwarded-for": "203.0.113.7" },
          payload: { email: "a@b.test", terms_and_conditions: true },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests: .* Please try again in 1 minute\.$/);
      expect(refused.headers["retry-after"]).toBeDefined();
      // Another visitor (another forwarded address) is not affected.
      const other = await limited.app.inject({
        method: "POST",
        url: `${API_PREFIX}/private-events-requests`,
        headers: { ...withKey, "x-forwarded-for": "198.51.100.9" },
        payload: catering,
      });
      expect(other.statusCode).toBe(201);
      for (let i = 0; i < 5; i++) {
        expect(
          (await limited.app.inject({ url: `${API_PREFIX}/websites`, headers: withKey })).statusCode,
        ).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
