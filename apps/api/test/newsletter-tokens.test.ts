import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { mailQueue, newsletterSubscriptions } from "../src/db/schema.ts";
import { buildTestApp, createTestDatabase, type TestApp, withKey } from "./helpers.ts";
import { migrateUpTo } from "./migrate-up-to.ts";

/*
 * The newsletter's links (ADR 0046): a confirmation token and, once confirmed, an unsubscribe token,
 * each kept only as its SHA-256; neither does the other's job. Links mailed before the change (one
 * clear token for both) keep working after the migration.
 */

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function startApp(options: Parameters<typeof buildTestApp>[0] = {}) {
  const outboxDir = await mkdtemp(join(tmpdir(), "newsletter-outbox-"));
  const built = await buildTestApp({
    publicSiteUrl: "https://site.test",
    mail: { outboxDir, from: "site@test", pollMs: 0 },
    seed: false,
    ...options,
  });
  return {
    ...built,
    close: async () => {
      await built.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

function helpers(app: TestApp) {
  const post = (path: string, payload: object) =>
    app.inject({ method: "POST", url: `${API_PREFIX}/${path}`, headers: withKey, payload });
  const linkToken = async (to: string, kind: string, page: "confirm" | "unsubscribe") => {
    const mails = await app.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.to, to), eq(mailQueue.kind, kind)))
      .orderBy(mailQueue.id);
    const text = mails.at(-1)?.text ?? "";
    const match = text.match(new RegExp(`https://site\\.test/newsletter/${page}\\?token=([\\w-]+)`));
    if (!match?.[1]) throw new Error(`no ${page} link in the ${kind} mail to ${to}`);
    return match[1];
  };
  const row = async (email: string) => {
    const [found] = await app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    return found!;
  };
  return { post, linkToken, row };
}

describe("newsletter link tokens", () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let h: ReturnType<typeof helpers>;

  beforeAll(async () => {
    ({ app, close } = await startApp());
    h = helpers(app);
  });
  afterAll(() => close());

  async function confirmedSubscriber(email: string) {
    expect((await h.post("newsletter-subscription", { email, terms_and_conditions: true })).statusCode).toBe(
      201,
    );
    const confirmToken = await h.linkToken(email, "newsletter-confirm-link", "confirm");
    expect((await h.post("newsletter-subscription/confirm", { token: confirmToken })).statusCode).toBe(200);
    const unsubscribeToken = await h.linkToken(email, "newsletter-confirmation", "unsubscribe");
    return { confirmToken, unsubscribeToken };
  }

  it("keeps only the SHA-256 of each link's token; no stored value holds a token", async () => {
    const email = "hashed@guest.test";
    const { confirmToken, unsubscribeToken } = await confirmedSubscriber(email);
    expect(confirmToken).not.toBe(unsubscribeToken);
    const stored = await h.row(email);
    expect(stored.confirmTokenHash).toBe(sha256(confirmToken));
    expect(stored.unsubscribeTokenHash).toBe(sha256(unsubscribeToken));
    const everything = JSON.stringify(
      await app.db.execute(sql`select * from newsletter_subscriptions where email = ${email}`),
    );
    expect(everything).not.toContain(confirmToken);
    expect(everything).not.toContain(unsubscribeToken);
  });

  it("a confirmation link's token does not unsubscribe", async () => {
    const email = "confirm-only@guest.test";
    const { confirmToken } = await confirmedSubscriber(email);
    const refused = await h.post("newsletter-subscription/unsubscribe", { token: confirmToken });
    expect(refused.statusCode).toBe(404);
    expect((await h.row(email)).unsubscribedAt).toBeNull();
  });

  it("an unsubscribe link's token does not confirm, and unsubscribes", async () => {
    const email = "unsubscribe-only@guest.test";
    const { unsubscribeToken } = await confirmedSubscriber(email);
    // The address signs up again after leaving: its old unsubscribe token confirms nothing.
    expect(
      (await h.post("newsletter-subscription/unsubscribe", { token: unsubscribeToken })).statusCode,
    ).toBe(200);
    expect((await h.post("newsletter-subscription", { email, terms_and_conditions: true })).statusCode).toBe(
      201,
    );
    const refused = await h.post("newsletter-subscription/confirm", { token: unsubscribeToken });
    expect(refused.statusCode).toBe(404);
    expect((await h.row(email)).confirmedAt).toBeNull();

    // And on a confirmed subscription it is not a confirmation link either.
    const other = "unsubscribe-not-confirm@guest.test";
    const tokens = await confirmedSubscriber(other);
    expect(
      (await h.post("newsletter-subscription/confirm", { token: tokens.unsubscribeToken })).statusCode,
    ).toBe(404);
    expect(
      (await h.post("newsletter-subscription/unsubscribe", { token: tokens.unsubscribeToken })).statusCode,
    ).toBe(200);
    expect((await h.row(other)).unsubscribedAt).toBeInstanceOf(Date);
  });
});

describe("links mailed before the tokens were hashed", () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let h: ReturnType<typeof helpers>;

  beforeAll(async () => {
    const { database, drop } = await createTestDatabase();
    await migrateUpTo(database, "0013_staff_totp_last_step");
    await database.db.execute(sql`insert into newsletter_subscriptions (email, token, consent_at, confirmed_at)
      values ('legacy-pending@guest.test', 'legacy-pending-token-0001', now(), null),
             ('legacy-reader@guest.test', 'legacy-reader-token-0001', now() - interval '30 days', now() - interval '29 days'),
             ('legacy-either@guest.test', 'legacy-either-token-0001', now() - interval '30 days', now() - interval '29 days')`);
    const started = await startApp({ database });
    app = started.app;
    close = async () => {
      await started.close();
      await drop();
    };
    h = helpers(app);
  });
  afterAll(() => close());

  it("keeps no clear token after the migration", async () => {
    const columns = await app.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'newsletter_subscriptions'`,
    );
    expect(JSON.stringify(columns)).not.toContain('"token"');
    expect((await h.row("legacy-reader@guest.test")).unsubscribeTokenHash).toBe(
      sha256("legacy-reader-token-0001"),
    );
  });

  it("a pending sign-up's old link confirms, and the welcome brings a new unsubscribe link", async () => {
    const confirmed = await h.post("newsletter-subscription/confirm", { token: "legacy-pending-token-0001" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const email = "legacy-pending@guest.test";
    expect((await h.row(email)).confirmedAt).toBeInstanceOf(Date);
    const unsubscribeToken = await h.linkToken(email, "newsletter-confirmation", "unsubscribe");
    expect(unsubscribeToken).not.toBe("legacy-pending-token-0001");
    expect(
      (await h.post("newsletter-subscription/unsubscribe", { token: unsubscribeToken })).statusCode,
    ).toBe(200);
    expect((await h.row(email)).unsubscribedAt).toBeInstanceOf(Date);
  });

  it("a subscriber's old welcome link unsubscribes", async () => {
    const off = await h.post("newsletter-subscription/unsubscribe", { token: "legacy-reader-token-0001" });
    expect(off.statusCode, off.body).toBe(200);
    expect((await h.row("legacy-reader@guest.test")).unsubscribedAt).toBeInstanceOf(Date);
  });

  it("an old token still does both jobs, as it did when mailed", async () => {
    const again = await h.post("newsletter-subscription/confirm", { token: "legacy-either-token-0001" });
    expect(again.statusCode).toBe(200);
    const off = await h.post("newsletter-subscription/unsubscribe", { token: "legacy-either-token-0001" });
    expect(off.statusCode).toBe(200);
  });
});
