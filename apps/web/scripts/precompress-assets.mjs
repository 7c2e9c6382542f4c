// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each hashed text asset of the
// client build, so the server sends the smallest bytes without compressing on every request
// (server/hashed-assets.ts). A copy that is not smaller than the file is not written.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const TEXT = new Set([".js", ".css", ".json", ".svg", ".txt"]);
const dir = new URL("../build/client/assets/", import.meta.url).pathname;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

const names = await readdir(dir);
// Copies left by an earlier build beside files that are gone would be served for nothing.
await Promise.all(names.filter((n) => n.endsWith(".br") || n.endsWith(".gz")).map((n) => rm(join(dir, n))));

let before = 0;
let after = 0;
for (const name of names.filter((n) => TEXT.has(extname(n)))) {
  const bytes = await readFile(join(dir, name));
  const [brotli, gzipped] = await Promise.all([
    br(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: 9 }),
  ]);
  if (brotli.length < bytes.length) await writeFile(join(dir, `${name}.br`), brotli);
  if (gzipped.length < bytes.length) await writeFile(join(dir, `${name}.gz`), gzipped);
  before += bytes.length;
  after += Math.min(brotli.length, bytes.length);
}
console.log(
  `precompressed assets: ${(before / 1024).toFixed(0)} KB of text, ${(after / 1024).toFixed(0)} KB as Brotli`,
);
