import { AsyncLocalStorage } from "node:async_hooks";

interface RequestContext {
  /** Sent to the API with each call made for this request, and on every log line about it. */
  requestId: string;
}

// One store per process for both bundles (the server and the app), under a registered symbol.
const KEY = Symbol.for("thalassa.request-context");
const registry = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> };
registry[KEY] ??= new AsyncLocalStorage<RequestContext>();

/** The request being served, set by the server's access-log middleware. */
export const requestContext: AsyncLocalStorage<RequestContext> = registry[KEY];

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
