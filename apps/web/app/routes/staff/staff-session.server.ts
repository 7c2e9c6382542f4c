import type { StaffInterfaceLanguage, StaffRole, StaffUser } from "@thalassa/contract/staff";
import { data, redirect } from "react-router";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import { cookieHeaders, hasStaffCookie, refusalMessage, staffApi } from "./staff-api.server.ts";

export const SIGN_IN_PATH = "/staff/sign-in";
/** A staff member's own account: password, second factor, sessions. */
export const ACCOUNT_PATH = "/staff/account";

/** The sign-in address that brings the visitor back to where they were going. */
export function signInRedirect(request: Request) {
  const url = new URL(request.url);
  const returnTo = safeRedirect(`${url.pathname.replace(/\.data$/, "")}${url.search}`, "/staff");
  const query = new URLSearchParams({ return_to: returnTo });
  return redirect(`${SIGN_IN_PATH}?${query}`, { headers: { "cache-control": "private, no-store" } });
}

/** The signed-in staff member with the language they read the staff interface in (ADR 0065). */
export type SignedInStaff = StaffUser & { interface_language: StaffInterfaceLanguage };

/**
 * The signed-in staff member, asked of the API on every request (the API holds the session and
 * the role; the site keeps nothing). No session: the visitor is sent to sign in.
 */
export function requireStaff(request: Request): Promise<SignedInStaff> {
  // The layout's loader and the page's loader run side by side on one request: ask once.
  let asked = checked.get(request);
  if (!asked) {
    asked = askForStaff(request);
    checked.set(request, asked);
  }
  return asked;
}

const checked = new WeakMap<Request, Promise<SignedInStaff>>();

async function askForStaff(request: Request): Promise<SignedInStaff> {
  if (!hasStaffCookie(request)) throw signInRedirect(request);
  const answer = await staffApi<{
    user?: StaffUser;
    interface_language?: StaffInterfaceLanguage;
    second_factor_setup_required?: boolean;
    message?: string;
  }>(request, "staff/me");
  if (answer.status === 401) throw signInRedirect(request);
  // An owner or hr without a second factor sets one up before anything else (ADR 0037).
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (answer.body.second_factor_setup_required && path !== ACCOUNT_PATH) {
    throw redirect(`${ACCOUNT_PATH}?setup=second-factor`, {
      headers: { "cache-control": "private, no-store" },
    });
  }
  if (!answer.ok || !answer.body.user) {
    throw data(
      { message: refusalMessage(answer.body, "Your account could not be checked.") },
      { status: answer.status >= 400 ? answer.status : 502, headers: cookieHeaders(answer.setCookies) },
    );
  }
  // An API that predates the choice (a rolling deploy) answers without it: English, as before.
  return { ...answer.body.user, interface_language: answer.body.interface_language === "el" ? "el" : "en" };
}

/** Refuses (403, with a sentence) a role that may not open this page, before its data is asked for. */
export function requireRole(user: StaffUser, roles: readonly StaffRole[], what: string) {
  if (roles.includes(user.role)) return;
  throw data(
    { message: `Your role (${user.role}) may not ${what}.` },
    { status: 403, headers: { "cache-control": "private, no-store" } },
  );
}

/** An API answer that is not a success becomes the page's refusal (401 → sign in again). */
export function throwUnlessOk(request: Request, answer: { status: number; ok: boolean; body: unknown }) {
  if (answer.ok) return;
  if (answer.status === 401) throw signInRedirect(request);
  throw data(
    { message: refusalMessage(answer.body) },
    { status: answer.status, headers: { "cache-control": "private, no-store" } },
  );
}
