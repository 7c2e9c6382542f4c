// Bodies and files the shapes send, built before a shape's window starts.
import { randomBytes } from "node:crypto";
import sharp from "sharp";

/** The site's body limit (apps/web/server/request-guards.ts, MAX_BODY_BYTES): the most it reads. */
export const MAX_BODY_BYTES_SITE = 8 * 1024 * 1024;
/** The public upload limit per file (contract UPLOAD_MAX_BYTES). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const randomToken = () => randomBytes(12).toString("hex");

/** A PDF the API's content check accepts (header, filler, %%EOF) of exactly `bytes` bytes. */
export function pdfOfSize(bytes, marker = randomToken()) {
  const head = Buffer.from("%PDF-1.4\n");
  const tail = Buffer.from(`\n% ${marker}\n%%EOF\n`);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x20), tail]);
}

/**
 * A real PNG of about `bytes` bytes: random pixels, stored without compression, so its size is
 * its pixel count (a photo of that size would take a camera).
 */
export async function pngOfSize(bytes) {
  const width = 2200;
  const height = Math.floor(bytes / (width * 3 + 1)) - 1;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** An SVG whose filters cost seconds of CPU to render (turbulence under a wide blur). */
export function filterHeavySvg() {
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000">' +
      '<filter id="f"><feTurbulence baseFrequency="0.01" numOctaves="4"/><feGaussianBlur stdDeviation="40"/></filter>' +
      '<rect width="100%" height="100%" filter="url(#f)"/></svg>',
  );
}
