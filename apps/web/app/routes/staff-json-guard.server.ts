import { type StaffArea, type StaffUser, staffMay, staffRoleRefusal } from "@thalassa/contract/staff";
import { cookieHeaders, hasStaffCookie, refusalMessage, staffApi } from "./staff/staff-api.server.ts";

const PRIVATE = { "cache-control": "private, no-store" };

export const STAFF_SIGN_IN_NEEDED = "Sign in to the staff area to use this.";

/**
 * The signed-in staff member for an endpoint the staff area's scripts call with fetch, or the JSON
 * refusal to answer with: 401 without a session, 403 for a role that may not use `area`. Asked
 * before the body is read, so a request without a session costs no more than reading its cookies;
 * one with a staff cookie costs one call to the API, which holds the sessions.
 */
export async function staffForJson(
  request: Request,
  area: StaffArea,
  what: string,
): Promise<{ user: StaffUser } | { refusal: Response }> {
  const refuse = (status: number, message: string, headers: HeadersInit = PRIVATE) => ({
    refusal: Response.json({ message }, { status, headers }),
  });
  if (!hasStaffCookie(request)) return refuse(401, STAFF_SIGN_IN_NEEDED);
  const answer = await staffApi<{ user?: StaffUser; message?: string }>(request, "staff/me");
  const headers = cookieHeaders(answer.setCookies);
  if (answer.status === 401) return refuse(401, STAFF_SIGN_IN_NEEDED, headers);
  if (!answer.ok || !answer.body.user) {
    const status = answer.status >= 400 ? answer.status : 502;
    return refuse(status, refusalMessage(answer.body, "Your account could not be checked."), headers);
  }
  const { user } = answer.body;
  if (!staffMay(user.role, area)) return refuse(403, staffRoleRefusal(user.role, what), headers);
  return { user };
}
