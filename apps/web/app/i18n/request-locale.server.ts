import { AsyncLocalStorage } from "node:async_hooks";
import { redirect } from "react-router";
import { DEFAULT_LOCALE, type Locale, localeOfPath, pathInLocale } from "./locales.ts";

/**
 * The language of the request being answered, for server code that has no request at hand (the
 * page's SEO). Set by the root route's middleware from the path alone, so it is the same for
 * every visitor of an address and a shared page may keep it (ADR 0013).
 */
const storage = new AsyncLocalStorage<Locale>();

export function runInLocale<T>(request: Request, next: () => T): T {
  return storage.run(localeOfPath(new URL(request.url).pathname), next);
}

export function requestLocale(): Locale {
  return storage.getStore() ?? DEFAULT_LOCALE;
}

/** A redirect to a site path in the request's language (`/careers` from a Greek page is `/el/careers`). */
export function redirectInLocale(path: string, init?: number | ResponseInit): Response {
  return redirect(pathInLocale(path, requestLocale()), init);
}
