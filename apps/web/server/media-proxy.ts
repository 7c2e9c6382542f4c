import { Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";

const PASSED_HEADERS = [
  "content-type",
  "content-length",
  "cache-control",
  "etag",
  "last-modified",
  "accept-ranges",
  "content-range",
];

export const INVALID_MEDIA_ADDRESS = "The media address is not valid.";

/**
 * The API address for a visitor's /media/ address, or null when it could reach anything outside
 * /media/. fetch (like any URL parser) resolves "..", "%2e%2e" and backslashes itself, so each segment
 * is decoded once here and must then be a plain name: no dot segments, no empty segments, no
 * slashes or backslashes smuggled in encoded, no "%" left over (double encoding), no control
 * characters. The path sent on is rebuilt from those names.
 */
export function apiMediaPath(originalUrl: string): string | null {
  const queryAt = originalUrl.indexOf("?");
  const path = queryAt < 0 ? originalUrl : originalUrl.slice(0, queryAt);
  const query = queryAt < 0 ? "" : originalUrl.slice(queryAt);
  if (!path.startsWith("/media/")) return null;
  const names: string[] = [];
  for (const segment of path.slice("/media/".length).split("/")) {
    let name: string;
    try {
      name = decodeURIComponent(segment);
    } catch {
      return null;
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (name === "" || name === "." || name === ".." || /[/\\%\u0000-\u001f\u007f]/.test(name)) return null;
    names.push(encodeURIComponent(name));
  }
  return `/media/${names.join("/")}${query}`;
}

/**
 * /media/* is streamed from the API's media store, so media share the site's origin (one
 * connection, one CSP source). Range requests pass through for video seeking.
 */
export function mediaProxy(apiOrigin: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = apiMediaPath(req.originalUrl);
    const target = path === null ? null : new URL(path, apiOrigin);
    if (!target?.pathname.startsWith("/media/")) {
      return res.status(400).type("text/plain").send(INVALID_MEDIA_ADDRESS);
    }
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
      const upstream = await fetch(target, { headers, signal: controller.signal });
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
