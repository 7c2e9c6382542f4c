import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { MAX_BODY_BYTES } from "../app/lib/form-body.server.ts";

export { MAX_BODY_BYTES };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const FORM_TYPES = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/json",
  "text/plain",
];

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Answers at once. The unread body is then drained and discarded by Node (bounded by the request
 * timeout), so a browser still sending it gets to read the answer instead of a reset connection.
 */
function refuse(res: Response, status: number, message: string) {
  res.status(status).type("text/plain").send(message);
}

/**
 * A Host (or, from a trusted proxy, X-Forwarded-Host) that is not a valid authority would make
 * the request URL unparseable further down; it is refused here with a clear answer. A forwarded
 * host from anyone but a trusted proxy is dropped, so it cannot steer the URLs the site builds.
 */
export function hostGuard(isTrustedProxy: (address: string) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasValidHost(req, isTrustedProxy)) return refuse(res, 400, "Invalid Host header.");
    next();
  };
}

/**
 * hostGuard's test on Node's own request (the cache-hit fast path runs it too): drops a forwarded
 * host nobody trusted sent, and says whether the host left is a valid authority.
 */
export function hasValidHost(req: IncomingMessage, isTrustedProxy: (address: string) => boolean): boolean {
  if (req.headers["x-forwarded-host"] && !isTrustedProxy(req.socket.remoteAddress ?? "")) {
    delete req.headers["x-forwarded-host"];
  }
  const forwarded = req.headers["x-forwarded-host"];
  const host = (Array.isArray(forwarded) ? forwarded.join(", ") : forwarded) ?? req.headers.host ?? "";
  return HOST_PATTERN.test(host);
}

/**
 * Bodies of state-changing requests: a form's content type, a declared length, and at most
 * MAX_BODY_BYTES, checked before anything reads the body so memory stays bounded.
 */
export function bodyGuard(maxBytes = MAX_BODY_BYTES) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const declared = req.get("content-length");
    const chunked = req.get("transfer-encoding");
    if (declared !== undefined && Number(declared) > maxBytes) {
      return refuse(res, 413, `The request is too large: at most ${maxBytes / 1024 / 1024} MB can be sent.`);
    }
    if (declared === undefined && chunked) {
      return refuse(res, 411, "The request must state its length (Content-Length).");
    }
    const type = (req.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    const hasBody = Number(declared ?? 0) > 0;
    if (hasBody && !FORM_TYPES.includes(type)) {
      return refuse(
        res,
        415,
        "Unsupported content type: send the form as application/x-www-form-urlencoded or multipart/form-data.",
      );
    }
    if (type === "multipart/form-data" && !/boundary=/i.test(req.get("content-type") ?? "")) {
      return refuse(res, 400, "A multipart form must name its boundary.");
    }
    next();
  };
}
