import type { Shape } from "./schema-shape.ts";
import { fromSiteInput } from "./site-time.ts";

/**
 * Field names of generated forms are flat paths ("carousel.slides.0.title.value"), so a form works
 * without JavaScript and nothing builds nested objects from names it did not generate: the shape
 * decides which names are read, and everything else in the body is ignored. The same reader runs in
 * the browser for the live preview and on the server when the form is saved.
 */

/** Hidden field: how many items of an array the form showed. */
export const COUNT = "__count";
/** Checkbox: leave this array item out. */
export const REMOVE = "__remove";
/** Hidden field: an image's blurhash, size and variants, kept from its upload. */
export const IMAGE_META = "__meta";
/** File field: a new image for this place. */
export const IMAGE_UPLOAD = "__upload";
/** The most items one array may hold, whatever a forged count says. */
const MAX_ITEMS = 100;

export type FieldReader = (name: string) => string | null;

export function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

/**
 * Whether something was typed here: text, a number or an image. Choices (selects, checkboxes)
 * alone do not count, so the blank "new item" a form always shows is not saved just because its
 * select has a first option.
 */
function hasContent(shape: Shape, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  switch (shape.type) {
    case "object":
      return shape.props.some(([key, child]) => hasContent(child, (value as Record<string, unknown>)[key]));
    case "array":
      return Array.isArray(value) && value.some((item) => hasContent(shape.items, item));
    case "image":
      return typeof value === "object" && !!(value as { url?: string }).url;
    case "enum":
    case "boolean":
    case "choices":
      return false;
    default:
      return value !== "";
  }
}

function readImage(shape: Shape, path: string, read: FieldReader): unknown {
  const url = (read(join(path, "url")) ?? "").trim();
  if (!url) return shape.optional ? null : { url: "", alt: read(join(path, "alt")) ?? "" };
  let meta: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(read(join(path, IMAGE_META)) ?? "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) meta = parsed;
  } catch {
    // A damaged meta field only loses the placeholder and sizes; the image itself stays.
  }
  return { ...meta, url, alt: read(join(path, "alt")) ?? "" };
}

/** The value of one shape at `path`, read from the posted fields. */
export function readValue(shape: Shape, path: string, read: FieldReader): unknown {
  switch (shape.type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, child] of shape.props) {
        const value = readValue(child, join(path, key), read);
        if (value !== undefined) out[key] = value;
      }
      return shape.optional && path && !hasContent(shape, out) ? null : out;
    }
    case "array": {
      const count = Math.min(Number(read(join(path, COUNT)) ?? 0) || 0, MAX_ITEMS);
      const items: unknown[] = [];
      for (let index = 0; index < count; index++) {
        const itemPath = join(path, index);
        if (read(join(itemPath, REMOVE))) continue;
        const item = readValue(shape.items, itemPath, read);
        if (hasContent(shape.items, item)) items.push(item);
      }
      return items;
    }
    case "image":
      return readImage(shape, path, read);
    case "boolean":
      return read(path) !== null && read(path) !== "";
    case "choices":
      return shape.options.filter((option) => read(join(path, option)) !== null);
    case "number": {
      const raw = (read(path) ?? "").trim();
      if (!raw) return shape.optional ? null : undefined;
      const number = Number(raw);
      return Number.isFinite(number) ? number : raw;
    }
    default: {
      const raw = read(path);
      if (raw === null) return shape.optional ? undefined : "";
      if (raw === "" && shape.optional) return null;
      // A date and time is typed on the site's clock and sent in UTC (ADR 0043).
      return shape.type === "text" && shape.format === "datetime" ? fromSiteInput(raw) : raw;
    }
  }
}

/** A reader over FormData: text values only (files are handled before reading). */
export function formReader(form: FormData): FieldReader {
  return (name) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
}
