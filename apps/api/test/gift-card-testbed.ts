import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { Database } from "../src/db/client.ts";
import { giftCardOrders, giftCards } from "../src/db/schema.ts";
import { buildTestApp, createTestDatabase, type TestApp, withKey } from "./helpers.ts";

export const SITE = "http://localhost:3000";
export const SANDBOX_USER = "sandbox-test-merchant";
export const SANDBOX_PASSWORD = "sandbox-test-password";

export const validOrder = {
  name: "Eleni Georgiou",
  amount: "50",
  quantity: "2",
  email: "eleni@example.com",
  website_id: "4",
  phone: "+357 99 123456",
  terms_and_conditions: "on",
};

export type App = TestApp;
/** The database every app of a gift card test file shares, and the folder their mail goes to. */
export let database: Database;
export let outbox: string;
let drop: () => Promise<void>;
const apps: App[] = [];

/** One database and outbox per test file; the apps a test starts are closed after it. */
export function useGiftCardDatabase() {
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    // Migrated here, under the hook's longer timeout, so a slow start is not charged to the first test.
    await database.migrate();
    outbox = mkdtempSync(join(tmpdir(), "gift-card-outbox-"));
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  afterAll(async () => {
    await drop();
    rmSync(outbox, { recursive: true, force: true });
  });
}

/** The API on the shared database with the sandbox gateway (or `payments`), listening if asked. */
export async function startApp(payments: Record<string, unknown> = {}, listen = false) {
  const { app } = await buildTestApp({
    database,
    seed: false,
    publicSiteUrl: SITE,
    mail: { outboxDir: outbox, from: "shop@localhost", pollMs: 0 },
    payments: { userName: SANDBOX_USER, password: SANDBOX_PASSWORD, ...payments },
  });
  apps.push(app);
  if (listen) await app.listen({ host: "127.0.0.1", port: 0 });
  const origin = listen ? `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` : "";
  return { app, origin };
}

export function order(body: Record<string, unknown>, app: App) {
  return app.inject({ method: "POST", url: "/api/v1/gift-card", headers: withKey, payload: body });
}

export async function orderRow(gatewayOrderId: string) {
  const [row] = await database.db
    .select()
    .from(giftCardOrders)
    .where(eq(giftCardOrders.gatewayOrderId, gatewayOrderId));
  return row;
}

export async function cardsOf(orderId: number) {
  return database.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
}

export const mdOrderOf = (formUrl: string) => new URL(formUrl).searchParams.get("mdOrder") as string;

/** Fills the hosted page like a visitor: returns where the gateway sends the browser. */
export async function payOnHostedPage(formUrl: string, card: string, action: "pay" | "cancel" = "pay") {
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

export function startHangingServer(): Promise<{ url: string; close: () => Promise<void> }> {
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
