import {
  type StaffArea,
  type StaffInterfaceLanguage,
  type StaffRole,
  type StaffUser,
  staffAccountMessages,
  staffMay,
  staffMessages,
  staffNeedsSecondFactor,
  staffRoleRefusal,
  staffRoleSchema,
} from "@thalassa/contract/staff";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member, set by requireStaff (null before it ran). */
    staffUser: StaffUser | null;
    /** The session requireStaff found: its id, and whether its user still has to set up a second factor. */
    staffSession: StaffSessionInfo | null;
  }
}

export interface StaffSessionInfo {
  id: string;
  /** An owner or hr without a confirmed TOTP app: only their account page is open to them. */
  secondFactorSetupRequired: boolean;
  secondFactorEnabled: boolean;
  /** The language this person reads the staff interface in, from the session's user row (ADR 0065). */
  interfaceLanguage: StaffInterfaceLanguage;
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
  return (await staffSessionFromRequest(request, reply))?.user ?? null;
}

/** staffFromRequest with the session's id and second-factor state. */
export async function staffSessionFromRequest(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ user: StaffUser; session: StaffSessionInfo } | null> {
  const { headers, response: session } = await request.server.staffAuth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const renewed = headers.getSetCookie();
  if (renewed.length) reply.header("set-cookie", renewed);
  if (!session) return null;
  const role = staffRoleSchema.safeParse((session.user as { role?: unknown }).role);
  if (!role.success) return null;
  const secondFactorEnabled = (session.user as { twoFactorEnabled?: unknown }).twoFactorEnabled === true;
  return {
    user: { id: session.user.id, name: session.user.name, email: session.user.email, role: role.data },
    session: {
      id: session.session.id,
      secondFactorEnabled,
      secondFactorSetupRequired: staffNeedsSecondFactor(role.data) && !secondFactorEnabled,
      interfaceLanguage:
        (session.user as { interfaceLanguage?: unknown }).interfaceLanguage === "el" ? "el" : "en",
    },
  };
}

export function refuseRole(reply: FastifyReply, role: StaffRole, action: string) {
  return reply.code(403).send({ message: staffRoleRefusal(role, action) });
}

/**
 * A pre-handler that lets a request through only with a staff session (else 401) whose role may use
 * `area` (else 403 naming the role and the refused action). Without an area any staff role passes.
 * An owner or hr who has not set up a second factor yet gets 403 saying so, except on the routes
 * that set it up (`beforeSecondFactor`: who am I, and the own account).
 */
export function requireStaff(
  area?: StaffArea,
  action = "do this",
  options: { beforeSecondFactor?: boolean } = {},
): preHandlerAsyncHookHandler {
  return async function checkStaff(request, reply) {
    const found = await staffSessionFromRequest(request, reply);
    if (!found) return reply.code(401).send({ message: staffMessages.signInRequired });
    const { user, session } = found;
    if (area && !staffMay(user.role, area)) return refuseRole(reply, user.role, action);
    if (!options.beforeSecondFactor && refuseBeforeSecondFactor(reply, session)) return reply;
    request.staffUser = user;
    request.staffSession = session;
  };
}

/** 403 for an owner or hr who has not set up a second factor yet; true when it refused. */
export function refuseBeforeSecondFactor(reply: FastifyReply, session: StaffSessionInfo): boolean {
  if (!session.secondFactorSetupRequired) return false;
  void reply.code(403).send({ message: staffAccountMessages.secondFactorSetupRequired });
  return true;
}

/** The checked session inside a handler behind requireStaff. */
export function staffSessionOf(request: FastifyRequest): StaffSessionInfo {
  if (!request.staffSession) throw new Error("requireStaff must run before this handler");
  return request.staffSession;
}

/** The checked staff member inside a handler behind requireStaff. */
export function staffUserOf(request: FastifyRequest): StaffUser {
  if (!request.staffUser) throw new Error("requireStaff must run before this handler");
  return request.staffUser;
}
