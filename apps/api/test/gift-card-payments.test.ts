import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftCardOrders, mailQueue, sandboxGatewayOrders } from "../src/db/schema.ts";
import { GIFT_CARD_CODE_PATTERN } from "../src/payments/gift-card-codes.ts";
import { signCallback } from "../src/payments/protocol.ts";
import {
  cardsOf,
  database,
  mdOrderOf,
  order,
  orderRow,
  outbox,
  payOnHostedPage,
  SITE,
  startApp,
  useGiftCardDatabase,
  validOrder,
} from "./gift-card-testbed.ts";
import { withKey } from "./helpers.ts";

useGiftCardDatabase();

describe("payment outcomes, verified with the gateway", () => {
  it("paid: back to the success page, codes issued once and mailed with the pickup point", async () => {
    const { app } = await startApp({}, true);
    const { formUrl } = (await order(validOrder, app)).json();
    const mdOrder = mdOrderOf(formUrl);
    const back = await payOnHostedPage(formUrl, "5000 0011 1111 1115");
    expect(back).toEqual({ status: 303, location: `${SITE}/gift-card/success?orderId=${mdOrder}` });
    // The gateway's signed callback (over HTTP, before the redirect) already settled it.
    expect((await orderRow(mdOrder))?.status).toBe("paid");

    const status = await app.inject({ url: `/api/v1/gift-card/status?orderId=${mdOrder}`, headers: withKey });
    expect(status.json()).toMatchObject({
      status: "paid",
      quantity: 2,
      amount: "€50.00",
      total: "€100.00",
      amountMinor: 5000,
      totalMinor: 10000,
      pickupPoint: "Kyma Beach",
    });
    expect(JSON.stringify(status.json())).not.toMatch(/GC-/);
    const row = await orderRow(mdOrder);
    const cards = await cardsOf(row?.id as number);
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card.code).toMatch(GIFT_CARD_CODE_PATTERN);
    expect(new Set(cards.map((c) => c.code)).size).toBe(2);

    // The callback again, and the status again: nothing new.
    const params = { mdOrder, orderNumber: row?.orderNumber as string, operation: "deposited", status: "1" };
    const callback = await app.inject({
      url: `/payments/gift-cards/callback?${new URLSearchParams({ ...params, checksum: signCallback(params, app.payments.callbackKey as string) })}`,
    });
    expect(callback.statusCode).toBe(200);
    expect(callback.json()).toEqual({ status: "paid" });
    await app.inject({ url: `/api/v1/gift-card/status?orderId=${mdOrder}`, headers: withKey });
    expect(await cardsOf(row?.id as number)).toHaveLength(2);

    const mails = await database.db
      .select()
      .from(mailQueue)
      .where(sql`${mailQueue.text} like ${`%${row?.orderNumber}%`}`);
    expect(mails.map((m) => m.kind).sort()).toEqual(["gift-card-buyer", "gift-card-team"]);
    const buyer = mails.find((m) => m.kind === "gift-card-buyer");
    expect(buyer?.to).toBe("eleni@example.com");
    for (const card of cards) expect(buyer?.text).toContain(card.code);
    expect(buyer?.text).toContain("Pickup point: Kyma Beach");
    await app.mail.deliverDue();
    const files = readdirSync(outbox).filter((f) => f.endsWith("-gift-card-buyer.eml"));
    expect(files.some((f) => readFileSync(join(outbox, f), "utf8").includes(cards[0]?.code as string))).toBe(
      true,
    );
  });

  it("declined card: back to the failed page, order declined, no cards", async () => {
    const { app } = await startApp({}, true);
    const { formUrl } = (await order(validOrder, app)).json();
    const mdOrder = mdOrderOf(formUrl);
    expect(await payOnHostedPage(formUrl, "4000000000000002")).toEqual({
      status: 303,
      location: `${SITE}/gift-card/failed?orderId=${mdOrder}`,
    });
    const status = await app.inject({ url: `/api/v1/gift-card/status?orderId=${mdOrder}`, headers: withKey });
    expect(status.json().status).toBe("declined");
    expect(await cardsOf((await orderRow(mdOrder))?.id as number)).toHaveLength(0);
  });

  it("cancelled on the hosted page: back to the failed page, order cancelled", async () => {
    const { app } = await startApp({}, true);
    const { formUrl } = (await order(validOrder, app)).json();
    const mdOrder = mdOrderOf(formUrl);
    const back = await payOnHostedPage(formUrl, "", "cancel");
    expect(back.location).toBe(`${SITE}/gift-card/failed?orderId=${mdOrder}`);
    const status = await app.inject({ url: `/api/v1/gift-card/status?orderId=${mdOrder}`, headers: withKey });
    expect(status.json().status).toBe("cancelled");
  });

  it("a forged return (unpaid order, unknown id) never counts as paid", async () => {
    const { app } = await startApp();
    const { formUrl } = (await order(validOrder, app)).json();
    const unpaid = await app.inject({
      url: `/api/v1/gift-card/status?orderId=${mdOrderOf(formUrl)}`,
      headers: withKey,
    });
    expect(unpaid.json().status).toBe("pending");
    const unknown = await app.inject({
      url: "/api/v1/gift-card/status?orderId=forged-123",
      headers: withKey,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("a callback with a forged checksum is refused and changes nothing", async () => {
    const { app } = await startApp();
    const { formUrl } = (await order(validOrder, app)).json();
    const mdOrder = mdOrderOf(formUrl);
    await database.db
      .update(sandboxGatewayOrders)
      .set({ orderStatus: 2 })
      .where(eq(sandboxGatewayOrders.orderId, mdOrder));
    const row = await orderRow(mdOrder);
    const params = { mdOrder, orderNumber: row?.orderNumber as string, operation: "deposited", status: "1" };
    const forged = await app.inject({
      url: `/payments/gift-cards/callback?${new URLSearchParams({ ...params, checksum: signCallback(params, "not-the-merchant-key-at-all") })}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("The checksum does not match.");
    expect((await orderRow(mdOrder))?.status).toBe("registered");
    // The genuine callback, twice: paid once.
    const url = `/payments/gift-cards/callback?${new URLSearchParams({ ...params, checksum: signCallback(params, app.payments.callbackKey as string) })}`;
    expect((await app.inject({ url })).json()).toEqual({ status: "paid" });
    expect((await app.inject({ url })).json()).toEqual({ status: "paid" });
    expect(await cardsOf(row?.id as number)).toHaveLength(2);
  });

  it("an amount that differs at the gateway is not accepted as paid, and the payment is reversed", async () => {
    const { app } = await startApp({}, true);
    const { formUrl } = (await order(validOrder, app)).json();
    const mdOrder = mdOrderOf(formUrl);
    // Someone lowered the amount between registration and payment.
    await database.db
      .update(sandboxGatewayOrders)
      .set({ amount: 100 })
      .where(eq(sandboxGatewayOrders.orderId, mdOrder));
    const back = await payOnHostedPage(formUrl, "5000001111111115");
    expect(back.location).toContain("/gift-card/success");
    const status = await app.inject({ url: `/api/v1/gift-card/status?orderId=${mdOrder}`, headers: withKey });
    expect(status.json().status).toBe("failed");
    expect(await cardsOf((await orderRow(mdOrder))?.id as number)).toHaveLength(0);
    const [atGateway] = await database.db
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.orderId, mdOrder));
    expect(atGateway?.orderStatus).toBe(3);
  });

  it("reconciliation resolves orders whose visitor never came back", async () => {
    const { app } = await startApp();
    const paidId = mdOrderOf((await order(validOrder, app)).json().formUrl);
    const abandonedId = mdOrderOf((await order(validOrder, app)).json().formUrl);
    // Paid at the bank, but the tab was closed and the callback lost.
    await database.db
      .update(sandboxGatewayOrders)
      .set({ orderStatus: 2 })
      .where(eq(sandboxGatewayOrders.orderId, paidId));
    // Never paid, and its session ended an hour ago.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await database.db
      .update(sandboxGatewayOrders)
      .set({ createdAt: hourAgo })
      .where(eq(sandboxGatewayOrders.orderId, abandonedId));
    await database.db
      .update(giftCardOrders)
      .set({ createdAt: hourAgo })
      .where(eq(giftCardOrders.gatewayOrderId, abandonedId));
    await app.payments.giftCards.reconcile({ olderThanMs: 0 });
    expect((await orderRow(paidId))?.status).toBe("paid");
    expect(await cardsOf((await orderRow(paidId))?.id as number)).toHaveLength(2);
    expect((await orderRow(abandonedId))?.status).toBe("declined");
  });
});

describe("the payment session's length, for the gift card page (WCAG 2.2.1)", () => {
  it("is PAYMENT_SESSION_TIMEOUT_S (1200 s unless set), read with the site's key", async () => {
    const read = async (app: Awaited<ReturnType<typeof startApp>>["app"]) => {
      const response = await app.inject({ url: "/api/v1/gift-card/payment-session", headers: withKey });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await read((await startApp()).app)).toEqual({ data: { paymentSessionSeconds: 1200 } });
    expect(await read((await startApp({ sessionTimeoutSecs: 300 })).app)).toEqual({
      data: { paymentSessionSeconds: 300 },
    });
    // Like every API read, only with the site's key.
    const { app } = await startApp();
    expect((await app.inject({ url: "/api/v1/gift-card/payment-session" })).statusCode).toBe(401);
  });
});
