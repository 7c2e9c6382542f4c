import { deflateSync } from "node:zlib";
import { decode, isBlurhashValid } from "blurhash";

const WIDTH = 8;
const HEIGHT = 6;

const crcTable = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const cache = new Map<string, string | null>();

/**
 * Decodes a blur-hash on the server into a tiny PNG data URL (8×6 pixels, a few hundred bytes),
 * which the browser scales up and blurs: the page shows the placeholder without a decoder.
 */
export function blurhashToDataUrl(hash: string | null | undefined): string | null {
  if (!hash) return null;
  const known = cache.get(hash);
  if (known !== undefined) return known;
  let result: string | null = null;
  if (isBlurhashValid(hash).result) {
    const rgba = decode(hash, WIDTH, HEIGHT);
    const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
    for (let y = 0; y < HEIGHT; y++) {
      raw[y * (WIDTH * 3 + 1)] = 0; // filter: none
      for (let x = 0; x < WIDTH; x++) {
        const from = (y * WIDTH + x) * 4;
        const to = y * (WIDTH * 3 + 1) + 1 + x * 3;
        raw[to] = rgba[from]!;
        raw[to + 1] = rgba[from + 1]!;
        raw[to + 2] = rgba[from + 2]!;
      }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(WIDTH, 0);
    header.writeUInt32BE(HEIGHT, 4);
    header.writeUInt8(8, 8); // bit depth
    header.writeUInt8(2, 9); // colour type: RGB
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw)),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    result = `data:image/png;base64,${png.toString("base64")}`;
  }
  if (cache.size > 5000) cache.clear();
  cache.set(hash, result);
  return result;
}
