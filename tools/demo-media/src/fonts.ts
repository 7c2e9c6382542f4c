// Display fonts, drawn as SVG paths so logos and menus render the same everywhere.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { n1 } from "./geometry.ts";

// The faces are Latin subsets from the Fontsource packages, committed once in ../fonts (SIL Open
// Font License 1.1, see fonts/README.md): the exact bytes keep the drawn text identical.
const FONT_FILES = {
  cinzel: "cinzel-latin-600-normal.woff2",
  corm: "cormorant-garamond-latin-600-normal.woff2",
  cormi: "cormorant-garamond-latin-500-italic.woff2",
  jost: "jost-latin-500-normal.woff2",
  vibes: "great-vibes-latin-400-normal.woff2",
  dm: "dm-serif-display-latin-400-normal.woff2",
} as const;
export type FontKey = keyof typeof FONT_FILES;

// fontkit comes with pdfkit, which embeds the same faces in the menus.
const fontkit = createRequire(createRequire(import.meta.url).resolve("pdfkit"))("fontkit");
const fontsFolder = fileURLToPath(new URL("../fonts/", import.meta.url));

export const FONT_BUF = {} as Record<FontKey, Buffer>;
/** The parts of a fontkit font the text drawing uses. */
interface Font {
  unitsPerEm: number;
  capHeight: number;
  ascent: number;
  layout(text: string): {
    glyphs: { path: { commands: { command: string; args: number[] }[] }; advanceWidth: number }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  };
}

export const FONTS = {} as Record<FontKey, Font>;
for (const [key, file] of Object.entries(FONT_FILES) as [FontKey, string][]) {
  FONT_BUF[key] = fs.readFileSync(path.join(fontsFolder, file));
  FONTS[key] = fontkit.create(FONT_BUF[key]);
}
export function glyphRunD(_font, glyphs, positions, scale, x0, y0, tracking) {
  let pen = 0;
  let d = "";
  for (let i = 0; i < glyphs.length; i++) {
    const gl = glyphs[i];
    const pos = positions[i];
    const ox = x0 + (pen + pos.xOffset) * scale;
    const oy = y0 - pos.yOffset * scale;
    for (const c of gl.path.commands) {
      const a = c.args;
      const P = (k) => `${n1(ox + a[k] * scale)} ${n1(oy - a[k + 1] * scale)}`;
      if (c.command === "moveTo") d += `M${P(0)}`;
      else if (c.command === "lineTo") d += `L${P(0)}`;
      else if (c.command === "quadraticCurveTo") d += `Q${P(0)} ${P(2)}`;
      else if (c.command === "bezierCurveTo") d += `C${P(0)} ${P(2)} ${P(4)}`;
      else if (c.command === "closePath") d += "Z";
    }
    pen += pos.xAdvance + tracking / scale;
  }
  return d;
}
export function measure(fontKey, str, size, tracking = 0) {
  const f = FONTS[fontKey];
  const run = f.layout(str);
  const scale = size / f.unitsPerEm;
  let adv = 0;
  for (const p of run.positions) adv += p.xAdvance;
  return adv * scale + tracking * Math.max(0, run.glyphs.length - 1);
}
// returns an SVG path "d" for the text; x,y is the baseline anchor point
export function textD(fontKey, str, size, x, y, { anchor = "start", tracking = 0 } = {}) {
  const f = FONTS[fontKey];
  const run = f.layout(str);
  const scale = size / f.unitsPerEm;
  const width = measure(fontKey, str, size, tracking);
  const x0 = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  return glyphRunD(f, run.glyphs, run.positions, scale, x0, y, tracking);
}
export function text(
  fontKey: FontKey,
  str: string,
  size: number,
  x: number,
  y: number,
  fill: string,
  opts: { anchor?: "start" | "middle" | "end"; tracking?: number; extra?: string } = {},
) {
  const extra = opts.extra ?? "";
  return `<path d="${textD(fontKey, str, size, x, y, opts)}" fill="${fill}" ${extra}/>`;
}
// fit text into a max width by reducing the size
export function fitSize(fontKey, str, size, maxW, tracking = 0) {
  const glyphs = measure(fontKey, str, size, 0);
  const track = tracking * Math.max(0, FONTS[fontKey].layout(str).glyphs.length - 1);
  return glyphs + track > maxW ? size * Math.max(0.1, (maxW - track) / glyphs) : size;
}
export function capHeight(fontKey, size) {
  const f = FONTS[fontKey];
  return ((f.capHeight || f.ascent * 0.7) / f.unitsPerEm) * size;
}
