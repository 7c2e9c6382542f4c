import { data, Form, redirect, useNavigation } from "react-router";
import {
  cookieHeaders,
  hasStaffCookie,
  refusalMessage,
  staffApi,
} from "../../components/staff/staff-api.server.ts";
import { StaffBare } from "../../components/staff/staff-bare.tsx";
import { readStaffForm } from "../../components/staff/staff-form.server.ts";
import { staffMeta } from "../../components/staff/staff-meta.ts";
import { staffStylesheet } from "../../components/staff/staff-stylesheet.ts";
import { requestDetails } from "../../lib/request-details.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import type { Route } from "./+types/sign-in";

export const links = staffStylesheet;

const NO_STORE = { "cache-control": "private, no-store" };

function returnToOf(value: unknown): string {
  const target = safeRedirect(value, "/staff");
  // Only staff pages: signing in never sends anyone to a public page or elsewhere.
  return target === "/staff" || target.startsWith("/staff/") || target.startsWith("/staff?")
    ? target
    : "/staff";
}

export async function loader({ request }: Route.LoaderArgs) {
  const returnTo = returnToOf(new URL(request.url).searchParams.get("return_to"));
  if (hasStaffCookie(request)) {
    const me = await staffApi(request, "staff/me");
    if (me.ok) throw redirect(returnTo, { headers: NO_STORE });
  }
  return data({ returnTo, asked: new URL(request.url).searchParams.has("return_to") }, { headers: NO_STORE });
}

export function meta() {
  return staffMeta("Sign in");
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readStaffForm(request);
  if (!read.ok) return data({ message: read.message, email: "" }, { status: read.status, headers: NO_STORE });
  const { form } = read;
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const returnTo = returnToOf(form.get("return_to"));
  if (!email || !password) {
    return data(
      { message: "Enter your e-mail address and your password.", email },
      { status: 422, headers: NO_STORE },
    );
  }
  const answer = await staffApi(request, "sign-in/email", {
    base: "auth",
    body: { email, password },
    clientAddress: requestDetails(context).clientAddress,
  });
  if (answer.ok) throw redirect(returnTo, { headers: cookieHeaders(answer.setCookies) });
  const message =
    answer.status === 401
      ? "That e-mail address and password do not match an account. Check both and try again."
      : refusalMessage(answer.body, "Signing in did not work. Try again in a minute.");
  return data({ message, email }, { status: answer.status === 401 ? 401 : answer.status, headers: NO_STORE });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <StaffBare
      title="Sign in"
      intro={loaderData.asked ? "Sign in to continue." : "The staff area of the Thalassa Group website."}
    >
      <Form method="post" className="staff-form" aria-describedby={actionData ? "sign-in-error" : undefined}>
        <input type="hidden" name="return_to" value={loaderData.returnTo} />
        {actionData ? (
          <p className="staff-alert staff-alert--error" id="sign-in-error" role="alert">
            {actionData.message}
          </p>
        ) : null}
        <div className="staff-field">
          <label htmlFor="email">E-mail address</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email}
          />
        </div>
        <div className="staff-field">
          <label htmlFor="password">Password</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <button className="staff-button staff-button--primary" type="submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
      <p className="staff-note">No account? An owner invites staff by e-mail.</p>
    </StaffBare>
  );
}
