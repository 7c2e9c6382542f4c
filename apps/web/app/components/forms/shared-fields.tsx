import { useTranslations } from "use-intl";
import { CheckboxField, type Field, TextField } from "./fields.tsx";
import { TermsLabel } from "./terms-label.tsx";

/** Name, e-mail and phone, as every enquiry and application asks for them (SPEC §5). */
export function ContactFields({
  fields,
  emailLabel,
}: {
  fields: Record<"name" | "email" | "phone", Field>;
  /** The spec words it "E-mail" on the catering form and "Email" elsewhere. */
  emailLabel: "E-mail" | "Email";
}) {
  const t = useTranslations("forms");
  return (
    <>
      <TextField field={fields.name} label={t("name")} autoComplete="name" />
      <TextField
        field={fields.email}
        label={t(emailLabel === "E-mail" ? "emailCatering" : "email")}
        type="email"
        autoComplete="email"
      />
      <TextField field={fields.phone} label={t("phone")} type="tel" autoComplete="tel" />
    </>
  );
}

/** The terms checkbox every form ends with (SPEC §5). */
export function TermsField({ field }: { field: Field }) {
  return <CheckboxField field={field} label={<TermsLabel />} />;
}
