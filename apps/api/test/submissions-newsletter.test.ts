import { messages } from "@thalassa/contract/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { newsletterSubscriptions } from "../src/db/schema.ts";
import { isNewsletterSuppressed, suppressNewsletter } from "../src/privacy/newsletter-suppression.ts";
import {
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_EXPIRED,
  NEWSLETTER_LINK_INVALID,
} from "../src/routes/submissions/newsletter-subscription.ts";
import { withKey } from "./helpers.ts";
import { catering, startSubmissionsApp, useSubmissionsApp } from "./submissions-app.ts";

const ctx = useSubmissionsApp();
const { postJson, mailsTo } = ctx;

describe("POST newsletter-subscription", () => {
  it("a sign-up mails a confirmation link; only the link subscribes, and the welcome carries the unsubscribe link", async () => {
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
    expect(row!.confirmedAt).toBeNull();
    const pending = await mailsTo("reader@guest.test");
    expect(pending.map((m) => m.kind)).toEqual(["newsletter-confirm-link"]);
    expect(pending[0]!.text).not.toContain("/newsletter/unsubscribe");
    const confirmLink = pending[0]!.text.match(/https:\/\/site\.test\/newsletter\/confirm\?token=([\w-]+)/);
    expect(confirmLink).not.toBeNull();

    const confirmed = await postJson("newsletter-subscription/confirm", { token: confirmLink![1] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: NEWSLETTER_CONFIRMED });
    // Opening the link again is not an error, and mails nothing more.
    expect((await postJson("newsletter-subscription/confirm", { token: confirmLink![1] })).statusCode).toBe(
      200,
    );
    const [after] = await ctx.app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, row!.id));
    expect(after!.confirmedAt).toBeInstanceOf(Date);
    const mails = await mailsTo("reader@guest.test");
    expect(mails.map((m) => m.kind)).toEqual(["newsletter-confirm-link", "newsletter-confirmation"]);
    const link = mails[1]!.text.match(/https:\/\/site\.test\/newsletter\/unsubscribe\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    const off = await postJson("newsletter-subscription/unsubscribe", { token: link![1] });
    expect(off.statusCode).toBe(200);
    const [gone] = await ctx.app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, row!.id));
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);
    expect(
      (await postJson("newsletter-subscription/unsubscribe", { token: "not-a-real-token" })).statusCode,
    ).toBe(404);
  });

  it("a confirmation link older than 7 days has expired; an unknown one is invalid", async () => {
    const first = await postJson("newsletter-subscription", {
      email: "late@guest.test",
      terms_and_conditions: true,
    });
    expect(first.statusCode).toBe(201);
    const [row] = await ctx.app.db
      .update(newsletterSubscriptions)
      .set({ consentAt: new Date(Date.now() - 7 * 86_400_000 - 60_000) })
      .where(eq(newsletterSubscriptions.email, "late@guest.test"))
      .returning();
    const [sent] = await mailsTo("late@guest.test");
    const lateToken = sent!.text.match(/confirm\?token=([\w-]+)/)![1]!;
    const expired = await postJson("newsletter-subscription/confirm", { token: lateToken });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: NEWSLETTER_LINK_EXPIRED });
    const invalid = await postJson("newsletter-subscription/confirm", { token: "not-a-real-token" });
    expect(invalid.statusCode).toBe(404);
    expect(invalid.json()).toEqual({ message: NEWSLETTER_LINK_INVALID });
    const [still] = await ctx.app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, row!.id));
    expect(still!.confirmedAt).toBeNull();

    // Signing up again starts over with a new link, before retention has deleted the old sign-up.
    const again = await postJson("newsletter-subscription", {
      email: "late@guest.test",
      terms_and_conditions: true,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(row!.id);
    const links = (await mailsTo("late@guest.test")).map((m) => m.text.match(/confirm\?token=([\w-]+)/)![1]);
    expect(links).toHaveLength(2);
    expect(links[1]).not.toBe(lateToken);
    expect((await postJson("newsletter-subscription/confirm", { token: links[1] })).statusCode).toBe(200);
  });

  it("an erased address (suppressed) is subscribed again only by its owner's confirmation", async () => {
    await suppressNewsletter(ctx.app.db, "Erased@Guest.test", "erasure");
    expect(await isNewsletterSuppressed(ctx.app.db, "erased@guest.test")).toBe(true);
    expect(
      (await postJson("newsletter-subscription", { email: "erased@guest.test", terms_and_conditions: true }))
        .statusCode,
    ).toBe(201);
    expect(await isNewsletterSuppressed(ctx.app.db, "erased@guest.test")).toBe(true);
    const [pending] = await mailsTo("erased@guest.test");
    const token = pending!.text.match(/confirm\?token=([\w-]+)/)![1];
    expect((await postJson("newsletter-subscription/confirm", { token })).statusCode).toBe(200);
    expect(await isNewsletterSuppressed(ctx.app.db, "erased@guest.test")).toBe(false);
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
