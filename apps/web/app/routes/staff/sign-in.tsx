import { staffAccountMessages } from "@thalassa/contract/staff";
import { data, Form, redirect, useNavigation } from "react-router";
import { StaffBare } from "../../components/staff/frame/staff-bare.tsx";
import { staffMeta } from "../../components/staff/frame/staff-meta.ts";
import { staffStylesheet } from "../../components/staff/frame/staff-stylesheet.ts";
import { requestDetails } from "../../lib/request-details.ts";
import { safeRedirect } from "../../lib/safe-redirect.ts";
import type { Route } from "./+types/sign-in";
import { cookieHeaders, hasStaffCookie, refusalMessage, staffApi } from "./staff-api.server.ts";
import { readStaffForm } from "./staff-form.server.ts";

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

type SignInOutcome = { message: string; email: string; step?: "code" };

/** better-auth's refusals of a second-factor code, in the staff area's words. */
function codeRefusal(body: unknown): { message: string; restart: boolean } {
  const code = body && typeof body === "object" && "code" in body ? String(body.code) : "";
  if (code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
    return { message: staffAccountMessages.secondFactorExpired, restart: true };
  }
  if (code === "ACCOUNT_TEMPORARILY_LOCKED")
    return { message: staffAccountMessages.secondFactorLocked, restart: true };
  return { message: staffAccountMessages.wrongCode, restart: false };
}

/** " 2 tries left before …" from the API's refusal of a wrong password (ADR 0056), or nothing. */
function triesLeft(body: unknown): string {
  const text =
    body && typeof body === "object" && "tries_left_message" in body ? body.tries_left_message : undefined;
  return typeof text === "string" && text ? ` ${text}` : "";
}

/** The second step: a 6-digit code from the app, or one of the recovery codes. */
async function verifyCode(request: Request, form: FormData, clientAddress: string | undefined) {
  const code = String(form.get("code") ?? "").replace(/\s+/g, "");
  const returnTo = returnToOf(form.get("return_to"));
  if (!code) {
    return data<SignInOutcome>(
      { message: "Enter the code.", email: "", step: "code" },
      { status: 422, headers: NO_STORE },
    );
  }
  const answer = await staffApi(
    request,
    /^\d{6}$/.test(code) ? "two-factor/verify-totp" : "two-factor/verify-backup-code",
    {
      base: "auth",
      body: { code },
      clientAddress,
    },
  );
  if (answer.ok) {
    // A recovery code was used: the account page says how many are left and offers a new phone.
    const left = (answer.body as { recovery_codes_left?: unknown }).recovery_codes_left;
    const to = typeof left === "number" ? `/staff/account?recovery_left=${left}` : returnTo;
    throw redirect(to, { headers: cookieHeaders(answer.setCookies) });
  }
  const refusal = codeRefusal(answer.body);
  return data<SignInOutcome>(
    { message: refusal.message, email: "", ...(refusal.restart ? {} : { step: "code" as const }) },
    { status: answer.status >= 400 ? answer.status : 401, headers: cookieHeaders(answer.setCookies) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readStaffForm(request);
  if (!read.ok) {
    return data<SignInOutcome>(
      { message: read.message, email: "" },
      { status: read.status, headers: NO_STORE },
    );
  }
  const { form } = read;
  const clientAddress = requestDetails(context).clientAddress;
  if (form.get("intent") === "code") return verifyCode(request, form, clientAddress);
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const returnTo = returnToOf(form.get("return_to"));
  if (!email || !password) {
    return data<SignInOutcome>(
      { message: "Enter your e-mail address and your password.", email },
      { status: 422, headers: NO_STORE },
    );
  }
  const answer = await staffApi<{ twoFactorRedirect?: boolean }>(request, "sign-in/email", {
    base: "auth",
    body: { email, password },
    clientAddress,
  });
  if (answer.ok && answer.body.twoFactorRedirect) {
    // The password is right; better-auth's challenge cookie carries the sign-in to the code step.
    return data<SignInOutcome>(
      { message: "", email, step: "code" },
      { headers: cookieHeaders(answer.setCookies) },
    );
  }
  if (answer.ok) throw redirect(returnTo, { headers: cookieHeaders(answer.setCookies) });
  const message =
    answer.status === 401
      ? `That e-mail address and password do not match an account. Check both and try again.${triesLeft(answer.body)}`
      : refusalMessage(answer.body, "Signing in did not work. Try again in a minute.");
  return data<SignInOutcome>(
    { message, email },
    { status: answer.status === 401 ? 401 : answer.status, headers: NO_STORE },
  );
}

function CodeStep({ returnTo, message, busy }: { returnTo: string; message: string; busy: boolean }) {
  return (
    <StaffBare
      title="Enter your code"
      intro="Open your authenticator app and enter the 6-digit code it shows for Thalassa Group staff. No phone? Enter one of your recovery codes."
    >
      <Form method="post" className="staff-form" aria-describedby={message ? "sign-in-error" : undefined}>
        <input type="hidden" name="return_to" value={returnTo} />
        {message ? (
          <p className="staff-alert staff-alert--error" id="sign-in-error" role="alert">
            {message}
          </p>
        ) : null}
        <div className="staff-field">
          <label htmlFor="code">Code</label>
          <input
            id="code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            // biome-ignore lint/a11y/noAutofocus: the only field of this step, reached by submitting the previous one
            autoFocus
          />
        </div>
        <button
          className="staff-button staff-button--primary"
          type="submit"
          name="intent"
          value="code"
          disabled={busy}
        >
          {busy ? "Checking…" : "Continue"}
        </button>
      </Form>
      <p className="staff-note">
        <a href="/staff/sign-in">Start again</a>
      </p>
    </StaffBare>
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.step === "code") {
    return <CodeStep returnTo={loaderData.returnTo} message={actionData.message} busy={busy} />;
  }
  return (
    <StaffBare
      title="Sign in"
      intro={loaderData.asked ? "Sign in to continue." : "The staff area of the Thalassa Group website."}
    >
      <Form
        method="post"
        className="staff-form"
        aria-describedby={actionData?.message ? "sign-in-error" : undefined}
      >
        <input type="hidden" name="return_to" value={loaderData.returnTo} />
        {actionData?.message ? (
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
      <p className="staff-note">
        <a href="/staff/forgot-password">Forgot your password?</a> No account? An owner invites staff by
        e-mail.
      </p>
    </StaffBare>
  );
}
