import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftCardOrders } from "../src/db/schema.ts";
import { createRbsGateway, GatewayError } from "../src/payments/gateway-client.ts";
import { signCallback, verifyCallbackChecksum } from "../src/payments/protocol.ts";
import {
  database,
  order,
  SANDBOX_PASSWORD,
  SANDBOX_USER,
  SITE,
  startApp,
  startHangingServer,
  useGiftCardDatabase,
  validOrder,
} from "./gift-card-testbed.ts";

useGiftCardDatabase();

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
