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

/** A Word document expands to far less than this; more suggests a zip bomb. */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
const DOCX_MAX_ENTRIES = 2000;

function startsWith(data: Buffer, bytes: number[]): boolean {
  return data.length >= bytes.length && bytes.every((b, i) => data[i] === b);
}

/** Reads a zip's central directory; null when it is not a well-formed zip. */
function zipEntries(data: Buffer): { names: string[]; uncompressed: number } | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
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
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== CENTRAL) return null;
    const size = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > data.length) return null;
    names.push(data.toString("utf8", offset + 46, offset + 46 + nameLength));
    // 0xffffffff marks a zip64 size: far beyond anything a CV needs.
    uncompressed += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { names, uncompressed };
}

export function detectType(data: Buffer): DetectedType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    const zip = zipEntries(data);
    if (
      zip &&
      zip.uncompressed <= DOCX_MAX_UNCOMPRESSED_BYTES &&
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
