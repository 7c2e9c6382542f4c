import { Readable } from "node:stream";
import type { Request, Response } from "express";

const PASSED_HEADERS = [
  "content-type",
  "content-length",
  "cache-control",
  "etag",
  "last-modified",
  "accept-ranges",
  "content-range",
];

/**
 * /media/* is streamed from the API's media store, so media share the site's origin (one
 * connection, one CSP source). Range requests pass through for video seeking.
 */
export function mediaProxy(apiOrigin: string) {
  return async (req: Request, res: Response) => {
    const headers: Record<string, string> = {};
    for (const name of ["range", "if-none-match", "if-modified-since"]) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    // The time limit covers the answer's headers only: a long video may stream for longer.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 15_000);
    // A visitor who leaves mid-stream (a paused video) ends the upstream read too.
    res.on("close", () => controller.abort());
    try {
      const upstream = await fetch(`${apiOrigin}${req.originalUrl}`, { headers, signal: controller.signal });
      clearTimeout(timer);
      res.status(upstream.status);
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      if (!upstream.body || req.method === "HEAD") return res.end();
      const body = Readable.fromWeb(upstream.body as import("node:stream/web").ReadableStream);
      // An aborted or failed stream must end this response, never the process.
      body.on("error", () => res.destroy());
      body.pipe(res);
    } catch {
      clearTimeout(timer);
      if (!res.headersSent) res.status(502).type("text/plain").send("Media unavailable");
    }
  };
}
