import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/**
 * PostgreSQL's class 22 (data exception: a NUL byte in text, a number out of range, a malformed
 * date) comes from what the client sent, so it is the client's error, not the server's.
 */
function isDataException(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** One error handler: 4xx messages are shown, 5xx are logged and hidden. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation
          .map((v) => `${v.instancePath.replace(/^\//, "") || error.validationContext}: ${v.message}`)
          .join("; ");
        return reply.code(400).send({ message: `Invalid request: ${details}` });
      }
      if (isDataException(error)) {
        return reply.code(400).send({
          message: "Invalid request: a value has characters or a form the database cannot store.",
        });
      }
      const status = typeof error.statusCode === "number" ? error.statusCode : 500;
      if (status >= 500) {
        // The route's pattern, not the URL: a query string may carry a token.
        const route = `${request.method} ${request.routeOptions.url ?? request.url.split("?")[0]}`;
        request.log.error(
          { err: error, statusCode: status, route },
          `request failed: ${route} answered ${status}`,
        );
        return reply.code(status).send({ message: "Internal server error." });
      }
      return reply.code(status).send({ message: error.message });
    });
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: `No route for ${request.method} ${request.url.split("?")[0]}.` });
    });
  },
  { name: "error-handler" },
);
