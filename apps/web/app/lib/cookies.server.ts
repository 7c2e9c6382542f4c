import { randomBytes } from "node:crypto";
import {
  CONSENT_COOKIE_DAYS,
  CONSENT_COOKIE_NAME,
  UTM_COOKIE_DAYS,
  UTM_COOKIE_NAME,
} from "@thalassa/contract/constants";
import { CONSENT_VISITOR_COOKIE_NAME } from "@thalassa/contract/privacy";
import { parseCookie, stringifySetCookie } from "cookie";

const DAY_SECONDS = 24 * 60 * 60;

export type Consent = "true" | "false" | null;

/** The raw (still percent-encoded) value of one cookie in a Cookie header. */
function rawCookieIn(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  // Undecoded: `cookie` would hand back a value that is not valid percent-encoding as it is.
  return parseCookie(header, { decode: (value) => value })[name] ?? null;
}

/** Reads one cookie from a Cookie header; one whose value is not valid percent-encoding reads as none. */
export function readCookie(request: Request, name: string): string | null {
  return readCookieIn(request.headers.get("cookie"), name);
}

/** readCookie on the Cookie header's text (the site server reads it before any Request is made). */
export function readCookieIn(header: string | null | undefined, name: string): string | null {
  const raw = rawCookieIn(header, name);
  if (raw === null) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Whether the request carries the cookie at all, readable or not (so that a broken one is still cleared). */
export const hasCookie = (request: Request, name: string) => hasCookieIn(request.headers.get("cookie"), name);

/** hasCookie on the Cookie header's text. */
export const hasCookieIn = (header: string | null | undefined, name: string) =>
  rawCookieIn(header, name) !== null;

/**
 * Whether the request came over HTTPS. The server adapter builds request.url from the protocol
 * Express resolved, which honours X-Forwarded-Proto only from a trusted proxy.
 */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function serialize(request: Request, name: string, value: string, days: number): string {
  return stringifySetCookie({
    name,
    value,
    maxAge: days * DAY_SECONDS,
    path: "/",
    sameSite: "lax",
    secure: isSecureRequest(request),
  });
}

/** SPEC §9: the visitor's cookie choice, "true" or "false"; null until they chose. */
export function readConsent(request: Request): Consent {
  return readConsentIn(request.headers.get("cookie"));
}

/** readConsent on the Cookie header's text. */
export function readConsentIn(header: string | null | undefined): Consent {
  const value = readCookieIn(header, CONSENT_COOKIE_NAME);
  return value === "true" || value === "false" ? value : null;
}

export function consentCookie(request: Request, accepted: boolean): string {
  return serialize(request, CONSENT_COOKIE_NAME, String(accepted), CONSENT_COOKIE_DAYS);
}

/**
 * The random id the consent log knows this browser by (hashed on the server, ADR 0034): the one
 * the browser already has, or a new one. It lasts as long as the choice it records.
 */
export function consentVisitorId(request: Request): { id: string; setCookie: string | null } {
  const existing = readCookie(request, CONSENT_VISITOR_COOKIE_NAME);
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return { id: existing, setCookie: null };
  const id = randomBytes(18).toString("base64url");
  return {
    id,
    setCookie: serialize(request, CONSENT_VISITOR_COOKIE_NAME, id, CONSENT_COOKIE_DAYS),
  };
}

/** SPEC §7: utm_source from the URL is kept for 30 days and attached to submissions. */
export function readUtmSource(request: Request): string | null {
  const fromUrl = new URL(request.url).searchParams.get(UTM_COOKIE_NAME);
  const value = fromUrl ?? readCookie(request, UTM_COOKIE_NAME);
  return value ? value.slice(0, 200) : null;
}

/** A Set-Cookie value when the URL brings a new utm_source, else null. */
export function utmCookieFromUrl(request: Request): string | null {
  const fromUrl = new URL(request.url).searchParams.get(UTM_COOKIE_NAME);
  if (!fromUrl || fromUrl === readCookie(request, UTM_COOKIE_NAME)) return null;
  return serialize(request, UTM_COOKIE_NAME, fromUrl.slice(0, 200), UTM_COOKIE_DAYS);
}
