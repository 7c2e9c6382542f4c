import { newsletterSchema, refusalSchema } from "@thalassa/contract/submissions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendSchemaErrors } from "../../submissions/invalid-data.ts";
import { answerSubmission, jsonSubmission, limited, type SubmissionRoutesOptions } from "./shared.ts";

export const NEWSLETTER_SUBSCRIBED = "Thank you for subscribing to our newsletter!";
export const NEWSLETTER_UNSUBSCRIBED = "You have been unsubscribed from our newsletter.";
export const NEWSLETTER_CONFIRMED = "Your subscription is confirmed. Welcome to our newsletter!";
export const NEWSLETTER_LINK_EXPIRED =
  "This confirmation link has expired. Please subscribe again to receive a new one.";
export const NEWSLETTER_LINK_INVALID = "This confirmation link is not valid.";

/**
 * POST newsletter-subscription (SPEC §7), with double opt-in (ADR 0034): the sign-up mails a
 * confirmation link, and only a confirmed address is subscribed. Subscribing twice is not an
 * error: a pending or active sign-up answers 200 without a second mail.
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
    "/newsletter-subscription/confirm",
    {
      config: limited,
      schema: {
        tags: ["submissions"],
        summary: "Confirm a sign-up with the token from the confirmation mail (double opt-in)",
        body: z.object({ token: z.string().min(10).max(100) }),
        response: {
          200: z.object({ message: z.string() }),
          404: refusalSchema,
          410: refusalSchema,
          429: refusalSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await submissions.confirm(request.body.token);
      if (result === "invalid") return reply.code(404).send({ message: NEWSLETTER_LINK_INVALID });
      if (result === "expired") return reply.code(410).send({ message: NEWSLETTER_LINK_EXPIRED });
      return { message: NEWSLETTER_CONFIRMED };
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
