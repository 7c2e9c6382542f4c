import type { StaffInterfaceLanguage } from "@thalassa/contract/staff";
import { Form } from "react-router";
import { IntentButton } from "../controls/intent-button.tsx";
import { useStaffText } from "../text/use-staff-text.tsx";

/** Each interface language named in its own language, marked as such for screen readers. */
const CHOICES: { value: StaffInterfaceLanguage; label: string }[] = [
  { value: "en", label: "English" },
  { value: "el", label: "Ελληνικά" },
];

/** The language the staff interface is shown in for this account (ADR 0065). */
export function InterfaceLanguage({ current, busy }: { current: StaffInterfaceLanguage; busy: boolean }) {
  const { t } = useStaffText();
  return (
    <section className="staff-card staff-section" aria-labelledby="interface-language-title">
      <h2 id="interface-language-title">{t("account.languageTitle")}</h2>
      <Form method="post" className="staff-form">
        <fieldset className="staff-field">
          <legend>{t("account.languageLegend")}</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} lang={choice.value}>
              <input
                type="radio"
                name="interface_language"
                value={choice.value}
                defaultChecked={choice.value === current}
              />{" "}
              {choice.label}
            </label>
          ))}
        </fieldset>
        <IntentButton intent="interface-language" disabled={busy}>
          {t("account.saveLanguage")}
        </IntentButton>
      </Form>
    </section>
  );
}
