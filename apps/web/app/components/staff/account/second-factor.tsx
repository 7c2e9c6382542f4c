import type { StaffAccount } from "@thalassa/contract/staff";
import { Form } from "react-router";
import { IntentButton } from "../controls/intent-button.tsx";
import type { AccountOutcome } from "./outcome.ts";
import { PasswordField } from "./password.tsx";

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

/** Two-step sign-in: set it up (key, QR code, recovery codes, a first code), or make new recovery codes. */
export function SecondFactor({
  account,
  outcome,
  busy,
}: {
  account: StaffAccount;
  outcome: AccountOutcome | undefined;
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
