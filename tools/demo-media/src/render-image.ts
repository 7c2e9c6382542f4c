// SVG composition -> WebP width variants, blur hash and manifest entry.
import fs from "node:fs";
import path from "node:path";
import { encode as encodeBlurhash } from "blurhash";
import sharp from "sharp";
import { PREVIEW } from "./options.ts";
import { selected, writeOut } from "./output.ts";
import { makeRng } from "./random.ts";
import type { Draw } from "./scenes/index.ts";
import { Svg } from "./svg.ts";

// film grain tile (soft-light blended) — subtle, mostly to keep large gradients from banding
export const GRAIN_SIZE = 384;
export const GRAIN = (() => {
  const r = makeRng("grain");
  const b = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 4);
  for (let i = 0; i < GRAIN_SIZE * GRAIN_SIZE; i++) {
    const v = 128 + Math.round((r() + r() - 1) * 12);
    b[i * 4] = b[i * 4 + 1] = b[i * 4 + 2] = v;
    b[i * 4 + 3] = 255;
  }
  return b;
})();

export async function svgToRaw(svg) {
  return sharp(Buffer.from(svg), { limitInputPixels: false })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}
export async function blurhashOf(data, info) {
  const bw = 32;
  const bh = Math.max(8, Math.round((bw * info.height) / info.width));
  const small = await sharp(data, { raw: info })
    .resize(bw, bh, { fit: "fill" })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return encodeBlurhash(new Uint8ClampedArray(small), bw, bh, 4, 3);
}
// post effects applied to the raw render: 'vintage' (sepia, faded), 'faded'
export async function postProcess(data, info, post) {
  let img = sharp(data, { raw: info });
  if (post === "vintage")
    img = img
      .recomb([
        [0.605, 0.5, 0.123],
        [0.227, 0.796, 0.109],
        [0.177, 0.347, 0.435],
      ])
      .linear(0.84, 14)
      .modulate({ saturation: 0.8 });
  else if (post === "faded") img = img.modulate({ saturation: 0.72 }).linear(0.9, 16);
  img = img.composite([
    {
      input: GRAIN,
      raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 4 },
      tile: true,
      blend: "soft-light",
    },
  ]);
  return img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
}
export const SOFT_LIMIT = 150 * 1024;
export async function encodeWebp(data, info, width) {
  const height = Math.round((width * info.height) / info.width);
  let base = sharp(data, { raw: info });
  if (width !== info.width) base = base.resize(width, height, { kernel: "lanczos3" });
  const px = await base.raw().toBuffer({ resolveWithObject: true });
  let buf: Buffer | undefined;
  for (const q of [76, 70, 64, 58, 52]) {
    buf = await sharp(px.data, { raw: px.info })
      .webp({ quality: q, effort: 5, smartSubsample: true })
      .toBuffer();
    if (buf.length <= SOFT_LIMIT) break;
  }
  return { buf, width, height };
}
export let imageCount = 0;

export interface RenderRequest {
  /** Output folder and file stem, relative to the media folder; together the picture's key. */
  dir: string;
  name: string;
  aspect: readonly [number, number];
  widths: readonly number[];
  alt: string;
  draw: Draw;
  /** Photographic finish after rendering. */
  post?: "vintage" | "faded";
  /** Random seed; the key when absent. */
  seed?: string;
}

export interface RenderedImage {
  path: string;
  width: number;
  height: number;
  blurhash: string;
  alt: string;
  variants: { width: number; path: string }[];
}

// Render an SVG composition to a WebP variant set and return the manifest IMG object.
export async function renderImage({
  dir,
  name,
  aspect,
  widths,
  alt,
  draw,
  post,
  seed,
}: RenderRequest): Promise<RenderedImage | null> {
  const key = `${dir}/${name}`;
  if (!selected(key)) return null;
  const W = Math.max(...widths);
  const H = Math.round((W * aspect[1]) / aspect[0]);
  const S = new Svg(W, H);
  const r = makeRng(seed ?? key);
  const body = draw(S, r);
  const svg = S.doc(body);
  const raw = await svgToRaw(svg);
  const { data, info } = await postProcess(raw.data, raw.info, post);
  const variants = [];
  for (const w of [...widths].sort((a, b) => a - b)) {
    const { buf, height } = await encodeWebp(data, info, w);
    const rel = `${dir}/${name}-${w}.webp`;
    writeOut(rel, buf);
    variants.push({ width: w, height, path: rel });
    if (PREVIEW && w === Math.min(W, 960)) {
      fs.mkdirSync(PREVIEW, { recursive: true });
      await sharp(buf)
        .png()
        .toFile(path.join(PREVIEW, `${key.replace(/\//g, "__")}.png`));
    }
  }
  const blurhash = await blurhashOf(data, info);
  imageCount++;
  const largest = variants[variants.length - 1];
  return {
    path: largest.path,
    width: largest.width,
    height: largest.height,
    blurhash,
    alt,
    variants: variants.map((v) => ({ width: v.width, path: v.path })),
  };
}
export const WIDTHS = {
  large: [480, 960, 1600],
  medium: [480, 960],
  small: [480, 960],
  // The home page's LCP image on phones: 390-412 px screens at DPR 1.75-2 need 683-824 px, and
  // the browser takes the first file at least that wide (Lighthouse's phone, 412 px at 1.75, needs
  // 721): an 800 px step spares them the 960 px file's extra 30 % of bytes.
  heroMobile: [480, 800, 960],
  // A page's own hero (the LCP of most pages) on the same phones, with the wide step kept.
  pageHero: [480, 800, 960, 1600],
} as const;
export const ASPECT = {
  wide: [16, 9],
  land: [3, 2],
  portrait: [4, 5],
  tall: [9, 16],
  square: [1, 1],
} as const;
