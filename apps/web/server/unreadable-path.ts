import type { NextFunction, Request, Response } from "express";

/**
 * An address whose percent-encoding cannot be decoded (`/news/%E0%A4%A`) is an unknown path like
 * any other: SPEC §2 sends those home. Express reports it as a URIError from its router; for a
 * page request that becomes the same redirect as unknown-path.ts answers, never a bare 400.
 */
export function unreadablePathRedirect(error: unknown, req: Request, res: Response, next: NextFunction) {
  if (!(error instanceof URIError) || res.headersSent || (req.method !== "GET" && req.method !== "HEAD"))
    return next(error);
  res.setHeader("X-Robots-Tag", "noindex");
  res.setHeader("Cache-Control", "no-store");
  res.redirect(302, "/");
}
