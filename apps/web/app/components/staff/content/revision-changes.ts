import type { Shape } from "../form/schema-shape.ts";
import { siteDateTime } from "../form/site-time.ts";

/** One field that differs between a revision and the item as it is, in words staff read. */
export interface FieldChange {
  /** "Translations › Greek › Title" */
  label: string;
  revision: string;
  current: string;
}

const LONGEST = 400;
/** What an empty field shows; the revisions panel writes it in the interface language. */
export const EMPTY = "(empty)";

function plain(text: string): string {
  // Rich text is compared as the words a reader sees; the markup is never rendered here.
  const words = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return words.length > LONGEST ? `${words.slice(0, LONGEST)}…` : words;
}

/** A leaf value as the form would show it. */
function shown(shape: Shape, value: unknown): string {
  if (value === undefined || value === null || value === "") return EMPTY;
  switch (shape.type) {
    case "boolean":
      return value ? "Yes" : "No";
    case "enum":
      return shape.optionLabels?.[String(value)] ?? String(value);
    case "number":
      return shape.choices?.find((choice) => choice.value === value)?.label ?? String(value);
    case "choices":
      return Array.isArray(value) && value.length ? value.join(", ") : EMPTY;
    case "image": {
      const image = value as { url?: unknown; alt?: unknown };
      if (!image.url) return EMPTY;
      return `${String(image.url)}${image.alt ? ` (“${String(image.alt)}”)` : ""}`;
    }
    case "text":
      if (shape.format === "datetime" && typeof value === "string" && !Number.isNaN(Date.parse(value)))
        return `${siteDateTime(value)} (Cyprus time)`;
      return plain(String(value)) || EMPTY;
    default:
      return plain(typeof value === "string" ? value : JSON.stringify(value));
  }
}

function join(parent: string, label: string): string {
  return [parent, label].filter(Boolean).join(" › ");
}

function walk(shape: Shape, label: string, revision: unknown, current: unknown, out: FieldChange[]) {
  if (shape.type === "object") {
    const a = (revision ?? {}) as Record<string, unknown>;
    const b = (current ?? {}) as Record<string, unknown>;
    for (const [key, child] of shape.props) walk(child, join(label, child.label || key), a[key], b[key], out);
    return;
  }
  if (shape.type === "array") {
    const a = Array.isArray(revision) ? revision : [];
    const b = Array.isArray(current) ? current : [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const name = join(label, String(i + 1));
      if (i >= a.length) out.push({ label: name, revision: "(not there)", current: "(added since)" });
      else if (i >= b.length) out.push({ label: name, revision: "(there)", current: "(removed since)" });
      else walk(shape.items, name, a[i], b[i], out);
    }
    return;
  }
  const before = shown(shape, revision);
  const now = shown(shape, current);
  if (before !== now) out.push({ label: label || "Value", revision: before, current: now });
}

/**
 * The fields, by their form labels, whose value in a revision differs from the item as it is now.
 * Fields the form does not show (the id, the publishing state) are not compared.
 */
export function revisionChanges(shape: Shape, revision: unknown, current: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  walk(shape, "", revision, current, out);
  return out;
}
