import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { acceptedRequestId, QUIET_PATHS, REQUEST_ID_HEADER } from "@thalassa/contract/request-id";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { requestContext } from "../app/lib/request-context.server.ts";

/** A request as the access line and the metrics read it: Express's, or Node's own (the cache-hit fast path). */
export type AnsweredRequest = Pick<IncomingMessage, "method" | "url"> & { originalUrl?: string };

export interface AccessLogOptions {
  log: Logger;
  /** Whether the peer is a trusted proxy, whose x-request-id is kept. */
  isTrustedProxy: (address: string) => boolean;
  /** Told of every answered request (metrics). */
  onAnswered?: (req: AnsweredRequest, res: ServerResponse, seconds: number) => void;
}

/**
 * Names the request (the trusted proxy's x-request-id, else a new id), answers the id in
 * x-request-id, and writes one JSON access line when the answer is sent: method, path without its
 * query, status, time and the page cache's say. Returns the id.
 */
export function traceRequest(
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  { log, isTrustedProxy, onAnswered }: AccessLogOptions,
): string {
  const started = performance.now();
  const offered = isTrustedProxy(req.socket.remoteAddress ?? "")
    ? acceptedRequestId(req.headers[REQUEST_ID_HEADER])
    : undefined;
  const requestId = offered ?? randomUUID();
  res.setHeader(REQUEST_ID_HEADER, requestId);
  res.once("finish", () => {
    const seconds = (performance.now() - started) / 1000;
    onAnswered?.(req, res, seconds);
    const url = req.originalUrl ?? req.url ?? "";
    const path = url.split("?")[0] ?? "";
    const level = QUIET_PATHS.has(path) ? "debug" : "info";
    const cache = res.getHeader("x-page-cache");
    log[level](
      {
        reqId: requestId,
        // The shared serializer keeps the path without its query.
        req: { method: req.method, url },
        status: res.statusCode,
        ms: Math.round(seconds * 1000),
        ...(cache ? { cache: String(cache) } : {}),
      },
      "request",
    );
  });
  return requestId;
}

/**
 * Traces each request (traceRequest) and runs the rest of it under its id, so the API calls made
 * for it carry it (lib/api-fetch.server.ts) and log lines name it.
 */
export function accessLog(options: AccessLogOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = traceRequest(req, res, options);
    requestContext.run({ requestId }, next);
  };
}
