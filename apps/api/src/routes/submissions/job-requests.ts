import { messages } from "@thalassa/contract/messages";
import { HONEYPOT_FIELD } from "@thalassa/contract/submissions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendInvalid } from "../../submissions/invalid-data.ts";
import { checkApplication, FILE_FIELDS } from "./application-form.ts";
import { MALFORMED, readMultipartForm, registerMultipart } from "./multipart-form.ts";
import {
  answerSubmission,
  HONEYPOT_REFUSAL,
  limited,
  type SubmissionRoutesOptions,
  submissionResponses,
} from "./shared.ts";

const NOT_MULTIPART = "Send the application as multipart/form-data.";

/**
 * POST job-requests (SPEC §7, multipart). Files are read part by part and cut off at 2 MB, so an
 * oversize upload never sits whole in memory; each file's type is checked by its extension and
 * by its content; the files go into the database under an id, never under the visitor's name.
 */
export const jobRequestsRoutes: FastifyPluginAsyncZod<SubmissionRoutesOptions> = async (
  app,
  { submissions },
) => {
  await registerMultipart(app, FILE_FIELDS);

  app.post(
    "/job-requests",
    {
      config: limited,
      schema: {
        tags: ["submissions"],
        summary: "Job application with CV and work permit (multipart/form-data)",
        consumes: ["multipart/form-data"],
        response: submissionResponses,
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return reply.code(400).send({ message: NOT_MULTIPART });
      const form = await readMultipartForm(request, FILE_FIELDS);
      if (!form) return reply.code(400).send({ message: MALFORMED });
      if (form.fields[HONEYPOT_FIELD]?.trim()) return reply.code(400).send({ message: HONEYPOT_REFUSAL });
      const checked = checkApplication(form.fields, form.files);
      if ("errors" in checked) return sendInvalid(reply, checked.errors);
      return answerSubmission(reply, messages.thankYouApplying, () =>
        submissions.apply(checked.application, checked.files),
      );
    },
  );
};
