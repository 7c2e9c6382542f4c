import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import fp from "fastify-plugin";
import { createRbsGateway, type FetchLike, type PaymentGateway } from "./gateway-client.ts";
import { createGiftCardOrderService, type GiftCardOrderService } from "./gift-card-orders.ts";
import { SANDBOX_PREFIX, sandboxGatewayPlugin } from "./sandbox-gateway.ts";

declare module "fastify" {
  interface FastifyInstance {
    payments: {
      giftCards: GiftCardOrderService;
      /** Key the gateway's callbacks are signed with; undefined refuses callbacks. */
      callbackKey: string | undefined;
      mode: "gateway" | "sandbox";
      /** How long a payment session at the bank lasts (the gateway is asked for this). */
      sessionTimeoutSecs: number;
    };
  }
}

export const GIFT_CARD_CALLBACK_PATH = "/payments/gift-cards/callback";
/** The scheduled job polling orders the visitor never came back from (metrics label). */
export const RECONCILIATION_JOB = "gift-card-reconciliation";

export interface PaymentsOptions {
  /** The bank's REST base (…/payment/rest/). Without it the built-in sandbox gateway is used. */
  gatewayUrl?: string;
  userName?: string;
  password?: string;
  /** The merchant's callback key for the checksum; random for the sandbox. */
  callbackKey?: string;
  /** Our callback's public address, sent to the gateway with each order (dynamicCallbackUrl). */
  callbackUrl?: string;
  timeoutMs: number;
  sessionTimeoutSecs: number;
  /** How often open orders are polled, in ms; 0 turns the background reconciliation off (tests). */
  reconcileMs: number;
  language: string;
  teamEmail: string;
  /** Test seam for the gateway's transport; production uses global fetch. */
  fetch?: FetchLike;
  /** Replaces the gateway client entirely (tests of the order logic against odd gateways). */
  gateway?: PaymentGateway;
}

export const defaultPaymentsOptions: PaymentsOptions = {
  timeoutMs: 6000,
  sessionTimeoutSecs: 1200,
  reconcileMs: 0,
  language: "en",
  teamEmail: "giftcards@thalassa-group.example",
};

/** Gift card payments: the gateway client (or the sandbox), the order service and its reconciliation. */
export const paymentsPlugin = fp<PaymentsOptions & { publicSiteUrl: string }>(
  async (app, options) => {
    const site = options.publicSiteUrl.replace(/\/$/, "");
    /** Where this API answers on loopback once it listens; the sandbox is reached there. */
    const ownOrigin = () => {
      if (!app.server.listening) return undefined;
      const address = app.server.address() as AddressInfo | null;
      if (!address) return undefined;
      const host = ["0.0.0.0", "::"].includes(address.address)
        ? "127.0.0.1"
        : address.family === "IPv6"
          ? `[${address.address}]`
          : address.address;
      return `http://${host}:${address.port}`;
    };

    let gateway: PaymentGateway;
    let callbackKey = options.callbackKey;
    let callbackUrl: () => string | undefined = () => options.callbackUrl;
    const sandbox = !options.gatewayUrl && !options.gateway;

    if (sandbox) {
      const credentials = {
        userName: options.userName ?? "sandbox-merchant",
        password: options.password ?? randomBytes(12).toString("hex"),
      };
      callbackKey ??= randomBytes(32).toString("hex");
      const key = callbackKey;
      const sandboxCallbackUrl = () => {
        const origin = ownOrigin();
        return origin ? `${origin}${GIFT_CARD_CALLBACK_PATH}` : undefined;
      };
      await app.register(sandboxGatewayPlugin, {
        prefix: SANDBOX_PREFIX,
        ...credentials,
        callbackKey: key,
        callbackUrl: () => options.callbackUrl ?? sandboxCallbackUrl(),
        sessionTimeoutSecs: options.sessionTimeoutSecs,
        merchantName: "Thalassa Group",
      });
      // Before the API listens (tests with inject) the same protocol runs through inject.
      const injectFetch: FetchLike = async (url, init) => {
        const target = new URL(url);
        const response = await app.inject({
          method: (init.method ?? "GET") as "POST",
          url: `${target.pathname}${target.search}`,
          headers: init.headers as Record<string, string>,
          payload: init.body as string,
        });
        return new Response(response.body, {
          status: response.statusCode,
          headers: { "content-type": String(response.headers["content-type"] ?? "") },
        });
      };
      gateway = createRbsGateway({
        baseUrl: () => `${ownOrigin() ?? "http://localhost"}${SANDBOX_PREFIX}/rest/`,
        ...credentials,
        timeoutMs: options.timeoutMs,
        fetch: options.fetch ?? ((url, init) => (ownOrigin() ? fetch(url, init) : injectFetch(url, init))),
      });
      callbackUrl = () => undefined;
      app.log.info("payments: built-in sandbox gateway (set PAYMENT_GATEWAY_URL for a real one)");
    } else {
      gateway =
        options.gateway ??
        createRbsGateway({
          baseUrl: options.gatewayUrl as string,
          userName: options.userName ?? "",
          password: options.password ?? "",
          timeoutMs: options.timeoutMs,
          fetch: options.fetch,
        });
    }

    const giftCards = createGiftCardOrderService({
      db: app.db,
      gateway,
      log: app.log,
      config: {
        returnUrl: `${site}/gift-card/success`,
        failUrl: `${site}/gift-card/failed`,
        language: options.language,
        sessionTimeoutSecs: options.sessionTimeoutSecs,
        callbackUrl,
        teamEmail: options.teamEmail,
      },
    });
    app.decorate("payments", {
      giftCards,
      callbackKey,
      mode: sandbox ? "sandbox" : "gateway",
      sessionTimeoutSecs: options.sessionTimeoutSecs,
    });

    // Once per period across all API processes: the scheduled jobs' leader runs it (ADR 0033).
    app.jobs.scheduleJob(RECONCILIATION_JOB, options.reconcileMs, async () => {
      const { checked, outcome } = await giftCards.reconcile();
      if (!checked) return;
      // Orders still waiting for their visitor are not news; a resolved one is.
      const resolved = Object.keys(outcome).some((s) => s !== "pending" && s !== "registered");
      app.log[resolved ? "info" : "debug"]({ checked, outcome }, "gift card orders reconciled");
    });
  },
  { name: "payments", dependencies: ["db", "jobs"] },
);
