import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashedAssets } from "./hashed-assets.ts";
import { askRaw } from "./raw-answer.test-support.ts";

const script = Buffer.from(`export const greeting = "${"καλημέρα ".repeat(200)}";\n`);
let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "hashed-assets-"));
  writeFileSync(join(dir, "app-1a2b.js"), script);
  writeFileSync(join(dir, "app-1a2b.js.br"), brotliCompressSync(script));
  writeFileSync(join(dir, "app-1a2b.js.gz"), gzipSync(script));
  writeFileSync(join(dir, "font-3c4d.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  const app = express();
  app.use((req, res, next) => {
    if (req.get("x-test-leave")) res.destroy();
    next();
  });
  app.use(
    "/assets",
    hashedAssets(dir, (req) => req.get("x-forwarded-proto") === "https"),
  );
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("the site's own 404");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** An asset as the site sends it, headers and bytes untouched. */
function ask(path: string, headers: Record<string, string> = {}) {
  return askRaw(`${origin}${path}`, headers);
}

describe("hashed build files", () => {
  it("are sent as the Brotli copy to a browser that takes it, else gzip, else as they are", async () => {
    const brotli = await ask("/assets/app-1a2b.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body)).toEqual(script);

    const gzipped = await ask("/assets/app-1a2b.js", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body)).toEqual(script);

    const plain = await ask("/assets/app-1a2b.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(script);

    for (const answer of [brotli, gzipped, plain]) {
      expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    }
  });

  it("are cached for a year and carry nosniff, HSTS over HTTPS, and no page policy or validators", async () => {
    const plain = await ask("/assets/app-1a2b.js", { "accept-encoding": "br" });
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.headers["x-content-type-options"]).toBe("nosniff");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    for (const header of ["content-security-policy", "permissions-policy", "etag", "last-modified"]) {
      expect(plain.headers[header], header).toBeUndefined();
    }
    const secure = await ask("/assets/app-1a2b.js", { "x-forwarded-proto": "https" });
    expect(secure.headers["strict-transport-security"]).toMatch(/^max-age=31536000/);
  });

  it("send a file the build did not compress as it is, with its own type and no Vary", async () => {
    const font = await ask("/assets/font-3c4d.woff2", { "accept-encoding": "br, gzip" });
    expect(font.status).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
  });

  it("leave unknown names, the copies themselves and other folders to the rest of the site", async () => {
    for (const path of [
      "/assets/app-0000.js",
      "/assets/app-1a2b.js.br",
      "/assets/i18n/en-1.json",
      "/assets/",
    ]) {
      const answer = await ask(path, { "accept-encoding": "br" });
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe("the site's own 404");
      expect(answer.headers["content-encoding"], path).toBeUndefined();
    }
  });

  it("keep answering after a visitor who left before the file was sent", async () => {
    // The connection is gone by the time the file has been looked up (here: before it is).
    const left = await ask("/assets/app-1a2b.js", { "accept-encoding": "br", "x-test-leave": "1" }).catch(
      (error: Error) => error,
    );
    expect(left).toBeInstanceOf(Error);
    const after = await ask("/assets/app-1a2b.js", { "accept-encoding": "br" });
    expect(after.status).toBe(200);
  });
});
