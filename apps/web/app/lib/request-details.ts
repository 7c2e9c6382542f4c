// What the site's server knows about a request and hands to React Router's loaders, actions and
// document render. React Router 8 passes a typed context (middleware is always on), so the
// details travel under one context key instead of as a plain object.
import { createContext, type RouterContext, RouterContextProvider } from "react-router";

export interface RequestDetails {
  /** The request's Content-Security-Policy nonce. */
  nonce: string;
  /** The visitor's IP address, passed on to the API for per-visitor rate limits. */
  clientAddress?: string;
  /**
   * Inline scripts the page may insert later (the analytics tags from site settings, after consent):
   * a page shared between visitors names their hashes in its policy, as it has no nonce to give them.
   */
  allowInlineScripts?: (texts: readonly string[]) => void;
  /** Content was published from the staff area: forget shared pages, so visitors see it at once. */
  contentChanged?: () => void;
  /**
   * The request is for a whole document (not a client navigation's `.data`): what its HTML already
   * carries, such as images' placeholders, can stay out of the hydration data.
   */
  document?: boolean;
}

// The site's server (dist/server.js) and the app (build/server) are bundled apart, so each would
// get its own copy of a module-level key and React Router would find nothing under the other's.
// One key per process, kept under a registered symbol, is the same object for both. Its default is
// for `react-router dev`, which renders with an empty context: no nonce (the dev server sends no
// CSP) and no client address.
const KEY = Symbol.for("thalassa.request-details");
const registry = globalThis as { [KEY]?: RouterContext<RequestDetails> };
registry[KEY] ??= createContext<RequestDetails>({ nonce: "" });
const requestDetailsKey = registry[KEY];

/** The context React Router is given for one request. */
export function routerContext(details: RequestDetails): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestDetailsKey, details);
  return context;
}

export function requestDetails(context: Readonly<RouterContextProvider>): RequestDetails {
  return context.get(requestDetailsKey);
}
