import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { sandboxGatewayOrders } from "../db/schema.ts";
import { ORDER_STATUS, signCallback } from "./protocol.ts";
import {
  renderCardPage,
  renderMessagePage,
  SANDBOX_DECLINED_CARD,
  SANDBOX_PAYING_CARD,
  validateCard,
} from "./sandbox-page.ts";

export const SANDBOX_PREFIX = "/sandbox-gateway";

export interface SandboxGatewayOptions {
  userName: string;
  password: string;
  /** Key the callbacks are signed with (the merchant's "callback token" at a real bank). */
  callbackKey: string;
  /** The merchant's callback address, as a bank has it on file; undefined sends none. */
  callbackUrl: () => string | undefined;
  /** Hosted page session length; an unpaid order older than this is declined. */
  sessionTimeoutSecs: number;
  merchantName: string;
}

type Fields = Record<string, string | undefined>;
type SandboxOrder = typeof sandboxGatewayOrders.$inferSelect;

/** RBS errorCode answers. */
const err = (errorCode: string, errorMessage: string) => ({ errorCode, errorMessage });

function withOrderId(url: string, orderId: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}orderId=${encodeURIComponent(orderId)}`;
}

function actionCodeOf(status: number): { actionCode: number; actionCodeDescription: string } {
  if (status === ORDER_STATUS.deposited) return { actionCode: 0, actionCodeDescription: "Approved" };
  if (status === ORDER_STATUS.declined)
    return { actionCode: 116, actionCodeDescription: "Declined: insufficient funds" };
  if (status === ORDER_STATUS.reversed)
    return { actionCode: 0, actionCodeDescription: "Cancelled by the cardholder" };
  return { actionCode: -100, actionCodeDescription: "No payment attempt yet" };
}

/**
 * A stand-in for the bank that speaks the same HTTP protocol as an RBS/BPC gateway, so the shop
 * runs end to end with nothing configured. Never enable it where real money is expected.
 */
export async function sandboxGatewayPlugin(app: FastifyInstance, options: SandboxGatewayOptions) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const credentialsOk = (body: Fields) =>
    body.userName === options.userName && body.password === options.password;

  /** An order still waiting for the card after its session ended is declined, as the bank does. */
  async function expireIfStale(order: SandboxOrder): Promise<SandboxOrder> {
    const age = Date.now() - order.createdAt.getTime();
    if (order.orderStatus !== ORDER_STATUS.registered || age < options.sessionTimeoutSecs * 1000)
      return order;
    const [updated] = await app.db
      .update(sandboxGatewayOrders)
      .set({ orderStatus: ORDER_STATUS.declined })
      .where(eq(sandboxGatewayOrders.orderId, order.orderId))
      .returning();
    return updated ?? order;
  }

  async function findOrder(ref: { orderId?: string; orderNumber?: string }) {
    const where = ref.orderId
      ? eq(sandboxGatewayOrders.orderId, ref.orderId)
      : eq(sandboxGatewayOrders.orderNumber, ref.orderNumber ?? "");
    const [order] = await app.db.select().from(sandboxGatewayOrders).where(where);
    return order ? expireIfStale(order) : undefined;
  }

  app.post("/rest/register.do", { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as Fields;
    if (!credentialsOk(body)) return err("5", "Access denied");
    const amount = Number(body.amount);
    if (!body.orderNumber) return err("1", "Order number is empty");
    if (!Number.isInteger(amount) || amount <= 0) return err("4", "Amount is invalid");
    if (!/^\d{3}$/.test(body.currency ?? "")) return err("7", "Currency is invalid");
    if (!body.returnUrl || !/^https?:\/\//.test(body.returnUrl)) return err("4", "Return URL is empty");
    const failUrl = body.failUrl && /^https?:\/\//.test(body.failUrl) ? body.failUrl : body.returnUrl;
    const [existing] = await app.db
      .select({ orderId: sandboxGatewayOrders.orderId })
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.orderNumber, body.orderNumber));
    if (existing) return err("1", "Order with this number was already processed");
    const orderId = randomUUID();
    await app.db.insert(sandboxGatewayOrders).values({
      orderId,
      orderNumber: body.orderNumber,
      amount,
      currency: body.currency as string,
      returnUrl: body.returnUrl,
      failUrl,
      description: body.description ?? null,
    });
    const origin = `${request.protocol}://${request.host}`;
    return { orderId, formUrl: `${origin}${SANDBOX_PREFIX}/payment/pay?mdOrder=${orderId}` };
  });

  app.post("/rest/getOrderStatusExtended.do", { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as Fields;
    if (!credentialsOk(body)) return err("5", "Access denied");
    if (!body.orderId && !body.orderNumber) return err("6", "Order not found");
    const order = await findOrder({ orderId: body.orderId, orderNumber: body.orderNumber });
    if (!order) return err("6", "Order not found");
    return {
      errorCode: "0",
      errorMessage: "Success",
      orderNumber: order.orderNumber,
      orderStatus: order.orderStatus,
      ...actionCodeOf(order.orderStatus),
      amount: order.amount,
      currency: order.currency,
      date: order.createdAt.getTime(),
      orderDescription: order.description ?? "",
      attributes: [{ name: "mdOrder", value: order.orderId }],
    };
  });

  app.post("/rest/reverse.do", { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as Fields;
    if (!credentialsOk(body)) return err("5", "Access denied");
    const order = body.orderId ? await findOrder({ orderId: body.orderId }) : undefined;
    if (!order) return err("6", "Order not found");
    if (order.orderStatus !== ORDER_STATUS.held && order.orderStatus !== ORDER_STATUS.deposited) {
      return err("7", "Reversal is impossible for this order state");
    }
    await app.db
      .update(sandboxGatewayOrders)
      .set({ orderStatus: ORDER_STATUS.reversed })
      .where(eq(sandboxGatewayOrders.orderId, order.orderId));
    return { errorCode: "0", errorMessage: "Success" };
  });

  /** The page posts to itself and then redirects to the shop; its CSP must allow both. */
  function sendHtml(reply: FastifyReply, html: string, status = 200, redirectOrigins: string[] = []) {
    const formAction = ["'self'", ...new Set(redirectOrigins)].join(" ");
    return reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header(
        "content-security-policy",
        `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .header("x-content-type-options", "nosniff")
      .header("referrer-policy", "no-referrer")
      .send(html);
  }

  const originsOf = (order: SandboxOrder) => [new URL(order.returnUrl).origin, new URL(order.failUrl).origin];

  function closedPage(reply: FastifyReply, order: SandboxOrder) {
    const paid = order.orderStatus === ORDER_STATUS.deposited || order.orderStatus === ORDER_STATUS.held;
    return sendHtml(
      reply,
      renderMessagePage(
        paid ? "This order is paid" : "This payment session has ended",
        paid
          ? "The payment went through. You can return to the shop."
          : "No payment was taken. Return to the shop to try again.",
        {
          href: withOrderId(paid ? order.returnUrl : order.failUrl, order.orderId),
          text: "Return to the shop",
        },
      ),
      200,
      originsOf(order),
    );
  }

  app.get("/payment/pay", { schema: { hide: true } }, async (request, reply) => {
    const { mdOrder } = request.query as { mdOrder?: string };
    const order = mdOrder ? await findOrder({ orderId: mdOrder }) : undefined;
    if (!order) {
      return sendHtml(reply, renderMessagePage("Payment not found", "This payment link is not valid."), 404);
    }
    if (order.orderStatus !== ORDER_STATUS.registered) return closedPage(reply, order);
    return sendHtml(
      reply,
      renderCardPage({
        mdOrder: order.orderId,
        merchant: options.merchantName,
        description: order.description,
        amount: order.amount,
        currency: order.currency,
      }),
      200,
      originsOf(order),
    );
  });

  async function sendCallback(order: SandboxOrder, operation: string, status: "0" | "1") {
    const url = options.callbackUrl();
    if (!url) return;
    const params: Record<string, string> = {
      mdOrder: order.orderId,
      orderNumber: order.orderNumber,
      operation,
      status,
    };
    const query = new URLSearchParams({ ...params, checksum: signCallback(params, options.callbackKey) });
    try {
      await fetch(`${url}${url.includes("?") ? "&" : "?"}${query}`, { signal: AbortSignal.timeout(3000) });
    } catch (error) {
      // A bank retries callbacks; the shop also polls, so a lost callback delays nothing for long.
      app.log.warn({ err: error, orderNumber: order.orderNumber }, "sandbox gateway: callback not delivered");
    }
  }

  app.post("/payment/pay", { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Fields;
    const order = body.mdOrder ? await findOrder({ orderId: body.mdOrder }) : undefined;
    if (!order) {
      return sendHtml(reply, renderMessagePage("Payment not found", "This payment link is not valid."), 404);
    }
    if (order.orderStatus !== ORDER_STATUS.registered) return closedPage(reply, order);
    const origins = originsOf(order);

    if (body.action === "cancel") {
      const [cancelled] = await app.db
        .update(sandboxGatewayOrders)
        .set({ orderStatus: ORDER_STATUS.reversed })
        .where(eq(sandboxGatewayOrders.orderId, order.orderId))
        .returning();
      await sendCallback(cancelled ?? order, "reversed", "1");
      return reply.redirect(withOrderId(order.failUrl, order.orderId), 303);
    }

    const values = { pan: body.pan, expiry: body.expiry, cvc: body.cvc, cardholder: body.cardholder };
    const { pan, errors } = validateCard(values);
    if (errors && Object.keys(errors).length) {
      const page = renderCardPage({
        mdOrder: order.orderId,
        merchant: options.merchantName,
        description: order.description,
        amount: order.amount,
        currency: order.currency,
        // Card numbers are never echoed back into the page.
        values: { expiry: body.expiry, cardholder: body.cardholder },
        errors,
      });
      return sendHtml(reply, page, 422, origins);
    }
    const paid = pan === SANDBOX_PAYING_CARD;
    const [updated] = await app.db
      .update(sandboxGatewayOrders)
      .set({ orderStatus: paid ? ORDER_STATUS.deposited : ORDER_STATUS.declined })
      .where(eq(sandboxGatewayOrders.orderId, order.orderId))
      .returning();
    await sendCallback(updated ?? order, "deposited", paid ? "1" : "0");
    request.log.info(
      {
        orderNumber: order.orderNumber,
        paid,
        card: pan === SANDBOX_DECLINED_CARD ? "declined test card" : "test card",
      },
      "sandbox gateway: payment attempt",
    );
    return reply.redirect(withOrderId(paid ? order.returnUrl : order.failUrl, order.orderId), 303);
  });

  app.get("/", { schema: { hide: true } }, async (_request, reply) =>
    sendHtml(
      reply,
      renderMessagePage("Sandbox Bank", `A test payment gateway. Paying card ${SANDBOX_PAYING_CARD}.`),
    ),
  );
}
