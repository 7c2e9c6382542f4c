import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

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
      const status = typeof error.statusCode === "number" ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, "request failed");
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
