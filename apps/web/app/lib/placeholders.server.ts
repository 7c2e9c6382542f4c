import { AsyncLocalStorage } from "node:async_hooks";
import { blurhashToDataUrl } from "./blurhash.server.ts";

/** Loader data whose images carry their decoded placeholder next to the blur-hash. */
export type WithPlaceholders<T> = T;

/**
 * Whether the request being answered is a whole document. Its HTML already shows each image's
 * placeholder (the server decodes it while rendering, see ServerPlaceholders), so the hydration
 * data leaves the data URLs out instead of sending every one a second time; a client
 * navigation's `.data` renders in the browser and carries them.
 */
const documentRequest = new AsyncLocalStorage<boolean>();

export function runForRequestKind<T>(isDocument: boolean, next: () => T): T {
  return documentRequest.run(isDocument, next);
}

/**
 * Walks loader data and gives every object with a `blurhash` a `placeholder` data URL, so media
 * components show the blurred preview without a decoder in the browser (for a document, its
 * HTML does; see documentRequest).
 */
export function addPlaceholders<T>(value: T): WithPlaceholders<T> {
  return documentRequest.getStore() ? value : withPlaceholders(value);
}

function withPlaceholders<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withPlaceholders(item)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) out[key] = withPlaceholders(child);
    if (typeof out.blurhash === "string" && out.placeholder === undefined) {
      out.placeholder = blurhashToDataUrl(out.blurhash);
    }
    return out as T;
  }
  return value;
}
