import { createHash } from "node:crypto";
import type { StaffMedia } from "@thalassa/contract/staff";
import { encode as encodeBlurhash } from "blurhash";
import sharp, { type Sharp } from "sharp";

/**
 * The widths the public pages ask for in their srcset (the demo media uses the same steps). 800 is
 * the phones' step: a full-width image on a 390-412 px screen at 1.75-2 device pixels needs
 * 683-824 px, and the browser takes the first file at least that wide.
 */
export const IMAGE_WIDTHS = [480, 800, 960, 1600] as const;
/** Largest image or PDF taken, in bytes. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** Largest video taken, in bytes: a short loop for a page's hero, not a film. */
export const VIDEO_MAX_BYTES = 40 * 1024 * 1024;

export interface StoredFile {
  name: string;
  mimeType: string;
  data: Buffer;
}

export class MediaRefused extends Error {}

const MEDIA_PREFIX = "/media/uploads/";

function contentName(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex").slice(0, 20);
}

type ImageFormat = "jpeg" | "png" | "webp" | "avif";

/** The name sharp's metadata gives each format (AVIF is read by its HEIF decoder). */
const SHARP_FORMAT: Record<ImageFormat, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

/** The image format by the file's first bytes, or null for anything else (SVG, GIF, text …). */
export function imageFormatOf(data: Buffer): ImageFormat | null {
  const ascii = (from: number, to: number) => data.toString("latin1", from, to);
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  // An ISO media file whose brands (the major one, then the compatible ones) name AVIF.
  if (data.length >= 16 && ascii(4, 8) === "ftyp") {
    const boxEnd = Math.min(data.readUInt32BE(0), data.length, 64);
    for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
      if (["avif", "avis"].includes(ascii(at, at + 4))) return "avif";
    }
  }
  return null;
}

/** A 4×3 blurhash from a 32-pixel-wide copy, as the demo media's placeholders are made. */
async function blurhashOf(image: Sharp, width: number, height: number): Promise<string> {
  const w = 32;
  const h = Math.max(8, Math.round((w * height) / width));
  const pixels = await image.clone().resize(w, h, { fit: "fill" }).ensureAlpha().raw().toBuffer();
  return encodeBlurhash(new Uint8ClampedArray(pixels), w, h, 4, 3);
}

/**
 * An uploaded image as the pages use it: WebP variants at IMAGE_WIDTHS (none wider than the
 * original, the original's own width when it is narrower than all), turned upright from its EXIF
 * orientation and stripped of metadata (camera, location), with its blurhash and intrinsic size.
 */
export async function processImage(upload: Buffer): Promise<{ files: StoredFile[]; media: StaffMedia }> {
  let image: Sharp;
  let width: number;
  let height: number;
  try {
    // Only the formats the message names reach the decoder: sharp would also take SVG (whose
    // filters cost seconds of CPU to render), GIF, TIFF and more.
    const format = imageFormatOf(upload);
    if (!format) throw new Error("not an image format we take");
    image = sharp(upload, { limitInputPixels: 60_000_000 }).rotate();
    const meta = await image.metadata();
    if (meta.format !== SHARP_FORMAT[format]) throw new Error("the content is another format");
    const upright = (meta.orientation ?? 1) >= 5;
    width = (upright ? meta.height : meta.width) ?? 0;
    height = (upright ? meta.width : meta.height) ?? 0;
    if (!width || !height) throw new Error("no size");
  } catch {
    throw new MediaRefused("The file is not an image we can read. Upload a JPEG, PNG, WebP or AVIF image.");
  }
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  if (!widths.length) widths.push(width as (typeof IMAGE_WIDTHS)[number]);
  const base = contentName(upload);
  const files: StoredFile[] = [];
  for (const w of widths) {
    const data = await image
      .clone()
      .resize({ width: w, kernel: "lanczos3" })
      .webp({ quality: 76 })
      .toBuffer();
    files.push({ name: `${base}-${w}.webp`, mimeType: "image/webp", data });
  }
  const largest = widths[widths.length - 1] as number;
  const media: StaffMedia = {
    url: `${MEDIA_PREFIX}${base}-${largest}.webp`,
    blurhash: await blurhashOf(image, width, height),
    width: largest,
    height: Math.round((largest * height) / width),
    variants: widths.map((w) => ({ width: w, url: `${MEDIA_PREFIX}${base}-${w}.webp` })),
  };
  return { files, media };
}

/** A menu PDF, kept as it is (checked by its signature, not its name). */
export function processPdf(upload: Buffer): { files: StoredFile[]; media: StaffMedia } {
  if (upload.subarray(0, 5).toString("latin1") !== "%PDF-") {
    throw new MediaRefused("The file is not a PDF. Upload menus as PDF files.");
  }
  const name = `${contentName(upload)}.pdf`;
  return {
    files: [{ name, mimeType: "application/pdf", data: upload }],
    media: { url: `${MEDIA_PREFIX}${name}`, blurhash: null, width: null, height: null, variants: [] },
  };
}

/** The video container by the file's first bytes: MP4 (an ISO media file) or WebM (Matroska), else null. */
export function videoFormatOf(data: Buffer): "mp4" | "webm" | null {
  const ascii = (from: number, to: number) => data.toString("latin1", from, to);
  if (data.length >= 12 && ascii(4, 8) === "ftyp" && imageFormatOf(data) === null) return "mp4";
  // EBML header, whose DocType names webm within its first bytes.
  if (data.length >= 32 && data.readUInt32BE(0) === 0x1a45dfa3 && ascii(0, 64).includes("webm"))
    return "webm";
  return null;
}

/**
 * A video for a page, kept as it is: MP4 or WebM by its signature (a renamed file of another kind
 * is refused), at most VIDEO_MAX_BYTES. No poster frame is made here; the page's image slot names one.
 */
export function processVideo(upload: Buffer): { files: StoredFile[]; media: StaffMedia } {
  const format = videoFormatOf(upload);
  if (!format) throw new MediaRefused("The file is not an MP4 or WebM video.");
  if (upload.length > VIDEO_MAX_BYTES) {
    throw new MediaRefused(`The video is larger than ${VIDEO_MAX_BYTES / 1024 / 1024} MB.`);
  }
  const name = `${contentName(upload)}.${format}`;
  return {
    files: [{ name, mimeType: `video/${format}`, data: upload }],
    media: { url: `${MEDIA_PREFIX}${name}`, blurhash: null, width: null, height: null, variants: [] },
  };
}
