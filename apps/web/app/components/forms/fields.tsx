import type { ReactNode } from "react";
import "./fields.css";

interface FieldBase {
  name: string;
  label: ReactNode;
  /** Field errors; the first one is shown under the field (SPEC §5). */
  errors?: string[] | null;
  id?: string;
  /** SPEC §5: the shared input has a theme, dark by default (dark text on light ground). */
  theme?: "dark" | "light";
  required?: boolean;
}

function describe(id: string, errors: string[] | null | undefined, hint?: string) {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": ids || undefined,
  } as const;
}

function FieldError({ id, errors }: { id: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      {errors[0]}
    </p>
  );
}

interface TextFieldProps extends FieldBase {
  type?: "text" | "email" | "tel" | "date" | "number" | "url";
  placeholder?: string;
  defaultValue?: string | number | null;
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
  name,
  label,
  errors,
  id = `field-${name}`,
  theme = "dark",
  required,
  hint,
  rows,
  defaultValue,
  ...input
}: TextFieldProps) {
  const common = {
    id,
    name,
    required,
    defaultValue: defaultValue ?? undefined,
    placeholder: input.placeholder,
    autoComplete: input.autoComplete,
    ...describe(id, errors, hint),
  };
  return (
    <div className={`field field--${theme}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input
          {...common}
          type={input.type ?? "text"}
          min={input.min}
          max={input.max}
          step={input.step}
          inputMode={input.inputMode}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} errors={errors} />
    </div>
  );
}

interface SelectFieldProps extends FieldBase {
  options: { value: string | number; label: string }[];
  placeholder?: string;
  defaultValue?: string | number | null;
}

export function SelectField({
  name,
  label,
  errors,
  id = `field-${name}`,
  theme = "dark",
  required,
  options,
  placeholder,
  defaultValue,
}: SelectFieldProps) {
  return (
    <div className={`field field--${theme}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        defaultValue={defaultValue ?? ""}
        {...describe(id, errors)}
      >
        <option value="">{placeholder ?? "Please choose"}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} errors={errors} />
    </div>
  );
}

interface CheckboxFieldProps extends FieldBase {
  defaultChecked?: boolean;
}

export function CheckboxField({
  name,
  label,
  errors,
  id = `field-${name}`,
  theme = "dark",
  required,
  defaultChecked,
}: CheckboxFieldProps) {
  return (
    <div className={`field field--checkbox field--${theme}`}>
      <input
        type="checkbox"
        id={id}
        name={name}
        required={required}
        defaultChecked={defaultChecked}
        {...describe(id, errors)}
      />
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <FieldError id={id} errors={errors} />
    </div>
  );
}

interface FileFieldProps extends FieldBase {
  accept?: string;
  hint?: string;
}

export function FileField({
  name,
  label,
  errors,
  id = `field-${name}`,
  theme = "dark",
  required,
  accept,
  hint,
}: FileFieldProps) {
  return (
    <div className={`field field--file field--${theme}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        type="file"
        id={id}
        name={name}
        required={required}
        accept={accept}
        {...describe(id, errors, hint)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} errors={errors} />
    </div>
  );
}

/** The form-level message (SPEC §8: the first error, or the administrator message). */
export function FormMessage({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="form-message" role="alert">
      {message}
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
