import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { messages } from "@thalassa/contract/messages";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { giftCardOrders, giftCards, mailQueue, sandboxGatewayOrders } from "../src/db/schema.ts";
import { createRbsGateway, GatewayError } from "../src/payments/gateway-client.ts";
import { GIFT_CARD_CODE_PATTERN } from "../src/payments/gift-card-codes.ts";
import { signCallback, verifyCallbackChecksum } from "../src/payments/protocol.ts";
import { createTestDatabase, TEST_API_KEY, withKey } from "./helpers.ts";

const SITE = "http://localhost:3000";
const SANDBOX_USER = "sandbox-test-merchant";
const SANDBOX_PASSWORD = "sandbox-test-password";

const validOrder = {
  name: "Eleni Georgiou",
  amount: "50",
  quantity: "2",
  email: "eleni@example.com",
  website_id: "4",
  phone: "+357 99 123456",
  terms_and_conditions: "on",
};

type App = Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>["database"];
let drop: () => Promise<void>;
let outbox: string;
const apps: App[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  outbox = mkdtempSync(join(tmpdir(), "gift-card-outbox-"));
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});
afterAll(async () => {
  await drop();
  rmSync(outbox, { recursive: true, force: true });
});

async function startApp(payments: Record<string, unknown> = {}, listen = false) {
  const app = await buildApp({
    apiKey: TEST_API_KEY,
    database,
    publicSiteUrl: SITE,
    mail: { outboxDir: outbox, from: "shop@localhost", pollMs: 0 },
    payments: { userName: SANDBOX_USER, password: SANDBOX_PASSWORD, ...payments },
  });
  apps.push(app);
  if (listen) await app.listen({ host: "127.0.0.1", port: 0 });
  const origin = listen ? `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` : "";
  return { app, origin };
}

function order(body: Record<string, unknown>, app: App) {
  return app.inject({ method: "POST", url: "/api/v1/gift-card", headers: withKey, payload: body });
}

async function orderRow(gatewayOrderId: string) {
  const [row] = await database.db
    .select()
    .from(giftCardOrders)
    .where(eq(giftCardOrders.gatewayOrderId, gatewayOrderId));
  return row;
}

async function cardsOf(orderId: number) {
  return database.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
}

const mdOrderOf = (formUrl: string) => new URL(formUrl).searchParams.get("mdOrder") as string;

/** Fills the hosted page like a visitor: returns where the gateway sends the browser. */
async function payOnHostedPage(formUrl: string, card: string, action: "pay" | "cancel" = "pay") {
  const page = await fetch(formUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Card number");
  const response = await fetch(new URL("pay", formUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      mdOrder: mdOrderOf(formUrl),
      pan: card,
      expiry: "12/39",
      cvc: "123",
      cardholder: "Eleni Georgiou",
      action,
    }),
  });
  return { status: response.status, location: response.headers.get("location") ?? "" };
}

describe("POST gift-card: validation (SPEC §5)", () => {
  it("refuses a missing key, then names every missing field", async () => {
    const { app } = await startApp();
    expect(
      (await app.inject({ method: "POST", url: "/api/v1/gift-card", payload: validOrder })).statusCode,
    ).toBe(401);
    const response = await order({}, app);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: messages.invalidData,
      errors: {
        name: ["Name is required"],
        amount: ["Amount is required"],
        quantity: ["Quantity is required"],
        email: ["Email is required"],
        website_id: ["Pickup point is required"],
        phone: ["Phone is required"],
        terms_and_conditions: [messages.termsRequired],
      },
    });
  });

  it.each([
    ["amount", "1.234", messages.maxTwoDecimals],
    ["amount", "0.5", messages.minimumOne],
    ["amount", "1e3", messages.maxTwoDecimals],
    ["amount", "1,5", messages.maxTwoDecimals],
    ["amount", "-1", messages.minimumOne],
    ["quantity", "2.5", messages.integerOnly],
    ["quantity", "0", messages.minimumOne],
    ["website_id", "8", messages.selectValidOption],
  ])("%s %s → %s", async (field, value, message) => {
    const { app } = await startApp();
    const response = await order({ ...validOrder, [field]: value }, app);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });
});

describe("POST gift-card: order and registration", () => {
  it("computes the total itself, stores the order and answers the payment page", async () => {
    const { app } = await startApp();
    const response = await order({ ...validOrder, amount: "19.99", quantity: "3", total: "1" }, app);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(messages.giftCardCreated);
    expect(body.formUrl).toMatch(/\/sandbox-gateway\/payment\/pay\?mdOrder=[0-9a-f-]{36}$/);
    const row = await orderRow(mdOrderOf(body.formUrl));
    expect(row).toMatchObject({
      status: "registered",
      amountMinor: 1999,
      quantity: 3,
      totalMinor: 5997,
      currency: "EUR",
    });
    const [atGateway] = await database.db
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.orderId, mdOrderOf(body.formUrl)));
    expect(atGateway).toMatchObject({ amount: 5997, currency: "978", orderNumber: row?.orderNumber });
    expect(atGateway?.returnUrl).toBe(`${SITE}/gift-card/success`);
    expect(atGateway?.failUrl).toBe(`${SITE}/gift-card/failed`);
  });

  it("stores one order for a double submit with the same form key", async () => {
    const { app } = await startApp();
    const payload = { ...validOrder, idempotency_key: "form-key-double-submit-1" };
    const [first, second] = await Promise.all([order(payload, app), order(payload, app)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().formUrl).toBe(first.json().formUrl);
    const rows = await database.db
      .select()
      .from(giftCardOrders)
      .where(eq(giftCardOrders.idempotencyKey, payload.idempotency_key));
    expect(rows).toHaveLength(1);
  });
});

describe("POST gift-card: an order key belongs to one order", () => {
  const KEY_USED =
    "This order key was already used for a different order. Send a new key with each new order.";
  const CLOSED =
    "The order with this key is closed (declined, cancelled or failed). Send a new key with each new order.";

  async function ordersWithKey(key: string) {
    return database.db.select().from(giftCardOrders).where(eq(giftCardOrders.idempotencyKey, key));
  }

  it.each([
    ["name", "Andreas Constantinou"],
    ["email", "andreas@example.com"],
    ["phone", "+357 96 654321"],
    ["amount", "15"],
    ["quantity", "1"],
    ["website_id", "5"],
  ])("refuses the key again with another %s, and leaves the first order as it was", async (field, value) => {
    const { app } = await startApp();
    const key = `shared-key-other-${field}`;
    const first = await order({ ...validOrder, idempotency_key: key }, app);
    expect(first.statusCode).toBe(200);
    const [before] = await ordersWithKey(key);

    const second = await order({ ...validOrder, [field]: value, idempotency_key: key }, app);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: KEY_USED });
    expect(await ordersWithKey(key)).toEqual([before]);
  });

  it("two different orders racing with one key: one is stored, the other refused", async () => {
    const { app } = await startApp();
    const key = "shared-key-racing-orders";
    const answers = await Promise.all([
      order({ ...validOrder, idempotency_key: key }, app),
      order({ ...validOrder, email: "andreas@example.com", amount: "15", idempotency_key: key }, app),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({ message: KEY_USED });
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  it("refuses the key of an order that is already paid, or closed unpaid", async () => {
    const { app } = await startApp();
    const cases = [
      {
        gatewayStatus: 2,
        state: "paid",
        message: "The order with this key has already been paid. Send a new key with each new order.",
      },
      { gatewayStatus: 6, state: "declined", message: CLOSED },
      { gatewayStatus: 3, state: "cancelled", message: CLOSED },
    ];
    for (const { gatewayStatus, state, message } of cases) {
      const payload = { ...validOrder, idempotency_key: `finished-order-${state}` };
      const { formUrl } = (await order(payload, app)).json();
      await database.db
        .update(sandboxGatewayOrders)
        .set({ orderStatus: gatewayStatus })
        .where(eq(sandboxGatewayOrders.orderId, mdOrderOf(formUrl)));
      const status = await app.inject({
        url: `/api/v1/gift-card/status?orderId=${mdOrderOf(formUrl)}`,
        headers: withKey,
      });
      expect(status.json().status).toBe(state);

      const again = await order(payload, app);
      expect(again.statusCode, state).toBe(409);
      expect(again.json(), state).toEqual({ message });
      expect(JSON.stringify(again.json())).not.toContain(formUrl);
    }
  });
});

describe("the RBS protocol client against the sandbox gateway over HTTP", () => {
  it("registers, reads the status, and reports refusals as such", async () => {
    const { origin } = await startApp({}, true);
    const client = createRbsGateway({
      baseUrl: `${origin}/sandbox-gateway/rest/`,
      userName: SANDBOX_USER,
      password: SANDBOX_PASSWORD,
      timeoutMs: 2000,
    });
    const orderNumber = `T${Date.now()}`;
    const registered = await client.registerOrder({
      orderNumber,
      amount: 1234,
      currency: "978",
      returnUrl: `${SITE}/ok`,
      failUrl: `${SITE}/no`,
      description: "test",
      language: "en",
    });
    expect(registered.formUrl.startsWith(`${origin}/sandbox-gateway/payment/pay?mdOrder=`)).toBe(true);
    expect(await client.getOrderStatus({ orderId: registered.orderId })).toMatchObject({
      orderNumber,
      orderStatus: 0,
      amount: 1234,
      currency: "978",
    });
    expect((await client.getOrderStatus({ orderNumber })).orderId).toBe(registered.orderId);
    await expect(
      client.registerOrder({
        orderNumber,
        amount: 1,
        currency: "978",
        returnUrl: `${SITE}/ok`,
        failUrl: `${SITE}/no`,
        description: "",
        language: "en",
      }),
    ).rejects.toMatchObject({ kind: "rejected", errorCode: "1" });
    await expect(
      client.getOrderStatus({ orderId: "00000000-0000-0000-0000-000000000000" }),
    ).rejects.toMatchObject({
      kind: "not-found",
    });
    const wrongPassword = createRbsGateway({
      baseUrl: `${origin}/sandbox-gateway/rest/`,
      userName: SANDBOX_USER,
      password: "nope",
      timeoutMs: 2000,
    });
    await expect(wrongPassword.getOrderStatus({ orderNumber })).rejects.toMatchObject({
      kind: "rejected",
      errorCode: "5",
    });
  });

  it("gives up on a gateway that never answers, as a timeout", async () => {
    const hanging = await startHangingServer();
    try {
      const client = createRbsGateway({ baseUrl: hanging.url, userName: "u", password: "p", timeoutMs: 200 });
      const started = Date.now();
      const failure = await client.getOrderStatus({ orderNumber: "x" }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(GatewayError);
      expect((failure as GatewayError).kind).toBe("timeout");
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await hanging.close();
    }
  });

  it("signs callbacks as upper-case hex HMAC-SHA256 over name;value; sorted by name", () => {
    const params = { status: "1", operation: "deposited", orderNumber: "GC1", mdOrder: "abc" };
    const checksum = signCallback(params, "key");
    expect(checksum).toMatch(/^[0-9A-F]{64}$/);
    expect(verifyCallbackChecksum({ ...params, checksum, sign_alias: "SHA-256" }, "key")).toBe(true);
    expect(verifyCallbackChecksum({ ...params, status: "0", checksum }, "key")).toBe(false);
    expect(verifyCallbackChecksum({ ...params, checksum }, "other-key")).toBe(false);
  });
});

function startHangingServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<import("node:net").Socket>();
  const server: Server = createServer(() => {
    // never answers
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/payment/rest/`,
        close: () =>
          new Promise<void>((r) => {
            for (const s of sockets) s.destroy();
            server.close(() => r());
          }),
      });
    }),
  );
}

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

describe("a gateway that answers nonsense", () => {
  it("is a protocol error: the visitor gets the clear message, the order stays open", async () => {
    const server = createServer((_req, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>"),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payment/rest/`;
      const { app } = await startApp({
        gatewayUrl: url,
        userName: "merchant",
        password: "secret",
        timeoutMs: 1000,
      });
      const response = await order({ ...validOrder, idempotency_key: "nonsense-gateway-order-1" }, app);
      expect(response.statusCode).toBe(503);
      const [row] = await database.db
        .select()
        .from(giftCardOrders)
        .where(eq(giftCardOrders.idempotencyKey, "nonsense-gateway-order-1"));
      expect(row?.status).toBe("pending");
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe("a gateway that hangs", () => {
  it("answers the visitor with a clear message and leaves the order recoverable", async () => {
    const hanging = await startHangingServer();
    try {
      const { app } = await startApp({
        gatewayUrl: hanging.url,
        userName: "merchant",
        password: "secret",
        timeoutMs: 300,
        callbackKey: "k".repeat(32),
      });
      const payload = { ...validOrder, idempotency_key: "hanging-gateway-order-1" };
      const response = await order(payload, app);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        "The payment service is not answering at the moment. Please try again in a few minutes.",
      );
      const [row] = await database.db
        .select()
        .from(giftCardOrders)
        .where(eq(giftCardOrders.idempotencyKey, payload.idempotency_key));
      expect(row).toMatchObject({ status: "pending", gatewayOrderId: null });
      // Still hanging: the reconciliation leaves it open instead of guessing.
      const result = await app.payments.giftCards.reconcile({ olderThanMs: 0 });
      expect(result.outcome.pending).toBeGreaterThanOrEqual(1);
      const [after] = await database.db
        .select()
        .from(giftCardOrders)
        .where(eq(giftCardOrders.id, row?.id as number));
      expect(after?.status).toBe("pending");
    } finally {
      await hanging.close();
    }
  });
});
