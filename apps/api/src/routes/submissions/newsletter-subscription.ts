import { randomBytes } from "node:crypto";
import { newsletterSchema, refusalSchema } from "@thalassa/contract/submissions";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { newsletterMail } from "../../mail/submission-mails.ts";
import {
  limited,
  refuseHoneypot,
  type SubmissionRoutesOptions,
  sendInvalid,
  submissionResponses,
  zodErrors,
} from "./shared.ts";

export const NEWSLETTER_SUBSCRIBED = "Thank you for subscribing to our newsletter!";
export const NEWSLETTER_UNSUBSCRIBED = "You have been unsubscribed from our newsletter.";

export function unsubscribeUrl(publicSiteUrl: string, token: string): string {
  const url = new URL("/newsletter/unsubscribe", publicSiteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * POST newsletter-subscription (SPEC §7). Subscribing twice is not an error: an active
 * subscription answers 200 without a second mail; an unsubscribed address is subscribed again
 * with a fresh consent time. The confirmation carries the unsubscribe link.
 */
export const newsletterSubscriptionRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    "/newsletter-subscription",
    {
      config: limited,
      // Before the schema strips the unknown honeypot field.
      preValidation: refuseHoneypot,
      attachValidation: true,
      schema: {
        tags: ["submissions"],
        summary: "Subscribe an address to the newsletter",
        body: newsletterSchema,
        response: submissionResponses,
      },
    },
    async (request, reply) => {
      const parsed = newsletterSchema.safeParse(request.body);
      if (!parsed.success) return sendInvalid(reply, zodErrors(parsed.error));
      const email = parsed.data.email.toLowerCase();
      const utm = parsed.data.utm_source ?? null;

      const outcome = await app.db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email))
          .for("update");
        if (existing && !existing.unsubscribedAt) return { id: existing.id, created: false };
        const token = randomBytes(24).toString("base64url");
        const [row] = existing
          ? await tx
              .update(newsletterSubscriptions)
              .set({ unsubscribedAt: null, consentAt: sql`now()`, token, utmSource: utm })
              .where(eq(newsletterSubscriptions.id, existing.id))
              .returning({ id: newsletterSubscriptions.id })
          : await tx
              .insert(newsletterSubscriptions)
              .values({ email, token, utmSource: utm })
              .onConflictDoNothing()
              .returning({ id: newsletterSubscriptions.id });
        // A concurrent first subscription of the same address won the insert.
        if (!row) return null;
        await enqueueMail(tx, [newsletterMail(email, unsubscribeUrl(options.publicSiteUrl, token))]);
        return { id: row.id, created: true };
      });
      if (!outcome) {
        const [row] = await app.db
          .select({ id: newsletterSubscriptions.id })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email));
        return reply.code(200).send({ message: NEWSLETTER_SUBSCRIBED, id: row!.id });
      }
      return reply.code(outcome.created ? 201 : 200).send({ message: NEWSLETTER_SUBSCRIBED, id: outcome.id });
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
      const [row] = await app.db
        .update(newsletterSubscriptions)
        .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
        .where(eq(newsletterSubscriptions.token, request.body.token))
        .returning({ id: newsletterSubscriptions.id });
      if (!row) return reply.code(404).send({ message: "This unsubscribe link is not valid any more." });
      return { message: NEWSLETTER_UNSUBSCRIBED };
    },
  );
};
