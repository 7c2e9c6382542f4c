import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site form posts (CSRF): a state-changing request must come from this site, as
 * browsers tell through Sec-Fetch-Site, or failing that through the Origin header. Requests with
 * neither (curl, server-to-server) carry no visitor's cookies worth forging and are let through.
 */
export function csrfGuard(allowedOrigins: string[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none") return refuse(res);
    const origin = req.get("origin");
    if (origin && origin !== "null") {
      const ownOrigin = `${req.protocol}://${req.get("host")}`;
      if (origin !== ownOrigin && !allowedOrigins.includes(origin)) return refuse(res);
    } else if (origin === "null" && !site) {
      return refuse(res);
    }
    next();
  };
}

function refuse(res: Response) {
  res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
}
