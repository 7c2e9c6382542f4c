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
 * A real JPEG of about `bytes` bytes, 4:3 like a camera's: random pixels at quality 92 take about
 * 0.84 bytes a pixel, so ~17 MP for 14 MB. Sized again from the first result when it is off by
 * more than 3 %.
 */
export async function jpegOfSize(bytes) {
  let pixels = bytes / 0.84;
  let jpeg = Buffer.alloc(0);
  for (let attempt = 0; attempt < 3; attempt++) {
    const width = Math.round(Math.sqrt((pixels * 4) / 3));
    const height = Math.round((width * 3) / 4);
    jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (Math.abs(jpeg.length - bytes) <= bytes * 0.03) break;
    pixels *= bytes / jpeg.length;
  }
  return jpeg;
}

/** An SVG whose filters cost seconds of CPU to render (turbulence under a wide blur). */
export function filterHeavySvg() {
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000">' +
      '<filter id="f"><feTurbulence baseFrequency="0.01" numOctaves="4"/><feGaussianBlur stdDeviation="40"/></filter>' +
      '<rect width="100%" height="100%" filter="url(#f)"/></svg>',
  );
}
