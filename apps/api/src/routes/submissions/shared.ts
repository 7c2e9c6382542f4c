import { messages } from "@thalassa/contract/messages";
import {
  fieldErrors,
  HONEYPOT_FIELD,
  invalidDataSchema,
  refusalSchema,
  submissionAcceptedSchema,
} from "@thalassa/contract/submissions";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { TeamAddresses } from "../../mail/submission-mails.ts";

export interface SubmissionRoutesOptions {
  teams: TeamAddresses;
  /** The public site, for links in mail (newsletter unsubscribe). */
  publicSiteUrl: string;
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

export type FieldErrors = Record<string, string[]>;

/** SPEC §8: 422 'The given data was invalid.' with the messages of each invalid field. */
export function sendInvalid(reply: FastifyReply, errors: FieldErrors) {
  return reply.code(422).send({ message: messages.invalidData, errors });
}

export function zodErrors(error: z.ZodError): FieldErrors {
  return fieldErrors(error);
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
