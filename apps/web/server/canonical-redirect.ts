import type { NextFunction, Request, Response } from "express";
import { canonicalPath } from "./canonical-path.ts";
import { isStaffPath } from "./staff-pages.ts";

/**
 * A page asked for under another spelling of its path is sent to the one spelling (301, the query
 * kept), so it has one address for visitors, search engines and the shared cache. Left alone: the
 * staff area (never shared; its file names keep their case), client navigations' data requests and
 * route discovery (the browser asks for what its own address gives), and paths that cannot be decoded.
 */
export function canonicalPathRedirect(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  // Appended, not resolved: `//about` is a path here, not another host.
  const url = new URL(`http://site${req.originalUrl}`);
  const { pathname } = url;
  if (pathname.endsWith(".data") || pathname === "/__manifest" || isStaffPath(pathname)) return next();
  const canonical = canonicalPath(pathname);
  if (canonical === null || canonical === pathname) return next();
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.redirect(301, `${canonical}${url.search}`);
}
