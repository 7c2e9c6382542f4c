import {
  type StaffArea,
  type StaffRole,
  type StaffUser,
  staffMay,
  staffMessages,
  staffRoleRefusal,
  staffRoleSchema,
} from "@thalassa/contract/staff";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member, set by requireStaff (null before it ran). */
    staffUser: StaffUser | null;
  }
}

/**
 * The staff member whose session cookie the request carries, or null. When better-auth extends the
 * session (once an hour of use), its renewed cookie goes out with this answer, so the browser's
 * cookie lasts as long as the session does.
 */
export async function staffFromRequest(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StaffUser | null> {
  const { headers, response: session } = await request.server.staffAuth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const renewed = headers.getSetCookie();
  if (renewed.length) reply.header("set-cookie", renewed);
  if (!session) return null;
  const role = staffRoleSchema.safeParse((session.user as { role?: unknown }).role);
  if (!role.success) return null;
  return { id: session.user.id, name: session.user.name, email: session.user.email, role: role.data };
}

export function refuseRole(reply: FastifyReply, role: StaffRole, action: string) {
  return reply.code(403).send({ message: staffRoleRefusal(role, action) });
}

/**
 * A pre-handler that lets a request through only with a staff session (else 401) whose role may use
 * `area` (else 403 naming the role and the refused action). Without an area any staff role passes.
 */
export function requireStaff(area?: StaffArea, action = "do this"): preHandlerAsyncHookHandler {
  return async function checkStaff(request, reply) {
    const user = await staffFromRequest(request, reply);
    if (!user) return reply.code(401).send({ message: staffMessages.signInRequired });
    if (area && !staffMay(user.role, area)) return refuseRole(reply, user.role, action);
    request.staffUser = user;
  };
}

/** The checked staff member inside a handler behind requireStaff. */
export function staffUserOf(request: FastifyRequest): StaffUser {
  if (!request.staffUser) throw new Error("requireStaff must run before this handler");
  return request.staffUser;
}
