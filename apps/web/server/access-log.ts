import { randomUUID } from "node:crypto";
import { acceptedRequestId, QUIET_PATHS, REQUEST_ID_HEADER } from "@thalassa/contract/request-id";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { requestContext } from "../app/lib/request-context.server.ts";

export interface AccessLogOptions {
  log: Logger;
  /** Whether the peer is a trusted proxy, whose x-request-id is kept. */
  isTrustedProxy: (address: string) => boolean;
  /** Told of every answered request (metrics). */
  onAnswered?: (req: Request, res: Response, seconds: number) => void;
}

/**
 * Names each request (the trusted proxy's x-request-id, else a new id), answers the id in
 * x-request-id, runs the rest of the request under it, so the API calls made for it carry it
 * (lib/api-fetch.server.ts) and log lines name it, and writes one JSON access line when the answer
 * is sent: method, path without its query, status, time and the page cache's say.
 */
export function accessLog({ log, isTrustedProxy, onAnswered }: AccessLogOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const offered = isTrustedProxy(req.socket.remoteAddress ?? "")
      ? acceptedRequestId(req.headers[REQUEST_ID_HEADER])
      : undefined;
    const requestId = offered ?? randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.once("finish", () => {
      const seconds = (performance.now() - started) / 1000;
      onAnswered?.(req, res, seconds);
      const path = req.originalUrl.split("?")[0] ?? "";
      const level = QUIET_PATHS.has(path) ? "debug" : "info";
      const cache = res.getHeader("x-page-cache");
      log[level](
        {
          reqId: requestId,
          // The shared serializer keeps the path without its query.
          req: { method: req.method, url: req.originalUrl },
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
          ...(cache ? { cache: String(cache) } : {}),
        },
        "request",
      );
    });
    requestContext.run({ requestId }, next);
  };
}
