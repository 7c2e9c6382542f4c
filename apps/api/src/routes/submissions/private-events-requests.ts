import { messages } from "@thalassa/contract/messages";
import { cateringEnquirySchema, privateEventEnquirySchema } from "@thalassa/contract/submissions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendSchemaErrors } from "../../submissions/invalid-data.ts";
import { answerSubmission, jsonSubmission, type SubmissionRoutesOptions } from "./shared.ts";

/** The body as sent: the fields are checked by the schema its `type` names. */
const enquiryBody = z.union([cateringEnquirySchema, privateEventEnquirySchema]);

function schemaFor(body: unknown) {
  const type = body && typeof body === "object" ? (body as { type?: unknown }).type : undefined;
  return type === "catering" ? cateringEnquirySchema : privateEventEnquirySchema;
}

/**
 * POST private-events-requests (SPEC §7): the celebrate enquiry, and the catering enquiry with
 * type catering and website 7 (the spec does not show the catering path; one table, one route).
 * Stored with its two mails in one transaction; a repeated idempotency key answers the first record.
 */
export const privateEventsRequestsRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (
  app,
  { submissions },
) => {
  app.post(
    "/private-events-requests",
    jsonSubmission("Private event (celebrate) or catering enquiry", enquiryBody),
    async (request, reply) => {
      const parsed = schemaFor(request.body).safeParse(request.body);
      if (!parsed.success) return sendSchemaErrors(reply, parsed.error);
      return answerSubmission(reply, messages.thankYouEnquiry, () => submissions.enquire(parsed.data));
    },
  );
};
