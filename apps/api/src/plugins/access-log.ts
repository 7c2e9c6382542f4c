import { QUIET_PATHS, REQUEST_ID_HEADER } from "@thalassa/contract/request-id";
import fp from "fastify-plugin";

/**
 * One JSON line per answered request (ADR 0033): method, path without its query, the route
 * pattern, status and time, under the request id the site sent (reqId), which is also answered
 * in x-request-id. Bodies and headers are never logged; probes and scrapes only at debug level.
 */
export const accessLogPlugin = fp(
  async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook("onResponse", async (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      const level = QUIET_PATHS.has(path) ? "debug" : "info";
      request.log[level](
        {
          req: request,
          route: request.routeOptions.url ?? null,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        "request",
      );
    });
  },
  { name: "access-log" },
);
