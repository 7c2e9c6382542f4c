import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createStaffAuth, type StaffAuth, type StaffAuthOptions } from "./auth.ts";
import { guardedSignIn } from "./guarded-sign-in.ts";

declare module "fastify" {
  interface FastifyInstance {
    staffAuth: StaffAuth;
  }
}

export type StaffAuthPluginOptions = StaffAuthOptions;

/** Hands a Fastify request to better-auth and copies its answer (every Set-Cookie included) back. */
async function forward(auth: StaffAuth, request: FastifyRequest, reply: FastifyReply): Promise<Response> {
  const url = new URL(request.url, `http://${request.headers.host ?? "localhost"}`);
  const init: RequestInit = { method: request.method, headers: fromNodeHeaders(request.headers) };
  if (request.body !== undefined && request.method !== "GET") init.body = JSON.stringify(request.body);
  const response = await auth.handler(new Request(url, init));
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  reply.header("cache-control", "private, no-store");
  return response;
}

/**
 * better-auth under /api/auth: only sign-in with e-mail and password, sign-out and the session
 * read are exposed; sign-up, password reset by mail and account changes do not exist here
 * (accounts come from invitations, ADR 0018). Sign-ins are locked out per account and source
 * after repeated failures (ADR 0027), rate-limited per client and recorded in the audit log.
 */
export const staffAuthPlugin = fp<StaffAuthPluginOptions>(
  async (app, options) => {
    const auth = createStaffAuth(app.db, options);
    app.decorate("staffAuth", auth);
    app.decorateRequest("staffUser", null);
    const siteOrigin = new URL(options.publicSiteUrl).origin;

    // better-auth checks the Origin only of requests that carry cookies; a sign-in from another
    // site carries none, so any request naming a foreign origin is refused here.
    const refuseForeignOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = request.headers.origin;
      if (request.method !== "GET" && origin !== undefined && origin !== siteOrigin) {
        return reply.code(403).send({ message: `Staff sign-in is accepted only from ${siteOrigin}.` });
      }
    };

    app.post(
      "/api/auth/sign-in/email",
      {
        schema: { hide: true },
        onRequest: refuseForeignOrigin,
        // The per-client limit every public write has (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS).
        config: { rateLimit: {} },
      },
      (request, reply) => guardedSignIn(app.db, request, reply, () => forward(auth, request, reply)),
    );
    for (const [method, path] of [
      ["POST", "/api/auth/sign-out"],
      ["GET", "/api/auth/get-session"],
    ] as const) {
      app.route({
        method,
        url: path,
        schema: { hide: true },
        onRequest: refuseForeignOrigin,
        handler: async (request, reply) => {
          const response = await forward(auth, request, reply);
          return reply.send(await response.text());
        },
      });
    }
  },
  { name: "staff-auth", dependencies: ["db"] },
);
