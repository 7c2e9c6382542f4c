import { useStaffText } from "../text/use-staff-text.tsx";
import type { Shape } from "./schema-shape.ts";

/*
 * The parts every field of the generated staff form is made of: its id, its help and error texts
 * and how they describe the control (schema-form.tsx, media-field.tsx).
 */

/** Field errors of a refused save, by dotted path ("images.small.url"). */
export type FieldErrors = Record<string, string[] | undefined>;

export interface FieldProps {
  shape: Shape;
  path: string;
  value: unknown;
  errors: FieldErrors;
}

/** A safe, unique id for a field path (ids may hold dots, but CSS selectors then need escaping). */
export function fieldId(path: string): string {
  return `field-${path.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
}

export function ErrorText({ path, errors }: { path: string; errors: FieldErrors }) {
  const message = errors[path]?.[0];
  if (!message) return null;
  return (
    <p className="staff-field__error" id={`${fieldId(path)}-error`}>
      {message}
    </p>
  );
}

export function describedBy(path: string, errors: FieldErrors, help?: string): string | undefined {
  const ids = [help ? `${fieldId(path)}-help` : "", errors[path]?.[0] ? `${fieldId(path)}-error` : ""];
  return ids.filter(Boolean).join(" ") || undefined;
}

export function Help({ path, text }: { path: string; text?: string }) {
  return text ? (
    <p className="staff-field__help" id={`${fieldId(path)}-help`}>
      {text}
    </p>
  ) : null;
}

export function asText(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

/** " (optional)" after a label, in the interface language. */
export function Optional() {
  const { t } = useStaffText();
  return <span className="staff-field__optional">{t("edit.optional")}</span>;
}
