import type { NextFunction, Request, Response } from "express";

/** The staff area's paths, with the `.data` requests its pages make on client navigation. */
export function isStaffPath(pathname: string): boolean {
  return pathname === "/staff" || pathname === "/staff.data" || pathname.startsWith("/staff/");
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
