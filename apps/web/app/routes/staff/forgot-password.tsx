import { data, Form, useNavigation } from "react-router";
import { StaffBare } from "../../components/staff/frame/staff-bare.tsx";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { staffStylesheet } from "../../components/staff/frame/staff-stylesheet.ts";
import { requestDetails } from "../../lib/request-details.ts";
import type { Route } from "./+types/forgot-password";
import { refusalMessage, staffApi } from "./staff-api.server.ts";
import { readStaffForm } from "./staff-form.server.ts";

export const links = staffStylesheet;

const NO_STORE = { "cache-control": "private, no-store" };

export function meta() {
  return staffMeta("Forgot your password");
}

export function headers() {
  return NO_STORE;
}

/** Asks the API for a reset mail; its answer is the same whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readStaffForm(request);
  if (!read.ok) return data({ ok: false, message: read.message }, { status: read.status, headers: NO_STORE });
  const email = String(read.form.get("email") ?? "").trim();
  const answer = await staffApi<{ message?: string; errors?: Record<string, string[]> }>(
    request,
    "staff/password-reset",
    { body: { email }, clientAddress: requestDetails(context).clientAddress },
  );
  if (!answer.ok) {
    const message = answer.body.errors?.email?.[0] ?? refusalMessage(answer.body);
    return data({ ok: false, message }, { status: answer.status, headers: NO_STORE });
  }
  return data({ ok: true, message: refusalMessage(answer.body) }, { headers: NO_STORE });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.ok) {
    return (
      <StaffBare title="Check your e-mail">
        <p className="staff-alert staff-alert--ok" role="status">
          {actionData.message}
        </p>
        <p className="staff-note">
          <a href="/staff/sign-in">Back to sign-in</a>
        </p>
      </StaffBare>
    );
  }
  return (
    <StaffBare
      title="Forgot your password"
      intro="Enter the e-mail address of your staff account. We will send a link to choose a new password."
    >
      <Form method="post" className="staff-form" aria-describedby={actionData ? "forgot-error" : undefined}>
        {actionData ? (
          <p className="staff-alert staff-alert--error" id="forgot-error" role="alert">
            {actionData.message}
          </p>
        ) : null}
        <div className="staff-field">
          <label htmlFor="email">E-mail address</label>
          <input id="email" name="email" type="email" autoComplete="username" required />
        </div>
        <button className="staff-button staff-button--primary" type="submit" disabled={busy}>
          {busy ? "Sending…" : "Send the link"}
        </button>
      </Form>
      <p className="staff-note">
        <a href="/staff/sign-in">Back to sign-in</a>
      </p>
    </StaffBare>
  );
}
