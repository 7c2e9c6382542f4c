import type { StaffAccount } from "@thalassa/contract/staff";
import { useState } from "react";
import { Form } from "react-router";
import { IntentButton } from "../controls/intent-button.tsx";
import type { AccountOutcome } from "./outcome.ts";
import { PasswordField } from "./password.tsx";

function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState("");
  const text = `Thalassa Group staff: recovery codes (each signs in once)\n\n${codes.join("\n")}\n`;
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
      <div className="staff-actions staff-recovery__actions">
        <button
          className="staff-button"
          type="button"
          onClick={() =>
            navigator.clipboard.writeText(codes.join("\n")).then(
              () => setCopied("The recovery codes are copied."),
              () => setCopied("This browser did not allow copying: select the codes and copy them."),
            )
          }
        >
          Copy codes
        </button>
        {/* A file made in the page: the codes never travel again. */}
        <a
          className="staff-button"
          download="thalassa-recovery-codes.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        >
          Download as a text file
        </a>
        <button className="staff-button" type="button" onClick={() => window.print()}>
          Print codes
        </button>
      </div>
      <p className="staff-field__help" aria-live="polite">
        {copied}
      </p>
    </div>
  );
}

/**
 * The new key on screen (QR code, key, recovery codes) and the box for the app's first code: a first
 * set-up, or a move to a new phone (`moving`), where the old phone works until this code is taken.
 */
function ConfirmKey({
  setup,
  moving,
  busy,
}: {
  setup: AccountOutcome["setup"];
  moving: boolean;
  busy: boolean;
}) {
  return (
    <>
      {setup ? (
        <>
          <p>
            In your authenticator app (for example Google Authenticator, Microsoft Authenticator or
            1Password), add an account by scanning this code with the phone&rsquo;s camera, by typing the key
            below, or <a href={setup.totp_uri}>open it in the app</a> on this device:
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
        {/* Carried back so that a wrong code keeps the key and the codes on screen. */}
        {setup ? (
          <>
            <input type="hidden" name="totp_uri" value={setup.totp_uri} />
            <input type="hidden" name="recovery_codes" value={setup.recovery_codes.join("\n")} />
          </>
        ) : null}
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
          {moving ? "Move to this phone" : "Turn on two-step sign-in"}
        </IntentButton>
      </Form>
    </>
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
      {confirming ? (
        <ConfirmKey setup={setup} moving={enabled} busy={busy} />
      ) : enabled ? (
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
          <h3>New phone?</h3>
          <p>
            Move two-step sign-in to the authenticator app on a new phone: you scan a new key and get new
            recovery codes. The old phone and recovery codes keep working until you enter the new
            phone&rsquo;s first code.
          </p>
          <Form method="post" className="staff-form staff-form--inline">
            <PasswordField
              id="replace-password"
              name="password"
              label="Your password"
              autoComplete="current-password"
            />
            <IntentButton intent="second-factor-replace" disabled={busy}>
              Move to a new phone
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
