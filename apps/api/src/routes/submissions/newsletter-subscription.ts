import { newsletterSchema, refusalSchema } from "@thalassa/contract/submissions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendSchemaErrors } from "../../submissions/invalid-data.ts";
import { answerSubmission, jsonSubmission, limited, type SubmissionRoutesOptions } from "./shared.ts";

export const NEWSLETTER_SUBSCRIBED = "Thank you for subscribing to our newsletter!";
export const NEWSLETTER_UNSUBSCRIBED = "You have been unsubscribed from our newsletter.";

/**
 * POST newsletter-subscription (SPEC §7). Subscribing twice is not an error: an active
 * subscription answers 200 without a second mail; an unsubscribed address is subscribed again
 * with a fresh consent time. The confirmation carries the unsubscribe link.
 */
export const newsletterSubscriptionRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (
  app,
  { submissions },
) => {
  app.post(
    "/newsletter-subscription",
    jsonSubmission("Subscribe an address to the newsletter", newsletterSchema),
    async (request, reply) => {
      const parsed = newsletterSchema.safeParse(request.body);
      if (!parsed.success) return sendSchemaErrors(reply, parsed.error);
      return answerSubmission(reply, NEWSLETTER_SUBSCRIBED, () => submissions.subscribe(parsed.data));
    },
  );

  app.post(
    "/newsletter-subscription/unsubscribe",
    {
      config: limited,
      schema: {
        tags: ["submissions"],
        summary: "Unsubscribe with the token from the confirmation mail",
        body: z.object({ token: z.string().min(10).max(100) }),
        response: { 200: z.object({ message: z.string() }), 404: refusalSchema, 429: refusalSchema },
      },
    },
    async (request, reply) => {
      if (!(await submissions.unsubscribe(request.body.token))) {
        return reply.code(404).send({ message: "This unsubscribe link is not valid any more." });
      }
      return { message: NEWSLETTER_UNSUBSCRIBED };
    },
  );
};
