import type { StaffAccount, StaffSession } from "@thalassa/contract/staff";
import { data, Form, redirect, useNavigation } from "react-router";
import { ActionAlert } from "../../components/staff/action-alert.tsx";
import { IntentButton } from "../../components/staff/intent-button.tsx";
import { NewPasswordField } from "../../components/staff/new-password-field.tsx";
import { cookieHeaders, refusalMessage, staffApi } from "../../components/staff/staff-api.server.ts";
import { StaffRouteError } from "../../components/staff/staff-error.tsx";
import { readStaffForm } from "../../components/staff/staff-form.server.ts";
import { staffMeta } from "../../components/staff/staff-meta.ts";
import { requireStaff, throwUnlessOk } from "../../components/staff/staff-session.server.ts";
import { totpQrDataUrl } from "../../components/staff/totp-qr.server.ts";
import type { Route } from "./+types/account";

const NO_STORE = { "cache-control": "private, no-store" };

const DONE: Record<string, string> = {
  password: "Your password is changed. Every other session is signed out.",
  "second-factor": "Two-step sign-in is on. Keep your recovery codes somewhere safe.",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const answer = await staffApi<StaffAccount>(request, "staff/account");
  throwUnlessOk(request, answer);
  const url = new URL(request.url);
  return data(
    {
      account: answer.body,
      setup: url.searchParams.get("setup") === "second-factor",
      done: DONE[url.searchParams.get("done") ?? ""] ?? null,
    },
    { headers: NO_STORE },
  );
}

export function meta() {
  return staffMeta("Your account");
}

type FieldErrors = Record<string, string[] | undefined>;
interface Outcome {
  ok: boolean;
  message: string;
  intent?: string;
  errors?: FieldErrors;
  /** The set-up of the second factor: the key for the app, once, and the recovery codes, once. */
  setup?: { secret: string; totp_uri: string; recovery_codes: string[]; qr: string };
  recoveryCodes?: string[];
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  const read = await readStaffForm(request);
  if (!read.ok) return data<Outcome>({ ok: false, message: read.message }, { status: read.status });
  const { form } = read;
  const intent = String(form.get("intent") ?? "");
  const field = (name: string) => String(form.get(name) ?? "");
  const refuse = (answer: { status: number; body: unknown }) => {
    // A session that ended meanwhile goes to sign-in; any other refusal is said on this page.
    if (answer.status === 401) throwUnlessOk(request, { ...answer, ok: false });
    const errors = ((answer.body as { errors?: FieldErrors }).errors ?? {}) as FieldErrors;
    const first = Object.values(errors).find((list) => list?.length)?.[0];
    return data<Outcome>(
      { ok: false, intent, message: first ?? refusalMessage(answer.body), errors },
      { status: answer.status, headers: NO_STORE },
    );
  };

  if (intent === "password") {
    const answer = await staffApi(request, "staff/account/password", {
      body: { current_password: field("current_password"), new_password: field("new_password") },
    });
    if (!answer.ok) return refuse(answer);
    // The session was renewed: the new cookie goes with a fresh load of this page.
    throw redirect("/staff/account?done=password", { headers: cookieHeaders(answer.setCookies) });
  }
  if (intent === "second-factor-start") {
    const answer = await staffApi<{ data: Omit<NonNullable<Outcome["setup"]>, "qr"> }>(
      request,
      "staff/account/second-factor",
      { body: { password: field("password") } },
    );
    if (!answer.ok) return refuse(answer);
    const setup = answer.body.data;
    return data<Outcome>(
      {
        ok: true,
        intent,
        message: "Add the key to your authenticator app, then enter its code.",
        setup: { ...setup, qr: totpQrDataUrl(setup.totp_uri) },
      },
      { headers: NO_STORE },
    );
  }
  if (intent === "second-factor-confirm") {
    const answer = await staffApi(request, "staff/account/second-factor/confirm", {
      body: { code: field("code") },
    });
    if (!answer.ok) return refuse(answer);
    throw redirect("/staff/account?done=second-factor", { headers: cookieHeaders(answer.setCookies) });
  }
  if (intent === "recovery-codes") {
    const answer = await staffApi<{ data: { recovery_codes: string[] } }>(
      request,
      "staff/account/second-factor/recovery-codes",
      { body: { password: field("password") } },
    );
    if (!answer.ok) return refuse(answer);
    return data<Outcome>(
      {
        ok: true,
        intent,
        message: "New recovery codes: the old ones no longer work.",
        recoveryCodes: answer.body.data.recovery_codes,
      },
      { headers: NO_STORE },
    );
  }
  if (intent === "sign-out-session") {
    const answer = await staffApi(request, `staff/account/sessions/${encodeURIComponent(field("id"))}`, {
      method: "DELETE",
    });
    if (!answer.ok) return refuse(answer);
    return data<Outcome>({ ok: true, intent, message: "That session is signed out." }, { headers: NO_STORE });
  }
  if (intent === "sign-out-others") {
    const answer = await staffApi<{ data: { signed_out: number } }>(
      request,
      "staff/account/sessions/sign-out-others",
      {
        body: {},
      },
    );
    if (!answer.ok) return refuse(answer);
    const n = answer.body.data.signed_out;
    return data<Outcome>(
      {
        ok: true,
        intent,
        message: n === 1 ? "1 other session signed out." : `${n} other sessions signed out.`,
      },
      { headers: NO_STORE },
    );
  }
  return data<Outcome>({ ok: false, message: "That action is not one this page offers." }, { status: 400 });
}

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

function when(iso: string) {
  return <time dateTime={iso}>{dateTime.format(new Date(iso))} UTC</time>;
}

/** "Firefox on Windows" is enough to recognise a device; the full user agent is in the title. */
function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "an unknown system";
  return `${browser} on ${system}`;
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="staff-recovery">
      <p>
        Recovery codes: each signs you in once without your phone. Print them or keep them in a password
        manager; they are not shown again.
      </p>
      <ul className="staff-recovery__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PasswordField({
  id,
  name,
  label,
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
}) {
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="password" autoComplete={autoComplete} required />
    </div>
  );
}

function SecondFactor({
  account,
  outcome,
  busy,
}: {
  account: StaffAccount;
  outcome: Outcome | undefined;
  busy: boolean;
}) {
  const { enabled, required } = account.second_factor;
  const setup = outcome?.setup;
  const confirming = setup || (outcome?.intent === "second-factor-confirm" && !outcome.ok);
  return (
    <section className="staff-card staff-section" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">Two-step sign-in</h2>
      {enabled ? (
        <>
          <p>
            <span className="staff-badge staff-badge--live">On</span> Every sign-in asks for a code from your
            authenticator app.
          </p>
          {outcome?.recoveryCodes ? <RecoveryCodes codes={outcome.recoveryCodes} /> : null}
          <Form method="post" className="staff-form staff-form--inline">
            <PasswordField
              id="recovery-password"
              name="password"
              label="Your password"
              autoComplete="current-password"
            />
            <IntentButton intent="recovery-codes" disabled={busy}>
              Make new recovery codes
            </IntentButton>
          </Form>
        </>
      ) : confirming ? (
        <>
          {setup ? (
            <>
              <p>
                In your authenticator app (for example Google Authenticator, Microsoft Authenticator or
                1Password), add an account by scanning this code with the phone&rsquo;s camera, by typing the
                key below, or <a href={setup.totp_uri}>open it in the app</a> on this device:
              </p>
              <img
                className="staff-totp-qr"
                src={setup.qr}
                alt="QR code of the key for your authenticator app (the same key is written below)"
                width={200}
                height={200}
              />
              <p className="staff-recovery__key">
                <span className="visually-hidden">Key for the authenticator app: </span>
                <code>{setup.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
              </p>
              <RecoveryCodes codes={setup.recovery_codes} />
            </>
          ) : null}
          <Form method="post" className="staff-form staff-form--inline">
            <div className="staff-field">
              <label htmlFor="setup-code">Code from the app</label>
              <input
                id="setup-code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                pattern="[0-9 ]{6,7}"
              />
            </div>
            <IntentButton intent="second-factor-confirm" tone="primary" disabled={busy}>
              Turn on two-step sign-in
            </IntentButton>
          </Form>
        </>
      ) : (
        <>
          <p>
            {required
              ? "Your role signs in with a password and a code from an authenticator app on your phone. Set it up to continue."
              : "Add a code from an authenticator app on your phone to every sign-in."}
          </p>
          <Form method="post" className="staff-form staff-form--inline">
            <PasswordField
              id="setup-password"
              name="password"
              label="Your password"
              autoComplete="current-password"
            />
            <IntentButton intent="second-factor-start" tone="primary" disabled={busy}>
              Set up two-step sign-in
            </IntentButton>
          </Form>
        </>
      )}
    </section>
  );
}

function Sessions({ sessions, busy }: { sessions: StaffSession[]; busy: boolean }) {
  const others = sessions.filter((s) => !s.current);
  return (
    <section className="staff-card staff-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      <ul className="staff-list">
        {sessions.map((session) => (
          <li key={session.id} className="staff-list__item staff-session">
            <div>
              <strong title={session.user_agent ?? undefined}>{deviceOf(session.user_agent)}</strong>
              {session.current ? <span className="staff-badge">This session</span> : null}
              <p className="staff-note">
                From {session.ip_address ?? "an unknown address"} · signed in {when(session.created_at)} ·
                last used {when(session.last_used_at)}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post">
                <input type="hidden" name="id" value={session.id} />
                <IntentButton intent="sign-out-session" disabled={busy}>
                  Sign out{" "}
                  <span className="visually-hidden">
                    {deviceOf(session.user_agent)} from {session.ip_address}
                  </span>
                </IntentButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length ? (
        <Form method="post">
          <IntentButton intent="sign-out-others" tone="danger" disabled={busy}>
            Sign out all other sessions
          </IntentButton>
        </Form>
      ) : null}
    </section>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { account } = loaderData;
  const mustSetUp = account.second_factor.required && !account.second_factor.enabled;
  return (
    <>
      <header className="staff-page-header">
        <p className="staff-eyebrow">You</p>
        <h1>Your account</h1>
        <p className="staff-lead">Your password, two-step sign-in and the devices you are signed in on.</p>
      </header>
      {mustSetUp ? (
        <p className="staff-alert staff-alert--error" role="alert">
          Set up two-step sign-in before you continue: your role can see applications or manage staff.
        </p>
      ) : null}
      {loaderData.done && !actionData ? (
        <ActionAlert outcome={{ ok: true, message: loaderData.done }} />
      ) : null}
      <ActionAlert outcome={actionData} />
      <SecondFactor account={account} outcome={actionData} busy={busy} />
      {mustSetUp ? null : (
        <>
          <section className="staff-card staff-section" aria-labelledby="password-title">
            <h2 id="password-title">Change your password</h2>
            <Form method="post" className="staff-form">
              <PasswordField
                id="current-password"
                name="current_password"
                label="Current password"
                autoComplete="current-password"
              />
              <NewPasswordField
                id="new-password"
                name="new_password"
                label="New password"
                note="Your other sessions are signed out."
              />
              <IntentButton intent="password" tone="primary" disabled={busy}>
                Change password
              </IntentButton>
            </Form>
          </section>
          <Sessions sessions={account.sessions} busy={busy} />
        </>
      )}
    </>
  );
}

export const ErrorBoundary = StaffRouteError;
