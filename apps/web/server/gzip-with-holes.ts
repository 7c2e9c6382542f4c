import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip body compressed once for many responses that differ only in a few same-length spans
 * (each response's CSP nonce). Every stretch between the spans is its own raw-deflate run, ended
 * on a byte boundary and never referring back into a span; each span is a stored (uncompressed)
 * deflate block, so a response writes its own bytes straight into a copy. Only the trailer's
 * CRC-32 is computed per response, over the filled-in text.
 */
export interface GzipTemplate {
  bytes: Buffer;
  /** Where each span's bytes start in `bytes`. */
  holes: number[];
  /** The length of every span, in bytes. */
  holeLength: number;
  /** The uncompressed text with the original spans, whose stretches the CRC runs over. */
  text: Buffer;
  /** Where each span starts in `text`. */
  spans: number[];
}

/** The fixed gzip header: deflate, no name or time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A stored block holds at most this many bytes. */
const MAX_STORED = 0xffff;

function storedBlockHeader(length: number): Buffer {
  // BFINAL 0, BTYPE 00 (stored), padded to the byte; then LEN and its one's complement, little-endian.
  const header = Buffer.alloc(5);
  header[0] = 0;
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

/** Deflate's window: how far back a stretch may refer. */
const WINDOW = 32 * 1024;

/**
 * What a stretch may refer back to: the text before it, with every span blanked to NUL bytes. A
 * reference can only copy bytes the text has, and HTML has no NUL, so none can reach into a span
 * (whose bytes differ per response); the browser's window holds the same text at the same
 * distances. Without it each stretch would start from nothing and compress worse.
 */
function blankedSpans(text: Buffer, spans: number[], holeLength: number): Buffer | null {
  if (text.includes(0)) return null;
  const blanked = Buffer.from(text);
  for (const at of spans) blanked.fill(0, at, at + holeLength);
  return blanked;
}

/** Compresses `text` with the spans of `holeLength` bytes at `spans` (ascending, not overlapping) left open. */
export function gzipTemplate(text: Buffer, spans: number[], holeLength: number, level = 9): GzipTemplate {
  if (holeLength > MAX_STORED) throw new RangeError("a span must fit one stored block");
  const parts: Buffer[] = [GZIP_HEADER];
  const holes: number[] = [];
  const blanked = spans.length ? blankedSpans(text, spans, holeLength) : null;
  const options = (from: number) => {
    const dictionary = blanked && from > 0 ? blanked.subarray(Math.max(0, from - WINDOW), from) : undefined;
    return dictionary ? { level, dictionary } : { level };
  };
  let size = GZIP_HEADER.length;
  let from = 0;
  for (const at of spans) {
    // A sync flush ends the stretch on a byte boundary with a non-final block.
    const stretch = deflateRawSync(text.subarray(from, at), {
      ...options(from),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    const header = storedBlockHeader(holeLength);
    parts.push(stretch, header, text.subarray(at, at + holeLength));
    size += stretch.length + header.length;
    holes.push(size);
    size += holeLength;
    from = at + holeLength;
  }
  parts.push(deflateRawSync(text.subarray(from), options(from)));
  parts.push(Buffer.alloc(8));
  return { bytes: Buffer.concat(parts), holes, holeLength, text, spans };
}

/** The template's gzip body with `fill` in every span, and the trailer for that text. */
export function gzipWithFill(template: GzipTemplate, fill: Buffer): Buffer {
  if (fill.length !== template.holeLength) throw new RangeError("the fill must be as long as the spans");
  const out = Buffer.from(template.bytes);
  for (const at of template.holes) fill.copy(out, at);
  let crc = 0;
  let from = 0;
  for (const at of template.spans) {
    crc = crc32(template.text.subarray(from, at), crc);
    crc = crc32(fill, crc);
    from = at + template.holeLength;
  }
  crc = crc32(template.text.subarray(from), crc);
  out.writeUInt32LE(crc >>> 0, out.length - 8);
  out.writeUInt32LE(template.text.length % 2 ** 32, out.length - 4);
  return out;
}
