import {
  ERROR_ORDER_NOT_FOUND,
  type GatewayOrderStatus,
  type RegisterOrderRequest,
  type RegisterOrderResponse,
} from "./protocol.ts";

/** What the shop needs from a payment gateway, whichever bank stands behind it. */
export interface PaymentGateway {
  registerOrder(request: RegisterOrderRequest): Promise<RegisterOrderResponse>;
  /** The gateway's view of one order, by its id or (when registration's answer was lost) our number. */
  getOrderStatus(ref: { orderId: string } | { orderNumber: string }): Promise<GatewayOrderStatus>;
  /** Cancels an authorised payment that must not be kept (e.g. an amount mismatch). */
  reverseOrder?(orderId: string): Promise<void>;
}

export type GatewayErrorKind = "timeout" | "network" | "protocol" | "rejected" | "not-found";

/** Any failure to get an answer from the gateway, or a refusal it answered. */
export class GatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface RbsGatewayOptions {
  /** The REST base, e.g. https://gateway-test.jcc.com.cy/payment/rest/ */
  baseUrl: string | (() => string);
  userName: string;
  password: string;
  /** Each call is abandoned after this many ms. */
  timeoutMs: number;
  fetch?: FetchLike;
}

type Json = Record<string, unknown>;

function text(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return null;
}

function toNumber(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
}

/** The RBS/BPC REST client: form-encoded POSTs with the merchant's API user, JSON answers. */
export function createRbsGateway(options: RbsGatewayOptions): PaymentGateway {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const base = () => {
    const raw = typeof options.baseUrl === "function" ? options.baseUrl() : options.baseUrl;
    return raw.endsWith("/") ? raw : `${raw}/`;
  };

  async function call(method: string, params: Record<string, string | undefined>): Promise<Json> {
    const body = new URLSearchParams();
    body.set("userName", options.userName);
    body.set("password", options.password);
    for (const [name, value] of Object.entries(params)) if (value !== undefined) body.set(name, value);
    let response: Response;
    let raw: string;
    try {
      response = await doFetch(`${base()}${method}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: body.toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      raw = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : "";
      if (name === "TimeoutError" || name === "AbortError") {
        throw new GatewayError("timeout", `${method}: no answer within ${options.timeoutMs} ms`);
      }
      throw new GatewayError("network", `${method}: ${String(error)}`);
    }
    if (!response.ok) throw new GatewayError("protocol", `${method}: HTTP ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new GatewayError("protocol", `${method}: the answer is not JSON`);
    }
    if (!json || typeof json !== "object") throw new GatewayError("protocol", `${method}: unexpected answer`);
    const answer = json as Json;
    const errorCode = text(answer.errorCode);
    if (errorCode && errorCode !== "0") {
      const message = `${method}: ${text(answer.errorMessage) ?? "refused"} (errorCode ${errorCode})`;
      throw new GatewayError(
        errorCode === ERROR_ORDER_NOT_FOUND ? "not-found" : "rejected",
        message,
        errorCode,
      );
    }
    return answer;
  }

  return {
    async registerOrder(request) {
      const answer = await call("register.do", {
        orderNumber: request.orderNumber,
        amount: String(request.amount),
        currency: request.currency,
        returnUrl: request.returnUrl,
        failUrl: request.failUrl,
        description: request.description,
        language: request.language,
        sessionTimeoutSecs: request.sessionTimeoutSecs ? String(request.sessionTimeoutSecs) : undefined,
        dynamicCallbackUrl: request.dynamicCallbackUrl,
        email: request.email,
      });
      const orderId = text(answer.orderId);
      const formUrl = text(answer.formUrl);
      if (!orderId || !formUrl) throw new GatewayError("protocol", "register.do: no orderId or formUrl");
      if (!/^https?:\/\//.test(formUrl))
        throw new GatewayError("protocol", "register.do: formUrl is not a URL");
      return { orderId, formUrl };
    },

    async getOrderStatus(ref) {
      const answer = await call(
        "getOrderStatusExtended.do",
        "orderId" in ref ? { orderId: ref.orderId } : { orderNumber: ref.orderNumber },
      );
      const orderStatus = toNumber(answer.orderStatus);
      const amount = toNumber(answer.amount);
      const orderNumber = text(answer.orderNumber);
      const currency = text(answer.currency);
      if (orderStatus === null || amount === null || !orderNumber || !currency) {
        throw new GatewayError(
          "protocol",
          "getOrderStatusExtended.do: orderStatus, amount, currency or orderNumber missing",
        );
      }
      return {
        orderId:
          "orderId" in ref
            ? ref.orderId
            : text(answer.attributes && findAttribute(answer.attributes, "mdOrder")),
        orderNumber,
        orderStatus,
        amount,
        currency,
        actionCode: toNumber(answer.actionCode),
        actionCodeDescription: text(answer.actionCodeDescription),
      };
    },

    async reverseOrder(orderId) {
      await call("reverse.do", { orderId });
    },
  };
}

/** getOrderStatusExtended.do lists extra values as [{ name, value }]; mdOrder is the gateway's id. */
function findAttribute(attributes: unknown, name: string): unknown {
  if (!Array.isArray(attributes)) return null;
  const match = attributes.find(
    (a): a is { name: unknown; value: unknown } => !!a && typeof a === "object" && (a as Json).name === name,
  );
  return match ? match.value : null;
}
