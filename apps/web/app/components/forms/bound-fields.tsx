import { CheckboxField, TextField } from "./fields.tsx";
import { TermsLabel } from "./terms-label.tsx";

/** As much of Conform's metadata for one field as a field component needs. */
export interface BoundField {
  id: string;
  errors?: string[];
  initialValue?: unknown;
}

/** A field's id, errors and starting value (what the visitor typed, after a refusal). */
export function bind(field: BoundField) {
  return {
    id: field.id,
    errors: field.errors,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
  };
}

/** Name, e-mail and phone, as every enquiry and application asks for them (SPEC §5). */
export function ContactFields({
  fields,
  emailLabel,
}: {
  fields: Record<"name" | "email" | "phone", BoundField>;
  /** The spec words it "E-mail" on the catering form and "Email" elsewhere. */
  emailLabel: "E-mail" | "Email";
}) {
  return (
    <>
      <TextField name="name" label="Name" {...bind(fields.name)} autoComplete="name" />
      <TextField name="email" label={emailLabel} type="email" {...bind(fields.email)} autoComplete="email" />
      <TextField name="phone" label="Phone" type="tel" {...bind(fields.phone)} autoComplete="tel" />
    </>
  );
}

/** The terms checkbox every form ends with (SPEC §5). */
export function TermsField({ name = "terms", field }: { name?: string; field: BoundField }) {
  return (
    <CheckboxField
      name={name}
      label={<TermsLabel />}
      id={field.id}
      errors={field.errors}
      defaultChecked={field.initialValue === "on"}
    />
  );
}
