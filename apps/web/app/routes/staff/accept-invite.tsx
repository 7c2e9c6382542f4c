import { data, Form, redirect, useNavigation } from "react-router";
import { NewPasswordField } from "../../components/staff/account/new-password-field.tsx";
import { StaffBare } from "../../components/staff/frame/staff-bare.tsx";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { staffStylesheet } from "../../components/staff/frame/staff-stylesheet.ts";
import { requestDetails } from "../../lib/request-details.ts";
import type { Route } from "./+types/accept-invite";
import { cookieHeaders, refusalMessage, staffApi } from "./staff-api.server.ts";
import { readStaffForm } from "./staff-form.server.ts";

export const links = staffStylesheet;

const NO_STORE = { "cache-control": "private, no-store" };

export function loader({ request }: Route.LoaderArgs) {
  return data({ token: new URL(request.url).searchParams.get("token") ?? "" }, { headers: NO_STORE });
}

export function meta() {
  return staffMeta("Accept your invitation");
}

type FieldErrors = Record<string, string[] | undefined>;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readStaffForm(request);
  if (!read.ok) {
    return data(
      { message: read.message, errors: {} as FieldErrors, name: "" },
      { status: read.status, headers: NO_STORE },
    );
  }
  const { form } = read;
  const token = String(form.get("token") ?? "");
  const name = String(form.get("name") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const answer = await staffApi<{ message?: string; errors?: FieldErrors; user?: { email?: string } }>(
    request,
    "staff/invitations/accept",
    { body: { token, name, password }, clientAddress: requestDetails(context).clientAddress },
  );
  if (!answer.ok) {
    return data(
      { message: refusalMessage(answer.body), errors: answer.body.errors ?? {}, name },
      { status: answer.status, headers: NO_STORE },
    );
  }
  // The new account signs in at once with the password just chosen.
  const email = answer.body.user?.email;
  if (email) {
    const signIn = await staffApi(request, "sign-in/email", {
      base: "auth",
      body: { email, password },
      clientAddress: requestDetails(context).clientAddress,
    });
    if (signIn.ok) throw redirect("/staff", { headers: cookieHeaders(signIn.setCookies) });
  }
  throw redirect("/staff/sign-in", { headers: NO_STORE });
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: FieldErrors = actionData?.errors ?? {};
  if (!loaderData.token) {
    return (
      <StaffBare title="Accept your invitation">
        <p className="staff-alert staff-alert--error" role="alert">
          This address has no invitation in it. Open the link from your invitation e-mail, or ask an owner for
          a new one.
        </p>
      </StaffBare>
    );
  }
  return (
    <StaffBare
      title="Accept your invitation"
      intro="Choose the name your colleagues will see and a password for the staff area."
    >
      <Form method="post" className="staff-form">
        <input type="hidden" name="token" value={loaderData.token} />
        {actionData ? (
          <p className="staff-alert staff-alert--error" role="alert">
            {errors.password?.[0] ?? errors.name?.[0] ?? actionData.message}
          </p>
        ) : null}
        <div className="staff-field">
          <label htmlFor="name">Your name</label>
          <input
            id="name"
            name="name"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={actionData?.name}
          />
        </div>
        <NewPasswordField id="password" name="password" label="Password" />
        <button className="staff-button staff-button--primary" type="submit" disabled={busy}>
          {busy ? "Creating your account…" : "Create my account"}
        </button>
      </Form>
    </StaffBare>
  );
}
