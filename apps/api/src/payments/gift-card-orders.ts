import {
  GIFT_CARD_CURRENCY,
  GIFT_CARD_CURRENCY_NUMERIC,
  GIFT_CARD_EXPIRY_PLACEHOLDER,
} from "@thalassa/contract/constants";
import type { SubmissionLanguage } from "@thalassa/contract/submissions";
import { type GiftCardOrder, giftCardTotalMinor, pickupPointLabel } from "@thalassa/contract/submissions";
import { and, asc, eq, inArray, lt, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { insertOnce } from "../db/insert-once.ts";
import { giftCardOrders, giftCards } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { siteUrlInLanguage } from "../mail/visitor-mail-texts.ts";
import { GatewayError, type PaymentGateway } from "./gateway-client.ts";
import { createGiftCardCode, createOrderNumber } from "./gift-card-codes.ts";
import { paidOrderMails } from "./gift-card-mail.ts";
import { type GatewayOrderStatus, ORDER_STATUS } from "./protocol.ts";

export type GiftCardOrderRow = typeof giftCardOrders.$inferSelect;
export type OrderState = GiftCardOrderRow["status"];

export interface GiftCardOrderConfig {
  /** Where the gateway sends the visitor back (it appends ?orderId=). */
  returnUrl: string;
  failUrl: string;
  language: string;
  sessionTimeoutSecs: number;
  /** Our callback address for this order, when the gateway should be told per order. */
  callbackUrl: () => string | undefined;
  teamEmail: string;
}

/** The order could not be registered; the message is safe to show. */
export class OrderRegistrationError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

const FINAL_STATES: readonly OrderState[] = ["paid", "declined", "cancelled", "failed"];
/** After the hosted page's session ends, the bank needs a moment to settle the last attempt. */
const SETTLE_GRACE_MS = 5 * 60_000;

const euro = (minor: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: GIFT_CARD_CURRENCY }).format(minor / 100);

/** A page of the public site (an absolute address) in a language: /gift-card/success → /el/gift-card/success. */
function urlInLanguage(address: string, language: SubmissionLanguage): string {
  const url = new URL(address);
  return siteUrlInLanguage(url.origin, `${url.pathname}${url.search}`, language).toString();
}

/** What the site may show about an order: no codes, a masked address. */
export function publicOrderView(order: GiftCardOrderRow) {
  const [user = "", domain = ""] = order.email.split("@");
  return {
    status: order.status === "registered" ? "pending" : order.status,
    orderNumber: order.orderNumber,
    quantity: order.quantity,
    amount: euro(order.amountMinor),
    total: euro(order.totalMinor),
    amountMinor: order.amountMinor,
    totalMinor: order.totalMinor,
    currency: order.currency,
    pickupPoint: pickupPointLabel(order.websiteId, order.language),
    email: domain ? `${user.slice(0, 1)}•••@${domain}` : "your address",
  } as const;
}

/** Everything the visitor chose or typed: what a repeated key must carry again to be the same order. */
function sameDetails(order: GiftCardOrderRow, input: GiftCardOrder): boolean {
  return (
    order.name === input.name &&
    order.email === input.email &&
    order.phone === input.phone &&
    order.websiteId === input.website_id &&
    order.amountMinor === giftCardTotalMinor(input.amount, "1") &&
    order.quantity === Number(input.quantity)
  );
}

export function createGiftCardOrderService(deps: {
  db: Db;
  gateway: PaymentGateway;
  config: GiftCardOrderConfig;
  log: FastifyBaseLogger;
}) {
  const { db, gateway, config, log } = deps;

  async function findByKey(key: string) {
    const [row] = await db.select().from(giftCardOrders).where(eq(giftCardOrders.idempotencyKey, key));
    return row;
  }

  /**
   * A key names one order: only an identical repeat of an order still open at the bank (a double
   * click, a resent form) gets its payment page. Anything else is refused, so a key that reached
   * someone else can never lead them to pay for, or change, an order that is not theirs.
   */
  async function answerForExisting(
    existing: GiftCardOrderRow,
    input: GiftCardOrder,
  ): Promise<{ formUrl: string }> {
    if (!sameDetails(existing, input)) {
      throw new OrderRegistrationError(
        "This order key was already used for a different order. Send a new key with each new order.",
        409,
      );
    }
    let order: GiftCardOrderRow | undefined = existing;
    for (let i = 0; i < 50 && order && order.status === "pending" && !order.formUrl; i++) {
      await new Promise((r) => setTimeout(r, 100));
      [order] = await db.select().from(giftCardOrders).where(eq(giftCardOrders.id, existing.id));
    }
    if (order?.status === "registered" && order.formUrl) return { formUrl: order.formUrl };
    if (order?.status === "paid") {
      throw new OrderRegistrationError(
        "The order with this key has already been paid. Send a new key with each new order.",
        409,
      );
    }
    if (order && FINAL_STATES.includes(order.status)) {
      throw new OrderRegistrationError(
        "The order with this key is closed (declined, cancelled or failed). Send a new key with each new order.",
        409,
      );
    }
    throw new OrderRegistrationError(
      "This order could not be started. Please reload the page and try again.",
      409,
    );
  }

  async function createOrder(input: GiftCardOrder): Promise<{ formUrl: string; orderNumber: string }> {
    const key = input.idempotency_key;
    const amountMinor = giftCardTotalMinor(input.amount, "1");
    const quantity = Number(input.quantity);
    const totalMinor = giftCardTotalMinor(input.amount, input.quantity);
    const { record: order, created } = await insertOnce(db, {
      findFirst: key ? () => findByKey(key) : null,
      insert: async (tx) => {
        const [row] = await tx
          .insert(giftCardOrders)
          .values({
            orderNumber: createOrderNumber(),
            name: input.name,
            email: input.email,
            phone: input.phone,
            websiteId: input.website_id,
            amountMinor,
            quantity,
            totalMinor,
            currency: GIFT_CARD_CURRENCY,
            expiryDate: GIFT_CARD_EXPIRY_PLACEHOLDER,
            status: "pending",
            utmSource: input.utm_source ?? null,
            language: input.language,
            idempotencyKey: key ?? null,
          })
          .returning();
        return row;
      },
    });
    if (!created) return { ...(await answerForExisting(order, input)), orderNumber: order.orderNumber };

    try {
      const registered = await gateway.registerOrder({
        orderNumber: order.orderNumber,
        amount: totalMinor,
        currency: GIFT_CARD_CURRENCY_NUMERIC,
        // Back to the outcome page in the language the order was placed in.
        returnUrl: urlInLanguage(config.returnUrl, input.language),
        failUrl: urlInLanguage(config.failUrl, input.language),
        description: `Gift cards ${quantity} x ${euro(amountMinor).replace("€", "EUR ")}`,
        language: config.language,
        sessionTimeoutSecs: config.sessionTimeoutSecs,
        dynamicCallbackUrl: config.callbackUrl(),
        email: input.email,
      });
      await db
        .update(giftCardOrders)
        .set({
          status: "registered",
          gatewayOrderId: registered.orderId,
          formUrl: registered.formUrl,
          updatedAt: new Date(),
        })
        .where(eq(giftCardOrders.id, order.id));
      log.info(
        { orderNumber: order.orderNumber, gatewayOrderId: registered.orderId },
        "gift card order registered",
      );
      return { formUrl: registered.formUrl, orderNumber: order.orderNumber };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      if (error.kind === "timeout" || error.kind === "network" || error.kind === "protocol") {
        // The gateway may have registered it anyway: the order stays pending and the
        // reconciliation looks it up by its number.
        log.error({ err: error, orderNumber: order.orderNumber }, "gift card order: gateway did not answer");
        throw new OrderRegistrationError(
          "The payment service is not answering at the moment. Please try again in a few minutes.",
          503,
        );
      }
      await setState(order.id, "failed");
      log.error(
        { err: error, orderNumber: order.orderNumber },
        "gift card order: gateway refused registration",
      );
      throw new OrderRegistrationError(
        "The payment service refused this order. Please try again later.",
        502,
      );
    }
  }

  async function setState(id: number, status: OrderState, extra: Partial<GiftCardOrderRow> = {}) {
    const [row] = await db
      .update(giftCardOrders)
      .set({ ...extra, status, updatedAt: new Date() })
      .where(and(eq(giftCardOrders.id, id), ne(giftCardOrders.status, "paid")))
      .returning();
    return row;
  }

  /** Paid exactly once: the conditional update wins for one caller; that caller issues the codes. */
  async function markPaid(order: GiftCardOrderRow): Promise<GiftCardOrderRow> {
    return db.transaction(async (tx) => {
      const [paid] = await tx
        .update(giftCardOrders)
        .set({ status: "paid", paidAt: new Date(), updatedAt: new Date() })
        .where(and(eq(giftCardOrders.id, order.id), ne(giftCardOrders.status, "paid")))
        .returning();
      if (!paid) {
        const [current] = await tx.select().from(giftCardOrders).where(eq(giftCardOrders.id, order.id));
        return current ?? order;
      }
      const codes = Array.from({ length: paid.quantity }, () => createGiftCardCode());
      await tx
        .insert(giftCards)
        .values(codes.map((code) => ({ orderId: paid.id, code, amountMinor: paid.amountMinor })));
      const validUntil = new Date((paid.paidAt ?? new Date()).getTime());
      validUntil.setUTCFullYear(validUntil.getUTCFullYear() + 1);
      await enqueueMail(
        tx,
        paidOrderMails({
          orderNumber: paid.orderNumber,
          name: paid.name,
          email: paid.email,
          phone: paid.phone,
          pickupPoint: pickupPointLabel(paid.websiteId, paid.language),
          quantity: paid.quantity,
          amountMinor: paid.amountMinor,
          totalMinor: paid.totalMinor,
          codes,
          validUntil: validUntil.toISOString().slice(0, 10),
          teamEmail: config.teamEmail,
          language: paid.language,
        }),
      );
      log.info({ orderNumber: paid.orderNumber, cards: codes.length }, "gift card order paid; cards issued");
      return paid;
    });
  }

  function mismatch(order: GiftCardOrderRow, status: GatewayOrderStatus): string | null {
    if (status.orderNumber !== order.orderNumber) return `orderNumber ${status.orderNumber}`;
    if (status.amount !== order.totalMinor) return `amount ${status.amount} (expected ${order.totalMinor})`;
    if (status.currency !== GIFT_CARD_CURRENCY_NUMERIC) return `currency ${status.currency}`;
    return null;
  }

  /**
   * Brings one order up to date with the gateway. The only way an order becomes paid: the gateway
   * itself says held or deposited, for our order number, amount and currency.
   */
  async function syncOrder(order: GiftCardOrderRow, now = Date.now()): Promise<GiftCardOrderRow> {
    if (FINAL_STATES.includes(order.status)) return order;
    const expired = now - order.createdAt.getTime() > config.sessionTimeoutSecs * 1000 + SETTLE_GRACE_MS;
    let status: GatewayOrderStatus;
    try {
      status = await gateway.getOrderStatus(
        order.gatewayOrderId ? { orderId: order.gatewayOrderId } : { orderNumber: order.orderNumber },
      );
    } catch (error) {
      if (error instanceof GatewayError && error.kind === "not-found" && expired) {
        log.warn({ orderNumber: order.orderNumber }, "gift card order unknown to the gateway; closed");
        return (await setState(order.id, "failed")) ?? order;
      }
      log.warn(
        { err: error, orderNumber: order.orderNumber },
        "gift card order: status check failed; stays open",
      );
      return order;
    }
    const wrong = mismatch(order, status);
    if (wrong) {
      log.error(
        { orderNumber: order.orderNumber, gatewayOrderId: order.gatewayOrderId, wrong },
        "gift card order: gateway answer does not match the order",
      );
      const paidAtGateway =
        status.orderStatus === ORDER_STATUS.held || status.orderStatus === ORDER_STATUS.deposited;
      if (paidAtGateway && order.gatewayOrderId && gateway.reverseOrder) {
        await gateway
          .reverseOrder(order.gatewayOrderId)
          .catch((error: unknown) =>
            log.error({ err: error, orderNumber: order.orderNumber }, "gift card order: reversal failed"),
          );
      }
      return (await setState(order.id, "failed")) ?? order;
    }
    const known = order.gatewayOrderId
      ? order
      : ((await setState(order.id, "registered", { gatewayOrderId: status.orderId })) ?? order);
    switch (status.orderStatus) {
      case ORDER_STATUS.held:
      case ORDER_STATUS.deposited:
        return markPaid(known);
      case ORDER_STATUS.declined:
        return (await setState(order.id, "declined")) ?? known;
      case ORDER_STATUS.reversed:
      case ORDER_STATUS.refunded:
        return (await setState(order.id, "cancelled")) ?? known;
      default:
        // Registered or in 3-D Secure: the visitor may still be paying, unless the session is long over.
        if (expired) return (await setState(order.id, "cancelled")) ?? known;
        return known;
    }
  }

  async function syncByGatewayOrderId(gatewayOrderId: string) {
    const [order] = await db
      .select()
      .from(giftCardOrders)
      .where(eq(giftCardOrders.gatewayOrderId, gatewayOrderId));
    return order ? syncOrder(order) : undefined;
  }

  /** Resolves orders whose visitor never came back (closed tab, lost connection, lost callback). */
  async function reconcile(options: { olderThanMs?: number; limit?: number; now?: number } = {}) {
    const now = options.now ?? Date.now();
    const open = await db
      .select()
      .from(giftCardOrders)
      .where(
        and(
          inArray(giftCardOrders.status, ["pending", "registered"]),
          lt(giftCardOrders.createdAt, new Date(now - (options.olderThanMs ?? 2 * 60_000))),
        ),
      )
      .orderBy(asc(giftCardOrders.id))
      .limit(options.limit ?? 50);
    const outcome: Record<string, number> = {};
    for (const order of open) {
      const synced = await syncOrder(order, now);
      outcome[synced.status] = (outcome[synced.status] ?? 0) + 1;
    }
    return { checked: open.length, outcome };
  }

  return { createOrder, syncOrder, syncByGatewayOrderId, reconcile };
}

export type GiftCardOrderService = ReturnType<typeof createGiftCardOrderService>;
