import { consentRecordSchema, retentionPeriodsSchema } from "@thalassa/contract/privacy";
import { refusalSchema } from "@thalassa/contract/submissions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { consentSecretFromApiKey, recordConsent } from "./consent-log.ts";

/**
 * What the site needs of the privacy work (ADR 0034): the retention periods its privacy policy
 * page shows, and the consent log its cookie banner writes to.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ apiKey: string }> = async (app, { apiKey }) => {
  const secret = consentSecretFromApiKey(apiKey);

  app.get(
    "/privacy/retention-periods",
    {
      schema: {
        tags: ["privacy"],
        summary: "How long each kind of personal data is kept (the settings retention deletes by)",
        response: { 200: z.object({ data: retentionPeriodsSchema }) },
      },
    },
    async () => ({ data: app.privacy.periods }),
  );

  app.post(
    "/privacy/consent",
    {
      config: { rateLimit: {} },
      attachValidation: true,
      schema: {
        tags: ["privacy"],
        summary: "Record a visitor's cookie choice (hashed visitor id, choice, policy version)",
        body: consentRecordSchema,
        response: { 201: z.object({ message: z.string() }), 400: refusalSchema, 429: refusalSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        return reply.code(400).send({
          message: `The consent record is not valid: ${request.validationError.message}`,
        });
      }
      await recordConsent(app.db, secret, request.body);
      return reply.code(201).send({ message: "Your choice was recorded." });
    },
  );
};
