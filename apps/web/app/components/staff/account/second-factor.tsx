import type { StaffAccount } from "@thalassa/contract/staff";
import { useState } from "react";
import { Form } from "react-router";
import { IntentButton } from "../controls/intent-button.tsx";
import { useStaffText } from "../text/use-staff-text.tsx";
import { useKeptSetup } from "./kept-setup.ts";
import type { AccountOutcome } from "./outcome.ts";
import { PasswordField } from "./password.tsx";

function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState("");
  const { t } = useStaffText();
  const text = `Thalassa Group staff: recovery codes (each signs in once)\n\n${codes.join("\n")}\n`;
  return (
    <div className="staff-recovery">
      <p>{t("secondFactor.recoveryText")}</p>
      <ul className="staff-recovery__codes" aria-label={t("secondFactor.recoveryCodes")}>
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
              () => setCopied(t("secondFactor.copied")),
              () => setCopied(t("secondFactor.notCopied")),
            )
          }
        >
          {t("secondFactor.copyCodes")}
        </button>
        {/* A file made in the page: the codes never travel again. */}
        <a
          className="staff-button"
          download="thalassa-recovery-codes.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        >
          {t("secondFactor.download")}
        </a>
        <button className="staff-button" type="button" onClick={() => window.print()}>
          {t("secondFactor.printCodes")}
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
  const { t } = useStaffText();
  return (
    <>
      {setup ? (
        <>
          <p>
            {t("secondFactor.scanBefore")} <a href={setup.totp_uri}>{t("secondFactor.openInApp")}</a>{" "}
            {t("secondFactor.scanAfter")}
          </p>
          <img
            className="staff-totp-qr"
            src={setup.qr}
            alt={t("secondFactor.qrAlt")}
            width={200}
            height={200}
          />
          <p className="staff-recovery__key">
            <span className="visually-hidden">{t("secondFactor.keyLabel")} </span>
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
          <label htmlFor="setup-code">{t("secondFactor.codeFromApp")}</label>
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
          {moving ? t("secondFactor.moveToThisPhone") : t("secondFactor.turnOn")}
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
  userId,
}: {
  account: StaffAccount;
  outcome: AccountOutcome | undefined;
  busy: boolean;
  /** Whose set-up a reload may show again (kept-setup.ts). */
  userId: string | undefined;
}) {
  const { enabled, required } = account.second_factor;
  const setup = useKeptSetup(outcome?.setup, enabled, userId);
  const confirming = setup || (outcome?.intent === "second-factor-confirm" && !outcome.ok);
  const { t } = useStaffText();
  return (
    <section className="staff-card staff-section" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">{t("secondFactor.title")}</h2>
      {confirming ? (
        <ConfirmKey setup={setup} moving={enabled} busy={busy} />
      ) : enabled ? (
        <>
          <p>
            <span className="staff-badge staff-badge--live">{t("caps.on")}</span> {t("secondFactor.on")}
          </p>
          {outcome?.recoveryCodes ? <RecoveryCodes codes={outcome.recoveryCodes} /> : null}
          <Form method="post" className="staff-form staff-form--inline">
            <PasswordField
              id="recovery-password"
              name="password"
              label={t("secondFactor.yourPassword")}
              autoComplete="current-password"
            />
            <IntentButton intent="recovery-codes" disabled={busy}>
              {t("secondFactor.newRecoveryCodes")}
            </IntentButton>
          </Form>
          <h3>{t("secondFactor.newPhoneTitle")}</h3>
          <p>{t("secondFactor.newPhoneText")}</p>
          <Form method="post" className="staff-form staff-form--inline">
            <PasswordField
              id="replace-password"
              name="password"
              label={t("secondFactor.yourPassword")}
              autoComplete="current-password"
            />
            <IntentButton intent="second-factor-replace" disabled={busy}>
              {t("secondFactor.moveToNewPhone")}
            </IntentButton>
          </Form>
        </>
      ) : (
        <>
          <p>{required ? t("secondFactor.required") : t("secondFactor.optional")}</p>
          <Form method="post" className="staff-form staff-form--inline">
            <PasswordField
              id="setup-password"
              name="password"
              label={t("secondFactor.yourPassword")}
              autoComplete="current-password"
            />
            <IntentButton intent="second-factor-start" tone="primary" disabled={busy}>
              {t("secondFactor.setUp")}
            </IntentButton>
          </Form>
        </>
      )}
    </section>
  );
}
