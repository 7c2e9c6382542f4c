import {
  HONEYPOT_FIELD,
  invalidDataSchema,
  refusalSchema,
  submissionAcceptedSchema,
} from "@thalassa/contract/submissions";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { InvalidDataError, sendInvalid } from "../../submissions/invalid-data.ts";
import type { StoredSubmission, SubmissionService } from "../../submissions/submission-service.ts";

export interface SubmissionRoutesOptions {
  submissions: SubmissionService;
}

/** Responses every submission route declares. */
export const submissionResponses = {
  200: submissionAcceptedSchema,
  201: submissionAcceptedSchema,
  400: refusalSchema,
  413: refusalSchema,
  422: invalidDataSchema,
  429: refusalSchema,
};

/** Opts a route into the per-client limit of the rate-limit plugin. */
export const limited = { rateLimit: {} };

/**
 * Route options of a form posted as JSON: rate-limited, a filled honeypot refused before the
 * schema strips the unknown field, and schema errors left to the handler to answer as SPEC §8's 422.
 */
export function jsonSubmission<Body extends z.ZodType>(summary: string, body: Body) {
  return {
    config: limited,
    preValidation: refuseHoneypot,
    attachValidation: true,
    schema: { tags: ["submissions"], summary, body, response: submissionResponses },
  };
}

/**
 * Answers a submission the service stores: 201 when stored now, 200 when a repeat answers the
 * first record, 422 when the service refuses what it names.
 */
export async function answerSubmission(
  reply: FastifyReply,
  thanks: string,
  store: () => Promise<StoredSubmission>,
) {
  try {
    const { id, created } = await store();
    return reply.code(created ? 201 : 200).send({ message: thanks, id });
  } catch (error) {
    if (error instanceof InvalidDataError) return sendInvalid(reply, error.errors);
    throw error;
  }
}

/** Bots fill every field; people never see this one. */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

export const HONEYPOT_REFUSAL = "This submission was refused because a hidden field was filled in.";

/** preValidation hook: a filled honeypot ends the request with 400. */
export async function refuseHoneypot(request: FastifyRequest, reply: FastifyReply) {
  if (isHoneypotFilled(request.body)) return reply.code(400).send({ message: HONEYPOT_REFUSAL });
}
