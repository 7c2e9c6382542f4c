import { data, Form, useNavigation } from "react-router";
import { NewPasswordField } from "../../components/staff/account/new-password-field.tsx";
import { StaffBare } from "../../components/staff/frame/staff-bare.tsx";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { staffStylesheet } from "../../components/staff/frame/staff-stylesheet.ts";
import { requestDetails } from "../../lib/request-details.ts";
import type { Route } from "./+types/reset-password";
import { refusalMessage, staffApi } from "./staff-api.server.ts";
import { readStaffForm } from "./staff-form.server.ts";

export const links = staffStylesheet;

// The address holds the reset token: it goes to no other site (same-origin), while the page's own
// form post still carries this site's origin, which the action's origin check needs (with
// "no-referrer" a post before the scripts had loaded, or without them, said "Origin: null" and was
// refused).
const NO_STORE = { "cache-control": "private, no-store", "referrer-policy": "same-origin" };

export function loader({ request }: Route.LoaderArgs) {
  return data({ token: new URL(request.url).searchParams.get("token") ?? "" }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return staffMeta("Choose a new password");
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readStaffForm(request);
  if (!read.ok) return data({ ok: false, message: read.message }, { status: read.status, headers: NO_STORE });
  const token = String(read.form.get("token") ?? "");
  const password = String(read.form.get("password") ?? "");
  const answer = await staffApi<{ message?: string; errors?: Record<string, string[]> }>(
    request,
    "staff/password-reset/complete",
    { body: { token, new_password: password }, clientAddress: requestDetails(context).clientAddress },
  );
  if (!answer.ok) {
    const message = answer.body.errors?.new_password?.[0] ?? refusalMessage(answer.body);
    return data({ ok: false, message }, { status: answer.status, headers: NO_STORE });
  }
  return data({ ok: true, message: refusalMessage(answer.body) }, { headers: NO_STORE });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.ok) {
    return (
      <StaffBare title="Password changed">
        <p className="staff-alert staff-alert--ok" role="status">
          {actionData.message} Every other session has been signed out.
        </p>
        <p className="staff-note">
          <a href="/staff/sign-in">Sign in</a>
        </p>
      </StaffBare>
    );
  }
  if (!loaderData.token) {
    return (
      <StaffBare title="Choose a new password">
        <p className="staff-alert staff-alert--error" role="alert">
          This address has no reset link in it. Open the link from the e-mail, or{" "}
          <a href="/staff/forgot-password">ask for a new one</a>.
        </p>
      </StaffBare>
    );
  }
  return (
    <StaffBare title="Choose a new password" intro="Setting it signs you out everywhere you are signed in.">
      <Form method="post" className="staff-form" aria-describedby={actionData ? "reset-error" : undefined}>
        <input type="hidden" name="token" value={loaderData.token} />
        {actionData ? (
          <p className="staff-alert staff-alert--error" id="reset-error" role="alert">
            {actionData.message}
          </p>
        ) : null}
        <NewPasswordField id="password" name="password" label="New password" />
        <button className="staff-button staff-button--primary" type="submit" disabled={busy}>
          {busy ? "Saving…" : "Set the new password"}
        </button>
      </Form>
      <p className="staff-note">
        <a href="/staff/forgot-password">Ask for a new link</a>
      </p>
    </StaffBare>
  );
}
