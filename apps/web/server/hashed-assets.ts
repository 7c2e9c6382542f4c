import { createReadStream, readdirSync, stat } from "node:fs";
import { extname, join } from "node:path";
import { pipeline } from "node:stream";
import type { NextFunction, Request, Response } from "express";

/**
 * The client build's hashed files (/assets/<name>): they never change, so they are cached for a
 * year, and each text file is sent as the copy the build compressed ahead of time
 * (scripts/precompress-assets.mjs): Brotli where the browser takes it, else gzip, else the file.
 *
 * They carry only the headers a script, style sheet or font uses: `nosniff` (a script must be
 * served as one) and, over HTTPS, HSTS. A page's policy headers (CSP, Permissions-Policy, COOP)
 * govern documents; on each of a page's twenty-odd scripts they were about 0.8 KB of bytes the
 * browser reads and ignores. Without ETag or Last-Modified too: an immutable file is never revalidated.
 */
export function hashedAssets(assetsDir: string, isHttps: (req: Request) => boolean) {
  // Read once: a release replaces the build and the process together.
  const files = new Set(listFiles(assetsDir));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    // A copy is asked for by its file's name; other folders (the catalogues) are answered elsewhere.
    if (name.includes("/") || !files.has(name) || name.endsWith(".br") || name.endsWith(".gz")) return next();
    const copies = CODINGS.filter((coding) => files.has(name + SUFFIX[coding]));
    // Brotli whenever it is taken: Accept's own order would pick gzip from Chrome's "gzip, deflate, br".
    const coding = copies.find((candidate) => req.acceptsEncodings(candidate) === candidate);
    const path = join(assetsDir, coding ? name + SUFFIX[coding] : name);
    stat(path, (error, stats) => {
      // The visitor left while the file was looked up: there is no one to answer (and a stream
      // cannot be piped to a closed response: it throws).
      if (res.destroyed) return;
      // Gone from the disk since the start: the site's 404, with none of the headers below.
      if (error) return next();
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("X-Content-Type-Options", "nosniff");
      if (isHttps(req)) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      if (copies.length > 0) res.vary("Accept-Encoding");
      if (coding) res.setHeader("Content-Encoding", coding);
      res.type(extname(name));
      res.setHeader("Content-Length", stats.size);
      if (req.method === "HEAD") return void res.end();
      // A visitor who leaves mid-file needs nothing more: the stream is closed with the connection.
      pipeline(createReadStream(path), res, () => {});
    });
  };
}

const CODINGS = ["br", "gzip"] as const;
const SUFFIX = { br: ".br", gzip: ".gz" } as const;

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
