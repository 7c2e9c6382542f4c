import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The hosted-payment-page REST protocol of RBS/BPC gateways (JCC and other Cypriot acquirers):
 * register.do, getOrderStatusExtended.do, reverse.do, all form-encoded POSTs answering JSON.
 */

/** getOrderStatusExtended.do orderStatus values. */
export const ORDER_STATUS = {
  registered: 0,
  held: 1,
  deposited: 2,
  reversed: 3,
  refunded: 4,
  acsAuthorization: 5,
  declined: 6,
} as const;
export type GatewayOrderStatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** errorCode the gateway answers for an order it does not know. */
export const ERROR_ORDER_NOT_FOUND = "6";

export interface RegisterOrderRequest {
  orderNumber: string;
  /** In minor units (cents). */
  amount: number;
  /** ISO 4217 numeric, e.g. "978" for EUR. */
  currency: string;
  returnUrl: string;
  failUrl: string;
  description: string;
  language: string;
  /** How long the hosted page stays open, in seconds. */
  sessionTimeoutSecs?: number;
  /** Where the gateway sends its signed callback for this order, when the merchant allows it. */
  dynamicCallbackUrl?: string;
  /** The buyer's e-mail, so the bank can send its own receipt. */
  email?: string;
}

export interface RegisterOrderResponse {
  orderId: string;
  formUrl: string;
}

export interface GatewayOrderStatus {
  orderId: string | null;
  orderNumber: string;
  orderStatus: number;
  /** In minor units. */
  amount: number;
  currency: string;
  actionCode: number | null;
  actionCodeDescription: string | null;
}

/** Parameters the gateway sends to the callback URL (GET query). */
export interface CallbackParams {
  mdOrder: string;
  orderNumber: string;
  operation: string;
  status: string;
  checksum?: string;
  sign_alias?: string;
  [name: string]: string | undefined;
}

/** The string a callback checksum covers: every parameter but checksum and sign_alias, by name, "name;value;". */
export function callbackSigningString(params: Record<string, string | undefined>): string {
  return Object.keys(params)
    .filter((name) => name !== "checksum" && name !== "sign_alias" && params[name] !== undefined)
    .sort()
    .map((name) => `${name};${params[name]};`)
    .join("");
}

/** Upper-case hex HMAC-SHA256 of the signing string, as the gateway computes it. */
export function signCallback(params: Record<string, string | undefined>, key: string): string {
  return createHmac("sha256", key).update(callbackSigningString(params), "utf8").digest("hex").toUpperCase();
}

/** Whether the callback's checksum was made with our key; constant time. */
export function verifyCallbackChecksum(params: Record<string, string | undefined>, key: string): boolean {
  const given = params.checksum;
  if (typeof given !== "string" || !/^[0-9A-Fa-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(signCallback(params, key), "hex");
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
