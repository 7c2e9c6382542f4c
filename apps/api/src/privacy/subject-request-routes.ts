import { subjectMessages, subjectRequestSchema } from "@thalassa/contract/privacy";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { audit } from "../staff/audit.ts";
import { requireStaff, staffUserOf } from "../staff/session.ts";
import { eraseSubjectData, exportSubjectData, findSubjectData, subjectCounts } from "./subject-requests.ts";

const eraseBody = subjectRequestSchema.extend({ confirm: z.literal(true) });

/** The address from the body, or a 400/422 that says what is wrong. */
function addressOf(request: FastifyRequest, reply: FastifyReply, schema = subjectRequestSchema) {
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data.email;
  const confirmMissing = parsed.error.issues.some((i) => i.path[0] === "confirm");
  void reply.code(422).send({
    message: confirmMissing
      ? subjectMessages.confirmRequired
      : "Give the e-mail address the request is about.",
    errors: { email: parsed.error.issues.filter((i) => i.path[0] === "email").map((i) => i.message) },
  });
  return null;
}

/**
 * Subject requests in the staff area, for owners (ADR 0034): what is held for an address, its
 * export as one ZIP, and its erasure. The address travels in the body, never in an address bar or
 * a log line; the audit log records each request with its counts, not the address.
 */
export const subjectRequestRoutes: FastifyPluginAsync = async (app) => {
  const ownerOnly = (action: string) => ({ preHandler: requireStaff("subject-requests", action) });

  app.post("/subject-requests/search", ownerOnly("look up subject requests"), async (request, reply) => {
    const email = addressOf(request, reply);
    if (!email) return reply;
    const data = await findSubjectData(app.db, email);
    const counts = subjectCounts(data);
    await audit(app.db, staffUserOf(request), {
      action: "subject-search",
      entity: "subject-request",
      detail: counts,
    });
    return { data: { counts } };
  });

  app.post("/subject-requests/export", ownerOnly("export subject requests"), async (request, reply) => {
    const email = addressOf(request, reply);
    if (!email) return reply;
    const data = await findSubjectData(app.db, email);
    const now = new Date();
    const zip = await exportSubjectData(app.db, app.blobs, email, data, now);
    await audit(app.db, staffUserOf(request), {
      action: "subject-export",
      entity: "subject-request",
      detail: subjectCounts(data),
    });
    return reply
      .header("content-type", "application/zip")
      .header(
        "content-disposition",
        `attachment; filename="subject-request-${now.toISOString().slice(0, 10)}.zip"`,
      )
      .header("x-content-type-options", "nosniff")
      .send(zip);
  });

  app.post("/subject-requests/erase", ownerOnly("erase subject requests"), async (request, reply) => {
    const email = addressOf(request, reply, eraseBody);
    if (!email) return reply;
    const result = await eraseSubjectData(app.db, app.blobs, email);
    await audit(app.db, staffUserOf(request), {
      action: "subject-erase",
      entity: "subject-request",
      detail: {
        ...result.erased,
        kept_for_accounting: result.keptForAccounting,
        newsletter_suppressed: true,
      },
    });
    return { data: { ...result, message: subjectMessages.erased } };
  });
};
