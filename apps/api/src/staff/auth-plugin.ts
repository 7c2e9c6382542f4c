import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { createStaffAuth, type StaffAuth, type StaffAuthOptions } from "./auth.ts";
import { auditSecondFactor, guardedSignIn } from "./guarded-sign-in.ts";

declare module "fastify" {
  interface FastifyInstance {
    staffAuth: StaffAuth;
  }
}

export interface StaffAuthPluginOptions extends StaffAuthOptions {
  /**
   * Requests one source may make to each sign-in route per rate-limit window: a flood guard far
   * above what a person needs (ADR 0056); people are held back by the lock-out per account and
   * source, which Unlock and a password reset lift. Unset, the public writes' limit applies.
   */
  signInSourceMax?: number;
}

/** Hands a Fastify request to better-auth and copies its answer (every Set-Cookie included) back. */
async function forward(
  auth: StaffAuth,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown = request.body,
): Promise<Response> {
  const url = new URL(request.url, `http://${request.headers.host ?? "localhost"}`);
  const init: RequestInit = { method: request.method, headers: fromNodeHeaders(request.headers) };
  if (body !== undefined && request.method !== "GET") init.body = JSON.stringify(body);
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
 * better-auth under /api/auth: only sign-in with e-mail and password, its second step (a TOTP or
 * recovery code, ADR 0037), sign-out and the session read are exposed; sign-up does not exist
 * (accounts come from invitations, ADR 0018), and password and second-factor changes go through
 * /api/v1/staff/account. Sign-ins are locked out per account and source after repeated failures
 * (ADR 0027), held to a per-source flood ceiling (ADR 0056) and recorded in the audit log.
 */
export const staffAuthPlugin = fp<StaffAuthPluginOptions>(
  async (app, options) => {
    const auth = createStaffAuth(app.db, options);
    app.decorate("staffAuth", auth);
    app.decorateRequest("staffUser", null);
    app.decorateRequest("staffSession", null);
    const siteOrigin = new URL(options.publicSiteUrl).origin;
    const sourceLimit = { rateLimit: options.signInSourceMax ? { max: options.signInSourceMax } : {} };

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
        config: sourceLimit,
      },
      (request, reply) => guardedSignIn(app.db, request, reply, () => forward(auth, request, reply)),
    );
    // The second step of a sign-in: only the code is passed on (no "trust this device": every
    // sign-in of an account with a second factor asks for a code). better-auth allows five codes
    // per password sign-in and locks the second factor for 15 minutes after ten wrong ones.
    for (const path of ["/api/auth/two-factor/verify-totp", "/api/auth/two-factor/verify-backup-code"]) {
      app.post(
        path,
        { schema: { hide: true }, onRequest: refuseForeignOrigin, config: sourceLimit },
        async (request, reply) => {
          const code = (request.body as { code?: unknown } | undefined)?.code;
          const response = await forward(auth, request, reply, {
            code: typeof code === "string" ? code : "",
          });
          const text = await response.text();
          const recovery = path.endsWith("backup-code");
          await auditSecondFactor(app.db, request, response.ok, text, recovery);
          if (!(recovery && response.ok)) return reply.send(text);
          return reply.send(await withCodesLeft(auth, text));
        },
      );
    }
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

/**
 * A sign-in with a recovery code answers how many are left (`recovery_codes_left`), so the site
 * can say so and offer to move the authenticator to a new phone (ADR 0059).
 */
async function withCodesLeft(auth: StaffAuth, answer: string): Promise<string> {
  try {
    const body = JSON.parse(answer) as { user?: { id?: string } };
    const userId = body.user?.id;
    if (!userId) return answer;
    const codes = await auth.api.viewBackupCodes({ body: { userId } });
    return JSON.stringify({ ...body, recovery_codes_left: codes.backupCodes.length });
  } catch {
    return answer;
  }
}
