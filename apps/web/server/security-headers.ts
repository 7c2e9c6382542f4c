import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { isStaffPath } from "./staff-pages.ts";

export interface SecurityOptions {
  /** Origins a form may post or redirect to (the payment page), besides this site. */
  formActionOrigins: string[];
  /** Who else may embed the site in a frame (a CMS, for block previews); the site itself always may. */
  frameAncestors: string[];
  /** Extra origins scripts may connect to (analytics, after consent). */
  connectOrigins: string[];
  /** Other origins whose pages may post to this site (a proxy's public origin, for example). */
  trustedOrigins?: string[];
}

/**
 * Whether the visitor reached us over HTTPS, directly or through a trusted proxy that says so
 * (req.protocol reads X-Forwarded-Proto only from the proxies "trust proxy" names).
 */
export function isHttps(req: Request): boolean {
  return req.protocol === "https";
}

/** A CSP source for an inline script with exactly this text (as the browser reads it: line ends as LF). */
export function scriptHashSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalised).digest("base64")}'`;
}

/**
 * The policy for a document whose own scripts are named by `scriptSources`: its nonce (an answer
 * for one visitor) or the hashes of its inline scripts (a page shared between visitors, whose bytes
 * must be the same for all). 'strict-dynamic' trusts what those scripts load (the route modules).
 * 'https:' and 'unsafe-inline' are ignored by browsers that understand nonces, hashes and
 * 'strict-dynamic'; they only keep very old browsers working.
 * `mediaBlobs` lets a page show or play a file the visitor chose on their own device (`blob:`): the
 * staff area takes a video's poster frame that way and shows a chosen picture or clip before it is
 * uploaded; public pages have no use for it.
 */
export function contentSecurityPolicy(
  scriptSources: readonly string[],
  options: SecurityOptions,
  { mediaBlobs = false }: { mediaBlobs?: boolean } = {},
): string {
  return [
    "default-src 'self'",
    `script-src ${[...scriptSources, "'strict-dynamic'", "https:", "'unsafe-inline'"].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${mediaBlobs ? "blob: " : ""}https:`,
    `media-src 'self' ${mediaBlobs ? "blob: " : ""}https:`,
    "font-src 'self'",
    `connect-src 'self' ${options.connectOrigins.join(" ")}`.trim(),
    "frame-src 'self' https://www.openstreetmap.org",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self' ${options.formActionOrigins.join(" ")}`.trim(),
    // 'self' always: the staff area's block editor frames /edit-component beside its form.
    `frame-ancestors ${["'self'", ...options.frameAncestors].join(" ")}`,
  ].join("; ");
}

/**
 * The security headers every answer gets besides its policy: set here for the Express chain, and
 * by the cache-hit fast path ahead of it (cached-page.ts), so the two cannot drift apart.
 */
export function setFixedSecurityHeaders(res: ServerResponse, https: boolean) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/**
 * Express's `req.protocol === "https"` on Node's own request: the socket's TLS, or from a trusted
 * proxy the first X-Forwarded-Proto.
 */
export function isHttpsFrom(req: IncomingMessage, isTrustedProxy: (address: string) => boolean): boolean {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (!isTrustedProxy(req.socket.remoteAddress ?? "")) return own === "https";
  const header = req.headers["x-forwarded-proto"];
  const forwarded = (Array.isArray(header) ? header.join(", ") : header) || own;
  return forwarded.split(",")[0]?.trim() === "https";
}

/**
 * Security headers on every response, with a fresh CSP nonce per request (res.locals.nonce) for
 * answers made for one visitor. A page shared between visitors replaces the policy with one naming
 * its scripts' hashes (router-handler.ts).
 */
export function securityHeaders(options: SecurityOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy([`'nonce-${nonce}'`], options, { mediaBlobs: isStaffPath(req.path) }),
    );
    setFixedSecurityHeaders(res, isHttps(req));
    next();
  };
}
