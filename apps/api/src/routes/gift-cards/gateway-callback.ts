import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { GIFT_CARD_CALLBACK_PATH } from "../../payments/payments-plugin.ts";
import { verifyCallbackChecksum } from "../../payments/protocol.ts";

/**
 * The gateway's server-to-server notice (GET with mdOrder, orderNumber, operation, status,
 * checksum). It is only a prompt: after the checksum, the order is checked with the gateway like
 * any other, so a replayed or reordered callback changes nothing.
 */
export const giftCardCallbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    GIFT_CARD_CALLBACK_PATH,
    {
      schema: {
        hide: true,
        querystring: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const params = request.query as Record<string, string>;
      const key = app.payments.callbackKey;
      if (!key) return reply.code(403).send({ message: "Payment callbacks are not configured." });
      if (!params.mdOrder || !params.orderNumber) {
        return reply.code(400).send({ message: "mdOrder and orderNumber are required." });
      }
      if (!verifyCallbackChecksum(params, key)) {
        request.log.warn({ mdOrder: params.mdOrder }, "payment callback with a wrong checksum refused");
        return reply.code(400).send({ message: "The checksum does not match." });
      }
      const order = await app.payments.giftCards.syncByGatewayOrderId(params.mdOrder);
      if (!order || order.orderNumber !== params.orderNumber) {
        return reply.code(404).send({ message: "No gift card order matches this callback." });
      }
      return { status: order.status === "registered" ? "pending" : order.status };
    },
  );
};
