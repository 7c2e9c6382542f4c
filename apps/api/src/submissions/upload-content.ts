import { fileExtension } from "@thalassa/contract/submissions";

/** What a file really is, by its first bytes (and, for .docx, by its zip directory). */
export type DetectedType = "jpeg" | "png" | "pdf" | "doc" | "docx";

export const MIME_TYPES: Record<DetectedType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The type each allowed extension must turn out to be. */
const EXPECTED: Record<string, DetectedType> = {
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
};

/**
 * A Word CV expands to far less than this; more suggests a zip bomb. Judged from the sizes the
 * zip's directory declares, so a bomb is refused without expanding it.
 */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 20 * 1024 * 1024;
/** Text parts of a real document shrink 5-20 times; a part above 1 MiB shrunk 100 times is a bomb. */
const DOCX_MAX_RATIO = 100;
const DOCX_RATIO_FLOOR_BYTES = 1024 * 1024;
const DOCX_MAX_ENTRIES = 2000;

/** How much of the start a browser or mail client sniffs to guess a type. */
const SNIFFED_BYTES = 1024;
/**
 * Tags that make the sniffed start of a file look like HTML (the WHATWG sniffing patterns and the
 * other active ones), followed by a space, "/" or ">". Only tags of three letters or more: a
 * shorter pattern would turn up by chance in compressed image data.
 */
const HTML_TAG =
  /<(?:!doctype|html|head|body|script|iframe|object|embed|svg|meta|link|style|title|table|font|div|form|img|!--)[\s/>]/i;

function startsWith(data: Buffer, bytes: number[]): boolean {
  return data.length >= bytes.length && bytes.every((b, i) => data[i] === b);
}

/** Whether the first KB of the file could be taken for HTML by anything that sniffs it. */
function sniffsAsHtml(data: Buffer): boolean {
  return HTML_TAG.test(data.toString("latin1", 0, Math.min(data.length, SNIFFED_BYTES)));
}

/** A PDF ends with %%EOF (perhaps followed by whitespace); a header glued to something else does not. */
function isWholePdf(data: Buffer): boolean {
  let end = data.length;
  while (end > 0 && [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(data[end - 1] as number)) end--;
  const tail = data.toString("latin1", Math.max(0, end - SNIFFED_BYTES), end);
  return tail.includes("%%EOF");
}

/** A PNG is a chain of chunks from IHDR to IEND, and nothing after it. */
function isWholePng(data: Buffer): boolean {
  let at = 8;
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString("latin1", at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return false;
    if (at === 8 && (type !== "IHDR" || length !== 13)) return false;
    const next = at + 12 + length;
    if (next > data.length) return false;
    if (type === "IEND") return next === data.length;
    at = next;
  }
  return false;
}

/** A JPEG is marker segments with a frame header, then a scan, then the end-of-image marker. */
function isWholeJpeg(data: Buffer): boolean {
  let at = 2;
  let frame = false;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return false;
    const marker = data[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9) return false; // ends before any image data
    const length = data.readUInt16BE(at + 2);
    const next = at + 2 + length;
    if (length < 2 || next > data.length) return false;
    // Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      frame = true;
    if (marker === 0xda) return frame && data.lastIndexOf(Buffer.from([0xff, 0xd9])) >= next;
    at = next;
  }
  return false;
}

/** Reads a zip's central directory only; null when it is not a well-formed zip. */
function zipEntries(data: Buffer): { names: string[]; uncompressed: number; absurdRatio: boolean } | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const LOCAL = 0x04034b50;
  const searchFrom = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= searchFrom; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = data.readUInt16LE(eocd + 10);
  let offset = data.readUInt32LE(eocd + 16);
  if (count > DOCX_MAX_ENTRIES) return null;
  const names: string[] = [];
  let uncompressed = 0;
  let absurdRatio = false;
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL) return null;
    const compressed = data.readUInt32LE(offset + 20);
    const size = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const localAt = data.readUInt32LE(offset + 42);
    if (offset + 46 + nameLength > data.length) return null;
    // Each entry's data must lie in the file, before the directory: no sizes made up for show.
    if (localAt + 30 > eocd || data.readUInt32LE(localAt) !== LOCAL || localAt + 30 + compressed > eocd) {
      return null;
    }
    names.push(data.toString("utf8", offset + 46, offset + 46 + nameLength));
    // 0xffffffff marks a zip64 size: far beyond anything a CV needs.
    uncompressed += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    if (size > DOCX_RATIO_FLOOR_BYTES && size > DOCX_MAX_RATIO * compressed) absurdRatio = true;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { names, uncompressed, absurdRatio };
}

/**
 * What the file really is: its signature, and enough of its structure that a signature glued to
 * something else (an HTML page after "%PDF-", say) is not taken for the real thing.
 */
export function detectType(data: Buffer): DetectedType | null {
  if (sniffsAsHtml(data)) return null;
  if (startsWith(data, [0xff, 0xd8, 0xff])) return isWholeJpeg(data) ? "jpeg" : null;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return isWholePng(data) ? "png" : null;
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return isWholePdf(data) ? "pdf" : null;
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    const zip = zipEntries(data);
    if (
      zip &&
      zip.uncompressed <= DOCX_MAX_UNCOMPRESSED_BYTES &&
      !zip.absurdRatio &&
      zip.names.includes("[Content_Types].xml") &&
      zip.names.includes("word/document.xml")
    ) {
      return "docx";
    }
  }
  return null;
}

/** The file's real type when its content matches its extension (SPEC §5 list), else null. */
export function checkUploadContent(fileName: string, data: Buffer): DetectedType | null {
  const expected = EXPECTED[fileExtension(fileName)];
  if (!expected) return null;
  return detectType(data) === expected ? expected : null;
}

/** A file name safe to show in mail: no path, no control characters, bounded. */
export function displayFileName(fileName: string, type: DetectedType): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(-100);
  return clean && clean !== "." && clean !== ".." ? clean : `upload.${type === "jpeg" ? "jpg" : type}`;
}
