// The site's server (dist/server.js) and the app (build/server) are bundled apart; the caches to
// forget live on both sides (pages in the server, API reads in the app). Listeners are kept under
// a registered symbol, the same set for both bundles (as request-details.ts does for its key).
const KEY = Symbol.for("thalassa.content-changed");
const registry = globalThis as { [KEY]?: Set<() => void> };
registry[KEY] ??= new Set();
const listeners = registry[KEY];

/** Run `listener` whenever content changed anywhere (the API's content version moved). */
export function onContentChanged(listener: () => void): void {
  listeners.add(listener);
}

/** Content changed: every cache that registered forgets what it kept. */
export function contentChanged(): void {
  for (const listener of listeners) listener();
}
