import { messages } from "@thalassa/contract/messages";
import {
  type GiftCardOrderStatus,
  giftCardOrderStatusSchema,
  giftCardResponseSchema,
} from "@thalassa/contract/responses";
import { post } from "./api.server.ts";
import { ApiError } from "./api-error.ts";
import { apiFetch } from "./api-fetch.server.ts";
import { siteLog } from "./log.server.ts";

/** SPEC §7 POST gift-card; the answer's formUrl is where the visitor pays. */
export async function submitGiftCardOrder(
  payload: Record<string, unknown>,
  clientAddress?: string,
): Promise<{ formUrl: string }> {
  // The visitor's address, so the API's write limit counts each visitor rather than the site.
  const headers: Record<string, string> = clientAddress ? { "x-forwarded-for": clientAddress } : {};
  const parsed = giftCardResponseSchema.safeParse(await post("gift-card", payload, headers));
  if (!parsed.success || parsed.data.message !== messages.giftCardCreated) {
    throw new ApiError("PARSING_ERROR", "gift-card: unexpected answer");
  }
  return { formUrl: parsed.data.formUrl };
}

export type GiftCardOutcome =
  | { kind: "unknown" }
  | { kind: "unavailable" }
  | ({ kind: "order" } & GiftCardOrderStatus);

/**
 * The order's payment state, checked by the API with the gateway. Never cached: the answer changes
 * as the bank settles. An unknown id and an API that cannot be reached are told apart.
 */
export async function getGiftCardOutcome(orderId: string): Promise<GiftCardOutcome> {
  try {
    const response = await apiFetch(`gift-card/status?orderId=${encodeURIComponent(orderId)}`);
    if (response.status === 404 || response.status === 400) return { kind: "unknown" };
    if (!response.ok) return { kind: "unavailable" };
    const parsed = giftCardOrderStatusSchema.safeParse(await response.json());
    return parsed.success ? { kind: "order", ...parsed.data } : { kind: "unavailable" };
  } catch (error) {
    siteLog().error({ err: error }, "gift card status check failed");
    return { kind: "unavailable" };
  }
}
