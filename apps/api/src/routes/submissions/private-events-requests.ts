import { messages } from "@thalassa/contract/messages";
import { cateringEnquirySchema, privateEventEnquirySchema } from "@thalassa/contract/submissions";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { enquiries, websites } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { enquiryMails } from "../../mail/submission-mails.ts";
import {
  limited,
  refuseHoneypot,
  type SubmissionRoutesOptions,
  sendInvalid,
  submissionResponses,
  zodErrors,
} from "./shared.ts";

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
  options,
) => {
  app.post(
    "/private-events-requests",
    {
      config: limited,
      // Before the schema strips the unknown honeypot field.
      preValidation: refuseHoneypot,
      attachValidation: true,
      schema: {
        tags: ["submissions"],
        summary: "Private event (celebrate) or catering enquiry",
        body: enquiryBody,
        response: submissionResponses,
      },
    },
    async (request, reply) => {
      const parsed = schemaFor(request.body).safeParse(request.body);
      if (!parsed.success) return sendInvalid(reply, zodErrors(parsed.error));
      const enquiry = parsed.data;

      let areaName: string | null = null;
      if (enquiry.type === "celebrate") {
        const [area] = await app.db
          .select({ name: websites.name })
          .from(websites)
          .where(and(eq(websites.id, enquiry.website_id), eq(websites.type, "restaurant")));
        if (!area) return sendInvalid(reply, { website_id: [messages.selectValidOption] });
        areaName = area.name;
      }

      const key = enquiry.idempotency_key ?? null;
      const result = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(enquiries)
          .values({
            type: enquiry.type,
            name: enquiry.name,
            email: enquiry.email,
            phone: enquiry.phone,
            occasion: enquiry.type === "celebrate" ? enquiry.occasion : null,
            requiredDate: enquiry.required_date,
            numOfGuests: enquiry.type === "celebrate" ? enquiry.num_of_guests : null,
            location: enquiry.type === "catering" ? enquiry.location : null,
            websiteId: enquiry.website_id,
            additionalNotes: enquiry.additional_notes,
            utmSource: enquiry.utm_source ?? null,
            idempotencyKey: key,
          })
          .onConflictDoNothing()
          .returning({ id: enquiries.id });
        if (!row) return null;
        await enqueueMail(
          tx,
          enquiryMails(
            {
              id: row.id,
              type: enquiry.type,
              name: enquiry.name,
              email: enquiry.email,
              phone: enquiry.phone,
              requiredDate: enquiry.required_date,
              occasion: enquiry.type === "celebrate" ? enquiry.occasion : null,
              numOfGuests: enquiry.type === "celebrate" ? enquiry.num_of_guests : null,
              location: enquiry.type === "catering" ? enquiry.location : null,
              areaName,
              additionalNotes: enquiry.additional_notes,
              utmSource: enquiry.utm_source ?? null,
            },
            options.teams,
          ),
        );
        return row.id;
      });
      if (result !== null) return reply.code(201).send({ message: messages.thankYouEnquiry, id: result });
      // The same form sent again (double click, retry): the first record stands.
      const [first] = key
        ? await app.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.idempotencyKey, key))
        : [];
      if (!first) throw new Error("enquiry insert returned no row");
      return reply.code(200).send({ message: messages.thankYouEnquiry, id: first.id });
    },
  );
};
