import {
  errorResponseSchema,
  giftCardOrderStatusSchema,
  giftCardPaymentSessionSchema,
} from "@thalassa/contract/responses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicOrderView } from "../../payments/gift-card-orders.ts";

/**
 * What the gift card pages read. The outcome pages ask for an order's status here, never trusting
 * the return address alone: the order is checked with the gateway (status, amount, currency,
 * order number) before it counts as paid. The order page asks how long the bank's page gives.
 */
export const giftCardOrderStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/gift-card/status",
    {
      schema: {
        tags: ["gift cards"],
        summary: "A gift card order's verified payment status, by the gateway's order id",
        querystring: z.object({ orderId: z.string().trim().min(1).max(100) }),
        response: { 200: giftCardOrderStatusSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const order = await app.payments.giftCards.syncByGatewayOrderId(request.query.orderId);
      if (!order) return reply.code(404).send({ message: "No gift card order has this payment id." });
      return publicOrderView(order);
    },
  );

  // The gift card page states the time limit before the visitor starts (WCAG 2.2.1).
  app.get(
    "/gift-card/payment-session",
    {
      schema: {
        tags: ["gift cards"],
        summary: "How long the visitor has to pay on the bank's payment page, in seconds",
        response: { 200: giftCardPaymentSessionSchema },
      },
    },
    async () => ({ data: { paymentSessionSeconds: app.payments.sessionTimeoutSecs } }),
  );
};
