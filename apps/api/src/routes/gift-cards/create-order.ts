import { messages } from "@thalassa/contract/messages";
import { errorResponseSchema, giftCardResponseSchema } from "@thalassa/contract/responses";
import { giftCardOrderSchema, HONEYPOT_FIELD } from "@thalassa/contract/submissions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OrderRegistrationError } from "../../payments/gift-card-orders.ts";
import { sendInvalid, sendSchemaErrors } from "../../submissions/invalid-data.ts";

/**
 * SPEC §7 POST gift-card: validates, computes the total itself, stores the order, registers it
 * with the payment gateway and answers { message, formUrl }.
 */
export const createGiftCardOrderRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/gift-card",
    {
      config: { rateLimit: {} },
      schema: {
        tags: ["gift cards"],
        summary: "Order gift cards and get the payment page address",
        body: z.record(z.string(), z.unknown()),
        response: {
          200: giftCardResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") {
        return sendInvalid(reply, { _form: ["Submission refused."] });
      }
      const parsed = giftCardOrderSchema.safeParse(body);
      if (!parsed.success) return sendSchemaErrors(reply, parsed.error);
      try {
        const { formUrl } = await app.payments.giftCards.createOrder(parsed.data);
        return { message: messages.giftCardCreated, formUrl };
      } catch (error) {
        if (error instanceof OrderRegistrationError) {
          return reply.code(error.statusCode as 409 | 502 | 503).send({ message: error.message });
        }
        throw error;
      }
    },
  );
};
