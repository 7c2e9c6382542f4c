import { Form } from "react-router";
import { IntentButton } from "../controls/intent-button.tsx";
import { useStaffText } from "../text/use-staff-text.tsx";
import { NewPasswordField } from "./new-password-field.tsx";

/** A password box of the account page (the current password, asked before a change). */
export function PasswordField({
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

/** Change your password: the current one, the new one; the other sessions are signed out. */
export function ChangePassword({ busy }: { busy: boolean }) {
  const { t } = useStaffText();
  return (
    <section className="staff-card staff-section" aria-labelledby="password-title">
      <h2 id="password-title">{t("account.passwordTitle")}</h2>
      <Form method="post" className="staff-form">
        <PasswordField
          id="current-password"
          name="current_password"
          label={t("account.currentPassword")}
          autoComplete="current-password"
        />
        <NewPasswordField
          id="new-password"
          name="new_password"
          label={t("account.newPassword")}
          note={t("account.otherSessionsSignedOut")}
        />
        <IntentButton intent="password" tone="primary" disabled={busy}>
          {t("account.changePassword")}
        </IntentButton>
      </Form>
    </section>
  );
}
