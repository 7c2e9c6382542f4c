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

/** An address of a video file (an MP4 or WebM upload, or one on another server). */
export function isVideoAddress(url: string): boolean {
  return /\.(mp4|webm)(?:[?#]|$)/i.test(url.trim());
}

/** In an image's meta field: the address the meta was made for (not saved). */
export const META_OF = "of";

/**
 * An image's blurhash, size and variants as the form kept them. They belong to the address they
 * were made for: when another address was typed in, the old picture's variants would show instead
 * of the new one, so nothing is kept. Damaged JSON keeps nothing either.
 */
function readMeta(path: string, read: FieldReader, url: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(read(join(path, IMAGE_META)) ?? "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      const { [META_OF]: madeFor, ...meta } = parsed as Record<string, unknown>;
      return typeof madeFor === "string" && madeFor.trim() !== url ? {} : meta;
    }
  } catch {
    // A damaged meta field only loses the placeholder and sizes; the image itself stays.
  }
  return {};
}

/** The focal point's number fields, under an image's path: x and y in percent. */
export const FOCUS = "focus";

/**
 * An image's focal point from its two number fields. The centre is what a picture without one
 * shows, so it is left out (an image saved before there were focal points stays as it was); a
 * value that is not a number goes on as typed, for the contract to refuse with its message.
 */
function readFocus(path: string, read: FieldReader): Record<string, unknown> | null {
  const typed = (key: "x" | "y") => (read(join(join(path, FOCUS), key)) ?? "").trim();
  const [x, y] = [typed("x"), typed("y")];
  if (!x && !y) return null;
  const value = (raw: string) => (raw === "" ? 50 : Number.isFinite(Number(raw)) ? Number(raw) : raw);
  const focus = { x: value(x), y: value(y) };
  return focus.x === 50 && focus.y === 50 ? null : focus;
}

function readImage(shape: Shape, path: string, read: FieldReader): unknown {
  const url = (read(join(path, "url")) ?? "").trim();
  if (!url) return shape.optional ? null : { url: "", alt: read(join(path, "alt")) ?? "" };
  const { focus: _keptFocus, ...meta } = readMeta(path, read, url);
  const focus = readFocus(path, read);
  const image: Record<string, unknown> = {
    ...meta,
    url,
    alt: read(join(path, "alt")) ?? "",
    ...(focus ? { focus } : {}),
  };
  if (shape.type !== "image" || !shape.video) return image;
  // A place that takes a video: the address says which it is, and a video keeps its poster image
  // (shown before it plays and instead of it under reduced motion), an image none.
  if (!isVideoAddress(url)) {
    const { poster: _none, ...picture } = image;
    return meta.type === "video" ? { ...picture, type: "image" } : picture;
  }
  const posterPath = join(path, "poster");
  const posterUrl = (read(join(posterPath, "url")) ?? "").trim();
  const poster = posterUrl ? { ...readMeta(posterPath, read, posterUrl), url: posterUrl, alt: "" } : null;
  // A video that was one before keeps its size; an image's placeholder and sizes are not the video's.
  const size = meta.type === "video" ? {} : { blurhash: null, width: null, height: null, variants: null };
  return { ...image, ...size, type: "video", poster };
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
