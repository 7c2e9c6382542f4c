import { messages } from "@thalassa/contract/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { giftCardOrders, sandboxGatewayOrders } from "../src/db/schema.ts";
import {
  database,
  mdOrderOf,
  order,
  orderRow,
  SITE,
  startApp,
  useGiftCardDatabase,
  validOrder,
} from "./gift-card-testbed.ts";
import { withKey } from "./helpers.ts";

useGiftCardDatabase();

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

  it("an order placed on the Greek page keeps its language and returns to the Greek outcome pages", async () => {
    const { app } = await startApp();
    const response = await order({ ...validOrder, language: "el" }, app);
    expect(response.statusCode, response.body).toBe(200);
    const mdOrder = mdOrderOf(response.json().formUrl);
    expect(await orderRow(mdOrder)).toMatchObject({ language: "el" });
    const [atGateway] = await database.db
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.orderId, mdOrder));
    expect(atGateway?.returnUrl).toBe(`${SITE}/el/gift-card/success`);
    expect(atGateway?.failUrl).toBe(`${SITE}/el/gift-card/failed`);
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
