import { messages } from "@thalassa/contract/messages";
import { fieldErrors } from "@thalassa/contract/submissions";
import type { FastifyReply } from "fastify";
import type { z } from "zod";

/** The messages of each invalid field, by field name. */
export type FieldErrors = Record<string, string[]>;

/**
 * What the visitor sent cannot be stored as it is (a job no longer open, a restaurant that does
 * not exist): thrown by the services, answered as SPEC §8's 422.
 */
export class InvalidDataError extends Error {
  constructor(readonly errors: FieldErrors) {
    super(messages.invalidData);
  }
}

/** SPEC §8: 422 'The given data was invalid.' with the messages of each invalid field. */
export function sendInvalid(reply: FastifyReply, errors: FieldErrors) {
  return reply.code(422).send({ message: messages.invalidData, errors });
}

/** The 422 for a body its schema refused. */
export function sendSchemaErrors(reply: FastifyReply, error: z.ZodError) {
  return sendInvalid(reply, fieldErrors(error));
}
