import { blurhashToDataUrl } from "./blurhash.server.ts";

/** Loader data whose images carry their decoded placeholder next to the blur-hash. */
export type WithPlaceholders<T> = T;

/**
 * Walks loader data and gives every object with a `blurhash` a `placeholder` data URL, so media
 * components show the blurred preview without a decoder in the browser.
 */
export function addPlaceholders<T>(value: T): WithPlaceholders<T> {
  if (Array.isArray(value)) return value.map((item) => addPlaceholders(item)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = addPlaceholders(child);
    if (typeof out.blurhash === "string" && out.placeholder === undefined) {
      out.placeholder = blurhashToDataUrl(out.blurhash);
    }
    return out as T;
  }
  return value;
}
