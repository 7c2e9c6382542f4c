import type { NextFunction, Request, Response } from "express";
import { canonicalPath } from "./canonical-path.ts";

/**
 * The staff area's paths, with the `.data` requests its pages make on client navigation, however
 * the path is written (`/STAFF/sign-in`, `/%73taff/sign-in`, `//staff`: the router matches them all).
 */
export function isStaffPath(pathname: string): boolean {
  // An undecodable path is judged by its other spellings: case and repeated slashes.
  const path = canonicalPath(pathname) ?? pathname.replace(/\/{2,}/g, "/").toLowerCase();
  return path === "/staff" || path === "/staff.data" || path.startsWith("/staff/");
}

/**
 * Staff pages are one person's: never kept by a shared cache on the way or by the browser,
 * whatever a route answers (errors and redirects included). Routes say so too; this holds even
 * when a handler forgets.
 */
export function staffNoStore(req: Request, res: Response, next: NextFunction) {
  if (isStaffPath(req.path)) {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name: string, value: number | string | readonly string[]) =>
      name.toLowerCase() === "cache-control" ? setHeader(name, "private, no-store") : setHeader(name, value);
    res.setHeader("Cache-Control", "private, no-store");
  }
  next();
}
