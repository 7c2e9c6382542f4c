import { createContext, type ReactNode, useContext } from "react";
import type { FieldErrors } from "./field-parts.tsx";
import type { Shape } from "./schema-shape.ts";

/*
 * Folded sections of the generated staff forms (ADR 0062): every list (slides, menu sections,
 * dishes) and every translation is a native <details> whose summary names it with a count
 * ("Carousel (3)", "Section 2: Starters — 8 items"), so a long form reads as a table of contents
 * and works without JavaScript. A fold opens by itself when it is the form's first list, or when
 * a refused save left an error inside it, so no error is ever hidden.
 */

/** Whether a refused save named a field at `path` or inside it. */
export function hasErrorUnder(errors: FieldErrors, path: string): boolean {
  return Object.entries(errors).some(
    ([key, messages]) => !!messages?.[0] && (path === "" || key === path || key.startsWith(`${path}.`)),
  );
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The path of the first list of a form, in the order its fields show: that fold starts open.
 * A wrapper of one field ({ slides }) counts as its field, as the form shows it.
 */
export function firstListPath(shape: Shape, path = ""): string | null {
  if (shape.type === "array") return path;
  if (shape.type !== "object") return null;
  for (const [key, child] of shape.props) {
    if (key === "translations") continue;
    const found = firstListPath(child, join(path, key));
    if (found !== null) return found;
  }
  return null;
}

/** The words an item's fields hold first (a slide's title, a section's name), for its summary. */
function firstWords(shape: Shape, value: unknown): string {
  if (typeof value === "string" && shape.type === "text" && shape.format !== "html") return value.trim();
  if (shape.type !== "object" || !value || typeof value !== "object") return "";
  const record = value as Record<string, unknown>;
  for (const [key, child] of shape.props) {
    const words = firstWords(child, record[key]);
    if (words) return words.length > 60 ? `${words.slice(0, 59)}…` : words;
  }
  return "";
}

/** "Section 2: Starters — 8 items": an item's number and name and how many entries each of its own lists holds. */
export function itemSummary(title: string, shape: Shape, value: unknown): string {
  const words = firstWords(shape, value);
  const counts =
    shape.type === "object" && value && typeof value === "object"
      ? shape.props.flatMap(([key, child]) => {
          const list = (value as Record<string, unknown>)[key];
          if (child.type !== "array" || !Array.isArray(list)) return [];
          const noun = list.length === 1 ? child.items.label : child.label;
          return [`${list.length} ${noun.toLowerCase()}`];
        })
      : [];
  return [words ? `${title}: ${words}` : title, ...counts].join(" — ");
}

/** The path of the list that starts open, for the form below (none: every fold starts closed). */
export const FirstFold = createContext<string | null>(null);

export function useFirstFold(): string | null {
  return useContext(FirstFold);
}

export function Fold({
  summary,
  open,
  className,
  children,
}: {
  summary: ReactNode;
  open: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details className={`staff-fold${className ? ` ${className}` : ""}`} open={open}>
      <summary className="staff-fold__summary">{summary}</summary>
      <div className="staff-fold__body">{children}</div>
    </details>
  );
}
