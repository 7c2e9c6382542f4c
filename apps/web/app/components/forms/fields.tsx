import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { messages } from "@thalassa/contract/messages";
import { createContext, type ReactNode, use } from "react";
import { useLocale, useTranslations } from "use-intl";
import { useContractMessage } from "../../i18n/contract-message.ts";
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import "./fields.css";

/** One field of a Conform form: its name, id, errors and what the visitor typed before a refusal. */
export type Field = FieldMetadata<unknown>;

interface FieldBase {
  /** Conform's metadata: the control's props come from getInputProps and its siblings. */
  field: Field;
  label: ReactNode;
  /** SPEC §5: the shared input has a theme, dark by default (dark text on light ground). */
  theme?: "dark" | "light";
  required?: boolean;
}

/**
 * Set by a form whose every field is required (the modal forms, the gift card): each control then
 * says so to assistive technology (aria-required) and the form says it once in words (WCAG 3.3.2).
 * Only the native `required` of a field given it blocks an empty submit; these stay with the server.
 */
export const AllFieldsRequired = createContext(false);

/** The visible note of a form whose fields are all required, before its first field. */
export function AllRequiredNote() {
  const t = useTranslations("forms");
  return <p className="form-required-note">{t("allRequired")}</p>;
}

function useAriaRequired(required: boolean | undefined): true | undefined {
  return required || use(AllFieldsRequired) ? true : undefined;
}

const hintId = (field: Field, hint: string | undefined) => (hint ? `${field.id}-hint` : undefined);

/**
 * The first error, under the field (SPEC §5), at the id Conform's aria-describedby names. `choose`
 * is a select's own prompt ("Επιλέξτε χώρο"): in Greek and Russian a bare "this field is required"
 * under a select names no field, so the prompt says what is missing instead. English keeps the
 * SPEC's wording.
 */
function FieldError({ field, choose }: { field: Field; choose?: string }) {
  const localMessage = useContractMessage();
  const locale = useLocale();
  if (!field.errors?.length) return null;
  const error = field.errors[0]!;
  const text =
    choose && locale !== DEFAULT_LOCALE && error === messages.fieldRequired ? choose : localMessage(error);
  return (
    <p id={field.errorId} className="field__error">
      {text}
    </p>
  );
}

function FieldHint({ field, hint }: { field: Field; hint?: string }) {
  if (!hint) return null;
  return (
    <p id={hintId(field, hint)} className="field__hint">
      {hint}
    </p>
  );
}

interface TextFieldProps extends FieldBase {
  type?: "text" | "email" | "tel" | "date" | "number" | "url";
  placeholder?: string;
  /** SPEC §5: optional numeric bounds. */
  min?: number | string;
  max?: number | string;
  step?: number | string;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
  /** A textarea with this many rows instead of an input. */
  rows?: number;
  hint?: string;
}

/** SPEC §5 shared text input: label, placeholder, type, theme, optional min and max; error under it. */
export function TextField({
  field,
  label,
  theme = "dark",
  required,
  hint,
  rows,
  type = "text",
  ...input
}: TextFieldProps) {
  const aria = { ariaDescribedBy: hintId(field, hint) };
  const common = {
    required,
    "aria-required": useAriaRequired(required),
    placeholder: input.placeholder,
    autoComplete: input.autoComplete,
  };
  const control = rows ? (
    <textarea {...getTextareaProps(field, aria)} {...common} rows={rows} />
  ) : (
    <input
      {...getInputProps(field, { ...aria, type })}
      {...common}
      min={input.min}
      max={input.max}
      step={input.step}
      inputMode={input.inputMode}
    />
  );
  return (
    <div className={`field field--${theme}`}>
      <label htmlFor={field.id} className="field__label">
        {label}
      </label>
      {control}
      <FieldHint field={field} hint={hint} />
      <FieldError field={field} />
    </div>
  );
}

interface SelectFieldProps extends FieldBase {
  options: { value: string | number; label: string }[];
  placeholder?: string;
}

export function SelectField({
  field,
  label,
  theme = "dark",
  required,
  options,
  placeholder,
}: SelectFieldProps) {
  const props = getSelectProps(field);
  const t = useTranslations("forms");
  return (
    <div className={`field field--${theme}`}>
      <label htmlFor={field.id} className="field__label">
        {label}
      </label>
      <select
        {...props}
        defaultValue={props.defaultValue ?? ""}
        required={required}
        aria-required={useAriaRequired(required)}
      >
        <option value="">{placeholder ?? t("pleaseChoose")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError field={field} choose={placeholder} />
    </div>
  );
}

export function CheckboxField({ field, label, theme = "dark", required }: FieldBase) {
  const ariaRequired = useAriaRequired(required);
  return (
    <div className={`field field--checkbox field--${theme}`}>
      <input
        {...getInputProps(field, { type: "checkbox" })}
        required={required}
        aria-required={ariaRequired}
      />
      <label htmlFor={field.id} className="field__label">
        {label}
      </label>
      <FieldError field={field} />
    </div>
  );
}

interface FileFieldProps extends FieldBase {
  accept?: string;
  hint?: string;
}

export function FileField({ field, label, theme = "dark", required, accept, hint }: FileFieldProps) {
  const ariaRequired = useAriaRequired(required);
  return (
    <div className={`field field--file field--${theme}`}>
      <label htmlFor={field.id} className="field__label">
        {label}
      </label>
      <input
        {...getInputProps(field, { type: "file", ariaDescribedBy: hintId(field, hint) })}
        required={required}
        aria-required={ariaRequired}
        accept={accept}
      />
      <FieldHint field={field} hint={hint} />
      <FieldError field={field} />
    </div>
  );
}

/** The form-level message (SPEC §8: the first error, or the administrator message). */
export function FormMessage({ id, message }: { id?: string; message?: string | null }) {
  const localMessage = useContractMessage();
  if (!message) return null;
  return (
    <p id={id} className="form-message" role="alert">
      {localMessage(message)}
    </p>
  );
}

/** SPEC §4 submitting state: disabled with a spinner. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="button button--accent form-submit"
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
