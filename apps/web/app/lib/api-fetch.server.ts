import { REQUEST_ID_HEADER } from "@thalassa/contract/request-id";
import { getEnv } from "./env.server.ts";
import { currentRequestId } from "./request-context.server.ts";

/** The content API's versioned base (API_URL) without a trailing slash. */
export function apiBaseUrl(): string {
  return getEnv().API_URL.replace(/\/$/, "");
}

interface ApiFetchOptions {
  /** How long to wait for the answer; the configured API_TIMEOUT_MS unless the caller needs longer. */
  timeoutMs?: number;
}

/**
 * The one place the site calls the content API with its key: every server-side call carries the
 * api-key header (callers cannot override it), asks for JSON unless told otherwise, and gives up
 * after a timeout so a slow API cannot hold a page. `target` is a path under API_URL, or an
 * absolute URL on the API (better-auth lives outside the versioned base).
 */
export function apiFetch(target: string, init: RequestInit = {}, options: ApiFetchOptions = {}) {
  const env = getEnv();
  const url = /^https?:\/\//.test(target) ? target : `${apiBaseUrl()}/${target}`;
  const headers = new Headers(init.headers);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  headers.set("api-key", env.API_KEY);
  // The API logs its side under the same id as this site's request (ADR 0033).
  const requestId = currentRequestId();
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  return fetch(url, {
    ...init,
    headers,
    signal: AbortSignal.timeout(options.timeoutMs ?? env.API_TIMEOUT_MS),
  });
}
