import { apiBaseUrl, apiFetch } from "../../lib/api-fetch.server.ts";
import { getEnv } from "../../lib/env.server.ts";

/** better-auth's cookies carry this prefix (optionally behind `__Secure-`); no other cookie is forwarded. */
const STAFF_COOKIE = /^(?:__Secure-|__Host-)?thalassa_staff[._-]/;

/** An answer of the staff API: its status, parsed JSON body and the cookies it set. */
export interface StaffAnswer<T = unknown> {
  status: number;
  ok: boolean;
  body: T;
  setCookies: string[];
}

/** The staff session cookies of a request, and nothing else the visitor's browser holds. */
export function staffCookies(request: Request): string {
  const header = request.headers.get("cookie") ?? "";
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => STAFF_COOKIE.test(part.split("=")[0] ?? ""))
    .join("; ");
}

/** Whether the request carries a staff cookie at all (cheap check before asking the API). */
export function hasStaffCookie(request: Request): boolean {
  return staffCookies(request) !== "";
}

export interface StaffFetchOptions {
  method?: string;
  /** JSON body (an object) or multipart (FormData). */
  body?: unknown;
  clientAddress?: string;
  /** Where the path lives: the versioned API (default) or better-auth's mount. */
  base?: "v1" | "auth";
}

/**
 * One server-to-server call to the API on behalf of a staff member: only their staff cookies go
 * along, the Origin is the public site's (better-auth trusts it), and the visitor's address is
 * forwarded so the sign-in rate limit counts them and not the site.
 */
export async function staffRaw(request: Request, path: string, options: StaffFetchOptions = {}) {
  const env = getEnv();
  // Staff endpoints live under the versioned base (/api/v1/staff), better-auth under /api/auth.
  const target = options.base === "auth" ? `${new URL(apiBaseUrl()).origin}/api/auth/${path}` : path;
  const headers: Record<string, string> = { origin: new URL(env.PUBLIC_SITE_URL).origin };
  const cookie = staffCookies(request);
  if (cookie) headers.cookie = cookie;
  if (options.clientAddress) headers["x-forwarded-for"] = options.clientAddress;
  // A session records the browser it was opened in: the account page's list of sessions names it.
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers["user-agent"] = userAgent.slice(0, 400);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  return apiFetch(
    target,
    { method: options.method ?? (body ? "POST" : "GET"), headers, body },
    // Uploads and publishing take longer than a page's reads.
    { timeoutMs: env.API_TIMEOUT_MS * 4 },
  );
}

/** A staff API call whose answer is read as JSON (a non-JSON answer becomes `{ message }`). */
export async function staffApi<T = unknown>(
  request: Request,
  path: string,
  options: StaffFetchOptions = {},
): Promise<StaffAnswer<T>> {
  let response: Response;
  try {
    response = await staffRaw(request, path, options);
  } catch {
    return {
      status: 503,
      ok: false,
      body: { message: "The staff service is not answering. Try again in a minute." } as T,
      setCookies: [],
    };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { message: text.slice(0, 300) || response.statusText };
  }
  return {
    status: response.status,
    ok: response.ok,
    body: body as T,
    setCookies: response.headers.getSetCookie(),
  };
}

/** The sentence an API refusal carries, or a general one. */
export function refusalMessage(body: unknown, fallback = "The request was not accepted."): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message;
  }
  return fallback;
}

/** Headers that pass the API's Set-Cookie (session rotation, sign-out) on to the browser. */
export function cookieHeaders(setCookies: string[], extra: HeadersInit = {}): Headers {
  const headers = new Headers(extra);
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  headers.set("cache-control", "private, no-store");
  return headers;
}
