#!/usr/bin/env node

// generate-media.mjs — deterministic generator of the demo media for the group's public website.
//
// Every image is an SVG composition (gradients, shapes, textures) rendered with sharp to WebP in
// srcset width variants; videos are SVG frame sequences piped to ffmpeg (H.264, no audio); menus
// are PDFs made with pdfkit. No network access, no Math.random: a seeded PRNG drives everything.
//
// Usage:  node scripts/generate-media.mjs [outDir=../media] [manifest=../src/seed/media-manifest.json]
//         options: --only=<regexp on asset key>   --no-video   --preview=<dir> (also writes PNGs)
// Needs:  sharp, blurhash, pdfkit (fontkit is resolved through pdfkit), ffmpeg on PATH (Debian: apt-get install ffmpeg).
//
// Fonts: the display faces below are embedded (base64 WOFF2, Latin subset, from the Fontsource
// packages) and are licensed under the SIL Open Font License 1.1: Cinzel (c) Natanael Gama,
// Cormorant Garamond (c) Christian Thalmann, Jost (c) indestructible type*, Great Vibes (c) Robert
// Leuschke, DM Serif Display (c) Colophon Foundry / Frank Grießhammer. Text is converted to paths so
// the SVG logos render identically everywhere.

import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { encode as encodeBlurhash } from "blurhash";
import PDFDocument from "pdfkit";
import sharp from "sharp";

const require = createRequire(import.meta.url);
const fontkit = createRequire(require.resolve("pdfkit"))("fontkit");
const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------- CLI
const argv = process.argv.slice(2);
const positional = argv.filter((a) => !a.startsWith("--"));
const flag = (name) => {
  const hit = argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!hit) return undefined;
  return hit.includes("=") ? hit.slice(hit.indexOf("=") + 1) : true;
};
const OUT = path.resolve(positional[0] ?? path.join(SCRIPT_DIR, "..", "media"));
const MANIFEST = path.resolve(
  positional[1] ?? path.join(SCRIPT_DIR, "..", "src", "seed", "media-manifest.json"),
);
const ONLY = flag("only") ? new RegExp(flag("only")) : null;
const NO_VIDEO = !!flag("no-video");
const PREVIEW = flag("preview") ? path.resolve(flag("preview")) : null;
const FFMPEG = process.env.FFMPEG || "ffmpeg";
sharp.concurrency(2);

// ---------------------------------------------------------------- PRNG
function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}
function makeRng(seed) {
  let a = typeof seed === "number" ? seed >>> 0 : hashStr(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = () => next();
  r.range = (lo, hi) => lo + (hi - lo) * next();
  r.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  r.pick = (arr) => arr[Math.floor(next() * arr.length)];
  r.chance = (p) => next() < p;
  r.gauss = () => {
    let s = 0;
    for (let i = 0; i < 4; i++) s += next();
    return (s - 2) / 0.577;
  };
  r.shuffle = (arr) => {
    const a2 = arr.slice();
    for (let i = a2.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [a2[i], a2[j]] = [a2[j], a2[i]];
    }
    return a2;
  };
  return r;
}

// ---------------------------------------------------------------- colour
const C = {
  ink: "#1d2a33",
  inkSoft: "#34444f",
  sand: "#efe6d8",
  sandDeep: "#e2d3bb",
  cream: "#faf6ee",
  sea: "#1f6f8b",
  seaDeep: "#12485c",
  turquoise: "#3fa7b5",
  foam: "#f4fbfa",
  terracotta: "#c0603a",
  clay: "#d98a62",
  olive: "#6f7a3c",
  oliveLeaf: "#8a9656",
  oliveDark: "#4a5527",
  lemon: "#f2c94c",
  lemonDeep: "#e0a82e",
  tomato: "#d2452f",
  basil: "#3f7a3a",
  wine: "#6e1f3a",
  gold: "#c9a45c",
  blush: "#e9b7a7",
  rose: "#d97b7b",
  cocoa: "#5a3a2a",
  honey: "#d99a2b",
  white: "#ffffff",
};
function hex2rgb(h) {
  const s = h.replace("#", "");
  const v =
    s.length === 3
      ? s
          .split("")
          .map((c) => c + c)
          .join("")
      : s;
  return [parseInt(v.slice(0, 2), 16), parseInt(v.slice(2, 4), 16), parseInt(v.slice(4, 6), 16)];
}
function rgb2hex([r, g, b]) {
  const c = (x) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}
function mix(a, b, t) {
  const A = hex2rgb(a),
    B = hex2rgb(b);
  return rgb2hex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}
const lighten = (c, t) => mix(c, "#ffffff", t);
const darken = (c, t) => mix(c, "#000000", t);
const jitterColor = (c, r, amt = 0.06) => (r() < 0.5 ? lighten(c, r() * amt) : darken(c, r() * amt));

// ---------------------------------------------------------------- numbers & geometry
const n1 = (v) => (Math.round(v * 10) / 10).toString();
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
const lerp = (a, b, t) => a + (b - a) * t;
const TAU = Math.PI * 2;
function pts(points, close = true) {
  return points.map((p, i) => `${i ? "L" : "M"}${n1(p[0])} ${n1(p[1])}`).join("") + (close ? "Z" : "");
}
// smooth closed/open curve through points (Catmull-Rom -> cubic Bézier)
function smooth(points, close = true, tension = 1) {
  const P = points;
  const n = P.length;
  if (n < 3) return pts(P, close);
  const get = (i) => (close ? P[(i + n) % n] : P[clamp(i, 0, n - 1)]);
  let d = `M${n1(P[0][0])} ${n1(P[0][1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1),
      p1 = get(i),
      p2 = get(i + 1),
      p3 = get(i + 2);
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${n1(c1[0])} ${n1(c1[1])} ${n1(c2[0])} ${n1(c2[1])} ${n1(p2[0])} ${n1(p2[1])}`;
  }
  return d + (close ? "Z" : "");
}
// irregular blob around (cx,cy)
function blob(r, cx, cy, rad, k = 9, irr = 0.18, sy = 1) {
  const P = [];
  const ph = r() * TAU;
  for (let i = 0; i < k; i++) {
    const a = ph + (i / k) * TAU;
    const rr = rad * (1 + (r() - 0.5) * 2 * irr);
    P.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * sy]);
  }
  return smooth(P, true);
}
// leaf / lens shape from (x,y) along angle with length L and width W
function leafPath(x, y, ang, L, W, bend = 0) {
  const ca = Math.cos(ang),
    sa = Math.sin(ang);
  const T = (u, v) => [x + ca * u - sa * v, y + sa * u + ca * v];
  const tip = T(L, bend * L);
  const c1 = T(L * 0.3, W),
    c2 = T(L * 0.75, W * 0.8 + bend * L * 0.6);
  const c3 = T(L * 0.75, -W * 0.8 + bend * L * 0.6),
    c4 = T(L * 0.3, -W);
  const f = (p) => `${n1(p[0])} ${n1(p[1])}`;
  return `M${f([x, y])}C${f(c1)} ${f(c2)} ${f(tip)}C${f(c3)} ${f(c4)} ${f([x, y])}Z`;
}
function quad(p0, p1, p2, t) {
  const u = 1 - t;
  return [
    u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
  ];
}
function rotPt([x, y], cx, cy, a) {
  const c = Math.cos(a),
    s = Math.sin(a);
  return [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c];
}

// ---------------------------------------------------------------- SVG document helper
class Svg {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.n = 0;
    this.cache = new Map();
    this.u = Math.min(w, h) / 1000; // design unit: 1000 units across the short side
  }
  id(p = "g") {
    return `${p}${++this.n}`;
  }
  _stops(stops) {
    const list = stops.map((s, i) =>
      Array.isArray(s) ? s : [stops.length === 1 ? 0 : i / (stops.length - 1), s],
    );
    return list
      .map(
        ([o, c, a]) =>
          `<stop offset="${n1(o * 100)}%" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`,
      )
      .join("");
  }
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const key = `l${JSON.stringify([stops, x1, y1, x2, y2, user])}`;
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ""}>${this._stops(stops)}</linearGradient>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, user = false, fx, fy) {
    const key = `r${JSON.stringify([stops, cx, cy, r, user, fx, fy])}`;
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.id("r");
    const f = fx !== undefined ? ` fx="${n1(fx)}" fy="${n1(fy)}"` : "";
    this.defs.push(
      `<radialGradient id="${id}" cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}"${f}${user ? ' gradientUnits="userSpaceOnUse"' : ""}>${this._stops(stops)}</radialGradient>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }
  blur(std) {
    const s = Math.max(0.5, Math.round(std * 2) / 2);
    const key = `b${s}`;
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.id("b");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${s}"/></filter>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }
  clip(inner) {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  pattern(inner, w, h, extra = "") {
    const id = this.id("p");
    this.defs.push(
      `<pattern id="${id}" width="${n1(w)}" height="${n1(h)}" patternUnits="userSpaceOnUse" ${extra}>${inner}</pattern>`,
    );
    return `url(#${id})`;
  }
  doc(body) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}
// soft shadow helper: the same shape in dark, offset and blurred
function shadow(S, d, dx, dy, blurStd, opacity = 0.28, color = "#2a1d12") {
  return `<path d="${d}" fill="${color}" opacity="${opacity}" transform="translate(${n1(dx)} ${n1(dy)})" filter="${S.blur(blurStd)}"/>`;
}
function circle(cx, cy, r, fill, extra = "") {
  return `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(Math.max(0, r))}" fill="${fill}" ${extra}/>`;
}
function ellipse(cx, cy, rx, ry, fill, extra = "") {
  return `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(Math.max(0, rx))}" ry="${n1(Math.max(0, ry))}" fill="${fill}" ${extra}/>`;
}
function rect(x, y, w, h, fill, extra = "") {
  return `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(Math.max(0, w))}" height="${n1(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
}
function circlePath(cx, cy, r) {
  return `M${n1(cx - r)} ${n1(cy)}a${n1(r)} ${n1(r)} 0 1 0 ${n1(2 * r)} 0a${n1(r)} ${n1(r)} 0 1 0 ${n1(-2 * r)} 0Z`;
}
function ellipsePath(cx, cy, rx, ry) {
  return `M${n1(cx - rx)} ${n1(cy)}a${n1(rx)} ${n1(ry)} 0 1 0 ${n1(2 * rx)} 0a${n1(rx)} ${n1(ry)} 0 1 0 ${n1(-2 * rx)} 0Z`;
}
function roundRectPath(x, y, w, h, r) {
  r = Math.min(r, w / 2, h / 2);
  return `M${n1(x + r)} ${n1(y)}H${n1(x + w - r)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(x + w)} ${n1(y + r)}V${n1(y + h - r)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(x + w - r)} ${n1(y + h)}H${n1(x + r)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(x)} ${n1(y + h - r)}V${n1(y + r)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(x + r)} ${n1(y)}Z`;
}
const g = (inner, attrs = "") => `<g ${attrs}>${inner}</g>`;
const tr = (x, y, rot = 0, s = 1) =>
  `transform="translate(${n1(x)} ${n1(y)})${rot ? ` rotate(${n1(rot)})` : ""}${s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : ""}"`;

// ---------------------------------------------------------------- fonts (text as SVG paths)
const FONT_FILES = {
  cinzel: "cinzel/files/cinzel-latin-600-normal.woff2",
  corm: "cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
  cormi: "cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2",
  jost: "jost/files/jost-latin-500-normal.woff2",
  vibes: "great-vibes/files/great-vibes-latin-400-normal.woff2",
  dm: "dm-serif-display/files/dm-serif-display-latin-400-normal.woff2",
};
// eslint-disable-next-line no-undef
const FONT_DATA = typeof embeddedFontData === "function" ? embeddedFontData() : null;
const FONT_BUF = {};
const FONTS = {};
for (const [key, file] of Object.entries(FONT_FILES)) {
  let buf;
  if (FONT_DATA && FONT_DATA[key]) buf = Buffer.from(FONT_DATA[key].replace(/\s+/g, ""), "base64");
  else
    buf = fs.readFileSync(
      require
        .resolve(`@fontsource/${file.split("/")[0]}/package.json`)
        .replace("package.json", file.split("/").slice(1).join("/")),
    );
  FONT_BUF[key] = buf;
  FONTS[key] = fontkit.create(buf);
}
function glyphRunD(font, glyphs, positions, scale, x0, y0, tracking) {
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
function measure(fontKey, str, size, tracking = 0) {
  const f = FONTS[fontKey];
  const run = f.layout(str);
  const scale = size / f.unitsPerEm;
  let adv = 0;
  for (const p of run.positions) adv += p.xAdvance;
  return adv * scale + tracking * Math.max(0, run.glyphs.length - 1);
}
// returns an SVG path "d" for the text; x,y is the baseline anchor point
function textD(fontKey, str, size, x, y, { anchor = "start", tracking = 0 } = {}) {
  const f = FONTS[fontKey];
  const run = f.layout(str);
  const scale = size / f.unitsPerEm;
  const width = measure(fontKey, str, size, tracking);
  const x0 = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  return glyphRunD(f, run.glyphs, run.positions, scale, x0, y, tracking);
}
function text(fontKey, str, size, x, y, fill, opts = {}) {
  const extra = opts.extra ?? "";
  return `<path d="${textD(fontKey, str, size, x, y, opts)}" fill="${fill}" ${extra}/>`;
}
// fit text into a max width by reducing the size
function fitSize(fontKey, str, size, maxW, tracking = 0) {
  const glyphs = measure(fontKey, str, size, 0);
  const track = tracking * Math.max(0, FONTS[fontKey].layout(str).glyphs.length - 1);
  return glyphs + track > maxW ? size * Math.max(0.1, (maxW - track) / glyphs) : size;
}
function capHeight(fontKey, size) {
  const f = FONTS[fontKey];
  return ((f.capHeight || f.ascent * 0.7) / f.unitsPerEm) * size;
}

// ---------------------------------------------------------------- output pipeline
const written = [];
function outPath(rel) {
  const p = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  return p;
}
function writeOut(rel, buf) {
  fs.writeFileSync(outPath(rel), buf);
  written.push({ rel, bytes: buf.length });
  if (PREVIEW && rel.endsWith(".svg")) {
    fs.mkdirSync(PREVIEW, { recursive: true });
    fs.writeFileSync(path.join(PREVIEW, rel.replace(/\//g, "__")), buf);
  }
}
const selected = (key) => !ONLY || ONLY.test(key);

// film grain tile (soft-light blended) — subtle, mostly to keep large gradients from banding
const GRAIN_SIZE = 384;
const GRAIN = (() => {
  const r = makeRng("grain");
  const b = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 4);
  for (let i = 0; i < GRAIN_SIZE * GRAIN_SIZE; i++) {
    const v = 128 + Math.round((r() + r() - 1) * 12);
    b[i * 4] = b[i * 4 + 1] = b[i * 4 + 2] = v;
    b[i * 4 + 3] = 255;
  }
  return b;
})();

async function svgToRaw(svg) {
  return sharp(Buffer.from(svg), { limitInputPixels: false })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}
async function blurhashOf(data, info) {
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
async function postProcess(data, info, post) {
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
const SOFT_LIMIT = 150 * 1024;
async function encodeWebp(data, info, width) {
  const height = Math.round((width * info.height) / info.width);
  let base = sharp(data, { raw: info });
  if (width !== info.width) base = base.resize(width, height, { kernel: "lanczos3" });
  const px = await base.raw().toBuffer({ resolveWithObject: true });
  let buf;
  for (const q of [76, 70, 64, 58, 52]) {
    buf = await sharp(px.data, { raw: px.info })
      .webp({ quality: q, effort: 5, smartSubsample: true })
      .toBuffer();
    if (buf.length <= SOFT_LIMIT) break;
  }
  return { buf, width, height };
}
let imageCount = 0;
// Render an SVG composition to a WebP variant set and return the manifest IMG object.
async function renderImage({ dir, name, aspect, widths, alt, draw, post, seed }) {
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
const WIDTHS = { large: [480, 960, 1600], medium: [480, 960], small: [480, 960] };
const ASPECT = { wide: [16, 9], land: [3, 2], portrait: [4, 5], tall: [9, 16], square: [1, 1] };

// Render a looping clip: frame(S, t, rng) with t in [0,1) is drawn for every frame and piped to ffmpeg.
async function renderVideo({ name, w, h, seconds, fps = 25, frame, alt, crf = 27 }) {
  const key = `videos/${name}`;
  if (!selected(key)) return null;
  const total = Math.round(seconds * fps);
  const rel = `videos/${name}.mp4`;
  // poster = first frame (the clip loops, so it is also the last)
  const poster = await renderImage({
    dir: "videos",
    name: `${name}-poster`,
    aspect: [w, h],
    widths: [480, 960, w].filter((x, i, a) => x <= w && a.indexOf(x) === i),
    alt,
    draw: (S, r) => frame(S, 0, r),
    seed: key,
  });
  if (NO_VIDEO) return { path: rel, poster, width: w, height: h };
  const args = [
    "-y",
    "-loglevel",
    "error",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgba",
    "-s",
    `${w}x${h}`,
    "-r",
    String(fps),
    "-i",
    "-",
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-profile:v",
    "high",
    "-crf",
    String(crf),
    "-pix_fmt",
    "yuv420p",
    "-g",
    String(fps * 2),
    "-threads",
    "2",
    "-movflags",
    "+faststart",
    "-metadata",
    "title=",
    outPath(rel),
  ];
  const ff = spawn(FFMPEG, args, { stdio: ["pipe", "inherit", "inherit"] });
  const done = new Promise((res, rej) => {
    ff.on("error", rej);
    ff.on("close", (code) => (code === 0 ? res() : rej(new Error(`ffmpeg exited ${code}`))));
  });
  for (let i = 0; i < total; i++) {
    const S = new Svg(w, h);
    const r = makeRng(key); // same seed every frame: stable layout, motion comes from t
    const svg = S.doc(frame(S, i / total, r));
    const { data } = await svgToRaw(svg);
    if (!ff.stdin.write(data)) await new Promise((res) => ff.stdin.once("drain", res));
  }
  ff.stdin.end();
  await done;
  const bytes = fs.statSync(outPath(rel)).size;
  written.push({ rel, bytes });
  return { path: rel, poster, width: w, height: h };
}

// ================================================================ landscapes: sky, sea, beach, pier
const SKIES = {
  dawn: {
    sky: ["#9fc3d1", "#d9d7d0", "#f6dcc4", "#f9e6d0"],
    sun: "#fff4e0",
    glow: "#ffe2bf",
    sea: ["#9cbfc6", "#5f98a6", "#2b6a7e"],
    haze: "#f7e4d2",
    hill: "#8fa6b0",
    light: "#fff5e6",
  },
  noon: {
    sky: ["#5fa9c8", "#8cc3d9", "#c6e2ea", "#eef6f3"],
    sun: "#fffdf5",
    glow: "#fffbe9",
    sea: ["#57b3c0", "#2a8aa2", "#1a6482"],
    haze: "#e9f4f2",
    hill: "#8fb0b3",
    light: "#ffffff",
  },
  golden: {
    sky: ["#e49a6e", "#f0b487", "#f7cf9f", "#fbe5c3"],
    sun: "#fff3d6",
    glow: "#ffd9a0",
    sea: ["#d8a07c", "#8a8f8a", "#3f6f7e", "#1f5568"],
    haze: "#fbe1bb",
    hill: "#b98a78",
    light: "#fff1d2",
  },
  dusk: {
    sky: ["#263652", "#5b4a6c", "#b9677a", "#f0946a", "#f8c07f"],
    sun: "#ffe3b0",
    glow: "#ffb27a",
    sea: ["#c67a6d", "#6a5a72", "#2e3c58", "#1a2438"],
    haze: "#f7b585",
    hill: "#5d4a62",
    light: "#ffd7a6",
  },
  night: {
    sky: ["#0b1626", "#142640", "#22395a", "#34506f"],
    sun: "#f4f1e6",
    glow: "#9fb6cc",
    sea: ["#2b4462", "#182a40", "#0d1726"],
    haze: "#3d5775",
    hill: "#17263a",
    light: "#e8eef2",
  },
};
function skyAndSun(S, w, h, hy, T, o = {}) {
  const sx = (o.sunX ?? 0.62) * w;
  const sy = hy - (o.sunAlt ?? 0.18) * h;
  const sr = (o.sunR ?? 0.055) * Math.max(w * 0.6, h);
  let out = rect(0, 0, w, hy + 2, S.lin(T.sky));
  // large warm glow
  out += ellipse(
    sx,
    sy,
    Math.max(w, h) * 0.75,
    Math.max(w, h) * 0.55,
    S.rad([
      [0, T.glow, 0.85],
      [0.35, T.glow, 0.32],
      [1, T.glow, 0],
    ]),
  );
  if (o.stars) {
    const r = o.r;
    for (let i = 0; i < 140; i++) {
      const y = r() * hy * 0.85;
      out += circle(
        r() * w,
        y,
        (0.4 + r() * 1.3) * S.u * 1.4,
        "#ffffff",
        `opacity="${n1(0.25 + r() * 0.6)}"`,
      );
    }
  }
  // clouds: long soft strata
  if (o.clouds !== false) {
    const r = o.r;
    const nC = o.clouds ?? 5;
    for (let i = 0; i < nC; i++) {
      const cy = hy * (0.15 + r() * 0.6);
      const cx = r() * w;
      const rx = w * (0.12 + r() * 0.25);
      const ry = h * (0.006 + r() * 0.014);
      const col = i % 2 ? T.light : mix(T.glow, T.sky[1], 0.4);
      out += ellipse(
        cx,
        cy,
        rx,
        ry,
        S.rad([
          [0, col, 0.55],
          [1, col, 0],
        ]),
      );
    }
  }
  if (o.sun !== false) {
    if (o.moon) {
      out += circle(
        sx,
        sy,
        sr * 3.2,
        S.rad([
          [0, "#dfe8f0", 0.35],
          [1, "#dfe8f0", 0],
        ]),
      );
      out += circle(
        sx,
        sy,
        sr,
        S.rad(
          [
            [0, "#fbfaf3"],
            [0.8, "#ece9dc"],
            [1, "#d9d6c8"],
          ],
          0.42,
          0.4,
          0.62,
        ),
      );
      out +=
        circle(sx - sr * 0.3, sy - sr * 0.15, sr * 0.18, "#cfcabb", 'opacity=".45"') +
        circle(sx + sr * 0.25, sy + sr * 0.3, sr * 0.12, "#cfcabb", 'opacity=".4"') +
        circle(sx + sr * 0.35, sy - sr * 0.35, sr * 0.08, "#cfcabb", 'opacity=".35"');
    } else {
      out += circle(
        sx,
        sy,
        sr * 2.2,
        S.rad([
          [0, T.sun, 0.7],
          [1, T.sun, 0],
        ]),
      );
      out += circle(sx, sy, sr, T.sun);
    }
  }
  return { out, sx, sy, sr };
}
function headland(S, w, hy, r, side, color, heightF, widthF, h) {
  const Pn = [];
  const x0 = side === "left" ? -w * 0.02 : w * (1 - widthF);
  const x1 = side === "left" ? w * widthF : w * 1.02;
  const steps = 26;
  const ph = r() * 10;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = lerp(x0, x1, t);
    const edge = side === "left" ? (1 - t) ** 0.55 : t ** 0.55;
    const bump = 0.65 + 0.25 * Math.sin(t * 7 + ph) + 0.1 * Math.sin(t * 19 + ph * 2);
    Pn.push([x, hy - h * heightF * edge * bump]);
  }
  Pn.push([x1, hy + 1], [x0, hy + 1]);
  return `<path d="${smooth(Pn.slice(0, -2), false)}L${n1(x1)} ${n1(hy + 1)}L${n1(x0)} ${n1(hy + 1)}Z" fill="${color}"/>`;
}
function seaSurface(S, w, h, hy, T, r, sun, o = {}) {
  const bottom = o.bottom ?? h;
  let out = rect(0, hy, w, bottom - hy + 1, S.lin(T.sea));
  out += rect(
    0,
    hy - 1,
    w,
    h * 0.018,
    S.lin([
      [0, T.haze, 0.75],
      [1, T.haze, 0],
    ]),
  );
  const rows = o.rows ?? 70;
  const t = o.t ?? 0;
  const waves = [];
  for (let i = 0; i < rows; i++) {
    const f = (i + 0.5) / rows;
    const y = hy + (bottom - hy) * f ** 1.9;
    const len = (0.01 + 0.07 * f) * w;
    const sw = (0.5 + 4 * f) * S.u;
    const count = Math.round(3 + 10 * (1 - f * 0.4));
    for (let k = 0; k < count; k++) {
      const phase = r() * TAU;
      const x = r() * (w + len) - len / 2 + Math.sin(TAU * t + phase) * len * 0.25;
      const yy = y + Math.sin(TAU * t + phase * 1.3) * sw * 0.8;
      const light = r() < 0.55;
      const col = light ? T.light : darken(T.sea[T.sea.length - 1], 0.25);
      const op = (light ? 0.12 + 0.16 * (1 - f) : 0.1 + 0.12 * f) * (0.75 + 0.25 * Math.sin(TAU * t + phase));
      const bow = sw * (0.8 + r());
      waves.push(
        `<path d="M${n1(x)} ${n1(yy)}q${n1(len / 2)} ${n1(-bow)} ${n1(len)} 0" stroke="${col}" stroke-width="${n1(sw)}" fill="none" opacity="${n1(op * 100) / 100}" stroke-linecap="round"/>`,
      );
    }
  }
  out += waves.join("");
  // sun glitter
  if (sun && o.glitter !== false) {
    const col = o.glitterColor ?? T.light;
    const gl = [];
    for (let i = 0; i < rows * 1.2; i++) {
      const f = (i + 0.5) / (rows * 1.2);
      const y = hy + (bottom - hy) * f ** 1.7;
      const spread = sun.sr * 0.9 + f * w * (o.glitterSpread ?? 0.16);
      const n = Math.round(2 + 14 * f);
      for (let k = 0; k < n; k++) {
        const phase = r() * TAU;
        const dx = r.gauss() * spread * 0.45;
        const a = clamp(1 - Math.abs(dx) / (spread * 1.1), 0, 1);
        const tw = 0.5 + 0.5 * Math.sin(TAU * t * (1 + (k % 3)) + phase);
        const len = (0.004 + 0.03 * f) * w * (0.5 + r());
        const op = a * (0.35 + 0.6 * tw) * (0.95 - f * 0.25);
        if (op < 0.05) continue;
        gl.push(
          `<path d="M${n1(sun.sx + dx - len / 2)} ${n1(y)}h${n1(len)}" stroke="${col}" stroke-width="${n1((0.6 + 3.2 * f) * S.u)}" opacity="${n1(op * 100) / 100}" stroke-linecap="round"/>`,
        );
      }
    }
    out += gl.join("");
  }
  return out;
}
function sailboat(x, y, s, color, sail = "#fbf7ee") {
  return g(
    `<path d="M${-30} 0L30 0L22 9L-22 9Z" fill="${color}"/><path d="M2 -4L2 -70L34 -6Z" fill="${sail}"/><path d="M-2 -6L-2 -60L-26 -8Z" fill="${sail}" opacity=".9"/><path d="M0 -2V-72" stroke="${color}" stroke-width="2"/>`,
    tr(x, y, 0, s),
  );
}
function birds(r, x, y, s, n, color) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const bx = x + r.range(-1, 1) * 60 * s,
      by = y + r.range(-1, 1) * 25 * s,
      k = s * r.range(0.6, 1.1);
    out += `<path d="M${n1(bx - 8 * k)} ${n1(by)}q${n1(4 * k)} ${n1(-5 * k)} ${n1(8 * k)} 0q${n1(4 * k)} ${n1(-5 * k)} ${n1(8 * k)} 0" stroke="${color}" stroke-width="${n1(1.4 * k)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}
// striped parasol, seen from the side; x,y = canopy centre bottom, R = radius
function parasol(S, x, y, R, cA, cB, poleH, tilt = 0) {
  const apex = [x, y - R * 0.42];
  const left = [x - R, y],
    right = [x + R, y];
  const ctrl = [x, y + R * 0.12];
  const k = 8;
  let stripes = "";
  for (let i = 0; i < k; i++) {
    const p0 = quad(left, ctrl, right, i / k),
      p1 = quad(left, ctrl, right, (i + 1) / k);
    stripes += `<path d="M${n1(apex[0])} ${n1(apex[1])}L${n1(p0[0])} ${n1(p0[1])}L${n1(p1[0])} ${n1(p1[1])}Z" fill="${i % 2 ? cB : cA}"/>`;
  }
  let fringe = "";
  for (let i = 0; i < k; i++) {
    const p0 = quad(left, ctrl, right, i / k),
      p1 = quad(left, ctrl, right, (i + 1) / k);
    fringe += `<path d="M${n1(p0[0])} ${n1(p0[1])}Q${n1((p0[0] + p1[0]) / 2)} ${n1((p0[1] + p1[1]) / 2 + R * 0.09)} ${n1(p1[0])} ${n1(p1[1])}" fill="${i % 2 ? cB : cA}"/>`;
  }
  const canopy = `<path d="M${n1(left[0])} ${n1(left[1])}Q${n1(apex[0] - R * 0.55)} ${n1(apex[1] + R * 0.05)} ${n1(apex[0])} ${n1(apex[1])}Q${n1(apex[0] + R * 0.55)} ${n1(apex[1] + R * 0.05)} ${n1(right[0])} ${n1(right[1])}Q${n1(ctrl[0])} ${n1(ctrl[1])} ${n1(left[0])} ${n1(left[1])}Z"`;
  const cl = S.clip(canopy + "/>");
  return g(
    `<path d="M${n1(x)} ${n1(apex[1])}V${n1(y + poleH)}" stroke="#6b5a48" stroke-width="${n1(R * 0.05)}"/>` +
      `<g clip-path="${cl}">${stripes}</g>${fringe}` +
      `<path d="M${n1(left[0])} ${n1(left[1])}Q${n1(ctrl[0])} ${n1(ctrl[1])} ${n1(right[0])} ${n1(right[1])}" stroke="#000" stroke-opacity=".12" fill="none" stroke-width="${n1(R * 0.03)}"/>`,
    tilt ? `transform="rotate(${n1(tilt)} ${n1(x)} ${n1(y + poleH)})"` : "",
  );
}
function sunbed(x, y, s, color = "#fbf8f1", frame = "#8b7356") {
  return g(
    `<path d="M-60 0L46 0L52 -4L-54 -4Z" fill="${frame}"/><path d="M-58 -4L30 -4L30 -12L-58 -12Z" fill="${color}"/><path d="M30 -4L56 -30L62 -27L38 -4Z" fill="${darken(color, 0.06)}"/><path d="M-54 0V10M42 0V10" stroke="${frame}" stroke-width="3"/>`,
    tr(x, y, 0, s),
  );
}
function palm(S, x, y, H, r, color = "#2f4030", lean = 0.12, fronds = 9) {
  const top = [x + H * lean, y - H];
  const ctrl = [x + H * lean * 0.1, y - H * 0.55];
  const L = [],
    R2 = [];
  const N = 18;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const p = quad([x, y], ctrl, top, t);
    const wdt = H * lerp(0.035, 0.02, t);
    L.push([p[0] - wdt, p[1]]);
    R2.push([p[0] + wdt, p[1]]);
  }
  let out = `<path d="${pts([...L, ...R2.reverse()])}" fill="${color}"/>`;
  for (let i = 1; i < N; i += 1) {
    const p = quad([x, y], ctrl, top, i / N);
    out += `<path d="M${n1(p[0] - H * 0.03)} ${n1(p[1])}h${n1(H * 0.06)}" stroke="${lighten(color, 0.15)}" stroke-width="${n1(H * 0.005)}" opacity=".6"/>`;
  }
  for (let f = 0; f < fronds; f++) {
    const a = -Math.PI / 2 + (f / (fronds - 1) - 0.5) * Math.PI * 1.7 + r.range(-0.12, 0.12);
    const len = H * r.range(0.38, 0.5);
    const droop = 0.55 + 0.3 * Math.abs(Math.cos(a));
    const p0 = top;
    const p1 = [top[0] + Math.cos(a) * len * 0.55, top[1] + Math.sin(a) * len * 0.55 - len * 0.12];
    const p2 = [top[0] + Math.cos(a) * len, top[1] + Math.sin(a) * len * 0.4 + len * droop * 0.6];
    let leaf = `<path d="M${n1(p0[0])} ${n1(p0[1])}Q${n1(p1[0])} ${n1(p1[1])} ${n1(p2[0])} ${n1(p2[1])}" stroke="${color}" stroke-width="${n1(H * 0.008)}" fill="none"/>`;
    const M = 22;
    for (let j = 1; j < M; j++) {
      const t = j / M;
      const p = quad(p0, p1, p2, t);
      const q = quad(p0, p1, p2, Math.min(1, t + 0.02));
      const ang = Math.atan2(q[1] - p[1], q[0] - p[0]);
      const ll = len * 0.16 * Math.sin(Math.PI * (0.12 + 0.88 * t)) * (1 - t * 0.3);
      for (const sgn of [1, -1]) {
        const aa = ang + sgn * 0.62 + 0.45;
        leaf += `<path d="M${n1(p[0])} ${n1(p[1])}q${n1(Math.cos(aa) * ll * 0.5)} ${n1(Math.sin(aa) * ll * 0.5 - ll * 0.1)} ${n1(Math.cos(aa) * ll)} ${n1(Math.sin(aa) * ll + ll * 0.25)}" stroke="${color}" stroke-width="${n1(H * 0.0075)}" fill="none" stroke-linecap="round"/>`;
      }
    }
    out += leaf;
  }
  return out;
}
function beachForeground(S, w, h, shoreY, T, r, o = {}) {
  const t = o.t ?? 0;
  const sand = o.sand ?? ["#f1dcc0", "#e8cda9", "#dcbb92"];
  const Pts = [];
  const ph = r() * TAU;
  for (let i = 0; i <= 20; i++) {
    const x = (i / 20) * w * 1.1 - w * 0.05;
    Pts.push([x, shoreY + Math.sin((i / 20) * Math.PI * 1.4 + ph) * h * 0.018]);
  }
  const edge = smooth(Pts, false);
  const wash = Math.sin(TAU * t) * h * 0.006;
  let out = `<path d="${edge}L${n1(w * 1.05)} ${n1(h)}L${n1(-w * 0.05)} ${n1(h)}Z" fill="${S.lin(sand)}"/>`;
  // wet band + foam
  out += `<path d="${edge}" stroke="${darken(sand[0], 0.12)}" stroke-width="${n1(h * 0.022)}" fill="none" opacity=".55" transform="translate(0 ${n1(h * 0.008)})"/>`;
  out += `<path d="${edge}" stroke="${T.light}" stroke-width="${n1(h * 0.006)}" fill="none" opacity=".9" transform="translate(0 ${n1(wash - h * 0.002)})"/>`;
  out += `<path d="${edge}" stroke="${T.light}" stroke-width="${n1(h * 0.003)}" fill="none" opacity=".5" stroke-dasharray="${n1(w * 0.05)} ${n1(w * 0.03)}" transform="translate(0 ${n1(-h * 0.012 + wash * 1.4)})"/>`;
  // sand texture speckles
  for (let i = 0; i < 260; i++) {
    const y = shoreY + h * 0.03 + r() * (h - shoreY);
    out += circle(
      r() * w,
      y,
      r.range(0.6, 1.8) * S.u,
      r() < 0.5 ? "#ffffff" : darken(sand[1], 0.2),
      `opacity="${n1(r.range(0.15, 0.4))}"`,
    );
  }
  // parasols and sunbeds in perspective rows
  const items = [];
  const nP = o.parasols ?? 4;
  for (let i = 0; i < nP; i++) {
    const depth = r.range(0.12, 0.75);
    const y = shoreY + (h - shoreY) * (0.15 + depth * 0.7);
    const x = w * (0.08 + ((i + r.range(0.1, 0.9)) / nP) * 0.86);
    items.push({ x, y, depth });
  }
  items.sort((a, b) => a.y - b.y);
  const cols = o.parasolColors ?? [
    ["#f6efe2", C.sea],
    ["#f6efe2", C.terracotta],
  ];
  items.forEach((it, i) => {
    const s = (0.35 + it.depth * 1.0) * S.u * 1.4;
    const R = 95 * s;
    const [cA, cB] = cols[i % cols.length];
    out += ellipse(it.x + R * 0.35, it.y + 2 * s, R * 1.05, R * 0.22, "#6b4a2a", `opacity=".16"`);
    out += sunbed(it.x - R * 0.45, it.y, s * 0.95) + sunbed(it.x + R * 0.55, it.y + 6 * s, s * 0.95);
    out += parasol(S, it.x, it.y - R * 1.35, R, cA, cB, R * 1.35, r.range(-4, 4));
  });
  return out;
}

// ================================================================ table top (flat lay) components
function lightOverlay(S, w, h, strength = 1, dark = false) {
  let out = rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#fff6e6", 0.22 * strength],
        [1, "#fff6e6", 0],
      ],
      0.22,
      0.1,
      0.85,
    ),
  );
  out += rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#000", 0],
        [0.6, "#000", 0],
        [1, "#1a0f08", (dark ? 0.5 : 0.22) * strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
  return out;
}
function surface(S, w, h, r, type, col, col2) {
  const u = S.u;
  let out = rect(0, 0, w, h, col);
  if (type === "linen") {
    out += rect(
      0,
      0,
      w,
      h,
      S.lin(
        [
          [0, lighten(col, 0.08)],
          [1, darken(col, 0.06)],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    const step = 7 * u;
    const pat = S.pattern(
      `<path d="M0 ${n1(step / 2)}H${n1(step)}" stroke="${darken(col, 0.25)}" stroke-width="${n1(u * 0.8)}" opacity=".12"/><path d="M${n1(step / 2)} 0V${n1(step)}" stroke="#fff" stroke-width="${n1(u * 0.8)}" opacity=".1"/>`,
      step,
      step,
    );
    out += rect(0, 0, w, h, pat);
    for (let i = 0; i < 5; i++) {
      // soft folds
      const x = r() * w;
      out += `<path d="M${n1(x)} 0Q${n1(x + r.range(-1, 1) * w * 0.1)} ${n1(h / 2)} ${n1(x + r.range(-1, 1) * w * 0.05)} ${n1(h)}" stroke="${i % 2 ? "#fff" : darken(col, 0.3)}" stroke-width="${n1(u * r.range(8, 22))}" fill="none" opacity=".07" filter="${S.blur(u * 10)}"/>`;
    }
    if (col2) {
      // woven stripes near one edge (tablecloth border)
      const y0 = h * r.range(0.72, 0.88);
      for (const [dy, sw] of [
        [0, 10],
        [22, 4],
        [34, 4],
      ])
        out += rect(-5, y0 + dy * u, w + 10, sw * u, col2, 'opacity=".75"');
    }
  } else if (type === "wood") {
    const plank = 190 * u;
    const vertical = w < h;
    const span = vertical ? w : h;
    for (let p = 0; p * plank < span + plank; p++) {
      const pc = jitterColor(col, r, 0.12);
      const a = p * plank;
      out += vertical ? rect(a, 0, plank, h, pc) : rect(0, a, w, plank, pc);
      for (let k = 0; k < 9; k++) {
        const off = a + r() * plank;
        const amp = r.range(2, 9) * u,
          ph = r() * TAU,
          fr = r.range(1.5, 4);
        const P = [];
        const L = vertical ? h : w;
        for (let i = 0; i <= 24; i++) {
          const t = i / 24;
          const o2 = off + Math.sin(t * fr * TAU + ph) * amp;
          P.push(vertical ? [o2, t * L] : [t * L, o2]);
        }
        out += `<path d="${smooth(P, false)}" stroke="${darken(pc, 0.35)}" stroke-width="${n1(u * r.range(0.8, 2.4))}" fill="none" opacity="${n1(r.range(0.12, 0.3))}"/>`;
      }
      out += vertical
        ? rect(a - u * 1.5, 0, u * 3, h, darken(col, 0.5), 'opacity=".5"')
        : rect(0, a - u * 1.5, w, u * 3, darken(col, 0.5), 'opacity=".5"');
    }
  } else if (type === "marble") {
    out += rect(
      0,
      0,
      w,
      h,
      S.lin(
        [
          [0, lighten(col, 0.1)],
          [1, darken(col, 0.04)],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    for (let i = 0; i < 9; i++) {
      let x = r() * w,
        y = r() * h,
        a = r() * TAU;
      const P = [[x, y]];
      for (let k = 0; k < 14; k++) {
        a += r.range(-0.6, 0.6);
        x += Math.cos(a) * 70 * u;
        y += Math.sin(a) * 70 * u;
        P.push([x, y]);
      }
      const vc = col2 ?? "#8d8a86";
      out += `<path d="${smooth(P, false)}" stroke="${vc}" stroke-width="${n1(u * r.range(6, 16))}" fill="none" opacity=".08" filter="${S.blur(u * 6)}"/>`;
      out += `<path d="${smooth(P, false)}" stroke="${vc}" stroke-width="${n1(u * r.range(0.6, 2.6))}" fill="none" opacity="${n1(r.range(0.1, 0.22))}"/>`;
    }
  } else if (type === "terrazzo") {
    const chips = col2 ?? [C.terracotta, C.sea, C.lemon, "#e9dccb", C.ink];
    const n = Math.round((w * h) / (u * u * 1500));
    for (let i = 0; i < n; i++) {
      const cx = r() * w,
        cy = r() * h,
        rr = r.range(2.5, 8) * u * (r() < 0.06 ? 2.2 : 1);
      const k = r.int(3, 6);
      const P = [];
      const ph = r() * TAU;
      for (let j = 0; j < k; j++) {
        const a = ph + (j / k) * TAU + r.range(-0.3, 0.3);
        P.push([cx + Math.cos(a) * rr * r.range(0.6, 1.2), cy + Math.sin(a) * rr * r.range(0.6, 1.2)]);
      }
      out += `<path d="${pts(P)}" fill="${r.pick(chips)}" opacity="${n1(r.range(0.35, 0.75))}"/>`;
    }
  } else if (type === "tiles") {
    const T = 220 * u;
    const c2 = col2 ?? C.sea;
    const q = T / 2;
    const inner =
      rect(0, 0, T, T, col) +
      ["M0 0", `M${T} 0`, `M0 ${T}`, `M${T} ${T}`]
        .map(
          (m) =>
            `<circle cx="${m.split(" ")[0].slice(1)}" cy="${m.split(" ")[1]}" r="${n1(q * 0.55)}" fill="none" stroke="${c2}" stroke-width="${n1(T * 0.05)}"/>`,
        )
        .join("") +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="${leafPath(q, q, (i * Math.PI) / 2 + Math.PI / 4, q * 0.62, q * 0.2)}" fill="${c2}"/>`,
        )
        .join("") +
      circle(q, q, q * 0.12, col, `stroke="${c2}" stroke-width="${n1(T * 0.03)}"`) +
      [0, 1, 2, 3]
        .map((i) =>
          circle(
            q + Math.cos((i * Math.PI) / 2) * q * 0.7,
            q + Math.sin((i * Math.PI) / 2) * q * 0.7,
            q * 0.06,
            c2,
          ),
        )
        .join("") +
      `<rect width="${n1(T)}" height="${n1(T)}" fill="none" stroke="${darken(col, 0.12)}" stroke-width="${n1(u * 3)}"/>`;
    out += `<g opacity=".82">${rect(0, 0, w, h, S.pattern(inner, T, T))}</g>`;
    out += rect(
      0,
      0,
      w,
      h,
      S.lin(
        [
          [0, "#fff", 0.08],
          [1, "#000", 0.06],
        ],
        0,
        0,
        1,
        1,
      ),
    );
  } else if (type === "stone") {
    for (let i = 0; i < 40; i++)
      out += `<path d="${blob(r, r() * w, r() * h, r.range(40, 160) * u, 8, 0.3)}" fill="${r() < 0.5 ? lighten(col, 0.12) : darken(col, 0.1)}" opacity=".25" filter="${S.blur(u * 20)}"/>`;
    for (let i = 0; i < 400; i++)
      out += circle(
        r() * w,
        r() * h,
        r.range(0.6, 2) * u,
        r() < 0.5 ? "#fff" : darken(col, 0.4),
        `opacity="${n1(r.range(0.1, 0.35))}"`,
      );
  } else if (type === "slate") {
    out += rect(
      0,
      0,
      w,
      h,
      S.lin(
        [
          [0, lighten(col, 0.06)],
          [1, darken(col, 0.1)],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    for (let i = 0; i < 30; i++) {
      const y = r() * h;
      out += `<path d="M0 ${n1(y)}Q${n1(w / 2)} ${n1(y + r.range(-40, 40) * u)} ${n1(w)} ${n1(y + r.range(-20, 20) * u)}" stroke="${r() < 0.5 ? "#fff" : "#000"}" stroke-width="${n1(u * r.range(1, 5))}" fill="none" opacity=".05"/>`;
    }
  }
  return out;
}

// ---- tableware
function plate(S, cx, cy, R, o = {}) {
  const col = o.color ?? "#fbf9f4";
  let out = o.noShadow
    ? ""
    : shadow(S, circlePath(cx, cy, R), R * 0.05, R * 0.08, R * 0.07, o.shadowOp ?? 0.32);
  out += circle(
    cx,
    cy,
    R,
    S.rad(
      [
        [0, lighten(col, 0.5)],
        [0.75, col],
        [1, darken(col, 0.09)],
      ],
      0.45,
      0.42,
      0.6,
    ),
  );
  if (o.rim) out += circle(cx, cy, R * 0.93, "none", `stroke="${o.rim}" stroke-width="${n1(R * 0.025)}"`);
  if (o.pattern === "dots")
    for (let i = 0; i < 36; i++) {
      const a = (i / 36) * TAU;
      out += circle(cx + Math.cos(a) * R * 0.86, cy + Math.sin(a) * R * 0.86, R * 0.018, o.rim ?? C.sea);
    }
  const well = R * (o.well ?? 0.68);
  out += circle(
    cx,
    cy,
    well,
    "none",
    `stroke="${S.lin(
      [
        [0, "#000", 0.14],
        [0.5, "#000", 0.02],
        [1, "#fff", 0.5],
      ],
      0,
      0,
      1,
      1,
    )}" stroke-width="${n1(R * 0.03)}"`,
  );
  out += circle(
    cx,
    cy,
    well * 0.99,
    S.rad(
      [
        [0, lighten(col, 0.4)],
        [1, darken(col, 0.03)],
      ],
      0.4,
      0.35,
      0.8,
    ),
  );
  return out;
}
function bowl(S, cx, cy, R, col = "#f6f1e8", inner) {
  let out = shadow(S, circlePath(cx, cy, R), R * 0.06, R * 0.1, R * 0.08, 0.35);
  out += circle(
    cx,
    cy,
    R,
    S.rad(
      [
        [0, lighten(col, 0.2)],
        [1, darken(col, 0.12)],
      ],
      0.35,
      0.3,
      0.8,
    ),
  );
  out += circle(
    cx,
    cy,
    R * 0.86,
    S.rad(
      [
        [0, darken(col, 0.1)],
        [0.8, col],
        [1, lighten(col, 0.3)],
      ],
      0.55,
      0.6,
      0.7,
    ),
  );
  return out + (inner ?? "");
}
function napkin(S, cx, cy, W, H, ang, col, stripe) {
  const d = roundRectPath(-W / 2, -H / 2, W, H, W * 0.02);
  let inner =
    `<path d="${d}" fill="${col}"/>` +
    `<path d="${d}" fill="${S.lin(
      [
        [0, "#fff", 0.25],
        [0.5, "#fff", 0],
        [1, "#000", 0.08],
      ],
      0,
      0,
      1,
      1,
    )}"/>`;
  inner += `<path d="M${n1(-W / 2 + W * 0.47)} ${n1(-H / 2)}V${n1(H / 2)}" stroke="#000" stroke-opacity=".07" stroke-width="${n1(W * 0.02)}"/>`;
  if (stripe)
    inner += `<path d="${roundRectPath(-W / 2 + W * 0.06, -H / 2 + W * 0.06, W - W * 0.12, H - W * 0.12, 2)}" stroke="${stripe}" stroke-width="${n1(W * 0.025)}" fill="none"/>`;
  return (
    shadow(S, d, W * 0.02, W * 0.03, W * 0.03, 0.22, "#000").replace(
      'transform="',
      `transform="translate(${n1(cx)} ${n1(cy)}) rotate(${n1(ang)}) `,
    ) + g(inner, tr(cx, cy, ang))
  );
}
function cutlery(S, x, y, L, ang, type) {
  const m = S.lin(
    [
      [0, "#f2f2ee"],
      [0.5, "#b9bcbd"],
      [1, "#e4e5e2"],
    ],
    0,
    0,
    1,
    0,
  );
  let d;
  const hw = L * 0.035;
  if (type === "knife")
    d = `M${-hw} ${L * 0.5}V${-L * 0.05}L${-hw} ${-L * 0.5}Q${hw * 1.6} ${-L * 0.45} ${hw * 1.2} ${-L * 0.05}L${hw} ${L * 0.5}Q0 ${L * 0.53} ${-hw} ${L * 0.5}Z`;
  else if (type === "spoon")
    d = `M${-hw * 0.8} ${L * 0.5}L${-hw * 0.5} ${-L * 0.18}C${-hw * 3} ${-L * 0.2} ${-hw * 3} ${-L * 0.5} 0 ${-L * 0.5}C${hw * 3} ${-L * 0.5} ${hw * 3} ${-L * 0.2} ${hw * 0.5} ${-L * 0.18}L${hw * 0.8} ${L * 0.5}Q0 ${L * 0.53} ${-hw * 0.8} ${L * 0.5}Z`;
  else {
    const tw = hw * 2.2;
    d = `M${-hw * 0.8} ${L * 0.5}L${-hw * 0.6} ${-L * 0.12}Q${-tw} ${-L * 0.16} ${-tw} ${-L * 0.26}L${-tw} ${-L * 0.5}L${-tw * 0.62} ${-L * 0.5}L${-tw * 0.62} ${-L * 0.3}L${-tw * 0.2} ${-L * 0.3}L${-tw * 0.2} ${-L * 0.5}L${tw * 0.2} ${-L * 0.5}L${tw * 0.2} ${-L * 0.3}L${tw * 0.62} ${-L * 0.3}L${tw * 0.62} ${-L * 0.5}L${tw} ${-L * 0.5}L${tw} ${-L * 0.26}Q${tw} ${-L * 0.16} ${hw * 0.6} ${-L * 0.12}L${hw * 0.8} ${L * 0.5}Q0 ${L * 0.53} ${-hw * 0.8} ${L * 0.5}Z`;
  }
  d = d.replace(/-?\d+\.\d+/g, (v) => n1(+v));
  return g(
    `<path d="${d}" fill="#3a2a1a" opacity=".25" transform="translate(${n1(L * 0.02)} ${n1(L * 0.03)})" filter="${S.blur(L * 0.012)}"/><path d="${d}" fill="${m}"/>`,
    tr(x, y, ang),
  );
}
function wineGlassTop(S, cx, cy, R, wine = "#7a1f35") {
  let out = circle(
    cx + R * 0.25,
    cy + R * 0.35,
    R * 1.05,
    wine,
    `opacity=".18" filter="${S.blur(R * 0.15)}"`,
  );
  out += circle(
    cx,
    cy,
    R * 0.55,
    "none",
    `stroke="#ffffff" stroke-opacity=".5" stroke-width="${n1(R * 0.03)}"`,
  );
  out += circle(
    cx,
    cy,
    R,
    S.rad([
      [0, "#ffffff", 0.05],
      [0.9, "#ffffff", 0.12],
      [1, "#ffffff", 0.5],
    ]),
  );
  if (wine)
    out += circle(
      cx,
      cy,
      R * 0.78,
      S.rad([
        [0, darken(wine, 0.35)],
        [0.75, wine],
        [1, lighten(wine, 0.25)],
      ]),
      'opacity=".92"',
    );
  out += `<path d="M${n1(cx - R * 0.7)} ${n1(cy - R * 0.2)}A${n1(R * 0.75)} ${n1(R * 0.75)} 0 0 1 ${n1(cx - R * 0.1)} ${n1(cy - R * 0.72)}" stroke="#fff" stroke-opacity=".7" stroke-width="${n1(R * 0.07)}" fill="none" stroke-linecap="round"/>`;
  out += circle(cx, cy, R, "none", `stroke="#ffffff" stroke-opacity=".85" stroke-width="${n1(R * 0.035)}"`);
  return out;
}
function tumblerTop(S, cx, cy, R, liquid = "#f5a23a", garnish = "orange") {
  let out = circle(
    cx + R * 0.2,
    cy + R * 0.3,
    R * 1.02,
    liquid,
    `opacity=".22" filter="${S.blur(R * 0.14)}"`,
  );
  out += circle(
    cx,
    cy,
    R,
    S.rad([
      [0, lighten(liquid, 0.3)],
      [0.8, liquid],
      [1, darken(liquid, 0.2)],
    ]),
  );
  // ice
  const ice = [
    [-0.3, -0.25, 12],
    [0.22, -0.1, -20],
    [-0.05, 0.3, 35],
  ];
  for (const [dx, dy, a] of ice)
    out += g(
      `<path d="${roundRectPath(-R * 0.22, -R * 0.22, R * 0.44, R * 0.44, R * 0.08)}" fill="#fff" opacity=".32" stroke="#fff" stroke-opacity=".6" stroke-width="${n1(R * 0.02)}"/>`,
      tr(cx + dx * R, cy + dy * R, a),
    );
  if (garnish === "orange" || garnish === "lemon" || garnish === "lime")
    out += citrusSlice(S, cx + R * 0.35, cy + R * 0.3, R * 0.38, garnish);
  if (garnish === "mint")
    for (let i = 0; i < 4; i++)
      out += `<path d="${leafPath(cx + R * 0.2, cy - R * 0.1, i * 1.4, R * 0.4, R * 0.13)}" fill="${i % 2 ? "#4f8a3a" : "#6aa84f"}"/>`;
  out += circle(cx, cy, R, "none", `stroke="#ffffff" stroke-opacity=".8" stroke-width="${n1(R * 0.06)}"`);
  out += `<path d="M${n1(cx - R * 0.75)} ${n1(cy + R * 0.1)}A${n1(R * 0.76)} ${n1(R * 0.76)} 0 0 1 ${n1(cx - R * 0.1)} ${n1(cy - R * 0.75)}" stroke="#fff" stroke-opacity=".6" stroke-width="${n1(R * 0.06)}" fill="none" stroke-linecap="round"/>`;
  return out;
}
function citrusSlice(S, cx, cy, R, kind = "lemon") {
  const col = {
    lemon: ["#f6d55c", "#fbeaa0"],
    orange: ["#f19a32", "#f8c170"],
    lime: ["#8cbf3f", "#c8e38c"],
    blood: ["#c2403a", "#e2837a"],
  }[kind] ?? ["#f6d55c", "#fbeaa0"];
  let out = circle(cx, cy, R, col[0]) + circle(cx, cy, R * 0.9, "#fbf6e3");
  for (let i = 0; i < 9; i++) {
    const a0 = (i / 9) * TAU + 0.05,
      a1 = ((i + 1) / 9) * TAU - 0.05;
    const rr = R * 0.82;
    out += `<path d="M${n1(cx + Math.cos((a0 + a1) / 2) * R * 0.1)} ${n1(cy + Math.sin((a0 + a1) / 2) * R * 0.1)}L${n1(cx + Math.cos(a0) * rr)} ${n1(cy + Math.sin(a0) * rr)}A${n1(rr)} ${n1(rr)} 0 0 1 ${n1(cx + Math.cos(a1) * rr)} ${n1(cy + Math.sin(a1) * rr)}Z" fill="${S.rad(
      [
        [0, col[1]],
        [1, col[0]],
      ],
      0.5,
      0.5,
      0.5,
    )}" stroke-linejoin="round"/>`;
  }
  return out;
}
function lemonWhole(S, cx, cy, R, ang, col = "#f3cd45") {
  const d =
    `M${-R * 1.25} 0C${-R * 1.1} ${-R * 0.9} ${R * 1.1} ${-R * 0.9} ${R * 1.25} 0C${R * 1.1} ${R * 0.9} ${-R * 1.1} ${R * 0.9} ${-R * 1.25} 0Z`.replace(
      /-?\d+\.\d+/g,
      (v) => n1(+v),
    );
  return g(
    `<path d="${d}" fill="#3a2a10" opacity=".3" transform="translate(${n1(R * 0.15)} ${n1(R * 0.2)})" filter="${S.blur(R * 0.15)}"/><path d="${d}" fill="${S.rad(
      [
        [0, lighten(col, 0.4)],
        [0.6, col],
        [1, darken(col, 0.15)],
      ],
      0.38,
      0.32,
      0.75,
    )}"/>` +
      circle(R * 1.22, 0, R * 0.06, "#9a8a2a") +
      ellipse(-R * 0.4, -R * 0.35, R * 0.35, R * 0.12, "#fff", 'opacity=".35"'),
    tr(cx, cy, ang),
  );
}
function oliveBranch(S, x, y, L, ang, r, leafCol = C.oliveLeaf, withOlives = true) {
  let out = "";
  const p0 = [0, 0],
    p1 = [L * 0.5, -L * 0.08],
    p2 = [L, 0.02 * L];
  out += `<path d="M0 0Q${n1(p1[0])} ${n1(p1[1])} ${n1(p2[0])} ${n1(p2[1])}" stroke="#6a5a3a" stroke-width="${n1(L * 0.012)}" fill="none"/>`;
  const N = 14;
  for (let i = 1; i <= N; i++) {
    const t = i / (N + 1);
    const p = quad(p0, p1, p2, t);
    const side = i % 2 ? 1 : -1;
    const a = side * (0.75 + r.range(-0.2, 0.25)) - 0.15;
    const c = r() < 0.5 ? leafCol : darken(leafCol, 0.2);
    out += `<path d="${leafPath(p[0], p[1], a, L * r.range(0.16, 0.22), L * 0.028, side * 0.04)}" fill="${c}"/>`;
    out += `<path d="${leafPath(p[0], p[1], a, L * 0.17, L * 0.008)}" fill="${lighten(c, 0.35)}" opacity=".5"/>`;
  }
  out += `<path d="${leafPath(p2[0], p2[1], -0.1, L * 0.16, L * 0.028)}" fill="${leafCol}"/>`;
  if (withOlives) {
    for (const t of [0.3, 0.55, 0.75]) {
      const p = quad(p0, p1, p2, t);
      const oc = r() < 0.5 ? "#3d2a36" : "#6f7a2c";
      out += ellipse(
        p[0] + L * 0.03,
        p[1] + L * 0.05,
        L * 0.035,
        L * 0.026,
        S.rad(
          [
            [0, lighten(oc, 0.35)],
            [1, oc],
          ],
          0.35,
          0.3,
          0.7,
        ),
      );
    }
  }
  return g(
    `<g opacity=".3" filter="${S.blur(L * 0.01)}" transform="translate(${n1(L * 0.015)} ${n1(L * 0.025)})">${out.replace(/fill="[^"]+"/g, 'fill="#2a1d10"').replace(/stroke="#6a5a3a"/, 'stroke="#2a1d10"')}</g>` +
      out,
    tr(x, y, ang),
  );
}
function coffeeTop(S, cx, cy, R, ang = 0, cupCol = "#fbf8f2", latte = true) {
  let out = shadow(S, circlePath(cx, cy, R * 1.55), R * 0.08, R * 0.12, R * 0.1, 0.28);
  out += circle(
    cx,
    cy,
    R * 1.55,
    S.rad([
      [0, cupCol],
      [0.85, cupCol],
      [1, darken(cupCol, 0.08)],
    ]),
  );
  out += circle(
    cx,
    cy,
    R * 1.15,
    "none",
    `stroke="#000" stroke-opacity=".05" stroke-width="${n1(R * 0.05)}"`,
  );
  const hx = cx + Math.cos((ang * Math.PI) / 180) * R * 1.18,
    hy = cy + Math.sin((ang * Math.PI) / 180) * R * 1.18;
  out += g(
    `<path d="${roundRectPath(0, -R * 0.14, R * 0.5, R * 0.28, R * 0.12)}" fill="${darken(cupCol, 0.04)}"/>`,
    tr(hx - Math.cos((ang * Math.PI) / 180) * R * 0.1, hy, ang),
  );
  out += shadow(S, circlePath(cx, cy, R * 1.1), R * 0.06, R * 0.08, R * 0.06, 0.25);
  out += circle(
    cx,
    cy,
    R * 1.1,
    S.rad([
      [0, cupCol],
      [1, darken(cupCol, 0.08)],
    ]),
  );
  out += circle(
    cx,
    cy,
    R * 0.92,
    S.rad([
      [0, "#c08a5a"],
      [0.7, "#8a5632"],
      [1, "#4a2c18"],
    ]),
  );
  if (latte) {
    out += `<path d="M${n1(cx)} ${n1(cy + R * 0.45)}C${n1(cx - R * 0.75)} ${n1(cy - R * 0.05)} ${n1(cx - R * 0.35)} ${n1(cy - R * 0.6)} ${n1(cx)} ${n1(cy - R * 0.22)}C${n1(cx + R * 0.35)} ${n1(cy - R * 0.6)} ${n1(cx + R * 0.75)} ${n1(cy - R * 0.05)} ${n1(cx)} ${n1(cy + R * 0.45)}Z" fill="#f3e4cc" opacity=".92"/>`;
    out += circle(
      cx,
      cy,
      R * 0.92,
      "none",
      `stroke="#e8cfae" stroke-opacity=".6" stroke-width="${n1(R * 0.08)}"`,
    );
  }
  return out;
}
function tealight(S, cx, cy, R) {
  return (
    circle(
      cx,
      cy,
      R * 5,
      S.rad([
        [0, "#ffd38a", 0.45],
        [1, "#ffd38a", 0],
      ]),
    ) +
    circle(cx, cy, R, "#d8d8d2") +
    circle(cx, cy, R * 0.82, "#f7f0dc") +
    circle(cx, cy, R * 0.3, "#fff6c8") +
    circle(cx, cy, R * 0.12, "#5a3a1a")
  );
}
function pitaWedges(S, cx, cy, R, r, n = 4) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = -0.6 + i * 0.45 + r.range(-0.1, 0.1);
    const P = [
      [cx, cy],
      [cx + Math.cos(a - 0.35) * R, cy + Math.sin(a - 0.35) * R],
      [cx + Math.cos(a + 0.35) * R, cy + Math.sin(a + 0.35) * R],
    ];
    const d = `M${n1(P[0][0])} ${n1(P[0][1])}L${n1(P[1][0])} ${n1(P[1][1])}A${n1(R)} ${n1(R)} 0 0 1 ${n1(P[2][0])} ${n1(P[2][1])}Z`;
    out +=
      shadow(S, d, R * 0.03, R * 0.05, R * 0.04, 0.25) +
      `<path d="${d}" fill="${S.rad(
        [
          [0, "#f3dcae"],
          [1, "#d9a865"],
        ],
        0.4,
        0.4,
        0.8,
      )}" stroke="#c99556" stroke-width="${n1(R * 0.02)}" stroke-linejoin="round"/>`;
    for (let k = 0; k < 5; k++) {
      const t = r.range(0.3, 0.9),
        aa = a + r.range(-0.25, 0.25);
      out += ellipse(
        cx + Math.cos(aa) * R * t,
        cy + Math.sin(aa) * R * t,
        R * 0.05,
        R * 0.03,
        "#b57a3e",
        'opacity=".5"',
      );
    }
  }
  return out;
}

// ================================================================ food (top view), drawn inside radius R
const GREENS = ["#6f9a3e", "#8fb357", "#557d2f", "#a5c46a", "#4b7a33"];
function leafy(S, cx, cy, R, r, n = 22, cols = GREENS, spread = 0.75) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = r() * TAU,
      d = Math.sqrt(r()) * R * spread;
    const x = cx + Math.cos(a) * d,
      y = cy + Math.sin(a) * d;
    const ang = r() * TAU,
      L = R * r.range(0.3, 0.5),
      W = L * r.range(0.25, 0.4);
    const c = r.pick(cols);
    out += `<path d="${leafPath(x, y, ang, L, W, r.range(-0.15, 0.15))}" fill="${c}"/>`;
    out += `<path d="M${n1(x)} ${n1(y)}l${n1(Math.cos(ang) * L * 0.8)} ${n1(Math.sin(ang) * L * 0.8)}" stroke="${lighten(c, 0.35)}" stroke-width="${n1(R * 0.012)}" opacity=".7"/>`;
  }
  return out;
}
function herbs(r, cx, cy, R, n, col = "#3e6b2a") {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = r() * TAU,
      d = Math.sqrt(r()) * R;
    out += ellipse(
      cx + Math.cos(a) * d,
      cy + Math.sin(a) * d,
      R * 0.012,
      R * 0.007,
      col,
      `transform="rotate(${n1(r() * 180)} ${n1(cx + Math.cos(a) * d)} ${n1(cy + Math.sin(a) * d)})"`,
    );
  }
  return out;
}
function tomatoWedge(S, x, y, s, ang) {
  const d = `M0 0A${n1(s)} ${n1(s)} 0 0 1 ${n1(s * 1.4)} 0Q${n1(s * 0.7)} ${n1(s * 0.35)} 0 0Z`;
  return g(
    `<path d="M0 0A${n1(s * 0.75)} ${n1(s * 0.75)} 0 0 1 ${n1(s * 1.4)} 0L${n1(s * 0.7)} ${n1(s * 0.3)}Z" fill="#d8392b" transform="scale(1 -1)"/><path d="${d}" fill="#c72f24" transform="scale(1 -1)"/>` +
      `<path d="M${n1(s * 0.2)} ${n1(-s * 0.12)}Q${n1(s * 0.7)} ${n1(-s * 0.42)} ${n1(s * 1.2)} ${n1(-s * 0.12)}" stroke="#f06b50" stroke-width="${n1(s * 0.14)}" fill="none" opacity=".8"/>` +
      [0.45, 0.7, 0.95].map((t) => ellipse(s * t, -s * 0.22, s * 0.05, s * 0.03, "#f3d36b")).join(""),
    tr(x, y, ang),
  );
}
function olive(S, x, y, s, col = "#3b2433") {
  return (
    ellipse(
      x,
      y,
      s,
      s * 0.75,
      S.rad(
        [
          [0, lighten(col, 0.3)],
          [1, col],
        ],
        0.35,
        0.3,
        0.7,
      ),
    ) + ellipse(x - s * 0.3, y - s * 0.25, s * 0.25, s * 0.12, "#fff", 'opacity=".35"')
  );
}
const FOODS = {
  salad(S, cx, cy, R, r) {
    let out = leafy(S, cx, cy, R, r, 44, GREENS, 0.62);
    for (let i = 0; i < 6; i++)
      out += circle(
        cx + r.gauss() * R * 0.3,
        cy + r.gauss() * R * 0.3,
        R * 0.12,
        "#d9e8b4",
        `stroke="#3f6b2a" stroke-width="${n1(R * 0.025)}"`,
      );
    for (let i = 0; i < 7; i++) {
      const a = r() * TAU,
        d = r.range(0.2, 0.65) * R;
      out += tomatoWedge(S, cx + Math.cos(a) * d, cy + Math.sin(a) * d, R * 0.16, r() * 360);
    }
    for (let i = 0; i < 4; i++)
      out += circle(
        cx + r.gauss() * R * 0.3,
        cy + r.gauss() * R * 0.3,
        R * r.range(0.1, 0.16),
        "none",
        `stroke="#9b4b7a" stroke-width="${n1(R * 0.014)}" opacity=".85"`,
      );
    for (let i = 0; i < 6; i++)
      out += olive(S, cx + r.gauss() * R * 0.35, cy + r.gauss() * R * 0.35, R * 0.055);
    const fx = cx + R * 0.05,
      fy = cy - R * 0.05;
    out += shadow(
      S,
      roundRectPath(-R * 0.28, -R * 0.18, R * 0.56, R * 0.36, R * 0.04),
      R * 0.02,
      R * 0.03,
      R * 0.03,
      0.3,
    ).replace('transform="', `transform="translate(${n1(fx)} ${n1(fy)}) rotate(-12) `);
    out += g(
      `<path d="${roundRectPath(-R * 0.28, -R * 0.18, R * 0.56, R * 0.36, R * 0.04)}" fill="${S.lin(["#fffdf6", "#efe9d6"], 0, 0, 1, 1)}"/>`,
      tr(fx, fy, -12),
    );
    out += herbs(r, fx, fy, R * 0.25, 30, "#5a6b2a");
    out += herbs(r, cx, cy, R * 0.8, 30, "#c9b236");
    return out;
  },
  fish(S, cx, cy, R, r) {
    const L = R * 1.75,
      H = R * 0.5;
    const body =
      `M${-L / 2} 0C${-L * 0.38} ${-H * 0.95} ${L * 0.15} ${-H * 1.0} ${L * 0.34} ${-H * 0.18}L${L / 2} ${-H * 0.62}Q${L * 0.45} 0 ${L / 2} ${H * 0.62}L${L * 0.34} ${H * 0.18}C${L * 0.15} ${H * 1.0} ${-L * 0.38} ${H * 0.95} ${-L / 2} 0Z`.replace(
        /-?\d+\.\d+/g,
        (v) => n1(+v),
      );
    const cl = S.clip(`<path d="${body}"/>`);
    let marks = "";
    for (let i = -4; i <= 4; i++)
      marks += `<path d="M${n1(i * L * 0.09 - H)} ${n1(-H)}l${n1(H * 1.2)} ${n1(H * 2)}" stroke="#3a2414" stroke-width="${n1(H * 0.1)}" opacity=".55" stroke-linecap="round"/>`;
    const ang = r.range(-25, 25);
    let out = g(
      `<path d="${body}" fill="#2a1d10" opacity=".35" transform="translate(${n1(R * 0.04)} ${n1(R * 0.07)})" filter="${S.blur(R * 0.05)}"/>` +
        `<path d="${body}" fill="${S.lin(["#6f6f6a", "#b8b2a2", "#d9c49a", "#c59a5e"], 0, 0, 0, 1)}"/><g clip-path="${cl}">${marks}</g>` +
        `<path d="M${n1(-L * 0.22)} ${n1(-H * 0.55)}Q${n1(-L * 0.05)} ${n1(-H * 0.1)} ${n1(-L * 0.18)} ${n1(H * 0.5)}" stroke="#5a4a3a" stroke-width="${n1(H * 0.05)}" fill="none" opacity=".6"/>` +
        circle(-L * 0.36, -H * 0.2, H * 0.12, "#f4efe2") +
        circle(-L * 0.36, -H * 0.2, H * 0.06, "#1d1a16"),
      tr(cx, cy, ang),
    );
    out += `<path d="${leafPath(cx + R * 0.3, cy + R * 0.55, -0.4, R * 0.4, R * 0.12)}" fill="#f3cd45" stroke="#e0b030" stroke-width="${n1(R * 0.02)}"/>`;
    out += herbs(r, cx, cy, R * 0.7, 45, "#3f6b2a");
    for (let i = 0; i < 8; i++)
      out += circle(
        cx + r.gauss() * R * 0.4,
        cy + r.gauss() * R * 0.4,
        R * r.range(0.02, 0.05),
        "#d9b640",
        'opacity=".45"',
      );
    return out;
  },
  pasta(S, cx, cy, R, r) {
    let out = circle(cx, cy, R * 0.7, "#d98a3a", `opacity=".35" filter="${S.blur(R * 0.08)}"`);
    for (let pass = 0; pass < 2; pass++) {
      const rr = makeRng(Math.floor(cx * 7 + cy));
      for (let i = 0; i < 70; i++) {
        const a = rr() * TAU,
          rad = R * rr.range(0.15, 0.62),
          ry = rad * rr.range(0.55, 1);
        const x = cx + rr.gauss() * R * 0.06,
          y = cy + rr.gauss() * R * 0.06;
        const a0 = rr() * TAU,
          a1 = a0 + rr.range(1.2, 3.2);
        const p0 = [x + Math.cos(a0) * rad, y + Math.sin(a0) * ry],
          p1 = [x + Math.cos(a1) * rad, y + Math.sin(a1) * ry];
        out += `<path d="M${n1(p0[0])} ${n1(p0[1])}A${n1(rad)} ${n1(ry)} ${n1((a * 180) / Math.PI)} 0 1 ${n1(p1[0])} ${n1(p1[1])}" stroke="${pass ? lighten("#f2cf7a", 0.2 * rr()) : "#b88a3a"}" stroke-width="${n1(R * (pass ? 0.024 : 0.04))}" fill="none" stroke-linecap="round" opacity="${pass ? 1 : 0.5}"/>`;
      }
    }
    for (let i = 0; i < 5; i++)
      out += `<path d="${blob(r, cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, R * 0.09, 7, 0.3)}" fill="#c8412c"/>`;
    for (let i = 0; i < 3; i++)
      out += prawn(S, cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, R * 0.22, r() * 360);
    for (let i = 0; i < 3; i++)
      out += `<path d="${leafPath(cx + r.gauss() * R * 0.2, cy + r.gauss() * R * 0.2, r() * TAU, R * 0.22, R * 0.09)}" fill="#3f7a3a"/>`;
    out += herbs(r, cx, cy, R * 0.6, 40, "#f8f3e1");
    return out;
  },
  steak(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 6; i++) {
      const a = r() * TAU,
        d = r.range(0.45, 0.7) * R;
      out += `<path d="${blob(r, cx + Math.cos(a) * d, cy + Math.sin(a) * d, R * 0.13, 7, 0.25)}" fill="${S.rad(
        [
          [0, "#f3c46a"],
          [1, "#c98a2e"],
        ],
        0.35,
        0.35,
        0.7,
      )}"/>`;
    }
    const ang = r.range(-30, 30);
    let slices = "";
    for (let i = 0; i < 6; i++) {
      const x = (i - 2.5) * R * 0.19;
      slices += g(
        `<path d="${roundRectPath(-R * 0.14, -R * 0.3, R * 0.28, R * 0.6, R * 0.12)}" fill="#4a2616"/><path d="${roundRectPath(-R * 0.105, -R * 0.26, R * 0.21, R * 0.52, R * 0.09)}" fill="${S.rad(
          [
            [0, "#e38a8a"],
            [0.65, "#c2565a"],
            [1, "#7a3324"],
          ],
        )}"/>`,
        tr(x, (i % 2) * R * 0.04, 14),
      );
    }
    out += g(
      `<g opacity=".35" filter="${S.blur(R * 0.04)}" transform="translate(${n1(R * 0.04)} ${n1(R * 0.06)})">${rect(-R * 0.62, -R * 0.42, R * 1.24, R * 0.88, "#2a1d10")}</g>` +
        slices,
      tr(cx, cy, ang),
    );
    for (let i = 0; i < 30; i++)
      out += circle(cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, R * 0.008, "#fff", 'opacity=".8"');
    out += sprig(S, cx - R * 0.1, cy + R * 0.55, R * 0.6, -20, r, "#4a6a3a");
    return out;
  },
  octopus(S, cx, cy, R, r) {
    let out = `<path d="${blob(r, cx, cy, R * 0.72, 10, 0.12)}" fill="${S.rad([
      [0, "#f6dd86"],
      [1, "#e8c055"],
    ])}"/>`;
    for (let t = 0; t < 3; t++) {
      const a0 = r() * TAU,
        turns = r.range(1.2, 1.8);
      const L = [],
        Rr = [];
      const N = 40;
      for (let i = 0; i <= N; i++) {
        const f = i / N;
        const ang = a0 + f * turns * TAU * 0.55;
        const rad = R * (0.55 - f * 0.45);
        const x = cx + Math.cos(a0 + 2.1 * t) * R * 0.12 + Math.cos(ang) * rad,
          y = cy + Math.sin(a0 + 2.1 * t) * R * 0.12 + Math.sin(ang) * rad;
        const wdt = R * 0.09 * (1 - f * 0.85);
        L.push([x + Math.cos(ang) * wdt, y + Math.sin(ang) * wdt]);
        Rr.push([x - Math.cos(ang) * wdt, y - Math.sin(ang) * wdt]);
      }
      const d = smooth([...L, ...Rr.reverse()], true, 0.6);
      out += `<path d="${d}" fill="#2a1d10" opacity=".3" transform="translate(${n1(R * 0.03)} ${n1(R * 0.05)})" filter="${S.blur(R * 0.03)}"/>`;
      out += `<path d="${d}" fill="${S.lin(["#9a3f4a", "#6a2a32", "#3a1a14"], 0, 0, 1, 1)}"/>`;
      for (let i = 4; i < N; i += 3)
        out += circle(Rr[N - i][0], Rr[N - i][1], R * 0.018 * (1 - (i / N) * 0.7), "#f0cdbf");
    }
    for (let i = 0; i < 10; i++)
      out += circle(cx + r.gauss() * R * 0.4, cy + r.gauss() * R * 0.4, R * 0.025, "#4a6a2a");
    for (let i = 0; i < 5; i++)
      out += circle(
        cx + r.gauss() * R * 0.4,
        cy + r.gauss() * R * 0.4,
        R * 0.06,
        "none",
        `stroke="#a24a7a" stroke-width="${n1(R * 0.012)}"`,
      );
    return out;
  },
  tart(S, cx, cy, R, r, o = {}) {
    const berry = o.berry ?? "#b8243a";
    let out = circle(
      cx,
      cy,
      R * 0.8,
      S.rad([
        [0, "#e6b36e"],
        [0.85, "#d49a52"],
        [1, "#a86a2a"],
      ]),
    );
    out += circle(
      cx,
      cy,
      R * 0.68,
      S.rad(
        [
          [0, o.fill ?? "#3a2018"],
          [0.8, darken(o.fill ?? "#3a2018", 0.1)],
          [1, "#1a0d08"],
        ],
        0.4,
        0.35,
        0.7,
      ),
    );
    out += ellipse(
      cx - R * 0.2,
      cy - R * 0.25,
      R * 0.25,
      R * 0.08,
      "#fff",
      `opacity=".15" transform="rotate(-30 ${n1(cx)} ${n1(cy)})"`,
    );
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * TAU;
      out += raspberry(S, cx + Math.cos(a) * R * 0.52, cy + Math.sin(a) * R * 0.52, R * 0.085, berry);
    }
    out += `<path d="${leafPath(cx, cy, -0.6, R * 0.22, R * 0.08)}" fill="#4f8a3a"/><path d="${leafPath(cx, cy, 0.9, R * 0.2, R * 0.07)}" fill="#6aa84f"/>`;
    return out;
  },
  dessert(S, cx, cy, R, r) {
    let out = "";
    out += `<path d="M${n1(cx - R * 0.1)} ${n1(cy)}L${n1(cx + R * 0.55)} ${n1(cy - R * 0.38)}A${n1(R * 0.7)} ${n1(R * 0.7)} 0 0 1 ${n1(cx + R * 0.58)} ${n1(cy + R * 0.36)}Z" fill="${S.lin(["#f7e9cf", "#e8c98f"], 0, 0, 1, 0)}" stroke="#c08a4a" stroke-width="${n1(R * 0.06)}" stroke-linejoin="round"/>`;
    out += `<path d="${blob(r, cx - R * 0.35, cy + R * 0.25, R * 0.22, 8, 0.1, 0.7)}" fill="#fffaf0"/>`;
    for (let i = 0; i < 5; i++)
      out += raspberry(
        S,
        cx - R * 0.3 + r.gauss() * R * 0.15,
        cy - R * 0.3 + r.gauss() * R * 0.12,
        R * 0.08,
        "#b8243a",
      );
    out += `<path d="M${n1(cx - R * 0.6)} ${n1(cy - R * 0.05)}Q${n1(cx)} ${n1(cy + R * 0.6)} ${n1(cx + R * 0.5)} ${n1(cy + R * 0.55)}" stroke="#8a2030" stroke-width="${n1(R * 0.04)}" fill="none" stroke-linecap="round" opacity=".8"/>`;
    out += `<path d="${leafPath(cx - R * 0.3, cy - R * 0.3, -2.2, R * 0.18, R * 0.07)}" fill="#5a9a44"/>`;
    out += herbs(r, cx, cy, R * 0.7, 40, "#ffffff");
    return out;
  },
  prawns(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 14; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.7;
      out += circle(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        R * r.range(0.08, 0.14),
        "#eef4f6",
        'opacity=".9"',
      );
    }
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * TAU + r() * 0.3;
      out += prawn(
        S,
        cx + Math.cos(a) * R * 0.45,
        cy + Math.sin(a) * R * 0.45,
        R * 0.3,
        (a * 180) / Math.PI + 90,
      );
    }
    out += citrusSlice(S, cx, cy, R * 0.2, "lemon");
    for (let i = 0; i < 4; i++)
      out += `<path d="${leafPath(cx, cy, i * 1.6 + 0.3, R * 0.3, R * 0.1)}" fill="#4f7a3a" opacity=".9"/>`;
    return out;
  },
  souvlaki(S, cx, cy, R, r) {
    let out = pitaWedges(S, cx - R * 0.2, cy + R * 0.1, R * 0.7, r, 3);
    for (let k = 0; k < 2; k++) {
      let sk = `<path d="M${n1(-R * 0.9)} 0H${n1(R * 0.85)}" stroke="#c9a274" stroke-width="${n1(R * 0.03)}" stroke-linecap="round"/>`;
      for (let i = 0; i < 6; i++) {
        const x = -R * 0.55 + i * R * 0.2;
        const c = i % 3 === 2 ? "#5d9a3d" : "#7a3f22";
        sk += `<path d="${roundRectPath(x - R * 0.09, -R * 0.09, R * 0.18, R * 0.18, R * 0.05)}" fill="${S.rad(
          [
            [0, lighten(c, 0.25)],
            [1, darken(c, 0.25)],
          ],
        )}"/>`;
      }
      out += g(
        `<g opacity=".35" filter="${S.blur(R * 0.03)}" transform="translate(${n1(R * 0.03)} ${n1(R * 0.05)})"><path d="M${n1(-R * 0.6)} 0H${n1(R * 0.5)}" stroke="#000" stroke-width="${n1(R * 0.2)}"/></g>` +
          sk,
        tr(cx + R * 0.1, cy - R * 0.25 + k * R * 0.3, -18 + k * 8),
      );
    }
    for (let i = 0; i < 3; i++)
      out += circle(
        cx + R * (0.3 + i * 0.12),
        cy + R * 0.5,
        R * 0.11,
        "#d8392b",
        `stroke="#b8261c" stroke-width="${n1(R * 0.02)}"`,
      );
    return out;
  },
  halloumi(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 3; i++) {
      const a = r.range(-0.5, 0.5) + (i - 1) * 1.0;
      const x = cx + Math.cos(a) * R * 0.45,
        y = cy + Math.sin(a) * R * 0.45;
      out += g(
        `<path d="M${n1(-R * 0.26)} ${n1(R * 0.24)}L${n1(R * 0.26)} ${n1(R * 0.24)}L0 ${n1(-R * 0.3)}Z" fill="#e84b4b"/><path d="M${n1(-R * 0.26)} ${n1(R * 0.24)}L${n1(R * 0.26)} ${n1(R * 0.24)}L${n1(R * 0.24)} ${n1(R * 0.32)}L${n1(-R * 0.24)} ${n1(R * 0.32)}Z" fill="#5f9a48"/>` +
          [
            [-0.06, 0.05],
            [0.06, 0.1],
            [0, -0.05],
          ]
            .map(([dx, dy]) => ellipse(dx * R, dy * R, R * 0.015, R * 0.025, "#2a1a14"))
            .join(""),
        tr(x, y, (a * 180) / Math.PI + 90),
      );
    }
    for (let i = 0; i < 4; i++) {
      const x = cx + (i - 1.5) * R * 0.22,
        y = cy + (i % 2) * R * 0.08 - R * 0.02;
      let sl = `<path d="${roundRectPath(-R * 0.13, -R * 0.34, R * 0.26, R * 0.68, R * 0.05)}" fill="${S.lin(["#fbf3da", "#ecdcb0"], 0, 0, 1, 1)}"/>`;
      for (let k = 0; k < 3; k++)
        sl += `<path d="M${n1(-R * 0.12)} ${n1(-R * 0.2 + k * R * 0.16)}l${n1(R * 0.24)} ${n1(R * 0.08)}" stroke="#8a5a2a" stroke-width="${n1(R * 0.035)}" stroke-linecap="round" opacity=".75"/>`;
      out += g(
        `<g opacity=".3" filter="${S.blur(R * 0.03)}" transform="translate(${n1(R * 0.03)} ${n1(R * 0.05)})">${rect(-R * 0.13, -R * 0.34, R * 0.26, R * 0.68, "#000")}</g>` +
          sl,
        tr(x, y, 12),
      );
    }
    for (let i = 0; i < 5; i++)
      out += `<path d="${leafPath(cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, r() * TAU, R * 0.14, R * 0.06)}" fill="#5a9a44"/>`;
    return out;
  },
  fruit(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 4; i++) {
      const a = (i / 4) * TAU + 0.4;
      out += fig(S, cx + Math.cos(a) * R * 0.48, cy + Math.sin(a) * R * 0.48, R * 0.2, r);
    }
    out += grapes(S, cx, cy, R * 0.1, r, 14);
    for (let i = 0; i < 20; i++)
      out += ellipse(
        cx + r.gauss() * R * 0.35,
        cy + r.gauss() * R * 0.35,
        R * 0.03,
        R * 0.022,
        "#b8142a",
        `transform="rotate(${n1(r() * 180)} ${n1(cx)} ${n1(cy)})"`,
      );
    return out;
  },
  eggs(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 2; i++) {
      const x = cx + (i ? R * 0.22 : -R * 0.28),
        y = cy + (i ? -R * 0.2 : R * 0.15);
      out += `<path d="${blob(r, x, y, R * 0.36, 9, 0.18)}" fill="#fdfbf5" stroke="#efdfb5" stroke-width="${n1(R * 0.02)}"/>`;
      out += circle(
        x + R * 0.02,
        y,
        R * 0.13,
        S.rad(
          [
            [0, "#ffce4a"],
            [1, "#f0a020"],
          ],
          0.4,
          0.4,
          0.6,
        ),
      );
    }
    out += g(
      `<path d="${ellipsePath(0, 0, R * 0.26, R * 0.36)}" fill="#c9d98a"/><path d="${ellipsePath(0, 0, R * 0.21, R * 0.31)}" fill="#e7eab0"/><circle cx="0" cy="${n1(R * 0.08)}" r="${n1(R * 0.12)}" fill="#7a5a3a"/>`,
      tr(cx + R * 0.45, cy + R * 0.35, -30),
    );
    out += herbs(r, cx, cy, R * 0.7, 40, "#2a2018");
    return out;
  },
  risotto(S, cx, cy, R, r) {
    let out = `<path d="${blob(r, cx, cy, R * 0.7, 12, 0.1)}" fill="${S.rad([
      [0, "#f4e6c2"],
      [1, "#e0c88e"],
    ])}"/>`;
    for (let i = 0; i < 220; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.66;
      out += ellipse(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        R * 0.025,
        R * 0.014,
        "#fbf3dc",
        `transform="rotate(${n1(r() * 180)} ${n1(cx + Math.cos(a) * d)} ${n1(cy + Math.sin(a) * d)})" opacity=".8"`,
      );
    }
    for (let i = 0; i < 6; i++)
      out += g(
        `<path d="M${n1(-R * 0.1)} 0A${n1(R * 0.1)} ${n1(R * 0.1)} 0 0 1 ${n1(R * 0.1)} 0L${n1(R * 0.03)} 0V${n1(R * 0.1)}H${n1(-R * 0.03)}V0Z" fill="#a88a6a"/>`,
        tr(cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, r() * 360),
      );
    out += herbs(r, cx, cy, R * 0.5, 30, "#4a7a2a");
    return out;
  },
};
function prawn(S, x, y, s, ang) {
  let out = "";
  for (let i = 0; i < 6; i++) {
    const a = Math.PI * (0.1 + i * 0.16);
    const rr = s * (0.16 - i * 0.015);
    out += circle(Math.cos(a) * s * 0.5, Math.sin(a) * s * 0.5, rr, i % 2 ? "#f08a5a" : "#f5a070");
    out += `<path d="M${n1(Math.cos(a) * s * 0.5 - rr * 0.8)} ${n1(Math.sin(a) * s * 0.5)}a${n1(rr)} ${n1(rr)} 0 0 0 ${n1(rr * 1.6)} 0" stroke="#fff" stroke-opacity=".5" stroke-width="${n1(s * 0.02)}" fill="none"/>`;
  }
  out += `<path d="M${n1(-s * 0.45)} ${n1(s * 0.28)}l${n1(-s * 0.2)} ${n1(-s * 0.1)}l${n1(s * 0.05)} ${n1(s * 0.22)}Z" fill="#e0603a"/>`;
  return g(out, tr(x, y, ang));
}
function raspberry(S, x, y, s, col) {
  let out = circle(x, y, s, darken(col, 0.2));
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * TAU;
    out += circle(
      x + Math.cos(a) * s * 0.55,
      y + Math.sin(a) * s * 0.55,
      s * 0.38,
      S.rad(
        [
          [0, lighten(col, 0.35)],
          [1, col],
        ],
        0.35,
        0.3,
        0.7,
      ),
    );
  }
  return out + circle(x, y, s * 0.35, lighten(col, 0.15));
}
function fig(S, x, y, s, r) {
  return (
    circle(x, y, s, "#5a2a4a") +
    circle(
      x,
      y,
      s * 0.88,
      S.rad([
        [0, "#f4d7b8"],
        [0.5, "#e07a82"],
        [1, "#b8405a"],
      ]),
    ) +
    Array.from({ length: 14 }, () => {
      const a = r() * TAU,
        d = r() * s * 0.55;
      return ellipse(x + Math.cos(a) * d, y + Math.sin(a) * d, s * 0.05, s * 0.03, "#f9e7c8");
    }).join("")
  );
}
function grapes(S, x, y, s, r, n) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = r() * TAU,
      d = Math.sqrt(r()) * s * 2.2;
    out += circle(
      x + Math.cos(a) * d,
      y + Math.sin(a) * d,
      s,
      S.rad(
        [
          [0, "#9a7aa8"],
          [1, "#4a2a4a"],
        ],
        0.35,
        0.3,
        0.7,
      ),
    );
  }
  return out;
}
function sprig(S, x, y, L, ang, r, col = "#4a6a3a") {
  let out = `<path d="M0 0L${n1(L)} 0" stroke="#6a5a3a" stroke-width="${n1(L * 0.02)}"/>`;
  for (let i = 1; i < 14; i++) {
    const t = (i / 14) * L;
    out += `<path d="M${n1(t)} 0l${n1(L * 0.05)} ${n1((i % 2 ? 1 : -1) * L * 0.09)}" stroke="${col}" stroke-width="${n1(L * 0.025)}" stroke-linecap="round"/>`;
  }
  return g(out, tr(x, y, ang));
}
// dips in small bowls (meze)
function dip(S, cx, cy, R, r, type) {
  const cols = {
    hummus: ["#ecd6a8", "#d9b77a"],
    tzatziki: ["#f6f4ea", "#dcdccb"],
    taramas: ["#f3c6b8", "#dd9f8e"],
    tahini: ["#dfc396", "#bf9a62"],
    fava: ["#f4d77a", "#d9b040"],
    olives: ["#4a3a3a", "#2a1a1a"],
  }[type] ?? ["#ecd6a8", "#d9b77a"];
  let inner = "";
  if (type === "olives") {
    for (let i = 0; i < 14; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.6;
      inner += olive(
        S,
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        R * 0.16,
        r() < 0.4 ? "#6f7a2c" : "#3b2433",
      );
    }
    return bowl(S, cx, cy, R, "#f3ece0", inner);
  }
  inner += circle(
    cx,
    cy,
    R * 0.82,
    S.rad([
      [0, cols[0]],
      [1, cols[1]],
    ]),
  );
  inner += circle(
    cx,
    cy,
    R * 0.5,
    "none",
    `stroke="${darken(cols[1], 0.1)}" stroke-width="${n1(R * 0.05)}" opacity=".5"`,
  );
  inner += circle(
    cx - R * 0.02,
    cy - R * 0.03,
    R * 0.5,
    "none",
    `stroke="#fff" stroke-width="${n1(R * 0.03)}" opacity=".5"`,
  );
  if (type === "hummus" || type === "fava") {
    inner += circle(cx, cy, R * 0.25, "#c9a22a", 'opacity=".55"');
    for (let i = 0; i < 16; i++)
      inner += circle(cx + r.gauss() * R * 0.25, cy + r.gauss() * R * 0.25, R * 0.025, "#b83a1a");
    for (let i = 0; i < 4; i++)
      inner += circle(
        cx + r.gauss() * R * 0.18,
        cy + r.gauss() * R * 0.18,
        R * 0.07,
        "#e0c080",
        `stroke="#c8a060" stroke-width="${n1(R * 0.01)}"`,
      );
  } else if (type === "tzatziki") {
    for (let i = 0; i < 24; i++) {
      const x = cx + r.gauss() * R * 0.3,
        y = cy + r.gauss() * R * 0.3;
      inner += `<path d="M${n1(x)} ${n1(y)}l${n1(R * 0.05)} ${n1(R * 0.02)}" stroke="#4f7a3a" stroke-width="${n1(R * 0.015)}"/>`;
    }
    inner += circle(cx, cy, R * 0.12, "#c9b040", 'opacity=".5"');
  } else {
    for (let i = 0; i < 10; i++)
      inner += circle(cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, R * 0.02, "#3a5a2a");
  }
  return bowl(S, cx, cy, R, r.pick(["#f3ece0", "#2f5d74", "#c26a44", "#e9e3d4"]), inner);
}
Object.assign(FOODS, {
  loukoumades(S, cx, cy, R, r) {
    let out = "";
    const balls = [];
    for (let i = 0; i < 300 && balls.length < 13; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.55;
      const x = cx + Math.cos(a) * d,
        y = cy + Math.sin(a) * d;
      if (!balls.some(([bx, by]) => Math.hypot(bx - x, by - y) < R * 0.24)) balls.push([x, y]);
    }
    for (const [x, y] of balls)
      out +=
        circle(x + R * 0.02, y + R * 0.04, R * 0.15, "#000", 'opacity=".25"') +
        `<path d="${blob(r, x, y, R * 0.14, 8, 0.12)}" fill="${S.rad(
          [
            [0, "#f6c46a"],
            [0.6, "#d98a2a"],
            [1, "#9a5010"],
          ],
          0.38,
          0.32,
          0.75,
        )}"/>` +
        ellipse(x - R * 0.04, y - R * 0.05, R * 0.05, R * 0.025, "#fff3c0", 'opacity=".7"');
    for (let k = 0; k < 5; k++) {
      const P = [];
      for (let i = 0; i < 8; i++) P.push([cx - R * 0.6 + (i / 7) * R * 1.2, cy + r.range(-0.5, 0.5) * R]);
      out += `<path d="${smooth(P, false)}" stroke="#e8a020" stroke-width="${n1(R * 0.025)}" fill="none" opacity=".8" stroke-linecap="round"/>`;
    }
    out += herbs(r, cx, cy, R * 0.6, 60, "#6a9a3a") + herbs(r, cx, cy, R * 0.6, 40, "#7a3a1a");
    return out;
  },
  cookies(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 11; i++) {
      const a = (i / 11) * TAU + r() * 0.2,
        d = i ? R * (i % 2 ? 0.58 : 0.32) : 0;
      const x = cx + Math.cos(a) * d,
        y = cy + Math.sin(a) * d;
      if (i % 2)
        out += g(
          `<path d="${ellipsePath(0, 0, R * 0.17, R * 0.11)}" fill="#2a1a10" opacity=".3" transform="translate(${n1(R * 0.02)} ${n1(R * 0.03)})"/><path d="${ellipsePath(0, 0, R * 0.17, R * 0.11)}" fill="${S.rad(
            [
              [0, "#b8742e"],
              [1, "#6a3a14"],
            ],
          )}"/>` +
            Array.from({ length: 8 }, () =>
              circle(r.range(-0.12, 0.12) * R, r.range(-0.07, 0.07) * R, R * 0.014, "#e0c08a"),
            ).join(""),
          tr(x, y, (a * 180) / Math.PI),
        );
      else
        out +=
          circle(x + R * 0.02, y + R * 0.03, R * 0.13, "#000", 'opacity=".18"') +
          circle(
            x,
            y,
            R * 0.13,
            S.rad(
              [
                [0, "#ffffff"],
                [0.8, "#f6f1e6"],
                [1, "#e0d6c0"],
              ],
              0.4,
              0.35,
              0.7,
            ),
          );
    }
    out += herbs(r, cx, cy, R * 0.8, 60, "#ffffff");
    return out;
  },
  flaounes(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 3; i++) {
      const a = (i / 3) * TAU + 0.5,
        x = cx + Math.cos(a) * R * 0.34,
        y = cy + Math.sin(a) * R * 0.34,
        s = R * 0.3;
      const d = `M${n1(-s)} ${n1(-s * 0.6)}Q0 ${n1(-s * 1.15)} ${n1(s)} ${n1(-s * 0.6)}L${n1(s * 0.9)} ${n1(s * 0.7)}Q0 ${n1(s * 1.1)} ${n1(-s * 0.9)} ${n1(s * 0.7)}Z`;
      let inner = `<path d="${d}" fill="#000" opacity=".3" transform="translate(${n1(s * 0.06)} ${n1(s * 0.1)})"/><path d="${d}" fill="${S.rad(
        [
          [0, "#f0c070"],
          [0.7, "#d2903a"],
          [1, "#9a5a1a"],
        ],
      )}"/>`;
      inner += rect(-s * 0.45, -s * 0.35, s * 0.9, s * 0.8, "#f6e3b0", `rx="${n1(s * 0.1)}" opacity=".85"`);
      for (let k = 0; k < 26; k++)
        inner += ellipse(
          r.range(-0.8, 0.8) * s,
          r.range(-0.7, 0.7) * s,
          s * 0.035,
          s * 0.018,
          "#fbf3dc",
          `transform="rotate(${n1(r() * 180)})"`,
        );
      out += g(inner, tr(x, y, r.range(-30, 30) + i * 40));
    }
    return out;
  },
});

// ================================================================ flat-lay composer
// o = { surface, col, col2, mains: [food...], extras: [...], plate: {color, rim, pattern}, evening, napkin, light }
function tableScene(S, r, o) {
  const { w, h, u } = S;
  let out = surface(S, w, h, r, o.surface ?? "linen", o.col ?? C.sand, o.col2);
  const placed = [];
  const overlaps = (x, y, rad, k = 0.92) =>
    placed.some((p) => Math.hypot(p.x - x, p.y - y) < (p.rad + rad) * k);
  const place = (rad, { inside = false, near = null, k = 0.92 } = {}) => {
    let best = null;
    for (let t = 0; t < 160; t++) {
      let x, y;
      if (near) {
        const a = r() * TAU,
          d = near.rad + rad * r.range(0.9, 1.4);
        x = near.x + Math.cos(a) * d;
        y = near.y + Math.sin(a) * d;
      } else {
        const m = inside ? rad * 0.6 : -rad * 0.35;
        x = r.range(m, w - m);
        y = r.range(m, h - m);
      }
      if (!overlaps(x, y, rad, k)) {
        best = { x, y, rad };
        break;
      }
    }
    if (best) placed.push(best);
    return best;
  };
  const layers = { under: "", plates: "", mid: "", top: "" };
  const mains = o.mains ?? ["salad"];
  const R = (mains.length <= 1 ? 300 : mains.length === 2 ? 240 : 205) * u * (o.plateScale ?? 1);
  const long = w >= h;
  mains.forEach((food, i) => {
    let x = w / 2,
      y = h / 2;
    if (mains.length > 1) {
      const f = mains.length === 2 ? [-1, 1][i] : [-1, 0, 1][i];
      const span = Math.max(
        (long ? w : h) * (mains.length === 2 ? 0.2 : 0.3),
        R * (mains.length === 2 ? 1.12 : 2.1),
      );
      x = long ? w / 2 + f * span : w / 2 + (i % 2 ? 1 : -1) * w * 0.14;
      y = long ? h / 2 + (i % 2 ? 1 : -1) * h * 0.09 : h / 2 + f * span;
    }
    x += r.range(-1, 1) * 30 * u;
    y += r.range(-1, 1) * 30 * u;
    placed.push({ x, y, rad: R * 1.02, main: true });
    const pl = o.plate ?? {};
    const plateR = R * (food === "meze" ? 1.05 : 1);
    if (food === "meze") {
      layers.plates += plate(S, x, y, plateR, { ...pl, well: 0.86 });
      const types = r.shuffle(["hummus", "tzatziki", "taramas", "olives", "fava", "tahini"]);
      layers.plates +=
        dip(S, x - R * 0.38, y - R * 0.3, R * 0.36, r, types[0]) +
        dip(S, x + R * 0.4, y - R * 0.22, R * 0.34, r, types[1]) +
        dip(S, x, y + R * 0.42, R * 0.34, r, types[2]);
      layers.plates += pitaWedges(S, x + R * 0.05, y + R * 0.02, R * 0.4, r, 3);
    } else {
      layers.plates += plate(S, x, y, plateR, pl);
      layers.plates += FOODS[food](S, x, y, plateR * 0.9, r, o.foodOpts ?? {});
    }
    if (i === 0 && o.cutlery !== false) {
      const side = mains.length > 1 ? (long ? -1 : 1) : x < w * 0.6 ? 1 : -1;
      const cx = x + side * R * 1.28;
      layers.mid +=
        cutlery(S, cx, y, R * 1.45, 0, side > 0 ? "knife" : "fork") +
        cutlery(S, cx + side * R * 0.2, y, R * 1.45, 0, side > 0 ? "spoon" : "fork");
      placed.push({ x: cx + side * R * 0.1, y, rad: R * 0.25 });
      placed.push({ x: cx + side * R * 0.1, y: y - R * 0.5, rad: R * 0.25 });
      placed.push({ x: cx + side * R * 0.1, y: y + R * 0.5, rad: R * 0.25 });
    }
  });
  for (const ex of o.extras ?? []) {
    const [kind, arg] = ex.split(":");
    if (kind === "napkin") {
      const p = place(170 * u);
      if (p)
        layers.under += napkin(
          S,
          p.x,
          p.y,
          300 * u,
          380 * u,
          r.range(-25, 25),
          o.napkinColor ?? "#f3ede2",
          o.napkinStripe ?? C.terracotta,
        );
    } else if (kind === "wine") {
      const p = place(80 * u, { inside: true });
      if (p)
        layers.top += wineGlassTop(
          S,
          p.x,
          p.y,
          78 * u,
          arg === "white" ? "#e6c66a" : arg === "rose" ? "#e88a7a" : "#7a1f35",
        );
    } else if (kind === "water") {
      const p = place(62 * u);
      if (p) layers.top += wineGlassTop(S, p.x, p.y, 60 * u, null);
    } else if (kind === "cocktail") {
      const p = place(80 * u, { inside: true });
      const liq =
        { orange: "#f5a23a", pink: "#ef7f86", lime: "#c6dd78", blue: "#5fb8c8" }[arg ?? "orange"] ??
        "#f5a23a";
      if (p)
        layers.top += tumblerTop(
          S,
          p.x,
          p.y,
          72 * u,
          liq,
          arg === "lime" ? "lime" : arg === "pink" ? "mint" : "orange",
        );
    } else if (kind === "coffee") {
      const p = place(125 * u, { inside: true });
      if (p)
        layers.top += coffeeTop(
          S,
          p.x,
          p.y,
          75 * u,
          r.range(-40, 40),
          o.cupColor ?? "#fbf8f2",
          arg !== "black",
        );
    } else if (kind === "lemon") {
      const p = place(65 * u);
      if (p)
        layers.mid +=
          r() < 0.5
            ? lemonWhole(S, p.x, p.y, 55 * u, r() * 180)
            : shadow(S, circlePath(p.x, p.y, 60 * u), 6 * u, 9 * u, 8 * u, 0.3) +
              citrusSlice(S, p.x, p.y, 60 * u, arg ?? "lemon");
    } else if (kind === "olive") {
      const p = place(170 * u, { k: 0.6 });
      if (p) layers.under += oliveBranch(S, p.x - 180 * u, p.y, 400 * u, r.range(-40, 40), r);
    } else if (kind === "dip") {
      const p = place(115 * u);
      if (p) layers.plates += dip(S, p.x, p.y, 110 * u, r, arg ?? "hummus");
    } else if (kind === "pita") {
      const p = place(170 * u);
      if (p)
        layers.plates +=
          plate(S, p.x, p.y, 160 * u, { color: "#f3ece0", well: 0.8 }) +
          pitaWedges(S, p.x - 40 * u, p.y - 20 * u, 130 * u, r, 4);
    } else if (kind === "tealight") {
      const p = place(40 * u);
      if (p) layers.top += tealight(S, p.x, p.y, 28 * u);
    } else if (kind === "side") {
      const p = place(175 * u);
      if (p)
        layers.plates +=
          plate(S, p.x, p.y, 170 * u, o.plate ?? {}) + FOODS[arg](S, p.x, p.y, 170 * u * 0.9, r);
    } else if (kind === "figs") {
      const p = place(70 * u);
      if (p)
        layers.mid +=
          shadow(S, circlePath(p.x, p.y, 60 * u), 5 * u, 8 * u, 8 * u, 0.3) + fig(S, p.x, p.y, 60 * u, r);
    } else if (kind === "paper") {
      const p = place(260 * u);
      if (p) layers.under += newspaper(S, p.x, p.y, 520 * u, r.range(-20, 20));
    } else if (kind === "redeggs") {
      const p = place(160 * u, { inside: true });
      if (p) layers.plates += redEggs(S, p.x, p.y, 150 * u, r);
    } else if (kind === "croissant") {
      const p = place(150 * u);
      if (p) layers.plates += croissant(S, p.x, p.y, 140 * u, r.range(-40, 40));
    } else if (kind === "flowers") {
      const p = place(90 * u);
      if (p)
        for (let i = 0; i < 14; i++) {
          const a = r() * TAU,
            d = r() * 80 * u;
          layers.top += `<path d="${leafPath(p.x + Math.cos(a) * d, p.y + Math.sin(a) * d, r() * TAU, 26 * u, 14 * u)}" fill="${r.pick([arg ?? "#d94a8a", lighten(arg ?? "#d94a8a", 0.2), "#e86aa6"])}"/>`;
        }
    }
  }
  out += layers.under + layers.plates + layers.mid + layers.top;
  out += lightOverlay(S, w, h, o.light ?? 1, o.evening);
  if (o.evening)
    out += rect(
      0,
      0,
      w,
      h,
      S.rad(
        [
          [0, "#ffb060", 0.18],
          [1, "#ffb060", 0],
        ],
        0.5,
        0.45,
        0.6,
      ),
    );
  return out;
}

// ================================================================ side views: drinks, cakes, pastries, bread
function bokeh(S, w, h, r, n, cols, yMax = 1) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const rad = r.range(12, 60) * S.u;
    const c = r.pick(cols);
    out += circle(
      r() * w,
      r() * h * yMax,
      rad,
      S.rad([
        [0, c, 0.5],
        [0.75, c, 0.35],
        [1, c, 0],
      ]),
    );
  }
  return out;
}
// wine glass side view; x = centre, y = table line
function wineGlassSide(S, x, y, H, wine, fill = 0.45) {
  const bw = H * 0.28,
    bowlTop = y - H,
    bowlBot = y - H * 0.45;
  const bowl = `M${n1(x - bw * 0.8)} ${n1(bowlTop)}C${n1(x - bw * 1.05)} ${n1(bowlTop + H * 0.25)} ${n1(x - bw * 0.9)} ${n1(bowlBot)} ${n1(x)} ${n1(bowlBot)}C${n1(x + bw * 0.9)} ${n1(bowlBot)} ${n1(x + bw * 1.05)} ${n1(bowlTop + H * 0.25)} ${n1(x + bw * 0.8)} ${n1(bowlTop)}Z`;
  const cl = S.clip(`<path d="${bowl}"/>`);
  const ly = bowlBot - (bowlBot - bowlTop) * fill;
  let out = ellipse(x, y, H * 0.2, H * 0.025, "#000", 'opacity=".25"');
  out += `<path d="${bowl}" fill="#ffffff" opacity=".12"/>`;
  if (wine)
    out += `<g clip-path="${cl}">${rect(
      x - bw * 1.2,
      ly,
      bw * 2.4,
      bowlBot - ly + 2,
      S.lin([
        [0, lighten(wine, 0.2)],
        [1, darken(wine, 0.25)],
      ]),
    )}${ellipse(x, ly, bw * 0.95, H * 0.02, lighten(wine, 0.35), 'opacity=".8"')}</g>`;
  out += `<path d="${bowl}" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="${n1(H * 0.008)}"/>`;
  out += `<path d="M${n1(x - bw * 0.6)} ${n1(bowlTop + H * 0.08)}Q${n1(x - bw * 0.78)} ${n1(bowlTop + H * 0.3)} ${n1(x - bw * 0.45)} ${n1(bowlBot - H * 0.06)}" stroke="#fff" stroke-opacity=".7" stroke-width="${n1(H * 0.018)}" fill="none" stroke-linecap="round"/>`;
  out += rect(x - H * 0.008, bowlBot, H * 0.016, y - bowlBot - H * 0.01, "#ffffff", 'opacity=".55"');
  out += ellipse(x, y - H * 0.01, H * 0.14, H * 0.018, "#ffffff", 'opacity=".5"');
  return out;
}
function bottleSide(S, x, y, H, col, label) {
  const bw = H * 0.15;
  const d = `M${n1(x - bw)} ${n1(y)}V${n1(y - H * 0.62)}C${n1(x - bw)} ${n1(y - H * 0.75)} ${n1(x - bw * 0.3)} ${n1(y - H * 0.78)} ${n1(x - bw * 0.3)} ${n1(y - H * 0.86)}V${n1(y - H)}H${n1(x + bw * 0.3)}V${n1(y - H * 0.86)}C${n1(x + bw * 0.3)} ${n1(y - H * 0.78)} ${n1(x + bw)} ${n1(y - H * 0.75)} ${n1(x + bw)} ${n1(y - H * 0.62)}V${n1(y)}Z`;
  let out = ellipse(x, y, bw * 1.3, H * 0.02, "#000", 'opacity=".3"');
  out += `<path d="${d}" fill="${S.lin(
    [
      [0, darken(col, 0.4)],
      [0.3, lighten(col, 0.15)],
      [0.45, darken(col, 0.1)],
      [1, darken(col, 0.5)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  out += rect(x - bw * 0.3, y - H, bw * 0.6, H * 0.08, label ?? C.gold);
  out +=
    rect(x - bw * 0.92, y - H * 0.45, bw * 1.84, H * 0.26, "#f3ead8") +
    rect(
      x - bw * 0.92,
      y - H * 0.45,
      bw * 1.84,
      H * 0.26,
      S.lin(
        [
          [0, "#000", 0.25],
          [0.3, "#000", 0],
          [1, "#000", 0.3],
        ],
        0,
        0,
        1,
        0,
      ),
    );
  out +=
    rect(x - bw * 0.55, y - H * 0.36, bw * 1.1, H * 0.012, label ?? C.wine) +
    rect(x - bw * 0.4, y - H * 0.32, bw * 0.8, H * 0.008, "#8a7a6a");
  out += rect(x - bw * 0.7, y - H * 0.6, bw * 0.12, H * 0.5, "#fff", 'opacity=".18"');
  return out;
}
function cocktailSide(S, x, y, H, type, liquid, garnish = "orange") {
  let out = ellipse(x, y, H * 0.28, H * 0.03, "#000", 'opacity=".22"');
  let glass, liq;
  if (type === "coupe") {
    const bw = H * 0.36,
      top = y - H,
      bot = y - H * 0.62;
    glass = `M${n1(x - bw)} ${n1(top)}Q${n1(x - bw)} ${n1(bot)} ${n1(x)} ${n1(bot)}Q${n1(x + bw)} ${n1(bot)} ${n1(x + bw)} ${n1(top)}Z`;
    liq = `M${n1(x - bw * 0.97)} ${n1(top + H * 0.05)}Q${n1(x - bw * 0.95)} ${n1(bot)} ${n1(x)} ${n1(bot)}Q${n1(x + bw * 0.95)} ${n1(bot)} ${n1(x + bw * 0.97)} ${n1(top + H * 0.05)}Z`;
    out +=
      rect(x - H * 0.01, bot, H * 0.02, y - bot, "#fff", 'opacity=".5"') +
      ellipse(x, y - H * 0.01, H * 0.16, H * 0.02, "#fff", 'opacity=".45"');
  } else if (type === "highball") {
    const bw = H * 0.2;
    glass = `M${n1(x - bw)} ${n1(y - H)}L${n1(x - bw * 0.95)} ${n1(y)}H${n1(x + bw * 0.95)}L${n1(x + bw)} ${n1(y - H)}Z`;
    liq = `M${n1(x - bw * 0.97)} ${n1(y - H * 0.85)}L${n1(x - bw * 0.92)} ${n1(y - H * 0.06)}H${n1(x + bw * 0.92)}L${n1(x + bw * 0.97)} ${n1(y - H * 0.85)}Z`;
  } else {
    const bw = H * 0.3;
    glass = `M${n1(x - bw)} ${n1(y - H * 0.62)}L${n1(x - bw * 0.92)} ${n1(y)}H${n1(x + bw * 0.92)}L${n1(x + bw)} ${n1(y - H * 0.62)}Z`;
    liq = `M${n1(x - bw * 0.96)} ${n1(y - H * 0.45)}L${n1(x - bw * 0.88)} ${n1(y - H * 0.08)}H${n1(x + bw * 0.88)}L${n1(x + bw * 0.96)} ${n1(y - H * 0.45)}Z`;
  }
  out += `<path d="${glass}" fill="#fff" opacity=".12"/>`;
  out += `<path d="${liq}" fill="${S.lin([
    [0, lighten(liquid, 0.25)],
    [1, darken(liquid, 0.2)],
  ])}" opacity=".92"/>`;
  if (type !== "coupe") {
    for (let i = 0; i < 3; i++)
      out += `<path d="${roundRectPath(x - H * 0.12 + i * H * 0.06, y - H * (0.4 + i * 0.14), H * 0.12, H * 0.12, H * 0.02)}" fill="#fff" opacity=".25" transform="rotate(${i * 17} ${n1(x)} ${n1(y - H * 0.4)})"/>`;
  }
  out += `<path d="${glass}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${n1(H * 0.012)}"/>`;
  out += `<path d="M${n1(x - H * 0.13)} ${n1(y - H * 0.9)}V${n1(y - H * 0.3)}" stroke="#fff" stroke-opacity=".5" stroke-width="${n1(H * 0.02)}" stroke-linecap="round" ${type === "highball" ? "" : 'opacity="0"'}/>`;
  const gy = type === "coupe" ? y - H : type === "highball" ? y - H : y - H * 0.62;
  const gx = x + (type === "highball" ? H * 0.18 : type === "coupe" ? H * 0.3 : H * 0.26);
  if (garnish) {
    const col = { orange: "#f19a32", lemon: "#f3cd45", lime: "#8cbf3f" }[garnish] ?? "#f19a32";
    out +=
      circle(gx, gy, H * 0.12, col) +
      circle(gx, gy, H * 0.1, lighten(col, 0.45)) +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M${n1(gx)} ${n1(gy)}l${n1(Math.cos((i / 8) * TAU) * H * 0.09)} ${n1(Math.sin((i / 8) * TAU) * H * 0.09)}" stroke="${col}" stroke-width="${n1(H * 0.01)}"/>`,
      ).join("");
  }
  if (type === "highball")
    out += `<path d="M${n1(x + H * 0.05)} ${n1(y - H * 0.2)}L${n1(x + H * 0.12)} ${n1(y - H * 1.25)}" stroke="#f4efe6" stroke-width="${n1(H * 0.03)}" stroke-linecap="round"/>`;
  return out;
}
// cake on a stand (side view)
function cakeSide(S, x, y, W, o = {}) {
  const H = W * (o.tall ?? 0.55);
  const body = o.body ?? "#f6e4d4",
    icing = o.icing ?? "#f3c6cf",
    accent = o.accent ?? "#b8243a";
  let out = "";
  // stand
  const sy = y - W * 0.12;
  out += ellipse(x, y, W * 0.3, W * 0.04, "#000", 'opacity=".18"');
  out += `<path d="M${n1(x - W * 0.2)} ${n1(y)}Q${n1(x)} ${n1(y - W * 0.05)} ${n1(x + W * 0.2)} ${n1(y)}Z" fill="${o.stand ?? "#f4f1ea"}"/>`;
  out += rect(
    x - W * 0.04,
    sy,
    W * 0.08,
    y - sy,
    S.lin(
      [
        [0, darken(o.stand ?? "#f4f1ea", 0.15)],
        [0.5, o.stand ?? "#f4f1ea"],
        [1, darken(o.stand ?? "#f4f1ea", 0.2)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += `<path d="${roundRectPath(x - W * 0.62, sy - W * 0.03, W * 1.24, W * 0.035, W * 0.015)}" fill="${S.lin(
    [
      [0, o.stand ?? "#f4f1ea"],
      [1, darken(o.stand ?? "#f4f1ea", 0.15)],
    ],
  )}"/>`;
  const top = sy - W * 0.03 - H;
  const left = x - W * 0.5,
    right = x + W * 0.5;
  out += `<path d="${roundRectPath(left, top, W, H, W * 0.03)}" fill="${S.lin(
    [
      [0, lighten(body, 0.1)],
      [0.8, body],
      [1, darken(body, 0.12)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  if (o.layers)
    for (let i = 1; i < 4; i++) out += rect(left, top + (H * i) / 4, W, H * 0.035, o.layers, 'opacity=".8"');
  // icing with drips
  let drip = `M${n1(left)} ${n1(top + W * 0.03)}`;
  const nd = 9;
  for (let i = 0; i < nd; i++) {
    const x0 = left + (W * i) / nd,
      x1 = left + (W * (i + 1)) / nd;
    const dl = H * (0.12 + ((i * 37) % 5) * 0.07);
    drip += `L${n1(x0)} ${n1(top + H * 0.1)}C${n1(x0)} ${n1(top + dl)} ${n1(x1)} ${n1(top + dl)} ${n1(x1)} ${n1(top + H * 0.1)}`;
  }
  drip += `L${n1(right)} ${n1(top + W * 0.03)}Q${n1(right)} ${n1(top - W * 0.02)} ${n1(right - W * 0.05)} ${n1(top - W * 0.02)}H${n1(left + W * 0.05)}Q${n1(left)} ${n1(top - W * 0.02)} ${n1(left)} ${n1(top + W * 0.03)}Z`;
  out += `<path d="${drip}" fill="${S.lin([
    [0, lighten(icing, 0.15)],
    [1, icing],
  ])}"/>`;
  out += ellipse(x, top - W * 0.02, W * 0.45, W * 0.03, lighten(icing, 0.3), 'opacity=".6"');
  // decorations on top
  if (o.deco === "berries" || !o.deco)
    for (let i = 0; i < 7; i++)
      out += raspberry(S, x - W * 0.36 + i * W * 0.12, top - W * 0.045, W * 0.045, accent);
  if (o.deco === "cream")
    for (let i = 0; i < 8; i++) {
      const cx = x - W * 0.42 + i * W * 0.12;
      out +=
        `<path d="M${n1(cx - W * 0.045)} ${n1(top)}Q${n1(cx)} ${n1(top - W * 0.12)} ${n1(cx + W * 0.045)} ${n1(top)}Z" fill="#fffaf2"/>` +
        circle(cx, top - W * 0.08, W * 0.022, accent);
    }
  if (o.deco === "candles")
    for (let i = 0; i < 5; i++) {
      const cx = x - W * 0.3 + i * W * 0.15;
      out +=
        rect(cx - W * 0.012, top - W * 0.16, W * 0.024, W * 0.15, i % 2 ? accent : "#f3efe4") +
        ellipse(cx, top - W * 0.19, W * 0.015, W * 0.03, "#ffc94a") +
        circle(
          cx,
          top - W * 0.19,
          W * 0.06,
          S.rad([
            [0, "#ffd98a", 0.6],
            [1, "#ffd98a", 0],
          ]),
        );
    }
  if (o.deco === "choc")
    for (let i = 0; i < 6; i++)
      out += `<path d="M${n1(x - W * 0.35 + i * W * 0.14)} ${n1(top - W * 0.01)}l${n1(W * 0.04)} ${n1(-W * 0.12)}l${n1(W * 0.03)} ${n1(W * 0.12)}Z" fill="#3a2018"/>`;
  out += rect(left + W * 0.05, top + H * 0.2, W * 0.06, H * 0.7, "#fff", 'opacity=".15"');
  return out;
}
function macaron(S, x, y, s, col, fill = "#fbf3e6") {
  let out = ellipse(x, y + s * 0.02, s * 1.05, s * 0.12, "#000", 'opacity=".2"');
  out += `<path d="M${n1(x - s)} ${n1(y - s * 0.12)}Q${n1(x - s)} ${n1(y + s * 0.02)} ${n1(x)} ${n1(y + s * 0.02)}Q${n1(x + s)} ${n1(y + s * 0.02)} ${n1(x + s)} ${n1(y - s * 0.12)}Z" fill="${darken(col, 0.08)}"/>`;
  out += rect(x - s * 0.92, y - s * 0.32, s * 1.84, s * 0.22, fill, `rx="${n1(s * 0.1)}"`);
  out += `<path d="M${n1(x - s)} ${n1(y - s * 0.34)}Q${n1(x - s)} ${n1(y - s * 0.95)} ${n1(x)} ${n1(y - s * 0.95)}Q${n1(x + s)} ${n1(y - s * 0.95)} ${n1(x + s)} ${n1(y - s * 0.34)}Z" fill="${S.lin(
    [
      [0, lighten(col, 0.25)],
      [1, darken(col, 0.05)],
    ],
  )}"/>`;
  out += `<path d="M${n1(x - s)} ${n1(y - s * 0.34)}h${n1(s * 2)}" stroke="${darken(col, 0.15)}" stroke-width="${n1(s * 0.08)}" stroke-dasharray="${n1(s * 0.06)} ${n1(s * 0.05)}"/>`;
  out += ellipse(x - s * 0.35, y - s * 0.72, s * 0.3, s * 0.08, "#fff", 'opacity=".35"');
  return out;
}
const PASTELS = ["#f2b8c6", "#bfe0c9", "#f6dd8e", "#c9b6e4", "#f7c59f", "#a9d6e5", "#e8a0a8"];
// patisserie counter / shop window (side view)
function patisserieScene(S, r, o = {}) {
  const { w, h, u } = S;
  const wall = o.wall ?? "#f3d9d3",
    accent = o.accent ?? "#b8243a",
    trim = o.trim ?? "#5a3a2a";
  let out = rect(
    0,
    0,
    w,
    h,
    S.lin([
      [0, lighten(wall, 0.1)],
      [1, darken(wall, 0.05)],
    ]),
  );
  // arched window in background
  const aw = Math.min(w * 0.5, 520 * u),
    ax = w * (o.archX ?? 0.72),
    ay = h * 0.58;
  out += `<path d="M${n1(ax - aw / 2)} ${n1(ay)}V${n1(ay - h * 0.35)}A${n1(aw / 2)} ${n1(aw / 2)} 0 0 1 ${n1(ax + aw / 2)} ${n1(ay - h * 0.35)}V${n1(ay)}Z" fill="${S.lin(["#bfe0ea", "#f6e3cf"])}"/>`;
  out += `<path d="M${n1(ax)} ${n1(ay - h * 0.35 - aw / 2)}V${n1(ay)}M${n1(ax - aw / 2)} ${n1(ay - h * 0.2)}H${n1(ax + aw / 2)}" stroke="${lighten(wall, 0.5)}" stroke-width="${n1(10 * u)}"/>`;
  out += `<path d="M${n1(ax - aw / 2)} ${n1(ay)}V${n1(ay - h * 0.35)}A${n1(aw / 2)} ${n1(aw / 2)} 0 0 1 ${n1(ax + aw / 2)} ${n1(ay - h * 0.35)}V${n1(ay)}" stroke="${lighten(wall, 0.5)}" stroke-width="${n1(16 * u)}" fill="none"/>`;
  out += rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#fff8ea", 0.35],
        [1, "#fff8ea", 0],
      ],
      0.75,
      0.35,
      0.6,
    ),
  );
  // counter
  const ty = h * (o.tableY ?? (w < h ? 0.66 : 0.78));
  out += rect(
    0,
    ty,
    w,
    h - ty,
    S.lin([
      [0, trim],
      [1, darken(trim, 0.3)],
    ]),
  );
  out += rect(0, ty, w, 14 * u, lighten(trim, 0.25));
  for (let x = 0; x < w; x += 90 * u)
    out += rect(x, ty + 40 * u, 4 * u, h, darken(trim, 0.25), 'opacity=".5"');
  // items on the counter
  const items = o.items ?? ["cake", "macarons", "cake2"];
  const slots = items.length;
  const cap = (slots === 1 ? 600 : slots === 2 ? 420 : 360) * u;
  items.forEach((it, i) => {
    const x = w * ((i + 0.5) / slots) + r.range(-1, 1) * 20 * u;
    if (it === "cake")
      out += cakeSide(S, x, ty + 6 * u, Math.min((w / slots) * 0.7, cap), {
        icing: o.icing ?? "#f3c6cf",
        accent,
        deco: "berries",
        layers: "#e9b0b8",
      });
    else if (it === "cake2")
      out += cakeSide(S, x, ty + 6 * u, Math.min((w / slots) * 0.6, cap * 0.85), {
        icing: "#5a3222",
        body: "#7a4a32",
        accent: "#f3efe4",
        deco: "cream",
        tall: 0.7,
      });
    else if (it === "cake3")
      out += cakeSide(S, x, ty + 6 * u, Math.min((w / slots) * 0.65, cap * 0.9), {
        icing: "#fbf3e6",
        body: "#f6e7c8",
        accent: "#e8a020",
        deco: "candles",
        layers: "#f2c46a",
      });
    else if (it === "macarons") {
      const s = (slots === 1 ? 62 : 46) * u;
      const rows = [4, 3, 2, 1];
      rows.forEach((n, ri) => {
        for (let k = 0; k < n; k++)
          out += macaron(
            S,
            x + (k - (n - 1) / 2) * s * 2.05,
            ty - ri * s * 1.0,
            s,
            PASTELS[(ri * 3 + k) % PASTELS.length],
          );
      });
    } else if (it === "jar") {
      const jw = 150 * u,
        jh = 230 * u;
      out += `<path d="${roundRectPath(x - jw / 2, ty - jh, jw, jh, 30 * u)}" fill="#ffffff" opacity=".35" stroke="#fff" stroke-width="${n1(4 * u)}"/>`;
      for (let k = 0; k < 14; k++)
        out += circle(
          x + r.range(-0.35, 0.35) * jw,
          ty - r.range(0.08, 0.7) * jh,
          26 * u,
          S.rad([
            [0, "#e9b871"],
            [1, "#b97a3a"],
          ]),
          `stroke="#9a6a30" stroke-width="${n1(2 * u)}"`,
        );
      out += rect(x - jw * 0.4, ty - jh - 20 * u, jw * 0.8, 26 * u, trim, `rx="${n1(8 * u)}"`);
    } else if (it === "honey" || it === "oil") {
      const n = 3;
      for (let k = 0; k < n; k++) {
        const jx = x + (k - 1) * 120 * u,
          jh = (it === "honey" ? 170 : 300) * u * (k === 1 ? 1.1 : 0.9),
          jw = (it === "honey" ? 110 : 80) * u;
        if (it === "honey") {
          out += ellipse(jx, ty, jw * 0.6, 10 * u, "#000", 'opacity=".2"');
          out += `<path d="${roundRectPath(jx - jw / 2, ty - jh, jw, jh, 18 * u)}" fill="${S.lin(
            [
              [0, "#f0b040"],
              [0.5, "#d98a1a"],
              [1, "#a85a10"],
            ],
            0,
            0,
            1,
            0,
          )}"/>`;
          out +=
            rect(jx - jw / 2 - 4 * u, ty - jh - 26 * u, jw + 8 * u, 30 * u, "#f6efe2", `rx="${n1(6 * u)}"`) +
            rect(
              jx - jw / 2 - 4 * u,
              ty - jh - 26 * u,
              jw + 8 * u,
              30 * u,
              "none",
              `rx="${n1(6 * u)}" stroke="${o.accent ?? "#7a4a16"}" stroke-width="${n1(3 * u)}" stroke-dasharray="${n1(8 * u)} ${n1(6 * u)}"`,
            );
          out +=
            rect(jx - jw * 0.35, ty - jh * 0.62, jw * 0.7, jh * 0.32, "#fbf3e0") +
            rect(jx - jw * 0.22, ty - jh * 0.52, jw * 0.44, 6 * u, o.accent ?? "#7a4a16");
          out += rect(jx - jw * 0.38, ty - jh * 0.9, 10 * u, jh * 0.75, "#fff", 'opacity=".25"');
        } else out += bottleSide(S, jx, ty, jh, "#6f7a2c", o.accent ?? "#c9a45c");
      }
    } else if (it === "baklava") {
      for (let k = 0; k < 7; k++) {
        const bx = x + (k - 3) * 50 * u;
        out +=
          `<path d="M${n1(bx - 40 * u)} ${n1(ty)}L${n1(bx)} ${n1(ty - 55 * u - (k % 2) * 8 * u)}L${n1(bx + 40 * u)} ${n1(ty)}Z" fill="${S.lin(["#e0a640", "#a8661e"])}"/>` +
          circle(bx, ty - 40 * u - (k % 2) * 8 * u, 8 * u, "#6a9a3a");
      }
    }
  });
  // awning scallops at the top
  if (o.awning !== false) {
    const n = Math.ceil(w / (110 * u));
    const aw2 = w / n;
    let aw3 = rect(0, 0, w, 60 * u, accent);
    for (let i = 0; i < n; i++) {
      aw3 += rect(i * aw2, 0, aw2 / 2, 60 * u, "#fbf6ee", 'opacity=".95"');
      aw3 += `<path d="M${n1(i * aw2)} ${n1(60 * u)}a${n1(aw2 / 2)} ${n1(aw2 / 2.4)} 0 0 0 ${n1(aw2)} 0Z" fill="${i % 2 ? accent : lighten(accent, 0.15)}"/>`;
    }
    out +=
      `<g opacity=".25" transform="translate(0 ${n1(16 * u)})" filter="${S.blur(10 * u)}">${rect(0, 0, w, 90 * u, "#000")}</g>` +
      aw3;
  }
  out += lightOverlay(S, w, h, 0.8);
  return out;
}

// ================================================================ pizza, bread, gelato
function pizza(S, cx, cy, R, r, type = "margherita") {
  let out = shadow(S, circlePath(cx, cy, R), R * 0.04, R * 0.07, R * 0.06, 0.4);
  out += `<path d="${blob(r, cx, cy, R, 16, 0.03)}" fill="${S.rad([
    [0, "#f3cf8a"],
    [0.82, "#e2a455"],
    [0.93, "#c97c34"],
    [1, "#9a5a22"],
  ])}"/>`;
  for (let i = 0; i < 26; i++) {
    const a = r() * TAU,
      d = R * r.range(0.86, 0.97);
    out += ellipse(
      cx + Math.cos(a) * d,
      cy + Math.sin(a) * d,
      R * r.range(0.02, 0.05),
      R * r.range(0.015, 0.03),
      "#4a2a12",
      `opacity="${n1(r.range(0.35, 0.7))}" transform="rotate(${n1((a * 180) / Math.PI + 90)} ${n1(cx + Math.cos(a) * d)} ${n1(cy + Math.sin(a) * d)})"`,
    );
  }
  out += `<path d="${blob(r, cx, cy, R * 0.8, 14, 0.04)}" fill="${S.rad([
    [0, type === "bianca" ? "#f6ecd0" : "#d8432a"],
    [1, type === "bianca" ? "#e8d6a8" : "#b8301e"],
  ])}"/>`;
  for (let i = 0; i < 11; i++) {
    const a = r() * TAU,
      d = Math.sqrt(r()) * R * 0.6;
    out += `<path d="${blob(r, cx + Math.cos(a) * d, cy + Math.sin(a) * d, R * r.range(0.08, 0.14), 8, 0.25)}" fill="${S.rad(
      [
        [0, "#fffaf0"],
        [0.7, "#f8efd6"],
        [1, "#e8c98a"],
      ],
    )}"/>`;
  }
  if (type === "pepperoni" || type === "diavola")
    for (let i = 0; i < 14; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.65;
      const x = cx + Math.cos(a) * d,
        y = cy + Math.sin(a) * d;
      out +=
        circle(
          x,
          y,
          R * 0.085,
          S.rad([
            [0, "#c8412c"],
            [0.8, "#a82a1c"],
            [1, "#7a1a10"],
          ]),
        ) + circle(x - R * 0.02, y - R * 0.02, R * 0.015, "#e8704a", 'opacity=".7"');
    }
  if (type === "funghi" || type === "bianca")
    for (let i = 0; i < 12; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.65;
      out += g(
        `<path d="M${n1(-R * 0.07)} 0A${n1(R * 0.07)} ${n1(R * 0.065)} 0 0 1 ${n1(R * 0.07)} 0L${n1(R * 0.025)} 0V${n1(R * 0.06)}H${n1(-R * 0.025)}V0Z" fill="#b89a7a" stroke="#8a6a4a" stroke-width="${n1(R * 0.008)}"/>`,
        tr(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r() * 360),
      );
    }
  if (type === "prosciutto") {
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * TAU + r() * 0.4,
        d = R * 0.42;
      out += `<path d="${blob(r, cx + Math.cos(a) * d, cy + Math.sin(a) * d, R * 0.14, 9, 0.35, 0.6)}" fill="#e58a8a" stroke="#f6d0c8" stroke-width="${n1(R * 0.015)}"/>`;
    }
    out += leafy(S, cx, cy, R * 0.9, r, 22, ["#5f8f3a", "#7aa84a", "#4a7a2a"], 0.55);
  }
  if (type === "vegetariana") {
    for (let i = 0; i < 10; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.62;
      out += `<path d="M${n1(cx + Math.cos(a) * d)} ${n1(cy + Math.sin(a) * d)}q${n1(R * 0.06)} ${n1(-R * 0.06)} ${n1(R * 0.14)} 0" stroke="${i % 2 ? "#e8b83a" : "#4f8a3a"}" stroke-width="${n1(R * 0.035)}" fill="none" stroke-linecap="round"/>`;
    }
    for (let i = 0; i < 12; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.62;
      out += circle(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        R * 0.035,
        "none",
        `stroke="#2a1a1a" stroke-width="${n1(R * 0.018)}"`,
      );
    }
  }
  if (type !== "prosciutto")
    for (let i = 0; i < (type === "margherita" ? 7 : 4); i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.55;
      const x = cx + Math.cos(a) * d,
        y = cy + Math.sin(a) * d,
        ang = r() * TAU;
      out += `<path d="${leafPath(x, y, ang, R * 0.17, R * 0.075)}" fill="${S.lin(["#4f9a3e", "#2f6a2a"])}"/><path d="M${n1(x)} ${n1(y)}l${n1(Math.cos(ang) * R * 0.14)} ${n1(Math.sin(ang) * R * 0.14)}" stroke="#8fc06a" stroke-width="${n1(R * 0.006)}"/>`;
    }
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * TAU;
    out += `<path d="M${n1(cx)} ${n1(cy)}L${n1(cx + Math.cos(a) * R * 0.97)} ${n1(cy + Math.sin(a) * R * 0.97)}" stroke="#5a2a12" stroke-width="${n1(R * 0.006)}" opacity=".3"/>`;
  }
  for (let i = 0; i < 16; i++)
    out += ellipse(
      cx + r.gauss() * R * 0.35,
      cy + r.gauss() * R * 0.35,
      R * 0.03,
      R * 0.018,
      "#f2c14a",
      'opacity=".35"',
    );
  return out;
}
function woodBoard(S, cx, cy, R, handleAng, col = "#c08a55") {
  const hx = cx + Math.cos(handleAng) * R * 1.25,
    hy = cy + Math.sin(handleAng) * R * 1.25;
  const handle = g(
    `<path d="${roundRectPath(-R * 0.35, -R * 0.09, R * 0.7, R * 0.18, R * 0.09)}" fill="${col}"/>` +
      circle(R * 0.22, 0, R * 0.035, darken(col, 0.4)),
    tr(hx, hy, (handleAng * 180) / Math.PI),
  );
  let out = g(
    `<path d="${circlePath(cx, cy, R)}" fill="#000"/>${handle.replace(/fill="[^"]+"/g, 'fill="#000"')}`,
    `opacity=".35" filter="${S.blur(R * 0.04)}" transform="translate(${n1(R * 0.04)} ${n1(R * 0.07)})"`,
  );
  out +=
    handle +
    circle(
      cx,
      cy,
      R,
      S.rad([
        [0, lighten(col, 0.12)],
        [1, darken(col, 0.1)],
      ]),
    );
  for (let i = 1; i < 9; i++)
    out += circle(
      cx + R * 0.05,
      cy - R * 0.03,
      (R * i) / 9,
      "none",
      `stroke="${darken(col, 0.25)}" stroke-width="${n1(R * 0.006)}" opacity=".35"`,
    );
  return out;
}
function pizzaScene(S, r, o = {}) {
  const { w, h, u } = S;
  let out = surface(S, w, h, r, o.surface ?? "wood", o.col ?? "#6e4a32", o.col2);
  for (let i = 0; i < 60; i++)
    out += circle(r() * w, r() * h, r.range(2, 10) * u, "#fffaf0", `opacity="${n1(r.range(0.08, 0.3))}"`);
  const R = 330 * u * (o.scale ?? 1);
  const x = w * (o.x ?? r.range(0.42, 0.58)),
    y = h * (o.y ?? r.range(0.46, 0.56));
  const flip = r() < 0.5 ? 1 : -1;
  out += woodBoard(S, x, y, R * 1.08, o.handle ?? (flip > 0 ? -0.6 : Math.PI + 0.6) + r.range(-0.3, 0.3));
  out += pizza(S, x, y, R, r, o.type ?? "margherita");
  if (o.extras !== false) {
    out += shadow(S, circlePath(x - flip * R * 1.55, y + R * 0.75, 70 * u), 6 * u, 10 * u, 8 * u, 0.35);
    for (let i = 0; i < 6; i++)
      out += circle(
        x - flip * R * 1.55 + r.gauss() * 45 * u,
        y + R * 0.75 + r.gauss() * 45 * u,
        34 * u,
        S.rad(
          [
            [0, "#f2553a"],
            [0.8, "#d22e1e"],
            [1, "#9a1a10"],
          ],
          0.35,
          0.3,
          0.7,
        ),
      );
    out += bowl(
      S,
      x + flip * R * 1.55,
      y - R * 0.7,
      95 * u,
      "#f3ece0",
      circle(
        x + flip * R * 1.55,
        y - R * 0.7,
        70 * u,
        S.rad([
          [0, "#e0c33a"],
          [1, "#a8901a"],
        ]),
      ) + circle(x + flip * R * 1.52, y - R * 0.73, 25 * u, "#fff8c0", 'opacity=".5"'),
    );
    for (let i = 0; i < 5; i++)
      out += `<path d="${leafPath(x + flip * R * 1.35 + r.gauss() * 40 * u, y + R * 0.8 + r.gauss() * 40 * u, r() * TAU, 70 * u, 30 * u)}" fill="${r.pick(["#3f8a3a", "#2f6a2a", "#4f9a3e"])}"/>`;
    out += oliveBranch(
      S,
      x - flip * R * 1.9 - (flip < 0 ? 380 * u : 0),
      y - R * 0.9,
      380 * u,
      -20,
      r,
      "#7a8a4a",
      false,
    );
  }
  out += lightOverlay(S, w, h, 1, !!o.evening);
  return out;
}
function croissant(S, x, y, s, ang) {
  let out = "";
  const segs = [
    [-0.78, 0.14, 0.2],
    [-0.48, 0.05, 0.28],
    [-0.16, 0, 0.35],
    [0.16, 0, 0.35],
    [0.48, 0.05, 0.28],
    [0.78, 0.14, 0.2],
  ];
  out += `<g opacity=".35" filter="${S.blur(s * 0.08)}" transform="translate(${n1(s * 0.08)} ${n1(s * 0.12)})">${segs.map(([dx, dy, rr]) => ellipse(dx * s, dy * s + s * 0.1, rr * s, rr * s * 0.8, "#000")).join("")}</g>`;
  for (const [dx, dy, rr] of [segs[0], segs[5], segs[1], segs[4], segs[2], segs[3]]) {
    out += ellipse(
      dx * s,
      dy * s,
      rr * s * 1.02,
      rr * s * 0.85,
      S.rad(
        [
          [0, "#f3c070"],
          [0.6, "#d98a34"],
          [1, "#9a5018"],
        ],
        0.4,
        0.35,
        0.7,
      ),
    );
    out += `<path d="M${n1(dx * s - rr * s * 0.5)} ${n1(dy * s - rr * s * 0.4)}q${n1(rr * s * 0.5)} ${n1(-rr * s * 0.25)} ${n1(rr * s)} 0" stroke="#fbe0a8" stroke-width="${n1(s * 0.025)}" fill="none" opacity=".6" stroke-linecap="round"/>`;
  }
  return g(out, tr(x, y, ang));
}
function loafTop(S, x, y, s, r, type = "boule") {
  let out = shadow(
    S,
    type === "boule" ? circlePath(x, y, s) : ellipsePath(x, y, s * 1.5, s * 0.7),
    s * 0.06,
    s * 0.1,
    s * 0.08,
    0.4,
  );
  if (type === "boule") {
    out += circle(
      x,
      y,
      s,
      S.rad(
        [
          [0, "#e8b26a"],
          [0.7, "#b8702e"],
          [1, "#7a4218"],
        ],
        0.45,
        0.4,
        0.6,
      ),
    );
    for (let i = 0; i < 40; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * s * 0.9;
      out += circle(
        x + Math.cos(a) * d,
        y + Math.sin(a) * d,
        s * r.range(0.02, 0.08),
        "#f6efe2",
        `opacity="${n1(r.range(0.3, 0.7))}"`,
      );
    }
    out += `<path d="M${n1(x - s * 0.6)} ${n1(y - s * 0.15)}Q${n1(x)} ${n1(y - s * 0.45)} ${n1(x + s * 0.6)} ${n1(y - s * 0.1)}" stroke="#f6dca8" stroke-width="${n1(s * 0.08)}" fill="none" stroke-linecap="round"/>`;
    out += `<path d="M${n1(x - s * 0.5)} ${n1(y + s * 0.25)}Q${n1(x)} ${n1(y - s * 0.02)} ${n1(x + s * 0.55)} ${n1(y + s * 0.3)}" stroke="#f6dca8" stroke-width="${n1(s * 0.06)}" fill="none" stroke-linecap="round"/>`;
  } else {
    out += ellipse(
      x,
      y,
      s * 1.5,
      s * 0.7,
      S.rad(
        [
          [0, "#eab56a"],
          [0.75, "#c07a34"],
          [1, "#8a4a1a"],
        ],
        0.45,
        0.4,
        0.6,
      ),
    );
    for (let i = -2; i <= 2; i++)
      out += `<path d="M${n1(x + i * s * 0.5 - s * 0.15)} ${n1(y + s * 0.3)}q${n1(s * 0.12)} ${n1(-s * 0.35)} ${n1(s * 0.3)} ${n1(-s * 0.6)}" stroke="#f8e0b0" stroke-width="${n1(s * 0.09)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}
function wheat(S, x, y, L, ang, col = "#d9b060") {
  let out = `<path d="M0 0L${n1(L)} 0" stroke="${darken(col, 0.1)}" stroke-width="${n1(L * 0.012)}"/>`;
  for (let i = 0; i < 9; i++) {
    const t = L * (0.62 + i * 0.042);
    for (const sgn of [-1, 1]) {
      out += ellipse(
        t,
        sgn * L * 0.022,
        L * 0.035,
        L * 0.015,
        col,
        `transform="rotate(${sgn * 25} ${n1(t)} ${n1(sgn * L * 0.022)})"`,
      );
      out += `<path d="M${n1(t)} ${n1(sgn * L * 0.03)}l${n1(L * 0.12)} ${n1(sgn * L * 0.05)}" stroke="${col}" stroke-width="${n1(L * 0.003)}"/>`;
    }
  }
  return g(out, tr(x, y, ang));
}
function breadScene(S, r, o = {}) {
  const { w, h, u } = S;
  let out = surface(S, w, h, r, o.surface ?? "linen", o.col ?? "#e9dfcf");
  for (let i = 0; i < 160; i++)
    out += circle(r() * w, r() * h, r.range(2, 12) * u, "#fffdf8", `opacity="${n1(r.range(0.1, 0.35))}"`);
  for (let i = 0; i < 4; i++) out += wheat(S, r() * w, r() * h, 380 * u, r() * 360);
  const items = o.items ?? ["boule", "croissant", "croissant", "batard", "croissant"];
  const placed = [];
  for (const it of items) {
    const s = it === "croissant" ? 150 * u : it === "boule" ? 210 * u : 170 * u;
    let x, y;
    for (let t = 0; t < 120; t++) {
      x = r.range(0.1, 0.9) * w;
      y = r.range(0.12, 0.88) * h;
      if (!placed.some((p) => Math.hypot(p[0] - x, p[1] - y) < (p[2] + s) * 1.05)) break;
    }
    placed.push([x, y, s * (it === "batard" ? 1.4 : 1)]);
    out += it === "croissant" ? croissant(S, x, y, s, r.range(-40, 40)) : loafTop(S, x, y, s, r, it);
  }
  if (o.coffee) out += coffeeTop(S, w * 0.85, h * 0.2, 70 * u, 30);
  out += lightOverlay(S, w, h, 1);
  return out;
}
// gelato display case seen from above
function gelatoCase(S, r, o = {}) {
  const { w, h, u } = S;
  let out = rect(0, 0, w, h, "#d9dcdc") + rect(0, 0, w, h, S.lin(["#eef0ef", "#b9bfbf"], 0, 0, 1, 1));
  const flavors = o.flavors ?? [
    ["#f6e7c8", "vanilla"],
    ["#7a4a32", "choc"],
    ["#b8d88a", "pistachio"],
    ["#f4a0b0", "strawberry"],
    ["#fbe07a", "lemon"],
    ["#e8c8f0", "lavender"],
    ["#f7b067", "mango"],
    ["#f0f0ea", "fior"],
    ["#a9d6e5", "mint"],
    ["#5a2a2a", "cherry"],
    ["#e6b98a", "caramel"],
    ["#d4e8b0", "lime"],
  ];
  const cols = w > h ? 4 : 3,
    rows = w > h ? 3 : 4;
  const pw = w / cols,
    ph = h / rows;
  let k = 0;
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const [c, name] = flavors[k++ % flavors.length];
      const x = i * pw + pw * 0.06,
        y = j * ph + ph * 0.07,
        tw = pw * 0.88,
        th = ph * 0.86;
      out += rect(x + 6 * u, y + 10 * u, tw, th, "#000", `opacity=".25" filter="${S.blur(8 * u)}"`);
      out += `<path d="${roundRectPath(x, y, tw, th, 10 * u)}" fill="${S.lin(["#f6f7f7", "#a8b0b0"], 0, 0, 1, 1)}"/>`;
      const ix = x + 14 * u,
        iy = y + 14 * u,
        iw = tw - 28 * u,
        ih = th - 28 * u;
      const cl = S.clip(`<path d="${roundRectPath(ix, iy, iw, ih, 8 * u)}"/>`);
      let inner = rect(ix, iy, iw, ih, c);
      const rr = makeRng(`${name}${i}${j}`);
      for (let q = 0; q < 9; q++) {
        const yy = iy + rr() * ih;
        const P = [];
        for (let s2 = 0; s2 <= 8; s2++)
          P.push([ix + (s2 / 8) * iw, yy + Math.sin(s2 * 1.3 + q) * ih * 0.08 + rr.range(-1, 1) * ih * 0.03]);
        inner += `<path d="${smooth(P, false)}" stroke="${lighten(c, 0.3)}" stroke-width="${n1(ih * rr.range(0.04, 0.09))}" fill="none" opacity=".75" stroke-linecap="round"/>`;
        inner += `<path d="${smooth(P, false)}" stroke="${darken(c, 0.18)}" stroke-width="${n1(ih * 0.02)}" fill="none" opacity=".45" transform="translate(0 ${n1(ih * 0.05)})"/>`;
      }
      if (name === "pistachio")
        for (let q = 0; q < 14; q++)
          inner += ellipse(ix + rr() * iw, iy + rr() * ih, 8 * u, 5 * u, "#6a9a3a");
      if (name === "strawberry" || name === "cherry")
        for (let q = 0; q < 4; q++)
          inner += `<path d="${blob(rr, ix + rr() * iw, iy + rr() * ih, 22 * u, 7, 0.25)}" fill="#c8243a"/>`;
      if (name === "choc" || name === "caramel")
        for (let q = 0; q < 8; q++)
          inner += rect(
            ix + rr() * iw,
            iy + rr() * ih,
            16 * u,
            10 * u,
            "#3a2018",
            `transform="rotate(${n1(rr() * 90)} ${n1(ix + iw / 2)} ${n1(iy + ih / 2)})"`,
          );
      if (name === "lemon" || name === "lime")
        inner += citrusSlice(S, ix + iw * 0.75, iy + ih * 0.3, 40 * u, name === "lime" ? "lime" : "lemon");
      if (name === "mint")
        for (let q = 0; q < 3; q++)
          inner += `<path d="${leafPath(ix + iw * 0.3, iy + ih * 0.3, q * 2, 40 * u, 16 * u)}" fill="#4f8a3a"/>`;
      out += `<g clip-path="${cl}">${inner}</g>`;
      out += rect(ix, iy, iw, ih * 0.25, "#fff", `opacity=".12"`);
      if ((i + j) % 3 === 0)
        out += g(
          `<path d="${roundRectPath(-8 * u, -ph * 0.36, 16 * u, ph * 0.5, 6 * u)}" fill="#cfd4d4"/><path d="${roundRectPath(-26 * u, ph * 0.1, 52 * u, ph * 0.2, 12 * u)}" fill="#e6e9e9"/>`,
          tr(x + tw * 0.7, y + th * 0.55, 30),
        );
    }
  out += rect(
    0,
    0,
    w,
    h,
    S.lin(
      [
        [0, "#ffffff", 0.18],
        [0.4, "#ffffff", 0],
        [1, "#000", 0.1],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  return out;
}
function coneSide(S, x, y, H, scoops, r) {
  const cw = H * 0.22;
  let out = "";
  const cone = `M${n1(x - cw)} ${n1(y - H * 0.62)}L${n1(x)} ${n1(y)}L${n1(x + cw)} ${n1(y - H * 0.62)}Z`;
  const cl = S.clip(`<path d="${cone}"/>`);
  out += `<path d="${cone}" fill="${S.lin(["#e8b070", "#c8843e"], 0, 0, 1, 0)}"/>`;
  let hatch = "";
  for (let i = -6; i <= 6; i++)
    hatch += `<path d="M${n1(x + i * H * 0.06 - H * 0.3)} ${n1(y - H * 0.7)}l${n1(H * 0.6)} ${n1(H * 0.7)}M${n1(x + i * H * 0.06 + H * 0.3)} ${n1(y - H * 0.7)}l${n1(-H * 0.6)} ${n1(H * 0.7)}" stroke="#9a6020" stroke-width="${n1(H * 0.008)}" opacity=".6"/>`;
  out += `<g clip-path="${cl}">${hatch}</g>`;
  scoops.forEach((c, i) => {
    const sy = y - H * 0.64 - i * H * 0.22,
      sr = H * (0.22 - i * 0.015);
    out += `<path d="${blob(r, x, sy - sr * 0.35, sr, 11, 0.06)}" fill="${S.rad(
      [
        [0, lighten(c, 0.25)],
        [0.7, c],
        [1, darken(c, 0.15)],
      ],
      0.38,
      0.3,
      0.75,
    )}"/>`;
    let rim = `M${n1(x - sr * 1.05)} ${n1(sy)}`;
    for (let k = 0; k < 7; k++)
      rim += `q${n1(sr * 0.15)} ${n1(sr * (0.16 + (k % 2) * 0.14))} ${n1(sr * 0.3)} 0`;
    out += `<path d="${rim}Z" fill="${darken(c, 0.05)}"/>`;
    out += ellipse(x - sr * 0.35, sy - sr * 0.7, sr * 0.28, sr * 0.12, "#fff", 'opacity=".35"');
  });
  return out;
}
function conesScene(S, r, o = {}) {
  const { w, h, u } = S;
  const bg = o.bg ?? "#f6d9cf";
  let out = rect(0, 0, w, h, S.lin([lighten(bg, 0.2), bg]));
  out += circle(w * 0.5, h * 0.42, Math.min(w, h) * 0.36, lighten(bg, 0.35));
  const ty = h * 0.8;
  out += rect(0, ty, w, h - ty, S.lin([o.table ?? "#8fc9c6", darken(o.table ?? "#8fc9c6", 0.15)]));
  const n = o.n ?? 3;
  const combos = [
    [PASTELS[0], PASTELS[4]],
    [PASTELS[1], "#7a4a32"],
    [PASTELS[2], PASTELS[3], PASTELS[5]],
    ["#f0f0ea", PASTELS[6]],
  ];
  const H = Math.min(h * 0.55, (w / n) * 1.3);
  for (let i = 0; i < n; i++) {
    const x = w * ((i + 0.5) / n),
      y = ty - H * 0.02 + (i % 2) * H * 0.03;
    // holder block
    out +=
      rect(x - H * 0.3, y - H * 0.05, H * 0.6, H * 0.2, "#fbf6ee") +
      rect(x - H * 0.3, y - H * 0.05, H * 0.6, H * 0.03, "#fff");
    out += coneSide(S, x, y + H * 0.05, H, combos[i % combos.length], r);
  }
  for (let i = 0; i < 12; i++)
    out += circle(r() * w, ty + r() * (h - ty), r.range(4, 10) * u, r.pick(PASTELS));
  out += lightOverlay(S, w, h, 0.6);
  return out;
}

// ================================================================ places: sea scenes, city, arches, pier, vineyard, storefront
function stringLights(S, x0, y0, x1, y1, sag, n, r, col = "#ffd88a", t = 0) {
  let out = `<path d="M${n1(x0)} ${n1(y0)}Q${n1((x0 + x1) / 2)} ${n1((y0 + y1) / 2 + sag * 2)} ${n1(x1)} ${n1(y1)}" stroke="#1a1410" stroke-width="${n1(S.u * 2)}" fill="none" opacity=".7"/>`;
  for (let i = 1; i < n; i++) {
    const f = i / n;
    const p = quad([x0, y0], [(x0 + x1) / 2, (y0 + y1) / 2 + sag * 2], [x1, y1], f);
    const flick = 0.85 + 0.15 * Math.sin(TAU * t * 2 + i * 1.7);
    out += circle(
      p[0],
      p[1] + S.u * 8,
      S.u * 34 * flick,
      S.rad([
        [0, col, 0.55],
        [0.3, col, 0.18],
        [1, col, 0],
      ]),
    );
    out += circle(p[0], p[1] + S.u * 8, S.u * 6, "#fff6dc");
  }
  return out;
}
function fireworks(S, cx, cy, R, col, r, t = 0) {
  let out = circle(
    cx,
    cy,
    R * 1.3,
    S.rad([
      [0, col, 0.25],
      [1, col, 0],
    ]),
  );
  const n = 36;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * TAU + r() * 0.05;
    const L = R * r.range(0.75, 1);
    const x1 = cx + Math.cos(a) * L,
      y1 = cy + Math.sin(a) * L + L * 0.08;
    out += `<path d="M${n1(cx + Math.cos(a) * L * 0.25)} ${n1(cy + Math.sin(a) * L * 0.25)}Q${n1(cx + Math.cos(a) * L * 0.7)} ${n1(cy + Math.sin(a) * L * 0.7)} ${n1(x1)} ${n1(y1)}" stroke="${col}" stroke-width="${n1(S.u * 2.2)}" fill="none" opacity=".8" stroke-linecap="round"/>`;
    out += circle(x1, y1, S.u * 4, lighten(col, 0.6));
  }
  return out;
}
function seaScene(S, r, o = {}) {
  const { w, h, u } = S;
  const T = SKIES[o.time ?? "golden"];
  const hy = h * (o.horizon ?? (w > h ? 0.52 : 0.46));
  const sun = skyAndSun(S, w, h, hy, T, {
    r,
    sunX: o.sunX ?? 0.62,
    sunAlt: o.sunAlt,
    sunR: o.sunR,
    moon: o.moon,
    stars: o.stars,
    clouds: o.clouds,
    sun: o.sun,
  });
  let out = sun.out;
  if (o.fireworks) {
    const cols = ["#ffd27a", "#f48fb1", "#8fd3e8", "#fff1c2"];
    for (let i = 0; i < o.fireworks; i++)
      out += fireworks(
        S,
        w * r.range(0.15, 0.85),
        hy * r.range(0.2, 0.6),
        150 * u * r.range(0.6, 1.2),
        cols[i % cols.length],
        r,
      );
  }
  if (o.headland !== false) {
    out += headland(S, w, hy, r, "left", mix(T.hill, T.haze, 0.45), 0.045, 0.5, h);
    out += headland(S, w, hy, r, "right", T.hill, 0.07, 0.32, h);
  }
  if (o.town) {
    // distant white village on the right headland
    for (let i = 0; i < 26; i++) {
      const x = w * r.range(0.75, 0.98),
        y = hy - h * r.range(0.005, 0.04);
      out += rect(
        x,
        y,
        r.range(6, 16) * u,
        r.range(5, 10) * u,
        o.time === "night" || o.time === "dusk" ? "#ffd79a" : "#f6efe2",
        'opacity=".8"',
      );
    }
  }
  out += seaSurface(S, w, h, hy, T, r, o.sun === false ? null : sun, {
    t: o.t ?? 0,
    glitterColor: o.moon ? "#e8eef2" : undefined,
  });
  if (o.boats)
    for (let i = 0; i < o.boats; i++)
      out += sailboat(
        w * r.range(0.1, 0.5),
        hy + h * r.range(0.008, 0.05),
        u * r.range(0.35, 0.7),
        darken(T.hill, 0.35),
        lighten(T.light, 0.1),
      );
  if (o.birds) out += birds(r, w * 0.35, hy * 0.45, u * 1.6, o.birds, darken(T.hill, 0.4));
  if (o.beach)
    out += beachForeground(S, w, h, h * (o.shore ?? 0.74), T, r, {
      t: o.t,
      parasols: o.parasols,
      parasolColors: o.parasolColors,
    });
  if (o.palms)
    for (const [px, ph] of o.palms)
      out += palm(S, w * px, h * 1.02, h * ph, r, o.palmColor ?? darken(T.hill, 0.45));
  if (o.table) {
    // terrace table edge with drinks in the foreground
    const ty = h * 0.84;
    out += rect(0, ty, w, h - ty, S.lin([o.table, darken(o.table, 0.35)]));
    out += rect(0, ty, w, 6 * u, lighten(o.table, 0.3));
    const drinks = o.drinks ?? [
      ["coupe", "#f39a5a"],
      ["highball", "#e8704a"],
    ];
    drinks.forEach(([type, liq], i) => {
      const x = w * (0.5 + (i - (drinks.length - 1) / 2) * 0.16) + (w > h ? w * 0.15 : 0);
      if (type === "wine") out += wineGlassSide(S, x, ty + 8 * u, 330 * u, liq);
      else if (type === "bottle") out += bottleSide(S, x, ty + 8 * u, 420 * u, liq);
      else out += cocktailSide(S, x, ty + 8 * u, 300 * u, type, liq, i % 2 ? "lime" : "orange");
    });
  }
  if (o.lights)
    out += stringLights(
      S,
      -20 * u,
      h * 0.05,
      w * 1.02,
      h * 0.12,
      h * 0.06,
      Math.round(w / (70 * u)),
      r,
      "#ffd88a",
      o.t ?? 0,
    );
  out += rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#000", 0],
        [0.7, "#000", 0],
        [1, "#000", 0.22],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
  return out;
}
// pier seen in perspective, stretching to the horizon
function pierScene(S, r, o = {}) {
  const { w, h, u } = S;
  const T = SKIES[o.time ?? "dusk"];
  const hy = h * (w > h ? 0.5 : 0.45);
  const sun = skyAndSun(S, w, h, hy, T, {
    r,
    sunX: o.sunX ?? 0.5,
    sunAlt: 0.06,
    sunR: 0.05,
    moon: o.time === "night",
    stars: o.time === "night",
  });
  let out = sun.out + headland(S, w, hy, r, "right", T.hill, 0.05, 0.35, h);
  out += seaSurface(S, w, h, hy, T, r, sun, { t: o.t ?? 0 });
  const vx = w * 0.5,
    f = h - hy;
  const Y = (d) => hy + f / d;
  const X = (xx, d) => vx + (xx * w * 0.34) / d;
  const dEnd = 9;
  const deck = (col) =>
    `<path d="M${n1(X(-1, 1))} ${n1(h + 2)}L${n1(X(-1, dEnd))} ${n1(Y(dEnd))}L${n1(X(1, dEnd))} ${n1(Y(dEnd))}L${n1(X(1, 1))} ${n1(h + 2)}Z" fill="${col}"/>`;
  out += deck(S.lin(["#6a4e3e", "#8a6a52", "#a07a5a"]));
  for (let d = 1; d < dEnd; d += 0.18 * d)
    out += `<path d="M${n1(X(-1, d))} ${n1(Y(d))}H${n1(X(1, d))}" stroke="#3a2a20" stroke-width="${n1(Math.max(0.6, 3 / d) * u)}" opacity=".5"/>`;
  for (const side of [-1, 1]) {
    let rail = "";
    const posts = [];
    for (let d = 1; d <= dEnd; d *= 1.35) posts.push(d);
    for (const d of posts) {
      const x = X(side * 1.02, d),
        y = Y(d),
        ph = (210 * u) / d;
      out += rect(x - (9 * u) / d, y - ph, (18 * u) / d, ph + (30 * u) / d, "#3a2a22");
      out +=
        circle(
          x,
          y - ph - (18 * u) / d,
          (70 * u) / d,
          S.rad([
            [0, "#ffd88a", 0.6],
            [1, "#ffd88a", 0],
          ]),
        ) + circle(x, y - ph - (18 * u) / d, (9 * u) / d, "#fff3d0");
    }
    rail += `<path d="M${n1(X(side * 1.02, 1))} ${n1(Y(1) - 170 * u)}L${n1(X(side * 1.02, dEnd))} ${n1(Y(dEnd) - (170 * u) / dEnd)}" stroke="#3a2a22" stroke-width="${n1(6 * u)}"/>`;
    rail += `<path d="M${n1(X(side * 1.02, 1))} ${n1(Y(1) - 90 * u)}L${n1(X(side * 1.02, dEnd))} ${n1(Y(dEnd) - (90 * u) / dEnd)}" stroke="#3a2a22" stroke-width="${n1(4 * u)}" opacity=".8"/>`;
    out += rail;
  }
  out += rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#000", 0],
        [0.65, "#000", 0],
        [1, "#000", 0.3],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
  return out;
}
function citySkyline(S, w, baseY, r, col, winCol, scale, o = {}) {
  const u = S.u * scale;
  let out = "";
  let x = -20 * u;
  while (x < w + 20 * u) {
    const kind = r() < 0.14 ? "dome" : r() < 0.1 ? "minaret" : r() < 0.1 ? "palm" : "block";
    if (kind === "block") {
      const bw = r.range(70, 160) * u,
        bh = r.range(70, 240) * u;
      out += rect(x, baseY - bh, bw, bh + 2, col);
      if (r() < 0.3)
        out += `<path d="M${n1(x)} ${n1(baseY - bh)}L${n1(x + bw / 2)} ${n1(baseY - bh - 30 * u)}L${n1(x + bw)} ${n1(baseY - bh)}Z" fill="${col}"/>`;
      for (let wy = baseY - bh + 18 * u; wy < baseY - 18 * u; wy += 30 * u)
        for (let wx = x + 12 * u; wx < x + bw - 16 * u; wx += 26 * u)
          if (r() < (o.lit ?? 0.35))
            out += rect(wx, wy, 10 * u, 14 * u, winCol, `opacity="${n1(r.range(0.5, 1))}"`);
      x += bw + r.range(-5, 20) * u;
    } else if (kind === "dome") {
      const bw = r.range(140, 220) * u,
        bh = r.range(60, 110) * u;
      out +=
        rect(x, baseY - bh, bw, bh + 2, col) +
        `<path d="M${n1(x + bw * 0.15)} ${n1(baseY - bh)}A${n1(bw * 0.35)} ${n1(bw * 0.38)} 0 0 1 ${n1(x + bw * 0.85)} ${n1(baseY - bh)}Z" fill="${col}"/>` +
        rect(x + bw / 2 - 2 * u, baseY - bh - bw * 0.5, 4 * u, bw * 0.14, col);
      for (let k = 0; k < 3; k++)
        out += `<path d="M${n1(x + bw * (0.2 + k * 0.25))} ${n1(baseY)}v${n1(-bh * 0.45)}a${n1(bw * 0.07)} ${n1(bw * 0.07)} 0 0 1 ${n1(bw * 0.14)} 0v${n1(bh * 0.45)}Z" fill="${winCol}" opacity=".55"/>`;
      x += bw;
    } else if (kind === "minaret") {
      const mh = r.range(260, 360) * u;
      out +=
        rect(x, baseY - mh, 22 * u, mh, col) +
        `<path d="M${n1(x - 4 * u)} ${n1(baseY - mh)}L${n1(x + 11 * u)} ${n1(baseY - mh - 70 * u)}L${n1(x + 26 * u)} ${n1(baseY - mh)}Z" fill="${col}"/>` +
        rect(x - 8 * u, baseY - mh * 0.72, 38 * u, 8 * u, col);
      x += 40 * u;
    } else {
      out += palm(S, x + 30 * u, baseY, r.range(180, 260) * u, r, col, 0.08, 8);
      x += 60 * u;
    }
  }
  return out;
}
function cityScene(S, r, o = {}) {
  const { w, h, u } = S;
  const T = SKIES[o.time ?? "dusk"];
  const baseY = h * (o.base ?? 0.72);
  let out = rect(0, 0, w, h, S.lin(T.sky));
  out += ellipse(
    w * 0.5,
    baseY,
    w * 0.7,
    h * 0.4,
    S.rad([
      [0, T.glow, 0.6],
      [1, T.glow, 0],
    ]),
  );
  if (o.time === "night")
    for (let i = 0; i < 80; i++)
      out += circle(
        r() * w,
        r() * baseY * 0.6,
        r.range(0.6, 1.6) * u,
        "#fff",
        `opacity="${n1(r.range(0.2, 0.7))}"`,
      );
  if (o.fireworks) {
    const cols = ["#ffd27a", "#f48fb1", "#8fd3e8", "#fff1c2"];
    for (let i = 0; i < o.fireworks; i++)
      out += fireworks(
        S,
        w * (0.15 + (i / Math.max(1, o.fireworks - 1)) * 0.7),
        baseY * r.range(0.25, 0.45),
        130 * u * r.range(0.7, 1.1),
        cols[i % cols.length],
        r,
      );
  }
  out += citySkyline(S, w, baseY - h * 0.05, r, mix(T.sky[1], T.hill, 0.5), "#ffd79a", 0.7, { lit: 0.15 });
  out += citySkyline(S, w, baseY, r, darken(T.hill, 0.35), "#ffcf80", 1, { lit: 0.35 });
  // Venetian wall / terrace parapet
  out += rect(0, baseY, w, h - baseY, S.lin([darken(T.hill, 0.5), darken(T.hill, 0.7)]));
  for (let x = 0; x < w; x += 60 * u) out += rect(x, baseY, 58 * u, 14 * u, darken(T.hill, 0.4));
  if (o.tables !== false) {
    for (let i = 0; i < 4; i++) {
      const x = w * (0.15 + i * 0.24) + r.range(-1, 1) * 20 * u,
        y = h * 0.93;
      out +=
        ellipse(x, y - 110 * u, 120 * u, 22 * u, "#1e1512") +
        rect(x - 6 * u, y - 110 * u, 12 * u, 110 * u, "#1e1512");
      out +=
        tealight(S, x - 30 * u, y - 120 * u, 10 * u) +
        wineGlassSide(S, x + 40 * u, y - 114 * u, 110 * u, "#7a1f35");
    }
  }
  if (o.lights !== false) {
    out += stringLights(S, -10 * u, h * 0.08, w * 0.55, h * 0.2, h * 0.08, 12, r, "#ffd88a", o.t ?? 0);
    out += stringLights(S, w * 0.45, h * 0.18, w * 1.02, h * 0.06, h * 0.07, 12, r, "#ffd88a", o.t ?? 0);
  }
  out += rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#000", 0],
        [0.6, "#000", 0],
        [1, "#000", 0.35],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
  return out;
}
// Mediterranean arcade: arches framing the sea / sky, sunlit wall, cast shadows, potted olive tree
function archScene(S, r, o = {}) {
  const { w, h, u } = S;
  const wall = o.wall ?? "#f1e4d1",
    shade = darken(wall, 0.22);
  const T = SKIES[o.time ?? "noon"];
  const hy = h * 0.56;
  let view =
    rect(0, 0, w, hy, S.lin(T.sky)) +
    circle(w * 0.7, hy * 0.5, 60 * u, T.sun, 'opacity=".9"') +
    circle(
      w * 0.7,
      hy * 0.5,
      170 * u,
      S.rad([
        [0, T.glow, 0.6],
        [1, T.glow, 0],
      ]),
    );
  view += rect(0, hy, w, h - hy, S.lin(T.sea));
  for (let i = 0; i < 60; i++)
    view += `<path d="M${n1(r() * w)} ${n1(hy + r() ** 2 * (h - hy))}h${n1(r.range(10, 60) * u)}" stroke="${T.light}" stroke-width="${n1(2 * u)}" opacity=".25" stroke-linecap="round"/>`;
  const floorY = h * 0.8;
  const n = o.arches ?? (w > h ? 3 : 2);
  const pier = 80 * u;
  const aw = (w - pier * (n + 1)) / n;
  let holes = "";
  for (let i = 0; i < n; i++) {
    const x = pier + i * (aw + pier);
    const top = h * 0.2 + aw / 2;
    holes += `M${n1(x)} ${n1(floorY)}V${n1(top)}A${n1(aw / 2)} ${n1(aw / 2)} 0 0 1 ${n1(x + aw)} ${n1(top)}V${n1(floorY)}Z`;
  }
  let out = view;
  out += `<path d="M0 0H${n1(w)}V${n1(floorY)}H0Z${holes}" fill="${S.lin(
    [
      [0, lighten(wall, 0.1)],
      [1, wall],
    ],
    0,
    0,
    1,
    1,
  )}" fill-rule="evenodd"/>`;
  // arch reveals (inner thickness in shade)
  for (let i = 0; i < n; i++) {
    const x = pier + i * (aw + pier),
      top = h * 0.2 + aw / 2;
    out += `<path d="M${n1(x)} ${n1(floorY)}V${n1(top)}A${n1(aw / 2)} ${n1(aw / 2)} 0 0 1 ${n1(x + aw / 2)} ${n1(top - aw / 2)}V${n1(top - aw / 2 + 26 * u)}A${n1(aw / 2 - 26 * u)} ${n1(aw / 2 - 26 * u)} 0 0 0 ${n1(x + 26 * u)} ${n1(top)}V${n1(floorY)}Z" fill="${shade}" opacity=".7"/>`;
  }
  // floor
  out += rect(0, floorY, w, h - floorY, S.lin([o.floor ?? "#d9a07a", darken(o.floor ?? "#d9a07a", 0.15)]));
  for (let i = -12; i <= 12; i++)
    out += `<path d="M${n1(w / 2 + i * 40 * u)} ${n1(floorY)}L${n1(w / 2 + i * 180 * u)} ${n1(h)}" stroke="${darken(o.floor ?? "#d9a07a", 0.2)}" stroke-width="${n1(2 * u)}" opacity=".5"/>`;
  for (let k = 1; k < 6; k++) {
    const yy = floorY + (h - floorY) * (k / 6) ** 1.4;
    out += `<path d="M0 ${n1(yy)}H${n1(w)}" stroke="${darken(o.floor ?? "#d9a07a", 0.2)}" stroke-width="${n1(2 * u)}" opacity=".5"/>`;
  }
  // sunlight patches on the floor through arches
  for (let i = 0; i < n; i++) {
    const x = pier + i * (aw + pier);
    out += `<path d="M${n1(x + 60 * u)} ${n1(floorY)}L${n1(x + aw + 20 * u)} ${n1(floorY)}L${n1(x + aw + 160 * u)} ${n1(h)}L${n1(x + 200 * u)} ${n1(h)}Z" fill="#fff3d6" opacity=".28"/>`;
  }
  // potted plants
  const pots = o.pots ?? [[0.5 * (pier / w) + 0.0001, "olive"]];
  for (const [px, kind] of o.pots
    ? pots
    : [
        [n > 2 ? (pier + aw + pier / 2) / w : pier / 2 / w + 0.02, "olive"],
        [0.92, "bougainvillea"],
      ]) {
    const x = w * px,
      y = h * 0.95,
      ps = 150 * u;
    out += ellipse(x + 30 * u, y + 6 * u, ps * 0.9, ps * 0.16, "#000", 'opacity=".2"');
    if (kind === "olive") {
      out += `<path d="M${n1(x)} ${n1(y - ps)}Q${n1(x - 30 * u)} ${n1(y - ps * 2)} ${n1(x + 10 * u)} ${n1(y - ps * 2.6)}" stroke="#6a5040" stroke-width="${n1(14 * u)}" fill="none"/>`;
      for (let k = 0; k < 70; k++) {
        const a = r() * TAU,
          d = Math.sqrt(r()) * ps * 0.9;
        out += `<path d="${leafPath(x + Math.cos(a) * d, y - ps * 2.9 + Math.sin(a) * d * 0.7, r() * TAU, 40 * u, 8 * u)}" fill="${r.pick([C.oliveLeaf, C.olive, "#9aa870"])}"/>`;
      }
    } else {
      out += `<path d="M${n1(x)} ${n1(y - ps)}Q${n1(x + 40 * u)} ${n1(y - ps * 2)} ${n1(x - 20 * u)} ${n1(y - ps * 3)}" stroke="#5a4030" stroke-width="${n1(8 * u)}" fill="none"/>`;
      for (let k = 0; k < 90; k++) {
        const a = r() * TAU,
          d = Math.sqrt(r()) * ps * 1.0;
        out += circle(
          x + Math.cos(a) * d,
          y - ps * 2.6 + Math.sin(a) * d * 0.9,
          r.range(8, 16) * u,
          r.pick(["#d9368a", "#e85aa0", "#c42a78", "#5f8a3a"]),
        );
      }
    }
    out +=
      `<path d="M${n1(x - ps * 0.55)} ${n1(y - ps)}H${n1(x + ps * 0.55)}L${n1(x + ps * 0.4)} ${n1(y)}H${n1(x - ps * 0.4)}Z" fill="${S.lin(["#d0744a", "#a8532e"], 0, 0, 1, 0)}"/>` +
      rect(x - ps * 0.6, y - ps * 1.06, ps * 1.2, ps * 0.14, "#c0603a");
  }
  out += rect(
    0,
    0,
    w,
    h,
    S.lin(
      [
        [0, "#fff6e0", 0.15],
        [1, "#000", 0.08],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  return out;
}
function vineyardScene(S, r, o = {}) {
  const { w, h, u } = S;
  const T = SKIES[o.time ?? "golden"];
  const hy = h * 0.42;
  const sun = skyAndSun(S, w, h, hy, T, { r, sunX: 0.7, sunAlt: 0.1 });
  let out = sun.out;
  const layers = [
    [hy, "#b48a78", 0.06],
    [hy + h * 0.08, "#8a8a5a", 0.09],
    [hy + h * 0.2, "#6f7a3c", 0.12],
    [hy + h * 0.36, "#5a6a2e", 0.15],
  ];
  layers.forEach(([y, col, amp], li) => {
    const P = [];
    const ph = r() * TAU;
    for (let i = 0; i <= 12; i++)
      P.push([(i / 12) * w * 1.1 - w * 0.05, y - Math.sin((i / 12) * Math.PI * 1.3 + ph) * h * amp * 0.5]);
    const d = `${smooth(P, false)}L${n1(w * 1.05)} ${n1(h)}L${n1(-w * 0.05)} ${n1(h)}Z`;
    out += `<path d="${d}" fill="${S.lin([lighten(col, 0.1), darken(col, 0.1)])}"/>`;
    if (li >= 1) {
      const cl = S.clip(`<path d="${d}"/>`);
      let rows = "";
      const n = 14 + li * 6;
      for (let k = -n; k <= n; k++)
        rows += `<path d="M${n1(w * 0.5 + k * 12 * u * li)} ${n1(y - h * 0.1)}L${n1(w * 0.5 + k * 90 * u * li)} ${n1(h)}" stroke="${darken(col, 0.35)}" stroke-width="${n1((1 + li * 2) * u)}" opacity=".55"/>`;
      out += `<g clip-path="${cl}">${rows}</g>`;
    }
    if (li === 1 || li === 2)
      for (let k = 0; k < 5; k++) {
        const cx = r() * w,
          cy = y - h * amp * 0.3;
        out += ellipse(cx, cy - 50 * u * li * 0.6, 14 * u * li, 60 * u * li * 0.6, "#2f3a1e");
      }
  });
  out += rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, T.glow, 0.25],
        [1, T.glow, 0],
      ],
      0.7,
      0.3,
      0.7,
    ),
  );
  if (o.lights) {
    out +=
      stringLights(S, -10 * u, h * 0.06, w * 0.52, h * 0.16, h * 0.07, 12, r) +
      stringLights(S, w * 0.48, h * 0.14, w * 1.02, h * 0.05, h * 0.06, 12, r);
    const ty = h * 0.9;
    out +=
      rect(w * 0.05, ty, w * 0.9, 16 * u, "#f6efe2") + rect(w * 0.05, ty + 16 * u, w * 0.9, h, "#e6dccb");
    for (let i = 0; i < 9; i++)
      out +=
        wineGlassSide(S, w * (0.1 + i * 0.1), ty + 4 * u, 120 * u, i % 3 ? "#e6c66a" : "#7a1f35") +
        (i % 2 ? tealight(S, w * (0.15 + i * 0.1), ty + 2 * u, 8 * u) : "");
  }
  return out;
}
function storefront(S, r, o = {}) {
  const { w, h, u } = S;
  const wall = o.wall ?? "#f3e9d8",
    accent = o.accent ?? C.sea;
  let out = rect(0, 0, w, h, S.lin(SKIES.noon.sky));
  const fx = w * 0.5,
    fw = Math.min(w * 0.9, 1300 * u),
    x0 = fx - fw / 2;
  const top = h * 0.08,
    gy = h * 0.88;
  out += rect(x0, top, fw, gy - top, wall);
  out += rect(x0, top, fw, 24 * u, darken(wall, 0.1));
  // bougainvillea across the top
  for (let i = 0; i < 160; i++) {
    const x = x0 + r() * fw * 0.55,
      y = top + r() * h * 0.12 * (1 - (x - x0) / fw);
    out += circle(x, y, r.range(8, 18) * u, r.pick(["#d9368a", "#e85aa0", "#c42a78", "#5f8a3a", "#4a7a2a"]));
  }
  // sign
  const sy = top + h * 0.17;
  out += rect(fx - fw * 0.3, sy, fw * 0.6, 90 * u, accent);
  const sz = fitSize("cinzel", o.sign ?? "THALASSA", 58 * u, fw * 0.5, 6 * u);
  out += text("cinzel", o.sign ?? "THALASSA", sz, fx, sy + 45 * u + capHeight("cinzel", sz) / 2, "#fbf6ee", {
    anchor: "middle",
    tracking: 6 * u,
  });
  // awning
  const ay = sy + 120 * u,
    aw = fw * 0.8,
    ax = fx - aw / 2,
    ah = 110 * u;
  const nS = 12;
  let awn = "";
  for (let i = 0; i < nS; i++)
    awn += `<path d="M${n1(ax + (aw * i) / nS)} ${n1(ay)}H${n1(ax + (aw * (i + 1)) / nS)}L${n1(ax + (aw * (i + 1)) / nS + 10 * u)} ${n1(ay + ah)}a${n1(aw / nS / 2)} ${n1(20 * u)} 0 0 1 ${n1(-aw / nS)} 0Z" fill="${i % 2 ? "#fbf6ee" : accent}"/>`;
  out +=
    `<g opacity=".25" filter="${S.blur(12 * u)}" transform="translate(0 ${n1(30 * u)})">${rect(ax, ay, aw, ah, "#000")}</g>` +
    awn;
  // door and windows
  const wy = ay + ah + 30 * u,
    wh = gy - wy;
  const dw = 220 * u;
  out +=
    rect(fx - dw / 2, wy, dw, wh, darken(accent, 0.2)) +
    rect(fx - dw / 2 + 22 * u, wy + 22 * u, dw - 44 * u, wh * 0.55, S.lin(["#cfe3e8", "#8fb3bd"]));
  for (const side of [-1, 1]) {
    const wx = fx + side * (dw / 2 + 60 * u) - (side < 0 ? 300 * u : 0);
    out +=
      rect(wx, wy, 300 * u, wh * 0.7, darken(accent, 0.2)) +
      rect(wx + 16 * u, wy + 16 * u, 268 * u, wh * 0.7 - 32 * u, S.lin(["#f6e7c8", "#e8c896"]));
    for (let k = 0; k < 3; k++)
      out += cakeSide(S, wx + 60 * u + k * 90 * u, wy + wh * 0.7 - 24 * u, 70 * u, {
        icing: PASTELS[k + 1],
        deco: "berries",
        accent: C.tomato,
      });
  }
  // pots on the pavement
  for (const side of [-1, 1]) {
    const px = fx + side * fw * 0.44;
    out += `<path d="M${n1(px - 60 * u)} ${n1(gy - 120 * u)}H${n1(px + 60 * u)}L${n1(px + 45 * u)} ${n1(gy)}H${n1(px - 45 * u)}Z" fill="${C.terracotta}"/>`;
    for (let k = 0; k < 40; k++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * 80 * u;
      out += `<path d="${leafPath(px + Math.cos(a) * d, gy - 200 * u + Math.sin(a) * d, r() * TAU, 36 * u, 10 * u)}" fill="${r.pick([C.oliveLeaf, C.olive])}"/>`;
    }
  }
  out += rect(0, gy, w, h - gy, S.lin(["#d8cbb6", "#bfae92"]));
  out += rect(
    0,
    0,
    w,
    h,
    S.lin(
      [
        [0, "#fff6e0", 0.12],
        [1, "#000", 0.1],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  return out;
}
function ovenScene(S, r, o = {}) {
  const { w, h, u } = S;
  const t = o.t ?? 0;
  let out = rect(0, 0, w, h, "#e9e2d6");
  // tiled wall
  const T = 70 * u;
  out += rect(
    0,
    0,
    w,
    h,
    S.pattern(
      rect(0, 0, T, T, "#f3efe8") +
        `<rect width="${n1(T)}" height="${n1(T)}" fill="none" stroke="#d6cfc2" stroke-width="${n1(3 * u)}"/>`,
      T,
      T,
    ),
  );
  const cx = w * (o.x ?? 0.5),
    base = h * (w < h ? 0.6 : 0.78),
    R = Math.min(w * 0.34, h * 0.62);
  // dome
  out += `<path d="M${n1(cx - R)} ${n1(base)}A${n1(R)} ${n1(R * 0.9)} 0 0 1 ${n1(cx + R)} ${n1(base)}Z" fill="${S.rad(
    [
      ["0", "#d27a4a"],
      [1, "#8a3f22"],
    ],
    0.4,
    0.3,
    0.8,
  )}"/>`;
  for (let k = 0; k < 7; k++)
    out += `<path d="M${n1(cx - R)} ${n1(base - k * R * 0.12)}H${n1(cx + R)}" stroke="#6a2e18" stroke-width="${n1(3 * u)}" opacity=".25"/>`;
  const mw = R * 0.62,
    mh = R * 0.52;
  const flick = 0.85 + 0.1 * Math.sin(TAU * t * 3) + 0.05 * Math.sin(TAU * t * 7 + 1);
  out += circle(
    cx,
    base - mh * 0.4,
    R * 1.2 * flick,
    S.rad([
      [0, "#ffb060", 0.35],
      [1, "#ffb060", 0],
    ]),
  );
  out += `<path d="M${n1(cx - mw / 2)} ${n1(base)}V${n1(base - mh * 0.55)}A${n1(mw / 2)} ${n1(mh * 0.45)} 0 0 1 ${n1(cx + mw / 2)} ${n1(base - mh * 0.55)}V${n1(base)}Z" fill="${S.rad(
    [
      [0, "#fff0b0"],
      [0.35, "#ffae3a"],
      [0.75, "#d2561e"],
      [1, "#3a1408"],
    ],
    0.5,
    0.85,
    0.8,
  )}"/>`;
  for (let k = 0; k < 5; k++) {
    const fx = cx - mw * 0.3 + k * mw * 0.15,
      fh = mh * (0.35 + 0.12 * Math.sin(TAU * t * 2 + k * 1.3));
    out += `<path d="M${n1(fx - 18 * u)} ${n1(base)}Q${n1(fx - 10 * u)} ${n1(base - fh * 0.6)} ${n1(fx + 6 * u * Math.sin(TAU * t + k))} ${n1(base - fh)}Q${n1(fx + 14 * u)} ${n1(base - fh * 0.5)} ${n1(fx + 18 * u)} ${n1(base)}Z" fill="#ffe27a" opacity=".75"/>`;
  }
  out += `<path d="M${n1(cx - mw / 2 - 24 * u)} ${n1(base)}V${n1(base - mh * 0.55)}A${n1(mw / 2 + 24 * u)} ${n1(mh * 0.45 + 24 * u)} 0 0 1 ${n1(cx + mw / 2 + 24 * u)} ${n1(base - mh * 0.55)}V${n1(base)}" stroke="#f3e4cc" stroke-width="${n1(22 * u)}" fill="none"/>`;
  // counter
  out += rect(0, base, w, h - base, S.lin(["#7a5a44", "#4a3426"]));
  out += rect(0, base, w, 16 * u, "#9a7a5e");
  // logs and peel
  for (let k = 0; k < 4; k++)
    out += g(
      `<rect x="${n1(-80 * u)}" y="${n1(-16 * u)}" width="${n1(160 * u)}" height="${n1(32 * u)}" rx="${n1(16 * u)}" fill="#8a5a3a"/><circle cx="${n1(80 * u)}" cy="0" r="${n1(16 * u)}" fill="#d9b08a"/>`,
      tr(w * 0.1 + (k % 2) * 30 * u, h * 0.92 - Math.floor(k / 2) * 30 * u - (k % 2) * 10 * u, 0),
    );
  if (o.pizza !== false) {
    out += g(
      `<rect x="0" y="${n1(-14 * u)}" width="${n1(520 * u)}" height="${n1(28 * u)}" rx="${n1(10 * u)}" fill="#b88a5a"/>`,
      tr(cx + R * 0.5, base + 60 * u, -8),
    );
    out += `<g transform="translate(${n1(cx + R * 0.45)} ${n1(base + 80 * u)}) scale(1 0.35)">${pizza(S, 0, 0, 150 * u, r, o.type ?? "margherita")}</g>`;
  }
  out += lightOverlay(S, w, h, 0.8, true);
  return out;
}
// central production: racks of trays with pastries and loaves
function bakeryRack(S, r, o = {}) {
  const { w, h, u } = S;
  const t = o.t ?? 0;
  let out = rect(0, 0, w, h, S.lin(["#ece6dc", "#d8d0c2"]));
  out += rect(0, 0, w, h * 0.08, "#cfc6b6");
  for (let k = 0; k < 3; k++)
    out +=
      rect(w * (0.1 + k * 0.32), 0, w * 0.18, h * 0.05, "#fffbe8", 'opacity=".8"') +
      `<path d="M${n1(w * (0.1 + k * 0.32))} ${n1(h * 0.05)}L${n1(w * (0.05 + k * 0.32))} ${n1(h * 0.8)}H${n1(w * (0.33 + k * 0.32))}L${n1(w * (0.28 + k * 0.32))} ${n1(h * 0.05)}Z" fill="#fffbe8" opacity=".12"/>`;
  const floorY = h * 0.86;
  out += rect(0, floorY, w, h - floorY, S.lin(["#b8b0a2", "#9a9284"]));
  const nR = w > h ? 2 : 1;
  for (let k = 0; k < nR; k++) {
    const rw = Math.min(w * 0.4, 620 * u),
      rx = nR === 1 ? w / 2 - rw / 2 : w * (0.08 + k * 0.5),
      ry = h * 0.1;
    out +=
      rect(rx, ry, 10 * u, floorY - ry, "#9aa0a2") +
      rect(rx + rw - 10 * u, ry, 10 * u, floorY - ry, "#9aa0a2");
    const shelves = 6;
    for (let s = 0; s < shelves; s++) {
      const sy = ry + 40 * u + s * ((floorY - ry - 60 * u) / shelves);
      out += rect(rx, sy + 60 * u, rw, 10 * u, S.lin(["#c9cfd0", "#8a9092"]));
      const item = (s + k) % 3;
      for (let j = 0; j < 6; j++) {
        const ix = rx + 50 * u + (j * (rw - 100 * u)) / 5,
          iy = sy + 58 * u;
        if (item === 0)
          out +=
            `<path d="M${n1(ix - 44 * u)} ${n1(iy)}Q${n1(ix)} ${n1(iy - 70 * u)} ${n1(ix + 44 * u)} ${n1(iy)}Z" fill="${S.lin(["#d99a4a", "#a8601e"])}"/>` +
            `<path d="M${n1(ix - 20 * u)} ${n1(iy - 20 * u)}q${n1(20 * u)} ${n1(-18 * u)} ${n1(40 * u)} 0" stroke="#f6d8a0" stroke-width="${n1(5 * u)}" fill="none"/>`;
        else if (item === 1)
          out += `<g transform="translate(${n1(ix)} ${n1(iy - 16 * u)}) scale(1 0.55)">${croissant(S, 0, 0, 40 * u, 0)}</g>`;
        else
          out +=
            ellipse(
              ix,
              iy - 18 * u,
              40 * u,
              20 * u,
              S.rad([
                [0, "#f0c070"],
                [1, "#b8702e"],
              ]),
            ) + circle(ix, iy - 24 * u, 10 * u, "#c8243a");
      }
    }
    out += ellipse(rx + rw / 2, floorY + 10 * u, rw * 0.6, 18 * u, "#000", 'opacity=".2"');
    for (const wx of [rx + 20 * u, rx + rw - 20 * u]) out += circle(wx, floorY, 14 * u, "#3a3a3a");
  }
  // rising steam / flour motes (looping)
  for (let i = 0; i < 40; i++) {
    const x0 = r() * w,
      p = (r() + t) % 1,
      y = floorY - p * floorY * 0.9;
    const a = Math.sin(p * Math.PI) * 0.5;
    out += circle(
      x0 + Math.sin(TAU * (p + i * 0.1)) * 20 * u,
      y,
      r.range(2, 5) * u,
      "#ffffff",
      `opacity="${n1(a)}"`,
    );
  }
  out += lightOverlay(S, w, h, 0.8);
  return out;
}
function wineBarScene(S, r, o = {}) {
  const { w, h, u } = S;
  const bg = o.bg ?? "#2a1620";
  let out = rect(0, 0, w, h, S.lin([lighten(bg, 0.05), bg]));
  // shelves of bottles in the background (out of focus)
  let shelf = "";
  for (let s = 0; s < 3; s++) {
    const sy = h * (0.22 + s * 0.2);
    shelf += rect(0, sy, w, 8 * u, "#5a3a2a");
    for (let x = 20 * u; x < w; x += 48 * u)
      shelf +=
        `<path d="${roundRectPath(x, sy - 120 * u, 30 * u, 120 * u, 12 * u)}" fill="${r.pick(["#3a1a22", "#2a3a22", "#4a2a1a", "#1a2a2a"])}"/>` +
        rect(x + 11 * u, sy - 150 * u, 8 * u, 34 * u, "#2a1a14");
  }
  out += `<g filter="${S.blur(6 * u)}" opacity=".8">${shelf}</g>`;
  out += bokeh(S, w, h, r, 26, ["#ffcf80", "#ffb070", "#ffe3b0"], 0.7);
  const ty = h * 0.78;
  out += rect(0, ty, w, h - ty, S.lin(["#6a4432", "#3a2418"]));
  out += rect(0, ty, w, 8 * u, "#8a6048");
  const items = o.items ?? [
    ["bottle", "#3a0f1a"],
    ["wine", "#7a1f35"],
    ["wine", "#e6c66a"],
    ["wine", "#e88a7a"],
  ];
  items.forEach(([type, col], i) => {
    const x = w * (0.5 + (i - (items.length - 1) / 2) * Math.min(0.2, 0.8 / items.length));
    if (type === "bottle") out += bottleSide(S, x, ty + 10 * u, 520 * u, col, C.gold);
    else if (type === "wine") out += wineGlassSide(S, x, ty + 10 * u, 380 * u, col, 0.4);
    else out += cocktailSide(S, x, ty + 10 * u, 320 * u, type, col, "orange");
  });
  if (o.cheese !== false) {
    const cx = w * 0.16,
      cy = ty + 60 * u;
    out +=
      ellipse(cx, cy, 200 * u, 40 * u, "#a8784e") +
      `<path d="M${n1(cx - 120 * u)} ${n1(cy - 10 * u)}L${n1(cx)} ${n1(cy - 90 * u)}L${n1(cx + 20 * u)} ${n1(cy - 10 * u)}Z" fill="#f2d27a"/>` +
      grapes(S, cx + 90 * u, cy - 25 * u, 16 * u, r, 10);
  }
  out += tealight(S, w * 0.86, ty + 40 * u, 16 * u);
  out += rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#000", 0],
        [0.6, "#000", 0],
        [1, "#000", 0.4],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
  return out;
}

// ================================================================ aerial beach, gift card, community scenes
function aerialBeach(S, r, o = {}) {
  const { w, h, u } = S;
  const t = o.t ?? 0;
  const sand = o.sand ?? "#f0dcbc";
  let out = rect(0, 0, w, h, S.lin([lighten(sand, 0.1), sand], 0, 0, 1, 1));
  for (let i = 0; i < 500; i++)
    out += circle(
      r() * w,
      r() * h,
      r.range(0.8, 2.2) * u,
      r() < 0.5 ? "#fff" : darken(sand, 0.18),
      `opacity="${n1(r.range(0.2, 0.5))}"`,
    );
  // shoreline runs diagonally; sea in the upper right
  const shore = (y, off = 0) => {
    const P = [];
    for (let i = 0; i <= 14; i++) {
      const f = i / 14;
      const x = f * w * 1.2 - w * 0.1;
      P.push([x, y + (1 - f) * h * 0.32 - f * h * 0.1 + Math.sin(f * 7 + off) * h * 0.015]);
    }
    return P;
  };
  const sy = h * (o.shoreY ?? 0.3);
  const wash = Math.sin(TAU * t) * h * 0.012;
  const P0 = shore(sy + wash);
  out += `<path d="${smooth(P0, false)}L${n1(w * 1.1)} ${n1(-h * 0.2)}L${n1(-w * 0.1)} ${n1(-h * 0.2)}Z" fill="${S.lin(["#0f5a78", "#1f8aa0", "#3fb7bd", "#8fd8cf"], 1, 0, 0.2, 1)}"/>`;
  // wet sand
  out += `<path d="${smooth(shore(sy + h * 0.03), false)}" stroke="${darken(sand, 0.14)}" stroke-width="${n1(h * 0.05)}" fill="none" opacity=".45"/>`;
  // foam bands (move in and out)
  for (let k = 0; k < 4; k++) {
    const ph = TAU * t + k * 0.9;
    const off = -k * h * 0.045 + Math.sin(ph) * h * 0.01;
    out += `<path d="${smooth(shore(sy + wash + off, k), false)}" stroke="#ffffff" stroke-width="${n1((6 - k) * u * 1.6)}" fill="none" opacity="${n1(0.85 - k * 0.18)}" stroke-dasharray="${k ? `${n1(80 * u)} ${n1(40 * u + k * 20 * u)}` : "none"}" stroke-dashoffset="${n1(Math.sin(ph) * 60 * u)}" stroke-linecap="round"/>`;
  }
  // caustic ripples in the water
  for (let i = 0; i < 90; i++) {
    const x = r() * w,
      y = r() * sy * 1.2 - h * 0.1;
    const ph = r() * TAU;
    out += `<path d="M${n1(x)} ${n1(y + Math.sin(TAU * t + ph) * 6 * u)}q${n1(20 * u)} ${n1(-8 * u)} ${n1(40 * u)} 0" stroke="#e8fbf8" stroke-width="${n1(2 * u)}" fill="none" opacity="${n1(0.12 + 0.12 * Math.sin(TAU * t + ph))}"/>`;
  }
  // parasols from above with loungers, in rows parallel to the shore
  const shoreAt = (x) => {
    const f = (x + w * 0.1) / (w * 1.2);
    return sy + (1 - f) * h * 0.32 - f * h * 0.1;
  };
  const cols = o.colors ?? [
    [C.sea, "#f6efe2"],
    [C.terracotta, "#f6efe2"],
  ];
  const rows = o.rows ?? 2;
  const R = 74 * u;
  let k = 0;
  for (let row = 0; row < rows; row++) {
    for (let x = 110 * u + row * 120 * u; x < w + R; x += 250 * u) {
      const y = shoreAt(x) + h * 0.17 + row * 300 * u;
      if (y > h + R) continue;
      const [cA, cB] = cols[k++ % cols.length];
      for (const dx of [-1, 1])
        out += g(
          `<rect x="${n1(-26 * u)}" y="${n1(-70 * u)}" width="${n1(52 * u)}" height="${n1(140 * u)}" rx="${n1(10 * u)}" fill="#000" opacity=".15" transform="translate(${n1(12 * u)} ${n1(12 * u)})"/><rect x="${n1(-26 * u)}" y="${n1(-70 * u)}" width="${n1(52 * u)}" height="${n1(140 * u)}" rx="${n1(10 * u)}" fill="#fbf8f1"/><rect x="${n1(-22 * u)}" y="${n1(-65 * u)}" width="${n1(44 * u)}" height="${n1(36 * u)}" rx="${n1(8 * u)}" fill="${cA}" opacity=".25"/>`,
          tr(x + dx * 58 * u, y + 70 * u, -14),
        );
      out += circle(x + 30 * u, y + 40 * u, R, "#3a2a10", `opacity=".22" filter="${S.blur(8 * u)}"`);
      let can = "";
      for (let s2 = 0; s2 < 8; s2++) {
        const a0 = (s2 / 8) * TAU,
          a1 = ((s2 + 1) / 8) * TAU;
        can += `<path d="M${n1(x)} ${n1(y)}L${n1(x + Math.cos(a0) * R)} ${n1(y + Math.sin(a0) * R)}L${n1(x + Math.cos(a1) * R)} ${n1(y + Math.sin(a1) * R)}Z" fill="${s2 % 2 ? cA : cB}"/>`;
      }
      out +=
        can +
        circle(
          x,
          y,
          R,
          S.rad(
            [
              [0, "#fff", 0.25],
              [1, "#000", 0.12],
            ],
            0.4,
            0.4,
            0.7,
          ),
        ) +
        circle(x, y, 6 * u, "#8a7356");
    }
  }
  if (o.towels)
    for (let i = 0; i < 3; i++) {
      const x = w * r.range(0.1, 0.9),
        y = h * r.range(0.75, 0.95);
      out += g(
        `<rect x="${n1(-50 * u)}" y="${n1(-90 * u)}" width="${n1(100 * u)}" height="${n1(180 * u)}" fill="${r.pick([C.lemon, C.terracotta, C.sea])}"/><path d="M${n1(-50 * u)} ${n1(-60 * u)}h${n1(100 * u)}M${n1(-50 * u)} ${n1(60 * u)}h${n1(100 * u)}" stroke="#fff" stroke-width="${n1(10 * u)}"/>`,
        tr(x, y, r.range(-30, 30)),
      );
    }
  out += rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#fff6e0", 0.18],
        [1, "#fff6e0", 0],
      ],
      0.3,
      0.2,
      0.8,
    ),
  );
  return out;
}
function giftCardArt(S, x, y, W, ang, o = {}) {
  const H = W * 0.63;
  const bg = o.bg ?? C.ink,
    foil = o.foil ?? "#d8b56a";
  const d = roundRectPath(-W / 2, -H / 2, W, H, W * 0.045);
  const cl = S.clip(`<path d="${d}"/>`);
  let inner = `<path d="${d}" fill="${S.lin([lighten(bg, 0.12), bg, darken(bg, 0.2)], 0, 0, 1, 1)}"/>`;
  let waves = "";
  for (let i = 0; i < 7; i++)
    waves += `<path d="M${n1(-W * 0.6)} ${n1(H * (0.12 + i * 0.055))}q${n1(W * 0.15)} ${n1(-H * 0.06)} ${n1(W * 0.3)} 0t${n1(W * 0.3)} 0t${n1(W * 0.3)} 0t${n1(W * 0.3)} 0" stroke="${foil}" stroke-width="${n1(W * 0.004)}" fill="none" opacity="${n1(0.5 - i * 0.05)}"/>`;
  inner += `<g clip-path="${cl}">${waves}${circle(
    W * 0.38,
    -H * 0.42,
    W * 0.3,
    S.rad([
      [0, "#fff", 0.18],
      [1, "#fff", 0],
    ]),
  )}</g>`;
  inner += groupMark(S, -W * 0.34, -H * 0.18, W * 0.1, foil, bg);
  inner += text("cinzel", "THALASSA", W * 0.06, -W * 0.2, -H * 0.18 + W * 0.022, foil, {
    tracking: W * 0.012,
  });
  inner += text("jost", "GROUP · CYPRUS", W * 0.026, -W * 0.2, -H * 0.18 + W * 0.07, lighten(foil, 0.3), {
    tracking: W * 0.008,
  });
  inner += text("vibes", "Gift Card", W * 0.095, W * 0.42, H * 0.36, "#fbf6ee", { anchor: "end" });
  inner += `<path d="${d}" fill="none" stroke="${foil}" stroke-opacity=".5" stroke-width="${n1(W * 0.004)}"/>`;
  return (
    `<g opacity=".4" filter="${S.blur(W * 0.02)}" transform="translate(${n1(x + W * 0.02)} ${n1(y + W * 0.035)}) rotate(${n1(ang)})"><path d="${d}" fill="#000"/></g>` +
    g(inner, tr(x, y, ang))
  );
}
function giftCardScene(S, r, o = {}) {
  const { w, h, u } = S;
  let out = surface(S, w, h, r, o.surface ?? "linen", o.col ?? "#efe6d8");
  const W = Math.min(w * 0.62, 980 * u);
  // envelope
  out += g(
    `<rect x="${n1(-W * 0.55)}" y="${n1(-W * 0.36)}" width="${n1(W * 1.1)}" height="${n1(W * 0.72)}" fill="#000" opacity=".25" filter="${S.blur(W * 0.02)}" transform="translate(${n1(W * 0.02)} ${n1(W * 0.03)})"/><rect x="${n1(-W * 0.55)}" y="${n1(-W * 0.36)}" width="${n1(W * 1.1)}" height="${n1(W * 0.72)}" fill="${o.envelope ?? "#c0603a"}"/><path d="M${n1(-W * 0.55)} ${n1(-W * 0.36)}L0 ${n1(W * 0.02)}L${n1(W * 0.55)} ${n1(-W * 0.36)}" stroke="#000" stroke-opacity=".12" stroke-width="${n1(W * 0.006)}" fill="none"/>`,
    tr(w * 0.5 + W * 0.2, h * 0.55 + W * 0.08, 8),
  );
  // ribbon
  out += rect(
    0,
    h * 0.5 + W * 0.3,
    w,
    W * 0.05,
    o.ribbon ?? "#d8b56a",
    `transform="rotate(-8 ${n1(w / 2)} ${n1(h / 2)})" opacity=".9"`,
  );
  out += giftCardArt(S, w * 0.47, h * 0.48, W, -6, o);
  out += oliveBranch(S, w * 0.06, h * 0.86, 420 * u, -25, r);
  if (o.coffee !== false) out += coffeeTop(S, w * 0.88, h * 0.16, 64 * u, 20);
  out += lightOverlay(S, w, h, 1);
  return out;
}
function turtleScene(S, r) {
  const { w, h, u } = S;
  let out = rect(0, 0, w, h, S.lin(["#f2dfc2", "#e6caa2"], 0, 0, 1, 1));
  for (let i = 0; i < 600; i++)
    out += circle(
      r() * w,
      r() * h,
      r.range(0.8, 2.4) * u,
      r() < 0.5 ? "#fff" : "#b89a72",
      `opacity="${n1(r.range(0.2, 0.5))}"`,
    );
  // tracks from turtle to the sea (top)
  for (let y = h; y > 0; y -= 40 * u) {
    const x = w * 0.5 + Math.sin(y / (300 * u)) * 40 * u;
    out += `<path d="M${n1(x - 70 * u)} ${n1(y)}l${n1(-25 * u)} ${n1(-18 * u)}M${n1(x + 70 * u)} ${n1(y)}l${n1(25 * u)} ${n1(-18 * u)}" stroke="#a88860" stroke-width="${n1(8 * u)}" stroke-linecap="round" opacity=".45"/>`;
  }
  out += `<path d="M0 0H${n1(w)}V${n1(h * 0.18)}Q${n1(w * 0.5)} ${n1(h * 0.26)} 0 ${n1(h * 0.16)}Z" fill="${S.lin(["#1f8aa0", "#6fcac4"])}"/>`;
  out += `<path d="M0 ${n1(h * 0.16)}Q${n1(w * 0.5)} ${n1(h * 0.26)} ${n1(w)} ${n1(h * 0.18)}" stroke="#fff" stroke-width="${n1(8 * u)}" fill="none" opacity=".85"/>`;
  const tx = w * 0.5,
    ty = h * 0.62,
    s = 1.1 * u;
  let turtle = "";
  for (const [fx, fy, a] of [
    [-120, -90, -40],
    [120, -90, 40],
    [-90, 110, -140],
    [90, 110, 140],
  ])
    turtle += `<path d="${leafPath(fx * s * 0.6, fy * s * 0.6, ((a - 90) * Math.PI) / 180, (Math.abs(fy) > 100 ? 90 : 150) * s, 38 * s)}" fill="#7a8a5a"/>`;
  turtle +=
    ellipse(0, -175 * s, 45 * s, 55 * s, "#8a9a6a") +
    circle(-18 * s, -195 * s, 6 * s, "#1a1a1a") +
    circle(18 * s, -195 * s, 6 * s, "#1a1a1a");
  turtle += ellipse(
    0,
    0,
    130 * s,
    160 * s,
    S.rad([
      ["0", "#a88a5a"],
      [1, "#6a4a2a"],
    ]),
  );
  for (const [cx, cy] of [
    [0, 0],
    [0, -95],
    [0, 95],
    [-70, -45],
    [70, -45],
    [-70, 50],
    [70, 50],
  ])
    turtle += `<path d="${Array.from({ length: 6 }, (_, i) => {
      const a = (i / 6) * TAU + Math.PI / 6;
      return `${i ? "L" : "M"}${n1(cx * s + Math.cos(a) * 42 * s)} ${n1(cy * s + Math.sin(a) * 42 * s)}`;
    }).join("")}Z" fill="#c8a870" stroke="#5a3a1a" stroke-width="${n1(5 * s)}" opacity=".85"/>`;
  out +=
    `<g opacity=".3" filter="${S.blur(10 * u)}" transform="translate(${n1(tx + 14 * u)} ${n1(ty + 20 * u)})">${ellipse(0, 0, 170 * s, 190 * s, "#000")}</g>` +
    g(turtle, tr(tx, ty, 0));
  for (let i = 0; i < 5; i++)
    out += shell(S, r() * w, h * r.range(0.3, 0.95), r.range(30, 50) * u, r() * 360, r);
  return out;
}
function shell(S, x, y, s, ang, r) {
  let out = `<path d="M0 ${n1(s * 0.5)}L${n1(-s * 0.7)} ${n1(-s * 0.2)}Q0 ${n1(-s * 0.9)} ${n1(s * 0.7)} ${n1(-s * 0.2)}Z" fill="${r.pick(["#f6e0d0", "#f3c6b0", "#fbefe6"])}"/>`;
  for (let i = -3; i <= 3; i++)
    out += `<path d="M0 ${n1(s * 0.45)}L${n1(i * s * 0.2)} ${n1(-s * 0.45 + Math.abs(i) * s * 0.08)}" stroke="#c89a80" stroke-width="${n1(s * 0.05)}"/>`;
  return g(
    `<g opacity=".3" transform="translate(${n1(s * 0.1)} ${n1(s * 0.12)})"><path d="M0 ${n1(s * 0.5)}L${n1(-s * 0.7)} ${n1(-s * 0.2)}Q0 ${n1(-s * 0.9)} ${n1(s * 0.7)} ${n1(-s * 0.2)}Z" fill="#000"/></g>` +
      out,
    tr(x, y, ang),
  );
}
function saplingScene(S, r) {
  const { w, h, u } = S;
  const T = SKIES.dawn;
  let out =
    rect(0, 0, w, h, S.lin(T.sky)) +
    circle(w * 0.72, h * 0.3, 90 * u, T.sun) +
    circle(
      w * 0.72,
      h * 0.3,
      300 * u,
      S.rad([
        [0, T.glow, 0.6],
        [1, T.glow, 0],
      ]),
    );
  out += `<path d="M0 ${n1(h * 0.62)}Q${n1(w * 0.3)} ${n1(h * 0.52)} ${n1(w * 0.6)} ${n1(h * 0.6)}T${n1(w)} ${n1(h * 0.56)}V${n1(h)}H0Z" fill="#a8b07a"/>`;
  for (let i = 0; i < 7; i++) {
    const x = w * (0.08 + i * 0.14),
      y = h * 0.6 - Math.sin(i) * h * 0.02;
    out +=
      rect(x - 4 * u, y - 40 * u, 8 * u, 40 * u, "#6a5a4a") +
      `<path d="${blob(r, x, y - 70 * u, 45 * u, 9, 0.25)}" fill="${r.pick(["#7a8a4a", "#8a9a5a", "#6f7a3c"])}"/>`;
  }
  out += `<path d="M0 ${n1(h * 0.74)}Q${n1(w * 0.5)} ${n1(h * 0.66)} ${n1(w)} ${n1(h * 0.74)}V${n1(h)}H0Z" fill="${S.lin(["#8a6a4a", "#5a4030"])}"/>`;
  const x = w * 0.5,
    y = h * 0.72;
  out += `<path d="M${n1(x)} ${n1(y)}Q${n1(x - 10 * u)} ${n1(y - 150 * u)} ${n1(x + 5 * u)} ${n1(y - 300 * u)}" stroke="#6a5040" stroke-width="${n1(10 * u)}" fill="none"/>`;
  for (let i = 0; i < 16; i++) {
    const t = 0.3 + (i / 16) * 0.7;
    const py = y - 300 * u * t;
    out += `<path d="${leafPath(x, py, (i % 2 ? -0.5 : Math.PI + 0.5) + r.range(-0.2, 0.2), 70 * u * (1.2 - t * 0.5), 16 * u)}" fill="${i % 3 ? C.oliveLeaf : C.olive}"/>`;
  }
  out += ellipse(x, y + 10 * u, 120 * u, 26 * u, "#4a3020");
  // watering can
  out += g(
    `<rect x="${n1(-80 * u)}" y="${n1(-70 * u)}" width="${n1(160 * u)}" height="${n1(140 * u)}" rx="${n1(20 * u)}" fill="${C.sea}"/><path d="M${n1(70 * u)} ${n1(20 * u)}L${n1(190 * u)} ${n1(-90 * u)}" stroke="${C.sea}" stroke-width="${n1(24 * u)}" stroke-linecap="round"/><path d="M${n1(-40 * u)} ${n1(-70 * u)}Q0 ${n1(-150 * u)} ${n1(40 * u)} ${n1(-70 * u)}" stroke="${darken(C.sea, 0.2)}" stroke-width="${n1(16 * u)}" fill="none"/>`,
    tr(w * 0.22, h * 0.82, -8),
  );
  for (let i = 0; i < 8; i++)
    out += ellipse(w * 0.32 + i * 14 * u, h * 0.64 + i * 22 * u, 3 * u, 8 * u, "#8fd0e0", 'opacity=".8"');
  return out;
}
function crateScene(S, r, fruit = "lemon") {
  const { w, h, u } = S;
  let out = surface(S, w, h, r, "wood", "#9a6a44");
  const cw = Math.min(w, h) * 0.78,
    cx = w / 2,
    cy = h / 2;
  out += rect(
    cx - cw / 2 + 16 * u,
    cy - cw / 2 + 24 * u,
    cw,
    cw,
    "#000",
    `opacity=".35" filter="${S.blur(14 * u)}"`,
  );
  out +=
    rect(cx - cw / 2, cy - cw / 2, cw, cw, "#d8b488") +
    rect(cx - cw / 2 + 26 * u, cy - cw / 2 + 26 * u, cw - 52 * u, cw - 52 * u, "#7a5a3a");
  const items = [];
  for (let i = 0; i < 400 && items.length < 22; i++) {
    const x = cx + r.range(-0.4, 0.4) * cw,
      y = cy + r.range(-0.4, 0.4) * cw;
    if (!items.some(([a, b]) => Math.hypot(a - x, b - y) < 95 * u)) items.push([x, y]);
  }
  for (const [x, y] of items) {
    if (fruit === "lemon") out += lemonWhole(S, x, y, 58 * u, r() * 180);
    else
      out +=
        circle(x + 6 * u, y + 10 * u, 60 * u, "#000", `opacity=".3" filter="${S.blur(6 * u)}"`) +
        circle(
          x,
          y,
          60 * u,
          S.rad(
            [
              [0, "#f2553a"],
              [0.8, "#d22e1e"],
              [1, "#9a1a10"],
            ],
            0.35,
            0.3,
            0.7,
          ),
        ) +
        `<path d="${leafPath(x, y - 50 * u, -1.2, 30 * u, 10 * u)}" fill="#3f7a3a"/><path d="${leafPath(x, y - 50 * u, -2.2, 30 * u, 10 * u)}" fill="#3f7a3a"/>`;
  }
  for (let i = 0; i < 4; i++)
    out += `<path d="${leafPath(cx + r.range(-0.4, 0.4) * cw, cy + r.range(-0.4, 0.4) * cw, r() * TAU, 110 * u, 36 * u)}" fill="${r.pick(["#3f6b2a", "#4f7a3a"])}"/>`;
  out += lightOverlay(S, w, h, 1);
  return out;
}
function carafeScene(S, r) {
  const { w, h, u } = S;
  let out = rect(0, 0, w, h, S.lin(["#dcefee", "#b8dcdc"]));
  out += circle(
    w * 0.7,
    h * 0.3,
    280 * u,
    S.rad([
      [0, "#fffbe8", 0.7],
      [1, "#fffbe8", 0],
    ]),
  );
  const ty = h * 0.76;
  out += rect(0, ty, w, h - ty, S.lin(["#f3ede2", "#d8cfbf"]));
  out += cocktailSide(S, w * 0.38, ty + 6 * u, 480 * u, "highball", "#cfeff0", "lemon");
  out += cocktailSide(S, w * 0.62, ty + 6 * u, 330 * u, "highball", "#cfeff0", "lime");
  out += cocktailSide(S, w * 0.8, ty + 6 * u, 300 * u, "rocks", "#cfeff0", null);
  for (let i = 0; i < 5; i++)
    out += `<path d="${leafPath(w * r.range(0.1, 0.9), ty + r.range(0.2, 0.8) * (h - ty), r() * TAU, 50 * u, 18 * u)}" fill="#5a9a44"/>`;
  out += lightOverlay(S, w, h, 0.6);
  return out;
}
function canapesScene(S, r, o = {}) {
  const { w, h, u } = S;
  let out = surface(S, w, h, r, "marble", "#f1eee9");
  const bw = w * 0.84,
    bh = h * 0.62,
    bx = (w - bw) / 2,
    by = (h - bh) / 2;
  out += rect(bx + 14 * u, by + 22 * u, bw, bh, "#000", `opacity=".35" filter="${S.blur(14 * u)}"`);
  out += `<path d="${roundRectPath(bx, by, bw, bh, 20 * u)}" fill="${S.lin(["#3a3f44", "#24282c"], 0, 0, 1, 1)}"/>`;
  const cols = Math.max(3, Math.round(bw / (150 * u))),
    rows = Math.max(2, Math.round(bh / (150 * u)));
  const cw = bw / cols,
    ch = bh / rows;
  const kinds = ["salmon", "fig", "tomato", "cucumber", "prawn", "olive"];
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const x = bx + (i + 0.5) * cw,
        y = by + (j + 0.5) * ch,
        s = Math.min(cw, ch) * 0.36;
      const k = kinds[(i + j * 2) % kinds.length];
      out += circle(x + 4 * u, y + 6 * u, s, "#000", 'opacity=".35"');
      out +=
        circle(
          x,
          y,
          s,
          S.rad([
            [0, "#f0c88a"],
            [1, "#c89050"],
          ]),
        ) + circle(x, y, s * 0.82, k === "cucumber" ? "#f6f2e6" : "#f3ead6");
      if (k === "salmon")
        out +=
          `<path d="${blob(r, x, y, s * 0.6, 8, 0.3)}" fill="#f08a6a" stroke="#fbd0c0" stroke-width="${n1(2 * u)}"/>` +
          sprig(S, x - s * 0.3, y, s * 0.6, -30, r, "#4f7a3a");
      else if (k === "fig") out += fig(S, x, y, s * 0.5, r);
      else if (k === "tomato")
        out +=
          circle(x - s * 0.25, y, s * 0.3, "#d8392b") +
          circle(x + s * 0.25, y + s * 0.1, s * 0.3, "#e8553a") +
          `<path d="${leafPath(x, y - s * 0.2, -0.5, s * 0.5, s * 0.2)}" fill="#3f7a3a"/>`;
      else if (k === "cucumber")
        out +=
          circle(x, y, s * 0.55, "#d9e7b0", `stroke="#3f6b2a" stroke-width="${n1(s * 0.1)}"`) +
          circle(x, y, s * 0.2, "#f08a6a");
      else if (k === "prawn") out += prawn(S, x, y, s * 0.9, r() * 360);
      else
        out +=
          olive(S, x - s * 0.2, y, s * 0.25, "#3b2433") +
          olive(S, x + s * 0.25, y + s * 0.1, s * 0.25, "#6f7a2c") +
          circle(x, y - s * 0.3, s * 0.15, "#fbf9f1");
    }
  out += oliveBranch(S, w * 0.02, h * 0.9, 360 * u, -15, r);
  out += lightOverlay(S, w, h, 1);
  return out;
}
function newspaper(S, x, y, W, ang) {
  const H = W * 0.7;
  let inner =
    rect(-W / 2, -H / 2, W, H, "#f4f1ea") +
    rect(
      -W / 2,
      -H / 2,
      W,
      H,
      S.lin(
        [
          [0, "#fff", 0.3],
          [1, "#000", 0.06],
        ],
        0,
        0,
        1,
        0,
      ),
    );
  inner +=
    rect(-W * 0.44, -H * 0.42, W * 0.6, H * 0.08, "#2a2a2a") +
    rect(-W * 0.44, -H * 0.28, W * 0.4, H * 0.3, "#b8c6c8");
  for (let i = 0; i < 9; i++)
    inner += rect(W * 0.02, -H * 0.28 + i * H * 0.05, W * 0.4, H * 0.015, "#9a9a94");
  for (let i = 0; i < 6; i++)
    inner += rect(-W * 0.44, H * 0.08 + i * H * 0.05, W * 0.86, H * 0.015, "#9a9a94");
  inner += `<path d="M0 ${n1(-H / 2)}V${n1(H / 2)}" stroke="#000" stroke-opacity=".08" stroke-width="${n1(W * 0.01)}"/>`;
  return (
    `<g opacity=".3" filter="${S.blur(W * 0.02)}" transform="translate(${n1(x + W * 0.02)} ${n1(y + W * 0.03)}) rotate(${n1(ang)})">${rect(-W / 2, -H / 2, W, H, "#000")}</g>` +
    g(inner, tr(x, y, ang))
  );
}
function redEggs(S, x, y, R, r) {
  let inner = "";
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * TAU,
      d = i ? R * 0.45 : 0;
    const ex = x + Math.cos(a) * d,
      ey = y + Math.sin(a) * d;
    inner += g(
      `<path d="${ellipsePath(0, 0, R * 0.22, R * 0.3)}" fill="${S.rad(
        [
          [0, "#e0493a"],
          [0.7, "#b81f1a"],
          [1, "#7a1010"],
        ],
        0.38,
        0.3,
        0.7,
      )}"/>${ellipse(-R * 0.07, -R * 0.12, R * 0.06, R * 0.1, "#fff", 'opacity=".4"')}`,
      tr(ex, ey, r() * 180),
    );
  }
  return bowl(S, x, y, R, "#f3ece0", inner);
}

// central production bakery: oven glow, loaves cooling with rising steam, flour motes in the light
function productionScene(S, r, o = {}) {
  const { w, h, u } = S;
  const t = o.t ?? 0;
  let out = rect(0, 0, w, h, "#ebe4d8");
  const T = 80 * u;
  out += rect(
    0,
    0,
    w,
    h,
    S.pattern(
      rect(0, 0, T, T * 0.5, "#f4f0e8") +
        `<rect width="${n1(T)}" height="${n1(T * 0.5)}" fill="none" stroke="#d9d1c4" stroke-width="${n1(3 * u)}"/>`,
      T,
      T * 0.5,
    ),
  );
  // window light beams
  out += `<path d="M${n1(w * 0.08)} 0H${n1(w * 0.3)}L${n1(w * 0.55)} ${n1(h)}H${n1(w * 0.2)}Z" fill="#fff8e0" opacity="${n1(0.2 + 0.04 * Math.sin(TAU * t))}"/>`;
  // oven on the right
  const cx = w * 0.78,
    base = h * 0.66,
    R = Math.min(w * 0.24, h * 0.5);
  out += `<path d="M${n1(cx - R)} ${n1(base)}A${n1(R)} ${n1(R * 0.95)} 0 0 1 ${n1(cx + R)} ${n1(base)}Z" fill="${S.rad(
    [
      [0, "#d9855a"],
      [1, "#8a3f22"],
    ],
    0.4,
    0.3,
    0.8,
  )}"/>`;
  for (let k = 1; k < 7; k++)
    out += `<path d="M${n1(cx - R)} ${n1(base - k * R * 0.13)}H${n1(cx + R)}" stroke="#6a2e18" stroke-width="${n1(3 * u)}" opacity=".2"/>`;
  const mw = R * 0.7,
    mh = R * 0.55;
  const flick = 0.9 + 0.06 * Math.sin(TAU * t * 3) + 0.04 * Math.sin(TAU * t * 5 + 1);
  out += circle(
    cx,
    base - mh * 0.3,
    R * 1.3 * flick,
    S.rad([
      [0, "#ffb060", 0.32],
      [1, "#ffb060", 0],
    ]),
  );
  out += `<path d="M${n1(cx - mw / 2)} ${n1(base)}V${n1(base - mh * 0.5)}A${n1(mw / 2)} ${n1(mh * 0.5)} 0 0 1 ${n1(cx + mw / 2)} ${n1(base - mh * 0.5)}V${n1(base)}Z" fill="${S.rad(
    [
      [0, "#fff0b0"],
      [0.35, "#ffae3a"],
      [0.75, "#d2561e"],
      [1, "#3a1408"],
    ],
    0.5,
    0.85,
    0.8,
  )}"/>`;
  for (let k = 0; k < 6; k++) {
    const fx = cx - mw * 0.32 + k * mw * 0.13,
      fh = mh * (0.32 + 0.1 * Math.sin(TAU * t * 2 + k * 1.3) + 0.05 * Math.sin(TAU * t * 3 + k));
    out += `<path d="M${n1(fx - 16 * u)} ${n1(base)}Q${n1(fx - 8 * u)} ${n1(base - fh * 0.6)} ${n1(fx + 6 * u * Math.sin(TAU * t + k))} ${n1(base - fh)}Q${n1(fx + 12 * u)} ${n1(base - fh * 0.5)} ${n1(fx + 16 * u)} ${n1(base)}Z" fill="#ffe27a" opacity=".75"/>`;
  }
  out += `<path d="M${n1(cx - mw / 2 - 22 * u)} ${n1(base)}V${n1(base - mh * 0.5)}A${n1(mw / 2 + 22 * u)} ${n1(mh * 0.5 + 22 * u)} 0 0 1 ${n1(cx + mw / 2 + 22 * u)} ${n1(base - mh * 0.5)}V${n1(base)}" stroke="#f3e4cc" stroke-width="${n1(20 * u)}" fill="none"/>`;
  // work counter with cooling loaves
  const ty = h * 0.66;
  out += rect(0, ty, w, h - ty, S.lin(["#8a6a50", "#5a4232"]));
  out += rect(0, ty, w, 14 * u, "#a8886a");
  const loaves = [];
  const nL = w > h ? 5 : 3;
  for (let i = 0; i < nL; i++)
    loaves.push([w * (0.08 + i * (w > h ? 0.105 : 0.16)), ty + 4 * u, r.range(95, 115) * u, i % 3]);
  const fy = h * 0.95;
  out +=
    rect(0, fy - 6 * u, w * 0.72, 12 * u, "#b9bec0") +
    Array.from({ length: 12 }, (_, k) =>
      rect(k * w * 0.06, fy - 6 * u, 6 * u, h - fy + 6 * u, "#9aa0a2"),
    ).join("");
  for (let i = 0; i < (w > h ? 4 : 3); i++)
    loaves.push([w * (0.12 + i * (w > h ? 0.16 : 0.3)), fy - 6 * u, r.range(150, 175) * u, (i + 1) % 3]);
  for (const [x, y, s, kind] of loaves) {
    out += ellipse(x, y + 4 * u, s * 1.1, 10 * u, "#000", 'opacity=".25"');
    if (kind === 1)
      out +=
        `<path d="M${n1(x - s * 1.2)} ${n1(y)}Q${n1(x - s * 1.2)} ${n1(y - s * 0.7)} ${n1(x)} ${n1(y - s * 0.75)}Q${n1(x + s * 1.2)} ${n1(y - s * 0.7)} ${n1(x + s * 1.2)} ${n1(y)}Z" fill="${S.lin(["#d99a4a", "#9a5a1e"])}"/>` +
        [-0.5, 0, 0.5]
          .map(
            (k) =>
              `<path d="M${n1(x + k * s - s * 0.2)} ${n1(y - s * 0.45)}q${n1(s * 0.2)} ${n1(-s * 0.2)} ${n1(s * 0.4)} ${n1(-s * 0.1)}" stroke="#f6d8a0" stroke-width="${n1(6 * u)}" fill="none" stroke-linecap="round"/>`,
          )
          .join("");
    else
      out +=
        `<path d="M${n1(x - s)} ${n1(y)}Q${n1(x - s)} ${n1(y - s * 1.1)} ${n1(x)} ${n1(y - s * 1.1)}Q${n1(x + s)} ${n1(y - s * 1.1)} ${n1(x + s)} ${n1(y)}Z" fill="${S.lin(["#e0a85a", "#a8601e"])}"/>` +
        `<path d="M${n1(x - s * 0.5)} ${n1(y - s * 0.7)}q${n1(s * 0.5)} ${n1(-s * 0.35)} ${n1(s)} 0" stroke="#f6dca8" stroke-width="${n1(8 * u)}" fill="none" stroke-linecap="round"/>` +
        Array.from({ length: 10 }, (_, k) =>
          circle(
            x + Math.cos(k) * s * 0.5,
            y - s * 0.6 + Math.sin(k * 2.3) * s * 0.25,
            3 * u,
            "#fffaf0",
            'opacity=".6"',
          ),
        ).join("");
    // steam: wisps rising on a loop
    for (let k = 0; k < 3; k++) {
      const p = (t + k / 3 + x / w) % 1;
      const sy0 = y - s * 1.1 - p * h * 0.35;
      const sway = Math.sin(TAU * (p + k * 0.3)) * 14 * u;
      out += `<path d="M${n1(x + sway)} ${n1(sy0 + 80 * u)}c${n1(-45 * u)} ${n1(-30 * u)} ${n1(45 * u)} ${n1(-50 * u)} 0 ${n1(-80 * u)}c${n1(-45 * u)} ${n1(-30 * u)} ${n1(45 * u)} ${n1(-50 * u)} 0 ${n1(-80 * u)}" stroke="#ffffff" stroke-width="${n1(s * 0.22)}" fill="none" stroke-linecap="round" opacity="${n1(Math.sin(Math.PI * p) * 0.4)}" filter="${S.blur(s * 0.09)}"/>`;
    }
  }
  // flour motes drifting in the light beam
  for (let i = 0; i < 60; i++) {
    const x0 = r.range(0.05, 0.6) * w,
      y0 = r() * h,
      sp = r.int(1, 2);
    const p = (r() + t * sp) % 1;
    const x = x0 + Math.sin(TAU * (p + i * 0.13)) * 30 * u,
      y = (y0 + p * h * 0.4) % (h * 0.9);
    out += circle(
      x,
      y,
      r.range(1.5, 3.5) * u,
      "#fffdf5",
      `opacity="${n1(0.25 + 0.35 * Math.sin(Math.PI * p))}"`,
    );
  }
  // a flour-dusted sack and a peel
  out += g(
    `<path d="M${n1(-70 * u)} 0Q${n1(-90 * u)} ${n1(-160 * u)} ${n1(-40 * u)} ${n1(-200 * u)}H${n1(40 * u)}Q${n1(90 * u)} ${n1(-160 * u)} ${n1(70 * u)} 0Z" fill="#efe6d2"/><path d="M${n1(-45 * u)} ${n1(-200 * u)}q${n1(45 * u)} ${n1(-30 * u)} ${n1(90 * u)} 0" stroke="#c9b892" stroke-width="${n1(8 * u)}" fill="none"/>`,
    tr(w * 0.6, ty + 4 * u),
  );
  out += lightOverlay(S, w, h, 0.8);
  return out;
}
function solarScene(S, r) {
  const { w, h, u } = S;
  const T = SKIES.noon;
  let out =
    rect(0, 0, w, h, S.lin(T.sky)) +
    circle(w * 0.78, h * 0.2, 80 * u, "#fffdf0") +
    circle(
      w * 0.78,
      h * 0.2,
      260 * u,
      S.rad([
        [0, "#fffbe0", 0.7],
        [1, "#fffbe0", 0],
      ]),
    );
  out += `<path d="M0 ${n1(h * 0.7)}Q${n1(w * 0.4)} ${n1(h * 0.6)} ${n1(w)} ${n1(h * 0.66)}V${n1(h)}H0Z" fill="#b8b88a"/>`;
  // flat roof with tilted panels in rows
  const roofY = h * 0.62;
  out += rect(0, roofY, w, h - roofY, S.lin(["#e8e2d6", "#cfc6b6"]));
  for (let row = 0; row < 3; row++) {
    const y = roofY + h * 0.05 + row * h * 0.12,
      pw = 130 * u * (1 + row * 0.18),
      ph = 70 * u * (1 + row * 0.18);
    for (let x = -pw * 0.3 + row * 30 * u; x < w; x += pw * 1.08) {
      out += `<path d="M${n1(x)} ${n1(y + ph)}L${n1(x + pw * 0.12)} ${n1(y)}H${n1(x + pw * 1.02)}L${n1(x + pw * 0.9)} ${n1(y + ph)}Z" fill="${S.lin(["#3a5a8a", "#1d3450"], 0, 0, 1, 1)}"/>`;
      for (let k = 1; k < 4; k++)
        out += `<path d="M${n1(x + pw * 0.03 * k + (pw * 0.9 * k) / 4)} ${n1(y + ph)}L${n1(x + pw * 0.12 + (pw * 0.9 * k) / 4)} ${n1(y)}" stroke="#8fb0d0" stroke-width="${n1(2 * u)}" opacity=".5"/>`;
      out += `<path d="M${n1(x + pw * 0.06)} ${n1(y + ph / 2)}H${n1(x + pw * 0.96)}" stroke="#8fb0d0" stroke-width="${n1(2 * u)}" opacity=".5"/>`;
      out += `<path d="M${n1(x + pw * 0.2)} ${n1(y + ph * 0.1)}L${n1(x + pw * 0.5)} ${n1(y + ph * 0.1)}L${n1(x + pw * 0.4)} ${n1(y + ph * 0.45)}Z" fill="#fff" opacity=".18"/>`;
      out += rect(x + pw * 0.1, y + ph, pw * 0.8, 8 * u, "#000", 'opacity=".15"');
    }
  }
  out += birds(r, w * 0.3, h * 0.25, u * 1.8, 3, "#3a4a5a");
  return out;
}

// ================================================================ brands, emblems, logos
const BRANDS = [
  {
    id: 1,
    name: "Thalassa Group",
    word: "Thalassa",
    tag: "GROUP · CYPRUS",
    type: "main",
    kind: "Group website",
    location: "Nicosia",
    font: "cinzel",
    emblem: "wave",
    palette: ["#1d2a33", "#1f6f8b", "#c0603a", "#efe6d8"],
  },
  {
    id: 2,
    name: "Glykia Ledra",
    word: "Glykia",
    tag: "CONFECTIONERY · NICOSIA",
    type: "eshop",
    kind: "Confectionery shop",
    location: "Nicosia",
    font: "vibes",
    emblem: "cake",
    palette: ["#8a2f45", "#f2c4c8", "#c9a45c", "#fbeef0"],
  },
  {
    id: 3,
    name: "Glykia Marina",
    word: "Glykia",
    tag: "CONFECTIONERY · LIMASSOL",
    type: "eshop",
    kind: "Confectionery shop",
    location: "Limassol",
    font: "vibes",
    emblem: "cake",
    palette: ["#7a2a40", "#9cc3d6", "#c9a45c", "#f4eef0"],
  },
  {
    id: 4,
    name: "Kyma Beach",
    word: "Kyma",
    tag: "BEACH · LIMASSOL",
    type: "restaurant",
    kind: "Beach restaurant",
    location: "Agios Tychonas, Limassol",
    font: "corm",
    emblem: "wave",
    palette: ["#1f6f8b", "#6fc2c4", "#f0b98d", "#f4efe4"],
  },
  {
    id: 5,
    name: "Helios Sun",
    word: "Helios",
    tag: "BEACH CLUB · PAPHOS",
    type: "restaurant",
    kind: "Beach club (sun restaurant)",
    location: "Kato Paphos",
    font: "cinzel",
    emblem: "sun",
    palette: ["#c0603a", "#f2b45a", "#2f5d74", "#fbeee0"],
  },
  {
    id: 6,
    name: "Skala Pier",
    word: "Skala",
    tag: "PIER · LIMASSOL",
    type: "restaurant",
    kind: "Pier restaurant",
    location: "Limassol",
    font: "cinzel",
    emblem: "pier",
    palette: ["#1d3a52", "#c9a45c", "#e07a5a", "#eef2f2"],
  },
  {
    id: 7,
    name: "Thalassa Catering",
    word: "Thalassa",
    tag: "CATERING & EVENTS",
    type: "website",
    kind: "Catering",
    location: "Strovolos, Nicosia",
    font: "corm",
    emblem: "olive",
    palette: ["#55652b", "#c9b27a", "#c0603a", "#f3efe2"],
  },
  {
    id: 8,
    name: "Agora Nicosia",
    word: "Agora",
    tag: "CITY KITCHEN · NICOSIA",
    type: "restaurant",
    kind: "City restaurant",
    location: "Nicosia",
    font: "dm",
    emblem: "arch",
    palette: ["#6e1f3a", "#c9a45c", "#e8b07a", "#f6ece6"],
  },
  {
    id: 9,
    name: "Plaza Eleftheria",
    word: "Plaza",
    tag: "ELEFTHERIA SQUARE",
    type: "restaurant",
    kind: "Plaza restaurant and venue",
    location: "Nicosia",
    font: "corm",
    emblem: "tile",
    palette: ["#2f5a4a", "#e3c27a", "#c0603a", "#f1ede2"],
  },
  {
    id: 10,
    name: "Forno Strovolos",
    word: "Forno",
    tag: "PIZZERIA · STROVOLOS",
    type: "eshop",
    kind: "Pizza outlet",
    location: "Strovolos, Nicosia",
    font: "dm",
    emblem: "flame",
    palette: ["#b8321f", "#f3d9a4", "#2f6a2a", "#fbf3e4"],
  },
  {
    id: 11,
    name: "Forno Limassol",
    word: "Forno",
    tag: "PIZZERIA · LIMASSOL",
    type: "eshop",
    kind: "Pizza outlet",
    location: "Germasogeia, Limassol",
    font: "dm",
    emblem: "flame",
    palette: ["#a82c1c", "#f3d9a4", "#2f6a2a", "#f8f1e4"],
  },
  {
    id: 12,
    name: "Finikoudes Larnaca",
    word: "Finikoudes",
    tag: "SEAFRONT · LARNACA",
    type: "restaurant",
    kind: "Seafront restaurant",
    location: "Larnaca",
    font: "corm",
    emblem: "palm",
    palette: ["#2f6a5a", "#e0b46a", "#c0603a", "#f5efe2"],
  },
  {
    id: 13,
    name: "Thalassa Cooking School",
    word: "Thalassa",
    tag: "COOKING SCHOOL",
    type: "website",
    kind: "Cooking school",
    location: "Strovolos, Nicosia",
    font: "corm",
    emblem: "whisk",
    palette: ["#2f5d74", "#e0b46a", "#c0603a", "#eef2f2"],
  },
  {
    id: 14,
    name: "Meli Pantry",
    word: "Meli",
    tag: "CYPRIOT PANTRY",
    type: "eshop",
    kind: "Pantry shop",
    location: "Nicosia",
    font: "corm",
    emblem: "honeycomb",
    palette: ["#7a4a16", "#e0a030", "#5a3a2a", "#fbf0d8"],
  },
  {
    id: 15,
    name: "Pagoto Gelateria",
    word: "Pagoto",
    tag: "GELATERIA · LIMASSOL",
    type: "eshop",
    kind: "Gelato shop",
    location: "Germasogeia, Limassol",
    font: "vibes",
    emblem: "cone",
    palette: ["#d9506e", "#9fd6c8", "#f2c94c", "#fdf1ee"],
  },
  {
    id: 18,
    name: "Thalassa Foundation",
    word: "Thalassa",
    tag: "FOUNDATION",
    type: "website",
    kind: "Community foundation (hidden from the logo carousel)",
    location: "Nicosia",
    font: "corm",
    emblem: "sprout",
    palette: ["#3f5a3a", "#9ab07a", "#1f6f8b", "#eef0e6"],
  },
];
const brandById = (id) => BRANDS.find((b) => b.id === id);

// emblem icon inside a ring; all geometry relative to R
function emblem(kind, cx, cy, R, col, letter) {
  const s = R / 36;
  const P = (d) => `<path d="${d}" fill="${col}"/>`;
  const Sk = (d, wdt = 2.4) =>
    `<path d="${d}" fill="none" stroke="${col}" stroke-width="${n1(wdt * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const X = (v) => n1(cx + v * s),
    Y = (v) => n1(cy + v * s);
  let icon = "";
  switch (kind) {
    case "wave":
      for (const dy of [-8, 0, 8])
        icon += Sk(
          `M${X(-19)} ${Y(dy)}q${n1(4.75 * s)} ${n1(-6 * s)} ${n1(9.5 * s)} 0t${n1(9.5 * s)} 0t${n1(9.5 * s)} 0t${n1(9.5 * s)} 0`,
          2.6,
        );
      break;
    case "sun":
      icon += circle(cx, cy + 3 * s, 9 * s, col);
      for (let i = 0; i < 9; i++) {
        const a = Math.PI + (i / 8) * Math.PI;
        icon += Sk(
          `M${n1(cx + Math.cos(a) * 13 * s)} ${n1(cy + 3 * s + Math.sin(a) * 13 * s)}L${n1(cx + Math.cos(a) * 20 * s)} ${n1(cy + 3 * s + Math.sin(a) * 20 * s)}`,
          2.4,
        );
      }
      icon += Sk(`M${X(-22)} ${Y(12)}H${X(22)}M${X(-14)} ${Y(18)}H${X(14)}`, 2.2);
      break;
    case "pier":
      icon += Sk(
        `M${X(-20)} ${Y(2)}H${X(20)}M${X(-14)} ${Y(2)}V${Y(16)}M${X(0)} ${Y(2)}V${Y(16)}M${X(14)} ${Y(2)}V${Y(16)}M${X(-22)} ${Y(20)}q${n1(5.5 * s)} ${n1(-4 * s)} ${n1(11 * s)} 0t${n1(11 * s)} 0t${n1(11 * s)} 0t${n1(11 * s)} 0`,
        2.4,
      );
      icon +=
        Sk(`M${X(0)} ${Y(-2)}V${Y(-12)}`, 2.2) +
        P(`M${X(-5)} ${Y(-12)}H${X(5)}L${X(4)} ${Y(-20)}H${X(-4)}Z`) +
        P(`M${X(-6)} ${Y(-20)}L${X(0)} ${Y(-25)}L${X(6)} ${Y(-20)}Z`);
      break;
    case "olive":
      icon += Sk(`M${X(-16)} ${Y(16)}Q${X(0)} ${Y(2)} ${X(16)} ${Y(-18)}`, 2);
      for (const [t, side] of [
        [0.2, 1],
        [0.35, -1],
        [0.5, 1],
        [0.65, -1],
        [0.8, 1],
      ]) {
        const p = quad([cx - 16 * s, cy + 16 * s], [cx, cy + 2 * s], [cx + 16 * s, cy - 18 * s], t);
        icon += P(leafPath(p[0], p[1], -0.9 + side * 0.9, 12 * s, 3.4 * s));
      }
      icon += circle(cx - 4 * s, cy + 12 * s, 3.2 * s, col);
      break;
    case "arch":
      icon += Sk(
        `M${X(-14)} ${Y(20)}V${Y(-4)}A${n1(14 * s)} ${n1(14 * s)} 0 0 1 ${X(14)} ${Y(-4)}V${Y(20)}`,
        2.4,
      );
      icon += Sk(`M${X(-20)} ${Y(20)}H${X(20)}`, 2.4);
      if (letter) icon += text("cinzel", letter, 16 * s, cx, cy + 11 * s, col, { anchor: "middle" });
      break;
    case "tile":
      for (let i = 0; i < 4; i++) icon += P(leafPath(cx, cy, (i * Math.PI) / 2 + Math.PI / 4, 17 * s, 6 * s));
      icon += circle(cx, cy, 4 * s, col) + Sk(`M${X(-20)} ${Y(-20)}H${X(20)}V${Y(20)}H${X(-20)}Z`, 1.6);
      break;
    case "flame":
      icon += P(
        `M${X(0)} ${Y(-20)}C${X(10)} ${Y(-8)} ${X(14)} ${Y(0)} ${X(12)} ${Y(8)}C${X(10)} ${Y(16)} ${X(4)} ${Y(20)} ${X(0)} ${Y(20)}C${X(-4)} ${Y(20)} ${X(-10)} ${Y(16)} ${X(-12)} ${Y(8)}C${X(-14)} ${Y(0)} ${X(-6)} ${Y(-6)} ${X(-4)} ${Y(-12)}C${X(-2)} ${Y(-6)} ${X(0)} ${Y(-4)} ${X(2)} ${Y(-2)}C${X(4)} ${Y(-8)} ${X(2)} ${Y(-14)} ${X(0)} ${Y(-20)}Z`,
      );
      break;
    case "slice":
      icon +=
        Sk(`M${X(-18)} ${Y(-14)}Q${X(0)} ${Y(-22)} ${X(18)} ${Y(-14)}L${X(0)} ${Y(20)}Z`, 2.4) +
        Sk(`M${X(-15)} ${Y(-9)}Q${X(0)} ${Y(-16)} ${X(15)} ${Y(-9)}`, 1.6);
      for (const [x, y] of [
        [-6, -4],
        [5, -2],
        [0, 8],
      ])
        icon += circle(cx + x * s, cy + y * s, 3 * s, col);
      break;
    case "palm":
      icon += Sk(`M${X(2)} ${Y(20)}Q${X(0)} ${Y(4)} ${X(4)} ${Y(-10)}`, 2.6);
      for (const a of [-2.6, -2.0, -1.2, -0.5, 0.1])
        icon += P(leafPath(cx + 4 * s, cy - 10 * s, a, 18 * s, 4 * s, a < -1.5 ? -0.12 : 0.12));
      icon += Sk(`M${X(-20)} ${Y(20)}H${X(20)}`, 2.2);
      break;
    case "grapes":
      for (const [x, y] of [
        [-8, -4],
        [0, -4],
        [8, -4],
        [-4, 3],
        [4, 3],
        [0, 10],
        [-12, -11],
        [12, -11],
      ].slice(0, 6))
        icon += circle(cx + x * s, cy + y * s + 2 * s, 4.2 * s, col);
      icon +=
        Sk(`M${X(0)} ${Y(-8)}Q${X(2)} ${Y(-16)} ${X(6)} ${Y(-20)}`, 2) +
        P(leafPath(cx + 2 * s, cy - 14 * s, -0.4, 14 * s, 5 * s));
      break;
    case "cone":
      icon +=
        Sk(`M${X(-10)} ${Y(0)}L${X(0)} ${Y(22)}L${X(10)} ${Y(0)}`, 2.4) +
        Sk(`M${X(-6)} ${Y(6)}L${X(4)} ${Y(4)}M${X(-3)} ${Y(13)}L${X(4)} ${Y(10)}`, 1.4);
      icon +=
        P(`M${X(-12)} ${Y(0)}A${n1(12 * s)} ${n1(12 * s)} 0 0 1 ${X(12)} ${Y(0)}Z`) +
        circle(cx, cy - 13 * s, 7 * s, col);
      break;
    case "wheat":
      icon += Sk(`M${X(0)} ${Y(22)}V${Y(-20)}`, 2);
      for (let i = 0; i < 4; i++) {
        const y = cy - 14 * s + i * 8 * s;
        icon +=
          P(leafPath(cx, y + 4 * s, -0.6 - Math.PI / 2 + 0.9, 10 * s, 3.2 * s)) +
          P(leafPath(cx, y + 4 * s, -Math.PI / 2 - 0.9 + 0.6 - 0.6, 10 * s, 3.2 * s));
      }
      icon += P(leafPath(cx, cy - 14 * s, -Math.PI / 2, 9 * s, 3 * s));
      break;
    case "star": {
      const pts2 = [];
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * TAU - Math.PI / 2;
        const rr = i % 2 ? 9 * s : 20 * s;
        pts2.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
      }
      icon += Sk(pts(pts2), 1.8) + circle(cx, cy, 4 * s, col);
      break;
    }
    case "cake":
      icon += Sk(
        `M${X(-16)} ${Y(18)}H${X(16)}M${X(-13)} ${Y(18)}V${Y(2)}H${X(13)}V${Y(18)}M${X(-13)} ${Y(8)}q${n1(3.25 * s)} ${n1(4 * s)} ${n1(6.5 * s)} 0t${n1(6.5 * s)} 0t${n1(6.5 * s)} 0t${n1(6.5 * s)} 0`,
        2.2,
      );
      icon +=
        Sk(`M${X(0)} ${Y(2)}V${Y(-8)}`, 2.2) +
        P(
          `M${X(0)} ${Y(-20)}C${X(4)} ${Y(-15)} ${X(3)} ${Y(-11)} ${X(0)} ${Y(-11)}C${X(-3)} ${Y(-11)} ${X(-4)} ${Y(-15)} ${X(0)} ${Y(-20)}Z`,
        );
      break;
    case "whisk":
      icon +=
        Sk(`M${X(0)} ${Y(22)}V${Y(6)}`, 3) +
        Sk(
          `M${X(0)} ${Y(6)}C${X(-12)} ${Y(-4)} ${X(-10)} ${Y(-22)} ${X(0)} ${Y(-22)}C${X(10)} ${Y(-22)} ${X(12)} ${Y(-4)} ${X(0)} ${Y(6)}M${X(0)} ${Y(6)}C${X(-5)} ${Y(-4)} ${X(-5)} ${Y(-22)} ${X(0)} ${Y(-22)}C${X(5)} ${Y(-22)} ${X(5)} ${Y(-4)} ${X(0)} ${Y(6)}`,
          1.8,
        );
      break;
    case "sprout":
      icon +=
        Sk(`M${X(0)} ${Y(20)}V${Y(-2)}`, 2.4) +
        P(leafPath(cx, cy - 2 * s, -2.5, 18 * s, 7 * s, 0.1)) +
        P(leafPath(cx, cy - 2 * s, -0.65, 18 * s, 7 * s, -0.1)) +
        Sk(`M${X(-16)} ${Y(20)}H${X(16)}`, 2.2);
      break;
    case "honeycomb":
      for (const [hx, hy] of [
        [0, -9],
        [-8.5, 5],
        [8.5, 5],
      ]) {
        const hp = [];
        for (let i = 0; i < 6; i++) {
          const a = (i / 6) * TAU + Math.PI / 6;
          hp.push([cx + hx * s + Math.cos(a) * 9 * s, cy + hy * s + Math.sin(a) * 9 * s]);
        }
        icon += Sk(pts(hp), 2);
      }
      icon += circle(cx, cy - 9 * s, 3 * s, col);
      break;
    default:
      if (letter) icon += text("cinzel", letter, 26 * s, cx, cy + 9 * s, col, { anchor: "middle" });
  }
  return (
    circle(cx, cy, R - 1.2 * s, "none", `stroke="${col}" stroke-width="${n1(2 * s)}"`) +
    circle(cx, cy, R - 5 * s, "none", `stroke="${col}" stroke-width="${n1(0.8 * s)}" opacity=".7"`) +
    icon
  );
}
// inner content of a 240x96 logo
function logoInner(b, fg, fg2) {
  const out = [];
  out.push(emblem(b.emblem, 46, 48, 36, fg, b.word[0]));
  const maxW = 136;
  const isScript = b.font === "vibes";
  const size = fitSize(
    b.font,
    b.word,
    isScript ? 48 : b.font === "cinzel" ? 34 : 40,
    maxW,
    b.font === "cinzel" ? 1.5 : 0,
  );
  const base = isScript ? 58 : 56;
  out.push(
    text(b.font, b.word, size, 94, base - (isScript ? 4 : 0), fg, {
      tracking: b.font === "cinzel" ? 1.5 : 0,
    }),
  );
  const tsize = fitSize("jost", b.tag, 8.4, maxW, 1.6);
  out.push(
    `<path d="M94 ${base + 6.5}H${94 + Math.min(maxW, measure(b.font, b.word, size) * 0.5)}" stroke="${fg2}" stroke-width="0.8" opacity=".8"/>`,
  );
  out.push(text("jost", b.tag, tsize, 94, base + 19, fg2, { tracking: 1.6 }));
  return out.join("");
}
function logoSvg(b, light) {
  const fg = light ? "#ffffff" : b.palette[0];
  const fg2 = light ? "#f3ede2" : mix(b.palette[0], "#000000", 0.1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-label="${b.name} logo"><title>${b.name}</title>${logoInner(b, fg, fg2)}</svg>\n`;
}
// the group monogram (favicon, gift card)
function groupMark(S, cx, cy, R, fg, bg) {
  const s = R / 36;
  return (
    circle(cx, cy, R, bg ?? "none", `stroke="${fg}" stroke-width="${n1(2.2 * s)}"`) +
    text("cinzel", "T", 34 * s, cx, cy + 8 * s, fg, { anchor: "middle" }) +
    `<path d="M${n1(cx - 17 * s)} ${n1(cy + 17 * s)}q${n1(4.25 * s)} ${n1(-5 * s)} ${n1(8.5 * s)} 0t${n1(8.5 * s)} 0t${n1(8.5 * s)} 0t${n1(8.5 * s)} 0" stroke="${fg}" stroke-width="${n1(2.2 * s)}" fill="none" stroke-linecap="round"/>`
  );
}
function faviconSvg() {
  const S = new Svg(64, 64);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="#1d2a33"/>${groupMark(S, 32, 32, 25, "#efe6d8", "#1d2a33")}</svg>\n`;
}
// brand tile: a scene with a scrim and the light logo
function brandTile(S, r, b, scene) {
  const { w, h } = S;
  let out = scene(S, r);
  out += rect(
    0,
    h * 0.45,
    w,
    h * 0.55,
    S.lin([
      [0, b.palette[0], 0],
      [0.55, darken(b.palette[0], 0.35), 0.62],
      [1, darken(b.palette[0], 0.5), 0.88],
    ]),
  );
  const lw = w * 0.7,
    sc = lw / 240;
  out += `<g transform="translate(${n1((w - lw) / 2)} ${n1(h - 96 * sc - h * 0.07)}) scale(${n1(sc * 100) / 100})">${logoInner(b, "#ffffff", "#f3ede2")}</g>`;
  return out;
}

// ================================================================ content: which picture goes where
const TS = (o) => (S, r) => tableScene(S, r, o);
const SEA = (o) => (S, r) => seaScene(S, r, o);
const PIER = (o) => (S, r) => pierScene(S, r, o);
const CITY = (o) => (S, r) => cityScene(S, r, o);
const ARCH = (o) => (S, r) => archScene(S, r, o);
const PIZZA = (o) => (S, r) => pizzaScene(S, r, o);
const PATIS = (o) => (S, r) => patisserieScene(S, r, o);
const BREAD = (o) => (S, r) => breadScene(S, r, o);
const GELATO = (o) => (S, r) => gelatoCase(S, r, o);
const CONES = (o) => (S, r) => conesScene(S, r, o);
const VINE = (o) => (S, r) => vineyardScene(S, r, o);
const STORE = (o) => (S, r) => storefront(S, r, o);
const OVEN = (o) => (S, r) => ovenScene(S, r, o);
const RACK = (o) => (S, r) => bakeryRack(S, r, o);
const WINE = (o) => (S, r) => wineBarScene(S, r, o);
const AERIAL = (o) => (S, r) => aerialBeach(S, r, o);
const GIFT = (o) => (S, r) => giftCardScene(S, r, o);
const CANAPES = (o) => (S, r) => canapesScene(S, r, o);

const SC = {
  beachGolden: [
    SEA({
      time: "golden",
      beach: true,
      boats: 2,
      birds: 4,
      parasolColors: [
        ["#f6efe2", C.sea],
        ["#f6efe2", C.terracotta],
      ],
    }),
    "A sandy beach with striped parasols and sun loungers at golden hour, the sun low over a calm sea",
  ],
  summerTable: [
    TS({
      surface: "linen",
      col: "#efe6d8",
      col2: C.sea,
      mains: ["fish", "salad"],
      extras: ["wine:white", "water", "lemon", "olive", "napkin", "dip:tzatziki", "pita"],
    }),
    "A summer table seen from above: grilled sea bream, a Greek salad with feta, white wine, lemons and an olive branch on linen",
  ],
  terraceDusk: [
    SEA({
      time: "dusk",
      table: "#8a6a55",
      lights: true,
      drinks: [
        ["coupe", "#f39a5a"],
        ["highball", "#e8704a"],
        ["wine", "#e88a7a"],
      ],
    }),
    "Cocktails on a seaside terrace table at dusk under a string of warm lights",
  ],
  mezeWood: [
    TS({
      surface: "wood",
      col: "#8a5a3a",
      mains: ["meze"],
      extras: ["wine", "wine", "lemon", "olive", "dip:olives", "side:octopus"],
    }),
    "A meze spread from above on a wooden table: hummus, tzatziki, taramas, pitta, olives and grilled octopus with red wine",
  ],
};

const HERO = [SC.beachGolden, SC.summerTable, SC.terraceDusk];

// brand imagery: medium tile (4:5) and three carousel images (3:2)
const BRAND_ART = {
  1: {
    medium: [
      SEA({ time: "golden", boats: 3, birds: 5, palms: [[0.86, 0.62]] }),
      "The sea at golden hour framed by a palm tree, with sailing boats on the horizon",
    ],
    carousel: [
      SC.summerTable,
      [
        ARCH({ time: "golden", wall: "#f3e6d3" }),
        "Whitewashed arches of a terrace opening onto the sea, with an olive tree and bougainvillea in terracotta pots",
      ],
      SC.terraceDusk,
    ],
  },
  2: {
    medium: [
      PATIS({ items: ["cake", "macarons"], wall: "#f6d9dc", accent: "#8a2f45" }),
      "A pink confectionery counter with a berry-topped layer cake and a pyramid of pastel macarons",
    ],
    carousel: [
      [
        TS({
          surface: "marble",
          col: "#f3efea",
          mains: ["loukoumades"],
          extras: ["coffee", "figs", "napkin"],
          napkinColor: "#f6dfe2",
          napkinStripe: "#8a2f45",
        }),
        "Loukoumades drizzled with honey and pistachio, a cappuccino and figs on white marble",
      ],
      [
        PATIS({ items: ["baklava", "cake2", "jar"], wall: "#f4e3e4", accent: "#8a2f45", archX: 0.3 }),
        "Baklava, a chocolate cake and a jar of biscuits in the shop window",
      ],
      [
        TS({
          surface: "linen",
          col: "#f6e4e4",
          mains: ["dessert"],
          extras: ["coffee", "figs", "figs", "flowers:#d94a8a"],
        }),
        "A slice of cheesecake with raspberries, coffee and figs on a blush linen cloth",
      ],
    ],
  },
  3: {
    medium: [
      PATIS({ items: ["cake3", "macarons"], wall: "#e6eef2", accent: "#7a2a40", icing: "#f3c6cf" }),
      "A confectionery counter by the marina with a celebration cake and macarons, the sea in the window",
    ],
    carousel: [
      [
        TS({
          surface: "marble",
          col: "#f1f0ee",
          mains: ["tart"],
          extras: ["coffee", "coffee", "lemon:orange", "napkin"],
          napkinStripe: "#7a2a40",
        }),
        "A chocolate tart with raspberries, two coffees and an orange on marble",
      ],
      [
        SEA({ time: "golden", boats: 5, town: true, table: "#e9e1d4", drinks: [["rocks", "#8a5632"]] }),
        "An iced coffee on a café table overlooking the boats of the marina at golden hour",
      ],
      [
        PATIS({ items: ["cake", "cake2", "cake3"], wall: "#e9eef2", accent: "#7a2a40", archX: 0.25 }),
        "Three celebration cakes on the counter",
      ],
    ],
  },
  4: {
    medium: [
      AERIAL({
        colors: [
          [C.sea, "#f6efe2"],
          ["#6fc2c4", "#f6efe2"],
        ],
      }),
      "An aerial view of a turquoise shoreline with rows of striped parasols and white sun loungers",
    ],
    carousel: [
      SC.beachGolden,
      [
        TS({
          surface: "linen",
          col: "#eef0ea",
          col2: "#1f6f8b",
          mains: ["octopus", "halloumi"],
          extras: ["wine:white", "lemon", "napkin", "water"],
          napkinStripe: "#1f6f8b",
        }),
        "Grilled octopus on fava and halloumi with watermelon on a blue-striped tablecloth",
      ],
      [
        SEA({
          time: "dusk",
          table: "#9a7a5a",
          drinks: [
            ["coupe", "#f39a5a"],
            ["highball", "#5fb8c8"],
          ],
          palms: [[0.08, 0.7]],
        }),
        "Two cocktails on a beach bar table as the sun sets over the sea",
      ],
    ],
  },
  5: {
    medium: [
      SEA({
        time: "noon",
        beach: true,
        boats: 2,
        shore: 0.66,
        parasols: 5,
        parasolColors: [["#ffffff", "#2f5d74"]],
      }),
      "A beach club with white parasols and loungers on a bright day by clear blue water",
    ],
    carousel: [
      [
        AERIAL({ colors: [["#ffffff", "#f3ece0"]] }),
        "White parasols and loungers seen from above along a turquoise shore",
      ],
      [
        TS({
          surface: "wood",
          col: "#c9a27a",
          mains: ["eggs", "fruit"],
          extras: ["cocktail:orange", "coffee:black", "lemon:orange"],
        }),
        "Breakfast at the beach club: eggs with avocado, a fruit bowl, fresh orange juice and coffee",
      ],
      [
        SEA({
          time: "golden",
          table: "#d8c8b0",
          drinks: [
            ["highball", "#f5a23a"],
            ["coupe", "#ef7f86"],
          ],
        }),
        "Golden-hour drinks on the beach club terrace",
      ],
    ],
  },
  6: {
    medium: [PIER({ time: "dusk" }), "A wooden pier lit by lanterns stretching out to sea at sunset"],
    carousel: [
      [
        TS({
          surface: "wood",
          col: "#5a4a42",
          mains: ["prawns", "fish"],
          extras: ["wine:white", "wine:white", "lemon", "tealight"],
          evening: true,
        }),
        "A seafood dinner of prawns and grilled fish with white wine on a dark wooden table",
      ],
      [PIER({ time: "night" }), "The pier at night with glowing lanterns under the moon"],
      [
        SEA({ time: "dusk", boats: 4, town: true, clouds: 3 }),
        "Fishing and sailing boats on a calm sea at dusk, the harbour lights coming on",
      ],
    ],
  },
  7: {
    medium: [
      CANAPES({}),
      "A slate board of canapés: smoked salmon, figs, cherry tomatoes, prawns and olives",
    ],
    carousel: [
      [
        TS({
          surface: "terrazzo",
          col: "#f3ebe0",
          mains: ["steak", "halloumi", "prawns"],
          extras: ["wine", "wine:white", "water", "water", "lemon"],
        }),
        "A banquet table with sliced lamb, grilled halloumi and prawns, seen from above on terrazzo",
      ],
      [VINE({ lights: true }), "A wedding dinner table under string lights among the vineyards at sunset"],
      [
        SEA({
          time: "golden",
          lights: true,
          table: "#e6dccb",
          drinks: [
            ["wine", "#e6c66a"],
            ["wine", "#e6c66a"],
            ["bottle", "#2a4a2a"],
          ],
        }),
        "White wine and glasses on a reception table by the sea at golden hour",
      ],
    ],
  },
  8: {
    medium: [
      CITY({ time: "dusk" }),
      "Rooftop tables with candles and wine above old city domes and minarets at dusk",
    ],
    carousel: [
      [
        TS({
          surface: "wood",
          col: "#6a4a36",
          mains: ["steak"],
          extras: ["wine", "wine", "side:salad", "pita"],
        }),
        "Slow-cooked lamb with potatoes, a village salad, pitta and red wine on a wooden table",
      ],
      [OVEN({ pizza: false }), "A clay oven glowing in the kitchen, ready for the kleftiko"],
      [
        CITY({ time: "night", tables: false }),
        "Old city rooftops and domes under a night sky with strings of warm lights",
      ],
    ],
  },
  9: {
    medium: [
      ARCH({ time: "noon", wall: "#eef0e6", floor: "#c9a27a", arches: 2 }),
      "A terrace of white arches on a sunny square with potted olive trees and bougainvillea",
    ],
    carousel: [
      [
        TS({
          surface: "tiles",
          col: "#f4efe6",
          col2: "#2f5a4a",
          mains: ["eggs"],
          extras: ["coffee", "side:fruit", "lemon:orange", "flowers"],
        }),
        "Brunch from above: fried eggs with avocado, fresh fruit and coffee on green patterned tiles",
      ],
      [
        TS({
          surface: "marble",
          col: "#f1eee9",
          mains: ["pasta"],
          extras: ["wine:white", "napkin", "lemon", "water"],
          napkinStripe: "#2f5a4a",
        }),
        "Prawn spaghetti with cherry tomatoes and basil on a marble table",
      ],
      [
        SEA({
          time: "dusk",
          table: "#4a5a4e",
          lights: true,
          headland: false,
          sun: false,
          drinks: [
            ["coupe", "#f39a5a"],
            ["rocks", "#c6dd78"],
            ["highball", "#ef7f86"],
          ],
        }),
        "Cocktails on the terrace at dusk under string lights",
      ],
    ],
  },
  10: {
    medium: [
      PIZZA({ type: "margherita" }),
      "A wood-fired margherita pizza with basil on a wooden board, with cherry tomatoes and olive oil",
    ],
    carousel: [
      [OVEN({}), "A tiled wood-fired pizza oven glowing with flames, a pizza on the peel"],
      [
        PIZZA({ type: "prosciutto", surface: "wood", col: "#5a3a28" }),
        "A pizza with lountza, halloumi and fresh herbs on a wooden board",
      ],
      [
        PIZZA({ type: "funghi", surface: "slate", col: "#34383c" }),
        "A mushroom pizza on a slate table with basil and tomatoes",
      ],
    ],
  },
  11: {
    medium: [
      PIZZA({ type: "diavola", surface: "stone", col: "#e2d8c8" }),
      "A spicy salami pizza on a pale stone table",
    ],
    carousel: [
      [
        PIZZA({ type: "vegetariana", surface: "stone", col: "#d8ccb8" }),
        "A vegetable pizza with peppers and olives, seen from above",
      ],
      [OVEN({ type: "prosciutto" }), "A pizza baking in a wood-fired oven"],
      [
        PIZZA({ type: "bianca", surface: "wood", col: "#7a5a3e" }),
        "A white pizza with mushrooms on a wooden board",
      ],
    ],
  },
  12: {
    medium: [
      SEA({
        time: "noon",
        palms: [
          [0.12, 0.78],
          [0.88, 0.72],
        ],
        boats: 2,
        town: true,
      }),
      "A seafront promenade lined with palm trees on a bright day",
    ],
    carousel: [
      [
        TS({
          surface: "linen",
          col: "#efe8da",
          col2: "#2f6a5a",
          mains: ["souvlaki", "salad"],
          extras: ["wine:white", "lemon", "dip:tzatziki"],
        }),
        "Sheftalia and souvlaki with pitta, a village salad and tzatziki",
      ],
      [
        TS({
          surface: "wood",
          col: "#b08a62",
          mains: ["prawns"],
          extras: ["lemon", "lemon", "wine:white", "napkin", "side:salad"],
          napkinStripe: "#2f6a5a",
        }),
        "Crisp seafood with lemons and a salad on a wooden taverna table",
      ],
      [
        SEA({ time: "golden", palms: [[0.8, 0.7]], boats: 2 }),
        "Palm trees and boats along the bay at golden hour",
      ],
    ],
  },
  13: {
    medium: [OVEN({ pizza: false }), "A teaching kitchen with a glowing wood-fired oven"],
    carousel: [
      [SC.mezeWood[0], "Meze made in a cooking class, shared at the long table"],
      [
        TS({
          surface: "wood",
          col: "#a07a56",
          mains: ["flaounes"],
          extras: ["redeggs", "coffee", "napkin"],
          napkinStripe: "#2f5d74",
        }),
        "Freshly baked flaounes with sesame and a bowl of red Easter eggs",
      ],
      [
        BREAD({ items: ["boule", "croissant", "batard"], coffee: true }),
        "Bread and pastries baked during a morning class",
      ],
    ],
  },
  14: {
    medium: [
      PATIS({ items: ["honey", "oil"], wall: "#f6e2b8", accent: "#7a4a16", trim: "#5a3a22", awning: false }),
      "Shelves of thyme honey jars and bottles of Cypriot olive oil",
    ],
    carousel: [
      [
        PATIS({
          items: ["honey", "jar", "oil"],
          wall: "#f3d9a4",
          accent: "#7a4a16",
          trim: "#4a2e16",
          archX: 0.5,
        }),
        "Honey, biscuits and olive oil on the pantry counter",
      ],
      [
        TS({
          surface: "wood",
          col: "#a0724a",
          mains: ["cookies"],
          extras: ["coffee", "figs", "figs", "napkin"],
          napkinColor: "#f6ecd6",
          napkinStripe: "#a8661e",
        }),
        "Melomakarona and kourabiedes with coffee and figs",
      ],
      [(S, r) => crateScene(S, r, "lemon"), "A crate of Cypriot lemons for preserves"],
    ],
  },
  15: {
    medium: [
      CONES({ n: 2, bg: "#fbd9df", table: "#9fd6c8" }),
      "Two gelato cones with pastel scoops against a soft pink wall",
    ],
    carousel: [
      [
        GELATO({}),
        "A gelato counter from above with twelve flavours: pistachio, strawberry, lemon, chocolate and more",
      ],
      [
        CONES({ n: 3, bg: "#d8efe8", table: "#f2c94c" }),
        "Three gelato cones with colourful scoops on a mint background",
      ],
      [
        SEA({
          time: "noon",
          beach: true,
          parasolColors: [
            ["#fdf1ee", "#d9506e"],
            ["#fdf1ee", "#9fd6c8"],
          ],
        }),
        "A sunny beach with pink and mint striped parasols near the gelateria",
      ],
    ],
  },
  18: {
    medium: [(S, r) => saplingScene(S, r), "A young olive tree planted at sunrise, with a watering can"],
    carousel: [
      [(S, r) => turtleScene(S, r), "A sea turtle heading to the sea across a clean beach"],
      [
        BREAD({ items: ["boule", "boule", "batard", "boule"] }),
        "Loaves of bread set aside for partner charities",
      ],
      [(S, r) => solarScene(S, r), "Solar panels on the roof of the central production kitchen"],
    ],
  },
};

const PAGES = {
  about: [
    SEA({ time: "golden", beach: true, boats: 2, birds: 4, palms: [[0.06, 0.7]] }),
    "A golden-hour beach with parasols and a palm tree, sailing boats on the horizon",
  ],
  brands: [
    TS({
      surface: "terrazzo",
      col: "#f3ebe0",
      mains: ["fish", "pasta", "salad"],
      extras: ["wine:white", "wine", "cocktail:pink", "lemon", "water", "coffee"],
    }),
    "A long table from above with grilled fish, pasta and salad, wine and cocktails on terrazzo",
  ],
  "private-events": [
    SEA({
      time: "dusk",
      table: "#6a5045",
      lights: true,
      drinks: [
        ["wine", "#e6c66a"],
        ["coupe", "#f39a5a"],
        ["wine", "#e6c66a"],
      ],
    }),
    "A private terrace by the sea at dusk with drinks and string lights",
  ],
  "central-production": [
    RACK({}),
    "Racks of freshly baked bread and pastries in the central production bakery",
  ],
  "whats-on": [
    CITY({ time: "night" }),
    "A lively rooftop terrace at night with candlelit tables and string lights over the city",
  ],
  news: [
    TS({
      surface: "wood",
      col: "#a07a56",
      mains: [],
      extras: ["paper", "coffee", "croissant", "lemon:orange", "olive"],
    }),
    "A newspaper, a cup of coffee and a croissant on a wooden café table",
  ],
  careers: [OVEN({}), "A restaurant kitchen with a tiled wood-fired oven glowing with flames"],
  "contact-us": [
    SEA({ time: "noon", boats: 3, town: true, birds: 3 }),
    "A calm blue sea with sailing boats and a white village on the headland",
  ],
  "community-sustainability": [
    (S, r) => saplingScene(S, r),
    "A young olive tree planted in fresh soil at sunrise, with a watering can",
  ],
  terms: [
    ARCH({ time: "noon", wall: "#f3ede2", pots: [[0.5, "olive"]] }),
    "Calm white arches opening onto a blue sea",
  ],
  "privacy-policy": [
    TS({ surface: "terrazzo", col: "#f1ece4", mains: [], extras: ["olive", "lemon", "lemon", "water"] }),
    "An olive branch and lemons on a terrazzo surface",
  ],
  "gift-card": [
    GIFT({}),
    "A dark blue gift card with a gold monogram on linen beside a terracotta envelope and an olive branch",
  ],
};

const PRIVATE_EVENTS = {
  city: [
    CITY({ time: "dusk" }),
    "Celebrate in the city: candlelit rooftop tables above the old town at dusk",
  ],
  sea: [
    SEA({
      time: "golden",
      boats: 4,
      table: "#d8c8b0",
      drinks: [
        ["coupe", "#f39a5a"],
        ["wine", "#e6c66a"],
        ["coupe", "#f39a5a"],
      ],
    }),
    "Celebrate by the sea: cocktails on a terrace as sailing boats pass at golden hour",
  ],
  catering: [
    TS({
      surface: "linen",
      col: "#efe6d8",
      col2: "#55652b",
      mains: ["meze", "steak", "prawns"],
      extras: ["wine", "wine:white", "water", "lemon", "olive"],
    }),
    "Catering spread with meze, sliced steak and prawns on a long linen-covered table",
  ],
};
const CATERING_TILE = [
  [CANAPES({}), "A board of canapés prepared by the catering team"],
  [
    TS({
      surface: "wood",
      col: "#4a3a34",
      mains: ["meze"],
      extras: ["tealight", "tealight", "wine", "wine:white"],
      evening: true,
    }),
    "A candlelit meze table at an evening event",
  ],
  [
    PATIS({ items: ["cake3"], wall: "#f3efe6", accent: "#55652b", awning: false }),
    "A white celebration cake with candles on a cake stand",
  ],
];
const SERVICES = [
  [
    TS({
      surface: "slate",
      col: "#2b2f33",
      mains: ["steak", "fish"],
      extras: ["wine", "wine:white", "tealight", "tealight"],
      evening: true,
    }),
    "Private dining: a candlelit table set with steak, grilled fish and wine",
  ],
  [CANAPES({}), "Catering: a board of canapés with smoked salmon, figs and prawns"],
  [GIFT({ coffee: false }), "Gift cards: a gift card with a gold monogram and a terracotta envelope"],
  [
    PATIS({ items: ["cake", "macarons", "cake2"], wall: "#f6d9dc", accent: "#8a2f45" }),
    "Confectionery: celebration cakes and macarons on a patisserie counter",
  ],
];

const NEWS = [
  [SC.summerTable[0], "Seven new sunset plates: grilled fish, Greek salad and white wine on linen"],
  [OVEN({ pizza: false }), "The central kitchen with its glowing wood-fired oven"],
  [
    TS({
      surface: "marble",
      col: "#f3efea",
      mains: ["loukoumades"],
      extras: ["coffee", "napkin", "figs"],
      napkinStripe: "#8a2f45",
    }),
    "Loukoumades with honey, cinnamon and pistachio, with a cappuccino",
  ],
  [CITY({ time: "golden" }), "Rooftop lunch tables above the old city of Nicosia"],
  [
    PIZZA({ type: "prosciutto", surface: "wood", col: "#6e4a32" }),
    "A pizza topped with lountza, halloumi and fresh herbs",
  ],
  [PIER({ time: "dawn" }), "The pier at sunrise, when the fishing boats come in"],
  [VINE({ time: "dawn" }), "Terraced hills of a mountain village at sunrise"],
  [
    SEA({
      time: "noon",
      palms: [
        [0.1, 0.8],
        [0.9, 0.74],
      ],
      boats: 3,
      town: true,
    }),
    "The palm-lined seafront promenade on a sunny day",
  ],
  [GIFT({}), "A gift card with a gold monogram beside a terracotta envelope"],
  [
    SEA({
      time: "golden",
      table: "#c9b49a",
      drinks: [
        ["coupe", "#c0603a"],
        ["highball", "#f5a23a"],
        ["rocks", "#e0a030"],
      ],
    }),
    "Three golden-hour cocktails on a beach bar",
  ],
  [VINE({ lights: true }), "A wedding dinner table under string lights among the vineyards at sunset"],
  [
    TS({
      surface: "linen",
      col: "#efe6d8",
      col2: "#8a2f45",
      mains: ["cookies"],
      extras: ["coffee", "figs", "flowers:#c0392b", "napkin"],
      napkinStripe: "#8a2f45",
    }),
    "Melomakarona and kourabiedes on a festive table with coffee",
  ],
  [
    ARCH({ time: "noon", wall: "#eef0e6", floor: "#c9a27a" }),
    "The sunny terrace arches of the plaza, with potted olive trees and bougainvillea",
  ],
  [PIZZA({ type: "margherita", surface: "stone", col: "#e2d8c8" }), "A margherita pizza ready for delivery"],
  [
    TS({
      surface: "stone",
      col: "#d8ccb8",
      mains: ["fish", "prawns"],
      extras: ["lemon", "lemon", "wine:white"],
    }),
    "The morning catch: whole fish and prawns with lemons",
  ],
  [
    TS({
      surface: "linen",
      col: "#eef0ea",
      col2: "#1f6f8b",
      mains: ["fish"],
      extras: ["lemon", "lemon", "olive", "wine:white", "napkin"],
      napkinStripe: "#1f6f8b",
    }),
    "Grilled sea bream with fennel and lemon",
  ],
  [
    SEA({
      time: "dusk",
      palms: [
        [0.08, 0.72],
        [0.92, 0.66],
      ],
      boats: 4,
      lights: true,
    }),
    "Boats and string lights on the seafront for the Kataklysmos festival",
  ],
  [
    PATIS({ items: ["honey", "oil"], wall: "#f3d9a4", accent: "#7a4a16", trim: "#4a2e16" }),
    "Jars of carob syrup and honey on the pantry shelf",
  ],
  [
    AERIAL({ colors: [["#ffffff", "#f3ece0"]] }),
    "White parasols and sun loungers along the shore, seen from above",
  ],
  [
    TS({
      surface: "wood",
      col: "#a07a56",
      mains: ["flaounes"],
      extras: ["redeggs", "coffee", "flowers:#f2c94c"],
    }),
    "Flaounes with sesame and a bowl of red eggs for Easter",
  ],
  [
    PATIS({ items: ["cake", "macarons", "cake2"], wall: "#f6d9dc", accent: "#8a2f45", icing: "#c0392b" }),
    "Valentine's cakes with red glaze and raspberries",
  ],
  [CITY({ time: "night", fireworks: 3, tables: false }), "Fireworks over the old city on New Year's Eve"],
  [OVEN({}), "A wood-fired oven glowing late into the night"],
  [RACK({}), "Bakery racks in the central production kitchen"],
  [
    TS({
      surface: "wood",
      col: "#6a4a36",
      mains: ["steak"],
      extras: ["wine", "side:salad", "pita", "lemon"],
    }),
    "Kleftiko Sunday: slow-cooked lamb with potatoes and a village salad",
  ],
  [GELATO({}), "New summer gelato flavours lined up in the counter"],
  [(S, r) => crateScene(S, r, "tomato"), "A crate of ripe vine tomatoes saved from waste"],
];

// events in the order the seed indexes them
const EVENTS = [
  {
    name: "Larnaca Seafront Fish Meze Festival",
    brandId: 12,
    small: [
      SEA({
        time: "dusk",
        palms: [
          [0.08, 0.72],
          [0.9, 0.66],
        ],
        lights: true,
        boats: 2,
      }),
      "The palm-lined seafront at dusk under string lights",
    ],
    medium: [
      TS({
        surface: "wood",
        col: "#7a5a3e",
        mains: ["prawns", "fish"],
        extras: ["lemon", "wine:white", "dip:taramas"],
      }),
      "A fish meze of prawns, grilled fish and taramas",
    ],
    carousel: [
      [SEA({ time: "dusk", palms: [[0.06, 0.7]], lights: true, boats: 3 }), "The seafront at dusk"],
      [
        TS({
          surface: "wood",
          col: "#7a5a3e",
          mains: ["prawns", "fish"],
          extras: ["lemon", "wine:white", "dip:taramas"],
        }),
        "Prawns and grilled fish to share",
      ],
      [SC.mezeWood[0], "Meze plates on the long table"],
    ],
  },
  {
    name: "Sunset Jazz Sessions at the Beach",
    brandId: 4,
    small: [
      SEA({ time: "golden", beach: true, lights: true, boats: 2 }),
      "The beach at golden hour with string lights",
    ],
    medium: [
      SEA({
        time: "dusk",
        table: "#8a6a55",
        lights: true,
        drinks: [
          ["coupe", "#f39a5a"],
          ["highball", "#5fb8c8"],
        ],
      }),
      "Cocktails at sunset under string lights",
    ],
    carousel: [
      [SEA({ time: "golden", beach: true, lights: true }), "The beach at sunset"],
      [SC.terraceDusk[0], "Cocktails on the terrace"],
      [AERIAL({}), "The beach from above"],
    ],
  },
  {
    name: "Five Villages, Five Wines: A Cypriot Wine Dinner",
    brandId: 8,
    small: [WINE({}), "Wine glasses, a bottle and cheese at a candlelit table"],
    medium: [
      WINE({
        items: [
          ["bottle", "#3a0f1a"],
          ["wine", "#7a1f35"],
        ],
      }),
      "A bottle of red wine and a glass",
    ],
    carousel: [
      [WINE({}), "A flight of local wines"],
      [VINE({}), "Vineyards at sunset"],
      [
        TS({
          surface: "slate",
          col: "#2a2a2e",
          mains: ["fruit"],
          extras: ["wine", "wine", "figs", "tealight"],
          evening: true,
        }),
        "Fruit, figs and red wine on slate",
      ],
    ],
  },
  {
    name: "Kids' Pizza Workshop",
    brandId: 10,
    small: [OVEN({}), "A wood-fired oven ready for the pizza workshop"],
    medium: [PIZZA({ type: "margherita" }), "A margherita pizza on a wooden board"],
    carousel: [
      [OVEN({}), "The wood-fired oven"],
      [PIZZA({ type: "margherita", surface: "wood", col: "#8a6a4a" }), "A finished margherita pizza"],
      [
        PIZZA({ type: "vegetariana", surface: "stone", col: "#e2d8c8" }),
        "A vegetable pizza made in the workshop",
      ],
    ],
  },
  {
    name: "Full Moon Seafood Supper on the Pier",
    brandId: 6,
    small: [PIER({ time: "night" }), "The pier under the full moon with glowing lanterns"],
    medium: [
      SEA({ time: "night", moon: true, stars: true, sunX: 0.5, lights: true }),
      "The full moon over the sea with string lights",
    ],
    carousel: [
      [PIER({ time: "night" }), "The pier by moonlight"],
      [
        TS({
          surface: "wood",
          col: "#4a3e38",
          mains: ["prawns", "octopus"],
          extras: ["wine:white", "wine:white", "tealight", "tealight", "lemon"],
          evening: true,
        }),
        "Prawns and grilled octopus by candlelight",
      ],
      [SEA({ time: "night", moon: true, stars: true, sunX: 0.62, boats: 2 }), "Moonlight on the water"],
    ],
  },
  {
    name: "Loukoumades Masterclass for Families",
    brandId: 2,
    small: [
      TS({
        surface: "marble",
        col: "#f3efea",
        mains: ["loukoumades"],
        extras: ["coffee", "napkin", "lemon:orange"],
        napkinStripe: "#8a2f45",
      }),
      "A plate of golden loukoumades with honey",
    ],
    medium: [
      PATIS({ items: ["cake3", "macarons"], wall: "#f3e3e6", accent: "#8a2f45" }),
      "The confectionery counter with a cake and macarons",
    ],
    carousel: [
      [
        TS({
          surface: "marble",
          col: "#f3efea",
          mains: ["loukoumades", "dessert"],
          extras: ["coffee", "coffee"],
        }),
        "Loukoumades and cheesecake with coffee",
      ],
      [
        PATIS({ items: ["cake", "macarons", "cake2"], wall: "#f6d9dc", accent: "#8a2f45" }),
        "Cakes and macarons in the shop",
      ],
      [
        TS({
          surface: "linen",
          col: "#f6e4e4",
          mains: ["tart"],
          extras: ["coffee", "flowers:#d94a8a", "figs"],
        }),
        "A berry tart with coffee",
      ],
    ],
  },
  {
    name: "Paddle, Swim and Brunch at the Sun",
    brandId: 5,
    small: [
      SEA({ time: "noon", beach: true, parasols: 4, parasolColors: [["#ffffff", "#2f5d74"]], boats: 3 }),
      "A calm morning sea beside the beach club",
    ],
    medium: [AERIAL({ colors: [["#ffffff", "#f3ece0"]] }), "White parasols along the shore seen from above"],
    carousel: [
      [
        SEA({ time: "dawn", beach: true, parasols: 3, parasolColors: [["#ffffff", "#2f5d74"]] }),
        "The beach club in the morning light",
      ],
      [
        TS({
          surface: "wood",
          col: "#c9a27a",
          mains: ["eggs", "fruit"],
          extras: ["cocktail:orange", "coffee"],
        }),
        "Brunch with eggs, fruit and fresh juice",
      ],
      [AERIAL({ colors: [["#ffffff", "#f3ece0"]], rows: 1 }), "Turquoise water at the beach club"],
    ],
  },
  {
    name: "Meze Night on the Plaza Terrace with Live Bouzouki",
    brandId: 9,
    small: [SC.mezeWood[0], "A meze spread with red wine"],
    medium: [CITY({ time: "dusk" }), "Terrace tables over the old city at dusk"],
    carousel: [
      [CITY({ time: "night" }), "The terrace at night"],
      [SC.mezeWood[0], "Meze to share"],
      [
        TS({
          surface: "wood",
          col: "#7a5a3e",
          mains: ["souvlaki"],
          extras: ["wine", "wine", "lemon", "dip:tzatziki"],
        }),
        "Souvlaki skewers with pitta, tomatoes and tzatziki",
      ],
    ],
  },
];

// community items in the order the seed indexes them
const CSR = [
  [(S, r) => carafeScene(S, r), "Refill, not plastic: glasses of water with lemon and lime"],
  [(S, r) => solarScene(S, r), "Solar panels on the roof of the central production kitchen"],
  [(S, r) => crateScene(S, r, "lemon"), "Buying local: a crate of Cypriot lemons"],
  [OVEN({ pizza: false }), "A training kitchen with a glowing oven for young cooks"],
  [
    SEA({ time: "golden", beach: true, parasols: 0, boats: 1, birds: 4 }),
    "A clean beach at sunset after a morning clean-up",
  ],
  [BREAD({ items: ["boule", "boule", "batard", "boule"] }), "Sharing surplus bread with local charities"],
];

// Our Story, oldest first
const STORY = [
  {
    year: 1978,
    post: "vintage",
    draw: STORE({ sign: "GLYKIA", accent: "#8a2f45" }),
    alt: "The first sweet shop off Ledra Street in 1978, with a striped awning and cakes in the window",
  },
  {
    year: 1986,
    post: "vintage",
    draw: CITY({ time: "dusk" }),
    alt: "Tables of the first taverna near the Venetian walls of Nicosia",
  },
  {
    year: 1994,
    post: "faded",
    draw: RACK({}),
    alt: "Racks of bread and pastries in the new central production kitchen",
  },
  {
    year: 2003,
    post: "faded",
    draw: SEA({ time: "golden", beach: true, boats: 2 }),
    alt: "The first tables on the sand at Agios Tychonas",
  },
  { year: 2011, draw: PIER({ time: "dusk" }), alt: "The pier restaurant over the water at the Old Port" },
  { year: 2018, draw: OVEN({}), alt: "The wood-fired oven of the first pizzeria" },
  {
    year: 2024,
    draw: TS({
      surface: "terrazzo",
      col: "#f3ebe0",
      mains: ["fish", "meze", "pasta"],
      extras: ["wine:white", "wine", "cocktail:orange", "lemon", "coffee"],
    }),
    alt: "A long family table of dishes from across the group",
  },
];

// ================================================================ videos (looping: every motion is periodic in t)
const VIDEOS = {
  hero: {
    w: 1280,
    h: 720,
    seconds: 8,
    crf: 21,
    alt: "Waves glittering under a low golden sun beside a beach with striped parasols",
    frame: (S, t, r) =>
      seaScene(S, r, {
        time: "golden",
        beach: true,
        boats: 2,
        birds: 4,
        t,
        parasolColors: [
          ["#f6efe2", C.sea],
          ["#f6efe2", C.terracotta],
        ],
      }),
  },
  tile: {
    w: 720,
    h: 900,
    seconds: 8,
    crf: 22,
    alt: "Aerial view of gentle waves washing onto a beach lined with parasols",
    frame: (S, t, r) =>
      aerialBeach(S, r, {
        t,
        colors: [
          [C.sea, "#f6efe2"],
          ["#6fc2c4", "#f6efe2"],
        ],
      }),
  },
  production: {
    w: 1280,
    h: 720,
    seconds: 8,
    crf: 21,
    alt: "Fresh loaves cooling on a bakery counter with steam rising, a wood-fired oven glowing behind",
    frame: (S, t, r) => productionScene(S, r, { t }),
  },
};

// ================================================================ menus (PDF)
const MENUS = [
  {
    brandId: 4,
    file: "menus/kyma-beach.pdf",
    title: "Menu",
    note: "Served daily from 12:00 to 23:00 · Kyma Beach, Limassol seafront",
    sections: [
      [
        "To Share",
        [
          ["Meze Board", "Hummus, tzatziki, taramas, olives, warm pitta", 16.5],
          ["Grilled Halloumi", "Watermelon, mint, carob syrup", 9.5],
          ["Octopus", "Chargrilled, fava purée, capers, red onion", 15.0],
          ["Kalamari", "Crisp fried squid, lemon, garlic aioli", 12.0],
          ["Sea Bass Ceviche", "Citrus, chilli, coriander, avocado", 14.5],
        ],
      ],
      [
        "Salads",
        [
          ["Village Salad", "Tomato, cucumber, onion, olives, Cypriot feta, oregano", 11.0],
          ["Kyma Greens", "Rocket, fennel, orange, pomegranate, roasted almonds", 10.5],
          ["Grilled Peach & Anari", "Soft whey cheese, basil, honey dressing", 11.5],
        ],
      ],
      [
        "From the Sea",
        [
          ["Catch of the Day", "Whole grilled fish, lemon, olive oil, wild greens — per kg", 68.0],
          ["Sea Bream Fillet", "Crushed potatoes, samphire, lemon butter", 24.0],
          ["Prawn Linguine", "Cherry tomato, chilli, garlic, parsley", 21.5],
          ["Seafood Risotto", "Mussels, prawns, squid, saffron", 23.0],
          ["Grilled King Prawns", "Garlic, lemon, herb oil", 27.0],
        ],
      ],
      [
        "From the Grill",
        [
          ["Chicken Souvlaki", "Pitta, tomato, onion, tzatziki, fries", 16.0],
          ["Lamb Cutlets", "Oregano potatoes, lemon yoghurt", 26.0],
          ["Beef Tagliata", "Rocket, parmesan, rosemary potatoes", 29.0],
          ["Halloumi & Vegetable Skewers", "Peppers, courgette, bulgur salad", 15.5],
        ],
      ],
      [
        "Sides",
        [
          ["Hand-cut Fries", "Sea salt, oregano", 5.0],
          ["Wild Greens", "Olive oil, lemon", 5.5],
          ["Grilled Vegetables", "Balsamic glaze", 6.0],
        ],
      ],
      [
        "Desserts",
        [
          ["Loukoumades", "Honey, cinnamon, crushed walnuts", 8.0],
          ["Galaktoboureko", "Semolina custard, filo, orange syrup", 8.5],
          ["Chocolate Tart", "Raspberries, vanilla cream", 9.0],
          ["Gelato Trio", "Ask for today’s flavours", 7.5],
        ],
      ],
      [
        "Cocktails",
        [
          ["Kyma Spritz", "Aperol, zivania, orange, prosecco", 11.0],
          ["Commandaria Sour", "Commandaria, lemon, egg white, bitters", 12.0],
          ["Cucumber Cooler", "Gin, cucumber, mint, tonic", 11.0],
          ["Sunset Margarita", "Tequila, blood orange, lime, salt", 12.0],
        ],
      ],
      [
        "Wines by the Glass",
        [
          ["Xynisteri", "Crisp local white, Limassol wine villages", 8.0],
          ["Maratheftiko", "Cypriot red, dark cherry and spice", 9.0],
          ["Rosé", "Dry, strawberry and citrus notes", 8.5],
        ],
      ],
    ],
  },
  {
    brandId: 10,
    file: "menus/forno-strovolos.pdf",
    title: "Menu",
    note: "Wood-fired at 450 °C · dough rested 48 hours · takeaway and delivery",
    sections: [
      [
        "Starters",
        [
          ["Garlic Focaccia", "Rosemary, sea salt, olive oil", 6.5],
          ["Burrata", "Heirloom tomatoes, basil, olive oil", 12.0],
          ["Arancini", "Saffron rice, mozzarella, tomato sauce", 8.5],
          ["Halloumi Fries", "Honey, sesame, mint yoghurt", 8.0],
        ],
      ],
      [
        "Classic Pizzas",
        [
          ["Margherita", "Tomato, fior di latte, basil, olive oil", 11.0],
          ["Marinara", "Tomato, garlic, oregano, olive oil", 9.0],
          ["Diavola", "Tomato, mozzarella, spicy salami, chilli", 14.0],
          ["Funghi", "Mozzarella, mushrooms, thyme, garlic", 13.0],
          ["Quattro Formaggi", "Mozzarella, gorgonzola, parmesan, halloumi", 14.5],
        ],
      ],
      [
        "Signature Pizzas",
        [
          ["Forno", "Tomato, lountza, halloumi, mint, cherry tomatoes", 15.5],
          ["Prosciutto & Rocket", "Mozzarella, prosciutto crudo, rocket, parmesan", 16.0],
          ["Vegetariana", "Grilled peppers, courgette, olives, red onion", 14.0],
          ["Sheftalia", "Cypriot sausage, onion, parsley, tahini drizzle", 15.0],
          ["Bianca al Tartufo", "Truffle cream, mushrooms, mozzarella", 17.5],
        ],
      ],
      [
        "Salads",
        [
          ["Rocket & Parmesan", "Cherry tomatoes, balsamic", 9.0],
          ["Greek Salad", "Tomato, cucumber, olives, feta", 10.0],
        ],
      ],
      [
        "Desserts",
        [
          ["Nutella Calzone", "Hazelnut chocolate, icing sugar", 8.0],
          ["Tiramisu", "Mascarpone, espresso, cocoa", 7.5],
          ["Gelato", "Two scoops", 5.5],
        ],
      ],
      [
        "Drinks",
        [
          ["Homemade Lemonade", "Cypriot lemons, mint", 4.5],
          ["Local Craft Beer", "330 ml", 6.0],
          ["House Wine", "Red, white or rosé, glass", 6.5],
          ["Soft Drinks", "330 ml", 3.0],
        ],
      ],
    ],
  },
];
function fmtEur(v) {
  return `€${v.toFixed(2)}`;
}
async function renderMenu(m) {
  if (!selected(m.file)) return null;
  const b = brandById(m.brandId);
  const [ink, second, , light] = b.palette;
  const logoPng = await sharp(Buffer.from(logoSvg(b, false)), { density: 300 })
    .resize(900)
    .png({ compressionLevel: 9 })
    .toBuffer();
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    info: {
      Title: `${b.name} — Menu`,
      Author: "Thalassa Group",
      Subject: "Demo menu",
      CreationDate: new Date("2024-05-01T00:00:00Z"),
    },
    compress: true,
  });
  // standard PDF fonts keep the file small and the text selectable; the logo carries the brand type
  const chunks = [];
  doc.on("data", (c) => chunks.push(c));
  const finished = new Promise((res) => doc.on("end", res));
  const W = 595.28,
    H = 841.89,
    M = 62;
  let page = 0;
  let y = 0;
  const frame = () => {
    page++;
    doc.rect(0, 0, W, H).fill(light);
    doc
      .lineWidth(0.8)
      .strokeColor(ink)
      .opacity(0.5)
      .rect(24, 24, W - 48, H - 48)
      .stroke()
      .opacity(1);
    doc
      .lineWidth(0.4)
      .strokeColor(ink)
      .opacity(0.35)
      .rect(29, 29, W - 58, H - 58)
      .stroke()
      .opacity(1);
    // wave ornament at the bottom
    doc.save().opacity(0.25).lineWidth(1).strokeColor(second);
    for (let k = 0; k < 3; k++) {
      let d = `M ${M} ${H - 70 + k * 6}`;
      for (let x = M; x < W - M; x += 24) d += ` q 6 -4 12 0 t 12 0`;
      doc.path(d).stroke();
    }
    doc.restore();
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor(ink)
      .opacity(0.7)
      .text(
        "Prices in euro, VAT included. Please tell your server about any allergies or dietary needs.",
        M,
        H - 50,
        { width: W - 2 * M, align: "center" },
      )
      .opacity(1);
    doc
      .font("Helvetica")
      .fontSize(7)
      .fillColor(ink)
      .text(`${page}`, M, H - 38, { width: W - 2 * M, align: "center" });
    if (page === 1) {
      doc.image(logoPng, W / 2 - 120, 56, { width: 240 });
      doc
        .font("Times-Roman")
        .fontSize(20)
        .fillColor(ink)
        .text(m.title.toUpperCase(), M, 170, { width: W - 2 * M, align: "center", characterSpacing: 6 });
      doc
        .font("Times-Italic")
        .fontSize(11)
        .fillColor(ink)
        .opacity(0.8)
        .text(m.note, M, 198, { width: W - 2 * M, align: "center" })
        .opacity(1);
      y = 236;
    } else {
      doc
        .font("Times-Italic")
        .fontSize(11)
        .fillColor(ink)
        .text(`${b.word.toUpperCase()} · ${m.title.toUpperCase()}`, M, 52, {
          width: W - 2 * M,
          align: "center",
          characterSpacing: 3,
        });
      y = 88;
    }
  };
  frame();
  const bottom = H - 96;
  for (const [section, items] of m.sections) {
    const need = 44 + Math.min(2, items.length) * 34;
    if (y + need > bottom) {
      doc.addPage();
      frame();
    }
    doc
      .font("Times-Roman")
      .fontSize(13)
      .fillColor(ink)
      .text(section.toUpperCase(), M, y, { width: W - 2 * M, align: "center", characterSpacing: 3 });
    y += 20;
    doc
      .moveTo(W / 2 - 24, y)
      .lineTo(W / 2 + 24, y)
      .lineWidth(0.8)
      .strokeColor(ink)
      .opacity(0.5)
      .stroke()
      .opacity(1);
    y += 12;
    for (const [name, desc, price] of items) {
      if (y + 34 > bottom) {
        doc.addPage();
        frame();
      }
      doc.font("Times-Bold").fontSize(12.5).fillColor(ink);
      const nameW = doc.widthOfString(name);
      doc.text(name, M, y, { lineBreak: false });
      const p = fmtEur(price);
      doc.font("Times-Roman").fontSize(12);
      const pw = doc.widthOfString(p);
      doc.text(p, W - M - pw, y, { lineBreak: false });
      // dotted leader
      doc
        .save()
        .lineWidth(0.6)
        .dash(1, { space: 3 })
        .strokeColor(ink)
        .opacity(0.45)
        .moveTo(M + nameW + 8, y + 11)
        .lineTo(W - M - pw - 8, y + 11)
        .stroke()
        .undash()
        .restore();
      doc
        .font("Times-Italic")
        .fontSize(10.5)
        .fillColor(ink)
        .opacity(0.78)
        .text(desc, M, y + 16, { width: W - 2 * M - 70, lineBreak: false })
        .opacity(1);
      y += 36;
    }
    y += 14;
  }
  doc.end();
  await finished;
  const buf = Buffer.concat(chunks);
  writeOut(m.file, buf);
  return { brandId: m.brandId, name: `${b.name} — Menu`, path: m.file, pages: page, bytes: buf.length };
}

// ================================================================ main
function makeLimit(n) {
  let active = 0;
  const queue = [];
  const next = () => {
    if (active >= n || !queue.length) return;
    active++;
    const { fn, res, rej } = queue.shift();
    fn()
      .then(res, rej)
      .finally(() => {
        active--;
        next();
      });
  };
  return (fn) =>
    new Promise((res, rej) => {
      queue.push({ fn, res, rej });
      next();
    });
}
const limit = makeLimit(3);
const img = (opts) => limit(() => renderImage(opts));
const kebab = (s) =>
  s
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

async function main() {
  const t0 = Date.now();
  fs.mkdirSync(OUT, { recursive: true });
  if (!ONLY) {
    // start from a clean slate, but only inside the folders this script owns
    for (const d of [
      "brands",
      "hero",
      "videos",
      "pages",
      "private-events",
      "services",
      "news",
      "events",
      "csr",
      "story",
      "gift-card",
      "central-production",
      "menus",
      "favicon",
    ])
      fs.rmSync(path.join(OUT, d), { recursive: true, force: true });
  }
  const L = WIDTHS.large,
    M2 = WIDTHS.medium;
  const manifest = {
    generator: "apps/api/scripts/generate-media.mjs",
    note: "Generated demo media (SVG compositions rendered with sharp, clips encoded with ffmpeg, menus made with pdfkit). Paths are relative to the media folder.",
    brands: {},
    hero: {},
    videos: {},
    pages: {},
    privateEvents: {},
    cateringTile: [],
    services: [],
    news: [],
    events: [],
    csr: [],
    story: [],
    giftCard: null,
    centralProduction: { contacts: [] },
    menus: [],
    favicon: {},
  };

  // ---- brands
  const brandJobs = BRANDS.map(async (b) => {
    const dir = `brands/${b.id}`;
    if (selected(`${dir}/logo`)) {
      writeOut(`${dir}/logo.svg`, Buffer.from(logoSvg(b, false)));
      writeOut(`${dir}/logo-2.svg`, Buffer.from(logoSvg(b, true)));
    }
    const art = BRAND_ART[b.id];
    const medium = img({
      dir,
      name: "medium",
      aspect: ASPECT.portrait,
      widths: M2,
      alt: `${b.name}: ${art.medium[1].charAt(0).toLowerCase()}${art.medium[1].slice(1)}, with the ${b.name} logo`,
      draw: (S, r) => brandTile(S, r, b, art.medium[0]),
    });
    const carousel = art.carousel.map(([draw, alt], i) =>
      img({ dir, name: `carousel-${i + 1}`, aspect: ASPECT.land, widths: M2, alt, draw }),
    );
    manifest.brands[b.id] = {
      id: b.id,
      name: b.name,
      type: b.type,
      kind: b.kind,
      location: b.location,
      tagline: b.tag,
      palette: b.palette,
      showInLogoCarousel: b.id !== 18,
      logo: `${dir}/logo.svg`,
      logo_2: `${dir}/logo-2.svg`,
      medium: await medium,
      carousel: await Promise.all(carousel),
    };
  });

  // ---- hero
  const heroDesktop = HERO.map(([draw, alt], i) =>
    img({
      dir: "hero",
      name: `desktop-${i + 1}`,
      aspect: ASPECT.wide,
      widths: L,
      alt,
      draw,
      seed: `hero-${i}`,
    }),
  );
  const heroMobile = HERO.map(([draw, alt], i) =>
    img({
      dir: "hero",
      name: `mobile-${i + 1}`,
      aspect: ASPECT.tall,
      widths: M2,
      alt,
      draw,
      seed: `hero-${i}`,
    }),
  );

  // ---- pages
  const pageJobs = Object.entries(PAGES).map(([k, [draw, alt]]) =>
    img({ dir: "pages", name: k, aspect: ASPECT.wide, widths: L, alt, draw }).then((v) => [k, v]),
  );

  // ---- private events, catering tile, services
  const peJobs = Object.entries(PRIVATE_EVENTS).map(([k, [draw, alt]]) =>
    img({ dir: "private-events", name: k, aspect: ASPECT.land, widths: M2, alt, draw }).then((v) => [k, v]),
  );
  const catering = CATERING_TILE.map(([draw, alt], i) =>
    img({
      dir: "private-events",
      name: `catering-tile-${i + 1}`,
      aspect: ASPECT.portrait,
      widths: M2,
      alt,
      draw,
    }),
  );
  const serviceNames = ["private-dining", "catering", "gift-cards", "confectionery"];
  const services = SERVICES.map(([draw, alt], i) =>
    img({ dir: "services", name: serviceNames[i], aspect: ASPECT.land, widths: M2, alt, draw }),
  );

  // ---- news: same composition (same seed) in 3:2 and 16:9
  const news = NEWS.map(([draw, alt], i) =>
    Promise.all([
      img({
        dir: "news",
        name: `${i + 1}-small`,
        aspect: ASPECT.land,
        widths: M2,
        alt,
        draw,
        seed: `news-${i}`,
      }),
      img({
        dir: "news",
        name: `${i + 1}-large`,
        aspect: ASPECT.wide,
        widths: [960, 1600],
        alt,
        draw,
        seed: `news-${i}`,
      }),
    ]).then(([small, large]) => ({ small, large })),
  );

  // ---- events
  const events = EVENTS.map((e, i) => {
    const dir = `events/${i + 1}-${kebab(e.name)}`;
    return Promise.all([
      img({ dir, name: "small", aspect: ASPECT.land, widths: M2, alt: e.small[1], draw: e.small[0] }),
      img({ dir, name: "medium", aspect: ASPECT.portrait, widths: M2, alt: e.medium[1], draw: e.medium[0] }),
      Promise.all(
        e.carousel.map(([draw, alt], k) =>
          img({ dir, name: `carousel-${k + 1}`, aspect: ASPECT.wide, widths: L, alt, draw }),
        ),
      ),
    ]).then(([small, medium, carousel]) => ({ name: e.name, brandId: e.brandId, small, medium, carousel }));
  });

  // ---- csr, story, gift card, central production contacts
  const csrNames = [
    "refill-water",
    "solar-power",
    "local-lemons",
    "training-kitchen",
    "beach-clean-up",
    "food-sharing",
  ];
  const csr = CSR.map(([draw, alt], i) =>
    img({ dir: "csr", name: csrNames[i], aspect: ASPECT.square, widths: M2, alt, draw }),
  );
  const story = STORY.map((s) =>
    img({
      dir: "story",
      name: String(s.year),
      aspect: ASPECT.land,
      widths: M2,
      alt: s.alt,
      draw: s.draw,
      post: s.post,
    }).then((image) => ({ year: s.year, image })),
  );
  const gift = img({
    dir: "gift-card",
    name: "gift-card",
    aspect: ASPECT.land,
    widths: L,
    alt: "A Thalassa Group gift card in deep blue with a gold monogram and wave pattern, lying on linen beside a terracotta envelope",
    draw: GIFT({}),
  });
  const contacts = [
    img({
      dir: "central-production",
      name: "contact-bakery",
      aspect: ASPECT.land,
      widths: M2,
      alt: "Fresh loaves and croissants from the central bakery",
      draw: BREAD({ items: ["boule", "croissant", "batard", "croissant"] }),
    }),
    img({
      dir: "central-production",
      name: "contact-pastry",
      aspect: ASPECT.land,
      widths: M2,
      alt: "Cakes and macarons from the central pastry kitchen",
      draw: PATIS({ items: ["cake", "macarons"], wall: "#f3e6da", accent: "#1f6f8b" }),
    }),
  ];

  // ---- videos (sequential: each already uses both cores)
  for (const [k, v] of Object.entries(VIDEOS)) manifest.videos[k] = await renderVideo({ name: k, ...v });
  manifest.hero.video = manifest.videos.hero;

  // ---- menus and favicon
  for (const m of MENUS) {
    const res = await renderMenu(m);
    if (res) manifest.menus.push(res);
  }
  if (selected("favicon")) {
    const svg = faviconSvg();
    writeOut("favicon/favicon.svg", Buffer.from(svg));
    writeOut(
      "favicon/apple-touch-icon.png",
      await sharp(Buffer.from(svg), { density: 300 })
        .resize(180, 180)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    writeOut(
      "favicon/favicon-32.png",
      await sharp(Buffer.from(svg), { density: 150 }).resize(32, 32).png({ compressionLevel: 9 }).toBuffer(),
    );
    manifest.favicon = {
      svg: "favicon/favicon.svg",
      png: "favicon/apple-touch-icon.png",
      png32: "favicon/favicon-32.png",
    };
  }

  await Promise.all(brandJobs);
  manifest.hero.desktop = await Promise.all(heroDesktop);
  manifest.hero.mobile = await Promise.all(heroMobile);
  manifest.pages = Object.fromEntries(await Promise.all(pageJobs));
  manifest.privateEvents = Object.fromEntries(await Promise.all(peJobs));
  manifest.cateringTile = await Promise.all(catering);
  manifest.services = await Promise.all(services);
  manifest.news = await Promise.all(news);
  manifest.events = await Promise.all(events);
  manifest.csr = await Promise.all(csr);
  manifest.story = await Promise.all(story);
  manifest.giftCard = await gift;
  manifest.centralProduction.contacts = await Promise.all(contacts);

  // ---- report
  const total = written.reduce((a, f) => a + f.bytes, 0);
  const largest = [...written].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(
    `media: ${written.length} files, ${(total / 1048576).toFixed(2)} MB, ${imageCount} images, ${secs}s -> ${OUT}`,
  );
  for (const f of largest) console.log(`  ${(f.bytes / 1024).toFixed(0).padStart(5)} KB  ${f.rel}`);
  const over = written.filter((f) => f.rel.endsWith(".webp") && f.bytes > 250 * 1024);
  if (over.length) console.warn(`WARNING: ${over.length} images over 250 KB`);
  if (!ONLY) {
    // sort brand keys numerically for a stable file
    manifest.brands = Object.fromEntries(Object.entries(manifest.brands).sort((a, b) => +a[0] - +b[0]));
    fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
    fs.writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`manifest -> ${MANIFEST}`);
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});

// ---------------------------------------------------------------- embedded fonts (SIL OFL 1.1, see header)
function embeddedFontData() {
  return {
    cinzel: `
d09GMgABAAAAADtkABAAAAAAhPAAADsCAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGoFiG8VSHHIGYD9TVEFUHACEbBEICoGkRIGEFguDSgABNgIkA4cOBCAF
hB4HhQMMBxvbcQXj2AQ4DxRCsOdUiqKCc0f2/zW5IUOkAmWr+iFmm/Uok4WJZmMwmMRyuzs3MtEuhoWHeJdRffk6rBODfbvqpY+IISrRRzSi30pXYT4HOfbh
x8RnfJVu6V903q6qWQ2fc4TGPskliOT6r3refgE4RnIQniNGsOaAn9O/96LvJQ4RgiQQQwIJwSwKIQkQIEAQDVCsiFWgjIpSVyriG9WVulCbWLt267ovFRCb
po4YapL0f+dOwy6eXgZs7+5GZ4N1WiJ0aAQwWrO5mZzF5Mbn8eNAX/Jb0J6XtFgdycCmA6X4pu6lZ0dWZAixCsDrv71rl21qg8t4Fv6/d6u+LrJyL6xGkBGD
FdevPZUESNNpp+msC/W156Tec/BWm3GalhGTv3T9hhZqPhUdQ1G0tCapTyW6sdON2PeI33u78829Vrq+2Qk9oafYTVUNiIrIITgKwb9QAfxP2eXepLud1C/d
OeBLgbtD4iqePl2rFsBTC4jc8d9uj8/U0lpiYRpR8xqQOlTh/+9Py/bdD5YMs6tnr6PZZc0eD4YU6O1Z4oQ7KpOKn/6TrP/0/rdGMkrfXh/ZS/KQ5FmwPSTZ
1uwXDLADhBVp2J5hzxJhF4IK+PSpcvoU5ZRJuirbJVyn6LqkadLV8c23WZ5k8Da9DG87KrjBaFTFe1x/exv+67vLiPu9YZc9QuuCc+6a3uRIRURE7PezHYej
Z3xU0wtzej7+6hRAWQASKQQCgcEgaGgQDAwIFhYEjwDChx+EhAQiQACEkhIiSBBEKA1EtGiIWLEQ8RIgDAwQJiaIVKkQFhaITNkQBVwQRYogSpRAVKqEcHND
jFIH0aARok0bRIcOiG7dEA88QPDEEwQjRhC88ALBa68RIEBpCjro0NdPOWOu/fj+S8ZEBOSsAAFd8/ntl8zznGtnTBABDvBwTomNjAgEKiQ+pBYSQ+hC4kxm
LDEkMdHRJDiy+EUYbugIGQH42wdv/eKVp+676bLzvnXMAbtssd5Ki801wyS9urVqUK2MCxIRXQ6JUoUfdQVvN75gKPKlOBLwrXwQtXyK5RsHxbaLm5x3dw8k
XNXjrq7hchIfy4p7utb2Jn8Xhx5b+sk3HosSXhwHxVSRLZbjv3tK1OEjQ32bsNgJ2/I+DrrnqXPcosi3oJaAFPn2MGKIUHU3EgKBoWFg4eET8OHLj0QApSCh
wqhpRIsVL4GBSSqLTFkcsrkUKVHJnTfK+F9jmw7dSEB7oCXQGKgLVIeERzdDQtb1EP+mXyEh6n6Ih+k3CJIHnhjxwmsoKrT2b3Bojcc9Iqj16n7phIGcBz1I
mjAdQwMgTQEA+nRKrkTv8MzEQnTyL+vzDgLQcSp89Qj4aEVTmOR03vu2w0FIisQnFxd1GiRzHjZrKCZnWo/iYl4mvknonPg5vyJZLOva2/O63crvwK8oXY+y
xED84qehLM36w7VrRDSVGCrS+onHTTGufPxaha2RIayCff/LG3vdVvJMoW/LRnKZa4zh3ONorXSwY0N/sD0WT/naL7NvPAGoOdiQetWmTcjxvO7cP9m/GRwq
/4WVK9ClHc92H7k/lCw1O6l3R43Wy+tjq91G7mJimhsUs9ybi1lJFXU4l/E8KftZozfz1iRBzhpC37w8ylceYYb+ZNTacOjctO2PEqUYcv/Hll63WbFOn3/t
eH+6t8CnBezcsyMBkAA/85b1CTWs7c1YOliZaZ2qQoNmZdiXK1uKPP9Kqb0lLI1GNAX1fgEQl2YpUXIuHFqOPOU0YmzC1pwnaL6nFVBntlM1f7ulRo4kRtMZ
RLCip8Pqzm3j5Sd+YBpxwJo3HLlXraNgmcc69SjRRobRS6NjVShI3c3jAw/y/JQImo6zeG6jtaXcXF4Q8PUe/r9u6LbLOPPDFqy02MyJ7yEslEf/YCFPMeIt
cm3bhjaPhvmoWZ8iJMaEM8m14yGIvO3BnnJwAUDDSJsuTtk6OdnifREHb7afBE3Fyzu0Rz+oM644mc1VRhuHfm+X5qsfycBNHt9niJM/eCHF1rLtXoD5wc2z
ZhbbUO9fEpsKtWjf81ZiuKo7moShfwMzT8CyEzPA1YT4/eayptMbWr1U3Fh1a1UXh3ppeg9AMonN3B9lV46ZLUtRimbqOjyi//m0FXjGNWfPGTjVinS9Qq/F
19jlNbqSmKar59Gzyj3Nogk3RQVPbrjNV7UmUb1pD4XbyrtMrkhUYIr948eQuUMrkhdYWMW8CUyCt75zyuHmPfhIkmlfPzd8Duabon2xj7h7wpmOi1lwYFGM
5bZh1TkGbUFMaLLJBN3ZmHmOFaWkUja/a/rz4OHzpyXmcgu8oMoUuSMCv92z4MR8HLf4RMPjyzfcV2dfW+877hmvMjCxNGmjrw8yMWWuGgYjM51Ku0rvai/6
WAPxe+PxAQsvGIlpk+4/anN6F9zZ0apEcyENlAC1PhC2C39P3aPnp9ciEJrxy8rg7bLLunyrUaeUl0HYifVaX/sMGRTEg9bpAw4Pmb0ebYUlDibnX+U5ZwDK
tQT1zaZsCntTWv+zAmHLrs5ldvpMLF4f9eMdyVN94Q0H/8t6bRzECMf+zebmw7y87Y090XS3wfJqzx1F42ulDeUel1vNdrm2hGXkM8kE4/ICZPIzNuejLjKx
jj5ZX12C22dBzzHjiMDFxNfrnF1tgbKkTtHDJqVHOTbPeA9J47RsapQMSR1lOcuaackjS6e4KzSafH8qOcvxUvGe0jRw5boEXIwfy8zfL/a3V30KOGYpy9H/
zvKRn9tzLVZKIWfcTpzi/EPVp1PPkUR3qsRDDZrGgSlioMdEZb1v2zddjoJKSFGBuao7cSTPKGg/329thKyBC0LvhxZMxvrgiplb2TQb9eN/kdABhUP0A+fM
02+RRSZbZoUpBu013THHLHHaaUsNGbLMc88t99JLK6BsEBgyHA5FQ0fAwIBi8YTi4SHg84by4cOfLz8oMbEAEhIof/5YAgQhCBYCpaJCECoUKkwYGjU1No1I
JFGi+IgWjSpGDF+x4nDEi4dLYEBhZIQwMSPebiVmsMwBZ8lj+SddfhsWK8TQ3ooUoyvhRlStBqwWmGiUM6JOPYYGZw+NWmBacYg27KndWaVDF55u7GUMDjUW
K43DwcbjID1YphdLTcASfTjQN1isHyvMcfYz1zxci5y5llmOaYWzn0Gb8W3BAlux0DYssB0L7SBZvNMetheY6xgWOY1FhrDIc4x4ib0hL+glsoMoFBcQC/EV
w4hAuBlFYmi60xHcFpFSIIQ3JgpsN66Gh3CeJ/RBdZBo8YBgIb2qCH7QcUPQybCqEjjpdqUogT827AL4hEmEknn9sAdIESNRgiiRVOIEiwY7B63wBfDOrBJe
UBCQ6xlikqmFjwMviA9MTY4TD4eFb1wCmkJ8RAS2TyNNQUcfqYmUb+l7BRMpnhTZhTiXOIXYTHTFydDUR7SqSgxWFUZko2Nvd2lHtlhOMHdjx3roW/MqEpg/
43JmmQGe3WfcAfpzfznCKlzJaEUf9ybsZ3ts/MEu7rR2knCNbW7dDHmbX/IKwk9TO5PxbtC/oLgQOFCOGC5AMF8qagpRjIKlcotTq1uBHj3qTNCn3oDZGstL
HB1qsURxq5W4zQ7cbi/u8Bx3etm9iy8kvwolEIAIJCADBaiA7ZgaVZRA0VRiBIglFEdHwpYkQhIkQwroQA+GoVt5aMPTDmzB0UnoiiL6UCueNXtV44f4QfhA
AQQgAgnIQAEqYEOLiUTNFYMudpI4OhJIJEISJEMK6EAPhqELCTVM0DpNO76OPOsEdM38khBiyYjacR/RLFLzsS3hY+UAglk8NohaTMF8I8BDnkj4cLEBVHIo
hgLInE4EAVAZ27PNmlK0NLjFUCRbTAVETsVpuwYWywiscgMSU1JAvrpnwawUCJMA9AX6Af2BAcBAYBAwGLiGCDkoIeFUiGtRgnTfB0WQMMcXLilBlBhJ4aO2
Jjo4IJCmaadDVFg+InltDLttFpEBXJFxTRpXeEYPyEDViTJJHk7AEDwWPd3RAjbDM9yfFVZAJdwCIbCBzve8QGHnAngKnrpnCphQOCeNs7InT1myMGh0OG+4
smWEKdjDHqY44zc2DESe+QL0eBWJeg3P8IidOfC74zXUQPBVkAmC5z9xGQQWsIEDXPAAT+CDAITgBSLwBl/wAwkEQwiEghFSwQLpYAUb2CEDssAB2ZADueCE
PCgAF1RDDeB9FDyfjDDOS6PIzEqE5RsM+5w1tRM27qxYMmofMvjczLOpgiXAwhjSEiFFQx+JJfzW/96bpdyuSI5dJSg26P29TQI+k/kb/g7KlP4M4oWTP2kH
Oe+NAjBrRqz92f05owIxAREAqDtGNg8C4UBM1rqQQDpte4Axnz7m00ZFP/9BsAIYTfkfrfKyIZJ3c3jz+yzwdC7T+QKuAOLXngIaQiHBvH3zLNKOH/3fA2ra
gSK3TvBzooC7Q2cSRFxqcfp8jSLhye3FPu7TIQQigSp51lFXPdZz/dZdw8e+v+PyuPkvoCGNeOvpcg4GQtGBT9rrPLGv+84IQI5rCP4v/fn/f38D/nsTfHgN
fLha3ldek89/vU/e/wWhBca7D4iLAOJs5oLpyLj2nzLfMgsd9J2zlltvg1mGzLXJIivNscJJx52wxDkI/N4x6Z6Ki5U9mIpFVR6jtrTWgHWuWuWOBMZ7zOgZ
iuf3rrzwfjP2arWstfJ29S/mauetcdQ+C+x32AFHXHDZLRfNsMUpmw2763tnTDPdNS9dstgNU8201WSTTLEUGYqIioQCQ+eBjYPLm5AXESZ/ClIygeS+pRQp
nFaEOCHqpUiURC+ZjoGZXTormzw5cjmlKVahVJkq5Y6p1KLJaM061egSxG3EA6+9sNGgnXbZAYHkbA3wKSBeBqktqPkPNPgFRWdB2gmQkLIOWNCYENdODyQ0
Jx4hHlqchoD6xqlkvTjQQNdykg+ToJ6BchlklK9pNVwqYyKtTzzSO4J+7KnS0R5cJ8wC4iFRQ/0a2UEnXpKrOAHV0LGPIy8tkYsCB0IEBCvDIe6vgCiBFEsk
cgIwCs1sVhM6m7M+viGjt6I9MsK3PCIRDEhGiLcPYD5WiHABiNsT9xjgO+g8+PHDKt6o4A2JgGIc5wZGXKtKGuDUVNFWtAVjw4KVHUuf0g+wZ18JQKi128md
FAICcDUSEWJRIdHAHLCX3DAeveMuMo8w6iOhqIo56Pu36omQQDI11QnnhNMiMysnyvvB/htbXidWkkoHIgVh+En6sweTi163Oxn90SWCQ0ghO3cWLKVYsQiJ
HB/UHOQac3tLVNemWTxuWSpSgvpS0SV6di+KS9k0o1ipgZ81G+XcuLn/tqE76lpFVklhPjqVhwqwxjnmJWYD4/JMUk9Xc+38TeZscvn7ze8uH5Kx7+axPVWd
TBExQAggC49rtKFbme0c0dNM6KShDAoBmEDS+u5gv8oKKFmvZkQT8ZQ+UiVJBmpWkT82fsQNYDD7LOghEu+cG7bNcuN3zEf70W1MESHP8Q3Jx83vR6IkWFY2
EwMeiXBjXb6+OCQRA0mdO7FzyQGxKGYCSHLKCNYkLEi6thfE8SyLYlongzsEUiAZxx2sR+j9R6DvjMV96s1GUmQXuT8WRgy8eUbGsQDEujzRdKXq4AZ5rsEJ
KYb47/FTpXRmFCFB3K9I0MgOM3NiUFdOmXMI5h9zig3I1UKvM+qoh1bFcvEQzNivRAK9V0HWtODRjfDJZ6kWkhCI8R17LgpinibRTbZUS7xFIIb3JYDBkNa3
X0jJZMFs/P0PXhDJZwSJQBAWlEA83Fmu1NTNW7ZBTWWaEaVhPTDX/e0ECtDmCkKLUyZo8PgNCw7I9c65iZ31rierStk8Sv6vIdfzbs5ieKlkAnjpFAq2/llJ
fa13+zhbh8V+g3ENPxn9Qt8VQbNLNkDovcLX/zWaYNtwyGhDJ88HvspixjJEkkA0GWf45vxg/NhGEJFRLYQ+ucDnAdqNLAYFY74IFDZDgGZwrlMRkFhgelNB
84CgbSHvcUpfmXcWOTU1X9tL37/syme+JFLW+7+teD7OdNbXDwgK7yT9YgyYwfz60IZ4oQXkh9k3BgiRKAixde5nY2Wm3WTlQhRmzXsJ4CogyctYAG0943rk
trAmQ6RzQxNbj4UzSGlKHRxLk3GWYX62F0cZO298OcT0VGcrGUf+bHPhCrFspDlUNtvatHqUBCnqM0VuWu/37PTZK4b+bCj0dOVz4UnlKA5nclbDh4wVdI7j
AlSV+m4iTqOI505xRhxfNleZZ4RTPbKCG9vNEr5g5WaJypKfInpnBtgPGKsBSpcTkDu+AuLc3eIn33Rd13aG0MDPwy6crjCE8FsLDdo5QFluutRfHA8OKk4j
0nH3DKmziw/n/CrH4TiU5o7RJuajETQdNcvbu58BS+c8R7wLO+dxIFuczNlNo2gTjWq/lsJuo1ZBYk6szmofy2qrqlmvWYS7U6/bfphSSrwyHe36nTTP9PrQ
n6PU8/Y79Os6aweHe44mHVJ+AtImfxJfoR/BDUFY0lZgXbaYFNcPQbPPie0MZNKzunnMpKpqxQ368ZaN7IKR3WtuOmnNRX4cpQsAEIQHhQrqtTwhoihNVUvo
ofon+9inuaaXWotc2fHgSbQzM0NhAvbqUnTofUV3SaGkl93TWXEb656j5wFzZdKeCjPLM1/fjukVdUA9z2Fz8sjCQH6wWVI2rR73l7OBtqjVhwbh4erwU6bw
brKB464IQ1k0YF2jAz7y2aKR1I51HlaFBDK4WarZYbjwCPz5ZfCTQZMTccmzaciycbpyfre6cUUdRMDrDQukilqKnuJRqbRgoQ2PQWJr0YFamCHtLSGXbr+l
/9/zsl21AqLWj0+0khTQ61+KYb3Hp6aOdaOMBSB4RPftEcoiCOSHipPEF2nr03p5H7gCwObgzGzflJo9/cyNS33oRz6oNfoNk14nMyaUUkppH5SfNMwUWZKb
aqV9ryldAL/QlsCmoIemTyRHlIBrEbJY6czjh8lRoSAPrFWJFgXtNukqBVqJJkyWYHWR0EW7rYanvCV1Ry2y8nDdlWOwSusq/BW3J6YceGhObRJQXEXyOB3Z
acPm6lJSF8Py3CqRCF1cEgKp6KziE+o7lc7CZC6BtVEqCmjQBk8dHwyzHBixUCDVsczbkcBiUxkoUQglUv1gkhhB6RdsU6rZiYTSJhlNSokMReSDNdNN8moU
i9tP8hR9yZNbamPVIDY/boE50WySHi2QO75IPW1ZHyO18oZJ6Fv3oeBU8iBdI8tTVhVJ2VneaPGc51tiewTWZqK3Liyoe4HDYeW4OP2AngdBnE3zeY6RVFmg
oCAqtrlQsdzwy4skkv6hJ4iH4NBC99RphHXn1len2OfLwjaOyMmL+gkeoFe8Ljn1Dx/PThwHHc0FfmxRAJ3NPWEp68Tvgs6CS8TQSfrgdvBb2Aq91x0kqE/x
HoEJRjTNtkpfwFXvKjarncMmb9Q9zr6T06mkLTQUN2JN1WqQmBHSY4caPoV5lVW1dkVKxGF3OPfr5k5NpX0iufBYNWdZaoHDhchKkrnJpfOI06FzNfG5ZQDh
mWbzAMI8eDa4yrpE1+Z9Cbqs1yJw/EpMFao6WyLSJMzNc2reWoBBxJfcl21ATwM/Fs+NK4sq+KxsKIQmZqDOrb444TtJfPTsvsTnyKIGxZjJvgibLUokqWfX
7s2bu+5t2xesP85V7KTR5MXJ1qdDjttGqkuKbegGA4wiisCSZs76a2tdQ9ALlvNh+pV71tyif2Twx61P1E3cfMJ4TXnXtJ7jT+LTprGOv6+9YXFVVZTyf9BA
1538iwNW8W5amq/Hyh8as4WZByrvp8S5WrT0VamOZyetCl2JDsFvOajNWMOx8nTE8CIQMcmQFQITzQylnCeOH63KICONtkNt6NJhM6Ezid1sDwFn5z9PCTl1
f9vog0WlEFVWHzwN69ChvTCeFweCZRlruxcLRpM4HdJ8j1RmIzF95d5Z1ffV7lof/gMNah/FVhyrtr7+y2kjuwnLKjwmfrA296X+l1mYaVe2Pd0Q6r4EAXC5
vG3K3X3j4aSzA88pDp7tQitLGlTkhV/bqVoSVVbcK8WNH6JaK564VeMf1h6Y9nbcfNju/6BDrAUMhnsbghU0wV0GpN9oIyPKWWYzbvLInKOfGAIghOe1NcgR
t6PvXnaPf0xrDEcjoZht6Kal8ZsJc6ZicNUy22/Os1M8r8Z28FxtUp3Uhx4qLQZ/a9CV6PY1a3u4vBz5e6kXEhjvoSBKti/zXNvz9iGOEwcQxfcDSR5kdMmU
l3vR1CEeh4xHjAd76Qg9bD2UMzs/y5rTywhFXqR50SmwVeSQNNFhPvfz83Zq+2Df2InjyPFskVKqrGKDSf1iHDHuXneXwaav+OSwCWGJFbniflJBWODUefXm
KeHgxHHHEsZ8bmvhTPPpUzfeFV4X+o3T1hdmfpN161Vj4fjpkiizxhtN+SMxGoMy6+XNqjAd2GGm4WkgSFEgxZx5Uj6m8MoDnWxC9/pcx8Z3tNrsu1nK9NnD
mnpf7Qv3vJ5zJGoT5mZOt2rXfa1Q+B5vPu9OpsJ0XuVi8rKykpgqPvRE6pvSgiCpJRE/+SwDC0zVzQUr8grpzbXembmqIx9APKnuA5Kc75vfyashMa1Fd8eg
Q6Epttq1c+JDRWVxNDqGHeWINgzVN/WR8U838Deg2xRVu2g0cAPGzZthaLsA35FsejnVEmSnTptYIhP7GIldbbVrEYx31lTyBFAqxlAkZqcx49BtaJEPb2ef
/ZJZDw9PVVoyWYO0f08/NWlSIsaRHdAOH94z4pb4K3gYrlrVl7dhoAC/YW3hNAGZKO86wSkkKa9xb6z14oNaY9Uj6MjsjhVsX5/uHsTpnFaem99QASJhi/GD
gcLK7fHNKCVVLQ1Uhp6mlYfHMSO9cic+nTsP4RGvBeresBnRH7eyr6FIUZpfXV3aNjnffgQnbqDruuxj38PxirjSejQfWGDEuMqAHqstAsYrV7TNuZOTZDzp
/9xh215m8IyNz4+w56VsHRsdagb9Pp/sHtYt0rPd67kYM4xxxtBDTxS+QeEdqehCUY6W8aRJwDqqCYafJ7XqxI1AfLPo3sZNdBYee+qUEZ0FxP02ZP/TfiXd
b6RaBWXj6KY3K7Q5FymUKKhLuhAX2tI2MQRHtQx9X2JimOnJ5nqmZpX4Ka4yzZr/y31eOjth5m9/518ghypkRp1yV0j6O0diWFQmk9PeKnrO4qB0on0Monix
r9PpSkPWK/+TVITiwjuANHQ+b+jScNULFbivJXy/+L5y6w8dq/roGH4bB4yA/j4yhVj3n0oT4vC4TjmETbijCFWY981/T9eBCm+AYx43YRtOOPeCpFtfQD8q
lewHceOfd+ycjyLSX5ymkKeJxak67myhcIDrMSAUzoaVpnXWciaG38eBwutlyKeOU+PnIrnxyRhgPK+i07lKjvJlkoJsDstX5m/ubMzeNrX/AZuIv8Q1+3aQ
9YXWzLJ5+TguXvECzRmTn4u+WCHGY0YqcQbhqpxQFOU7DueTlsHqk0stTbJEa7xKbfwhKjNclRWZpMsfo8quBWI1SFObAxRp0RqxzqxnBWCCT33TgjVfTgd3
Inpj0anxp9D2dAeO4ojIhKFBBMwkQnAUd8A1KbKl1pbcJEvvgL0FFYNtLeWDe13jMnsCtlLWY8Kyvvy8nO5M3Xy3O3lhu8OO2Jq1qV2MKlh4sn2bs3hNY2Px
6m157T+RPOKSovwho9meNFBenjTQYreDNEaX4KnIM7sHMIwtcoqADhu2ujVfkV/d2rHFWbSmsbFo9Za8jh9JHnGJUnCrPZkosY+VAQGxKZhOAAM9Ah+n/V+G
SYvJvsofTYqfFJ5ZSp4y+3P46ZPREemycNOnypn5OE28QuzYdcQ+qMOZinetaOXOEr/pV7obQ0NJlsSl/Ngh5Q1eiTNkV+WE4kU62kd6l3gl2DzalTBB4RgN
W10lg63NxRu3u9piqlg5ohuU9RhHl5pZKY/L7XQkLaypip/fnGmDwDTeDgasD41g45/w7ki4aROr4BfmlV3RoWiS62MdURFCr68Keqx3irxAsaldwCuHzps6
O1W18/7bvxzB82of6UU6/6HpB0pyuB/hP9PbIhQ5hvg831dYS4TBKy90M2rhN1nsum471tJLi357gZtpt2evKZb98lij27oR3NUhFR3c6qVkjOg/M9qK7Pvs
iWNPLlpkR2iIq/cHJQJpkeyl8Fn6yc4pmSwiD5ovm5QyLzZwOWTcL1NDS2/BERZ4z0+6gaAou4HNwpLivObjvvm6dl3VcFxU6GapcPTZ4uGpEf/PvWbu52f0
ewMr8JbGWEpcEsbiFLFRFNouN7jxzoYqMiMtFwcu4hXh1cIrDOECPiWtaXLzWMhuyYzGU2EC0yor1AO2vjfjNA5c8NJihLSTcQTFAkSSBw4Pd+xylW5saRFi
LR2dO5/Qzi77bc1ZiQuqq4WI2Yb7/f0R9hYiZjvewaJ3tb/ovXWSM8sOlBj9f4YDwx07XCUThOoO1HduH3LcLnyDVZ0Uld2gweFhn8Ub3/+lwElMqH93mChs
2+4q3djaUjq4w9W1X9wcxPLhCJol1vZM3fza6uQF7eXHf+OpbvT4pMUf/aJ/Nyl+VfCzlEKl83P46ePRERZZuOmPivhHMUCzVPzaht9P9mTVaiLyqIgsSxfl
EBbgM3DYcIS4dkuimgl6Y2ZyHhgMjFCyipwnwBEsCO8DSEU+s1cWDvQwEoRC7gA64BM6XWkfPPKOr5iPw2Vbex3VGk2+AJFl/eMQ5uHLcdh/5IPekSxEb4D8
GwC2M/46mk3P9nT5Visu/WeSoIc8WrHJGBVlKYnpE6zgu4LiqhPdsZVBgc86drjKNra08JSdrvbOp0w71rrAjlp+K/j7yamhDt6zgNRwlTwvPTZ3G/xbVsXR
3yzUzffGcyMdvJMOl3PNLETxKTcbRx0311fuWyVMYKJmfZq/ZL6YgBgNjCSj0y1EaPdwoL3iEZG6tIPSh0dYEuLjTQm4kHlwaO4suV2MFvc1jpbb6f/bkit8
uhjTBuU4wipuWfWRfu88Ds14pnCGqtWZ+aG/Y8Q6Hkw6dnz88TaColHREFA/n6H82rGKSC821kyMVP8YcmMzVxAqvorh+fVRi6bzeONw+OXksTRNfWFcoq44
WltlupByxmHs7tMXVM3SpXU7zhISCfzf+cAGvIADG3ormrjqreWVSwMtHOP3i54rw9aR6pBKM+7wGPn3EHZv6unnnr3Fp+f7vD8M86GTuOJvQOjh6dv+Dr31
/Amz5BoL9g9imKDpbXP/Q4ri9m/hZxedzIdFk4QYv2p3FVc/YZ3nC7o+M5WgZP2x6UOJKsRqD6/rJ8+cWPDdiaaOOb1VDGDAf8S7JBHka8ruB6bMwdQFhI+f
iZl4JA50vK0HZ+JAx1jcNGE++vEdCRPv/7PK9X3cQpwpNpLt6JzeHCbQ4b47MdzW5Pn7tIqxhvEGyVjLv7MfHUqY0Gv4gn2VHJb7pxZ0Nno/V8LE1Tgw8OuS
Upa7iB5eaF+74BwGzKqh6dg3c9oVOz3PyTfk3VF8XhRwfMvuBynObI7+0tOKr+JdeH1lRaRH/kcSpmZJ3cDZm/MX7jzNoeIXcKDinRhBgtHap8TU3/5DOPfP
Wax+rYwg8x2YMXLCE6jwkjiVcxoGEiakquhUfAgHCt7Av7e9XJ3hyJeno3Cg4kyDUQzZv7LrLPnLSKJUkbAug5kxMXDCeSYBO3I8cM3Sg3EZeoGj3YZRfMy+
qLXJbkN9zd6Y5nD+fMx/rD+aE+FVR/X9HwwULJFm4Hq/AU3AP36HzlqCgg0qTaDOqMjnhNUAUhksit8ztIGH3z2TYl6/WUsDDLqo6DFIuCbf1elChSlpOIIj
wi989BFB8FmI4AieBlP+R/hvjiWy2jelEdakOweqqnIH1lhHG8Z4T6MsowqKO60OW60xsifXGdVbbTQjltrQxGrMAWML6pekOaaWlTmmLkmrf+JhLQuFms7Z
PT0ds2tBXZUpy3F1uxC+3oIDg/AdCe6jFIYQ6PCRYiUCHfpqeXCXMnilyFLgVYGry9Wg/YEivymQ35J/Ecm/Jp7dHbJ9y4cwneTkg6KWTBzz4b1AraMzbKiY
54PF7C6j0WQ9ckJBuKgR89XjVdLmTMVWwZe1PELJn3VgwMdLjTGL5Hfk8PV9IPLbSVKgfK9eBcE1ocehtDp5cxZnLilnoBkm1AlR0pfR3sDjobM6zEXL4A1R
llE/v24pEMdYagxRvS6ntqdMb5T+HcOAXg83n4n9ijFCKdBvc8Z0ytKqF9myB6oq2bbECv0WXdxgV7drm7csSVb3KSUVB1oIvvA7CHymAGjw4V5vRxIwBHsJ
PguQunVC2kP4ltROIH3RR1I7ApBKT8HnvchvhBCAn7+7Ag5fxixCXsn8bJcwEdACz/Aax8aARhRKHkuQ5IXQoR5GDpEpLw3/C78DJb3lA74gIzLuhQX/TfAz
X/Hdcii8LjCGyqwfHF778Yz/CWxKA1FHIIeJaBgFpwuTyagOihv+UHnNHMJ0+Aa7vVC2oGJRZhOkaLGw3Pfa2WSM6CsjWGDPQy6GXVrp6nIhE1gvHgImqZ3A
ZwoRbPpFWBqFkhkCcPtyjnrtB0oiaooKGo2rG/ze/s2jlDT3eAQAIXgqOV1NLYQjwCrPw/ysQrK+Ggcmr5K4tbT/v8nEEsKFWqpvbjI7uaxacjdkPX4s9lRh
dX/0ytxhk9QzrkQILPiyunByeALGrHgCFTUpJKwphUw+lWTFgQ2CT/wGEp0HHMBHJ40KrO/+s+F9BKaHHMabAHMWYKt7fq1NTLLhwAE+/XMln7S8MLna/k1I
aba23WIhMdKZfSuXQEk+W4bebYztdebF9gjTy1gxPXnOmN7v1NDSQ/MYT1O6bX0hZdkR3Ns9toYv3XTrpQe4MIH/C+diQfUSa86Au4oP86XWUVl+Xy6xhliX
PvvqKnQxvYX50b0VBl9DYRuaPyriB0rkA77snuzrugQij94bvG3wB9WLE9/nt9pxqg/PD01vyrCiNz19qZF7S3GatEFHyAsX1WG+/4P7BbX2mmCtjSXSOp2h
tQQGBm01g4UbVSo61axP1oFeTw8Ea3OGiR7HNoSGKMkXeCu8XmVYBtx7Wm+rDNbYwEuTlxNSRfh0B2szLbQuTlDR4k26BBPo9czx+dEQlNuUqH8CPeRv4mWG
MaMEBP6fj3FjycJmO16U9/P1VNt6Q4qyNe0WCyeJkR6y2Xq2EA7hBPmsGSnlxuheZ150j+ZJSa4wRvXkOaN6lwfTOfFgOp7KsQnzxKYpLZ71xFJJhjYgzOAI
b/ac6mmT3c+PdmpzZfCkoF1l52xhqOTi1Hf//C29L6vy48d9CeXjhuh0j6DMhpqxkUFvvpFgiOZFxe8FK5RKJlLi1cMe2keCcC3u6nahvyutE/zt+fJsb/go
DfCx9aPIvjzA77l/VAsC/kmtorRhqjuJmi+Eey8vE+3s9JCn0j2iM8uDUxRptHxWtseFSbhKlmYJ1K6/HyQaRte3bJPa41WhBrvsARXKOeB25o3JKyDI4+Sx
/mU0OjpLV2XH9jyUlqlIMQu04HfEWgX4Dfj/aIJulpSOl2nbYw55NGBwq2B8aWFDlrOs2jU1ob9x0rgx0wfGNkxCI1FkuQewYD9gwMLdxh3UikqMAnr+ACaP
bch1B0a6uGz2dxdDlhHdTz+n/vKWe/XDAdEB8a7dXAp+HgcqzxN/jpvx5452jdg3dWj2pHkLAi8PtzFcR/fB3r0UTFD7EO8/s11+8c7VRfM2fYD588gYv2T5
V/UfDRwqfgIHCtHpWVXQDyvXeJ8J+M9kJZzPn503a1aeW3hmARdo8Hdwuu+zv777r+wiMxXpiJ+F3mb40nE/HOi4bQtVONBwJ+6fid6h+zBwI3JHfXPrlxkI
zvCh37Wgg5UeQIc7mH8ytdZzpDjTRhuD0+2pP5Qf3ywY1HsCHf42zvD+fCcfmYH++NiHjgtwoOH5R/+RkoYjNBAw+Z21/ob1qwaqppJZWEGIVfaN5zk5muze
KXs1NWz7Do8XevGTh/TZhahuQEajzZ+Uel4yGoPE4dxuV/Jga0vyRsuTm9vlStnY0poyuMTmyA2WbWvWMGQwpoHg31UgHefxmfwBXKOwB4bjfqITfhT+V13F
oPRf+UCX2S+LrbQ0q5MLU7TB5WZXdlaG4dF9vw1BgPe48D1e56osaLCMDqlX29KdrwyoLR+y4f26CalURqZplF/ih45IjJ6npWnaOE1JnrFZ3kt46TXUKMlN
Ubti4qMtroAor9CcoHC7lP3SqjuTmINacP/ep+VKsEc3L8SHxzVfWmSob/YZPQf3qqXhB3fwWXwa/uVOFDAFsM1K4QZ8Y+P200tjNWVqNN1YV6vv8muEDK/+
dHaWNDVWnRmQmWbrY2b5TslKfMuVJGzG4eaz6DxRU15CG3+WI1PQVhoaIuXnMIh88/m/BqVoXebHdHoa+1t5tjc9qmG0IQuyoNOYMgPcRdr11eNXpAFfgO/2
9QuyHL4uyw4uDSlVZI8093k5/colpd4Z0zpk5xBwcmIisktCh+aXBsbYI8NUJmvQv5feFzB1PlFafehNlko8qXSZNkNhDA9MjUxOdrWrMzQFfINKZmZJp81g
yGt591OcqWA2Z5+Zv/5niV/xpGYWoguqFafCHFl0nrDRmdAumJmVLeiwhYaE83I0BH7q+fcHPDhpKR/TaemcG1JHPJhj60Yn2mAcMnPlclf4+poJK1Ihivf0
IhmeRFAYTC2jhTwcavHcR2Zz2J4+zAAWnQJJRlFxp4UvD031WSRXyPQ120eP9Q7+Qt4y1Z98y2ROTFda5YHPwvX3UVh6KTE9XOUTy+lauGmOXKPWZ0rLERaJ
7fChh0o+6iSkfXcD/Xrmh2MsMt/BOQcnvt9gLaz603K15T0eJLYTgYh+oG22Ek3tIoX007jbd5FjnnjN9Vpsy5/YQoNosLtEEvaeXfk+KitYZYvQgmgoKtLR
rdoIgqfQiARVhENvjMhS+W0S6EJDBPpNIH20OiTnmNtbb3wSMElnDMndFpJTc36hM3CpYEkJa/WaNfSSTqyaUXLRTStmLREszQ3qywogIrmAMqI8CWiv1Z3f
UncRzj7+8KHyJuD6zPLymdf93yz/55/qG87IzEBW/Nhn3D8goWqks2rZS4ohqgkNWp6T/n7XtxLoo4hMIm+jyDvCWxRJHZb6DrHi+9nx0H/Bq/5+GvVKgO+3
UL/BAXDnpGo8Nxzi374Lvhm88U1ZDEadxVtAtWRxFdI21hWrk2tbinIC8kqP78T2MAPO16BRXGxlrGqMghFjiohJzLTh6znepyj2FpXus7rGbS3ODqjJGN7n
C3K9a9DEMaTkOJM2OikTrPg6juhIfhIWeUcODsknyxjoHL5u2qdDV3aS50l1N48Ji0PUb/7UQOu1TXUXt0DiB8UHmJprX0G3SBNUFWVxdsGTbiw7IoKcJmZs
3cLiko0qJWL8ITJQYC+KD6yIk9HSZpbYjw7hN8+B/9OMsriQigQp3bLCbn09hO/73m4fR0uTxSkriuIzBIGRPyBGpYps5IqXLvMVk9MiIrDs7icw5tYrfJT4
YYMY/xHor6t+xBtWNOqKg9F37ppHy9dCJVKn3GEYu8b1Y6XT3CmdARZIl00x17vTPoHvnYI/jHSyvdWsYJHNMHdWOu+51hjGBu6AOqhUrDWNhgSJRgIJHzQf
QKlT9U5QTQCl9OzlqbXna4Y6sQvnvsbAGem5C52FvJ48Fbt8FhNJrUBp4rhQm9NuXNi0jURNH38jIOTYmBLC6TMBQPjE4+aFzcuXsRpuaEOOd2/X7ttSUKiJ
E3aNjnUUw3SddazTSWJXXElstZBDmkK5Z7d4qcrKxrc0l/UUoElOudZJMX87Wxd3XgvdH1c0iZ5CM1eIVucVM5q8m7yXz/R2vqMVlApKIiJKSInjl/BLtRE3
PQUTpKa01DyeJ4w/z5ya6vT0vKrga2Zxp3ZPpvRhEZaEJHnPZxoxDgzNbVBY2WjJhIYGSGny2+m+lmX1UmW2IzS2/7mnv+9L2e45ctX+2gxnyG//74Ym10E0
jssBZ2lGzBR35fSY7FAXLdWLGDgGL76Y8UQUUxymK5B2WSzSbn1BaVhcXqWVk4FDv9kqyqcHOqZHu6tiJpcsrrxXyTAnXkiClCOha79ksNIIg4cNnNUfKpYP
mHG8QFXuu4BQiZg8xkYUF8eYSOed0vSAZlw8E/OfHG2jTybkoznsJqnx3z0TXEzn2SJuVtymz8en/3/qNRU3ZlDYc8XzlWcVZ1Pk6xTroPB+VP+8infes2u/
eOh4l09Hn/HWXw/wLslnONbjoMxaGLXw0i7uDA53OpdzHjiDnfATiWA1G89YUN6OW3AqQvPEjTnEgOO3xx5kvLuttYFyPh6F342Muh7FFQO5972985QbDvnh
2bBJX0rLoWW7S9MvseX0XIajqtjPL9Fk4mbcxMsUgybjicjVwc9KOckoX7l28l9/fyw4U+j/zFNSeYZ77OMVtMZoKKXl4NnVp8aMXPqU/0vUmbQPVv/wQjPm
/tu1u3dL9TWdwPjgq1fLv/wqhhVprOsU3ylYmI91dWikMTU6Ma8+KzU7a8GSnx1mi1qAIUVItfCv+2fm/Ue8sLA0wp0QItX/P5vf0GVm1QS50g2Ncou2guX0
10XJrFp5XeMfBBPxeG/0Pj+Q2e5ki9RRmSERZqGTkINu+YnHwkdwpuB3aN7byFjQYF5HKScXpK3/pmef4Rk+JTpuVOAx8sr4rubU5ZRirEg9t7bIRtdhE3ld
usomf1sHr4rgeCfxNmLXA/t2wYRNceQbM8+FGdKLTerWm2aNwoV2eRvEtqbu+Zk7/Dy/X3V6J6chMI+FkIH/LZlC/4WnWKS/UO1XBO6TUa1R4N4eVWaEeWHr
sG1yrNsdO9lmIxHSM9mW+a3Bhs7wgoLwDqMhvFOIhA3GDlQ7hYwEpA/aX0aseVStSTZCQ1xSdYqO29cYZ1QV8j1IjWSBMzk5RK+W5cXFclCDer2lIoOaA73L
gmYEBc0saMWo5XP5T/lw9YLBF60me8OSm31LFXT7N5PrTm3o06D2GJcqIjuOikvrConeTjujyRH7KI71Rkz/ZQf4+8H4U+KwV2LxqzDxfB/BtrNRQNHKeNNw
IEAromPGeo8lqGg0QKF9uf1sJpypIFu4qyehLK/QPlkMEQVKgbBZxCPxHUMgBJvCpMA/jyD44vm/tWkvrt/6GGJ2ZyV2+S2LN+YbUqOXYLN0zaNMOuI5A2dy
/bvnQ/yMmkmZ9xjmnBpL6o6YcUi3clSqo0jb1BtLz/LIisll5KQV+zlnmHE73xGT9+eVOCNtF4w7cSHsQgswn2HuZ4gJROqGs9QA3NgwzCcAEeUWJYyynQIE
hOrNR30XeBEJWo0R4w6QJdlzYQlGmJkPnmICkFAfouQiAKEyRAKHjR4n7GVv53sPlyyh5kzfnyoZVnP7fK1ehykSDpAQGrag5QICkVRABGBb9lsHV5R7dvqV
8ykw/KfoX39j6dnuIZ2/TvQr8KRl4b9NCpC2P/anLR1UKAengQiC5593xPdi/iILw4bxTo1QeXcWCCAdQJ4vmKgf0BcMzKHBjt38t3zBG77gmYA/ct5Y+W86
v4Wg3YJ3AgToAcEfan/Vi97fSva4NHIosOEf/AUcuHdKQlfJpLtVqlNS6enDvBve3td5vOve3jdg2lZaiezU+7at97wEHo5pHFqc9ji77eghLz5Rvxyu1mdU
kJc67Uuqv736hPuwkMwypVGYDqaRSaFsp1BYBhagzQEB7HYPYBZwFxUPYRr4Tb/NY3vsYH9isdlHGj3w66wCkYYf9fwrssoeuLmUQ1BILMFfYglmTUAVXkkC
YZMkENZxiTDHa1gIBTxgMeYBjIBwzGPYAMljnsAqcDhew0YoFTVjHsAT4I55DGshdswTWAE2xwicAg89do04qCVIbazfY+yPVXftT5Q/20dse+2vPJ/h1+q/
RRN+lPGPZuETMiSLwJYsAk2yCGotmypclbKFeVK2MEvKFnZrRSGFUXrJRgK7v06WQInQIpVAo4cwZgTmfr0d+br9b+B1e0cd8p6B3sgkrpQahRKpEVweg0d6
9uodZHGa1kGwmX6GjU+lAiRhYibA7aYhO75ctUUQHGXPECdMRw80wwAo1LcaVAmLAOAAkGcfW2iPoQ3ZAzBQocJcSrLeQcVN8Xtg3+dCoChAhxJ2w0Ek0L94
9gJgt9X4/AbZtZFfP4g3xJviLfE2vxNMdBhPv76y4S4RXmj4Pbg27wO8PuPdi5L+sVnnxyYK1mfRu2Ig9gm6Rxwg/vkL5K9B+nirlNwrD8huefVgHbS70Zu9
TAPS8BkPyAOyW1gdiE2RQw1itIMHYnZ36dxFr0MsyiO3QV4g1+FxgssJhFXygOyOXX0ApFcROILy+xYjKUv6dcRi5bjBWKBceWe2RhBI1Wc8IClL+pVAgUDM
iRwiEN0QWGOYNf8pjIbdRfP611gQiPKXi5GUJf06YnE2Nk3cjrSGGGxL1o2SksCz5LExVq9F7jlvv/rPHgu9TrYU9lvwhZ/HD1psa/7Zs/m6L9hvB8ohCRkp
iV7IPqTVZNJq07QQtVYTWLCHP/ruyrucfs28zeTuSPJX5td8M7MgZvd0tixXd/fk5IT+lmjV/OizQI4Ggeis96DBfpdd/XjZWatrjQvpZBavxPRuzvH5QIAE
Rvxd/nLuTvxHBMIvgNfmvybAOz3C18+/z1bjMhvQKQR43pNAoVKAGr4VCP2l/iQ+0PbKoWmNO3xGp9IcCbRTaRTNUbUG6QMXG6OMxrQDqIEXT4kmeLqbgfwZ
D1yxN1J4wZViteLZ+uAM0W7a1gk5t8je7UyCz3YW9gUJHjbZp4d247SeO6P7D0yvrYW0nXUkbgVnN3vOOEAJZe8EvuAwQeDhPELZN4JSbEkHEYK8Z8YKTQsE
1x8zXfVlo4EIXjQqBKLBVTRFUEOpD+1dZwjLe5p7hde5DvT0HfG2ph1Z65mddHYnHJq6lwvseJEZOxd10lZs45bjViige3S5BLUK7Xef8EbxvBiqPiTr//j6
QJaZ/OPgm3GXZxlRppBnI2rUSHBTkAdC2icoAAMDMKhanq6dvUyR0+hxT3CKBfuWvweChvgPINbJo0OSqcY6AjOgcLLfSYDP2EsC+FeBocSoDdTjLxaS5aQR
r8khhgz3fyBNJKsvbdnCeu1QcwSne6684ZOXAgH9Wt9Cw9bkTrzNy73avudzjwX7rHrYwXNI9F+ismn9A08YaPLIuohJ8x+XQ6LuuvwqMBu62d8e0ysbBFxo
mg4yVmAFVmAFhaDzQlxgUN60AQ/mxvcLeMF0CPCpZmytGBD63BVBgTJmIUAKGIB7fTQVCD8PK1BMlysIIi01E/0VJCK9jOzJZRVM0QIr2Oh8OGdBoRBBhwIz
1Kg3Sp1OuZ2NFm54lptQNaNEm41XI4pvRzu16hBPTa2DW7t6rToFh+lgTfbkW7QbRS1LKvvqzKHcLH/L21cR9GwmoRVGc5R47JwgU5ZM5hSYICc0Sld/y0rt
tIlLmNGmtxqnfdtKYK6ZQhLOAWp6WR/v0K5Fg3I3NaTXZWqdUPlvXSIwPsYo9d4ffZcqYdxajKaWySRdLqMs+cxyqIO0B0HpV5vv0rr9PgWaGg4UvldlN7c9
5pNTqKb0q0A1LrnsiiDBQqhcdc11N57J6fyHq6V10y2j3LHAXvtEeCPyOZ6u/rvuqXNfnHgJEv0uiUm9Rk0aNBttPbNULdL8xqI1Anrb8ydtyO6BTt3G6HpW
qNsz21g5xunRa7wNJtgv11tOefLNVMClT7+JvlGoSLESfzihlMczU7mf1ekfFm8+TvngHx+DgBAREqyxFkOK6Xyx7ES0ERnHOQEGkeD8cBmUqZBMh4buoAPY
IcN2O3zrOxccctgRR51HMMVplKDAVEtVOkbCn9gmf3qHimkRjFS5XwyYbIZZpplNb44nRjw011NGjz0j8gihIhiCIzSEjjAQJsJC2AgH4SIeiCdZX9Ve011D
6Wqu12gMcbOslSLCehPxDYR9RqzS3dVZ868Z0181R2iioUQbM0KjlWOpS9Wui0di/0czXRUm14c9UZv7c70mMoQeBTPosc76puo/6nwM+TqbOAcA`,
    corm: `
d09GMgABAAAAAFtkABAAAAABLSwAAFsBAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGoNeG7twHJNMBmA/U1RBVEQAhTARCAqD0jiC70gLhWwAATYCJAOLVAQg
BYVmB5NBDAcbufc1ePNELd0Jidaoyv6jGIkQNg4zuAe3jopg4wCggr2q7P//miDHGA20Gyr19QNgEV1VYWmttQSqskr7bK0m3NX1EMwPPVivXWcFKvUFn/DF
9unMlyOYSLrJTYpIIaAtLHDAX9LZFpUy0RkD/jHaPe8//f0MCQ8kdmYhYkcnBGYvdcbw0XuHM2OnZ2DbyJ/k5D3i1/Yzu+9dc1EcR0RK2diIUVQdKSlhJdHf
T6QFVmNhJRhdmEVRrEVl9ewesfAn/DmCB0TFGggUqxfuw7MiI94D7wC/Nv/de3fE3YPLenGd3AGXAQdHlYJgAwYGZkyxYl+dOXUzVk7d1G3O3NT1n72I0G38
Uz98d8++TULrGuWbBoujj8cpbDTj0QbL9+XXtCmhuuvI+Vn+KbgBComJfbEZsjAHbo79Wn3+9E9c7Obth2NOKeDGI4w4wDCoG0q3mrnrGbmaYttubGVLrTMZ
YJSIrLLXu3zhmxDKnuztEhQL2LG0wur/huasWrtrD4QhIc+ok4D/yrY2sQMlmGRCWCAcWNIt3mpXdBoqCqPrXNGrBQk2bw8CzG2YJBO7QcltAbCoqg+zAAKi
alGKCq1lm/KYmfN4Oq63V3lYPxlj3C/ZGkD1Fgxq6a+EhVXn31TL9n8MQQQq8C9PR0p7gdw7BV7mBbsFIS11IaXSlavBnwEnfAzCAJIIQlQANgigZJOAEsUN
MxhgBgNQFAiF6JjllEluIi7zco6lQ+r8Rp1DKl26vNKly9T59bHr3NndldeV7nJbGP55l/3sJpeaob2vshILCmFLk46Z2d/mUSe07Dm42iRqQbHKYkxzXSFM
FxrjUGQ6v68nJ5SCtjvnKZ7wZPHgf2tWvh+gNQNjJ8yI1ly39jS7vfVN4juv0rmKhCAiEkR8wXUHKdK9/tbKnM5KBlIADaTYl0Yh7uejqzuMpVVIte2kM5N9
vv5pFQEFBQX8QCA+aXbvXiABkdQBiAF+lQtVAHz33gu3nHFEh3UWqTJXjvcyJYkWbKTB+iCIUGEA2h1DIAa2b7Yb2Y3t/vZmWC843GgW4DgnZU09FvClIw/2
d5jBx44cOBha0hCCDDSnLEJvWBgWcjKwW5oSXXKZGxbPHX57QIRhSghMbVsi3FaYYPNxnRFnHUIXELreFd1yG3qE0FOEXqdRt/cj+upr8w8/FwYIMcgiLnKR
AAXIgRa5MKJ+gihQAgVJoZGq0Fi52cXri0IEgBEAEYLspMcEeO8+5HRgKeETQ6CfbMyJ90Hjweb2GTnpYHP3QGIaaB/ozMsEGwz48c+dgvRnQtb933Mywe77
tAGMHhznUqAEmRa5jphNYbD28yYC4O2tfuhwd845MhwokECOQwoJINw+tj5wuwBEOJzYMKOlJIZqZ1Foc79DR8c5NGM+hqKn/uXjE5pNjQsGoG3Xzgc7nbvW
sUVLGb5xF/LCgHhw26P5HW5rTkRaiwQXCSK8d80+barMNFGowbxYIEQ4cNrMDz1svtXUdY/FTZPseZaK9Tjd1JbShTyVBs9l6Pp7YnHyQp9J9lxKuJzOpFzM
e0hqEeXYbbd7rje1g/pfCnCnVps9EL2bq+LRyaleGZxaR3mW7pVNZZSct9xL4DVnROmgOZf9tp1qM6+POwVuIbS6W7mBVjfQ6tbKDTjnbX+4gWtxc3Mt3Nxc
C7fbtXC7Ftzua+HmppUbaHUDrbgBxomAkDatR67ddjvs1GG3vfbZ74CDDjnsGH6Bkhgw11237wW4npjIpdWB7XCd23fDrtpli5u3dpuHV23Jzt+ZloXOk3fy
jt3RsK2jYXOb6hyCwes3/9nShqmGMQuCaFaPM9rIm8t3H71pWez8zAO3XDmvc7ocsc9OW4Kf1WsvWWeFJZIiGqletQpFY9xNlyezqJciXqRgowUaqE/hCEHf
DgsdxUwIAZZSp/r19TVFn14JSj4ld8mHlkX+FurSXvAauUjOscvIy+Q58kzL4uUfJHvIDrJp+FrqgrqgUHb6OZqAXGb2K8giMgccAgfA8WAP2AF1gU1gLZgB
Y3fiAdCbGuoATeAtco6HEQ0oAyWf+jyQAcJgAegRAP/2WXcvQmh3P/24R93pWhc61bEO6NBug1Xn7+mC8fEK9P9MCj0+lWysfatm17SUqVEEu5t4T5322bhX
ktRzrV/+QAvWso262Fmp52l+9bzeT72fo7+iv4CXUXSpbbKGqtAldQOhxvubd3h9D+s1oFo7q+TH6Po4+7Igr3XiOvaR37jqyxP3453U6MZt/w7hn6jmVnLM
P5BvvFv52u/OtWQX2l3oz+EGFVMaYg3PoaSgKIg7m4Lj/GzetGXJcyjZ1VjgMimUqHRiNHfW0ORXGF9cCrLbn0Bfk2VNFuvsgxH6rp+oVOxR6NZsUvrhuM5p
WA7FScNQr3R1bySAQVxj+Er+YfXofgCfuchQcIEqFc5rL/BzdXwvAM+0PJtxOcVMr0c64tqiFTzsNOyCqfWTN6z1Nr5pjikMdqbJjv7RqswAdDQTo1+wZrIj
DPo3Q+fmkJ6NzbSzje3sYBcd7GYP+znAIQ5zlGMcD513/Z1sADjNGc5yzhf7ps2AEHoF7+AWHILVh0yg8a0PVSvBG585zBDKQutL+z1OMKlr5hvPkz+Nfhy6
FzvYe4cIB82TfMfr6nvmY296Rq7qDY5b3q8I5/jV7+pI+9rZlta1AjovqbHqKoYX9Yagb56wgvg3dgIL42pefHp57cgXyiyl+CLx2gpudIENrE+uHWVBuhR2
xCFYPuvVr0vc2S1CGfzt6+7y33vVk+7tfGM8pmpcw9pjIhxehJfw4mdm9DAXO9Qe2na7TdZog1AfX6TeQvcqUzBOc8zsfn5nsE8VZPfA1OpC9R+RdTgvnRnT
Ton6CuKqlDrNguR+yq5xzacsevjOifHxduMX+9nMD77Fvyk2VXwG8pMFFFHCH5r8xgPwEwS55AFIKGtZgjNeDOI0w4lhMFLmIkPBBUooZzJLY2RjJatnkZkF
xYYgrNgzSejaxc7mbReH6KdjbRXpltMm3drsvbb46a1NgPbnt9dPoB3VTge72aP9cD8HGjZblZl0Xd/PQ9zAAPw+pwQEAABgje6Z9YjRq9/2eYga+LKd3L3u
CaCzFsHz5+UB3fnM5uVXwi79ai3C4mENT+Xwb1AM2SE6nXLWdTejKEQR6qESG4+QmIQUCienpKJmYmZhZWPn4OTiVsYjJCwmriVCiyBQp04cJ524TonntLjO
iuvTs/yEqAc01ltiUuPGpsEYE/VixG5KEzKHblhyjskqx2Y9RsRcjNi5OkbSITF5sEfn7sjNGIUxentQtEgtaEzlmCPE7AWmsm66fbxoAa6orWQm574hYXwA
IVtJB+DhEQJCIJCA/5uH7L5GgGy7ggGiLfDzn82YFnT4/Gm8yt9l9TXlnykk9JJVeWGIP/ZKgg7mN4Cp4FMVue1m2Rp+8+8N3qt77Ji0y/WHXj/2xFVEgFtO
oLZC29zvpoKw4PjXE7BQKIQeH8wnCD3fIl5UjZgFJ7z+kB8Klm6Toc2l89QrB1kAmYn+BPWCu9GJxdnbrZeg5V56N42yr/NX7Z8Fx3JQ+ZyRTmiX3A3JEcWl
1vfOz4EB2JYaBvztBCXv+rwxCZX5rDdstN3gd3GPTja40lNpXyA1kTi5KdfYnEx8O+0s+LJMTbL4OeJTiu+wzdBB2ultfxnYXhcRG0BdpJPmh4rGZWi96Gmp
O6Rw0ZI9ngyLCQ7UqmXcmt/jy+XvBjwzKqQ2MRQWg58Yf47s5TRqVNsay4E91hpzRXNq0hEwuKiaSyCVCIoiFa+OijOkyXIu2m+6NTgN5eVvftJHjWqzaqDm
igvFj22H8z1BPr7jwBGq9tTkIa8BnjCoLzvSCSgiJTVRUAlx6KLt4rqfLd887aPaUDd9fKvZjRn/trtLedSrooEtnfChL/+WKvM6ARVrvIGTnqDyAdg1izSU
bUD8588cXDwS+p1ur79crTfb3f5wPJ2vt/vz9f58gzCKk98/HInFE8lUOpOtqs3XNTQ2t7R2dPVNGhicMnXazFlWNQWKFCtRqkyFajXq1GvQrNUaa62z3gYb
bbJZu+122m2v/Q465JjO7jhqcJsKIlIhaS6KdZ2tuSE8EeGF5HrkSnjriSYeF+sDokk/rqc/kJFBiBiMqGF07BpoNNYY49AEE1CwYJyVuEQ4IY4IJBSJeKIQ
iqYJxYgV4oGEdEgrATGSkVYqMpFez1SWSYRyTMaYUXTlmWkBVIB4ChEqQoxiJFSCeEoRo6yrWrkKjCrClCAuUgvEqCNm5YgrNAIxmhFqQVqLEFqCtJYiU8sQ
T2tXmTarcaxBMmu78qyzEdqEpDYjnq2I4xiS6kQGTiJDp5Cx08jQ2Wg27P8RWLkyQR8lfAQoUaIPHz5KlAjgI0CA4Bq/XOoV4eHawCAwdxkEh2RCYtPaqSoG
sKCCqpA7ZKSHZWoBkWBosUIqGkpWQSXGw1KoRCgkEyZWhKhIKUSJJ1Y88WKlyliW+cWvrOkQa4YpmFaYacExQ19aFWf1St0VGZGV5Z0V0Ho1aEXR4CGvCu1O
1HZRO8XaLb69ovaLdVB8h0zLi9zqMsK1poDWrOUwhwMXLho4cNCggQsHLly45sBDA0g06JvIM5R6I+nl21bvAQUOEgVHVGzydhp7W/yjnwaZwc/j/cePenQ8
l0+dyY/M7ef7h+fmi4IG5vmXBA0fJ17BnzabY6P9t4Phr232vklMQkodjd7RiI5GeDSCo+EfDe9ouHDWtrpf59Hdzc+U3d6Zngdnbh+VkQ1H7piYlQH77sqJ
08HOB1KT42DLA5n5GbDugSxdOqyYWEIj1VRQxFymb+Zdm+dA5mOBlJhWGCTw4CJEAAc+LCIY5GiRBanpAfJtJTUNw60D15Kr99dd6+3vf2XyVe1V2f65N1Yd
W7QJ59ez/YQ7oVG2LjKcfA2VnYkuzqD2UOO4iWNI/bwsLFKrQoGZ8qRLECnYaIEG6sOXByc2jiKyHUHoHEaUO4QodhCR5QAi3X5EvG2IOO2ICPtQccrtnVuK
7WnJtrslS0dLul0tOjtb4u1oibNditgeJWGhYajQA+emeoizCSb2jZrNzzgLQQBolYuIoZYmO4CSXQcADCxPBRfm0uxQiZaG4HMCQD8cYo0nOLEuhMRrCbYs
4anE+xETVyJTrTKIAnjjkj3aFJgogEVYRwBU5bJKVahqgyzX3WI0xwxztWrrSHD8QInLteaLG7hUSnY3IUz750Jfa7AW9aOunRf2vt0vbCEczDXedi6wNsPb
ogVC67zNX8C31lvKguHavI1cEKjVm9cCX1XetAlvFQmVehbv8e1N46lnnnvhpVdee+Ot2+646577Hnjokcee6M6SbFB3nhidbgE8hNUNJDipGn+pOujjzoLY
BZdcdsVV11x3w00XG61aTk0E1ek8GFYfn1+QbIK6FSLj/T6YPxdilIYULwZo5nXFzi2n4orniludAO38bQkxThxHD97P6KTTzrol9X7pReCdDz765LMvvvr2
e2UKFmrvlx9++e2Pv/4hYEjg55MyCaV8In/Gpt8QucUF0eYck8pl17PdpkUrm4ATvoFo1rMpbTlxdbYMa+BQh8aTZxdjDDHUkjbxo8jo02FzjQgNMHCF8aSa
oMUii23VXGpISEjBga/hks1Vpc26EjwJrm5wKqU6mwymCDQpSaDQXG+EktOtRLcaWDJkpN1S+ttUCUQk2pnHLeaQJDOcfnvkkJ02aNNotgQBfLmwghixSIkH
RzhVOZJhRE1KkI+XwpwRJTUT6ZoVSvhtFzKNpKZ0n0rlU7lUHg4dSowSSjo4mHI+kSk7yp6y6W5LWVLm3S0oU8rYYeKQ2wX3iwSfjBEz1rwF0knoWY8/Q4VW
a1WZtsLSOkqK/UOZISXNYbYsfUOly7AU0+sJjQXkBXMxgOHHx5vy8MIbPxcw2TkR5Inwf7E9QeAQs///ZRb9fwjAnCV8DeC7AQA+MZMCMEOhHhMAyidgNeqx
nyl5SAH4d+ERhJFQYpw6SHoAEn4mALfKIeBFqD92wTNiZtELcoB+WIQ7P7Nt9w/d1cyZOTG35s6ClKF1FUM4AiLFCAVhIQJEgmCIArEiZUgIOYJi6Ai6HmOw
w3//KQBmPPhbZmfucnMalwJdKO8yzxEeIrpJFsQt1Q8wbJ6/Cvz9Yu2aur8+wN+TDy0Ptz/c9vAQAMCDfx98fCh/8O/B9H7rfbP75++fuz8ApAIKABDvVfIA
P7biej5+dFcBvqUxhfvwL973bUq7ch4aWlK12ORY0NaPV4FPAE0aNBLyFohjDC4+iXGkZPQZ0Cot252n8byGGNzo4u71zwBj1EZtXK2DikS0tR0Oia/vgSzZ
2pSKhhRS+a1Qax+3jTmJ0GtBJ5CQkZQVVWksX8fz1krBb7Kg5l08XQXd/X4UOJEPEjLIQaNGDk7QaCPud9ZYYkIietQUlFR4rDgPZHhX66pO6jmGeUD78bDF
Sm2WW22FVdaIsnFs8thOkyxFqhjTLTDXPIXmF1KB/1X5z0L1ijVws7k8g62NGZQQ08hENOt94UYkCPCRewHkV0CPBGOuA4jZ8KTcBgTo6hjzTyXiY0hMkUAE
WJViQ6KigeHA/ZAVHL0MGuEk1jgoRFZIzLwUiQ6qMiORqobvp+Y9uUJO00zMcHp1wp0oR80DM1MdYOCacKaQTXCxCneG2MNKPGPlcGomGecX08V5+pDVN8Iv
VRP/g1PfIIKnrjBDgYbyE5XrUvTZV6wU54jglGOkGV8PlhZiDWtesFo3021v+lTBqVYKJ3aiFm4GZrWQD2Xnxms80PaVXVkBDCiC8Nk0tzM1a3aSGc9opqEL
9wUNjexioe2tI+xGwXoSzyH0SWCYsARCIAUkoite6HeSjfWfZ8UPzPrx4+pKrviKrhCueJGNYWdtGEZ+F94WvLI82wl/9QQFgROmGVAUIQszcraMY/3sjRU+
TPPe+JD876K7lCzqujovHFRK1lQXHXaduGHQUaeB60GGWQaVDatKF0VdB8HtL+vSZUWf+CwEEJQUkIiuCPoZpEnrNJNJc5tTmjteFACgCALPxjnpQnt3B3cI
YwaV4i6f5136FcbMNUv7kwcFFEXIwow6VJzy40qxLzdNlULgkUvDvk+F+nO804ZMOpo1BUbQ2mdorUlHUjbwQo4p6bNi+aSRREzIckU9fAnGwy0+g8l0n14u
Dfn+UYbyEgwZ3l+V02l974ypl7sxysf6zs2MaUuKza/ZzOjSrac27/t9H22AEhw7p2t6BPu+vc0V9L7Dfh1rSQsM4OwQbcABGsKVBsF8nmUxRQD6vr1fmyPd
92Tt81Nwu+SEy6lNhuEuxEzRFZyf2zBSjxBFADMEEPqN8wjR7G9ocnZGhF4teE7AlhcrI6c8jXRfv4Y4/ntGp/9QDwaAC7RxsIE4F3KEEMAa7BHSIeDYArgN
WP3dIh5DOhkjObxajoPuAeHzfPnfBIhKq0VUjIICoaCYtA40Qntn/syi6V/Kb5is2s9ml9uptfOOWqjkjfFw+ggzVMHWMY+T39zPHUltyxJD6zP5BUYqB3qA
GaprVDIg397j0OnnQHjbZ/jD6Wja59+ly8gr223641QdX2YEwKvFGndmeACkoolS4e19V7PBxYCXNuy5aBiWCr4TYW7D3LNoejwXHimIfFeoKlABqoDi7vv4
a4ClOQhGhe7NhKfU/7xpjWyLjuGkqOS2Maw0lQzUaKj6L5zhx5pXABT7nJkbY0Cy5OmWjhjep++UdyCNGZCBOj6ocYOMkqWSLCQnliOIL0UkHYkqfi+78RjG
6Gg440n/G8DuSBqWZ4y0z+TTDN8kbKgC0YGo4M4ChzCsaZuNzJRen2ixANG78SeUM5pKCYP8lA4QsRXoikZE+iQeiL0y18/gL0oNOJHpaiSBLL0K+L3WyAJq
taCYtDxdU+YYNzrEIuoFVaBU6YTBfFccvVBU8qHXQaECJUasV3XVDS1+8QEgfYVVgQFWORjsfEorTShvad/w47rpSFqXBMsa1df4HKuhFn1ncQVKJvlo/CRQ
APmx6K1TddvjNdQz2FmrKskh2g0XWkUdIUttHM2hY9n6Yn4y2GGyxvKroQbszanWFPHznZd86kE3t1hmw6qBx0iq+5fUaI8tWOwjZf689qxFWN2I1gIbUQqj
ox9rgOOSnEJ0e6cA8fOxAxa4PVdRPXureNfFeyb9npxlNSviMxKTuY5fhgJLCGdsSr+GrQh6aIYq8bjPxo7TcQZsFJ1sVgVYNLTZwafiyRtYhpCDlxakzeTo
wItPrTmE68zpN1DiyC/9Ymj8s2wGi5iLijaOCzEKSmo7XsKKK6UjPLWqRM1S14H/6GZZXfRjQdfEK81krVjyhivUbuAIrh7nZLxvYOM67Oo6CKDKO6PJd1ns
XI7E9Q0yXz01aNpPulkS/UhU/FgI8r0ksmESLuf00GUKKoF+WYdii4v+SCdFr10Fw4LgeXtgRLRWM5G9NLQrGSo4G5QEFDGvysQcYjkl/dDqHWsZJCu4xgoZ
g3EBewSiFGqIG4LPvKVzxhBQ6aExB03dNARTHqNa/OWT0bdKq6aIjsQEPqKZSlLx9k6ZDbNkhCfadcMcMWTF4uMWqmwXmZvM/CZPmRjoOcB07VPusaQIdN7Z
bFFs0YszshsSl1QBSfuZWfUdZxstkOEYfy8W8ERzontmTKdbTLK22ZkXt2nPe4qea7dRiq8rU5NBiY2PWykimAJDkJNlo7Pn6b2TN/YN1NPEF0Zy97aiBuQD
WkgjxT/T4OM7RTm9z1BBC+AmwssBWbnWmHpyfg7dJg9qj0jxA4+6EGNkWlWkXqwWxdfih6h3cq5L1NNNmTzNsUyPB0hn6DyGsAq1BxJVd6R33podkc44zI4u
SHcawCM8XVZwzowWRF9WZdZnVLlpfAhuly+Mz8o6FHSHaWo29jtv27cDfoFxVoh+KS+s5qIYl80x4Cy4t7biTlmdnPYjKTyYc+SuF+thocXW3eCxB2pNYunZ
pDcMcm/kBVDUQdZIfoZ9CLGjsGEnsVGHyS42M4Jg0B7TxsLZQDQaavp7IPpmIjlqlJ900JXyG/9UiD8sGbYt7+//jx/2kIX9yHZePZZK/jBeVhiy6BtX7Z25
p76du1Zi7s7rJp+1JKXRRmpIHgxAUzaeKqMMnIklpErra6FgXlYYEBSzWoItFV7YDXz4MSA69hdmT3OxGgRa2OkQvKNwq5WyjOeZAYNrr5Hp+qmG+9DPBuRr
vZONyz/eYQFHDZlKz7uxsr23OU0b+SIKBW93KhTbrss+W+x4ys3+nhbyYYQ7zqtBUGOwJ9eDACUD2SGrnulG7MYHYIBB7OZ17VFi2byXceKSHayOvJYILbe0
Wm7MZSpHMI8YWlcTPg66FJDfJHKUyI6d+2dY8KufQnLlImXas8VlQJ3PkeHuDgDXjERM27Y/kSPMPkOBXagSqs9eJY7aOdSzXKDEPK5EmGXjWcknT/ggUEBU
CZ2osVIdTEhd7KJmkloQhwMNCBMbA4pOXfy+YHk7ETITdvK7g6Z8PCwzjLJ8HgchfWW7r9SKIh90nKl95rghsN1YMnWoZRWKMnxbRKpicHC805DDAqIdspUH
pGN/4vtTYtpWM+L3M12IqcjEUsZzZacZOGlA9/t4ZCSpS252j1bHL6rNKgJDzuo5hdyNanUQYuGxYAeYFn2VjoQMRw+pbcjYvbqHMQBYVlBj/KL7VA6n7AhI
isd+aWuQLOazkENWi0mlEEwxYM+odIbs/LIEG+pBoKiCNR0ofQQnXrM0bO7dsKY3aB+wyYiXUj6j47jYnD4SP5t/oe1cpHTmMrX9uKyD6rj564pnsUQva7et
Oi0QJpWpxGEOyHbQFo8/h/1Wo88cC2mxqruaksnEHZTNfgcwS2PaTr4fwaBYCM4Xh6ddPd5QfmyQgKpNiVTWQyRhBW6da4mDQdBJ2Gpyfg3b9KVxTnQo2Xpq
24zOE4TwNVGM1WKcTdkgS4QJKlO0RvMBw9AKnXUxDienGcYRULUa446aOmUYNrGhvdkEJrDpHpUewZ6w5rS2T7IIZpHJoTZ1JXozQojQCiiCvC2iH+vK2YpX
tvcnKPhtpVAnEAor1gUq8Q/ChNY1krW8oqyUfTDDZy4Y3rDB2W9/ukvnGNiRZNkqWSTKbhiaQkEMI1Cxrmb7vjCjr81W/Khhqyany+Vkzq0bih5Wqx7uGxtw
TZYYmulv1GdiwcLb+ooaINTYDZNh/elU8FqfSYMhHTYXohCjqJFf3nLcXz6BkBbDB3syyaoY3g3FourEjDxqmwdGkgs5ujJDS1kLF99rQ2QkyWJme3nFk4QX
q7ERLu+8Ry8GAd61GNdsS3RzPQ5J7bW9ClgLhAV5IoWuU3z+K+Ex1AFC1YEUD6tSFj2OmlKhQ7aQvellmzdtH42izVpg7sMTJporxqAu70TcyZk95lsvjlpi
wA6mGNNMnLSOUsW+KQwOb3IAPvpItB2RaRMV/Q3mZ6Tcdqfmj0zOrpWWObsLdcPRaemy6AvHw/zspkfx0IWt4+keqNFY+Isb6Xr9o8EQLovRcIx9g/LICHvJ
c/F7F9WGaqS6E9X000Urkt7AvoeJR3PMo9zAt4AtQJqsNNtJD7BcE07dexePtIvBt20yToh892H3VcabvvyYwpFPPZGiOWXWcKKx+RovnlMZWRHLTSjC3eOX
USEvWs5ZQRNhd1yfCtpa3OXuC79nIDnZ0/YPV1zElmMWxyx3sAm4uzeWU+SxTvaZ2Go5YSmT6i0iNSvYVDI5GD4Bm7difXB1jBm1Xol6Xn+PnqV7HG6q6TVy
AnKSqonBGjX6hDEs228vL1ty+iJYun/QBalhW85xD6O+Y+VHjG9hVtSSno5YX6ksLRmW7qaN7hm8JqXv7NoboxkBOGQ/40AVM9La5zzvjLHDDA6JaO6wpGJj
ckJq28xp5i0ZaLUlwAW3BJIyMrWChdpsD6fgWNRuCX4rFhw2AADK8bF0R7gZJdnX4tLtrRTPZm9qJd8X52sL/NY5F1G3pTWw+cy2nE623GBlUAVAcrTW07ON
9ElttkHOt+U0jG8FR9GSrXWKu1vEpLVpG36hhYEpLHNUmuWT/0QLvJ7s8wDlDdaypQcDzPQgnvDMOzMhUfYIJsbqgK8T8CSWMvwdtGZW8Aa7K8mel8cRLoye
+GfvyTOL3CtckxKW5LTIExK/8Bx9m5loIPOOvcu422KotqkZLKZlBZa4EQ0sI2AX30iLG/hk1Cl6k/nOCZajG8eYw2CGVzHAkgobjSAuY26FD7tkBLZh2lmP
C6PqihUgAwglwrjFkNxi/AKmLX2eraeTPSqIfi/BYmAxHpLxFyKgL1vWCCu9CXvYZll7tT/PUEXXosZk6cxTqyfxRgS+JK4Rkwfes00WyrqBYY01vlRkQ8J7
y9s4Dz9Pv79yP3bbooowtXuBmdqr6hr9jh+cRypyeZVTQTeNVTxt4DiBcfoPZFllDMg4jQoANMyzU08MCO0tK/5ZU6ixMgl0i69nuMWeu0OTgbwffxQ0uyui
z/x9Q3d/iLux003nbBewbjtXrxz3RAWQrwiHymPRoxXBGEKmX2nngkg8nkxCtYzYK2skPP0DxkNp30hm44ffXsMr/AK9STDrB/WdAc+lPMnebiH0DS0/w4QD
RmZH0KmI79Q6KvBCdyrJopAKWlu3KBTsOTOB6cnWwANZ1rxwk8ng1pe2Z3pF14APPEAAJl0VE0eL4fhskqnJiL85wQ3EJTdnswPYNo809qJ1LggHBBVLht2z
S5mWeRoP4ErRTsNl6hMDD3dwsCMPrL+9+uMFQtQB5jjXoaHEukh5hbs8mqgQH1vUir6fMrQSOG6Vk+Ya5hxrYMdq51SxnmIr/Gd54R5hnkdPqCvGuvk9wHqc
9QDLwoL8cH+xQXF1EbKlG6/qWtEL57jU1Ie+Na03eb1YHndb0xjAvkFF6S7DRh71kO09WF2AdbqQ8fi/j28Mm8g2bvw2ws4ehZNxm1MSTwQNDqhS7LY9tSf1
JGNBz0n1jDbPtU/Cv2BpLMAPJ0NpTVK/7ZRsc58mJr2Su1SxDi7MYT5ki9qiosBr50v8hlMdZ6SwJQCKWToQQ6IV28Q3IaommLGyZJRfsB2dONVIcklbORjO
TccBp6W9HQjVg1a16Bg+dGs4Xtbz2ncBwQLzzlBMNkQyiQkT/Wq4RfnEa5Gw5cGaaZdxsyOIWdBUM481hYgek1SPZvI1HwqKTxd/2TqhNRBZ9YTr4Pw1cP7u
oc3CbzqJCrWw+sHIzvXzNTwlwzzaeqHV99LYsmIifA6O3xkkt3XGRAFlcTlWVPH9TUyOmzUXHOxvZJ0jJwfHXa/B/+oucmLHIspilufexBMOV9z9HLLwwGve
NXpqYNSZxg/BW3mbxLN5l9Q8WJdYQ8le7MIIX4KgJwwdSYMULfQ+49RjwxJY2MkV4kQ2sybLC+d4sdysE46G1LSgk+OsktcXT4oGf16dvi0mOnjBs5rkLF7f
zgSMbwpM08+CZ/5Xtmp4/I+K90kXF3QaxInJvsj8aKafVWzYRt0hfVGdkEts7tYlz5hXLjXwG9QzeIoNx3tywrU87yide0+kn/ndBuJsneHv+ZisuxhX2Vm7
/yF2ykOt3nnR8Cw9SBM5BKazrEWIN9VFMgMHTI4m5/U3eF/jpJEtTAm+7TW8Jx+BlzBX3NaGulgbpKllckAQxpx+5o0NuQM0bzcJVCbw+jpePY67HYN/Llym
HerTZ4SWBpx5toVQPZnAxKX4nBr0S0FJ1MLD9AWWf5R3YZHTyqAgYAmVLktlvKdbjdLH4edwwFsFwhaAnbIE92gKocx38VFZj+6pilFmowLP6xGoGNDw4akj
vrDSp0TB2A1wBsaPxYMIy/jF119NtJ1pkjhbqViCdqgS0vc87FYV0itbUJQnq/4gZJZlbLnuNsrXrW7kF3B2HWclWaQ/dn9IeR8mNVyVCRYSIyWYjrc5aBUa
t084K54p6QDwq5vLC7sYjupl4jePLhQ/UR6feUQenX1MnxQ9xL5Lf9CULM/7YwVaH44S8jl2GS/KZjLG1LtoU/zXwXR2k+HJWt0ri8E1I/6HKL0F3Y9s2KtY
fJMduLYXGeQxduXZKy3rsH0n4f1irSzyfkp+q30eCK7GlVzOLqWGkeymVlOTYorylj2gYKrl3vMDHuoG8xTkg96rlEE7vky9f387hJOtNXviaaux1wQwCnB0
fwoThLRALvpXueoyrgkWLp7lsaUOmBFbhzIeNljNg2hrY6Dhul4AhNYeeW7JkT+rz0osLy+DKoGXe7CmMpiG2CgNTglG8uwWqq3xWJlsyV6+YiIi6s4UQ3Vm
RUgMSrfyfZJdD5n4r3aQzzgrNwtEL0RF6AIMgUo/bIoh66c5vlbrN0kuUHdGgwL15yVTYUMtdJ4+aoon4NXUJD5mL4gKj6IqDhYbk0K70qf9/UUXRIJQbZYJ
wL2SKJ/e44jZR+uhC2Rdq7gPYSDWrilnp3jMqj5ui7BoK4BU2MBLC1mV4klahvb3YiVUHK9IUlyaolheV+iFBYotDOLYliR1I9//OX2NrsS+sVnaboCZ/yzF
0Sd/9RK9wpaxFU/lbq5uQVRsDS/M8CDqakhspNjzsFsxC6jLfr5uZXxZ/iXVutivCCD7kcD4Ur8PeL4fC4RHIyEcxf1tAVkAGx0JoPsXz16C7R+FBI9jPMzU
XYX27+8f7Rfv79+PZE3dpsUNkbAB3Y92hwwIth8YtOt4cp9OBpGhYhOd1lEEkSHZORhaKzt6DrIVgWSwiEsqEEAk9raV28CpZ9JP6nCQDJIRBrUjYRZy4Lr9
q7dSyWoiTJR8IkYhST87vXTOjYOqwBtnd1A9JJgkYSoUr6H9uyBhd9Po9z+Vl4K/vs1y/IZ0v16oNvdiO1/yMt/TpbtICW2P0NzA2HHq9ffQwK8JHdG/H1O+
kafO0rsZR0Rs5srDPLbkMK2bPryumEmddQ1giDBRGXE9KTulTlWAMLiHX0yYT3bRmHUQM/CuvMS6wt66kuPAA6hwAbibeIhplEo7DMIg+tdZ8eN/1+/F13hJ
MAkfpcfWFzm/upd6O6+Z5dom2OHMyyAYQiAmTyICYcC16ll/h9aesthctaNMleJqEob/xIdgSFp83fht8RmyFIRB/kNc9JvYWyXZqnbl6/ofs5ZvF73uABaS
Cne2TN79DTkVrYwFEqnWDJW299Evu10H9IakzSSF7Cc+CIMI/6j4bfGRv81BGBTckuE5orhveza/vC5pHWqpHdKnmOE+v3dOS51zRU9V1CPXXlBOAWxqSCSC
pH8cTLaezLa3T0AwhP6F5IvyLoEgr2Kt/GDY6Vbzp2NfZj89k2MO1fikESSdd+SBZpZrlWC1Ky+DKKKCBqvgWWXi1v21wBw3n2GRPL6CcvuEexky5LMVWJSZ
ZH+AOkaO+Sso391KGh8qtXWPR+po43TjdUDSbsjNx5pDPI4fxl3Osczhfr9cDnJNRgv2jwPci4peeYDan2zjWgr91l5TGWANwRDOP0v2oZNfllyR/PtoBcIg
liZYcD+h8X31yrJhwVx3j0zvsEY5hVDGTiw+68GzC98HavEgyCfo1Jyht9xq/HKCBFzrI0wmd58Vr/hc8ILgweeJ/jMCXKb5n6u4HxR8wjIP+Ov5YvyDbKGP
oMX9BPWfBudfB25UiY/+ZU4mdlOhrf5WIQuQE6f8jCse8gBFC64JLb62ZHRQ+BEjdVQir4rNWrmdxyk9/VNsTzGTOu52cfLaZQoH/Yu4bcn5uiHW3L1DpnQD
M87Yxz3F45zicrdyeFvn8JZHeRlPavTiwQVYlyl65X7q/IiMUjyXagDLySAMig6vFmvGjZnVIbvGpzfzOD13P9AT8KP5TvG1JgUIg5IQKMcWAPcCUfpodSRq
rUXc9H7lqjF/is8IUAIMCh9i+AAXhEHNOO3mpSb+LGMtNHPTzZC2Vfrot8U7yN1aAlfcYkR49O/HLJ9ChIn88wiEwXq0Ze3ZcOXGi0vdkYYbJ+jF3dY5Skvo
haXq1YdIh5EU+scqMcmcTm+p5EOpHaO/8h+dklzhb31R6I12Zql+cIQaSHVyKvXdPtXPh3YEhEFeg/xAk4+mH/LAyr/N5/m6wiM8/hkgf2rx/VbyXeaAY2IY
56ZYQuC8k+o3X/cpY/InHD9fmfqmUxrWJW3oP4ZKmaUcPFIms2bupnJQculDePCSJvmttOVjcrGfKhlhmb+CDcd57Euio8WEa8LbFMDCRdW82aQMFgaz+v4g
yWQiPeKYTAXAzKkPdt+zb1YeDWOfF4r9XEyr++BRNbRWet/o0vGIPST9dAmhpOSFmTPPFk4nHX1uX6YCYZB9SyhgsOngqw5iqLllZodsPE65dYZYoW+RMp3s
Nx58ucz8H8nn49++Hr9qEPzKUYYwNsWSa9RNCVRXzBhTNUtZnphiq27U9HsjzukdjXMsUW9bpWN2Y6tnzaRcpnPsilkxfKavucGEVHPVtoYwiEzQKdtzUaVB
4M/c4Dciqqp9tSENKqO0bdhbiCkzzYaB2rFnBkFjyOxV96IpZR25eNMxgUvYNJ0+egJqsKYHcFpRHR64Jjp+T1Xj8rqkY3pnfo4ugmUJMtSdArZTzPyXX2LP
Z5dB0t2juqQhaNRnmnHuVYInXGG3CTCh4aFbcV4x9K3wqvBaUp4Y8PvmtNR5V06sAt6uldy96gwzkCDobAzqL+rv54qHOC9FkpW3Ic6oAJInfaY0T0mZ346I
TP3mQnQQi7vsaPyijrtluxjIMBXvuCKGYIi3B9XFQRSEQf3Vu6YXifsizTQhdDfvd4aIL+8Uy0dU1QUST4ekLAKzFKkfE1xZyYKtiMg0j1EsrUETZblkdbnk
4DTgfvG+oJq8QUmmdaAammwJxzJe3123pqSx/rZfziqHvpPXhay6gMlmz7TpfMJD6F+WaCFpE7OLnjULvLhALrh529aoCfjNdsV/VXqnJ9yCmtEgZeaCxgLC
Ema+PGOz55WSF2cCN5vLU0l2HNpFxKa4gk6ikMixdcV5cDCaA5WyWBYiE6kOEaMEpBDImXikQnhqG/+6+HpcAcGQMERQK4MEMQiDisbr4rf5y04B/r/bvtKB
MMjHJAKMDcKgaquNF/f2TXAn4v2uir54wHxhayUqv9VQ4NEvV/HM0f31+fbeDtR9mME3pp0MmqFk1yguGdj+XsZQYjWdt/saQ0FM+JkhruxxoNlIgrU7L1ll
clP2BGvK57ELf0NM5mMRZBFUI0oI81Smc/Np32k1lxXndqtCJ2/BH3jKyWiGSoQBD2Ozo2lPv5ZeyYoXqgBZyTSq7zsvPT083XmlxNla+1zwPEn08y9hFoXg
Y5ouRBtEosHLZ9LHrtNe1lZTCh7KRJbDJZ4doawI2eT5bgLBz9xW2skXDZ0AGnbhZ393f/IyQ2IJZJ1gaqKgkAfZbX9WfLXYJzcbOsxizYNDU0qrnW8tOvl4
6tP5HebjacV0jZCudT2ednDM6tdZIkwjYvBgpsqV/QD48BZ++Mv3rgVdJXX8hxyLYpo2x+gV9z9Y9pv37/Rm0xhU0S4/g43zu8nf8nV9YVvR98Y7XaHN5+W4
jzCp+DNz1phMbVne8/ArCosyEjZGYaIPisFk3QPwBCoPEI4j2qjwPrOQFMd6YzZGQWwAV/qQl/IEMliygjpIcWAvrAwkxiZV1gl2vFM7csDcwNh5TYt/lk53
EjMmh3J1+zw0UH6wfs0OczUK1zFgaFuq8ds5pnSbautQIwZV84Ni127bfCI8E+IsOB8GTnzu0vR+8aWn1SAk8UWTlfTKktTqNKjJXBfYL0j+CXItgqk1L7f2
rQaxVHX0xV5VnPtEXrLljCEV/MXRpUnCgDFkHonWZSafVEBH+OqjKA9kHJEYMQJXoGPvn0nOSr7yX/FdMQP3FayaOBglUxbSEQW/qrsuneiPVS5pDSn6I9Wt
OleyPY3nwBECT6NEBqFWmnncvqq2de0x5/TR+aWGzH8Xxof7qIpkiiHhTjRq0Dy3JF/KvF93gyEQCdx/LRSkF2/ZthxYJqxfZmlrMA0G4+5pY/IrDTXmNurd
GlkJvICOyIfUuQRqDk8K++c2hpVTEo195oCaWWs2HTlrLqCRgtB44ARTQkIkfjtaaSgqsHYmp1IBLTWc7HrC25XlVg0NrG2oVIMwWJn9bbC+LeR1+xp7zB74
2LJ74p3FSEsOyq3RhrNsYP9DISRLGnyq7Jk/zJSw4p2bH+CgPVBLZZd2TF8K0adM7ySM8euez1333cBbVlTxaGUIJ8GZwqiNPsf6yEno/djsrH+12F4VegJr
DAudQ7VrA5WSOscROTrY0FrxUz9mIQez9M4tRJ0hx0MV9lgBUYhShQ4sASlgSTYc9oleWi68Lj7bqBh5twQJamXIygR3ugq2LBMoPfcF5dnir39s1nBnmKTR
o8WePPmB/IADvWIf2OXQSwJPMsLL2LfNVXFHGiZRe0rlUQhkQJnip5kwkUKE3f27qsAJkRpQiceAU9bsz2n5S8LyVIKdsI3vq12JBBcSDxCqHtY4i5gPiAvs
x2HWRZouEtFZ8uPDxqkfUxl7DOVAd8Kbv3FiHgnJMkAw2Gl2egOu85mfYkAvkplE+0d3VPPadCZjzwM+dzmPE6Szpx/zM4WaDe7j0komzeUv81vNUrMINXZO
U+prJcvrkq+/jOLF13yopM6w07iV51f+XbgcWJMVlbjHOtS+bVyztb66uTJvwy8sWRqmfGeri6v01ZXJitGjzJwCkwtZc1j1FfY2nbrSLUlb4UdA4ma6EV5Q
wvVlmmajRZUO2qqEKvHcLIc2xOMsmTK1XmCy14WtkpqwpUx8fQ59DN0YQ1IP8vuoDo92L5Rqke5lqYz7PecYwquIf7VQk9647On/Y3S/SBM1aPLlHm0uZM1y
ZbJ31jCSTat0Tl+qzi2uakLV/7xdHF0UkZ17PxS/TS/qfg9tQueWIxBFavgXe5VR5HjO3IysDNBA4maY9qA0XpWxWkO5Khfa9ocGofKz0Rr1zvjyjgmjzA3m
anz+hOZF5pF4vqKvx1Re0eQwN9mdqmzAmuTLZH7+8p9KkFUGlD7fvMpoBp5RfPV2fYPFU9Yx2u3z/GqgVBbWGP+S6e25iFtWGzKa+G0T6WMYlqT4JAe4S2SR
iE6LaHxu8uVkhvYBd+9FIUSH5HuKiPsmrZ7ovCNkP0/n2OfMXyowemc90SM+O0NFhImYj4CL/N9keyMFKp4yRlpIy8nF1QAXgiF0lvo/y7fo1O1mTegKP41A
IC2lM9TjMCJMZBLEIvrfyRe4cWIdEsQzyXy926Ka3CECONH9jY1Tv4DdpRfZnzclkTUBGoG4jFL41hdVGLDeiQjR2K+CqwLeVQH/MM8BrwvMPq6nex5OGPQ3
KpGPwD2o+IGxn8Vj3ozc/DF9HSM4NzT32g9H8E8ii3WbpIPvqs0PmcObZWke5m5FW7hmqzZFPfx9iM/aDyp+ABcQYPucxN13BSQNEfentASNpWjNZ7C3UO3N
I937+R8LeB/zBb9fNGzRyVt51oF7UCnefOr7Y2pGlvsRMBK/nBU6H9Kt6bvOLjvxRpuoS51GNf/AtszqeX/PUY1KHWat6if2OXg+ahB/BFhjbHuFXnq4n7bK
3xswACN+l1GRCE2+Vzdo/Dt87m2+4AiXfxRwbUV9WfQd2T5c6zbZtldGuI8nvAP+dA7yyQ725e7L6lmcF1ngAWpWv4rcYRRvfmZKIAsq/SA5rXtQHD6eCHn8
q+Gj9ylPth9S/EBYR/KLBj+qcwAC/gkAqt687Y0OeMO+Gze5FumQANaWHF1XZnF5Au7zu91FyFkDi6lPDy2B0fRu32UJ8HutgYdjRjvqLy6+gisa3eYOl02Z
9JlSXHllo8fQaq/wNHdaXtMZU6mwovMduc4Yiwfw7q8gqxrflnodkaqot1RXR3BoK5leTcI1A/ygB29XjXuvEU4Eymt1vDuy6Zh1r8Hr50yMaq43Xpm4fzp9
/ir6/iHs+koMVjnIhgw35P6Oa2+id5jFS66Zm+gLK2gQnNH9LLo+UzW1ecVRCM3vkpTDviPDiw3mstqGXDxnU209u1zTYjOroxpttadSXee3J7kAnwHCoLxR
y8Dfopdud2tGVvhpEHEpXWV0Z6YSgiFRkCAXmd8lKYarzkxYbDB7ahtyiZxVtfXsVk2rzYSpQfWbWUdhTUKtz3k9ilqfMyNQ5r6yN6uQmNBhy9c2VtRZsVvT
lthFd6QkEAYtl7X82Tqz27xqKvKVtlEOwiALFSE3gWbxuBafhcY+wmHUsxhWOq2I989qvUYnhf/OlAVpnqoBglKIAlkjuP1Nzau/+xtDyD6Zmf/oVbqdSGiG
dpFndbCAf4Ui2tCXmH3l/5bqeX4Ozg43LChicvn5Pu/8BQsZx4EOIe+HzywfcpY2sIg04oM1z0OlxEb1QpS34P/okMXvk0SahxIFWp46RTpJ0uTiTuCMwO4N
ujfi92nwH25JZLjMmXlMfOK7RIP4ZOnmmrznxAoqdpteVPepucm8oIIGFkt1L+E36Geh53ueBpKWYtjH8CecM+Oxm9YYTYZjqxXS0K6NJ7jX32PmK4zHK8tr
eoEmUC7vn6dn0y3VzkIhBr7e0Pqh9TdI65cqO0P6UxlfmPGTJjqp9A8DXTE1bzfGvQmcAGqdkyuY8wzVL5KhYfmdhRfWz/hRHZ1YkiNowXMh885juWDhEu9M
BGL+Cq13bvmIKMLNnLpC6guzftRGxxdMmc6BmMDv5S6crncOPIo/ST8s+kmCV+/CWvvZ/kf1VEa2jmoaXk25cIlf/2ak83ZF059TOkUFbXv+4Glv4/4tDLIF
Z4n9ug+BHaV7mKW7SwdMeHtgYkivFP7OZW2g01M6Gn+FsRup1+/NNlckw5zPxP0oF4WteWE++dNw0n83xhJbAEfVayFWhRXw7Z2bGxem6flph6PYW8dseu7c
Blj/RVB5cLZEMTlBrGd+3qoocqXJqo/mECggYYAYIZkmTzYTo1MOnafyM61/1txrLQ2EnsTfeKzt+vyCLs5WrOBMJvBEO6wdeL9bv0FoovH5IkG34W2o1gt3
RXR3N/V1HY0fmPyetAf6WOVSIf/Ic7BqOZdrK+Us+yHIEKiDrueirxJgZs1SqehWHWWs0hCTnHxFyeI9ZhWzXqwpjZgnTSQQc91XJnGTQWU8sZrLH3bGxuPc
u+DjB+PJVpvuPBhP7KsA5v8bK6UCBsJTP4PyQMIZYwP2kCfUs97sI21aEkTNa9c9llcIzWnMUAX6gRC3ScfhPfducWmpmDPIorM73pUoB1LC3la6oiRwQSST
pKt7h5eCiPggCdhHWVtwZ83pZqvb9ayX7C7Oeb8XaPR17ynUmxHhce7fY5XlCUnDGT7/NJdsOzBYErVOfBJ4Qqmst+saLF53+yh3pcfv9JRUFubUiF+ht+TC
ZXht2GiVrp1dQHNCfALc1R2+quauiuqOWgu8r5C6Y9jrgY/UT3ci1Wc/VraX5u2acG2FWeFJRTTbi698FmiUO2SuSMCtmxoqMsjDRecs8G/Jm6LLWYIP9u2S
fpITKjWqZLisCRHtNIUUKVRdlBZpzCEshqkepVAfz2XRX7mjER5Q64S+dV17qb93yIkGSskE8+cxFtx1ErgBl9W7TR0umyK5Ouj/VeBK21T11oC1q96xW66t
rWoPDjg0pnTSi44+Y6NV1prUOYvX1dNZXun5vUII10BhudRoaU1UZ1r9wtkd6BgskBI/TQK6IBaQLtDXocwxHAa2ffvPMuFqnSL9mOoM6qR7zIdUosKg1G1d
OWuCNq4AYVBwny/uYEMwpJyhBZ6w9+0XEqlE6fY54sJlqasm6z8ki8VHctV7ubjLhx6E/jRFJ0VULadWwWvDhpYn+wMGmOBNmnK6Tumxx4S1a1K3cMm7X24u
afN/i5XXnpl45NTVnwNSiALti/frsiKRNbYyZJVZLA3Vzb689YxGkzbxHVaO7jIH0mds9w71OqOWJEeniPUmTKpYY+JMMJsaMzRw8UZrXTm7IkObvIY7MT+g
a1R9OMoqPPLXNDK9DYIh/BKYqPrbOYr479FOSg4jJPgc7fwQF3/64UG48CMDXP/b7vz9RwCjOL8WWWLbXWYr8FNY8x07TaMhODh3sGFmIp0oO1EEjfEu7PNG
rEmFDFfRlShXuSIzlsjX+37+RGF+Air2V5b868Ca5OqU0TvKmVkLXpiscA7TBw1cPHc42LtAadq8GocxJVlFzBTxXRZMPSGdO2n2EzCrqsgZT2WsmVQn3wV7
+cz197ItE/iMj1NX/pfjfely44qZqwHjcl1T9UgAb4splyLZoqV4r4MmepaMK0/64xqUHmbzZsu/lcouYlPbq3JfZRrDhUquPEYahCqKyZ2uNAiDhmOf+eKC
B6AdGjhEvP3zSxCJ6IXellgi8/UU7Oj+VqJ8Hz9vLpeWQIjK5nzG/P4Cy/bfEZZTRIra6gqI66OuvpwGYyWZP9FxPcxaZzOy8x6Z5SeebxNbwDSOUTmfJT3r
Gra1nRPJCFCd6sE09C+qolfxZXU67ctePcGe+EVqfYDjIdG0LlnpZbzp9x8V51v+gKALXezcPDbQqM1RuGWH0fWZSr/eSSL0VurMhKnGQBxIrlIeAomIRgdg
wML8Fif1dFfxBoM1Zv78KVxqWHEkh7xo9/IzxslDLYRqtrWFsHbMuXudgbRFk69aljVHm5chDU9VgNKrOzZwi6oodATnQBl/w0I6B+TFupno1uZ8A5esub+f
JnqXjC2PJbIalJ5n84/kH0sUn+u36sgCSoEGTM1sF0SjXVIfcY1V01hIKedPdFwPs9b526Xz4TSwzDVRxMxJjpFZdXP9+UrVjaGUiAZZtcntn6++M9ZzTIO6
6R7uxoC3wX10K9AoQGErErCKLaazx/SPqIFwELb3XKeaGy2QigZRfsOQeyh516RJT9G0ctwBeed4e238YgPz38AWskeJuyMRZoHp01ueCARKX5w7LqRK7wDj
HXFh7dwJD3AsJJ7WVUCDS6OzfZqJhXRgoiZUW2HFnWmf5vCXQ/e4ev0TmDvsK9dsCBVqlOHCZ63w7x7tz4gZvDc3aSSf1AhVOuX0I/ZlGAX6bcsWPonZKgZq
/1BGJ1M29dG3CZ+yPnpKK5KBsjzC22kJK7yompcSqcwRLIqpHidRhKOxuctiGv5BjZLne37UXqrCz1MSKyglwyjnIBfuOpm6WoAUVN2SJYTVX9wTU+PJjktG
oqvnvd9dbErXa4C1EKJJwQdUSoMs1W+slE7HnuGRaeUy8huKUqSk5FTNNbqoUzEV0243u+iXEe4SGj1yqF9RHBW+fldU8oOw8ET/ZvKTEZsBWyy2X/6F2HBC
ufgHuf6QTyRVTbuNK1o/aRP9bnLrszLhTaOc6XcC7+Dydru91Vtub2q3lle02qwtXq+tpdWG2c2tVVG0vhe1OduzZZLGdcDgY1WpLyq4isVylTnkJRwn6qfA
EzLzoUKaTOV4Q4OWbQrZyjArsawaVL8QgHYTxmRihBjZkyDmACfDFDe/X1Vm9DN9ItkKupwcOIF4kCjDF/WbC2UavytOOE5kI4w9BNPLhbRuZUV5WCfHQgHz
V23nk+pKub5y1OJ64A81xmqczjhPYlMG/Mgiykfd71HcQnTlgTjEyDxaoICqM2ADMB6AEUe7ZxidNU63p2W4rsdgajRnNQ21eK02193SCQulxwssk/PF7fBL
Z9TgLsrs1L4Bn6UlYuZEwCQ2LT4kNTozrXp3fc9gb1v+5O7Vk+QmN9qsnbGy/KmqMknHVqVaWmbVBIxsXwdjE2NHEAPWX3WvGIjIaHkCyeMoyvURvvj7wVhw
N1Xtp+8imHgotSKTlZIamIB5c5FVZCjEJHkJUvUmlA+ZdD6j1ZMdpfOUN+lNCZ1On8l6qQ2bTHUOPZ6+p8ak+xDdqaDOBl0NkenZcR5m+M+UhzhiDmB1quX/
z0iNxlCN0uFvdVm6I0HjkuYZi1vzAiRuDkl6WkP96JBTVpKWhj0KzSqbQx8xsit92CYGDPzU/taMdd3o0da1bZmAryVrHukeZRlpSQewJxnzR/ULVlv8Ckzn
Zy/sHitYaQ8CdhAGNR+Vi6cGkZLcCNqHvLrCDBUU4OKSvxwhGJJkCVp1FQGwJe7xdMdapvpGo83G0CmT6eczhN2EEurIxlLZfNAkb/TmwklfqMVRXDUamuAp
hCjQKsZBskwbAi5R2kMJ5lJ8eoAjNi3h+ZRqYTCi9hNhkvvhSmVgSC+Py7jgc1jX5q80hvE2lUoWi1iLuXszWlVc4zLV1BmAqNHi1adEIAxy+lFlgPD4t7i6
/qj08ISH5XWU5ESgi/RDRCJkmQQuh2imDq88wThPAkYFwUIppcBW1DIa+PRRgrCWlrZrl5TcYEr0nOeUjPqLSLSiLpCItMVFV0ZAG3AlRNc09XW0+u2NTTq3
MS7/lbkUcKgxBTWyuMFpqWs0un31Ht34WFSzOjdlejwNQSrTmrqkq084228qrfn+gokOT1em9VWGEu5jtAd0TAOuc7wzKNGC6fKvCh1F+bGEF88dkJ8rUT7D
2AVWvpQ3MgBp7kletb78shIXYeqmfyL2oE2bcNhd2TatN9BkNFUZnc6anOtIdKu+JuSQZg+rLJaA3aIO+E02+dk2vfXfpESpCyK9cmeyqRV4TWSK6GQZk91a
1ahz++rL9OPjEe3q/JRZ8QyRyEdebUh4+kSz/SZqzV2Gw4nKvIe+2ljyxSuPXsYMYNhNfFSNgzDIP49jD7hEGELV18X3T7RDMMS7Kd/kT1p4Pg4o8EXelm2m
MGRZPjwUvUEvLl3Wx3aif7ijmlDY3zrDcbnLphaCydSKlTVwZf/U81N+vyftfh8+3q28q+P1+6B1sCLV8cofvj4BY1bOrJUQ6JFzv1eMdyttz3id7W6e1nWs
/GkkYdQj8cNyxWwkbjAg8RWwiB2NVokyYjE3EU2Js4AKhEHJi8PSaer+40ZTHJlXZs5D35lOOOBq/EPTA4EQBfIXvMt7wy2ULmdxxN3QHvLkBoNuuQTJJR8v
hyD9wJfnxSAFJLSQiKo+PRGYvqJ4XqeCN/yvXLN5B3ScDmr4HL1S3i0jkYnsPTcYou0sjtQCnSCTv9ZqXhbzDkwDrqqYL4sJMIF6Q81byyDABJTP+rh44k6M
pDvf9SMkhM4nQlnIge75CO8gAk77SQWlyzgFjl0j3RzCPLqEVzKVUFhYXMdZsnU1XfkWKvtaTe4aJJQAY6ZyTfeNmNghFnXepA8Be9cbj0u1QbvJVRa2mYzN
jeUjdAr4ZqMgqxUt3MXjSHFVF49dQyIMAiU7YJ521EU5YS0DWsBa5gNTC5bGSY7jL+zUgCOENwocIdxFNLLNywZxAtCy8YvVbEk5i1rN5n3ybfcTQ0HxZit7
p1Tw3f0k13CNABOi3Ld4/Acf33liJLx1T1/BEgpfeRuYXWUnIeqg2eh81W3XNNe7giCBTKhfz8qaRAvX8tkiRLdXSgcvQoH0HyFQ51Kb4OnmldLESdLYtktG
qkXpnAygtIGUGExfdMJgTrTUgd/bKd9av2zRO3HTbnpZKVKdetRwzk68oxvk+SeUrgGtSyWDlMZ7Tcdpm4S3b3pzK/N0IwVQHAJbJ7qQCNoxz4+dAB/wKbB5
6ZYnVuhtMN3x4KSQ3di8jkZubEI0XNmYo0ZdZwoBgifnSh59UcERV1zrUy2ohQIbFzy13aQE4Ig3tLWY0NAqRrTvwCIgEMDfOglnDOPdL7DRwnPsua4u/GF7
73Os6WqTuhI+QLHK9qi7chwEycfF6FuKA258WS8NqIyROarawHXoYV9Xb2E7rWsFP7uB3DGjeK1YuNPGbvvl23ufnfylsH/ej3XgbttPV+98XvDwnlqvdnFw
veMqWWW7bsxpO2FAmrq5wcPTMUB/SwxXxHrAHsq1QsKARf1fndejmgHJ6U2+mJI7B5zwYa5BGdgN+iRWEE1zvwH7Mz0C/m3B4vvwGa7/yAIJUVjaZDM1bbPk
mbtLccnVLRHAL+dt5/C/BqAm8HlZUFoUusDY9PRVnD5YB1TLuYcH/uY+u7gfnClzFn0sN54/QkBACmS7VQLfGgj9x1hP3sAEwAuXCBQo3iBdr7LiGn2AA4Uu
lJTc8ko13Ubqh25epKC/eONOFBybBPzPuLYY1tNSwfggm5csRRM6pyrAX6TC3lpgeXzZClYh4C356ZIwR8w+ulaIKk/gY3OYeTmyTpcKx9Ww+J5SJKF3Ku/B
DXMXmq/NQ6KqxITY6i+ZevZfWirV3ZRKbuqlkpIHJtIHMNCQK1d2/M+8pZo+BTQdlR4iLMGGtpD4XJf32lxuJ+qZjQ0P0VQfiY9yQS5tirOzN3/6iok6t/Db
tQ9Yye1gMVA9BurvJnTpoNw0sEEd5+TBupNXQWwOOBHisKH4RYjDkoeCxYGAwcvBUTGQ+loOozYKAsqnqCcnQc7RbyYhNNQAvQLBNQHXNwuOcPO8qubzogcc
MN0JcYtBogHhcxHAfD/EYYPnKJsDRQ2PQKaDAyYhzn3gYWyzPdU1J4LTbPRg1Pv20qWBft0tmp0WkXUN2/YCaGy17U3qBAyUhaIemmiivzywonfoW48pwFQN
lUCvG/oLOyyVJenCV1yIMFH8O6OqoCf95rz5H1YWdGcZv4ur147plb9EqUprYYfQD/ydoekZ12wQzBJ7yj+Iv39iN5gB42niqfZCrIDndVC9kSMoR433ip6h
oDqK6vDyCnCgM+k6cctd5dxQiCao2g8D9g78+tjF2z7G5QhtCfFoa4PJIWnbxuV/zXyH27qN4GJ63JEPHZvuNjNiVEgBKEO7D++qtYmtP5sYifTEbS6Dwbek
453tL0zaJAsGntyT6guKQ/zaBBOn53dSCybekr0Wkdr1Q5kxnwc4H/j3Hhery8iEi2+BExevG3jKHD79z2k0vsoIudYQCEGMRcwIX9HWqE7fDcikLAf/wvnP
evqPoOpe8riQh8vCtqBv/CRfNDMhVTacyIWGZvlz+jTzDFqPzukVGnJLfNnZ9XHHtLa6GQZ/1VRfZV9Fma2j0e1SvtpKoo3PXmlxv2viP8JD05JtgK9ArfYF
nUlH0KOO6vXHMOkHKodxUm5cT1dvyNLnuugTQKK0Em7/sOBkVEOmbfjyLxKLLlutd8k2CnD10aA1aQ7antUotaGs1qkNSC5yUgYz4AxSoE+AgYnSf+5MmyNM
aOOBig6ZP9KgVgeAxkPyqwJ6lMsjpZdQqQAvG5p67jjNMV7Q6HWMTs7YPDQfi5B0ogV8EAa1HymBO/OS0wEPeWjDz4Z6aet7MVxm+DIhVAtP/bmCUjgRhMFU
Q9FhAx5gJWfG9qaEet6/u5d9JjhUaBlTUDgBooDJhj8P8/k/yuTM6N4WWM//Z/ecoUU/GxoMbe81YDL9XwkhMDXFM1FeH7dOiEZcA+25GTp/1aCvorfCG+gd
9CUDWQMelTusySqFhvftHyy6jEmVjXuil6tY6dSI4j6dXRVWalPOoHdcny+UGRd1DMWCmr5UbLS8DH3xPRCN0F+ZLALSS1198tq4pS8Qtk9qyUzV+BvmxSKz
0n5zf11+0Pj6EgKFIHhF8oHwmIAAE6gddOYnNJNUJn87xXpIP/C1QXWSy4bx9yT/ikEKSEW49LVbxiVH+ywDifrgnKFgprovZJ7kD2jHppOjVMPjyMYGWbx1
gyowdQVYBGJGIEnHB3qDMMilMyjQMaaIUcy8wRcjNHqQT6CAZDajCKSA4ps8xlH2Kc4/YhAGaZO57Mk0AkwQlXBe5hz+9jrnukfBFXNZ0YlcRYXvCzdyltZx
+06lJiabVlpX8B2p4PS8gSImlTnl/qW3/Pp+LRxhi0aYov/XdF14K/lH5QESZCbTzJTroDzuikkn2TuwKq8imXDivIfqinjC4YjHxwtXdCCzYoLtCxCbOAgg
Zn0bGZILgedg22Ru0ffV1YSTQ/tsnUrqypF+IrmuaBuAA3Lh4K1zkBgBsGuL7paICmToONK1s6DmkGPVBHL/EQBZ92bSrSPsZubCJYs4Xl96Pd5eVNADjSgk
/prKMkvEJm8r17Hy2mhIbXYmKkUhaIQW9xXaFz5TTcFTvYaKpDCvjMQmzK4E5ofxrkWggxMkzmPne2hlwI2Zp5dP/FD70r/m+q/DIlR5K6XQ3g5L2WKTDkst
lghFeqlkBnA195e6IT9INJPu/pdWK5SvZmQ2bZqtN7uLC8aR1iru64O35axMpwjPLLp3Lx7B1O8nRTrJt/F1sUKwGdpDNHnuI6kyBpzdt0ZbE7WanTXeVxgj
UElrYXjwmRwFz4/3ljWv0dcfIOmGSTsYvQ5KrHqC81/C/stIdcxwJNWZ0t0FW+LKFsICxqq6pTTELNpGJRDvvEV7NdcJHiP2tJBKrQYptKG2AwWkD/+cETmt
/pzYRP9s6WdwQQ+RzLz72TKpRHebr2QFWUEV6vlWmHz3U1anJ33K6HVA+v/CQl5hWFUQ+J6zmdb2dOiTucrH5c9KZhcNhCHpzpWjnjUNn5+6SwDBUOkFMW8+
jQrCoHSabsLBXov4aDHmY4kp0K8jAPxfTpawqKFIAbzHr84qJ70K11/fhnYP6cIR1kO8cATiw0jBirHtyWmKSmsz9x1DzDiBMJ+hygNR3BJqD5qnAdnb3ZkB
Qzqr7ciNo8QqB1sDzvLOtKyaMR8qHaDUDRLb6JuIRL2OeJ71DpOeG0fU6YgPWN1sElDh+ryGeDgePEbEKSabSlsDUmg2j9cIhwRnFIny5lEaF2/Tl58KiwaI
FOh0YEyh+U8eU5q5WU7GbIxD1DF0IUmvIwmJOj3QctNG0kVgi+ugtEA9vb/3/5Vekejntej9EPC/j4M/jwcKJg1/6cOhvAey79sMp4VtRTJLypZMr66EOjvE
2dmpPDULINaHLvmR8NVLc8l9tJhxvxT4HvZAQk+O7d1qttn4Mk/9gl1YTp+wddhG1qwpf5oJyDkbEPvT68wypblsCeJzzSq5BbA8cuLkgFwReMv9KpkfoEFM
FpiEWEwo/imdsNPZ0fEY9HsL+fMIvZuxOPYvU/gTQSLeSwMSyLGeNwTsm2YgLQiq7gQvOMe1ENvurAOCZtAX0eeuc49edAphzp9EFhGoc3HFEk68eLe1O5x0
2CPxEslj/SyPlOHTWwQhs1++hyxLLLvHWjFAljnaSyWPDDN5qTwG+SGERvjiJPZL6V9eRkCjOfUlRgTNwK4XeJ3lRVRX9al19Mkf2qHqj0T0s4ECjV/0wPJa
zJ8CW8sHKtx74E+XUJiML+81Dbzw9hhF+59uvCx1udDzw172C24Z78/fjdEV9NIi5S/aZFQ0/oWZl8d+3e1/GPb1RoB3zrIf3FMsksCbpRbHfzmuf17voqn8
9U30o6t/dB0l1WI0/jJwF/1P08/6OrG/v/l9rcxA8pdWV0j6XlvtEPeQOdu0VYydRWaS+cls/ufuyRaXfWr1j+2Y0CvlCn2tmoPwZaoV8MsTHwEwAq7u++ZM
DNX7j0fpCwDw8Jk5BgAAjz8rV/3XeD1lNx7fADgIgv//ip1/MuH8j8F7Nc4Lf8RvRZfKZN7c/Mz/PM+Te/k+g7OdM5nsbjKe7VQFYDF/Z1JN9gW08LSfyqb0
5XQ2MJNZXTSIb2XJZXTr5zbtzfRv7qsW6gyfzJZnMWi2y2E9asjMi0c/m5FZuCmgV0OejzMpwebr8i6RIpaNQ2A3fMIUXqpyk98k1uf+Cd8TjhO2sXu6LdvV
Qgb0Ee3NeUDgvIg5wP/S71P2JC7InLq/AtwBKqBQsQwJT+tJwMXLfQ1wO0huZWGAcx1GeLv1jHngDkwxwL9fujdffGBh2r34mJz4Lhv1W9z2nZdfZ83X0hHT
psv/++uykIlTxNJxWOzKpYFDH9PeXD5Tk8nCLy9Md57hnEw92uQQWTyRbybnqjuyLH7BURiEPoZ5oZNgq7ATwO2aSqiFVjAojg2dI6dnmDjjAgHeSa/LvGVU
/yJVW/PtJruOJu2rV8dNxv0226U5dDZNJ7PsQ6IOce07fjmCCsTObXgqx75hGeBI2AMGQRs4GPrBgdAOukErGAZ10AmmQH/oKVnxXzyZkTpVBaD1m75fVJWA
KAJGsTLwkTpWmvgZuCwjbtOYLjKtlM6lmlkvODk9PaMZQ6y/TX0B0xDgbwG8MqAL26PgDDf3OM7tT7nPrlQECMD6VVkUTeIohypy61wquxT8a0kLi5znkSyY
YZghZAHjpQKunkD2PJFxKBQiRoFxS/sY9sU7MsGgsQNM7Pi7PBH3y/SCptkrM1fDfN43YN7Qf1bm3YdGzbtz4Qtqv824FObDyXGyNfo+rutZZMx62Jn1ZK7t
yWuS2XYsWd8CssCQOZpnf2U+vYFMDInl9Z6Fd4E2Z0JMl+nTubaSpluW31Sk6mRqXAhAA42hH/SH1nAMVMS5BaTgVXjlSfeFX/Zcm5d/jVl7QemhIBvZuckV
AnykvQSXjXKA90xsEwpXfABYUe1pMQoot5gQN3AxNd77UoZfzNK6tpijj8bFYt7iF0u58bisjJRFNXJhsRBE1FBkFxA98VOPlSVDnEzD5L26pkulEyIxnixl
LYxjIcOODJAlXYIBnMiRcYN9cvOYGSLOYIJewYRQkC/+pE3nbLn8uQpZUUjMIEluUl40bAm5I3EJWSE5Qt4b5U15Z3koWGIiVyoON+PFhZsrdT907WmkUUYa
ZGAkODaTLF+6u765qWyW3Xi2aUbBEw+5Qo+PMH4FEzUQmRlNN5eZKJEu0V9+9jEv5NKgnWSpt7n54rnQFX7Q1QBxhBSXsYFcgwtztFyuUVL2iLe79G/R4eGV
GR8JcJAigywsZM3WS3YVQKIup5xmz5FThXDGWeec51wRuHCtGNwioxBF4F4JilECSTyioWNgdsFFyS7732ZbeHrLizcfvrG64qoU14jwcBp8rXdsHgwdPHyC
B1SUlZM6xdtIZxMbCRz04MckIDaBNeiiH7YhXmXZMMMFuZ4VeXkmm5KifCP49qCRRpHR3BsGdY1Jz9px3VRjuTXd06aZYabpWs0yTjfzJz7Evtdla7a55pkj
TLgIkd7YI4qL0/3mbaBUadJNlCnDMkNlP5rpJwm0VWm9VajkCekSwNydEhFR/k7v7oSklLSMrKoWW0JBRc1oKmDE9GSUWnl16plCPH82paxZi1Zt2nXo1GWU
0br1GKNXn7HGGW+CiSaZrN+AQVNMNc10Q2aYaZbZhs0x1zzzzG8fX5MX0BYoUKhIsRKlypRHq1CpKhkJYybWYyxnoc1RxfRwyPVtjYVJG6ndNgGERKLF6qOf
Y45zUiW7uMdgPqodLAHLl84SRcqVqbCgajXFeFGtugrsx62+QvU1aNSkObF33utgxpypGnFW6I9Xi0UWW2KpZVq1WW5FVQaodMNdN91yr5VWWf3t6vyKaoo9
GTbxEUxfut8VjazfzYpiqIquDEjfQVqEUQClT8aF5/zyFo4XPPB8f1chIFk7yc17bvBY+3cKR4caZNPtfUONPbeeW7Lds4pKTUrOugS7kBBtjFeiZHXQ9zM7
bxrzspdt93OUn2dLNqsRv1CR73S3Wjb6LmafqhL2MPzkGe7knCRbiXxvKq0m3nGXRONkJwS0iLmUblIiylPjydNhyV7q99Z0m2RX3FZ4ll7LBsuz8lo1WJ7g
CV6hwfJ82DMvkRfqBbw8HLQxizLXazqx4ZFSXOz4ie9NxVDwN6Gg8j1SD+qReeRUYWt8L0zhVmkpBFwwlY0ZlZvE/kHOG2Bjug4USUviJCI7hItZRcxAFUUI
X0A4XtQ+KzNj7aWm7Omzy7/TN+3ChiDHa8R9RbeWKQstdNBGGy100EETgYJHC/e+eKW5sCOqnFeMoESBIqiUU6kXlFBCKvOwLgp1SewJEKgERAIAMBKkBEBA
JPOwOQpQCgAClYBIAABGgpQAEIoSEOr6VDSmorsTIyFycfsw5kd8KoPe2tYMPZiMJ5NEW4S6sa9EZQ/DgDDk1s3lH+BkVmHfYcSwCy8YG7sLUmFSkDqL7Hdo
dwreynG8OhjfXw255/3c/ndXPHHbJ6raPe/2eD0uvARnbh7koytd/rei5r2a90LC1ainALnnA+khhoAMvhHW7W2i9/q//oXV7904GK6/Bv/+FQarBAA=`,
    cormi: `
d09GMgABAAAAAF10ABAAAAABNrAAAF0PAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGoQCG70CHJJIBmA/U1RBVEAAhTwRCAqD5DSC8RgLhW4AATYCJAOLWAQg
BYYwB5M/DAcbD/kF7NgjsHEAYPbOpSqYbg5eoDuIdbniSsVMpLBxQMSMPbHk/1tyU4bsgaqvIGpRpUOFzI6DzDW6KpV9vXU1bzVKVJvkhR6oa/h06iED64tq
iOg3s6iDiYJOF4bpwG6YE0VXgbHrIarGOvXC8/9j7r4/UU1L87SkTYHsEiKhEAlNvHRK0wSR0/cG+LX5r67fRSR9RdXdcQkH3BFRgiJSggEGoliIIuYEM2LG
dG723N+c8286+edjjddz3/4gOBHLJByjj4yKjMK21uH4KsKletn/t665bxOWn4F4lMVgBJ4gjEJbzsA8jxif//Relg4gip5w4//m9Ld8vaYDoSoUkWQYUcIX
uL+X/JIxc3rpHy7lP1O1BbeH+KCCLN1PDHIFtaQrlz5em9u0tfkmc1rxV+r+ZEtZqZVnHaADZttqop3LAeK3+RYphCWaNuVt2Y3vzfm5W6AUKE67RSDJUuKP
8O4Fsq8z17GkHykZv+csAZ2+WwfgkHOZrO/6ZcywZZjaspS6DbDiescJvqgEuvBPa2rEWo67PfD//9Ne6dy3rSWPnttx67OMZhkJsC93aAKNjaa5PF23JpeK
5JTW9I2MA1BgaGCpsC7eCgpACQyAgfk/Vct2hlCgtOd74tMFrXO8UDQUNzmmqjP4B9RgZkASBKhdEhQVHaSNFLXrDXTgEARAUspOWoecpQshVt7Sde6ucwq1
azct1TmkrnTRu25cl+5cCyzy/+9nae8N7PyfDP0BUkDJlgaEWwBwlXNqyz9DyeAmGfpLmCkmU8yUhv5rOclAgRSjm2Q5C1hgcgCsANgF1NRVrqys8XXA0rRu
5cq2qkqWZWWdriwUMLe8eYWYqJH9/VCJ5iGKRULEthF256cMFuCaL9G7mDnfPjtJSXrt3sYYI4wwIghXGG3wO3Cvv/q1n+YCalpHQguDzIZcqR+/57s89vMT
hca0NyRCtG597b/7kdOv6XHDv7G7jBcEIUNkqvVL/M+Nw/bHi05EB1solrjin4aACgnAD5AfC8FLgoMCAsA/L91zwSFbrLHcQrNNM0GzehXbcIE0VtALM2UB
eHMq8WFEWGCfA/3blmHN6vvfQwgwOMzmLZi02D8L3i2OkmUe91Kyjycqa50ehuQEG5NHWN3JUFH288k/8jYtT7Cv+X824VgcFlfM7REGEAAR9TKmR38qJNsW
oALNaeeQrngZdN0NoHujoIce6Sc/6Wcv9dZbffCbPvFJf/Ml/YcWDAJhCANihAcJ8hcgLZ1MEpQoUW5upUiRh1fp0r9aubpgIAhAFoAXBNq0NQFyb2/YAVht
4C/hZtIIOfZr+QCa69fQB83t0PRA8EAlCRoI4KPiSHwC/vh43P0/oQTfn72bIHro+R1gAVrvuIJhCAyBccPx93HuUXyhECqeU1M1Sx0GLBoQEQjcFlEccOvv
obACacgIsFCAtkxGoJuzPNClvgQ6Pf6BDs6Pgc5NcCBs5SpVqVajjrsHrN258PPC/s7emZWu6FeerD9D4IFbTz2CwK0doZg1K+MRRgQCXrtmj6V6taqTwy2K
74tDIp8LTrspgd6Ew0mKw/Nia9r9HSUg50rQ7jPM2LTuUAkRdsdhLRJ+9A6O6+yYtz4blyA+V4+h4X+Vo3EmMbuyrFgccTDzT5fp4e7WPwYLPXk1Qlzse/fk
UdB1byXD030ixUVtyiPNWbv9sa64/cagRoHEL1PAA7+545BV5prQdlak0IA1awEuxJwVsfGhOm6d0n1C4Hp3GjDNzeCT9b9KIbUEqD5gfnkWFd+yq9rBC7ZW
xxOFq5IdYZiTYfJ5PK+MXM9PZy/4p3tYPu/quT8KQftZaKkaoSNCz0/C/m4Hn34EOA5QAaRBazGzkJE+xnLlBjL/ZTALmYZMsnaavD54YhVSguQhGfAUPNaJ
WJAYJAxWMtAj/oiqkSA8JAYSioRVA8SA//nwT/Bv8Gv4BfwYvgffYHsJPgMfi+0BeBe8ZZte64evg1fBS+GF8Fy4Fwk7fvx8eAo8AW6VdwtuhOv+0FTARfNV
2yAHToPdj7XDJjgKDsEMw1rYF1bAIuPkImjLiDDSh1ZB/w2+7I+9b37dTyM9wt07u7YL0RTpFJoj26ftjm3amtpoauWGDm/bFmz2ej6qax1r3ujVrKza97aC
Zc2zxFkXt4gZFzjNZBOMNQqEhyDwq89+95b+e/jjvPTUA7dccc4Jh+yxzYbXpOexkUD/mbGBrmzLPnYnFijt9mvR0pdlCj3rAs3/QKPwFDPvaqZu+PLy4OyP
Fy6Xo0XHBgn9GawX4VjOUa9LFtEKN2IXkPKSNti8wB/C6KQ3+oxZYtZlWkbtGxSux/xCzjoH6vB38M9c3g6x5+/fcr4ffingj/ChmN7oY/3qfCl8i2n9F64a
nztTajKGpYmDofGsjSosOzI/REt8jYAwOwbrbhNZ5/8R/Ff4axrQsZ+XaTKUni1QkrPgdkW07OE3Mx4F9GJrLy94mCpMCdrziH1LAMJYVvlomr8FLb6Mi89h
bWyxl4IoFpBHMiKm+2/l6t8rX8HCPJ+dZAmz2B/ORE/rbpz1G3gm+9b6K/gK+N6AuHoXIZZBEqtD9tmxLjb1GkTg2ZMxzTMGNDaxje3sZBd72Mt+DnCIwxzl
GCc4yWk725o7XwK4yCUuc4Wrfn1ISv1pPeta3WpWfSAPVGMF3/TABTbTyFI79brD3RGXPrMsH276y/wrRxf8y1YI+rrPk/h+6Hcc+O1e7uke2C1d2bnsRH5o
x3vSNrQbNrLl+t7Bzd+sZXjaJq19TV5fOT2op1nhaJVNZR15OQ2V/OFeeRg0LWMp+w/OeXCWxSxs+vmjkmS87FCet3PJv2cMhbAQAP7tk9+89uLT9o/dc8Ol
dEa+u3P+k3gx/VSOOWCXLdZZZSleuNBcvabsq+ijn8cLTAi0ADBIPTYnsCPQsawoYIOZLQihfQBbmE88XhXUpHUAjoZdRZzoIHvp5DQNFLKdzWFjMe1REVvJ
YQx5x+8XWr2XxTq2PlnihxB+isV5IwD5FIBYJzhnInyO7vp78MyTgIoQIkjxb8DXixEmxqJCdnQDIcG8CcX9qDcMpjtY+WMrbVHqtGujc9rkhjZ7pC1eaqvf
tM0X3+4C7NCuCE/cnYmlPT3Pfg5wkEM6AmzRw+xAKu0KrADBd+smkB0QgHyR3IQIoL1mAlQ6I4rSFoqR6HMm7hLfMynESjFeamTFEnWWUsho3d4Kwuda93vn
ngeBIAEkgiSQhY1HSExCSk5JzYcvP3oGRsFChAoTLkKkKNFiWdk4uRT69QwIcsEjWBcjeJciWFciWP8LE3JIAFjvakLi4IaJhxdSORNsTFqIyMl1pQ+EpBoI
k9oKFpQJNscvRFYmxPKhgXAig7dMIJzYcNKswN0MtLgxWAT9QYCCBHJ65BEPvA8baAMYWQJe58IJCcNBQFIELEKBFEiBBVxfQJUFVA1Dfxjw4N3tXwtCQdty
QgDeUx9NqcgB0NQ3Ui8EdzKJ9t637ZYe4dkwHti9Pgd/ELrJsl9NXXe5WJYSatVRTWKHEqid1WJi++3O3TgmIAKSdfTfgL4OeaOwH4Ssvj0vXUjF9ZmjdHC4
uOihYiQetG72+PAswVlQm61hE/lqAfuQevn6BXLeFVfyhgAV3VUEfrBzCaKGhDcC1Do0wLUp/slY0KsU6gT2nDiGiEVeyPYdDYxiRAumlAaX9om4AF8pNVYB
aIEveCl2gUDbKB9BPk266tUsqa5VM4djunHOC8rEBeKmVOYo1Cv022L1qdphdGX4tGp87ivbDVYvUIGQpgdgLgFrNpQgWcJjVegXEOsimDZJ1lATQAKvDrYa
it8KnJJoaToLqu878QFYpE5leHDsBLoTKXeGZhVGs5cl5j5oh5d7KAB+2pbWcE6Md+8s3kma4xXmN3Oc+S+FpCXe+Xhqr4+y2JRfs3Zyh0ZwF0YV1/b2f56/
dJAx6OqRCv/V1Iza3ou82HANQGkagxsnQkw0L2PwiWH5/FVJAhmggoViCGfF5uCklKiMWoUGcZo1c2rTzmWiQUmWWKXSiDUarLNeo402abLVDs12N7Xbq/EO
PLHDESd0jrV0+dQRkunWc0XajIGWWd43SPZmj2lzrkQ3f3j05SMrK/jh0nDNXmoEJAt4nQia968FoY+DfBhTKAQJE1P4l9FEiAWLE4/B1MpcZhZkVmE4BHEK
llSGuKXByJhNAxuabJSxchTBKRZWiVClIikTqFxYFQJVlkmq1AGNElW98BqEGiNEs4TayiIdJkBNFKJbiJ4yyQxzgeaJZL5A/SJZIJkBoRYKa5EQg2JbUkb8
YBW6YSFGymKrrcGyVoh1wlkv0EaBtjxRZKvDqPfGn4h3winUK5jVCUgJCtqMkHPtgo+DgoCDg4+CgoODgIJAgoCQYgXynGeEHjw1PqDJk6CUhF6mERFj8XGw
C3rgGGWREKFA4U61CEToCBqSBHSFRgFsiBJR8+yyGJjSIaYMgTJFlSWsbMGKa7JpIgSyowsQZFDEcB1rFJd1peGuTIc1BwgQCJCRrwxAbIECNnzgmSGQOsME
oC1kq22StrvEdtTYHo8QsD1kDHEdLUsdcxzDCRcbIsNPrTDt+q5yAZ/h3/QyFw8eCvi5+NAhCRB6h1AwLIFDH/eSINcYREj+bcU0vSRrwuYyFEBsO12yj0BB
tHT0DIY55JAk476AobwPkAmkUF7lz/Z1RQwwGcAU+vEqWkxwbyzCjkXMn28KK98Ih3+PiiAx4edDEfh9UBi4d+pxPXDkbO9tYOTCcjjQe2m5sEZfo+Uzru2z
iJpUdxGJAz6Mgormkt058s6hO0faOeLOEXYOv3O4DiydyzcTCNp2JhnXVZ/gwXU9+IVrNyQGcOFWqOpw6oGwVTjyQB4D2PcAdR92BDCbWMNKhljAbHpS1++3
Q+h4wnKm+cXioyU4CzChggcHCSJYCGBAQWDAhW40t0QO4bPZeJtvvU16C3vzfWO9/Eeve689r6WvnFfEi/cC4J+fKY9p77dAGN+M98dLXoLdov1yhAgHDdFx
kDWOUasd1Ygj716P8VswwwWyeCS+ME4Eo0CaOWkz5AA1YL867FObvWpwQqNsVYnD6nSoHW0PeNdMYcjuh/4Bp/o77ervsLO/zcn+0Xb0N9jeP8q2ZMlsV2TV
w5kifMhh4fvReuDBL1BBUljA6mKm6fkeo89HIkhUHi7CJwoAcc2L6RZlB0sEchqAW2qEwcAIyJJ7el53mgffOAQJ1LfH2neuj55Yy89FVceaci5RZayac5Pl
xko51y07Vsi5UZbFEoxEWOKpVG0YqwRvonRNv/jVK6+98dY77ydOt+RHjz3x1DM/ee5FSirHvmUQxFkPAHIQK1YcnNiO3oLDTmZY35Gbbrntjrvuue+Bs845
74KLLrnsiquuxQMcp0JgD70H1LNi7TLvC1Shwj3sHmkigyVy1jW4042J61Mj9RQryBeMoSFAAV4sPAAn72onjkH7AjZkK14Mm6mE8dDgg/bi+WBKA4blyzjn
gkuumPndsfgmBHagNUCR1cIEIwSWxxWDEgfOL6J0Tzi3E1YbnoWGyKBT0UlWANgw2OxLK6IGv7qEpT+pcesDa8jq/DgKhEuizbY8vD8T32htpCeKkNjYrz/c
elURNpytzk2fiGILFGXnD67WpM+yKnURDtgdnXZ7zoGmHyca+olhICyBu1mugdVmXaTS7IdBK8rVOCQ1Q/7fYP5Rk+H0lRdO2GeLEUPmmqaOh5YKCLEUVJXj
+sxUmhVU3QxV1Huy8vdcfFqWKdWpdDGJyZMaNE6ifGxelefk8L0iReFPAL5VP9QoqyrkSHNZzspIH09FxCSh4CPCb/55pdHGmKhbjyXmbFUwBA6tlwl40uO5
DUFErltF4sg7ewukEz4tTwXM2+XcuaTwyxdXUUavPetXwAfhY9jJ+Y/awtB9KUvlLv//HACsp+dn3Oej32xsAEVrEFsWAKIBqla8/utQjAQA/2icx0gFGoTK
gQTliewGPwkKhYUDCBBGkNlQGDMNNN/LAD46kSbZ4zvbIH1Hdm6P9vgBYQQmwMofkOxd9kn2XSaQSWQKmUYWLIuSWYtbGoW8vxnYMv5b/xcA+MjoRVllXwZp
O8z1GABeYPwjvsl4MtHzNcoiHRRwT97czwgJNlg+WmShCpP5zIxXnr8///D8OwuAz3/BPyAG+Af/gROgvu6s22thnAyAwP2Hrvs1ykvJB6tWynu8Xe8sxBmX
vfiiyLiViBXNXwCpTGxqLHIcXPly5RGKya3oCB5xCCTeUhQSGQ/ua+TThZmIOL/viYlZQloKOsX81JetRKlyleODaOj3YodOm17SAgstMmjIkrOfDZfM/0TX
FsguSCE6gUQpkqRyiDeKqdOFKaJhNlaCAkSQBDaII9aEAJwpHAxCIAKK8kiWIk0qLwQOFYqMgoeNg4tAQydQEANt2enFihIthkWIxQrkylMkX6FiZepUq1Gr
VZNxmlWYbq4+s803p5zmWWmZ5VZYbcAaRv21aFauRohQekbBDIHA9R8VAPIqAMxPAZZDAbNvAdg+BgAAdQDgBkHA+wgIEnAPJBA9DVpJTwT1px3ZUyNNoQka
1wJMRn0VcMiCwTSUBCFSVslGpALKZQIvcqaAVMoMWsJl10U0TWuwjES5lIcCJc7JW1tg3xwqMUZAnRYj8B4CV4SCITlq7ZcA0oKLbwXy1ta1dpS/XBHCqc4i
FJBG0HPphUiDb7SqYwSCNRBZ3TeDbxIBUhqTw5W/bPu2y05IIZI5xDwZhZtE9u35s7CtoWHwO4PLvLLUGYiQMgG5k2a0L0GEEDhQUEGugnGOYmH7Xj5bChI2
bJckiZHjzIggiVjgAqt4B4OKC/CtsW/R5zfy6dM08USTmuRqomHg8lSW1uP9VLoZBV1ZCsn06Rs5gfHnRqHElivNJCnfjp91mpn/n3zQrrMgIGUDMkNyfWMz
c+xPJ58Sb9QyRo6IKgLc+Fr3hpLCO+kcXzk4dWer11VhK7db2KJisK9qSaE1XaUpiAwbFaAUX2AFLV/aEV9ZW/kPPuiKL79ttK9c546AVAaQ0umnL4ptRgaa
+Pj4AhTJkTG0ATm5lYOKQzr0sTvmWl+GfWpd75STZ/XMWvtBRlvooIMurua1Q0nVG+qSmUmamyiWBlqGQ6bfyMWf3rkTtIEyurl72MTYPA3G7K9uh6Yat89j
7j5Uu90nnTTdTXtetsf7lsbRoPuE2xs1oPvc/XnZ0TH+yJG1lGpHDXGK23XSIEIyhCcviq5jrhWFUPJZb6u+1a/gc55e0dN7oSl/ftkLr+72LZ/LK1k/wK6X
S1GuhtXTGvFZ/GivsGWRXjoR4MVCQSVbWCMjV7sFnEm8OUWSb+xR17/+Kb+/cwdBibjnGDT72QJYvMFseiwdUsiA2kQEMEk6uBlf2KscHuYp4HdGlBsHgIVI
n5m1UB1eEtIQGQBLFOGX17M7Oh/oTYOl8wdZ3tPwFjoxQTzeeItaNb4nOoetGwFgvKXWXoEYzUHUsYVoUwogngegRGZxCY5HmcuNb8J7NxhGxCslAWds1E+0
E9KwgfSe0jkOE7q7saoSPvrY1LEhCgCm+vCnzzCrNMxj/Z6pb8KznHsmt2/7aQubK73ADgDi0LwSQUyKNGHrf30B5gqawnV2521Q+ol4fHUEkRosL99EKmoC
1oS+J74E830gsceo4yUn+HOIBHGKWAoAO2bVeAYruH3wwQNoF05O7IScWh2iENRwm955N2L69JVW//OAut4hbrRo1R6xZ+lD3Wz+yqx8uY3UFSWp5FdyynRw
JPB98CaE3UADNMAcbv2CldXBjPRYL2J2ad9p2wBTvezTJqUUDtJH+PtfpMJ4/x0o21ZlDrQ4uiIJbzMboulJb7hoB+yla7aH9xuUjZ8ndf3hoRxg7sZ9Tpgz
GJGa98PvIAFpEYWYLg2ist0MZ2leBL/t6eYFhGCNMq6HjpVIxPyQXdNMoxKjC5rrN0l+ZP9TglkXkeRM7zAy7/lWkHKXP8kKsNhGZSTypXirLzlEmHWfX+TV
q+glzRL92fCC66RjHF/6NdB6Bxu3xz/I/5q1e4e5T2aPSkhJ3n786BhWTSB6RYaYb9kbOlRM3ZS38pk54rWRrpX5ilRQ4oe97Q8X/Q3OqFSpQ4n2mlsbyWO6
8O5A0l6g+7+8QGzTaz37mzYrY2gYQ3NthkB7hRpT419syT+mIsBJkSofXBWTYt3O4ffvT0o3vcYQb8lSh2iOKRkkYPME7weK2oJKC5xQZFSJU0PBjCAqtWbF
eMzUnKSi1yJyR3lFgTUhnezINqwdHam95nGb3r0WrDU6o/tU+oL9amEPmiveHvRdCzbsDheTHeIsDljdKdcMIJZDrLHbqIwosd8hfmxNM0jN4ReYukZJTvS3
QtcIc2aLIeCGItR6t9AX6eWZX4N8jK02N+cHzX/HBuEHnaZbJvNhsz62ytpqrznedNfkTC4iG44NXua95Qt/fi9STumTdQBpiQTvOLz/csXCVEi9EpWcvcPo
v1l/aopaiEiFux2GBDEmDSJH9GMyjYHB2oaXhV9L36vRpBwBZ6pr6gH5ssdDOgb1i8oVCSJvvcZ5IFhlUQsKiMpfIIlkM5ELFQKBk9XgyIcjff5MRZk/K6O9
/eHsVuU8J1yNzRH3Q36kd+CZEIuxbWzkkrv1ekCuUlulmE7FulLHb6r1Z6UPaZ1+TtSrvO1eZn2JNn//w55QTbFO3D5M+TRSGyVN0TP4SYWUJifJOQY/TSlh
v6/v9Mdlh8CyShwtOmO1irkuAKKzaHnF4yyuxrgD1E0JhNiGmGTnKJ6kl3dYAV0OECrBNZr7U9nnQBK8Stov54AS41lPyUWC4PAA6uvFT/BO/rSi/tcXmvYP
h8msFQAOqpR8TlxHJJ8xNUtV5DshaGa+rITSg2fTooZrnw/gX6eXDwhSbWh5EdFQVdYsjID8PVBtdIGhZdCA3Wl+TXOLb8Jr4CJmft9VVfhvq6uf2Cpo4Tes
5YcuFn3xUsHJuRmAT85zNV0tFP8W5j9J2b+2r4FXsj4dtVBeSbQfOKtgKofcV5AMVfpGl4haPu2ZwglDjx01N+0thbFRPiqL8t63UQFk6qIzijQcfDefqZo+
A0/TnP17gb8r9MLLu0A57EFh/ZJQVs+mEcjRSZkCJTYFNIgf831qvQfSppeN2OjptEekQJeltaS0Y9Z2/dY5O5B53YgUVyZ9vsHZCr358rxQR7trcIgrHbO1
l55SKxakLQ49SbT00NqCKx9dkw9OzrmhUNHBmytY9hWMVdVoAnu0BcdGi5dNOYmQAcDSTCgpa6xoztHaBWH9SOt11n04bzTT2rSTkLuBt2mS8vjeVnBPwKTa
U9nCh/qvLcM5eIWCmfWwQX3qeUqb4w58vKSi2UyQiCetgPI5TC9pCl2Wd+5tLdwT3uFsW0X9SV3vOOsPHknI/Mgni5U/P1xnt30CoKJD+rXTHum6Qo8gNGLT
ml8JS+hihD7YXFf4KGnieXBParVnEKr6dyEOpEGZvtEcpCXivAOIJ+rdw8PlCvWTaBMYyJkHB8dlEs5OAo4tzgNN3Ljp61gb/owcgKkw05RFtFE9Vujv1taQ
51Q65RiqnndWZq5FxUwaKjOPnmBbT+8oqkO6XjJ7OdfNKm1ZuIq1vKSWGcpTndyC3O3RkfWwGX6JF6Y/RMBWDX9i9pjDY6Z0ssNcWCmjBV1Gfnvc1XxKbjYZ
qKL6tnKPblDP6Nb7W/nrczYHkMPOuKU1MvlpzSGqL+VivuZb44Na1vpR1K71qFZ+dWwv0OLvOBuqNoOnQ9FeqOHXXCSgpa0j//NKFAsEhNIlEBRY6wnyoumI
JTB5udIrFV1GBZPWumSo45t0tZalikLeMtOu8ISWKVHnKkZpkzrJKtZTDlc97ZGOneYboxKPZ62KdKF2/dr8vlGB92CXur6xzqA2FUN0NNOLRWyaZswHHssV
xNoj6sZKRQZeZ6+axXKCClq04U8V2uq3b7FPIb0zbietsEurmcVOiRCdOWuw0U8yXW8gLyK26k1y1DyybkytF82Rg8knRSbD0m7GQDPemjMnGBW/wtH0BZ2h
09FaXzdwNrkFcUNIAWCZ6aUGcc7aWvmpxVRL4b5mTH37ERKmq6vEeZubdZZaR8D9oJPZ9VH2t7YanOvmDPdSweKqsCCucMWiXWadOEvYwZloNUPQinftsY4F
tcDxhZrIUobQO44unhROU1c0qzhLgGQkfhz3pIEcDkEty75ovdwVGKwmjYFgOfyuTIEmpcHUxU16g8En+alHNzjTOywfxoDZD+dlBfYg3yZSwO+qhUv+FynZ
ca4Yt8dLd6XFm/GXATAioamvQUWLPUcAJFqvYsFjVdgwZ3XEudWNOmy2y57qmEEuwvsW7BlgCGjPNqZFpDbassi43+R7cXMFabAotzBaCK71Gw5TL40Odpyo
fhIPbtggggWene/FqhS1/xjc+pWMs7k7nTFay908hLrlWf/u5j7Ux5GJqZa3L2A733249i0URtNgDWkFQjDypkCfXDY5ryfLXs7hUftJb8GwuYzJJz8iAPfA
xV0l0ZGNKvpXT5WvGR2zNPgVZk1M1K2evnsrJ9rPvsz4LzywZtkC96TawbU2fehPLXcxPtp1l+Pla2tS9qu/1blyWf+EC7YkhZfgYw+E9sKfqKsticWBVsRy
0FATLKS88HmcnHaeNczSbc0fssPMP0c1u2xMuO8e9LvvHf35eEsSnrppWRIy/fgeTJ2DkRHxqYFHcIGovQ0a3GvlxT8aSFFnMEA52FN+8Jy8VXlx63NT8Pyg
YJ97iX/KBzV6hiSJiTwwHbtNMmrN7JP54Qlfu49Q52of53HTOnrR1srM+HimWRGqFB9icQqW/CKUjPuXxgo6Gx9blduTBbqRmNA10J9G21x39v3/jw3wkIGq
0D9nqw5VntdWro2rob6VFDO1XPb8QhtJqrIp4DoFL+fk7RQJLmd6ebqwaT2Nwj95jwgGjK9wXQpA5Kq1DR+Z83GnxqliY4Z617fAeDWhJ2E8ybm+BbGamBmR
Uts1N4SdkhWrBcGXoWsO+f3KV9RneDKYgluexlicDfdLGwFOwMv0sknZT1ee79zUhHYn/2NueuY8SpCcvSKNMcFGKAhQgSAQJW8r6AY38HRhTKT+FgkunLHg
9XKLnpJ3psh1KnsBO/1gD4r/owfdt5fuMYOXOvGkLBqKC324alN0PSbvaWfWgvUXUFp8EKZbOHozSsHRl9E6TFSpXgqrtuJ42naORImz5e4pCMI464HmGuvh
LDisZZKTqDcUfmPETesk4BejjTX18nKn54J3HHg9dKARTNZ9ogu2v4Cv8SMMMFq/6tqivD2EEA0xvcrvdx4b6mMsdLvIkIcYVpbwlDZYkDoPQVy5q1vxMo4l
lAi8rXJCvQXRa3ZZ8M0gdf0m9JElJ9trXtHk5QyiYycZJGOFS6sNGqJ9dTrT3x1Xb756NwuOt1cSKo8NEXWxXblmVgJaE6fq3sQx6RIyiAjZKXL0gLsQ3pJb
sbVx555rZNUeyGgqEgDxyKUbjOmqWTXGhyELxHkxOsq2RmEos+fnFWCLX6yPzazkYF3uzWcrLztWLcL4T2bntDtQdHF3g79O6CnQ0XO3v/CnFz/9abVPfyni
J11I6JRXtNh3FFj1Mlw1W0RhcWJ4+t6apsQ6PhSfGirwxPVlkwYPedoU7ufuoIdyR4SwP8kOsRSnxMp0tllH5ZZ7fUU/QI1MOG8MXsOufieZxXN1UDH3jKDn
mdVCEMEPjEQauwiIkIZC/h5WxTAG3B36GUDYJp8WslNYGycSqwH5g6KF39j5ZBdvggzadXaYG+afhxAMwzkkV1PmCAkRy8rvi910hb2D+XQ3kq44OvfahWbL
uZ9sBJvKfgGAc7y7bJ1eU7EAsSKu9EW2jb0USnecs9Qhm5X7fuDx2ZtreIPDMpjXpevGRG9l89HnPYS5Fij7apfkbpK7We4euZvl7kl2Xe5+udMyyiJ7Kp1e
ZXFnj7eBYfF8BS/R0BD5htmfofG750VnW30syzfyA+iroNrivVylGw38ZuulbqNBindmJxUFRc+2GVl2c7LR2vAFkl5OuRe1JwSfVa3gdhevDDjbYjt5omSU
nL/xv6G06FyRJRBVNLNGHw9N7/tTBYCWkcsH1jqQqeJ7l1CenDaX0mE5n3UyJ0XsC5v9J9RDueo7NGXUUVNgguaWGnKsHzUF18u7sLy76P+bRS7dB0AMnmwE
j9bcslqGRGXVOEYgr2wmtrJyfECSNp/pNS4N2xKZd3I5m+XFsaE2CyzOzJv5AdnRF7LH/XNWqgEfZZgr0iAOwZtQ6AcCRY3h7p/mT6umkfzD6Cn191zJDJZ7
rzB1xqfFygr/oQsKS1DolrS4nZUnZi+hNmi5g1YOkpdtFmYOxCnY2DbIgmXFNUrauL8399aKmhobh1PMqd5U1I4e3F9NOOZ+5Q2SuCg7eoHr9+Vkdk2VLF7d
on9JtVHTmdNHDown3Zlqh7WgnSC6QzsSh2z5Y7gvEaLfrE3NgE2OHosR7WMyNVkPe+48ib0FmczKk5NLOWZOUB8Vu5GThWJnxpkmLnexP7+Eq6saxfMVcSnR
ZF/MexiEJ6+AwBiK204DaOwsF2v+4KFKwH+v0gTEBb1N9h/fT8nCnnIALldPbPuPj02CtDvvs19FwvX8qqyS+Ym25x1b8CNzLmEbi+asjz7gOrMC7oRbcigK
/9jP15qTXOOueKyK2z+IDtIDSiZmepkYOZql7GhKFi7SNyEHEXHG5yCE1OltqwC2/lQAwJMuDXjSjZ6EcmS2C9mm2tUIwtXVx6ecPdOYC7FmNoxMe/JeeWmd
Ljj76xF644QnmsYrCd4a8Pr8MhKZgGaETvitEVk136U6YaTKMqVYdnIkq2YXkqvatoF0us1+iF4S/SDOrm7FrT8EW9N5uICw9yYK+vw+hZLXzFjYO8/fc3qn
Fy0mLAEEcHwqBGJ/sb1Z81/dy/1oQXwGTZwWd19HMAW98kmnmL7ZCgHrYAiCyjlPgVLisO2P4ZoeRChiScaFsG0jeh5GIKvNAEcIInv0MVGYKUixjq1nB+Dv
j5MC32+ZGqMlmTl+W8Oy5Na0fVFikZLBfwrjaZSk0KskZ/9GXop/laNWRUOkJd9/KKyHwceEnRC/Ba748elf1MfPfCQ/evNj9ctTP4r1OpoP/27h7ETCmKNu
WC7lKOmcJf9qrlJDdhtgQG0XNC9M68J6ZA2TkTOgBxCvZFYpHNGa9ZnqiG9KHRof4/vMC/udnVxjhHFMYfYP2wN2Id9b0QF5dJSWfGz4G5ztyses42MlK8pQ
1Eol1T2W1iuZCaFzs2m167QrOncfmzrtkZa+x4zZXqV9Avj3w6m699N4520invTKceo9cPZ9ew1U2ioY0G7y1bICNvYNsGW82mhC0YaJC61utGMLXq7Ed8BM
AWp0sXjtZIYznfyf19Viwn6hdNgPfUpn3/PVHDDonvFwmFdp0ITUC0N68TnFWN0l4kO+VbqeC8EIX5k1evS/3a19UKkwYZBuWNmtFarPotCypMcuwu90T+PJ
FZrpStXxnEGz9uACaGzl+z1CvzbG4jcyzztBEmg9c7Ly+w4RL4x1duhPHSLDKHFmhVgJV5Sk5NFQnDZIfwUMtWx96gRO3o8BtyRgallQ4q6Qs5bQZrJhkMfr
E7qaTwYkLV77qEubBRO3xVUKxe1YadW656oNavVusq7awK0n9wNat18cMr2JA2GuTSBkNpbiGlu0XA7PARGxTdPoNsj69rl5J3Ux7WNfaXmweMGJqfN8BiOC
3B+9ul83AIPEfC0mwa+vWhd68m1asXehN96upVUNMhsHKamTC+YV9S1iNuYtljgkk/PJqRL7IlqZmGRqU+eRbDGeRZ7o9JiQKWmSsv8NmmNI1rzEweKYzNjU
hcWRthhAgaCIwGaMF/7LfAEVqaKObxGJf4ThMSXi23wYhQMnjk++IPxydmWCUomgGNZusTjhadznw5zcN7E73xApf2ZdwVz9kF+BTddmiuUuw/XpS2fNG0K6
Jk0L/n/z9zXTKumzj2uYtFFXeOzRm+mVjAORbHbfZh4vHohAUIT/Z7o+7uApyZ8aBEWm4XnyksIgeBjWhJiNMln0N7/IiwHujeKQgBRXJ2OY0UFPKtaSWxAU
Cfp/opW5tPBp+j9RGBLC6N7JlZarIzkHNeczoGG4kxM4WzM/YLgVswuKG6sIKwR0aUfj0wKVKQu6rWnl+iihCyORdrNhEiQVSJO81+qqgxAhxC0TC/ZyYx3y
Lb37ilJj/2Nt/J4iP7H/pAmyp6ZtGvfzf50ZSWlekoXsNOV5ZTenbgr4r2wCEItmNUSFlaJNQ2SXo6UqrS0w1i+NPrqCSyS1wESEkJzvtMZXmaytqJdoI3dq
i5JCjWF1Lr2bMcAQNQTkdH8vIAP9uBViRDXhwkCUcqN5FSooofdpruPW/kheDz0+ztHYaEOPgd9hnh0jkRrYMApL3nxze6915AZAKMQuk4jO8Ismp4T1UrLR
RHt7eUZzkIlqbbJ4umgFywij/bKTjVFBo9pTTrYPAtEBsEAAY/96i3t0oBdyJb1qjPTNB7fnAgNXAIzCU3hB0HD4VHqTNk7y5lKS52JNREB6ULprFrQzmgTu
JbwD7vzbfyRsrV9XFVcjMYPtPID2ju6mVdInHNewaKOucNmTWFh0AbhOU9oCnGnrDIn69Q6jxnj+a0CJhVqtLmP+Z8NyoJLeUBlCUrkr6VX0bGNknXZeq2W3
cthVbO25IEazOc5TyeHBbflt8Z08z4El58tlG/ACWS5AYbrlAjM+KnCcU/G+9MYGMbwTUhlOc5GfejF50mYthEI8G2gQmeseYG9wsWaZX3clshOOLTW6N6WA
i1TZnWkYoOWhdkdrbWa31unvphdX4vHEFpgI450ZKQ57g8nZQvbQKv2W1mQka6DdxZNjJmoxVGRcIWBEyBhAMjzNpKNyMcHedxVUAJUHnVEsLWMnRpJ/nxR4
r9RFkmyTXSoVm7sjwyZxfoi8z3YWd6UjAOmx0sTiMlZSJPrnfU3otbrcAH2mVyIpBThsuPjNtxh4FlOJRSxPY90p+veD23MdrqAqRxrkYm/65ZUKkVTyTpIb
SJlle8azG6gE1TRflapmsnHofrsxTCjkC2B1VctplfJ6JqWy5HwlRnPPc2Zw2D0czispCtIGBjEjXzQ4ntwt/y0+k+fZsOT8ONoGHlFfC7BP0HLl74xjKN6c
v1OPsEjkFgJuQp4UpD8iJweU2GOSByPM7VR9lGy/3WBX3PsqbLTQqtWMMtRNninbKeKelI+zcojb/f63g/NqTv5QcUhl1aYyLzKcfaW/iysA0+3+EAqxpijk
TXfKyPPVjwRfAVVC8z7APw+pPRdrfDUp8elOsRnaCXUyUjxacqExHE4vh3XT47SxdcCNC0BqJybp777IQuYq5hj2mKOvpfTYos+pzJs40ukx5Q+2yY0PWLib
ZM5JKoRCqt5c64081WDA8kqkhnutsrJzIPeVIevnaWVK4WNKL+Wzx2JfAPrXutBatYlWKvh2zujjMOzXR1an1a9lgYWEGc+hpBLnRLPDvIDExyL/YmLjMcAb
gso3ZwL7/tEcS6XexJCyHn95gK1HwJcUCIXUT8dmvzdnvO3ephasM8YKuMPP8e8ynnX/oGkN6AsEnF3Mqj8cH8eCGdSvDq1Rmzte5p7Cx2lY7xzwasMIncGR
LmbOcdaknO3WjwY2SIc9aaN3qN0U46Lt0YdfWxSQ0uqzfQcoOSR7fEtBVqM2LrMh26+fmoO6LK3FmWOCCN62LnYzxUGapCtNDQvLaJnGakStxElBZakRGLb2
YkgtGjvier0fzkLJYvaXfhUSRBrWWp+C5rCkXI7XBT+C2AvBQ8JDEMxi8pAuJIhT6zfXfkufHglClvr5oFbL7jHTMs9dIJsgrMUfV06iN1//pw/W0msa6dNn
KCY2Y3dWhjlmdrioyxvWR8lCXbbW8vSWwFi+E5R+w/PkjQ1iQxU0EIBv1x4dc1EcE2RxLaNTYxYtKZVbhcdJE+DvzVBDSvKJjqnB1uZ4zyRqPiVHOicz/Zqt
uW84/xmaPr/5rgmS/ST//5ZiBJ7iCgnHgpFHZKj8kjd3hzodQclsBcmwgBYvG/scp7LLQi2LhoQpM5XC++/HeK7UuUwMheVYKdxQPxPEV4YE9IqL7UPdDS5/
GiIwgT70XrGHk0iGfppOf4vq4xXFmxbtl2Qm6kOVrznFF+xYhaXCR5/2bH6kLTUwgwWUnPHLDkrLk5ocMm1wysWVfAK9VOZPsw1mH+jJ/zPgIElhoViMvlhm
D4aExEvdywIkYd6s2SJT4y+/jrk+cSDemiPXCjqunCOQm2ESbOWbPvuoPm531hwsuIsdkSZMnhTlLgkCpsMorPATuz3XKnEKtno4wPQM2gnFXD+/W8ZYBUnu
kkxloC7GCylEr8cw5sNxpw/2C+FV8OSnv/sxVbmZnivuQoISQiFet0q2EzAAjS98YBLE2SXg7aIjJFh9vytYRXI6K+tCzAm5Yaoqki0qsaM6CCFB3CaxvIkF
o7BU9P3VEDVzXFJDiqehllKAqbY3HjIr+Uosn7usisnjtnj41AhFPuHWfGCb9QJ2vKk6LbuHExhIHt4ydEXL2YOBdlHPdgGEQsxdLKXCe7Am+zKu9u437PdP
i4PaWeeMKPkQF0ERRoAqhEpWsoB3QIeodQxfPyGMKUwug4xBMZzy3tq7OisBG+ofgKAIu0xarAwrhE5mMl/DFS0/LA+c9AUzAFb8YFydn9wW756NTiXrivtO
wZ68TIlJjrqAw73Ftk9/h4QAdoQEM1v7Cw+//TU+9KZHU9BULziJkaBs2uE3v05WVKTbyZc/HwPWJY6g4lWXniw929DcL5zGzimVs5/HRz8ePDmvdcrVo1mm
YP3BwKAYicPQCGhIl9d92r9dDaMwVyFjjzC9ntSil2eC+bZlfHKMz0sH3u9DncuQyZZXJh87jtJE+UsmqPb7yxSm9AUbESIK+fTa73Bace2MyKAwxf1p9LWd
62ACsBRYZkN4zFuJVgibVg87yI8C5PAI07KOvoth+qKIGO7A+CmuOkMgTHS+KDSJU1kP72Qqp8D2EOZ8T3iZIdcw65BLsZcY4L2dogts3GXVDRtcho5DuYyz
/0SX3k7Wua3KNeUblpNGUFdqawZa6sU4S17YCiacxyz9J5onr54X55pg02/S5y6HTsJwB7xO2RTGJfvMSeSXh+zcFrtXKWUycJZaF4/EfCbe7NWHVXSKvZjD
HmSzVS8Z0ixahv1sMm+PYfiD/iekgpsn2OogBe/Uzllig+IPDl/LOlBH4FjnnKNVMPq2a5j0UZfdsJAq+oUoZvYyvoo2binMjWEF7ksyxXmqNkm4f7FyXTbU
MuhKr9NG47ymqJGdRJs9BrWvZ5rfyjnTH3u9V9yxF6XIGPeamLR/DzXYYZ3rW7c6tCN1vjVWhaCIPhownTi6MosS2E6pW9JYxMmw7ireqU8VYDL0EX9us7Ts
TodQSBEpjvFea/FRs1T9FlLsSUXM8funjqcYNEa7IZlw5HAAtAMOWJJGNxWAurhUSCl6PQZaBcedvthtNMX77Xd/mqq20ssk8xW+3H5lFq8Kyu2ZNa6K5oe/
4tcP7oDG8kWv/Kj8WYdcFU0K7wvyYUCOo66G4a2RxQQ+cZ/KVWmBZXLNuRTAqiHH/vBM0DycEbgIOgl1XdY/AoQfBkQrFyFCidUTvYQx+gaz2bYtt8QY8IRk
k+1M7iWSXymUbcpPOYAHleuqm0NHufOzw3yZhdv4X2+KmhgjYGT0IJeEUyjaFJ9yBMKv07h9NEFySnNWfISw3ZigSi1vOyWTm8ODi2a36IHUlh18pjDuKkHE
S7nZ37cFWk3P/gj33DExQR/G/72R/QVaBWn6cudAA2DDFxYNuibmFs+T/I+b/5PbdP8ipjUOhPgR6sb6I/iJ9X7PpIIXJ9gqrZx3ameHWK+EOHwte38dX/yD
yHRUaawo149y5GeEBwgO6fZvXS9w2VtSLHnsL1qLIrmlbeNPJy5qy+Zk1FvAyARtO7tSWajN0+qC9oarL1cF5QuIJJd4ltvfSadronLxDrTQvyiQO1omb1Po
3wEL0dCxHWX0ql1n9dH6Xou5DWysTz+mkf6kzyeam5xThD7OuNBGSmJ5b2CVKTkp0EcXkEYyoaboshRzmhxYgQZWXUOSmo/asvO0gbwVfUxKCIPBjo2J4In2
HG/rQYv8dOJIrbxNUZFa4LKZhRHWhAtFKPVE8ypU6KF3hl3nrr1MWc94fxyrCZUNPQZqUf4m95TB0NIkd6Z/gJiiDMgUJzqbUy126SptoizZPX4CLSq7hJpH
MD+9ZhR9GCjBt9V3psXwt/NN4wo3EEl/K4LbgpEIYAka/JmdtxB1OgvzgjSK4Wd+XSQXcYlfn6lhhWL9J0VqekPwLNoQORFNslYWGDP8LXm0GjRNVhDtl5hJ
SmlDCzdgXxkW6Ondhn4zsJwUfp+RO6XSL+lJsjpQ4/YN/+BS5vM/iRKJlfqOnHUsyUOxrXYRNYvpzw1qolczPInCnAbO10AF1LdYo+pkH9FmNWs24h/UOOAl
tJqe9ZHZOobwDvIQvuIF5wu8A9bMyplDXwDVf1HRoGrqfbmIyP8PG2G/6v5F9HvCEcKY8MmtZvjEKCReGuOFYwpK+kbPRXOMJRH2RUJEDCtvRVDyFK1aq0kU
5DNPrfNQWC8719DUwTOY0y2XyUXqMXN/r24Mvc3hcgZgHEYN41zAKF6YQ/ZLUV9Bwonqguufk+J//hYQGkshviLXvpsSZp95f/EavEj9lNAJbI0PvVKgJHb4
8uiWtvEGs0Pt64+jmWfMDjHbVLuFD0pScQknhKL3hRnEhLd1P2Nv2dgiDGgrljdYIOA+bfpcbTm3atdefZKwHs7Jp2WPANGTqaKViz4JpQme6CXM0TdYWlB0
VZ6EvjIqZwQ/wx2FF6JrfK+vF5E4Icpeo0+LQPTvfN87hUMkElYR3G78q0qF4czgsmdwuG1sXZ7qpltj9S+0CkbncaMKN3sccG4ILem5NtyprS9NyjwW3U91
XXVz5vs8X2yELI9i56K3hvMzH6dOa0VshhpOVamHTD8VOYVEYTKyyckxJYsFvGXKdoXPdKHwXVdkCjVfXTuKmE7jLOayFy/L8ZSXp8wFfe8URg0eJZ9engw9
UP435VnZbYAbUxlZNuLbUiy3tljOUEj/kwe3KyxJrw9Tv6XIZqeGfqHrkjKpDniC3ZbhGyCaNkqQYo1tNgD5ePGTqSX4qhHGVyju8CES6ZWRZWxDOJTTzma3
+iV1uB2XXqPEi8usTr/DF5tSopYyx9xgtli3Zxfpfa+iNqlLRw1+AGgDMLwl3Pf5YsGca233sGCV/uDDnya2h8u2tfzME5u9kUsYDT8xm63bsksMmveoTQvR
qlpZ8UL3L4YrXKJkE+VP9qVLJCYlz5fbsjzJVth14WMeY92WJ3mCqoaQwujXCgCGtOj79NwIZJg2umgIyMNuZJDC5JNGRaefmeKltdr2pM3P+i4lG1+xCocO
xRbkhAaH/s0qXI+aEgpy9Rs0sU6SqRpKYVvaJOo4B2pph1M45p5catd1usMaIGy+/RhMEq+qK36TGvxu2lqMP5vNd+MLI689XXShlnDTLrPts0j1rNw5YP2y
6DDa9VdtM2xNt9L4xWSWeV2n3RRel38LnjqPTlJ+nvfmRH0JC2UOMAsXL4trIMQYfJ5ZsIFktvAMHWAMZMdnWapF6lgX0XQKpbJNVWRO2H1mdlebr/tpsjpI
7Y6ISk5R5nDHBZ1LZlV7nVlsmUG6qOmULKU/54oBRDP0Qn2C+1hyZRRMavKLg4fhxgnVWRX6KJPgL/n0W4OxKo1ftyIry9xn99EWGK7K241npjnjIw0OQkJZ
UL7ZnuwDVGpbIf5PYeukp/BqtpEIT8ZmZZ4ic6Z5S6YqqMTNTo38To/LEhHi3j5kLLBb3EpgTTTn5fnHisxtdzkWW2GyXu2ztbJOX+tKy9HpXFrJycDzttZe
MXGtPNp0W+1jDtcXTFt6f2xoZhm5GsFttwAt+PlzhbXKCj/vCR7lGl8nklOp1Osk8je5S5LDzTql5o2VZzzyYwT01//84s8kaQKmTTlBR5QBVUTfRVHSVJT6
19vpPN4h/5QjZ/bMKXbP3iD3EWt0xUQGdN7MZgzQ3JvPnvshNanlJhDE0AQyyGl0xq3sJjLxf/RcckbiT+ScuClFjjjN4X8iLFnfi5NibCpuoNUUt8FXk86k
qRn0P2e9YHAX+OvDVRg/cxqm/B+Hb+FcgdHZy5zsuE4u0owZDXSQ2CncDL/n5TvFiBj2SdkBg1BsXlW5VHDeS2+jP7Aqm4qhSiufJ1r9MwEJhbmRQDfq/x/Z
qtyZ3IsS3clxYxxCgXCtdOU+pVBqUbX2GM32bbklA7DwXZdRJVNTZHUrXL5PZ/BH2EbQgqnwzi/8bXaY5w4q+UC+EtPi5/4heayHqnnG/gKvgtQOI3ncGuh5
uDqXHWAScMjDm2X87FK+xTiIys7GyPK1Be7CQJKRv/6vcuYI6209TZxHUIZ7fZsS231MKklzYMKKnnrBjCwWhX2SyslATM66gJI4u1UDHEQV+6imrFrf3LDR
0VhOQXVTXrvaohKAl6WJTvMtGoUZUYVLPn5Hxgv1sTZY69FlbTtR9k4ax4r3Pzn4loTbfxVLNvDsSEH3RK7lE51PmES06BriUq3+gIDAubjP8X7tThL5BV3Z
a1RXcjnvLjo+DM8lUW5Cxjalquo7R8YWSCmUN4eJBME2T3ufe7x2ZeKC032pE7Rz8iiceLVQSiG/u0TERW8DaDz2Hr8SH3ZFZmBRlDO+MLLMNyN3dPKtSxR6
M5OTKlJIy8ObHa2pDWmZicbVq5Bn0X+Ek+d3M0dgdq5IEWKRN6NDSBaUCeYv3egMsDWW/TXdvdaPpc0EYiryzpWw2Z3RdEboILyH9V/eLI88n1NK6/xJ3kuP
riSe28Hmm4iXGfTgNno//DSpg7XDQkpAb9A6g4Z3BwtWGiKNTzRbFWveEMq4aXMjw3H3DC4g6Z6H1XVFzbm3q+ZZ96s1x0EknKN0E468WJpPvd0aXn1wEj51
tcJJt4wxJr4nPyber/y9j3tRmDw0cSbJxsfq9FY5V56CbYxmI3dpSejYjqZSQl+EjDkCtvSUz8GiQa4sYkTg62DIieMC45Pd/iRTTDXIOJynnLTsuIbskEjN
LzFBiQ8tcoNlFL3mNJt5VoVXowdLLIAKjshbdXKX6ta6bg0gRWVSTWQxTTC9jOJWBHNMXE9Bo2R83dPDFCFClkAVXV6l4CoorstWWGnH2FJip1MG7zq1vc0n
+bBGNHFqb1B6UFl1b4LfI0oplfEHGYf3RQS9PHZidnSEz5v4INfyxzlcvWUCoyNuLL7dof8sJpB8E/SIwPLdsfNUfaztDh5Sk9kdRWW6o8G7DmwFoicDopXT
Pwk9xQGGgA+OfRgRfaWgnELVVPSDZ2w1sdOph0fA6U9kDTv8tGxDa5wtSeIfrImSmqhM3nZfdnBaD7OndXnX1ReU1XlQ+inXFBJZsGc2Ns85qy8LSqJ7q5CX
bJJ/c02ki5av6t1Rj9iOK+AFVkaVLYioLJLb5s44Xrky2lhp9x/OMonimIx+iPohVbY8PvQLXTbe17Xqn4BayMJ8QRGMc0MNHW9AlSxAn+7elkxkjmrSgUAs
X9KW1ezLMKWGo3Jnel3m8FAmuMDmMs1TSDvqsgKfEzDMT6PEIaC6z9RiOSncCt/nwVMXmeanAiHMiHTgpx21Iw4FXLDRWFx+TsHjlMFA1EgSdcpge4FoaVwh
yNITTC+jvw+JRFMHBK5WEbEhquzJ++tMFBb+uNgL6pAbmkBG+Ql1OeiwjmXkmz0svoAfGGaWRlQqxIXuNZZrZDkE32A2vBbODHDY0qUpNqcgTeXP4ZAgLBRH
eFXbk7Tc6klmafwn+9rUgTJX6TX0OzNYT13Vi4TJhJatWKb0Z6f4LMHpnvkpQKiPcD+dfq/n05S/26Vma1ujbQ6JnzEsSqensEZhL70L1MfFQRA9maq66Ozr
S4ecjNRy+DaL5N+co7qe3G6LzSMKTBW1VcWMnz8mp6NLtc0p3EAiLX+9KCNOoIoXYpX9UlR4wxYwvbrgGi467tR1f4OIBsw+flQT42h7vXgNVsI5Tki8Mbe0
6lK2DHhSh3OaqbyseefqEqS/pI5PMZnU1TGTzwUU282RoTEA6RW55m2/w7n4/Ixpaqrmo2Dm7yvN1Y/ypOR67KckvhQD2jzy5Q7w5ffIo1naZurNdrWfH3c5
MNyuWi26AHgQtK/B+ou+BTz2nkiPD7sx/2at1hHk0aSLUjylhdSHVHoFi5Mq8lWMj5qVOMMzxp3geEL5M7Xlr/E1yi26zgiLhJUJKkaYexJ8xD5mm7FNvhjr
JVEl8Rb9sz/C7ozcTYx1Q92FxlPYtr6201xm9Z/4DxD3lE1TQiG+wRp/KZUpThSo4ouvjlNfjOjsy/BQgDq31xt0R6YRO6YJpoqdMJT198R9yQcKazjeLLPC
RhwnYKp4z7uNSeBYSH2jjIYzX6PPoOcmMhjLvdSifzXByTPciZAYhV7AIjE8MJqWJJ6W45SXcNZ8y8w8BQxWyRd9rKg9dEyiXPQ+vf3qjmlOWCyCnuQ4SUrz
BPMntm37iyeon7xUnA4cQMOSQmWFyzeb84qDw8JdwbKCI/w77oKCkDHKZKWniWCh5T6WBbvK0NQecv4vAAlBEWVukFt+1BNjO2OIMqxKlaczwsPcDZFqGIV5
w3L5SSDuZo57JSYq45ZSOXcIWg1HDjIWME25WAqs0N2fU5iwJznms4wOxaRAwostjGFYMRoKQUzzLYgLkDBl0bQ0UWWmoaDKu9+rJKSP6JP1DoYr8Yd5VSqf
hMjNjDVQ1DzGALOoHUdVK1TDL1PSAywWw9AK/VKmubI+sWxqNnDm8EJi1vt6VJRFTKgGC0A6zM+B/6iEJgPZiCa4tIOxEyn1E5QBHIbeZUj3L0s3ZIwip6YW
FRCjo3dyjI2phFy097GLMcCQJhfsIW2FSUV+k+G8Kp0qfXDIUTAlCziB5mQ0sWpJVuuM2o4ZxR6R3t9QGDCrL3MYdR+hl40PUmCbeyWpWpZpKr0KrEvU8j+W
dkTY0vwAmEGz0fOS7biiUXBh5zp4Nxw9CO0GSx5IKBF2hwjxZfp5un4FTqDRKUEyV+2k+NSs6AlOuzlzRi3b3RXoZ7bMnCcw69aE7UyvZlr4skBbRZbXYYkM
fa1Mjb4p4YuG9MZb2fu02ycOmFPy/AE2Qx+tt8saS9ObQ9rW7aOXFWtlpIEqSkK7mEE3yJsZE6/KdY0Me3FbpCldrYtwh4rL0ARiQkJvbUdvMXAGjbSnsxbQ
imhFrv6KtMgoawbz03dPzv5y73Z1pNN/GjmHUYeZ7+NQKGNTgnqpmZQcaJ5POsCFUMj30pgka+8QH22+Y8iVH5gqh+AQuFjhXjbeD0IhYQKoVtlAAEI8yh9q
x2U1hFdPaf9rvFRrjUiGdjN5tnJ3nLaGaavrCi105Xq8dtsoOYAkFcOFfQ5kF8yZyMVrR9UD80iZ2mT6DIbvMlHgAZUtp51iORCLUJAwszKu6ujGAFWiOpu5
VnmmMDY8oJJjassItNmMB7jB79nu2T2R3vQgYAKCIprsb0Upp/zwthqiqQoshGQQTRkP3aqCJgFZSFhw5S7GTlaRrKNWjUExDINQ/hxYSArYnwEvYpJypQFH
1MnzpjA9c3XUiju0ceDt7wdvagW9BLVainJ0xY0YDez4xAnBZRQCa74m0vuZXHv0GdIxhFho2A+cReNtcYxRpATUYZ5ZMq4zyY5D+PrjZUlJNYaOrVlgGt3W
oQiM29SI8dIVDBlD0QpFf5CGZFDSJqyNcWf5AlG4SIdDxFVWC0YNwqsZkYvBYajYYfivFYwfIyBLU4kDDqOhiUGKxAmVfvYNZr9HEQJrwbbR9FSdRpKakzGa
b8N2wytrunpcHFlMrH1Tf1reZLvX15Ndt/b/XPXejpzjqn4OL6F+ijm5MBAwoQhRf6PU4arUdxAt1ek0+yyFX7DpYCMmTaagyxj0HnrMUWVwJpo2al+sO8vH
GJcQw6oj28jJ5tklozscwHXeapbTv8x73J+SQ5fIVUgRgOhl9HXHJzTAJxR/nWLMkz9dGXOH/YKP9Uw9FQzwTwMBOWJSzqsbl9kQgUCXXCxjNZNrq/BLzE2l
DLSui+AG5jApi1oMtSEOkCHDYRalto8lgcokaQsbrajECZCB6+XV2eSU1FP8CJKpEiwqoSp10AuFlIISKYaRYlldrUogF52OhEm1Un/BgsnQMl7SpoKnTVS1
x1PBoABzUW4TJ7wXDeNx0LfWx62gWXyDyvQHU6DTP8FbXAzb6EEnxMkOe/Pm2Ut9Ajv2vvHp1rTWks3xuFZr6cLWdKz1a1rFj62H13putQJJozhyao3Qv51S
jQnWFpFss/1cm2TKzZTEFQ1+zqWTJVIbwUpOYzoFYoWLYCW5qMkAESbBosVXi1gt1WC/Th8pHx9jsEJ+H1PI1QKYBNNLebyTAJBx/vwv3pESLmKxi4cYI/AT
io/mnSdpYQn1PAT5/bH0joc1gtDzIEidD9SuIZSmhSSFXnos07z2g4dh/71FdI43uwoUwSjMvKuQO6OYbN1CeAC+SlKrvhaH7q4C5AiKSP2DVfcy2n4Ixiro
t+ZDUh1kyYGsIIt24AVjNaLjGPuEGBRDHmawvYAF4xsM9TA65jHEN72V/nJi0zhQB5jxzIA/V06xBcduhVmAegaCCdQbszXgMHzCl1QM4nC8HKAII5n8q3de
eH5a7B8IXlZ9UJU6KhLSsVitsblYHqkh/SAwDUiezRc+WBzSYAkHWFAXBFsYGbWV0cX+iUrEmDZjTiK8ABbngf0wB6ER9OFMrGq2YKAVyMb4XfNGBj1XRy7f
F2dIELKfh0cGi9DgyGjKHJosuCDpw7GsaQRp8mceFruLjp8aIFS58rJVwFmIC1B2y12NiTSATZ9TkhUvICWnbwArwBg3T4qON6YkcgX+vpbBqSGZ6eHAMm0P
1zk2JK634JC4U694WJ9VxriztGo74QJtPTlC4s7Qp629Rxu36+vMm4R0GDizDvTW0k/vZ/RkXmJElec+4Botr8A7f/6X50jxETGHtOkfTfkLPdL9IbPulCBA
o2AVv2Vou6qGM0B5r6Idp1b5DiBa704R/1xTIvsJ2LOPCtrb60tNYSBsFciB2qw0Fu3NlH4m29wsY2ud3zWzK+hm6ND6mhNE4EOhoiWfRJlIlyYU5D8h27p7
wFrn+9QbGXtTHTn7nNacIOTc5ClPupRe+P/4XNznUyB+XDSJSqwmIyGF8jfMVb4G7Ygz+NBkKQ3fAKq60CxuGNawqGaaiDKrIT9VonOdUxeosU5mW9Cpt4ev
1k7g9HLYM5bQH1XSLmOt4T+1xVOwxHgZYjK4hQz6Iq4UWDExNi1zfeB5BU30K6LyWDb5yP+PKNB4DBmGsWbKQuIAYEZwdOYrJtfsv1C9MIiY0Vr9CLIKwZip
A8SFLvxvBuMVDAHhi4II7CHR4sd775HLeFtI+mz2/BrXkhkcfkA8r1VKY73WKSf9II02x270SKfq+sPShKgU2ck5VUXh/lWFfSM6FksD4+J9iVdO7JJFWa61
VzJNO6LxBoilmB0n0+rhK+8rq+eL3h4Ti46+F4l/PCYSH3sEHG4JvRM72tCfJW+hR2xUrwVbwcxS67vZeuv5iaKSOHatomsM3fceeyMF8qW1Gssy44cu+BK7
cUecw0zLCogAJHhh6DN4MBD682/o5WwIYYEJMMKCJy+/JxNxFmIxIYDHALj1DJU45zy4jckkKIEDI8jUVoTFQpCpbbBKBrgoJpxR/oMpnnf3OpGthdU42pcg
GYcrQ+OTb4BZTOgEzGTBkfBfCuuOYEHxMOvqf6Z5WvxE8hpqAa3Qtbphklkpz5YnOoovc3o5XZxLWg+9Cph4Z2r8JMpqaiG1IGnNqEkJSpmDluQousztZXex
L+k8YDawvTmQ4oLd245j8quwMBlWrREVEs3beMnhKb4wCssHp1BSeVXfcCVeZzGlEk0Z2yaGUGDCnUBKZOXYt2EKKnEQGVKuFRaSTm0U+UR9wDWWRjBNPaIz
RtCMYWIJzFCsEaNM4SAookgiF7Surus0YlAMxwNg7mAU3CzIBQaUSZLofEdnsJ/kegGySCAKNm3/EVLSHxtcxJP+PmeOBcxPsRP/rT6jlKVeOm8bT5IHTo+H
Tb77zd6CoeDLMEPQemmD9tyY3OTxBd29CT/CCjovmfcAo7lvJ/D/FgmllRbdMy0E9dKnmxPjIPoywXz/QgUwGF4Zs7P5Nxb4NIreRu9amriE0cqYvTAEzUhb
LG+T76Ik3INUJwD7VbJWRdcS6oFaS4LJGemLaUx0n3uhOS6YMoA1z4EBXUsSUWk3M1ARjDviO8wcnQztWAQqr9D98NZOAAn3vw4Basq9U03JHdnOkJaCzNZA
U2pTXFxNXGRwaWZkiOaHGfTc+qr4bKtBxmMV5PqlRJvMaikrjH9qeLeEDoC+z9yrRYIQtSPUYqobHe/wNLgiJyR5rG0TLGlBSczLcge9vk5Qd5a5ouxDkYtV
0hWrdnYUjQfCSHHFuvg0TvW6fQnphToD/wPtzcvzTMGCA00r+JVRTo9PUGxpXGwHlKvG1iT1tdnwVzehWZYcZ6IryC5jnRE+pdGtdP5BRaAuKzmtOKU88WeE
JGYJ5fPEwp65dg75Hzzh2HUUfU9BUTb/1u9ifu/2Xj7tK544fz6RsAP494RSoKSVkOknQk/SGXn0JNTFajYG6LIFCTGiCjSR0z7S3ir9xUdg5GBQjI9fVdpj
Tld+K9B5mNd23xCOIdeBREh6vymcy02tMJcu+TzHnVsX4fwrZ2AwuSFlxV9DCZUdGCs/+VzOlMGUXckcDLAnp+a135M7MJQ6mAhL7k894xjFV1i8Q59XuGtz
Qp1Ac1XYKFW2M7jeZQ8bW+gdEN/G+NhvEWJMtWPjXeYUrdKhDgtOStX48Q/fBygwnazMnVvF85eYIvxFDlNAmH+iWpccaYmrG2WypTQ4wtucdm1dqr1MGaw6
d0cps9O3NAqAoZlhteoMl7HOmhDSkJfa7G/Kmeyydrot+rGZGWN1AUl18WFN7nTbpA57qneUNaTRkqAdleoq00wbAwpBscStvp+4QwwKQaqHwYBo2u1l6bpk
DmRsXzKxfYqA605T3XE/lUJCiCrj0rt+ISpyuS4xV2RntkI4SO4PJGaDKCiJxYgulY3gIZSR9FP7URKEQvixGLwXwR9KN59/M/B7+HkMTCfS6EQIhdjbIvm7
2VsFEApRaEw27TmIguJYtexg6Ba2WLQAREGfsVOIjFUwDiIwb/DFMho9PZJOBPktZTgQBb2FQs5vIdIDoR/EPyI8XJbnihXOYpf/VaP/pZ0q5ZwjmqjkVcD+
Zn0hzVzYMGCW+eqSaKYxIxmmZ8I3b8O3c6x+PlGV3qjTQLAhKgj3xNXF7rVDO4ATNyKuuuarZ5jNBu9PXrEE0SMwYXUTS8ZCgAkVmMcjFt+EyFQI4XQLLEcw
8WMRmRIBwmGgt/8q4GIZ0sj5pn3glU9HwJWK5iGsBde8GGuZnCRLojaUq3HESoSAwZhcCRG61PDw0q0dmCyJbVNQSFq83MHciYhrsWFTVrhJYlumzt9NyK4m
WdPqOuOAqrzqyB7hpsqvjgknW8ku3/sb+et6H/t+oZvTOh0WoSg0KmVpbZRZAktOz/Ms/Usk2j4vuegBMK28eZBj5o4bxKbR3yTXHps8786Cqgw0UaFTLKJY
eDhCNUxA5EIzQcYsuZdSMnFX1+Td3vRKxCpQ81DBOAeWmAt3YSh7mx181RFg2SGqMH21NjQ7RmZhrmaJijRhTeTOelJWtCqPKsqegET3IWOQgACcswwT0IfJ
mq6u+ZSM0raIBLWNrm+pdhpzwBH4jjNVGZgSHJl3CYAQkiligq9PJne0rnDqvCSRL2OG712UVAmRMKLPsFg6d4yrEpuAtVbPf9Z/baZm2YJTzBFWOiUJm47/
8BCJDkCuYgICEOD9qbtj16+LlyIowmuSM9IojU787C2nHm3IBNSkxQnL3EkP0zTINcvE/dQJOC72KzYW/c+EDfDNOm4F6mvDe3vcRz//xzc+xqYYSdyb88kw
Cot7Njo2A6J6TjqWwIxGdqxBxjx6BfeKp+ux5RzQeYC19OEry/50vRsD2BXNCTZjaI07wMtcAEpbA+zjTqRRlNYCbWgyq0TJQ0jRyHQkoBMZk4gI3chyRNSJ
tBCpCY76kuRGv0gfG+N2s9MV3QSuYawNflLgE14eZ28lZ0AQCBAgEu1KcGVlHWCNi08nu+Ly0/392a19a/ns8TAJwVIy5cpvYnvGGCQDkz65q+iV/s1OQNXZ
vAscBis+tmjJDDkSEIC8R4RCBAiTf1ny/PVNu+b3OwT9URHxLuaEYgwT+6DGOXCpWLeu560koQOvMuPq/n1JVIoxJ0jSzZsHm03p1sxm+N7MA8WRIHodePNW
/uEpAwvQr3+jv3lDf/ZenglbkQWswWv2c6xxTmdlX9JsLgfIfwPL7K9C2fe0fHoMWUwYcBoUPgbVBLxqglGjMiYPWMRmYGypRamx3ImeaPJRmvVoMIMBJT1s
HXb9SiyaKZPp2BoWApUg15jO5o7t4kl9jtKr6LE/iQWljULJGkD1gkg9f7+Fx/2P1V0sgOJW+TRwxRcWHbF9gaZC2QsBEw44txjYKmXsW0KfI9TpExel546V
arVJCxfZXaMlfYV9KE98rbCbnLBFpdMlDqYZzildUNKihQ5Xg7ivYRmZJzleP5ZsBXjBB18oEUhO3/9CmWXcv+jgInrrvWLYYIDUsF4PA0MbP7UNGvRLIIMe
VkOZA4ApD97tBzmZU7YbKINA/cOjfXeee8JNWx8cqq5t7OMD2iauh4cPH/Hdj8BVkGpn0Fcaw0jD/dlErzaQ8ujSD2z2reJVAOXEumpLSZc2c9dIefCiELPN
j/aQlSdM8/LeoZJy+9w0e2+/wKPdOzjVaEfCyseY+HjMW6xOAzLeTb+id6Qoh0wbDr8+akMlRmsblh8lv8+ZjSMrDDXGoruqiDPdV2AGnZcMqbDvvccrvPeA
XQqc46lj+dx/9WUxNeav7KGtMPw6AD5unP4A8PMNn/0d+P8KiX4i+xwoMvVPvys3CjBxeW50x63X+8qpwMm72XGsD/S9ME6ESSys8a+P0F0cQLXRy0jTlmFW
YYrUHJP8VAf3W0GN+zMi9T3PIndvdpiWDVaJqYHFJ8MAgGcEYOl672Z+41fijCqNdOklLVGV0glHjZmNOE2kOrDc2NLZVKx/Gg/WpPCp0pGrD/W7QW8ggGtZ
W2J7IxM1gUnan2958SOORa+/+/mx72z47yKTru1ESn/DaYL+UEsiP6T0O4a+Zn2M9nWn5/pjc0P3IitTFrPBS1mCiOFo5d7exjBdOIBfuu5Eb8L3xpqGVbXh
Xo6dpxOXc7casbxZLmweNiaNl96Onug5PBGBc9Tu0s9KXA9CahcpT+itwk0god2DT8ns67UfSb9hqLwD+ONiiZVvZCCwg3FShmt0YHk3s+n2Wg+0LlbT7+pA
nNYd7Hb6SmK34B56I7YlQkvjdiZts9N1LH7WxfSuaGAq8jAUg9GONqxFLRagGHMxEmWIRVq2Jh4Yk7krelgf4fy6PqH8STHA71r/C0TPEKIOigDwqxgF0ZQg
mhFDMArjMBbDZJOVrrKFyYxP0SPtN05gvM5S1ERA+bFW/Kv4KWudnAD+WKmR3/QUkfluZmUUz89AeErP8qIfqXgU1zOfrIUf0WWRhRbbiYrbFyfD9VtTNbpO
6JlBZmBAvMTFa9RdCIs7mQ6GAVRhv5P9A8v/FWvtSvDcnidb3nIdktyseductk0J4uHc4ibMVpZprHMr+/yZZdKyNTvN3M0xfzd27pVfQGbzhCQqxND6pVN6
UES64nqfqo5EdSUfKiBv2j3tK2hSCutKfuMurh3hvkpGNjcxFZubLso7YBYnyZTaZudw/s1PVmkZQwT82h2HQgGs4SWeYAf7cE3p+kJjEDOndTrdMcpHFf5P
cfRCS67QmTXdcyWWyHJfGRAgrzqK+BNS4WJaPiNg4AYBALjtrR4DimtLDARtVQysIGsMwu1LDIbA0xgsu6EYijBlMTR6RiX9RMTTgHCOFAEkLyhSJg8wUalC
rRYNslXqbqvVaLYVy7iWxaXqtWy5BGM0aTgrLjV6WyLjUGrgBZb4Elek3cngqOrjNhonio6NyayyKKr8jebExMjGBaFNPU91pppdddcUVLDcRbJUsnGEuLxM
yJvpfWkNTBYoq0p14ploKVIns6XgWUh6kGWLhOqvH6/JRxgLZ6GJZSxxpWse5oGqj6hTqdwxa3lpiR8bxwO+qtX2My3KaIuVYzTQSVDaK6Wsdhr2lz2e5tNl
m+0HAuhN3rY+46809OrMyYAwiADzqWlU8PGGbxig0gWXXObHX4DAsAC8ybW4LigcoKULD+gx+24RYAgFySAFqGKMCtLQMbBNcPWl9dtuh2AfhAA+2DFRTliN
JSNBGea+ExsLGxnioTx8gluQykXnldmq3DahiUCEkNWuFgEC1x1osIqtDpUObzmT1VgdMRZh5N4ncbufnKJmrdpS1iI5FXUpUtPkQQG086JL3PPA2qUVREtH
33idJugwbKKd0v0mAyQKz/z9z8nQJF26TZYrT74C7x1SCBTIYsyJE49gGWYh4CtzTziZnQMz8LITJXG3wkpMLKQIwQNg+nJCopKlSAVeqZApS7YcrIo7kq9A
oSLFSpQqU64CNfd/9LXqjFKvwWhjNBqryTjNWrRq0268Dp0mmGhSR3ziLz7LZF26TTHVNNP1mKHXzOBm6TM7Oioxic0QqymMOG0GMiyG+OaYG6157bKbBQmq
SIk4Jmectcde++y30SbHHIdBpETQq0efWWab2nz9FXvdAgNNcxSuhU032CKDFhuyJIqPfucAGTmpAaXWMMO31DLLrbDSD1YZNmJ1cyWY44EnHnrkaWuste4m
0+ZSFFVq/ChFpdKoVuqVPu99k/ANU8dA4yM9evYE829VP9JXTC4NJL76fp7omkPUKnFzPFzf4Gu/2GtlFL2J3ojNCKQYZdzwaLMLvQUvYQ99lOnjujAaijGL
sRn8aLOZ9uj1csjmUtTMdrlI71Ai7ezD98MVEbaqOCu5Ot4GU5+8N5CgohuFSzXZTCSffNgvMhw/vFZvc/dOh/zoIGbQ0YqWMWVHKxqjMSZ2tKKPMdQYZgwR
A2Mcu0WXO5W1vrVK6rmb3EdZUU6Uq3ihwoeRg6G0KiSywe9mmbqR95MPG2a7pf1ti+gaKLDAENz+G8J8htqW34XWiMjvZIC469fVSqM0Tyt0xm4WMruwTmby
2aipOPlUI3Fhkt0SAHNrvU2lmOKVMcWUUkIJxZRSShFJjxlhtCp0inRzIV0WijCqgLgnfq3A0YZTQicwAgoQyogBlGnvKaETGAEFCGXEAFcLkaepk1/q6yTi
y0rd/Jyy8a0XlX73nNTC+s14NB7HB/vkn07pblGrVEbmvYp+95j1OYYd7rvM/woVyTJkNkwjm/fSExfvcQOrHh9G7ySfmM82o5vyDdVjU0hXr2tFHPHobBT6
v3fsV2LrWtT1XA135+MvOxeQOFlP9UqHfZoMWTdkXen52FAcRE/V0HuXN5DwyDUf3oU2Pht+lc9afyLO+4Pzm/6/79O3iTkAAAA=`,
    jost: `
d09GMgABAAAAACjsABAAAAAAZLAAACiNAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGhYbiTwcVAZgP1NUQVREAIRuEQgKgaBw+wELg1IAATYCJAOHIAQgBYRA
B4U1DAcb1k6zona0XqKPItg4IMUAq1GUDdKW7L9O4OReZx0KC5bCJTGE6ETOyKkhzRzP3fbpp3Vpf8VRrCH7QeNN5AiNfZLLQ/3Y/87u/d8xSyISiS5RTJMm
Eo3pNJJ3UY0vFBrz7vD83HoLogU2avWXrFgWa5aMGikx6AUjUjFOQTHqFLO5s7HBvGs9kwvwVPTCPi/Ua2U6GPMhVmE30R+urSRyIDYI/c0Qke1F9H5qtPnJ
heIdFLOpv/zynfbaQDujtdsHaY8YcyhpHatXlZ1eHoP92/wWEA4YElAA4P/3p7q+J0Xmc6rEZXCKTs/pHrtAYzeauizv3//sD0+y3/c3fge+FJLlgCCghKV8
gR3lVCkR/rDKSgFoYhi7EQ0z4NZh6bZ1GYCHea5fv3T2dnZOJuFBlynVnXDB4XGG+9THUuVSdSvjW7GydovEGYT2+LZf1bwgQftEU1TaArwic+3+3lYjncun
FfTS+RSGISfiSbBXxmu4bPakTvt+wjkRbZBdohAyP74A9NCJTjAwj4b3BOhCIQCfO99RAGL3be5oBrGQAA8VEXu3tzWD8KVIBhJ8XiL8+uI4JFA2Zak4sbRW
HxL7d3nizfUIYGXX2upvlBjsITxxBtoJHNJyhSP1GromNHm9VcbmCJL/YHzdu27MrGedzfV57DC968dAwPheh8ai4uoDSEvaYkNbrDeH/ebF3ghSz6ZTL6O/
eg0dnp0dZgC5Ig/hwQZekApwRAEE3od2diRq43O2RFS+lUG2c/I1FdX/K2EgRAF6ihEhEUokDJxoROnisLAk4ZNIJieHo2KEl8UunVM2tgJuHEVq8NSpo+YV
oNGilV6HDkZdepnMM4/VAoNs9viA01FH5TvjjAKjxrhddFGRCfcV+9GPKsGxIERAihINAQUFAQMjGhENAh0dAgtLJD6BKEJCoUREIklIhJKSQipHUBIQVHvD
GZnAUhEYnGAoEH1VCbhSlWCqADgPYKoBV4NwdckYXj5h/MkIAUFhWhChC3DdSZgevUIssNCkNaQ2xDEjkCmANGZRqTvCl0CESYS4uxYCjpsBDxEZLOzKiuCp
QzQU4DCIgUUknIVkxuHSYdHQKI2QyDaxKIvMicMZCDBGIGQNZUNj62O4uYVLVciDxlpoBhShoRLeFhDq4VodwnQYrGpGGPLGEIWlhAgLEWbQovOjSEPeMCwa
GqEhBr95KNIL8CIfttZjkkFEo3a21fkA6sGrFhRZzdsZgAvWDRMq8qHwps4xCGhJKF4JAfJSFgOWzM88NhAEit7qWWAnYLG8u58JwF1g5EAkp7ko4HYTo3s4
AFcA4mWOAYaDgz1kDgMMABrdfXJnYweMHeXxw7BgsmdGgIEHDpALnc5O2KstnLiwAT4w74vM0ufWbBAkFKAnLrnZ3sH4kZ+f5mR+X2AIJCIcGgClQXiIBNEg
BWSEDhBJpAQS+t07AD1BeBS2x488Rl+AKOv1h1IgbE35N+Ij3wFWAFQT0Bz4NuSt/8/83/t/19QgAPy9OrVyqmOqd4p537134t4ogAGYDlhqHIjL9J7ExRj0
3ymcstcuN+12yR5bbHXUp0ZsdMyo40646oqvnHERQqQoMWIlQkFLgoGFg0dAlI6OgYmFjU9ASERimzHbfWuDSSoGRmZZHJyyuRRwK1SkWKkqHtVq1Krj5eMX
0GKH83b6Dtxpt9w27msXXHbPAz0Ou+ZnD931o8+tMWTCdR/52JTVeh2x1jrrnX2J/qspXASpaHGmiZcgWYpUaWQgJGQUVDRfksvAwcUjptBKTSOTlo5eGxML
Kxu7HLny5GtXosx05SpU+kKHeg0aNWnWKUip2z77fWjYBw6AgdV34gA0AOItEH+BITsAGDHuqskZDoMToolxxOBW6tjfXIFYFV024iPxqAFbnJ/UqsSDJUE0
5+KCU2qsKm7N0VCYYiTAULKByTREI6ibxrtgSFEsRGJnEh4zbRIr3lBvKYG46InziIjfcuFt1ijipYMc6aVdR+waxSYiqpuCgM7+aT7vUaJTSgjHBBmbbaGX
0xRKT6RWGxmaiEIlnIMtgrD8IXmOkTNfExobuHBlb6U0he1o9KNNCU4QUU2agMKgOo596NgdcNN4WJqp6eyZEZw5NANYZ0i8EBnaiEIl7i2qjjNwyABEKkHw
UwWB/F9x1HgANe3AgovIa7g8phzqLlxrwUSt9xQbo+jO2a7CJi9AIrzBLLAQ+48ikf1esNaAkwwHUgiUBMYddUbF+v6fTvHrDrcQVnEcFu1P9E45DqLUEBfo
nBNUyiTB7HuzwpeYyVJ4zzugB8hWFiWmSDyfRJq2djT58qTa2jWjRJxLCrXI2Px4IA5gGl0VO/32tDO1e16x7e/2e/cf5HHfNE0bAotzDWESBeI+sEx20WgO
8eCUVz4we+2od6BJfAuPrMAgVjW8OsQ4T1BYLhmfuQ4OSRGEl0vgVggS3cwHsqpCdkFv8YF8KEnnylL0/NgmcmCbu7svHUry2/x6rZyJipGJYPScGMSED7Yz
f4hQ89lghQWHFLcl4frRKnlSbe86KREXf0PSiZkVGWYa8XAPG50GeKCJu7KGxkcSO5Slz2JPyRKXgYp5TWXouTA7pZVC8wpRhZ5imryegCiP+AarOGqIXVKK
ZZ4LscGK6sR4HZhfUpaHv4fKIhguje6yK0IONQ5VKDSiUVWa6h2+SfLiwyxPqjh73FMiLkoj+VLT16xsPFmDWmUBSAc0k+iXdH7TFpZimU6gW5ZeT+9aTRw7
EImhFCHvXi18Nt56KfY5/80pNLwWyRP78umCi3CTaWpyoskgvUmXY0Kl8TAvoAbkZeEOEMzCXaX4V84CUFuwwqxIavJil5en+Peuo1wnQmRKKJ5wsPlcpzZI
njGEYf23EnG5tTF2MhusVBbZKaiTmDq3E8SbsCvg2WrLT1oHp+7nX+K/G/l3/WyDpQyj3FooW7Bf+b3nuGgrI+szkE3B6Xp7EJZANc5QZ34JIe9hrn9/0l31
d1jV6I8x/emrY2M46MTy4nZ8c6T4meAdLr7vOPfpzyyfoOWkOglYUqqB6jflbLZ25riU6owsISnlH1ZGsuDfPAOLN2IWFB2m8ocXrFamll/XRvmRSARWNw/0
xwkug1rjCaksi5IcvMb8nYGZyVK9UAuvBC8DuXDfv08NDkc2760kHbtwLrbLYnYgQtVHkl0zPx8yu5JDorZK/RyQMgDTAv+596OxKRaaUhUVUJS6nAE9KYts
xczhmtmgqPrXBz5DIhgN1B7q3Gxpy6au2xHuR5+NT3UViP12dHPMOx3Q9EgdwvArQwr1cF0hRR7BY+gTYQcjLwAFYJYgLofuP0TV4WI1glEe8iWTg467EyKB
rrbln+/4lba8+eYrlgP/iWg9erCD6r0KZo1B0TfxG9BNn00Wh+65IVolJVLcX5GkxICMpICSIbmS0tMES+g5eRnlEa91Oxx0z+nzQjyRRUHe6C6NJ6q8meop
6Nvy3uo6D6dTfWWfEum92tiN++E5WC45218lr36H+e7LBV2oT/53Or6FY3DmgK6QxFjF8KicDc2z0eDcHPQZ1r+AH2DhLvgDFoBK2QKzJKF2N6EbuRtO4o4E
e08oLgWSREXequmAO1BLexijZzmxkp29V2ID9yxWmCbvPy+N561rqpFvkU0ol7bklfOD1/OuzxBzppWZy1WhgHrGfK/lij70UL73RPP4GGDvN3LmYrumw/O/
WY7tO2Oz7Ontx5osfGbk66UKDEGN6XDBVEmtDXWaY2axZVYhkGCeETeBclZs6D9pty8h67i5xWsL0H+ZJI+kZCbP8IYRsNpD8z2TPWLuYLE5b8qxAltZBYWq
hmyBTw5U484smF8WRg1TP2D8gxHuTYYQVLwiiZkP9bQTKZtARrhlTiphSCxY3QzJjclRGyyjU8b0K3FwsKAylAETWXx9F2oogtECzAaLbjuy9T0vpHKjvqaR
9zuLvcj0ttJ3IgqGPuEJD9PDntR7V+++B/xq336kbODzuQ7FGEb592mbgvnTxUjnev4Y02C76MPQ8dVSV9pL8pOsus0ZNFVdzYxk8SLXU0aWzabYujNfKx86
23qCHjwedlxKEIPx6HQS6tmbh4Ghjh7JS2Xf4Rcf0/Gy+Y4kWyy59SS3h27YLj7VMin/TJE07Q2FMCy0DZwGXlbL85U0kF96qOOLNbPb9gB3PLZD2HmFy94c
5AP9NjIU6xHtfvz9F/z9m9xweWSMzyAWA11s3E1rxYgRUlZUL4UFTMmyIYsQOO2GfQlf/N1IXWJYQSepKF1x3GjCtCgZso7kDDOhhxDK+VUkdxjzz/NZ10V1
9+m1doR3LXT8FWfpeuIzSH8//9Hy+1tdt0XQfVXde3atHN7hhrGXNhXF6AemcREuyHqW0/q6FnJPTB77R2PlIU3zGuNb0vHclIqmMElMGQf1b4xTaOLCCKSd
1+YKkosAmJ5eKEREmcczi65Y4d93JyXWkFDbJaedQsl1iiQSeRbzOvI8M8wH1r0l4mRTCCc2CdR50C1d7pgnJ1O9uemJuUR6jHb/cjlCBqpMJ5HoY5wYFRcP
AkfKqv+IYA2ZOrcpUn/g36Ycz5MNJpoLMgwhxBl6wYuBxaMr3FLsfSl9xyuP0MbQbepKsAq2IpmEVs7Ur6ZgJxEXOY2PND3eB1e6S7HsVrc0AdqbZDjcmbx4
0/7Nz/vUDRuqKE62TvR82fX69gQg2nfvpqi+GsnFwd+/oCu9+azPZ2EscVqlfbs9F3t88HPVEU22PcttccoVeX0RVAwvBp0t5wbOdfqY7JYXwkzMkAZrXLei
SRgtwHphB7+9cB4nzgxxVVkgeMhCEEKDiL8MuhgKWCEUF7BiKGLaZrh+kzwDw10fTNfLXD0VDHThf0ukPIFKh3Mcb/W7LMbo6tNKMSZBugCEL1HPV7tb/BGm
Zp17C0s2nt6wqiGR3M12ovqP1T3kj6EIA0v0KRus1T21UyYPk3BRn5tNbmoPP6sidEZ4ooTynIrmU/EOsS8bspg0eCEbCMkogqhHbEzh2pO0NbbBm6cmIyk8
DKmacZaNTVdO0NIuX9agQsDkqioaeO9f2I0vjRsRtRIzSS1FwUIVXXiyNkeA0Gs2KXc0m78XALKn2Xmjp+CBsqK8h2oj7MOllVDlhKhUCMOrna4Wzqqxf3CR
WjPYT4nAv5XoWk6Pd6wUk+TSwTjxQWGt2DHShq4xbbsbRGArxhcUPnQ/HKiaTAW3zh3ChZGhy0PbBOY/F0rZXTaXISZQX1+aJTy0ZNw3FuHjLxK97Xx4tx6V
Ih3EYH+mtHY9+mIa+tD8/1PSfn4TO3RLAWYBBtfVx3TiMANPU7ADxcqdWGxHNv0sFDC4egWbLT4uTy/XqeT3UyYTEydTnuzBvsZeQw1VZhGpZE78mNlwe+y+
vYWZWWISpGeZMkqThAP62XjsdDkuXTBBr/7bLbjOxp1GE1vBnnK7vtmn0gpyUv+buXR3PdXp7Bd5qiT9OS5Jv8fTL3Q666m7lvX9l5Mq0PrU+ubY9/nV793H
FJ1hqfcSE1anxf/7b/UeiIQzYyHcfH1CyEptVjtwjo71jjWO+nYUlm72eoXQfH0bgmtFRTitklKixPy1iiK8aG0QrPM0ep7LJelx1jst8WMdY1d6xpSWZ3NT
fzFl3tlAbsMu3SYWFLRyPaYTi6vD4Gpx2I4JLGYAi+0s5I604H6wNlfulc/lNnAtKdV4YDZGfDtPXWlN5ZoCmZltDqe2pVljsNYrL1VmThUZW6gm14CoRkWB
HPFAtScvq6vgPVVRE2sQ5sgFfdpXgVd7Y8a6xhwC0vD2sPG/mhoZujW07cR0TpWws+cYZKrqTK8iEhZh6rC4qk2Bw9ZOYDGdWEzh/psKjEWawi9PbSekGxJS
D2e87p3inkxOfV/pC0DSbIKW9yXt6VnnBS31JuWB68PjjV83codnVN4jTOIn05QzgGP0m7d/3e/YxPHmf/ykx7JVH5Fbu90H57+1ffQa7Cy3qFu8maYssVG2
WCyqoFdrNkk+dbAvK1s84PH0S7Jz5kuU5CrZLvH86irucq4JEUpXMv3RS+2nK7X+6iVJ0gU5zcf0kq4sjNEF19RalmzBiehM6aF529uf2a0mM+ied41dzGVq
qyzms8rVyxqXOYMijcdg0FRps3NZidV8mWar36BuR+oBNWZzQKtt67Pi6jKXyynCnrLs7BsimW+fK+MtVvDAPedd54oXzrhAKfZ1yxijiTQq6ixjWfX7b0hc
qtf/BCV2vg9mPihSB7NzG3nqjDysTkRz8jkEI/HBP+0maiQG/z2fbOubqBAjMw1lbE1mNVdeIONTjVvfrr9ggLJpzBFeupZoB2HZZ1xdrjOBx8Ay+o2CUmrI
LCfKZOVEYyalVPFN902t0WU0mFzamyIdeQ9RSUUxk++Vsbu5ugWZg602qXijTy/CDGDacyWm/xGcABRcfP2rZ4Puh4UPF4HPHn3x5pM3e28vwk19+8v4oOKn
FoPTowPP5j1bcd312LdiY/RQ9MqHvtsucG10J3MHc+GLIVpP+vM1ADOyiebzfma59aUEK1tbkR3qNVflwsGLM9xm9uXVH4wuX7iasDrQGAh7Vtf41+LukvoS
VfxY3xhACrRurUXYfcfuLLeqg95Mk1lWVgWtVqLcbAJZt/ZZKItcNapRNvb8pVhmWPjn88E/gWt0rHmM9WQp6xGJnk56zFpat9TZIlR79EZ1VYvQuRTwDWX1
ZYo/5nbMlYjr21fJi6G3xBKZDCp9WwLJ18CbGjGO9/jl04Vzs7OFcyumz+U7sGBweZJzJSndlPiTdPFZfSKnsDzbwGXprEQW3YFlsf8l/2YjpgZziHf2diyH
0NIdd5KEXgsnrgiS6Tzk38HgwpS2WyTmq5/lvRt+oMtKyAKjiNlngXg8J3SP/YrxrpOMqVAm3d/bHyTS9JAq3dRuSK6pJD9MDu/c05Zc94RrMG0QNXatvixL
hMe9TJTHYqN2nQ/vzktMsQxiMEPBqqjzbbFpy7Kgn45jurC4egy2DoftnMBgFmCxXQWMbWnL0XDe5U2nTIOCxxUBO1LcMyN/iA7c8vf95FB762QqeZFc4LXb
BD7lclWdT+0L2jhU3U0adJSm5XLFPArRbsIES39i3QvTUunQyMO9PV25GL65RaXzZZl1fuVmPoV2d++5tZtEN1MYb3r/7MJjioGw1GvuU9W8IR4Rb45G7X1D
V/IKTf0jOjoQ/YRqV/vqZUpFoVzgs9kFXuUKZX1ham/QzqHqHlBrWkp98OqKjshp1TjLKUYdOYO5Gm8CArxhPoOU8Qk1rIYaI7WvQcLCbeLGeqnV6lMofFaL
3OdVguqra8LjQq2SxnqZRVfDVbnXY5JjTHK/V23OLMCfqiunfJIDg2jbIYMAQ4/cSiH/sz0TSlmH8dQn1PPXoTsNkHvIjevUp9533yqJ9/LAX6kMr4y8ws/v
PT4Lw9dRSWZJl8+DG3HFRW8AhzDysiaBLdMn0vvyL3svi2i6+8T0zb/GdoQ51E31UqWiUCbw2uyCxkKZQlkvVTcG7ZzKKWrKzYJaMjd4BKJOUbUgikzBT/Js
ckogXUnONqWLRBYBrVCaRlg2QWDPB9p5XsRksbeu+q4C15Wk3306XNETvfmp9CjkiPcPPfTKiN6KnQ6UY7FlGCxxInRI5mFuvA6zjbAPLPIHuCD/w49L03h6
GtEiiPH+hd2lnTZtFkAmRkd7o/dnfnJuMqZ/MubTcwCZT8U7Dr6lyCDXXwKOhT74SM8QZLwxGbxXvSnEwEIMXS9K8R9Ksem3LwD8ySlBal5uRTbXmF6cFbga
SCEs/47AWg2OXhnUs4JFFeWVOEUOAdMtjW/4PkT/6XhWHJrnJ/5k1rai9qygSglzrQ8rZ5lbVLHNZhZZdzs9/TZk1r1EOy6PI5VR9aR/FZvKFDr9Xx2kEroH
L9WVWdCLslJZWHYLncdU5pJ75DAhcr/DUOUOgIN39gf2P7mUrfbWyVWKQiXXZ7dx/YUKRR+p+vEsXIwjQe5bKe0G33qnVexUQ/31MqXSrXiE2Oxcn1sZQ+rl
am/QSUO0U9TYL1Xqg0pw+Irvqm+wWFT6+4VUslZAL5CKiFMYDOpDULLupfy8E8uzF2frmPl/NJ/9aP+0xNsppN9KL9Dy9Wga05K2j8mou/js6fhmVHIELvnm
UYC8UhlSeXKb3+sHIyMpQUpeXqWTZ6QXZfmv+lMIWybw7CHQkrXR5AN/cX6JA2+BQikcv/U2LKOfKurErAr1u6IZmlXIKfunO7IaZfTAFKYea9fTYusmMJgu
LHaBZdoAkP/y+sXrrm76GAOufvNskXilOOXp8iUMiOcIvdOA80rNClTr23Pv8PO+wJb3VO+h57vvgTtXOlY0kt739Z0Z6olvP+2MHlmNzES3Dl1oPq/j+1eb
1hDVcKj2l9CG3bWgOoppww9BFgbFI1wsaYpPEtz6zkyXiS3lZKW1SSAr1zoCQMP+xkLGvhwh4Jw//2hNTetSb3R0pWGWnMEmKBDfM3KnfaEGtyOy6zQnosbK
pFnZbeqKcopBT2HTV+G1MfqZCBBhETVWyXUse+oOcmSDS5bFr8B8yXKwXzGSMu6ydZLZ9mSmsojGN3M1HmtlLnsFRMsSEg9vmUQWwfS+icN7OHh9P52S8Qkt
JCxxFgHQo6zBTG3Qwkwu5pXb6uta/7NqfnbYMm1Ch/RidYVXXa4Q1xksmmAw01JNHydpGUyybjyd/jFZx2SQtOO7dwj98QI/IP6UpfMHlWZzUKnzZ1l1Xm7j
bbKwqPrXdPrrVI3Fpupe0emvAnzVQFRKfzkDB+88Djx+csm5oJ31TQEv/ka1poTEh1rljeVyqbKCqxzFHgup36PWCHII3xZMp+Y+5tB3Egx8HIO+hUwjLYt2
z0m0+s7xbGpfg1yTWSrn+Wx2nld5pqaOUHv9Ni6lzbW3ELWeiNkCUafcEwSsCQlnUtCRkzh3Bz79LIUSSqQgib34ouRkYVRPR05q4qr4PeKDZCOTAHsMEg1i
k14sMQPXSXKMrg5qwOEboPtV4nENYAR7eWhbKRvY8SNDOLtPgcocucCTmJzciMG8MbZ2PZqIR23Ne5uSGppkAbaGkgZgMBPy8fh8AsGAcsPflNuCTeUydDnd
sIZC6Qe5MdkZ6nesydcuDRh3zCjJzestMewIBIQoz8utyfqvALAl72SbOj5L0gBUUjP3k8v7xHVSMs56sISmdgX1sg57JwdvWkPHHXv5Mwobz18MQgptbSxd
rlgkKKgUGrUegaRIEWR+kwGts2GT0jnTINIOi4+vLFGJGDYbtwatMFBWLCvDki+WUMiLYcRuFtHxtBgC8QPa+hVhf7yQnBlHeseyAPuHLFlDpVyBm7mZtS2u
sbFirviz/QS6gTCTxWTrIC5Rn9ZnN7m3Z8mqiVphGdaqYJaAPc9YFD16SDJYLNdrXtfuv+8yVkJ5fKcx2K6wWITok84pIOUfsEMMCq8JfjcB4BxleMfsnNEo
kJ3AhvRb7MksliN5C6RnS2Q5FRylopIjzQnqcMs+x+L3b8HhP/wck/b5h4NMNsWilRTgeHwQkGzLFqbbDYKCFBYrPwUEN7SdRAxpJkAVaCItsQwi+BDgwnUW
RYdykmTWrGpXhPLt+fse4z1iLj/b2NyutFiY3N+r2QJi/piNwCS7mhLuJoAV5TJUOcPQr0W5f032sutY9WtJ3oHQCF3C+3QAUYWUinGsKOrXqle5Sabj7p0X
vsHETcQW2ltZ+hWrhAb8qaMUQ6tZvXzVunZuNVqJfKvcsFIouAtPXkncALd+fRg10XovW+T9IIyYLQasZ5lnHYzUaVnvDEmnow8Y+3ifWwi2GrOYX1yB7EXE
5ZQVbtzpZWhTGea0k1zMx/Ta8ssIzWU+wvZw+sWxMr8qrdz84V4qSEnV6k92daz/C8J//xmfa6STTRlm5iVK8q0X8alLGsCqnzKMaXMgjsGgVlj0QkOqFoM7
n5aQoUtD/aNz6STMEVsyl45b2ZxMqIagXXgLiakjgubRsNHsqWV7QxHv4U5zqaZizenni784a6q37mY9z3+8H75eUwnlSCtyHnzt1+y6oGtutS7VqcVWN3bl
7D5tJ6/QEl0Xi77SZbAsGECOfeX5CpjGGjwNyR7mgYHo9mhlUP733DlcXdlSK2wR/j1nbkAYBDM/qxVZT4hYvlpRUDAQunJRC7jyQZ3n5uOb1XWgp7euekae
+3B8DmpLErnUgt88XfC5fPO+nL1b5J/zyzfjLaXkpK2Ja4kh1ub0DFRGenMXTQRLlInLk2OWlPPXPrg2Z92BcsF0d/IyVCXSOrt0NvJxtB1YTPyE/35ReLo5
vGh267hn4Yf7xBNo4e0O8UPP8Kh2eLRa8gAl/KZL9A3AEbhMhzODL3RkMB3cTLRDyHei4OmcZCo1ORUtTk6SJKUm02hGP5fpdLKbVrazWc4VWA47KqtOoaWk
JlGTkmgoJSAX/Tjqn2YA3aMcgaVSsPNZuAJrZXPuivyls/Yl8I2ixFFXx7hTRrPc8UyHsk6XgBqufIvgQ2cMotO/n/7NIATj/1y4Xsjk7tOLgGLXqSfLXPOl
GANfF2+KvDCDCDwovpzH+Ior3L5k2x/+48O+43/0pLC5xmV8lDdYnXBLNb1XQL4AuwiP78XievD4QTAYKIK70B1/38os5+1gxnAowxGCBNxgUnHc2tr3FQv7
FgJKR1N+dk/mosXYhXd54QYaqDIAHvyS8qjz0eIl0I7DLcATtQDs+IPI1OYxVdjEw+6QxroqqapMwaM4tbI8PE9ZiNNJjrsUC+1sPmP0j++fYBbi8d0YTFei
ir2fuXGJR0qbalcpVfHIKL+6yo3TSk645AtW5jE/QIrRGSZpXnBoNA2RF0j9IQ/Ejs4fbZ6qAMNo2GhxPhBqiH/sfQxqTv7j/ee0N/yvEOAyaWeOpKB/T0zj
/DWRREybDvHJ5nEqx8rNqDAxMJYAnZHLl1Ts0tY41g0VBPJ8+C9I5mcVKHFOq0bV5jIy2rILmrlGVUm60ogr4msIWctiYp8ZokPjkKR70/EvN2nrAIGgTW2E
puvV9Pa86b2SHPdSVYNXugLcm5EzY07r1iQHRFxMS6UQkwga/Sz58EMt0ZCh0hU3cdSmTn5NTkGt3imOsxbm6N3pHNomAJGhmrvbCzfN0uGYDEsORyEvYHKs
HGrG76BEos/cZ8pKotFt+Agm3uf6tHGYBlJRBVIPNV0fwztOpQj3KNMDL1FRMVOfJyT4aA92GtU31ubguVTdtISTNKpoKDp9q7A5Ba0qWE9gGafFH4Zo6/7A
7L89io5/9TQ5hbIHEGKeVjqyHZXrozUNfHWF2aSubOCD/H+IQaoawwvVXv/f+/8nX7xrfRdtHxXQwl/UvogLaHhx7sgXrV+A35/GRIvwYOYpXsDHc5Prk8Hc
2P0Hhw+azYf2HxpOyrAnEBYF7Qeqzt88v9l/q/4N/BxWtMT3/3fGxzgf2PDO4TddC21rK7r9BoxcCUZ77anSRNplp8J/1R/r72QKcPLymmYQwHeUwHaU/gvf
UwHbU3apTIZUGUpY2swarszFF5BNLb+sn20mXqThvT9T6L8JtP5ShduZ38hT2ht5kjINF2/UPpjcZiVcIaUZR8gkXA4IpSKGShFDey6waHothS5yZRB6uvPT
uFleL8vyhnkWtw7t6SG4OCK6adJ0roVn5bzhpQv0re4Wd3hDFRWPNZa5qCJNDVvuVtFkLx6rsBwoV1sAv91Y5z61NhWXRSdB+z/nEEhP4Rj8iRMvAeFNZYW7
ohJZUeWurNwpqaworKo0VFUVVlYu95o0fp/aYPSqNX6TWePzqo0Gn1rjqzcxuJfTaZe5DC2hpYcDdnKEO+KZmMM/7mTyq3nhi9X0XtazlQC/9DfNbyFn72fe
3xebw2svylQU/j8r0YZiGIPi3Gpmf3aTY9dgRRnDhk6Y9X+hoiiT1wneTvcM1Q+/VQ2/bQCrP0CzwpL60mL23X2WvA4DJdMfbkwMx6ErkTR8GDoFFcMLVg7M
QNP65D+cQsUwgXDV/zeadavmwLkvZy8kXWNJ57XwhrzElKxBDOYNqrUr9DvF29TUN2+AyzEMtmAGwwbUl6QBBQrDYHhN1Ofac+R9vt18XvsV8iKuJyTMT0t4
+l/e0FEptt+9nWe5b+DlGVSdjkJn6yBrwdCnHE21VO7RZsqrqyUazqdrCiw6IptuEdtuF9uQ0ZKX35yh0wlRknszrNtL9NmS+VVV80UO5zwREWLZiqDT6ZiP
2wYaimdedg9e3jO1O2v3VTf1GIk0QnUrio15ZqVcTlhj8fid0y8IP1BOV9LLJQX/mlSL/UvFaYa4zeqX+bpzxfPR7VnxYhEgYb3YZJCIzYa3W3YmvRtqJOB7
IKgnXWaNAPnkqf1zoB/5AJQ7DxYVz19cGaf6F45APAb4cI7YCwC/NrPz3/U1L+71HgLawBm0GIFW/htoA2zF6/Eb8QqIybT78ibEJktk3wiaci7PSQkUoS3Z
Qo+bSoRW/1JMUSYRPhGq9qVvT3nQguwlJU5Uu0hG01IPRaQo/209A0r8JTxXsiqQppX/9pUqqiyB+GLIFFN+F5HnhJQktMyUswm0+As2/qctpZOuH+GFfPSk
xEBYiBHShqMrBKaiWj3q3V0VOb+hx8ZDvDsZL+m8YRpWMkfsX4QEJ93NpGhnaj9MxIGQ6ihc0Z36Lr8A4p10fav/vf6TuDTSlELYLCBIUrjXiwI560f2r8RI
gqL79vYreRg9JtlvOlRqSbNTQrqRs54g2fBpIDFeDCPSKmjRyTQhCUsE42Z8Ie5YVbvUcEoqsQBbchE5HkkYAL4IyTfMWy49GeTmU8KkKo+KUhlPybMLuQjh
g8bazwImswvircrbNiaVVyAjn5lRgHyzInPkJFaQAh/5GoqyfE6jGD1nJa1XJENcTmu8QhUCtS8ODnB5GT2+R89GKu4YG3U3h+5cElzpwskC7PVT51w6SE+4
WkI4ui0a809yKdMAykaRWS013pJmJnF00xOn3HcTlF4YyOkRfUy0aGEZhI4X8yxC4CUGG/BeyDwZgIZSoWHtGP1WL4cgwFoiAHDNY1OGSXKLcDv+uIzAtLEZ
WQ6RZi5D92JvOZaIpDxNOE4pXjTSLAxQnHQxAoKNI4m7PQWsFhTg0cyqg5N+TWoUqfMGjWs6M2sDO1vyNkHtwXZVhxYKXFztzWxjtvBABkc7/crgzv4GXC5m
Dt7ljGAszNbm/degZhAhDik+3oBKwzsw9QR8yWOD2/LzaHP3hmjY8Ra91lBKAfMCPHJIwSqqO8jzHG2Z3h2rWZ/X6UzZgkKXIfT0J9vbbLgFp3eqdlaTU+dq
CvO16gLOt+kMxCaT/rVkeK+WGW/kRh3KAC+dtY8C+tFqAErAAcVBX/jMIdVqUNHUSkd3RZ3PfVlQZdLrrvrKtaIkz0y+egK33XDTYQ2ERMQkpGS+Me5rjeQU
lFSeUVvpiVVeOMLIq4lPgF8zE7OgLBatWjJCy5owR5YGd+ku1AJlTpSe8GZn6DXTLH3yi7c8+nPMNtd7SpQqM91zZ5VbZLundvjFt47aYmsIGBIWAguFhRWQ
qS+/sjAMbITDImCRsKgf2/5jiIXFwaZFfCREYqC89sobetMcMyJKNA2tClVChYsU4qRTjjvhY58474JhH4gRLw4O3oeQdiHZKUGmMZUeI4uwwKCPLBTrpdVO
+xWEgGi3daGF6TfgnLUl0fFYxuA7EyYtd9c9Syy21PySIyVS2zsPNPF4Ol5EwxFPV11NMFAd4dna2bFcrWO3v1b0GCzkieYO2RpmM5/n4rsELqFL5BK7JC6p
S+aQw4vHOrgEDmFQIOCLkf/ISs9nM88Il46EyNOwdwPXkcsA`,
    vibes: `
d09GMgABAAAAAKcwABEAAAABZGQAAKbKAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGoIOG7MOHJMCBmAAhTgIgTgJnAwRCAqEtQyD9AQLhRYAATYCJAOKKAQg
BYRWB45FDIFWWxhAcYCNTaO515vVE8nPP9N5XIFy2xG3s/VHDbsyMlDT6GCuiv//ExOUDJnJt14CQFFsVbdNE5GGL1mz9TF6b4cxrZQcWMs7ecdKL5YPDgqy
4wY+VizXn3UDEglIJL0udcbyw+Yl0oEEVSIkuMCBx4HxetvnxLr/6PB4PLjL0lLnPrFtqdiSqtadvzEsBPr1Q2wLH2LudrqvQly2ZgQ+LGzmw2pNO6dsrlkf
Vre134MicHH4KE0P0QP+/LTL2LvqfwncyCLAnR2lDj1/np/bn3PfKmCMijFGxYSBSE1pYQYhotRghNCbfAUkSj92I1ZhN0YhZvwEq4DZ88t/NzOn3rYvtKqi
cRjX6iokxBFsc/9LjVFA//9j/VvV3re7//tBUEg6isERoMyKIpRxw2AE6hFqFMEZgLlZS1YVDDbGMmBFDRhdIhapYIL12zf76m88jfzv3/73GfpKpedrv8f6
3HmpOMk2KnEImtgadrDkxdaf+eb8yqSYNA1BJzgUmkBT+rxzCPrcCYeW1MkVbt8JvdA951CZ+//9zf/2vipcNHgwCSQEvcABjxOHiL7nX1S6X45oN5VqW88a
s2QtQUwzc+Resk3FIiZ3L9NDU9KV/Li//1LiY4KZAH8OVzjbXzrf3lpBApGJZcAVrYgtQxC74qfLpGiu7Q7G2EBt3UvUE/ds3zfNLKJUEw8qqglKIj6/tPWm
jlwl2dzS61nZvEAmDDJntOQaMxxBkN2lZliYj7y/xgzwD63967nDSw8/b4g3gDQBngAVUAK6KlPhK3SlrKMA8P/rl9q9j6rqg2RgueUQmEDQMiSstNtpO6Qk
E6VDyg+Dzg/0APB6VrOcxWqG5+f2v+2evLW7uBsrWBACCgzaoEaUUmWBYDRhFShGInbiq7C/mNj9eG2+6s+fuXx/ruuWs1u8I5/53vFGZbwRWS0/XZ/0tJY3
zjSypUTO9w7BB+C/b7MiV6i5CSQ/MoIlMA0dJZ20+4c/K6o5ntapYtcj1DDjLXTzwlsx/1GX8jClrMJTf4HsAgVckg9adq6kX5Ryzg3zDbO26UlhItkFClly
HD8MBjiIoPmcq4dWW8KGC9n9Iab+3B9yFZvm7C60JMV0e0gQFG4xkJRRNLOLt47M6/+WPz8l7Uq7Ky3ZDuBhGcSa7R9Ez33P3TvCKp4XAJg+bbhLxXS1rWE7
uWqn5GuY6Ht+DxVbbnd66nHO1B9gY4ugqRhstkFEy5qdYj7sEG8V/+6XfO6DMAnlMOZD6ps/Qp5fUhrykpcQgsNIJPZIMToQXiKB//+/1zT3XUr6pv8fBksF
+yEMBrD0E5vaqNJgeEQGJcuHR4yC8/Olql3/BwgalEvoDilVW6Fki5I9XEzV7fW0e8rhNHj/f8zg/5kB8AeAwBlSAQcURQIyTQGUzYAuGACiQBAqNaU1beky
QMsyKCk2TaUotR73tDltaeWU0ym5af7XavXP/J0Tn/uYDbaHeChqn5CgWUjHnM7uzblgvoer7KFuScySdahkEilC5pHE04UWyYQE8P/8oeo9972fSQlSFOem
WLavDq8VoUClAmltjGEdKlZZb8+UDNn2Za2eFI850HUfdiLEGkIttXY7LOtc/uuq877NclVm6gIsTe4tuoyZz5+tXtd1/NGlGxUEmUlw9h1jqzbw6qvWAhUT
FExiRt1/bEAIagACAC4ywSZOOAUFTwqOCwhh2QCrbICLaaB+WoqjCBwYOgvzC5q6DqhEKSAYFNyqegqChAr7/ZWKIWXKIVrLIStsRNhsM0KfPqhUHpQyxVC6
qYLSRw2UQzRCGWgRlOG6QBAKgAAAcgAGCHQODRodXV+35mTzQVAfx1BqjETKlH8PBIBDpi1ol11RESDy2TJyQPGqgtjg+j4r8cACDQDQ6xkANOjo8YQiFGEH
aLIy4/EHIw/C6vsEIs2nbgZ4fii8TwOOAAgMmCKWcCt6i6sxAKkXHwfWwe17X3Y0/GEqd3QSYWAA4UDA7cXtRXDrDg9DzWpNUaFIrkypEqlEGy6IgjdXDpCq
zoH4rt9BmlYdyJK1DCR+bQMpWMdBpq5pEPeRgnQfSpD4gpL2axlPYWLM6AtjpkgjkIdxnbYyHGFoT76nHdhzpBEzKt9tbn5uWeCWBYvgpgQebPJNNFa0EL5c
2REjWQYDjM4KjpEBf+uZFDY8LUDufLrFHui/OJBQmzSMbcDfiuLzfbW0mWyN3DfLyv8H9tVjD2GzwkqrrbHWOh022rwIwSD16TSD23LRM95puEnJU+jt/2vA
Uw7ZsWAwE7C2/Qh+bNJgspewXi0LcEXDY8HBohGqv9/6of/2TZ/1Qe/02v2zX+zpHu3+7uqWtndVl3Re29rc2s5vfzvb3Ewrm2ikvjpqqbHqSssvs+RiC6cY
FJB/50v68nde5Ul6citdOZ+TXZXD6cyFd2RT1mVFFmVOZiDZmJrMSy8u1p7G1KQ8sYTiiW2Rwvbm9FFGHG7oIQadPELDQX/AffJ/XOydL3xktze87FmP4+YO
usdtdrjGZS5wlq3WW7Wsr7PbVutNc44x5fWjDegib9Wk1tfO2WIu+aJcYbzaSf7zgjsbH96mSj1dsOhERiM72lRLTkNkV+tqBem61i0UXu51zdZdJ+YjEIyG
jePlyunawI8iJjLWSj0U0ftSHnSvDAYv9PubaHU6nVz6n4dQvQjwQK17n6MiT20nIJGvpsgsDaU3osDUNjDqT0xz5eq3vZLFjeVoO1WRnrbnBvmJbBcyRA63
n8jUSMB5HZIhvy2snVoexhf4nCpNzkksifqBK89jO40lRc/lck8EHg8J0wtK/rV1KhFcJnkV7K+MAfMoveDik1awW3MK7K4SwN7JY7BPogf2cj6C3REduFJy
A2xQrWDrKwGbWTZY9/wMJribwQwvB4xVT4AJ6wyY2B4Fo+gOMBblgCuj/eAKyj/g2pibYMPKBTcT8hi4tncBuObWGFxLexNcx7oFXBd6DVx7exJci6sEN65l
g0mrFVxWuQXmWo+C+dCFYH71EJh33Qqmq+5gouSAtS0bzOSywW6oCVh1HYcuJbAvQlErceogPt2EkKrEuiu+IsUHAnPKdZDbZOuBnqeCCVbzJs+r+QzZFtmc
zxkAGmtWk620MptkOZZuKTbW4jaRUFoEba0dOKGo7lp8Fkt5iBJAhnSpwOvcHp++Uk65CcQ3p/HViJjmVdrz6flp9sz7Wm9Lc2qT+env7UxzMqm0RGMkvjhi
yRoPqSMNP8yQgy0a4YRBAP89+iVFPqj/7SufJD3eGt/leU962Dsbd7jJda4YXnRojjNstMZ59hat7TZaY3kSM/Tu0WYh58bX++CpWN1xpRtNKdNkZy/YZtSL
FCPDpBQw9v83KlGeytVOhvXRYXPF5k3ZzMBzfTwadLIxFM/sm/UWlAeew1GgCUa7Np6ZOLG4oSrOty4F9QuToZQhf6JUBP542wJHxZQ5ATZm3IAq5ypYSv8E
jMWsAxMwr0EnTTto1ewEI5n7oM8AwEQAgHrOLTBLAcD6zhvQ3/MDbMjUgL4DABXPKLBPAUCST3eBEQIAqpgbYGTzHlQjW+Pp/z9JJ/33i/crCCwQPgBCnPBx
4cYxSc1lP04AlWLhqeo577kQ8OmdF7hgnXNNa4pLgL9JjvnLs9B9px2trK155EG2pT7JkYc7xa6m1AnrcNw5hdO1mmKhaN45fsH+Z0k8yjbb7bDTLrvtsVen
fZ546pmXXuvV54NPvvjml36D9OJkNNZ0ohlNjGNb2e05dpTcWXBXid1l95TeW7+z/L5KdIMoCPgY5uoSsAlAwDbA6EUMQBTbpKl/k6GMTKqyHhe1AcwGypE1
P1AookNMKx8IC2xRbfJtSQLXtvZgxJM9I4f3NK6zqzVp9AjykvNsk9pV4qDS2iIKRt40o57eBOFJ53lqEWzdJjDb2lIHWLk7qClAjZoJaFCTjNpVgjZ3HnSk
u6ExMJsYFEqfkEAqotvzerMvYfK4iBMQGXQMuQbRv/msPgVSjSDZaycIZ/lhXfqaXzPD6xOAKpbghI18B4OFn8HlSVt52maeNS/nw/gzG4gEiEKQhpnfivAJ
N5sVI8NjH46Pu9xhJ6Mxx1wZGcww4MbKcny27e+uyV7F9fTqF8xhNs0kEEKI0LzMJ6HR1/0/u6GxaSIecJ9jShXoHxn9ozRfQ5iKsPe7u3CDfPRwgy52q8gA
rA1YC9eO2cqXFKPA83QjcY4zXbtsCvSfjP6T52g4Az5sORERBGw78Y49yK79S4ythMKA0cnzG6g8V9DZ4Qd6ec7z9GGet4m+Gog0+PBhNzskb7zZQ/DYtr+w
hU2y2EMBTtZJLDScQXhs3jAYl+37Gzs9R+2WzBnJHClno8hCyvG9GWOWrvp5lqAf0XfoeBpGviQ1xB/fwC04DLOoE7WgFCTCNTAeRkID6ASzQU8s+6jn29lZ
ndR0Y/XlqzzJ2RxPZ7bIRe1ZlSUT/N8YF2vUofqWXS6yxLQxbSoVy770QQEQAwcXn5CYMROmrNiwZUdCyo0HT168+VDwF2CoYUKF6dm07dCJWy963Xs+8HN7
9YyQ8StvFpU/+uyrn353jxRKj6aIiZvrNYprEM+W1DZZmmaQLueka1SFdHWorufK5uLI2Co0whYYFDJFMrkaTbx/YFIdrUPEmO6WyMeI/cXKCVZVt+dzbMpW
YgSxEqdbFW3YtDRjN03WqlM+u+YS5xPzidfeOSWTGp55SKnoTFJVWgWq7gkTALZi2GLwsD5pd8/GXsHQWEQoJjkunDBIJyZlpmYPpQwvozy9rr+NUTrbjmkT
Lzrz2pAaM3RWfeM3rzeEYirVibF7Z3TCeuPY4o0d+kyaz6i94947XPKywZd7yWvBv+HM25APGvvxa/MwzWoue9Ium0FcpoeN8c0RxTLX72wjMpwXToE+CMMn
6+V+ivQ/cv3kQ1LH2Ga6DrLeyyeRWORTVIGOExduPAQIEY4ickR9TKScKoVGiuRXjFYiX5ajCmq2JbhIguOlvaLSX5dOBUWpLRnxI0FYlF0igqj+VQCS2SH9
f9T192n7RUo6Fb9EX0vWomEollZu3xuCOozCSLLl0nfKCHrDAiiGLoAnB0o8FV6SJckCNHhlJFpROpwqnBou7Zi4UCxVAGW6KjMJI5lPFi9NWjlKTXxlpphE
PWVmXKDKSjB2zC2ZKBMvC0tNlc2kyShWURorp9Ey6eJTcapidekiuL+Eq5CuSxlDLytN1X+SgGQAmn7LMsqzdJGqSHWPmubp67qu7O+bfYzY8ecvTQ+AKp5E
tq6YQkGGX0pWlqXF0aFVuZpCq8toNwkTShynE6xMmouW11pJzVMixHIxouvbmC1zUnf0h63EdVdVS6yaJClZXZqYLH33WTTi5svklbfUWqerNTWtqk6N8jBr
eWmvbsPOBhL7KbNjmGIbiYOocHsJnBKDJF7J4tLkZYYtmaGOZRtEYy5cjFPGUo6lU6VqWLg6uS5pFWdrhXQg3kQ2qT3My/Z8aDVjV/nrpEyNiMc1ogo20TGr
RMfn0fLQZdSoMYBaCbkxFSNiJoUjlAASVSRz0QAodhmNG5Zz0fLTeX5R1VM8Hu5Zd9OpMTxhZJquydKkCUALuLiuPfhmkv/Lmcy6kGUyPpKNzQhd0y94nSf+
x7LjVGGWGQeBWXN6awOAT2NfvE1BNJH9WBU+amIWQTHv6VQrcRlT2CDkY+KxjY1LhkiVmJ2UpOnINLgsHIphGasc7TupEnF1YnrRIaLh1Nm8Y/hMEQCitCW4
T4S21/mUo0VHFTXUSXuIXnbqvztjXqz4+0MPLQ5DhXKryzXVzKTK4tXVLNmsAKmBScdCA9IHPk5diXAhXHatptcMLFWmydcc4eFdF7U0IfU2sZd3runa3tYW
H4+J8YqMKRliCGJp4hhUTdVEpiR+yVGalMx0FoWaTzZW11AV8/iiapyObCohllRb/LYNKwms4mU1Lx0MPAn1djFiKklVqR5FFFUMK9ikLhWVJkItIJufZnxo
8bTXTKUCtWLJCtwaeIRi1Bp/wU6079aICeO4pTz+/K43rILViPilYQxrHqNdBNmU58bpvOW2Vi+nQSmLa+l0JFc3rMvegAEnlavbsxXKTp2cGbxlJc7lAGI1
xAFI8MxRGgAeIBNYLbxut9kh3yaqdIupVO1dHV35lREWdQDYmNt0Gb8Bjt7Ip9dQOXhdMBuGsTlQ12T0YXv4aswFxObgXnxb9hRUXmUEGaZfbZVXXmeGmZtM
oXzLzXolc6vCN+fFahZsecAQux/UecS0yi3XaNYcACDUFfHmy8YdNw4Pu5hF1yYZLrSOZV08Pe/+e50EdjxT3ADW1Fee89zzXWj93cmOhtp/2NxY0H38eRko
em/qEuS89xUH0gudsvrYjzM3gthrRpjECA00WoDYjOUqZGG+MoWIETEes7GAkInpVhfLJzZkCICONnO+aivuZz/ZdeyW7GbsYnemHXuH3V7aLtiqNl9sujet
m6KNctO5gdC+7OzW0bWGNHZVLu9opfqe7Taab0SlSOjTjZ2E/Rapkvp+3gREmqVdC7R1Du1dRyp1Z9OBteZs1Ek7AXRo3YFL+VnZcDYrtLph1agw+Ya9CdVl
td1KI9lw4GrLaG+4jPU65vq3ayCE/qNhEyTEUssslyZdRkUgbMS8UUqYyA2G6UeTlKh90W0YAXzElHq5IgHgfxunzZS0vzkcGPKou50gEm74tyN0sNwaQYwB
hmAlXLEAK+7CFTCIObu6JYoUwJUVwSJgKJzKAN/vGGAsltGH2g21bbaxLcDxOwTYMWkwAmkBVtze3gA/LmGDIPgpwxoLkKrENBB/MA1fjsxwlip9McGGUotm
aa8EiuE3hIJ3iqWWc1yJiAGFGzS8oRMDAxVMkgZZpMmAqGGTDQcNXErhUQYfLQJ0GKjGUJ1EcpdEN5wg9OomAdBIFGEXZb5Pp0YtZNXrWuEr8E833lTxd6VR
ao0Rr4vDOO0dA6HQutNxZMOMCI91l9ixteXmZKs2JliDcrKsViLZk/4EyjQasr+Fz3HE8SUWGZ4+xMblyH4nAAFbDRXdfNIljM2XuR3GPG+48x9EcNINJAS5
OiyIdYIsqB0BK+wQmOUYoHRRJU/xvy7C0FeDRgs1a0nnVqObKXvAHYsCvhsFEMhDgwCECBNE6xfV+1kP9No8Akk+RUXnE1IkCudg80sXEcXzbB6oFH7FagK0
AAoSOghTLO3GxAHAhua0Ee0zI0fhzAYPAg+GHhBlKiE6gdB0huiuBxwF5Uaz3FeJAdEoqNegUZNmLTDyez7KaGOMpaUvSWeGWk03w5/azDTLbHPMNc98Cyy0
yGJLIIZiYlZapmJldCarfFdBPPUdoZqnqY2RmsU4GMfIBGl5m33Agl5bIVjLwIgjysHCys9SsCLFqzwdD8dMj6NmB0xMaIIBg1V2AvBKjJgQaMRWu04DUB6z
YK0AxAmaDk5OMlqsnYMOkPeSAsDIVefgXYwoyiZqZJKjbtfzcBr/pKNm8f9fAGjvRnUC4Gft6avygLZD2RFAicV2sUDT0rHphgtDhwYfL0PV2kGPBH2M51Iu
5lGeFCkaxaaklZwgs/fYB7CPzHd5mqOc5Yf8Ln/fbodkGdnI+18PwMeOt0Dr7OLyGMvF+IEqxfJ3RB7mcdxTfsv/fxkLIKke9Y4qkMHXO9kJ7gwx2wcP7n/x
pxe3Xtx88RgA4MXtxdEXD19cfNH8Ivf518/pz/1EDE+X7p1Bf9Bfu4bVDb4sC1q0Ed93EbMH3T1eDuHvGcoVgAQ+8om/ZsJTvZ74xzPPZyVVGq9HAb4LOqqv
/OubdnwwFKWY90M5VbZLlJTA0jNlUcumUaz02pWdli45uOr88arzWT580Yb7Xk2IRqLFi0QGhgiGLQa0FYLh5qE1N9xcmByB8HYRXLfVIF2uuOoNBgQaLOgw
YcPDiAFDIpbMmLMgwJ4TBzIuHCPjzI/cEL4CuasQYbgRooSLFG2ksaPCnEyUYrxU8XIUyJWnUH4UJpmS6NKnKVHLVVFePSOOLU/VO739G9/5yS9+sOHMk9pQ
lvux8HPOrPnRe90cZpDfgpNLls9ApWNqE8SI9t9uMaYjapumv+eIzRlIQXsT203fgUs9fD/mgevzKyGG9R32dFRCHoRjP1TgwzFotx/I3f/yrGwy/RpmSMcv
pDyeCLJJlKnsGGsJC8JABgVQuOAqIhgps4oUxIqtSAP9Hr10esG1tIgQXKaWWpcTgyTFb3NQSXFi2tiTuZkXamCAwTHav2ibJIu2vLh/EaeEuGLpokGaEGZ+
V4tbB7oFjAQddNFHTSdw67SbUYMe/G9HJv8qaZ3mcDokd+gtadfJbz8jadLcOLt54Mhhyrqevv6qyOASe6aDDqZpIkuiEh38NzPMkL6rHSBxQRdFCCJJJ6ug
ahy0jsyQciqcEg48YWsfzqr6JpAh16HzeGzIlDaGY1Zk1T4qMVTdADoedFOcVmSBIch47KUzz85H5+QoRBtj7WSyUpEbdM0IAr2Q+Y5DGzhq3RwF1LNkyzZG
tm3ffPhEivz9ViOXhp1M3vahM3GiXtQqSO595MY7rEfLVeRBkXcLUCcbCY8tJicgxFwk1ZkRuyVLvr3ZImBzhcbpMSMyeFySoi2tMFCPJqGIM8IN3R17/iDZ
ez7pCtcwhgxzZDxod6dYRT/kEvyn5R5GNkmGLUvabfqgo3bUgyQZ92KoO0MaHNeF9tQpoQ47b41YvWPTHB2ZGjjkA/NYRQObBtg63x8m8llITmlg+EAYQUOm
0pKhuRCOGVFSrNJkQLrJmvkOyQUd+PDNZ6Y30GtU+zK/NEsf3/Yfvt4njd38VrgTGRztd80hK4jV0Qw9sgLlLusP2JhDXBGQ9sLzICbIPNjpO+t8zGhbmY4i
uiEhKiJINanUOV4VioxqnLJGTuSKGWBNBkQSOgVVHz9tLixkqMNvno7kMKSWHNVEtjiEI+/aouxeWFtwzvkBOc9NrNk5Fvw+Nq9qmOtGBtfdip7mp4zympLP
tJbMyG9WAXMKmlfIgsIWDzlIEH4lVz5884Ka+Jky3fV7vk3VnT+dhWoyf38sggWOw9kbsR7c9+GLk0SJsIwRw4hjJDCSGCmMNEYGI4tdi0Bz3mrlOdBb0Ep3
0Z5Y8hqevBi5iRIsWmxauz0rZQBjhNSVuC7P743TuPEBWqV3btZGDuOuG8vtzOry0D9QV/W1QWqcmK8AT+0fXccCLHEobBPDovqNLrj3YVMxeCnruaLLDp+V
KtBg7ESWMMh/gSrWUJ9tKtb3GCNyOjW3gUzJgeuo2SbEUmbyXfruON2FCL9jxt65yZW66vKpO2H/Jghueq4k4/9I6wtnRVjKvLubigloUn3ZQiuFmjVBTo+a
2ODNyNKT3Po9xlbN7DF5dUPdeFuUiBQzS8hoPyHHb1oexjw6NZ2DYeiFLGOfI71kNJGH8a6m4XAUeGZkGcV1s9kSR9OWJVHqpAEzXUZWjbvglAyzHkXNtjaZ
3Befx2jJxtMqQU0v0/ZIDKM0myErzfqL69oWJZI2AnQNoTQ7BHJM1N+KvtmRr9GINeo9h3UG0y7Jubbo3QUMPZV1Y56FjKcz3+x+ISFgFQ8/5tQ88uiJThC0
vPalIi7soe/MRD0arXNJl+5ahvZ+4sR0S/cZGjZ7uwdgM7qtHIKtSBFrIu0UU32P/cixZimgkQXuKNWz/7ORyk4HAFYHChrUsi5SPkaWhtztucBn9jUxjmVw
DEazN29k3dioSVu1Fk12Q/Oub2JTTTnSVubMJXUg8Ibu+uaXBdJcWxsGq+1t2ZzcQgbsJVmL2rYx1vhAO+cD91BQY5Ri1WdyF+d1ksbOHWpPdRSAMdMwqtlA
0LJqtwAmCEZ1Ggi69rmHPQAYJPqBGjQRDEON2gDIOFCTJoJpOMfCjCz2laQGAtlKaQFMUY0iDQSaXejWMQyjX8psIrDChQ19wAmU20TghXcfGezTuAiwHek1
Q5h5NPQDBTuNn1eIqKSgmBWkdA9tbubZZpHtxRIGa1ajtV4VpNcFzd5c1Q5vs8O77PA+O3wYgT4WpE8FzT6j2uVLdvmaXb5ll+8j0I+ChPS7gtfv8S9f3v5J
brMwA4OHXqyxqq58Fvqk97r59+x/WMUPEBy9BwCA1wAA5GMA7wWG/gSIugJAPwegvgGKLgMNMpsnDgVpsA02mZ66KoMqmgShFo9BvmL0rACoOSY60TwrlXex
JBmZGngtuZ2QoYqbFW1RK8rhbVxEMXtXzUQYS9DfmYvTHDawri6rK+bNg4YovS5TMxtVrgXlcVXbFmxJrKVOqkGJ01xSG6iu+g9RteTAcCgipIqC1ylVr+M8
bfxQ9tFovRk/RJrBgULLhIhobQwHr/VGli9pxmAOf+RIHonmP+7ZIr9vjkCKnZQjTY0YIbZEtRJd3zrdsL3qKXQNXD2L71cJb9T4zsDT41D6eEU+RovhI0Ow
toDgF+ox5UJMl59J1yMNURglxm9S4mBLQl3u5mgE45Yh02PgYRo1JqXBeIrsDRGMiTiLHCfWECLLM3DCyfqVmPmMFJzIlRj+lJfRk7Ru2obliDLTjI1GIuDZ
rkKrrVDHQohxViyGWWjWujQKOoyP4WWe570WpAlqox5fLC/FJSDeNhjLE8K7XEGX0UipN5PJlC8fjclgMVnwxpkww0A8maAkE/pQAbFIUWOiAADI80ZGUVI0
EFljhYfxPG/3ocOdenJMxcB281gc4UUi6kXeSkxqPrCfFA0rsin4TIqCkzNAoyADfTUC8v0EwN+BOGPtRyrs4dLag+X4K0gzHBEPAfj1R8lqZJTntzJcNwJD
IGbwTrmGKIgdB7ZOrlQlyxkNYqgmrTBRKCpHy11IQ4lrCVa1FU/fXTzDUx4g0NHuM0jTDL/a6TF3xstsRVVzhqb5eNHufDfn5br9yF6xYZAi8wRwrmRcEhC/
WFGyBrglOQed7tnL3C+CEsd6T7J+2CLlAjs/8tkFyvA7Jc6zgjzBAc5pgNfFNxOkKZyj3XRl4dwrL5zLeEu+FtR0zrGrEhgJ6sPNtXFaGcK67TzUkDY9BDPz
w6QLs4fDC/qbHLfdeWRs7DD0Ijh4BSUcG994D46aurZ7mfTKUtnBFCxtAXncu/yCGLy5UydTVXHEFYfW3cgO7nVxRXvI8Inx80ewU6YpD4EyOHQ/Nfs/zq/u
lYQuK9eJ3tdtNajDk2UCU+yn9d6cShL7NdfI3EpuX4qFQ9JxcgkKj8bW390Bvv9eBvs4IdHUmx0h0M+IFjZOwydVz7XuGnVjtjZ+O4LGyf6Xnblw5+i57ORb
xfLBpVC52OCiia4ho6UmsnyyUaQbR11qDA0jm5zT6w9c8cegILBWBUFspPY2lM25mk7xNcUMF/8X0CgRLurGfuiiyrOdKx+dP4KdedosxfkCXD0pN6qEkI7y
OKXWVNLv61iRrKLOPhSte1tpgxi7i2j992kRhjiefz+skYjSxZ7c1+d5jsMAnYlpIxxnXRW/nUREurWew8frwTeCjYTzF+t1dOLf8oXMeWV6IJzkLQwtyFob
MiX8MYNPRFgf2HIIhUPIbnMDkMna9v/qFlcT3go/flceFOjldKM3BEhzCRmEjdTEjOS4IQ4lcmpmxvbr9d7s8l8UwJ7tPv2aLxpTpHL7iiYWyETSobTghWWT
jGiUHoDz++kZoZi6ToiHD7721PmZILaY4SXHs6LSt6hYNt08hbhqTNSYdJ7KGpLMjxoOmkNLm3SGcDZQ0QfxrUtnw52v4tYE9poETciyMq0bVRT4stabOR8c
TzwDEiPT+5FICzU3H3+VaA3CGNoCJVp+3F/BZwPWW0jgKrbpenW4nwVtTU70x5R6bFTHdFwrkAb/Z5g55PL/vMAo9jyGtBRbqg6F4LyU99evpkHjb+ntfsrT
BUJRC15lyEhtWFKticnR6IkaZBnWMD8ftP4b3xYF0uKmMUFao3ODJ/LBdBzZyWAAUI+mpdGY9phb53ykuhy50BLtTr2lR4rUWv5PLzHAkVnnwvg55Joa4Bfn
GYf9QQ1t0H0b9GDg+rHg47b/Ss4sXvIo7zD+mZo97A8ftG1D6u+yknYUSakQBEOipQsaYvN8kUGKHSlDBdVgFu8aOquQYLSgttoYWT9mkePnTGc4H13btWrk
EEDkGlU4KxJB2qzEB9+lpL8bIB0IT39If3Q7HRIg9abESsUoGTqoDgNZnwOQBT+IsxTqQi09pxPSOTQBx3w/tzKFMV0goiovxBVc03XppWGPC8SooFqpkcc5
05rsWneUcopJWzrxWOrWTM33KXasJ0CAX7Nk8u2T3b359rioCk+znQ9Vos0m9dveX9gUoT8C0446/d8ThruDV3fufAEBcGQpLksVLWdsvj8INXt59rvvZf9y
L7i15uZaeV5ZvpsIRwXCRWMXSMTIjmnPfFmqm7KFwKwATkCiWX+KmW/M6+5h+Aoy9zE4dlwagtnYmghEa3BTBiik1s9IMbl0uJl86Jaw68u/MkKtGTB1uq1c
qZKyVZDZIXPbiEXZsHfvxaOdcqet/eCAZuzVqihdnm6o3nO1F5x2e+nJfFn0Hh8czmV+itlqhG9WJ+ky9WCwVlo1q4ybK5pNp9CGkRJ5qa7MTR4Wkdt7agR7
ZI/TlYmxyCMlpz6DVWUvYjkPEt5bXBVnfJxSW8JLk+ZLiiDQCIprI5iYp6+mDfZORxzjph5c2WgxVXo5aTtJ+ViRN3YstPKFbBQgdlcxurvFL152SDs24PHj
cqaG7aC3nsZOwHjB8sXKAYpNCWTz22mdrszHGS6/ByqjEeddVJN6KZ05bpA/WPPsqD3b9Pakulun4Tl4Al42QU7+mVfRIwAeSSst1w750oT3AxkAkXIKLnrx
/t2mG/sBbP1vagUQ+7OyLWeXaCNbSL+QeXnJPCF+mhYr3qLa47zjtpaFBjymg1EXt2vtOJ/xueGpcqLfdS2zJ8pj0yEUPWVEoqEEHomLM/+0PESmhI/EgRaz
wp3oyeCBt9Ma1g4yVqpJSrY2mnoLhis2/y6giqgOEJy5mb3wSYKG2sPge2jmrjfSoWEZAySEq3YeBbZlbpFZlplX6b3sVzo7U7VBn3UGtzh+ajLnLLPHpBpp
DQIF/sJsjoTYxfVzlGtPYRf6gR/SQ0uUyBXf4DRoiBB0g2qWDWM02x3gdzKV8lraPL9+5R44KHH57eY1FAYIWQXBARxZHpuwrIFcU+m5SAJVJjeRN0uSPLjV
gTVVshvn9mtu8n8SJARAYuDSBjd5Yo3I6gImLABnCGmdFqxYnwSDULE1DZSlC/GTSAgERU5iN9ooxhzX6r/0eqcWruPLLnwDHzbyMFN9zKxTzswYs6clI/Os
oKExgNyu9DT0hE+8qSF2iu5fAhlcdvMVyG99VUessQtP0+YQi3tSBUisYZ71UvkoBTUdJSTe9b0KNMya+wE4gZPuG8VUYBB7xOPWDT0stKtul0teBTArCISR
8QbHctQGjJ8A7J5+8we32W8Rzr1NlYMQd1yGzvJJXjfKAVA1F7BsKCXvSEyZbXpK0ZdcgbCfZnvEr+ZRz2JAJjbBr/6FtxVBpZ1N9HqiOycznYxUoRKHi11j
QO/MPrjiK8gtWYeF9ughRHKjfVEJMbeLMA68wArqvnfFQ2OvJnqhOTQFKUo8AeEqq6bOAk/gypvzgz9XqUz0aIwPO0qqQP4ArY/cshv3OiOMI2LMZqQB/zV0
DL6ulGG02v1DIWA2Dw1032mML8JT+zmJj4q7uptAZ8xXTR21RFIHLOqUebQ2gs2wVnyTulpq72EiI83AIgwlXZbmYZzhNW9REmafu6RGSA4J/RlHOKdnOC/2
io2M+hhlFS6NkeD2T5k2Cmi5YNQ1UOsl0LIRBxmxXWJCj18YgC1CS9nsiQTQaD5Arre8C0DKRL+y1T7yhL+6RkxxGuIYGBdDJAMdd12U4zydiFUJ7KDxAbiP
8H67MpNFfralsqNNkbjORwja4CutMpw3o4owg+UUOvfBOEpsD25OqI1YGoT47SBCiBuJxQu0UwmKsRawgXG93U7xE1FadY8WfxC6WK+6CLK7DFe0oPwAON92
TiG2zBNvcE5pEB/F4SAUQjrEe6YLSuLEuucJsKbhjKv8jw6BzucXCBmV4JjZHE+sf0OIjH+c6LXiLACOtmFWpoIpTVDvwRAWhqBglY+NmNwlRbCFSXQjuQpG
OOfcy0Q/l9ATxV8k4Rc6NIl2CjdJR40swCdpRtzHvjiD5jXmNSv512BJAtC5O4TOdDWyW7kc3iceidLPEOBzLPTlp1i/q5BEfWOBIEfkgVQJzKfakLA91Sau
pWBlrbNBF9DI7heCXJTduu+uEEiyKTmRFJZlqW7U3Y7OyrxkH0KLaplkRLZaXZWLtXIqG6TcFONA8tvvvsAQGTRNJNYhgYkeV0QQ+gJN4gUY05PZ2bhaZ79Q
KpkNKwGeNmHStvxoS4Fu2iPvCx+7T2APkBLXS4N6zoybQFWw0svHJC2tGI+SJJoFz3MkoR06tKKN842k3qgNTN6mj3JJaSat2AwHYGWUmLS9P1iB7qGZWUqx
BjJThD5KgAOvPVhhMV5eyzgASiaKTuM9hbnORsnzsVZDgd5EbYTBYhWXTekEi1pSoUwtXq1lm7z9o5LXDbj4XBosQTWqs0tXtY+ETPWVWpvINgw5F4m13oE5
Bx+w6sBLQ0Da6QTZMNbN7usi3ttUGQL2UppGQ/R6KQlwxiQYSqvmFSDXAHZkkgfKHo86pJxN/OQ+cb57WyruLtfPpss2oVDFawlCdTiHcKQNKyCTSFVjXB8r
BNwsYuz1SDBXQajb2ZfEV8r3aaBkFwsDsSBaZpsoR54gDuLg1+x4J1IqtvNUscaTRWIEVBJYS+ryq5wqETfPaKubo0Tghm0Al0+fo35PkCXiSjILxjcgNzVy
EnASu67IYblVi1yIogXwUFZ8UsesatpDGw2uuqzVVobaJYceHLlQEypJY6sT2HzyHhQNuNshZVbVI1ISfc22vppIdDRtyHWgIRTB0XPAKUBKhIeWXiLGfV/s
1cDRAPXOeiFg52UVE6Ek2iii1W2dlchVe5BqZSyWrtkeLERO/kegzkfsU7zCC3RUJNObcCXQ3auRQY5EY1k6d+ABvIblTRg+E6XmoXylB2Vkas7M7ZzCTV8t
NcgDQkU21Bwh19l8bVxBk6tZa01vU9wSa2rWKrTCgcPLV6nmgz9kRPeRETQhJyUtqFl9NA1KEM5nEDXV0o07qjNGU3/o1MbIAOOTnfEi5A3Uiqj+deSlnEX+
sL3Cm7rIlkBreFliq0HU+WEnu4rpCzlqGbTaPHffBu1QKqZ32J7f+80NJhYQ5ezugjGw7/FHrDZpHaK1CwRmUk+AjiDtOPVkQPsNiGrG/vFdMGv3aD2H3h8S
3BSpjtxiStwoRi+KEjliI4/NJSHXNqWhqa17CFQdYupTRWIdGaoFc2a2IBJUNNkIVZNaSBdwbaH5XytLHomxClENar4rivf+Z1Wq6qBkHcZFftVEp6fi4unw
RdBFMsA5CbPv0JxakbQwhkJnAIdZGDwRWbxC35TzmwMJvTRmS9twkCweeuSk8aClZ0B/DPSXK8oveHkP2bfLxwF/zmQrSFhbJIYpAJCbIgSol1GF5IGikflk
/hgzHMPopyUzP1X1cUc5tl9QYqDvQ4MlsbRxsM88+0QB1aZts2c7cxqaRyfIaPT2JyW9DRSOJtkxLFH+KZ6NasfZ04HKakN/DeVi/Sp4nd2NCnbe8o1o4Gg9
OzoS976ycB+/vUJbi2IuT8gyjs6grf7A/xyiOEwXRrBnPY4I8RBefdLUNmWnRmxiv4pEprxe2GBNZCZrfn+thHN+c1TZaG9DRTUPE4pRofsiEqMtALg3uPqk
uorXjOuY8XWFuyE0K5o+OS6uv5HvRdccpM2OnKweOH/Si6ASWacwwGm9C8aGeW8WjUCPshQ0EyNCy/H+nW73NjkfzAo5t8VSANZKqWB0iwY8XQh2vgEiHm4v
Nx8lgtbB79HPHeo9CK53NLwsLwj+cTsy6BXWggY+R+LRC22AampC1xjtHryIbKJrF3t60O9+3K6A896wYq2wk+91QwMpDLocskuVCoL5F8AIBUISZnn3QplR
sSda32LHo9kbkEa7Rg1EFW/GdBD0V6sjw6tUAEib3q/dcoTkNp7HOJVV/CCRtuJcODAeZzaSFz95JYXam4F14ka4HZdlxP5qdj7IooF9EmQySLbSJ8xqIv+e
Y3ZBYGXUuVImTmsCpQMDir8o78pEAZu3gXLMQ6sX8+0+FdALVGtwU1GD28vJw7mLwANPy8CUYwm1o+5tvtF+XnEN2RI6mKHxWaAXaJZ03MOzZpeBnTL0Xv/q
YuRA5lQLkSADI19zLI8Z7BflPvNJWbojAznnt1oIXRmD8eGNMFNXbsNGmPnu53eSLYpWECbz7gP70mhR2G5lFBqRxdRNb7ktY2mhC/EK4bVis5PKoAxlmiQb
fATKdGfGqI8mlhjdEQeTmHnyolWVplR6mIKeU8l3UZYDNLSg7DMomjFG37nKtGmY6qNZjvu9vXQcKmS6vsBYp5ttg+QUmr7p2BWVckHbl79IPk0blJzCCwpK
iypERCbiGq7y6lXdcjW79cLIrxFjqQwU6tCe2w9zKNSvcn3rq5WZMPoK4WQlq32kdx4rMIYnwhYHH4COxE0giZMWp26MwnZFE90XdbF7VayhRh5nEykJDePJ
l8pE1JnoOHgs0xa9TzZMEe4ifCCeSEZK5mtF3gEwWqAgatotY0OGTp1NcREWSFG+AgNwANyA//w45xIxeAmRQOpDI7QJcS4zQRzrq6yrxH20n5JydnX5Weue
EGQHS5CyoSxJfVuSpmutR02hcwl0M3EWguFk4SIJS54wNuK7lJkMffd2JTH4GOvICDPi3/cRKFxlt7fRKCzdKLuslawwiNDUvJMLSIpSCRqRd3Ua5VbqzgRh
a0scGtjNOLbB9EflMeKp1fa7HjC01CiAkYquGhPjL+d0DlbDIzlJgkzaRFbu58jgRQJrlIfq14lODTsQ9ULYxjhDO2eB+yypBHNpaZQy1iIUqgkPn6ge5DKe
WCYSHhFNJ9VoABedpNVN+6beCG4AtWl25zuK4uKTcEnR1JAXB0csWnPp7glN1bC9lG+oBLV+vDF8COkbvWme9Q+32sLPm0C3aRlLFJMhlfh4znbUI+FGlxZO
thxvy+4ykdjEXtUZkKujCgyidKgpGtsGgYuE5GAdWZ7S4Ych/m671SYGykHzES7H99oJvyEq7tsmWKu5qQ0IXR8j9379jAsTqHI5UyJuu/d00Bi4oR9x7qn4
IuMJT7bDYlDUe6L0dLH85Tu7LGt5uRf/Wikl487TQKpaVuzTVe22UD678wiINbiIqEYWsQ/h4sCVDYs/akn/mksE3Qh+8yUug07r1svArArmQEpCEW99ClrC
q/PWdvqdzxQb2PMrN1Fe0CS4ykkqTITA86clGhlOaIY8rk+EF3wjq/z9bhRFu/pnIjk/aeakDoxbI5O1O+sH/L/FKHPpRuHNZg7iJc5nrPaf8DI22kUBjJ1C
Ks4DC5N0CU3WYvjeejNaCKhQEo7UW4m+n46WWfAd96fNNLkVRymkpPIDJ1sRa751dULNofblOKe2aTuR2KWXACSWhysQTKhTg3i8XShJT9RqLS5AGYmsoosu
5l/8QrwkK1xZWI9hQ/BZkpxhlsD52Q1hCgVioU3toeYJznAw/PjAE1D1efjG8+zYON8q4PXmJe1TO/SYE8jOS9oqPV4yzCfGsq0wXY9D6fhAcUTR7L6wQMq7
AOnO7sbX0eP0IkIi8FVr/VUHIBgzaUJsdzpxEc3erTU9LVmVYMdyQ+rHCYHuEpy6VGZ/GHkac0NGii320KjH81egGyrI1BGriyYqWKXdjNg+a1leFCZSL+Vv
TeGc4QtpMN3q2DIaaGJZrOEeVOgPXSlWAaj3sfSENlEpYtCWTC9xCxQAKNOgBf7ufdHXx8esLlPkyTwp9pp2X5L9DeAh5ZRrH0T53nMcEacUelULUrpZGHU1
ETV5XPbwP72VfWP+OXW1RpvOOvmofrPxjki9l2F9VnGrRCZCLhJYbllDdGvEXL2GqJSn5+e53VVvEG6mpz5vvvDBQjTY35qLU86Z3rRHY8fFUZjPdmdn2Z2K
IK7W2HlakYNP5VNJQPnLavi5cjz2VdcJWV0zLbyb4Q3LHL9ulYKGZESwKVxaYbnz4qINv7q10Vdd4InTDQk+c1WcgeOB1wXubck4r7quzs8AZcoNheV8eTj+
9/wXDM5Z0oRfa9nmh9VNiWGXAr1lw44GSrxkJS0rPYF0T1lkzrGlUE/Z+/nt0/uusrJ+wYQC53eB6zVZl+AJyXXtHwGVzQKXgkqR+j/wnp8qdp5+zxouJ5jq
M4BtJV6UxBtGVO7d6zDCn4q/w795jGR1QRUl4p07wCD6mtmZwHIUhZ8UmODB+HBe6DQaQmWuGJJddXhEMAwNZ6IGf533aW2Vf+6sTvT9J0+H0fdvPFVrx9Sw
Gs/HGlQReArfCBEjTw7HxeSp6i5Nk2Q9wBmXCha6rgRjLJw6WhE4mJ1dZWlc5q613TxK78RiWWRtZdtr00jAZmL9TzQAntYg2bPJ58vZr47ziLaWyhvbfw9w
hScynx5mrG7/7tRLx1smbz8aspMfRU6rJs7rpBPM+2fMIQyIntJO1aMzISyyEraD3JOJ9d7/w7YOHNUePU0MxWAH5+yrX8EBy+e2HQ2zX4mveTvIG9Ae8e0U
qqZimdckltDk5MZ92d8dhKGSRg9SubQD1nwUeM6FLcHL58UH6vyh/btKijZiP4D2xU3YkyMlkRVJJZHy6DFcfEuHV/7f3UzT3J9Y5n4tSCmxjoya7fwVl6xw
1AqBEWF7AzZOoS04/oj1n4vSHVSsYD9nY/1wxgsvKkNipO2EookZXUN6mmwniXhrkJME70RUBR9kkQJSi37GrtWNmXHiCqpVPZVEKCmrEd3JuzXFx0Vzn2tL
lpMjtjZwwWl24oW0OGwJuUpqjZ0XSwgcwJbprnfdD8AbPZ9KaYEWRemOUPtxjq9wdJ4E7xxn2fihSUDQ+MR0c2Os/0rHac7DUGrxZhx9h1xJ+eY9pkaXSvHG
AFmRjFMe1BQMQSOrl3BgmSmBSgaSJaKY0903ry8eIFpF8ukOB68iU2r9+Istt6X2opMeH1Ag1l6Gckzmog6FPQFlcfYbIjYRoraPEGQTYxvaWShr3nPAgcWR
XFIjDWbuF9zIoho3S3imqVl/MyR8fKo52emMYtv4GxczLBE4Vl7V3HFB006YEDgKW0MUVRyYB4p5f1NOh3ouniOczZ9CO2EpoVjEkvlcnKZ7JcCa1Xt8yheo
K4Rj/kjhyT+PpYOwE6Up6C3iXG5NvWCeNeKB8ifHqfbgAUTDYvnuXXoFXkdmZTAggpinMshEemsFCux6jG4J9LCdnmjG/1XDSX5oXOeROVqgjigKOi9//ndk
4OytV2JFcxnx/3ZqKeafbWQLVCPh44HteXNudI4rOniZE6EGMlH2hPbvpuuZqg6fd58hSbAz2Ie7/vQTcqQcniw47Z3R8ir1r1nsaINw8g1MxV+VjsgTEmxg
y3XUvnHlj4ZWBT+6lM8ESTMbvv/gh+L+sX/EOZhHPqnlRdFRj6Nid+VuTsWeir3cyj0Ve7gVuyv2lbGL5TyXUkKM/nYiWlobbNJoHba4v0A4IXCi5bZtDzbo
+DgkSzkckwOzDC5tK3ZvmnfCW1da5TFpTZ4qZTu1JS8grh0xYI0lY2zntio0d0WqVlNbVW1HsK0c9TcX9oFoXUos7hbNNwh6cIz9BruiBAKrMBtSavb5ZVNY
cR1kqLFUpnFq5D6FqXqTb8mQyXkpDTtEL9MecWNgcJM90GrhnzoRiVb761Vq5u0IL2Rk1Y0ftfjnzmLZ33rBTxmkv4/8Pj/bwzU+asou3CFxwzRdFdBCj1he
lYhhxz8FihDkSG/4/mGweV+OsaEZbZo2Pw/m08P7aKLZg7Mj5rtkX1Nwp6gsB9AUH3ZLqlQ6Y+U8U21sh2ypY51cbCPSv7rGQrzw7WglvcsKXRV/mPeZW//7
hB/9QSEqKqES8/lZ4ZgmL0g+kVCZ3XvorRZhRhYMNnbF+54S0M9Y/t2nXPzXjF8PtI5RPQprTwjR8GHODp0+g/i/mTFpqKP9jXJZNHcfwU75E2fcYpbAbrHI
g3SfuIEVWx3bndlT7C2wuaOg4D4rcDOS3mJnWYFI4aIp3vvSGMyyUiAtwBLyfByVU2txpvvsK6VrcMWF3Xns4479e8EEMfsvsnFNlCWVVp071Cv7pYLeXuU1
WJKNlmG2uXqNIMTN+FbSrU2CQJE4KOBJbFe3lRE3b4jnsH0E/V2qvVqnDQtlQVsDReNqONxwvGmr6NKHF56d5d/Irh/IXrzQLwjS6YIUhfr88v72qlW+yJpW
K2uhsY/1vcfwQlEeoa6+rMI927as6onMqMK+Yb2v3iNXVqVCC1Shxn1ligqRR7DWkSke7jX5J65MFM/Aab+2d9Y8WvPSaW7pbEOXu1MScIsSMoMpWie3Whfp
uisuQM8ESfykh3yBzWwp7jV94ogtC20s3aBaQdxSu5DriK2UNHsKylVSYQWVR/3zdy6YivZ0qpstkHvZUofG7m4e8W4XlLuWs+9u67x9hYUYOOyyWn4u3W1Y
lUoULGooHRf7knOKD0EjA7DVNnOjfyg6VNIc848KStPToeBUoqvqdMh8JZEMcDPSvy41qmS8cgpb0nNUSOr/+jC3d7eU+KHh6Pa/zvt6GNWg41JCWV5/1uYt
XsR1UAQb0rjRlK1ZydUFDuA5eUbI5kSTn/zYGjEaPO1bk4sxG2XeGc5rq6bBcv2Te0X815Kf9F9A71RaBl5cRJXWFrSkvb1CK6m+Djbb/7fKwAyjZIEr2ANK
DCB3pU8HLQpvZpc6ND9H8x6yYYyvOac2bf8Xw5wS0FwBK9S17NVqP3/NQYKgnELbMuYubF1WYKs2WIrqGr0jkt1am0Ms0QaS1k7FEDm/os2skqXjpZhfgDDK
VH+8x+2T8BxSp2WE01RUFFVxR95zIA+vrgAKHWZ0hshyAZclhJySUrFeFW9RJyNrRQutpyy3ifSmOSARbecZBSVW0LI+u7klEEJIc033bmf5vJBV1uRzXsiA
YHK8ccAbjnavKCwLLtP3VVUOPuz+oKu3Dmw57wQMD8gFA2Pq43w97LxOVu6bfewl7eJXu3sEkWJJWCTHNTNkN/XqYghvq2R52WJJUKQKGuXCVMQ3IoubF1KX
iN8OpHGQEgaUE8dZL2mKXyA/jYFhuIx69VdZl4oD5KO6OW7lnlqAN4tI7VeeXH8yUWwJOSipn79gxrGM9OjF0mGzS8Zl/xmSV3JTxNyvs4A5wGeAsgfjK+a4
tJXaZo7R2+w0zo+qSO0HHnLDEj7D89NyCABoxJhqFo/qXPVEZctIbFYdaZ1fUSVTJmu8q2Tp7AzFakfUfEOjvKm+La6opIZlmamGG1hUlj+0IG1rfqUzqxN+
9KOZXMyjXbVBSAnTY3N/Zsy9gI9ez3aN8pqKLQm1HJntkLkW6tpSqa57awZ5qN0oYBRzwNxeNv+nNOh+s48Q5rgkJyjY7+4OOVrYS60sMrRGTIK6D3lwhM4s
+IQRzXeo42FVCivqPudaN9K5g1eZo/oxYX0ZDBHxWiLklKSSNUmqWM6upiFInZZfLUwsiWhq5eKT3IAAnqwDI2G+ViwNB7QqqUsq8StsBfWN7k9fakTMRimt
X1biUYMlcmR0z15GkJvm1nyDqQQMASWM9dBzRU+0HPt2EQqpmHvDjpnb7SsZpRjO2K4vARAyk7mffIh20Qoz8U8i9T1zhQZOJye2hBxSzqxKyV9NL7lbllsF
ypkbfYbEjLL2fRuWPh8R75lc+3kd4SGIF3GfrYb2x63Rl7yj4nqfqTa/gJl4JtKbBiCodLt/b7GaW+kPDMuSxYP6llRFm7dtlSrh3O/YpQy920Cs5YZ1Cp9G
vENA+j7HV52nA6QD2sT5/nDdQ+Mq0muNkXRhn2SYknrg5iJtau3m/vbXpRH9Rukcwytt7D62avyEV4I727IHInDCi3wIIUQ/q3ZTcflIqqSo2R+xgJhxR97n
inj7R4sSa7KfT7kuD0X38KK8sG2ROrnzPw5+/aDlfbEootGXmxmYPJZ3WZzWTEanE7k5crfeVdm41/uJbhn23Pd0tApNSs9diRqXKVfp1/FCgR2Xv+mtVekT
y85AeZ77Yjk054vznomUotFCroLlmtkNnHLeAvea+rmFS2e1kfYRAJwKyejQ6MSm9Us3dkx7LRy4Rsiy1tgE5c2OfJ6fdjerIhcTxj/rA5u1XGoqQaTM5jd6
C1scanpg1yEki2DymP9Z/nyLNhEz1JLl9YeCq5Z0bOVG7/BKJFWiMrZnnQO8iU/VhQn1cWWdTK9zaARbOC4ROgnCEFeuI6oUAa9MrHLJBX6ZxtA4HKsjlGIO
5SVCv+NYrBOpH2sD/e03Z9jOChvG1798vVCAmxh/D8Wy9Pf7mp/z80qA1pulKa4cCG4xVsF9ikqa1ZZie4GQZ/IMKivdHtjSgLKv6nPrIlVRqaG4psvsgvQB
/mmc+Wy3gC9wVSli2S3nwySvcbVnoM7tkmf3DBY1e5vqygYK/nioyPySwm1xzks56zXyi1kJmiwYcC2wb2T7DzTlx0vMVaxyHr1X78w1FWkDwzVKp8sQa2Oz
P0mWDHxaWCuwGa3aDf5dnMhxDodC7y73VYjMCWezrVVdduhVIkpoWZeHXJWqZPFqevUqbBCVx6YZeL144tBlZrDd2mYZdm6Q1fUgRNESFDO05o/qlosnSQOS
sM2uU3TIOoOPw12RXXGTJOwSSWUBqcnFCnEZv/MAcyGDPwEg06q4IhGL425vSqY0pjX5NY5i3YJY57fWAUc/XxvIlNWLCc2M5ndzXImmdEHU/EVUJuB8YAAR
TIbEPcusfti23hoJ1U7WyowOCtZtrNL3qxYz5+vytY5ikBqBmGPWufWBnLQMq0Q4WLTMNVO0WNhAJ+nx3BJhzBrwnVJUrQ0/YZue6EKqBXNQJL+5cNS0Qj5F
7RF67IUGw2LtSGXTfMuqgN2atBrKZTY3L8hmfMnO+xBiDBqky6V5gWO4fHEqEGrRFKvjSm2Z1ZY/1bRwWd12U1LhZ8rdZhraR43SA4e6GIaIuWTn7+HSck9G
phUfNMrErcXDnsXFY+KFBZJHTOLRqc8Aao6Lq4X26dvcv3jQzwhv4/v0bmtHW2hS5HIuFtcnjOO55a9drv98QBg6epkviID7tspjC/tallr5/YkL6lIpnQIf
nja92Jmw94vKvZo6M+3Bs/dVAWvIVxwRijGivwcBTHPVZTTfL3W7zBF54PwdW6WpPb+m1j9UXbIhq0T6jCJR7aIyI6HqTHoX5GOm+uQNtM8ZSyqXPv9krES+
6LRvccLPCP+x3QQWMJN0YFLoR1QfN449JVjy76RhhDKmOO3sUw2RDaRYObTAI5ZXJGLYXF6NYMWPb/jzrHbe22NoaL/pnBazsySK9kMQhjGuRUnb/HmvWD7D
wOKwB+Qc3y6ddO4u2kGKLr++C4Bx+uMbSIWBzPLkQT6cVwpCBqP+Bq6xsE9Q5TE2WHG8asbTlfGNaRr4+f7ysQtveHWPUNF3Jo3N+nSFsf2cLz+TzZ1/7MoX
le078/j3LUKi4+tDXIHDXITbP/w0GCDk/u0KIvgUg35fW9xe8IgTXxXbWben2PvK8Vt4L8AVmYbc/14r6LSEktMAFoa8krLm3tkJxYjj1Jl2ocjNltnUJmOy
ytYh76Ceu5YBhwcnwQv5iNK3wQjgv7QDH9pQCfPUQbEyv7Ii3GEKyVtggVg91Mdbeath3FBtKKlGvOlPWlTh6zKwvxV2b/xD6y3fmtr+GP6ZsPYUMjzX0meb
ZnoFKesh/krRnniznYRexcgsraAe83CcJUU8aSDobjCNjQ6CWrO7iwyjl4S+rE43YTjobyqS6JwzZ+8XJQL6J4t2CcxWa7uF5r50nOWULgsMp9PNBo0IOwhg
2vKfxsqqC8rrvQulU8XCCay9pECvaBC94TPWTCnXuB3SeYmqRfpSNBaTgQ+bUoHzuXIQT8jKz0+QCs31LU573q8bacNPpLxry1K2U/O2lBguNbE0uvIJUaY4
4LEXO0SSvIMeDLhIRdU+f3ON5YqUx/Bpd2E/T0e5+Bqd0elX5vcNA8ipF8lahY0tjVu78z+R0tvm87SNvHZceT7fE1lhcexYbguQ+u3gx06B3VyEf3dmDxAQ
aOfMQScZ9Mfy4rbCqub4hMjjmNf5ssW5u49RvAz+pggz4vGkVqpQEZ58OX1ZKw8LESCTCaL7fHTJS+OIXByJTW0KD26rGEQf6IZEBkWBNZugmAMWeY/YECH4
PBJ5pGyNsxb19VdA+ZiSEtfeqvuXhrHrhhee6wHl47jee3/9OX8m++RZe+4viiqxp0BkY7oqKfjlDarSxu2P8duq6ncXNPQCCjSUUmWJzWbjvJSLGPhy1eEL
tDqtWZtIGrsoFucEoyomy4zbuK/81e/ihFh+9ukFYZZA6g6YHq7OoEIDPHnv+ugZ4qKbPyXVQB6DzlN335pTuV6uiR1CXK/2+aVUfktuoX9SKKhThSVqU6Yq
kfl9p7ht0t2wJzG1TlP5d/6wql0QfrFhDbMdmMU0BpZ4pHGRgNnE4FcHhFBlKmTFrFAvB/yu/sB8Wrd48tfdRDycF9V/nvQQx9gqRRcalIFhGPTqJeSkMS30
7OzwRdLFi9QjKzc971kysMuZGPRZxU0+53dgrPTfe9ZYrG+F+fFLUyZ65q87HC4kKePr/QUGV6tDLkkXShnN8h5tt6Tp0JIVdB7WXF3FyJ8nGKs2Dk0bVxWb
RBV+nVY4+++A1E52M1l/CiCa1szuXMgAaxjpS0SARyyTNMbKbgJCYpOFyqZir23TzFyn+WQvS0trW+CWlhkkO7dLW7Rdyi5Gk1zyHYVd7lS70ZYBfacHvl9g
G1gpcNsTG3jlbz6JzHdwIDpOR1DvYiil9OVqIb1bOaGbVi6hN7NULGbSmElXzwuNKhbpeSIm4iVkNXxi8kaBUj0/Nta6oK++s1ApekpUJJ61bLFsFq+2uEIq
a9GMYiLeNmhdE1OzY36tRRETFNsEUSn3NAfxOYRIFZW87w+4/D+5WlMR8zZLjM60XdleFLWu6RpcmdyiDBemBcbYMuBM7w6L1X01fymV30ZplzF/kFbT6MUr
CsYaG0cprm8Q6bZ8sc/BFQng73uCorSIqxCDuKowkIoC5P+CpnpHKlVkysscNKtQX2UoaHBxUOnYntO3ZFV6vcZp/s0jTRgKhRPPMz3mzbLlq6lokMuIDE4N
lgV63fOK2zb8fiZPtuNWXJVlBPWVeQp2ZQtXVK9piJU02JtJLTK3OWUDfjB0CCYg0lD4a0Kra/QJUMUhayo6ukv75dqCkCfKgXmmwWIKPBXBSFD9eHbXp3BB
ExjpunL9QWdXWB0ADZ24Y0hALtq6LhzmZgHYewRP993v1MRVZSwJ9SEHqSsDz1S4GzxHepfX/Xj7dx4Eo6AU5xOtt6eHEtmKSK4TOHH2pU0UVcOgoAlOXYPL
RipNIkHTbm1uoluZM5qMyr554Pg5W6P1r7GBWU9KJ6DN/l0n/oA49Kl6XLQalexlbglnHj5hVdoNhSAB1YUNWHuP/qrqoDQIGfDgYxbb6oJl9W2L6U4q2s8y
SjxOnoj9j+y60k3xMhhXOPBbYSAVBarDQ6/hJdV8qba5Om2nWoXalNZQbRPhAiJ+aGTJuuontU6GqdIji+kKFGMWsm2hamA7BQdx+VCln/hdSXOzqpVTtYb8
JJxc1+NnbgqXq9boR0/QQ9m51CNvZIAoA3JVEMi+Y5FlwByFJvhEV4j+VAhxyOaEcR6vZTUKn2slfIHz9I0ODPHmx+wpASSelC0KyyQZeey+M+pO2WKnyjvW
zS1+cTu5yd0oaGPRFTfOATEv5/ZSdU5vF7+4eDFtiM+C31rCpv2DZ7n5RN87B2whV6Wj/HK+q6+/qSx8oNsxYpsv1Wsq0T+UC/PgbBmZoCjjeIr6hW2WKrvf
tMNdQ9Ove54koCDzJWJGvv+e7pcdvAA3llU04DmNF5TiiWdXTdb2Z7mNJ6GSU+nzDchjWdEpfVdl+YDy3o8+GpTl22ZwCQRxfoNxgR52z8W06UcEqa0R2jpS
aa51q6wImi5CQSrsG5BFEJLj8xpiGc1LSVqe12qpVOJZBX764RLNWqJvTy3ApAfjGP6WEeZy/Q+Ffc/8tvu9L6mxZpUBIU3nstd9a7Y0DC0ZsEunfQuqMy0m
HVCZamnaVFHvWyibdlRn0gFDR35dbWixbKUX6NyYgBOhmAqTpTqAj2eBKBPPH6v0qFYllvQ0TJgaxfEO+Nu0UNnNDa0Ye2cLlUuE46uH+mbMbIBNG21Wowio
PaUOqxvzM8WRgFJOvr4bzLKkS4gZWBxsNS+SLn65m4DMMAIoiCy6MZeBh90l5ArfzTEtuSDGU/E4ZzknDKft6ql3KLgaHu3lU7OPdEb0v4KZx0tFi7ltHlu7
z23unv0GTKKYRneVq0jTkPL1iorlsr8FI+oOQeR4hDRHvbSOyzfPIwXZTtA3NeSX619hbdqh1kO56lDrfkTsuXjYTZp/0l4XDM5+CZJ860UGU6wmv588JfRE
t/hm94+t+G/ALn9EANsVZQhnOtWmV+ZZHFnz2v6dgtOrDlu35HMq/oiQsDr+tL1dBuA56tow7UtLSjuz7s6hXYJwzUsdb5nafV7ie0HdYsniCPVKA7lMa3SJ
qf+S+MGiSNujJbgcY6AYE1av+bdtJZb6SCgRVNuTSYOKtOOnZihaX7ebj6k8dkcf4oTZHArx2+NF675bT4YVf3hfXkqK0Jh4tFP43hSwCjMZWaNnU2cXFue6
YzQgHn1UkuCwkOb/C8XiljMvJ6QS1UNcVuYzAoFEpnQW3vv8miAmqwdH9dM5TTPfLwVWoz4hKZfJfeKT35bufwZHQOdd/+bUH/89OUS8ftR69lpD7B6TyPp5
4MxVmpPOSQ0DAjV8ypEjOYQAuPfCWb0qovT+oWEBaW3rQ0tM/6Xcr6mS1tDKeaSf4aimAzwX0cNk+DHgexBCmC3jGrbxZaLy4kBIMTyXG5OpIdHuk665pXxh
FpGgnoSS4mk0ixlu9mL0yAPUGI99iCV5S1VCAdQjd1TSpauD2J3/s6DawLddXzEQ3DyHTFBrT8T1Cv4v33NcHOem7s9242B7TrnydeWFbaZuVRMtjEd8JOom
+a5l4HT+04WQ6zbktrpnvMNcR9PvSNLwLrmX6iCLt/UA/PNfIPAZKWM4qFFQaKyFKhOyUhHL52ufcCra/HkMBfUA1XaAwxJpZTYZduDG47+Q1eFO9mRRR6L4
Iala6WckxGItHv9EJ9PDIjKylzbl+r2vkfCrLCUBrRBnoFGqJN+9+USYvZBAyadxlt6cU1+al+32G18MO4FM0u9/4hyOiIZv/0ZEctlqiEB7uPmItPlpIs+C
cLpK/NtcK89kOZnQllVNrubo6theQeLXZzpeb1KWQnhKQ4oPa6h6co+i9oOWTiBzb7FjvLY077OOMUEtoQWme7GM4pBPnNKa87wfQeOHRAQFekYtr4xau/x5
hYJIEu4Nw0uteU3HVtIVupbCl8MSsXLJ90g1z/a9w6L888ICuZvupGD+xJBkD7n2puYF5CGDnKTMy75k0Du4roNwesk/XOh7GhU/KpluKgjjiDlHDtf9TgZH
HlwFHWAN8347HSZhWg6XSZKVl2pfUKYQHV7QSTtfkbuNdZbewv7xgu3quEPmYOHNDlCmXwWTjoI11Un4Jp62222bCXT8VgEsNjd+MjGXx/OsbvHqr5LENqgx
tL1M8D4dNT7HcVgEYrdp6z65wUAT1nO87CDRjkV0SIQx3feH4HRD9wywkPaK1x+k07770Oy+aIrx0mLEuBhOZDWUDa7JNgDO49MTaBDx4NyLd1n27FRzLCKP
XIDTtf/qHKVF7ywoSodL0toojuMR2S094NI2/38DzNO/GnwMXPMi6Pfoo8ifCWL1Jz/dRZ73ojDQwL/LD6Z/2YdDpSTAKKODt/2jr0yQcyfYPfK0rmnHU2Av
uqA1Zm/0L+W419OG/GXHb8EMRjcG99a6mt9zqnOQAb0ZSLU2QuQxw6mrxBn/yt2W49eTxcY4m/9ULylc8GKzB48WktBHbnPDma1+58XHeKuUHU5zSwD1qN1u
OzSI+1zvzBS2Wrsn4SIG/z8jlicVdYJKb4Lvsa9h6Y6SIHqK7PefV5TihKunYvBuLFgKwIKyO8Qe3KeXs+NOmV02IaWQjjSqzSBPewSsr0pwVSvJg0EICiXC
Uvt1Sbs2PNr73L8elJcmFzEDKj7sxN6FsYR2rGua9lRIYpW/YWBfdBsvz2dfw7XpLvWAfLXztk8NOuT/47rzoatz/QuWF4g/IoTFDhionra8Gl1l8mRn9hcb
weOmYUm7VPTt/6agS8mVtMiYODvqihd9QAGnvdg84w/Phaz7SO+U9v0XAusi8sTNZizUbMcT3lz5xas9phRGGvqxKvMY11baSz4dV6ARKmxFRUGvksuTsHWP
IxQs0r//mVLSkme/+B8dnMZTfHRO8+bvJ4FDyRUf2/mnLXr8Mdx/HUdAw3bcagdd2kV4fe01f/M3FAzY7SLkXgY/eZLwf9bWoeEtHUmyIqGuV2TYMR+wASj2
dRKQhRNJJXMAOlZPQYeO7hLdI5KBdZ+10plEr8DVcToskQh+qXlwf/ERPt2ts5WUf/+RoYiOWLrnums+z3Fx7ywub/LOFp+qVF0uiT7L8ZjWS2eYPcgstmxH
s5qMmjk7sUv0LMgE6/a11TyCHRGFjP/L4MMH+68K6a6Iaf3uFUPxLbnmO9cQ135xeCnbxEh9hIO/18TyStMs2zO/4OSTIR7+Uyp0l6vIivi8alkn6CENedlq
lRf33nQTuyRH5q/16FTXcWx7dsrV1bpudb+4iRzQmS/3UgK0qlbVIyiizEgH160qQYQCht+0rAVvDsO119UM2gB6JJob6KSTmnHZpT1iazzZDvIZRyjGULeZ
QqMOk8nqwEfZUSn1nCic9uyVfFeB+7VR0kauurXjVS79/HUimAVmXy/H/paWXYIuI+bNy5mmLh+sem0lYlEKDYTlou/XAQFgpFQMtmfLqxiuCFXqRIMHr5+R
LigjOVj5dwjcD7UhlE+p9ar9Of+2ud9LXAlZ/xjlfxp1Kk/zJYy/JXDO8UU4bbUt1ukan6W6hC2M2OV8MAvTYb/TNJ9shcHr5mjh2dmjfAHbJa9/7SUz4o7Q
kaUsbH713pc/cSSI3G/B6S0fR8cXUbqCuXNfwAszd16Aqk//ta8rDahqK7vADNJLsR4i8z8CDS+Pgnna3r2Cz5J+JKDhQvRSmqffBrlJouZE6V9/X1QOezGa
RuU4b8KoqrvKV3mWaoW/F5v1QSDYfbsX6TCQiScNVeo64T56fqnce6C7OtfsonCLq5k+iAO1v237nE75jUvbgThmOF0F8plDoWLs38DYBicbPdSX5RwA5K0C
sBNYoknb/BLBTcLv6wcZj3XfSbG5qFRvGg4DCLaVAmMC1Ak0ni+D0z9u0rmf5TwbcYeYjeYOnZJT0RHz7CXzYgIh3w0gwPypCFiFh9lti6/SmX2E/MGejRuR
LiNa16SOKMp4gfFAntQv2bXr3XKxqaGIgn4TTVeI7a+CQ7ikHpVcHCa3M5tiv8NOYjqdsX2ByP1diAHQe5rSyY3g/FQeAdH9wV5KjgKAaFENMq37oIzFa2PQ
0jylK37YDOc5Qb1ObXBot/IcJ7hY6kOq1F6lmIvs2YiOS7NQCZSMJfLK5NtrIlb9s3SZ1fd2/hTjJTYrQSkZORv5wMsQ/WQ+ekSvw37GnvH9uxDxtZE1x0SJ
nv0bU8ZUqc+YZuPyQ4lHMNSVZTdoE1vhdJDLfcYu1y+wpEO+hnD/YegGp31aAW/03v2r0c/ANu8rfLHnl+9YSyrgpkEPUDodGG+mQuXW55+Z/e+3pP/JoLmJ
775o+xqcWt1l9wRyJ8qo4+OxKDbNz9rdQN6tsD2nx93DM7ZILPAfzkQFUkmvRkO1RAJaIZ5ApXRIn/2KjXlXZnYWajjfK9+j06ffUgMwazzPVRRGqtRLfwUr
ogbb+XJ0mcqnRcAkJrgV3NB19SMY35XLRDEdqeyXnuEFFAENjTzifGENojlx769ULIbcWAfHW99E8lzWPzbargpK+TXkFI1iwFD+XPFeBk7XvT36ZKoH0CNU
quDWqWp8yOSx/dQ/MCjzhAsOzyJcouYoBukWtcd+edX3D2h8z2u9s2QHSuX337IJvbXuemqAdmGJo/coc4ARWmAKsn2GdsZV7AhFx855Aqe2yTCg6L1NeHIy
DDn4j2eRu2vipAikva7exggSNrxMh6vZ6Ywt3jvVK+ykVptsv9soP8OBPnASnv900V8bXZckwc0Och1niv7uYPyAZzaW/OiqoE70cEpyCSkifoyI8bfNEfTb
o3iFZeki1KSJH1LuPDTCJjjuJwmW7/6w4MoVGIBmPdRdQQueae63Ev5OveaiZ8/6r5rEjlRDY285F1+ko0hE4uWKyhFdVH5tV1FfIFNu9tKlAb29RJfEeBWJ
UfrT2c5Zx+zaj4WuLCp3AZQSHbBC1kx8yStjE/+Fk7P3G8+vtHtit9bfwKWd1yCvwCd0xZFYNT2q6LecyiF3fl2xo1nKHdErehsTf6ZnPz6p75GV4hlamFeH
/Pp9C5CaUL5yFkaLR8JKkTHXoJrYdcs9L6fUoR/Mox+G06s+07/QWtKJKm1o/SDy738y2kQvOwJXJaqEI09l9fLnzLunztUQwc5Of35I2ujJda/FD2OQij+0
uUg6MsTA8krLkFfsQaXaoZN3DMGSI+4IINMIHLqjGXEpsD0aHIbV7306kDI1jRyGHIlxstfIEodw/b5inDXs1Be0L9HAn31Dv51fvd8cZ6JGmvQ1iI/0u19h
Lb6FPqyDk6kO5dTOvsdnlnEgHuCyWPZ2kz6mICBr8s5hxq3osHWWl+2VuIdh8QRyFqyHZdbuFzFW5bLimNHiu48EEvbJiNNE3NWjeAZN8D49RzlnCVMU7Xrz
v014QqRfcfi68G+hmlHeiKu17earYuvuHGs85nAJ2OurYdv6pbdygEoCxR6bV9t/P/W41Nd092TUKhdy8fjTUEvrVWhQPg4zXcl8sUqKiTtus/DQm/ko6wUC
Cbx+/18/oNRIoMyT8bjkyxphnUDBEokAXkrOUNQY3tkl4CrUPPvuHBVzrQ6dfh4UHQXbCVoY1Um8y+a6mWU5xxLW82WYoblOjFcQQXHaLqfg9WcmOLDG+Ofw
gfsfsdR3NchP218khYGNSPkIJ/3Buy10RgWDlsa8cPhNNojhWV5ajzI4frDUowC8H/qvoggopAPvFfzOoYfyiLEHEwU44n1uLnqQMowUjHHFqvL7Ojsa1cAJ
51aNP2jkQOUajGxfv16bn+nyMVNZrumYV3Vd4Wba+mibiIIanq6oYeLra+OGhPVkX+WxAtdOvBxbGcaI8FW05MVLN48EIDdJ0pyn5GDO8qX/yy4iOLSp4XbR
grclobCVrnFzxLW+uvrwjkOCpH8dcf1Cnaujitj/AOYinZeW9n8GiGMRC9h6EiybbQnDduvwg8aJu2DTMdqx+iqcG+GxkMxzNOR/gwyIZTdEepFfY+rdsKLU
Zk+IYkzyhsftnTlBT1hkVKYpQYtRHf29VRRD4kT256+HvyjWwlm+2H6enQDnxWmSCxjkkcTrUg9m58ErdXC8qL8bofSvFJj2sUpZVfhSEnMVlnR9AdUYFF/6
ARub/99GR37p8bUVP2Z7a2ojNUyxT5kEaeF4Wd6OeVQ3M0FLot3NxEtBq0p6oPfxzZyJdXwzwtTv1SolPI7NnPl79wQpO8bsdK28mA3kWz5JCh2YLStrD1VX
TI/e/p/r/zixB0l1el3H3XME2l0XECwoUGEx36t4BJTIivrnurWL30SQ3ZipLWeiCKAf7A+AyLzNr346b5QEhB+8WS4yX6shholMTBwqONbthIbk5TXe7SYQ
I0T80GkHgsGMWUL/fug1AgUl/dq5WAng2jHKWA7zAzOcQkadvsVdVxJJKqQGsU0lpjQqO4ubQqVJFY7r1tvLTe2yTlKayUizOW6Do9zcoeigVNJZ22UxkNOZ
7Zk2/Ytzfn3UegsNkKAKOFc0RVYeiZ/8DM3OgW53g5p0Csad1O+edBk1Z3HZH2R8jIaiugVhb7IslFaluOT1JKFdo/a9iMspKMBn/xOYiOfrhAEJTeJ2h0vD
pW6nUbU+9nQYKqd84FGjmwAn06/e871NoihAxfnvtKBFcYnXJS8Vs1fTMT5ANYlqDwuCOpaAL6SGb/wCbIZj6hwsIfMDjvAHjzLIeZ/5+BBfaSqr8rZIig+C
w4DKd887Xv5vIAijUcjKUniCI6wAPY/cGwehuCdBT8TttPzddC83cfZi3Yt1YKU818tngACI0QHtFQcezLkwz1yVw8Uzn2cDxqnA5H4N1EEVqlBQVSFlcVh8
m/gxhdHgiB1ygUOyjLt3N8oIvIxP/qd+2emEu+QJdNeLL0dRONLzCr2lvi7Sp1w+DAs/rM/X9yV7WpqaY9ucq7moatHbE9gdVHnFJdQSPuUMje806GOsJBvz
Do7yev3ZASBjh1W+nRw75QqXV8WRKWuCsUqdF1+XS0bFx8KZaMadoI1EcgodwH82wezoaPU/5QqeNzfFcQGQD1W6O6ePdz8+eiG5ejX2G8Q9xf7T8k6YLQpm
95V67A5X/m6iVK7yh+UyYYOY/cM3obGPbBwhz7HOS19RdHZU6BeYjIzHe+kccnSXR3ib7+QLaKnPJEGvPqnhmHR/xAnZzgnRp17jTqeiWMYMm+9U5fvZJRzy
LJUXEdgu5NiTYlzsFr6dcY7Dt3C47Eh+yF3sF/B4pz0sk7q3pL0+0xA5yuFC39psQO3MRoIYUFKe7mlYlFlQ2lYQOu75DQJug3B4hb+qaqBhpG4gXi3GYrFv
7mS6BRSiTeyUrGcwTjOpOCfPA2tsxB/oZniYONV4eontp7kCh3mkmNu/9K+bLZ/kAsB4DAf5H9NsNrCKIMYvwOfbKvYLXBC1ZfhWMAIRCdsecR6uP02kkhgT
H+Lrc9jAxcxHTPLfZOL0zcs+TSM2NEa4YksugnDE0ud+/2ld9oPe6Hho107yC114gBIA6J9ZjWX5aVTkLYEe4gkESUXdq8h4Iq7wFRcAQmbEz0YO/iU8GfSq
zC6icFl+UezatocflizOCev7isAY/mvhswhNDUB2l2o2/bezJWfikWe9m6FSds7ltzEojMHSHUj3iOy1Ak7auI3+XQLEMCqHwv40jDO/uOxmZzPpiPj2C7mg
tx6fvWyGEvMlJi8Fs8VTdLkMw/h98oBAwO688eHDi7ZYSgFD5gjs/2j+zZ2sOJfH8RtdXz2FBzDM7jOzloCsSkvak6fxOfYTGoOQjudHAEAVqSyd10chLsCR
B5dYdDNPgYba7TlKedlSo8vkgrwFrYG4vbacFgBNbxdIGdkG+DGAWAk06yyxqsnCuN0ovbSTepRB5sgyBXqY+chNCplAId5p/iFcifS2h4x/oveU/n2FSKEQ
fhq+h/pFyFxFJ77X8LbOrXn2qVI+EABV892nrn/uQvFJaQQM8/gjDBqh3SysJeSqopTh6MRJgDR3JY48uCPMvDvAZvFC68+E3LI2pBSB0r/CorUo3VNjfiuY
DXqqjr8DUQO117doQjueg8MUvPv6vckTnEyjezP+CbIHHhPcSkrea+H2cRM7BwFY33nJ/j6a2gsCB8959GGprLOBvCtMc2HeRiM94mTJo8jqS2xr3wW88m38
WTTbgSeeU8Ty60312rJixVJcQRb2LBodQ2pP1KsfoRzeuG04dBypPe6V2IHwAn3j05RHqnaCL3/bLIJKuW/sFILASLCgV9QcKfKtMf2JoXUy0SRyu48jY1/7
WqCRUabqWiLhNpleu8eGo0s8fArTJvrtv51av+0zHFTSvI3ucxZv+v2PUFo3AS/X18tFL3RTxM0ChxwRMFEaP1cIhiXyKWdrvDki/BND7WR0BUxymrNAmm/c
vsM2EuEOGZ3ZeHLk2csISdAeRiN9RN1+Vt2oIiCT+RQKmT8glcZ+aU6ibOA+v4z1p0cHpX+xoVNqGqdy8XUWb+JXX331gwjAsahz7Fme+9rAYDOI8uIXxenl
6DxsU0xSl5q/88E4Zq1/4XOgxnPI6A9ySYz+KT7dP6yOPgFp65pNqEqWn1xPxSGIZzIs/WsoRbIyYGFgSOKcxf1o3dP+eYNYCijXjE9rSpbtQyd36hNly6OH
FW3cYbvjv41fPiRzw9qShd2s5lO5lOKfIrZnBia3b764/5V4WysRSu9jUNqjfnBgemRu3srWhaU1itdZc4lk+8i82fkb+9fUzReXAfB9Sg0j423739x6eenu
5sF7ByGYMLv9cz7h3nDqRsFiQjewYns5bNxNDJeNO88afR0I8C7pRyDgTmoEo69D2rqqAeUapk5OvACTxgE5GF/A33M/sVM9J+SgTKMhYdMMhoO6dVVL53fN
hD1odQZAER+ZhppT0DIvtEI85yxkpt9Vgr+ArLfxG7MYlAAVr6s23KlTDb9tyeA5uEBUVU3EN7asuHfm6i94METXFXvr//tLEMqAJWtdH/RlgmglgEPwGMh8
tJQSRVUakh3j1ciFfXbNsZlYb1RbTWZ/XOHKRgRmgoTYqfI0HoXTg6JmWIaYY3UejNloBwLw8nEkFsZPcMauM/DtUj8YwKcKwFoS+qXXbRlYN9mHdVLJ29r8
QATRT0BeqOsn2RF56gIf9+9jQYzK9pnNfQbcp86RSuBJIf08kcSDgbeYPawx2gSpH12q7OHBdcvvNfy2uQ7PwQZq2EygRFYVc4/V18LxIXYuBLDpyC1Nw1sQ
KRypf4Ml8XAc1JPIFlVVBZoNJoF2m/gZz7akKPV8NFlo12HzWMMXYG8rgbMa+y1aMDjWXIFOeuAtyExqpICTEjoHQljfeVFzEyU5kYZHOCIHz0G+XgZS6gA1
YWhU+DXKvuc28Q1eyZKiZnYOYHDT97SdA19AxG44MZG56nnTFWK6ld363zYbITeg9djR21n3kUImLS4N13SpIznyVDC8pdopbAkj5Bp3b+V95Jq58OGhM8CX
GopKQzXVqgUXz4Pe/SB8b69keai6WhXlEGbATJ594cAXLWoQ8AvCGxMP7j+i1fgxGVTPlqcKOo4k4++ekV/+TyQHHmNn9eaugxzsx1dB613eLtqSPY1tRaGn
WvwgxaLCI776ufa4+cnWJcvT23SllkF6xlpQ77UqJlM9C9whzOh1PnJI8tPGt2IMTptGqxk3OYNtBh2DK1ieRw62NoP0XqsPVNQXVqwLUkh4pOHX7yS2P0eN
Ujqis2uZQOCh+9IquPUeURyQ2vzqSlqd0qFOl5paKPmRWd38dOUizdpIXWxivT2TPGyyKcFZMM19ytwK6lncozemNPn2zolIDfTWDRNAXF5lfgtdSd8xxGMU
UXEXsYTDeOgYv1xs+ZQibhPSWPEtTFIvqlqmvo1k68yc0AM7pDJX1WmUsf1Oud5YLvyf62JSHSe5PBf2j3AOUBlYRzOMWzNW62IpMrbKU+gf7dQvyIgVWgCC
wPcbEq3Lzi3BzKlIRIEsFLW1iypmOQjI3sijs/JW/Lhn2Gs800KjnoSnpOdsTMp1v5utf1Yj+Ly388telcuECEnzq0pJApYNN1bAyn4d/i0YQ5PWsVYoVD4Q
UT/f15IDfFOrdZ89/QgJ807z2D//S4iYJX1S2HbcU5WsrPuxewUTW2skWtV+3VhGusDliaJ7u732L75xPPz1CwcwYY2XQkT+o6tpjZJXsxP6ooqa7cE+L0RE
g5I6WuPjSk9yqSPU5wOLeGxyZ2vphNIJ71cnrwoXtrSBBZyS1NFf7LcPa9Nlhr5ip62j12ob1YxyhbzU2OgZFvd1CeZ1JEmZAg0MgnjJZDalrQNgNrXReWZL
OQgR4Ftw+6zwX7tUY+JCDPoGBWNUAxOrT4E0LjjvkXkdKpd7myq5bS4Dizp08RU68TqOwv0ZCslQprUPs8kRFunxV8bvrjjNz1sADFAC1a7kcUkWlvLxZuxn
YLgo8usTGpi6+4HQL+gVCO4wluMYbA+PWE/nf7aidemJi3lNp9afX4emS+u4u9CRb1Z0AX9hIQ44bfvywlqBwi9CyK/Ohr8cwBQmnwVOgmPBgqiTC0Z58/Wn
38gFnwBU2TkqLlLuR9Km/AksGiYOsJ8egCQRdbvZVRNtE0DVHBy/f5z46sVsne7FotLqj5iZx7K1D5ifUuj3rosZOWbD8osxzMybGNQdtXTgFwzqm7joHpF2
NOVHirGcMuTKRzrDNOZULEdSQQY2XThrvYFGhfG6+ziiAsOEvKgGNkv4f0vV3ZOLX5gkimPv2QMKBu/eSxc2vPASM/qMMYvIwLnozumiy/lCDt776Ofnp/LJ
YM/BXigaHOA+OO86nJ4x4i7g8FsJeTkyG1xlB2kPP/H5NdtyoNwTx9re6cqBPX37vlsr2UQPEPw0jnMODPelWrzzV52hs4eSgcmFNQGEUd6C2F65aOq4As62
alPLZxoOqAkrzG1wC3fDLrsupL5/n2db6g0rcLCP/wd87swrnvH2RkylwMaXbLELQhju07/RlmXbzN+QsVuwuBk8pBz2K3MNvTUrCUrUKn9YXU6Wnrm5u/My
0vvYGJfSvKFLFhcaPUraxG8+eBeIgzAWZC9/1ZUNMiHMAAUOW21nr91kuqpDv/ksEYKUU0YzqH9TjU2meObWWtBISOgO5trsIdBUSNjZqil+MpJvkZptZ7zG
JxoBDGIMqtDUqaqKZLg+KNry+DVYtS0ELzSG2FdMW0j4JScorCKqMqCh/uOuE9hac1XwKhhx/p6tOmqOupxBiYT6PYMldsz0uMAQMCmJ88Q2BjaM5p88csrj
XrKuMZcBT+GQ1+lWr3jZ/Qg7SCTRogJW9m4VIErXsc82J3g5L11ybJ5N1G6x/fx4tHeN2SyWu+0LY1E7TvQwW69eukWu5+O66TLg3ERSwlGasSVZVSC7Z3sV
1igQt/roNZ5Tx66EJK0OuUqvgctmnpZ55TXiCujSDJ++IbExHbeSyGygKXk/TvK9Pt0flJWNdHY4K6NCpY+DoPMaBAPdAIas1tQx0yWEDUCDs6XtBzwpVbxW
B7GEGyv4upX4+10rli/c2Qit/fXeF1LuvDx2y8mek49+/P82fOJIriMRIjJBDidnL5CbdvrM62g7+/Au4AItt/KuAaHgmwfRcFnz4gNhzt148RBCKWg3YBAO
J2pPNkbZrcXn+ANQueYNu3HHxr3aGZcnpMdkOSdBxC/ekaoA0ona5T2VLfqtIOHzib48M0STXbzEYDDvrntTczL81ObDRMjhCOzOedzOFgCDW6UqWqoG2AwN
9kw9ELAn1MWOOju+hNtIEX/Q8Am6RvnU+PJuErq/M5fCZuWDLlvyqd1E7EBvVhZwJQfuUl76tagUQbehgFM7y+Vlx7PKQfcwGUX6hP/ktjENPy/h2NbjVbbb
P6UMt8qHf8/sO0jz092n8oELUQXBydXZbmXHjLWqhh9zayh3oiXrk9Y9nVrV3DkvHv6+YHhxUTrbIvB+kZt8B0zZWGbAhs7OzA8oMpaV15adrQFp6280X6VQ
dlKoh09PEqms/8apOXO7C1lx3JKpr0n9q8bjKj535r8/MtlaodJWZAv6lRzJ32w63s62uVBjsxDmNKH55pbPTv7siEM5Murlum+o31Quz9O+wiF8ROR670OS
h47/E8/y+S/8IifjwY8+/Hlsj6rCGvQpOZIgl0X2yXwdl4f6gHLl70ePfbS5fgAlU1n+9SL+FyWJ3z+2DqESNOvRSEmQNk0gleh0H6isO9G8FcnngaszyvKq
CjaAEImn37jWZcMlX8P2rjF0QKaYfgIPTwW2OfmrwG3w9fFXIV+YpskdApCjfaWb9zZvpfznN8N9nzVaNJNAqp/aPohkU/w6shWg0YInKGUU4ounCZQyKunu
zmLklC+Qsgzb440mF1xcjbE+giNs5TmQ168mk3GPHhkiu9NYAKefL2vG7e/y1hdCiGU1uq0DA7km8gF7gz9OK9G4dXhc7XsJaLPdt5oEErz9OEiuww86Z8ME
G7r4+JeDqPR90S4EhzZeZDLaBfh+lDHFBQyG05Yf5+cw81Wab6GjLjDIr7Ao1h1FUOrJQ+i+AI607BA0h2aQD50M7InfsqgoPY9cH1yduwopd2fW7QWPyi0q
gnR5PXGIuh/EDbuIjAhuyVaACmCXZv5iUxMKNjjWt9hfYgNv91d+z0NRYK0Xsp593gdn0aoQvxwQUU7frpDPb6IyFqqkFalP8QfkZAGacKaYUK5BP73zwAkm
oS6DR+VV5hBR/+k2JrEng0fbu7AgWN0jA+k6e5uCh79mZjcXD5H8W3WwPfLEAyJ+d8d8lq9GDg7JG2jfaKsS4VmDO77tQ/tVABzQ2g5KDpq3HJql8eJdpGV/
3vWfBcJm6Y+7vqtAVrNlfR7FO6L/sneUzTXuazhQsZl24suvNDncbYyb0j6OLa3Z2rCnZmvplDnz9s5vmelAA0IQwB0qcnf6MGFA9k8v7p/VuG+O437Zgg/N
NRSYNZDLyHnaWigUKrIZvtA/KXi4b4aRXxqgqVCxGrEX+i8OEtx3OZDfUvJWxnTNfIMSJrA35xGUZlL4LQSE/u4HcV+vIz+fBsE5AMOYgQoFegD6ZFJ04SSB
0L+mScR9W4H86uaHlvTNkQMlgExO6AGAu3AJl/IXLuME7soT5EY7iE2LW5TrLq8SgbcpFVxOqeARSgXnEuMaYujwBhKV07NRuVxQFdJbjRRk54N0gE4Ob/0E
Bafn+Wy7YT2hYW11upsew11YiUs5piZjPkELLKMPZ0q6RbeXFrzOddhH6eBBSgd7KB3cwdcYl/wfhqTc5estpV/0nqoveQvgUi4jGWtKnuE6P1sEvNFTuAs7
cCnXeFlYS11kXbiLSl7mZ5lluRATrnUlsWGu193E7kY9KHOzriR0qxt2t7sKzJ0eNmTudq8R092tptw9lyQWBNceSwt9/bfE9MYHoW9+lpne+oHp7T9ueudN
Mb37BdPuJ5L23msZOJomBSeXg8LaI6er8E3qt5xluVlQHiF7WMwYGIXMYf4Bg3/2QqJrzqYnN3Kh5YBn2f6wRqfr4ikwepv2/ytWbY+UgMSCgVMka+EKrii4
/UUkN15l0L9tu/CbD1+8OkH2zPpvYOuHXesr3H82AOHoLwAAQBjaCTAO7R8AgGif3rYe01BDO1BjD6KyLkeZfR5N77MpWdEFBJ3O27gKMdkXNqPvF9Tb1MEw
70/vDwlmHyJiv1MHUCfmyJ/upznfxzDr5Rn4Rfd265DvczuvNwuqi1ptfYdss8/5t2Py3DT9f/fyazVQHgJLuX4aI+JT2U1Whc0ecGeEhcBAySfKkQlEI7Qb
HCdGrEe6+9UFFlB60CjXD7kouBYD+O5bSIZHBoWiwRhwW7MeiYXBRPZ/bdP46TNtuDQJRP/4/3C53TiBRTkCgdDCxyhwkN8XBNvMvDuBcN8K2qXAwMInZd6y
GdM0z0cIWlZnOOwcB4HSC64mj/j/RVYVV/ak/2+XdootWRgBpELT9KHZ+vlgxhW730T9eCIG6mfk/q2fQXz3gGNNkq6miTZADNJk6SbaTcSMOGv/MN4gqZms
zigFGLEh4wxJZ2nG8K9A58IlhQkrziSR6W3MKpLL15ZljKQ0DZlgOFiyOO/vppfnFG7710RnXCNCCH9urGlWC3pVj6xh9GnI5MGh0FmOasQd4MpRARP//piI
/DQdeVsJ04Wc2RNsm2ZeNCRtNRuiwFtbeLj0epK9I0LUGj7aDehluIPOjKL44eelJd9YEcXCUhT+s77XysYtKBQd4eZq3hNSl20AdehviJSnkbgZSOE18O8B
eV5FQnorxv5BaG8dSyTuIkvQTUZ3fht+PScVkJGL5J5sy2F9wwyLbB0BwtlRk0h4lTF0itlSNe5Jc++eYCjS0h2Eq92333QfyilM7z+rk0LCN9eI7ovrl25e
OtyfjDr2Yd9U8U6r8IJeaMu+4aXM//3fx7e2t9B7eIJ/jYnoD5MszT+2yCH/lsf/g+L4q25LXhp/hbkJFpX51pprNqc1oC2ZZISMLLwGXpltDXV1q32Ex4vY
WxyhZ4+6Bj1dy9qBBn1sfbCwAI5yjMv4JXi/dgF5e+oiC0gDliYC3DL2D/i1oEi+b+kNhISVNM9rXN7h0u8rOGS5PKy1UM48eSx0tj2C+TAQ4X0CoNxczCXc
tahf2/TtX603DQw/jNzn7TIeJweXGJVZca9DX5OatVyWpR9Wxr7INIUX8UdO8YwLxFd1JDnmoDztRPNPv9/d5rX6OXgZeRthbbK8BgG50AAZ0XIcAFEn1sFU
u9PUCHTwxWsXwMHrT/MNvPHx20EfwQvNXNcrRld0dbS3li+uWJyIBQPWhbDPR94wmqe+qyQ8radn7ARN41PIpZ3e2iKdkbmO7vw2/3pOcuBm6taT0AjtIJdy
hSQpre9xxzQpEuat0yXfG2/C8GoNMEnxZIkwIaWkevcfj8ZlQTyIB6/YzWk/dBTHO73FOTxXaSNe21uItxdk7qFj7mnPvL7FJyNRIodclIthCBtoWjqCSG9T
Rc34topHBMH+ZyTQgvGwWn7eOh3EFsySZ18L3IV3aV/ZDz2BO8yIf+FDZYe3RnMQZy88QsNn9IOCriCho92AaAvb4NAmzrQTmLsiPEE8yHGD/OLzrj9dr7XJ
gRKgWRSSj48+XE/KReZl9TgOdZlA37UtJcAmblq9mLFzDJ1HhDlH79BleFTzUHkO8Af55WUN0giCFXjn/ZP0Gwh37fHs4wojMHIsJcKD+KAwx5Cfq4BPfiUg
fn5GhfP2JJP1aJmyrOjkBFb286018fE53YU8TbONkMcVcZxAE8S9Ft1JByjHlmDr+oWORI9VPCA/oTpQr3uQsDRmFZaOjNBFdc1N0NoptEcHWG2v2fCbIu/r
F2/Xqs76Nem6YO/2tX5jGUpaGa5nhszqfh8rGmtrw3sTi4+roC8iPDNtmQaeZRBFnA767WapwLMvbJOtzKBrSz/Bn5jm8sjq8e5KMrc8QQkUWjflIYRw+MyN
WTSVERx5+TwYaMBlPICAKDSYWBpCwcpznlNARF1qqHqdpjND+rVF7KGKmmrUe/VuY0Fff+dtXUPw1Afzb+98e8XTUj2V8GgotGuVHO+CujASeFuDFa4c9gX1
S1DiuzjfaR7HKd7O2F+qgr0VZ+bTQjmL8izxmfjPKho75BFexBZ6GyEQXnAYoGFi2mQAehuBsILZXFnapo/D+w0LmM7UpYqqNyw0dC4vIe8bnAdvR+vwnezn
zGvLjb2eQXLXXmLAIdPMvp8lmFqd7u6+ui3wMaha1aezc+/u7ZueWLd2zarpZeOjixb09bY3VZYn4gGf015okgq5HBIhjyi24kF5IjpGuMMUWuIIL01hpoQh
Tgk3KKEUZnCqzxMgN1Kg7CSYCJtvNibtViDeGwXb2gUj2bcFyWLzp4D4OV9IR2TpXikyxvvWuR6oHest4sGqsDL97ZEt95d43g/iqSe97vqh54z47qbgmq5d
fN8uoT2jXBWWdJO0aP86ToCLM+bOTTV9TjQ5OPmaj8ZGFI2eQrFUOvKiIbxDp+/W3i4sudTGh73THF9OZlfTNSvlw1Ebh3EFuqtN1M4Af/hdY/2012+89sKz
+9vd7V63+vzyvOcVc21ggcfvXxgzdLt/hSqy2UguSkaklZcFtQ6pXAtCaYkqogJfMUM3p5DLWSJwv4XFsK3VBt49DSKzIfVWVfbXsSaIH77wOKevMry9hXjp
/eX51nx7Xq8OPUYxDDxTx7rW21HOlX/xW8ZjICZ9xORmXeDQQl3RTtF2m3O+Z0F2jT1DyBulXQzPQb1ChV7+bN2rKXMuuXFPhs2ETdiqrMHmSkfxDSKcwR/1
KJNCgr/6Y9GClqbK5NmTu5uLxenJbHc0qFd503C9HBjE3TWac4S6ydL07JWbepsJVsWOSrol73BkWe5Yh6jxKmYW5+rtWPjy57feePr45Gh7c9i3m7eX/VAx
GOkNtrU9muUY+B49lv50rgXtRag8r6xCnFYUQFJDVKIoOkRXU5FLszz0Eo1a7spAOBSvVHpfCQtaV7kESHfDODRQXSg620smAJ4rezezm+l4WWHs6ZfJXa9b
b3Ab3vYwNuN/DeCTXwEZyk9URKboSe+v/8qcDi2a/42H3D7RxOLf+NQ89ohzMwnCxTVw/uHR06P1y0cbe6Nbap04sMhSh6HgA2Y/WGgwqW0yOLEDR8cBJCmm
lTfyZGRzqOMoT9uz0pukr167Zo5HDmvcVZiQD+UF7lKIjzqYVsIMIicL1ZoaXV5XDfZZuuefm5r8TN64c+Lt598+e+bg/h3bZldPHp86PjLc0ZapCgVc9gKT
QSeTUMlD9jrwLb9dNPTgC4+myzdKrrxViCVMZiqW26iZSzsIFalX37HmJEVRH211uxi5moQrcHNvnDmqWa31k1MgpK6wAa/iDb2rN7B4Vx1FfPzdi8/mJ7Pd
Qa/dupxqBiPPMfWS8KE+HD1c/XLF1VTWEQhhZwkMYSzclUS5dDve7vL2eF5Dl+dUsowIudpYn22sc6l7CJvzO2wT2eBYBlOdMu62f3DOXNq9nMYPZwRylQ/u
ri/nJ7OP9j8aD5v1ri0y393WQZQkl3fcYql+oCh/VhuZqaZTFT0wb0wbI0A1qpGCJudnB5qb4JzA5fT9MlG6ocrvNVKfuuL19u6LaF7gXq0rbCBOiYOvU73B
PYr1/MXPqxavvnJ9db6Y7Xbbh5H/HdI48IwWP+VP/S51DJslwIJu5OT7xDYR5g2+3Ay0omWssGtwBzLVt1UVYiFGt0l3bQ+jbY2pplH8T8RqjnJJVy+Kmsvm
xqWZqBKrmxEYlVPJpTalUumHiAvwEh7Rqc6s5Jh6cDUrAqAls9zEle21G0mOER9kXdeCwdJO93Z+eHqkczsbjcpy1V0p7eNhVEqJXpeb83HqWoLS2Lg2bGmr
63Fg8yLKEe1qWZNXRnkmQQ92OFSGoUJe4sTzclJOusbff6sInjw6Pd7eHPQqa22dp1wt+yEBTiL/70/slz5S15hbh5QEXiF8wlRZN4oo1OSDRQ6xuJIBUHC+
HOm0XKsMFgt1nUaqqq6pEOPm6uQoGWVV0+Cq2pQjgyV5VGmmmn+SFBn1XyHTSy4+sq6SNX4KBRsvDBMt0zLu1AIx18eUwBdZhyNaTVwdaifOWe6g7RJbdSJD
5rrU9PjIoWac7siN92Gi7aptQVM5HbLXYFiBK7Gx9/lAvunGtI3UpDi1q/ztrxvq3rz36sv3t/OTyajVmEbelCSBloG/8++X/YT6xKnMOnMelnlhnF9pGlQ6
I2h06yMR+CFIpBT1KXI5LI7WKwGqgaP6ZhfisnWPNR4NeqUVXJg6ntWzKZfX7bxngcXdgVXrEajPh3l4WqRI9xQ8EbNvPuEJYSVdS86znWPbTXEOmLsXYm4N
5jfoHCY9OWg0ycHvdqMlMX9xvu7PayG5aNetRdj0Ze2udbuWL53eUr0K/em41SjmWfr5sMO+pK6tQGBNaw6PQn3yT+efj6+J3t4zpQPn7Bafy50YwH0BLlEc
jtAbcsMIARMbc4hyNOiYQmIqGma07cFAL8ZDdOKEkSwDSp+RVOmu5xaeIjj+mrWwF0SZmtjsCtVKIfdwfT/UZZGtCm94DB8zr8x1XqYq70arN/W3OB/2YhYP
wFDTXd7CPlRQyFHjQy20jSXw9dUThLquapcXCIiVikR7GfHzoZPSwk9k7eI3zPm04SfbDUO81PZDzVtxY1FtsxdbRH4eeXYFnnRa5flujAbXC7Q1xVnsOdJX
+mrKw7ryOIwGCO7HSH5DKZT+IL8+gkfxLmZV0XJAb8z8taOYpCucKbUsga6tZgxxeBm8nIZK5cwBVdWW829pzWWFSqlaWcMDEuwOXCOM4obCwI+FsZzjYLa9
2e/Wz9O4JJEp82z9s/iwsksEMPIVfIwx+Wwb7IpfYDv9Rp0msMAMUCqaoEnHN8J08h2c1qCdhpgVzdDs2d+k3dOyd8jbDPg2nyvD+8Ns7n0Lpy+mOyfYvSfO
Bq6dZs6rgbtl2LnG2zW9vuLozvN/ffy7CM2hH97bi5680O3vuYEN6qOu3i3vS0L17zLCT5Pw/30/rtNQFVka+pYZR0gPj1GxcoX7f7uTHdbPcOyuu1JGfuWV
TC5uDv3UPFtKbRrVGymrLSptt7QPbOgY7Ibcoe/cskgrI5wtJS98oCme7t8uPARxBIjoy8himm3rfHAfNffz5V2XpiHXuqXCVcWJWE+dbHMqwI3gQqKWjh2R
rmVjGNew63JCctFBmLl4k4XrqJF3gmk/9FP/Onba16VrQt80FBmlROnDHU8ydcKqtq6QszqS7icfkOupIEgCK/HIrmnaDC1LjrpdoiTAMEZaIpezCVIYt1qF
woieS9WhK2kau7ZW4SE9dCmIQw/GKrdMHJ+wu4p7t9KyyTGZObOvGojoq57UrSnixsPp+cZ5nzQbPWc0gSh9/RIutXRphmcBpzAOh8yoBBYzbGOtZh+BIh3T
e5kFSZlVq1+GDCl7vrIP3TjFvrMOrOEaJtrgAFGs6cHlhtgH4WSZjonI9O2aoeWIuvmgLWQuf2sURpa5KTiKR8OqofVfk3bdqyRr8nQ6SGykY4jKhYrkUTPZ
mmOTY4mUiC8zSZlZlqKMA9XyB1uxdyH++gXgyoXaR/VJucQbuT77puA8nq97O5JA7J7tvm0tqA09mMQ4nkERDB6glXSmAF5doPukxFMVpANJL93dgKVB39q0
mtXG9O5aPxaBuyhQM07hqeoqe2ESP2uEp8e6uCbwNOiZ3C7CsRwlaRIFe+D2rXjrG9WKztqZwwQuXfSSTKIez9dxj3ycOOhu/O6+5q54KbmSRZdxJyJTZuiI
TRvFCnG4KtO76Z4So8vTOJs0tWRDVYDKXqB66nuANfv0YXVcrNzdqxKjLHVt6Rgea6br0m0Q+qg83S/688q02bRpDdTD1M2y2OlHgVwlzg5E8NEZZslQzWo3
oY1K9YhWlNipXk29NS4keHiAuP754aPpxG7BQVlS5AvnIHzNSCdnku4C4eB0xmyyfhtTfhtgPr34MAO3LzFzt9TlKVuXxeFa6CeuTR//6TwISqZTvia3oD0/
X7YQnbgpDCO9xe14uycIvp9ZZwi4wu8RdbhNntbRHHW/1IjOZbDxWKqdqek5l10GeRuckdQZk5yJ9gJ2J9wQbC/X+hHg7HB9mEkn0LZO+C2OrFygX0Pwhy2U
4zCKL+WBYBAH5DDphqtFYlcy19YwNOPHBztbHbvnDWWrcnDouel2Sq1WBGQ6UVHt2/c4WYx3enMRYcgkDmHiykZDj/lgJVkQD2xn6hlyZEGgSIuQSzv60EGX
1YwYhoMZB1V2V83MJNmO7Q+5mo+40d0O93YwfH5JAUDMGqrEji70NF54envtSVOXZ7HtbUqoB+lM36OLWlKRoUgEaLSWY9M7ZhPK1qOCmU9TEvehn5TGy41W
DasKpux+Rg6Cxhnc9zPStcGSR9zobAd7OxhaJDkhWSHP4IxkzHhim+VnkhhTdi7zIgKf0mORRY1blgwVXZAdYg3L0hS63pTUFSyWvNNVXkqIHq8vuRtDAGsC
D5PeZre70HNts5oY4KC2B0jv+f9+2RLPJy4cGEWZTdAXdBw9BjM9hkxBYczak5tVMw1e6fe4lvung9N263SsWJFv/Mrktom8XkLbI+eizE9JTZ9QVND1szbA
VZNuFbqHI7B2tE9Eo/b2flgKljPD40C5kL7Vzw2BEHmeBMCl9umD6qhUxCgKpLN4FnwizTG/56zDq43J9Z5ux0o1k9uyUijEs9Jj3g790/BUlzG0TM9Lko0l
lSYNAEBBqsynunblh7rUgmMrBGcLMtqK4WGw2jUNIPEeFuFBNyQPkcRpFf0NnMXgg0ip7kEW/7paiLR7ldr8zFZlMIi5A13vEP3RC+WZ8ahgPpqgPiSTx+Ku
eYKGaBdDlxHwIpyn7JjLUIJy39024dwQFf7Y/ABT/lKormfiQ9WfkS5UhTTRNwQL/JcB6SIdjTRz2oJcsVcQXQXKrOUN04H77eE1m5EOSEiOgSox/mq9VjNe
/u/5bV+1vLo4OZrtTUZ9YjfnubTNc168w/mBACtWXNhSN/9AFX/CQDip4O+TwGO5Tzk9pbDWflkAjsPx5YA6peMqZXB5rkLKZSmjX2FniRsAyjdbvSNOIZaq
60JSzcpImQwrGImjz8fuQCkwLsQoOTjj1DjLLUoUFBw2u5Y0SywjJ9yv+5V8bd4iEJtjyFCMK0cpp43SzMW8vAAhShwk9UsWyZL+BkSBHkZi1emxc2BlKyAe
drw6RAu+VIY14C09m6TBZLOobjQZg2KVPCXomV/38vnWneElcMHlq8ADeqByExeZSOLltyce0VOW0TgeVIGsJDkdLhJvUMQ0wxHUjVnV4cSqYjdyyB5+qCIn
T0MNNrEpKUMoZsNZZkUmz671K7LhST91Pmfmxdl8tjse5k49z1Ojxavm1ea2rH5KlFsV9ugFiqbh0CwcL361RKSdA99qNERYEZsfA8PYKldJCOwu3d3Y8eoV
O+3727FvqizRKow15nhH9YFVVdWfOk8FUwzNxB65ymPmkYRAT+Px5BPm5nKZiEQkelSrKmzVxMIn3In+C8xnhauKAe/O5dvbRYzf7l0N+rzM2BPkWNJVXXVc
a7CB5YPSIiPot6vIY+BDtkA+Sea4tEu20rPzqyvkJ1s7FFPcmBkDIosGRoGZ3j45APoRarBrNHdQdZ0O6TTyt5XmGt4DZEd+lcH4r0B74EoxWhDvoUBMLUeG
K7J3iIP4kE64Sh+7iUGEMPBS8B1uChS7r5IQvFZc9xvlZWdXeUtJjH73PXhPTMil/33/e+/3FeKwj6XiyGKLmTaUMqukqihHMZNJ9tZkmuYdHAM3aHGVwpWL
dvMwjX1TM1Tku9B1lLz0NNAmvWoZpBsiNnuu0KHhKa2pw4lCUzGaxkazwjEQE1JmmT5wOD/74xAu4pG/InEChM2JLtETBVTMGlhjKSgMCk9DAYvq4ppEeyMR
TpCKH9mkEH/7YdsQw+32drlEsbbarUZHzbr0gx/6E8X0jnymktgekCBRpr2n2g4JCB8UPxgEizOaaXnui1A/YbqXivIIcJKUiXzeg3QCT4RELQe665nvlDqY
R6p5GOHNpMMZp2RRJuFi6aIZLxb6Ia5cIQ0GMTbQeUjmxwAh9E7FTncZiEWUhY7Iw+UVnV77d1Z7+WyWeo50Ek+mwc+Xj+2STU+IwsfqcBj0Cuc93C/wN3oA
LahSZJTqYSLEe4NxUyQa7d4KuNB/83wTRYzdlTqvR4qybYMH9aBMVBYaQMiRZekkQxEa9SFB8NxaWZ6GvlZ5nODKDVvBgRWdayfH9TEmZtILG8RdWbwhPfE8
1DLTWGCUxKyVpnZ0NknPuJyPU13mMtuULutyUy6jjiXx4qtD0UY2TLaW8Q8mBpllQIshMj2xZrK6Kcg41GHzzdni9Hhna9Cz7CQTGG98ybzUpMRkWFS9X1+H
XzdAizW18/W+65XZzq4oUDkm6mOXUrQ5pm8JF1sKjQeaY73eONLAfA02bv66SzuNnXwuTz1XuoAXYkGYF2ft3gzwHaRfC0wexJZeaxdmjvz8e8St7xDLx1vj
9g0mDVJQPTrJF2pjJ7EJIPSQ1OY3kDUaWBym6T7R4pLH1hZC201rWSe+7xgqq9s48V25FZDXLcR8PfoGRzvfi6OcjnSObp1tVGmpPUtpDenRqdZj9heMDMCz
o+/je4OfqXXgC3YZ4aMlgW/p/JvAN7TpuNdtNXju3lrJCIaR66gR3sBfOhyDf729GSDlFsxxb4Fy5OaPZQrvrRehLSNt/WSqEJU9hSqjAOFDW2KO5eq6fGM5
HIif3yun6gildFtEviu3API6OWS+HmWDl53sxaHYc8nfz6KFdYTZReMa4i4UvbRAajBB5bTK+K0+JVVk0Nm/4ck3PFdVxsNaJZ9jaWF55n7cr6/10GuvWmav
dMO3ToE/+BQY3no/k9CF3FCsPm3fYNIgBVWA+KWZIPEnrYKfN+XuEhWChJUeqzNr5RUVp9FZkdq5lirJoVZfpEVaRNUtKh4Ll9MCZkL21oKX/nE5jqoieG+h
2Vot/zb5/ub3F+I7qNol41G3wzEgoXezUdiFu/rolez/cUX1cTFaSvi9B8w/WjBX8/WjGPNfG0zfSFK1uTGHVIU1X3zCQm0wsNKUoGK1oAVXV8HUU/TlfjUV
c/5rHNX9AlFUuJ9Qm8bWtrTboS/WIeUIOvJjvYoQ2ZX7qRP7923bsmb1ksUL5s1qq69bpGHgWHia47vw52H1Iv7Isn9dT5CcpP+H+E7504GmVhSsRnttMH0j
SdXbqs+znhykdGnQMFMnyFjJSpV7Tb3E0ElLXk/C4UVhUhNSRnhjQsfk33KEjHwWMgt2HPKKK7h999KF4xdPn9y/b8f2jesnJxaO9HZnarzuBl7fBnrwp+YH
Iqwnj5tX3TNhOYWQXqOBObjp6RHmsoPBx4CWs2iumoiXnhmqrse8R8OU7HRQTpw5i09B2z3PrHFKKdJmUfSS4Hft41CHViNMQNY+4ufPZLnXRXDiDeut/VY2
ZXMy6ko9qVEvF1+0CbKM7b0P7zO8yL33vPbqVfeCWZ5GhL8wgrjUeoQTs+3d76aCEajpKIjFYP1AsVwR1QVwiEf9l7oDrK2riZXYTwS+JG9Mc3qXQQeGYXNI
3FAKmIpAQx6DQDPOIkqzzrysMEDepJrWqN93c3cXTfYoJqzo7MK6LCOz5NMGZDZbwXMgOaUB8QLhK9G/OJrSnv/jCs0v2iux28bpoOrRPAHINOJtTG+J/eXQ
c/gNUzjoaZ3PL+YI9j1VpH48iNGpq6FftG4v56HLE8dSIzyAD+ifP86wBQA/xQhni+I2FHqAJpU9e4XbPDsPMOx+HwjiYdD0ou4xLAyFLPZalypkBEiyiG8J
HpO1hb35b0QCnxLD9YIIh14kymhQLfPco9o45HnJzjLgXrzX+vJZib1CU/NnoLSn13iHskTDPW2K7SaMSeYJVLx9DnbfKjQX32y/8FyFQCixcgXlwJLuxMko
6LQqaBDVMKmhBTKhYEJbXqqfbDENI6iTNsS80c9EG1a81Mq9TiJN3YUDcP6Sx7Vp3/P9AsQ75xzAA9qwcPr7M1wdPxNjBLc6f6DRqla5LL8BKempkZP97a/B
+OsvuddxaOoSbje9QwObcFH9DRR3FJE2qlSIbk6meHAPOqXLaNXg3JlBKohCuBcqJlQASRLTl37uUprDkM8qRhltYV5VnmX4Jm2OxgB7r8sXk4oyJ/bjaRUy
9lKFwjXMLgns8Nodt4Gy9w4DbjWnv/vTTK1UkVBsW4YuYaEFvX6yz232vmsZImt13gXiXihl1HDO4dTRqRWfhzU0mRoiUcOpG49cMRmnverwzijdFnSV+56Z
xnjYqBULPPuwOu37TVC6imFU5DDyXLUMad90td6Pb6ncDFdl3fkUK9UR7Ee009CMtBzpskyoQU1Y751t3hl6g252imAuGTewaXAZVMGIxe3Evcp03NbaEXh7
FAbUlIjlmAwzv0PP1zUCLzgdHXE0hec82SS0a1BeAJqnRabMIhe8Wy1alZ5uXYp0FTcn9PXvTQ3a8JWt8vnD+6OD2e7Olqmdt+b2oL2Son64w2nY8qSVIiHO
Fab5pEcvT+AGRK2YRwWMJoKNl/BSrLuNsoorY4eEZ8MgTrGPBBHUXYUMsT5ww8Ix5M5F5tpGmwOH8FBiZqbxPcd6Br2XXAA3hbzKr7QKe3BPCM7nDKwE6xCP
Ak2Ah6Xl1YUog9qlRxhBQw+BJuyogl/crUsYuQx9vqMdR7LrHq9Kwd8PQmOzjoDQJUXWgW8oT5cdR0S/usu4HL9kM6Xyun5dn22CQg8K/BkSm4C4dqyCinJW
9g9COyeKEtRoL+r6XCueMt8jS3k63Ef3Fb56BtKtiAojFjpn9OmpGlIRf9eM5drxMI1cUlLf1ZtugxvDWXmfOeK9JhWgdeC9yTNlQCg0gN/n/QAiNK6C1txw
c7YcYQhzAU7Dqapz50AHZ5fWAkVVRAwbSJeah1JWADja6G4ZMXUs4mJbXyoMCtDQQQk3vIFPhDLZWWB8Xg4NLyX9918mT0vE/jT130OzvNf+VP8EZGb6FWcA
+xv/X3rj/0uqrq2W3esm8S9rZTfqitVl+Aard12e7dDGfrd/5IVcDjCMy9zX//eQZRmRHdWPuZ6HEroRnDt6LPhs5CA1YyfuDLXSXyWS4BcA1zOQNzRe77dN
OULFRgzNzysQOveIToF9MQzfLrv+deRG5rMiTja7Kem+Amm0wkIGd9heBcUPgr8MJhYZ7rERPawWMJQhmpLR1K+LpMp2s+P5kqI88J9Db7CCK/M7aeACJno7
MnLQzcfIqSMBicRBmgM4vaIwnrs8GtXOqh4MQlqWBIci7szY6TXDuNuYxvIWCfwf6oBlaepHp/fEWovnVYxiz9nW+ARc6yWvprpDk/BI3DbRSisXIMmlkh1P
pK2WTQFhoPcAwHRoYdfshhtm5zgKR5ffi+9w9aFUVixl3sqCtCQKOnxiWcAOp3KjxQIueLUrgu4jRMqmlWdAevQkSfeAHQXaokW9gGcXSllNoy3ubQIB3o84
PRQjMuErHNAyLDk1sRHEoytnIv03Ydps0BEQ+4+k7AM0U+TS3U1JuAOpTg6NuXkpdEKiG3G4Oi+59TJrt6nt7/YXB8exV8+Z3MJJ3YBs1adDZuvEYiD06WKn
7PIOVkXv3m1JwsvGfY/gS40okvCsrvOF7+FIMMQRLqqvbNgBCq6FiSkmnYkswQ9AzuTxTxTM0sQdMkHKxidbOAEATu6ahr4V7ZjOx6HzyIXge50IUA7TJk0A
ApaX1gzVVxfIcwcZto2RmhosvXIr9q0+UMxRvKipCAcmEu8QWRg2mSs0hl9sMxN5Ijw2knxs4ZNCjOrp4e4kqiSZqHmxLgvDdQAeLEFZEhQBQBmHHebYLpaI
wbzl/SZnNXqa1c0s3QG4xDaSKDAm/VeeDkMxZeolxvnEIiDx6ltDkcJKYZ7zsFZCg/PYXa2ELAm8iKTjl3BivxfJ4Irf9xQEJV73FOGLUHy8J/HoSvTNToof
kk6FyHu3ksqnno04ZyCWzjzdfJZCbL6I5rnM66NKpK2FEG61PVovxhZtHjXTwLNM7VElr3ZXSzCvkKXF/Pho/9DqjE777iagt+ZEO0AmdGPDgiD2pAzK8HwY
LFOc7mKfZD4UjTtI8KnAEgyCGCAHWt5YJ/xaKlaaysJRWCLllwWR6Q6+DD4NVvjVkODXADWql0u0Jf1ff4UJ8dbv4cvlK1dJVGJOqfrz2AiGHxOhPoWKQ9zX
ueXZYonECfshEGEQkDsFqbDXAfVhYXSWNOSjr8cU+IubICsID1wp5CrqOtK6Hl1WJdsRffHsRDY5MxIREZtP1Wb0e1gu70dRmiwtX3dfkMXVQbTU6Iir3z2y
cKKYxpEvncOzPllQgRzZK9H8SlNxSM17+qoI0OGnY4avfbW3SJGkQVU9Y5Vj0QyQrQ4mxaN7GPkKnudFKm0G0lJCx7yYliuuegGOZsMhGlxb2o/7a8EJxtT4
kAVVwi++wpid7TcA4ZCkYZYUrthwAA/YlFuKA58FhFbivn9OvjMjAkifWd1R8eSftxOz+YWIF473vO6yfZB4x9a1Gzh1WLqCzaEirBaa9arR2bxjhZKlxjL3
6b1W4TAeDrDSKj6kDGIAkTKIDrLfn2PoWLLt1d4qIblLBURteENpBpZvQSbatbTHdg2vN8rTg3hYxOSjnor0jrkh6nSZTxRn6fDzPed1NMSygGWvdoZ2TKC6
mRPThqgwEd76+u7m9Hhz+vy2TZqqyDxn74f6sDV+/3f4lnNZ9M2vKJfM1rdPU017Xbn4qI+xxWCm8Aob6llK/cFsDNlgh/2zhEoX6Gi3t1tMlK7KyQwPU9VM
x2ya1cjfVR8i2/APWOFMktj2AHNfjw8/QMy+qfn689ef4turCxz0doeekcXJppaBL/Xl5P4iD+IwfXASNf83U6SJreCyMcvthb1mnby1VmXhfCH72c0ix9DY
wJNmaiqrrrcmHfs41RVZloPKz/rT0/5Jat/p0YSokuIDRqeSechrUAFyKLt29KZJtq4hddkwkDWDkZ60aJzp0geFQmLFbuDKJx/DTXvarcup+6Z4loiFPOLb
ehjjDrQw0diXd7yEtb6hXP9Hc/nPqsq5RJVjuLrkudLz4FtlC/mq8xmeOOBEM1zLtkztTmOSrJtw5Z8Y4yod9hY9vM8mu6zZgCVUsa/Q41//XDi/palAu748
OtjeQIe/h+PUvehfVDYwowuNVTm7lkzLFD77iHK5qkjmP8QbYcZQhq6gzgBpA6lSZUHTaCxGEOlEFtEFZ4BV9or6mhmpsV0R+B5RyTfQt6ORJvk2rdBR2Kbz
BQHhZeaiiQ9RxrAEnhlMlQB3Xt1w1s3Fm/XjFLh621S4A+9oYt/UHS+anmjj+73fXXo8R+xz6gvjhRRo2UYNj1zUiv0JrWjbI9pvxKaHemNO9Zvp3L1zf34C
oNA3ZhgpjksUNc5zOrNkaddY34+GPYnx6BwqbTj0w/RRnsioPoqOGTG5OmjWx6Fiq2fLsW1VDzPUsij2WeaydXSwcno9H1vSbl5G0inacgx2OQadNoYYSdus
7ZpFOT4LIy8a7kGxBwe1KR5OUt1Gy4h1ABPO9PFFJmJHStcLnZvzYSI4Szx3ytmQAnOsPrQDFuImveLpMTbKz4lo2VRoFKRdz1ovjshmQFWnyb+ofurD6rGq
TwVcN9Wu3aNvFOqa8C47G5+YdOlMFyU9bWNeYospWmKjOEBfnxiRhdcqsPL393dIp3GxiVN5mNpU39X34BeeH2w42Kibbv1CNCDKUlifaIUqplsIzZKmG7EG
Z80nH6OVqCeyaRnB1Rid6tTjGusaOV+T0lE1ONnJ3k4MM6TGIDoFNsrIk5622uoSlxeIlz9cPL18urczHpJu49Lz0+Qt3zvvY+Q5Pff019IR5rK/ESi3ex8b
7iigiEc7z9HVdrmtiS7hhCS22Ptp24NjVHfOuUIOQ9HmiAsB1wCrs+6g81WapsVZmI3Z0UJQVOlAMzbOALZO2Gsy4u19PxIC4GXA2dRrOdje7JNqhdjEtwlB
xFKOWIvxC0dIu+b2YrSHD6vCtxmzXpvxYN3PZt2mHbvWE6/iZPZMKspfbBIQazEze/mjAlesOM6n3LEu8o3QJLSJ3MsAofxw+U71EWabOoAQ0Ja+jwQyNq0B
xLg6T5+UxZ94WK8zn3fqRJWbZc5TT6yEDhXVRbcIt/Fm2KZJeI9NVr2aUet7afvbfTOTmqiNrnP1fXtSejt1otWRFTewjmRm8gNrNzpKoFHf/KXCpWFxUPOE
/yxVwoitMW/XZtypjVM9FPVUog9OSmLRJjL86U9zPK6VBdEP13wZs7JbRtbl8GxBX12fnmcdyjpG6H3KpncL/Gh7HKbuipvxZr8UwzCtQ+fG7TF/0v7NP/xP
MRxCLG2VO/XKsBt3u1XTusAo0cY3O5V5l+/eZ8j+IyOIFpeicQg5srcQnwbumG6ZihoHgYHrSbSFbf3ouzJ/VPYIGnnsMG9h6FOt18uFuHpn2K9X2zpL9Obc
Bl/q9LLd3CeKhSY+WQslnBzLCUsynV1y52kqHTHAGTq1M5pVNR3rweK1Flmd+7If5+3SioR3vr29Pjnavty5zPSiw2elLfgMjmfqEjNTWZCYxemlIKzA4Utd
67S6KWncyEgi23+qSRxkWF201TdIoYSS/XqJ2O9A1NSzvkL2RBqJ26AT5EkEPtmaMNUBZHzwi+TvtdfSD44PqsmpoCb9oI+ZlSs1i52RyjYhARx5YI7T6rj9
MsKts4U44HEso62KqwOjOebVkHEukCQe0EE4q39A2oe4PKrB8KhNUu5IvqisW7osTnKH8bJQrUZVBxjd7J0iUR2ravKAU/Agoy0Jd+FdqgMU6MA/PxdEoFCa
fq0ET8tAKKhkFbBXMXvqPGH+wl7caxXNZ3Sy6xGr+QrY/NypshpCaQHFAJLtSywBXe/WxbQ++fi93RJzEVqkhaEFUUqLQEvV7o7BpJxOVRTFq7bY4HTwIkMm
LtxGEqWUtLoZ/WQVY6njZ5GfbI/Jhr8tU3KXMQ5g+1WUCIAfvqVX//gLG8O/29Bwqr8BgOfXA0oAgFenWvG/Zd31bjUAwIAAAIDAz3J8kWTus6BDYOrZ/DnG
a4IE97mD6D54pvF5DhLcdBH0p3pQsT8gQOsQTIq/9YOBxTw/d552fuzi6S1uuTbnk7fPrDThAy8A0YEH9UvNI+Q4e1B+5v7/6rUdWjRw8wXrAwBGawceax8W
6+npL1B3xxc179d0WnsOcVExh+B2LxbMoP7cHUfmw90BzcVGPdw5zPLiERhky/6oDuuMg5eaBVL4e+dsM5w1Sx09j9hDXNzRedKew1aQe+z73znu2HkMPzhO
Rrz8enwTSSVTZPGMsArrcsE/mP6LG/9fxhX2NWIK78+ArIeYFZmfTpsxxfNbhrgGpBdxHsNQZLafiugs8tbNL/GXna3fJXSrEptqkYjbTKiFLRPp9I9LVhdn
RiJVllGnVhZIK05jwmFGl4vdxHooGHYU2WxH3LicLPj9bmGXCotm5rRNc9sliBucK86E4wQ41s9vFxCYjFR9NLFQlAOekRhpAN84pBsgJjTRYcmKQ6aAIZF/
CEh6mEiDJHttpH6GB4E8jAkWDreBQVhwMua7mU8mOUyLCoJAC7r1p4Rlqe1ABfhXA9MUBOSWfy5cF+k+n0REJsZn5IRnYlRL56uLaWgNTAZZMRmcHBc2LQkb
+8roVQwH0L8mgLwNVA8Q6peU+nk4z0fMygEQRsaa+hnSVkZ1magy5PQeOXFpTEej7er10zj5NM8E8tpGc3PIc0OBSQoOAEwfNVwXs2CE+qtzG/NCvnC8XBdJ
uoxOwuZuAvg7AC/DeXYT3JU5EUvo+YjZ9M/gOIW4DIWK5Ui1zgV47QaQ+Y+kNhQN4bfkRGVHkWemTe88A/SfARADMAb670gr5AFw2J+4Uckn6v+HNg0zWFAK
Av3AWP0gtLGnRV5hcoitCMV61YVEuSDyFFx53c1myMAxCPMFhoUQwGvMASZ/YUKI1GA2wOMPhgMNFCU3g4s9F04mRwYjJtEHEwQKBlME6h5Mw9GuwXQSpQ5m
4EAhAvYA+XR3dhmtQF5SSl6jRC5JyXhRkQLZuGiLeLKvkCdKOo0sE8moG9l7GEvDbrIipsJpVLAt4PN2fHiKlb0NMYydtMuV5RFdifMVSC6y46ySLgFBfEW2
Pw9+co5XcxHf225Zj922cj7KKKPkoQ+zfFtsZyTtCE/JVIMUOGz+KpbzlnV2EnU0O2WvjB6OKtVkUrHZRKv0h833stVW2w1PnKeAdrrJ1DxlK1XcJKX3sjxF
NIHLaRs7rOjvoXK2C8JmRPr1SI3DaxLje10ZgUvUdsq2yzwyjnI4+Yczjcu6XOXClRt311x3w00e5eaX5GZyyd1yW5675tttjyGY6ssv8ySfs9s9+XoMFWiY
IP8JDoB0ZCATWRCuQKEik5Qotk6ESKWi/CtamZdseaZKZGS+/n06lf4ICpPFl4fcXLDIlOynqlZDm643zV4J+vJa8m7+NE6KWvUa1Bkv1QQT/e+otODIRwEK
0SDnWTclQaIkyVKkSpMuQybeLVuOXHnyFShUpFiJUk47MzflKlSqUq2G1dYwyshJWz5LVrdklVZdtl8W52uyIOcv/98WabVYm3YdOnXp5rgvfOWbkXr16Tdg
0JBhI0ahHG2pMeMmMCTEmo3taGxgr9050/FhIBJa0hQGOu0zHBce6TKFCHPeBfsdcNAhW21z0il0OEixmaHVTG1maWqc5WT4W7MTmI6nxZJSEfDeBw6zI2Fr
oSwdlFXBcqLV1lhrxjrrbbDRJpttsdU22+2w0y677bHXPvsdcNAh5zHHCLM98NRDjzzbH853xAU/6QZGjkhKts488xYsoOAtd+P9k/X1eg/hVFQDR5SAjc3m
jZz5zBJa5Y1GU0TdWLfundzIus/orYTHzxLk2F3fTbJpvxnJLMnTb7mDqCb5TMuYwdP0SEpTG5ItLn9OeddvsIxtYuSp5l1d0ra6vdUX9EX+mbV11hu2fzUA
ZHbMgBkQoAfR062+uX9pbV0ekjIMWUJ/nznnLYanvABPj60Eu2ITj9Kwtt7C5nLKoXwsA0fPvaBCPKMSbJQk1AqvNt+eDchm0Pgm3yPbqWSOiy03PgOWfHNG
9JieNlPybbG5IPnfo4/kdm6Qx7RnHpYKQQaEAOg2AAADWFGABwoAAOSBAawYAFCABzhjvvUOHEc6RxUQQ0mGQaAGWsADnbGkAioNUYGxLxeudSD3e4Zyy3/h
3H09OEY4uhNu+Z6+IZd++ob/UD6+LmPJ5LCjwrW/VLtd0S2nc8f7WfHpW/EYhDSKF0+Tj5mhIVpZUGI6KrVvY9pOALZqpIwvw/ftDHZ7TIpPUf3kP7Cvalda
XEuP0l9yfPEda/ok6aUKxjbrPNWQ5o/4jl57CH6L7+mnSmratZf6/4kn5c+fNdJ5a5O5I06iWY2wjBLIbiZ6/InEjfHmIjDyP7h8TvmDOOfWNcxCR4/Pf4B5
yU/PQHnOfpHl+tQlLtpWsvMuw55oS9kBOTu6lG2CsW4Vi70pHpt3yW+dRAT8d/YD4x3ocBMyTELYfXO9MICevwAKCP8Vx5mb+2vk+xxFOb70yF8B5iUQ/vTo
XqfljH9CPbjM6XthN/sdFx9nbOOPaStZtA1Q4Ppz1Ld8nzb7B+RV6R82Z5sVfg0AAAA=`,
    dm: `
d09GMgABAAAAAGCoABEAAAAA16QAAGBCAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGoEKG4GBWhyDIgZgAIRuCEoJnAwRCAqB6ySBzH4Lg2QAATYCJAOHOAQg
BYU4B4YhDIEyG2zFJewW26s3+D2iaduKpZGB3I4K/QjvzZ2NqD0OAOezJP9/VoKSMTSfdvcBFVSd7SYE4nIhuFGdRjXcWGrtbts2WnT6NvfZpR9wVulJjHOm
ly37iPtKIVvszHbmIKNSfM2Y3HE4LdJJarLf5qSEZB/h+SyfZOrxI7+pXYSjOZ5Am1tWgZQ4ql57kiMZ8tXtvmPVQv60FEVBigry5z3/q6DkKy9/FCWA9ywC
4xY+qubUvPY8nTnv7wY8BJfzHuQc0Tp1CgkpyFTa4fltBhiTp6LIh5ZKRWgBA5BSKVFCjKjZSxfpzrntNld9u3Pp4q63ub526+tFxO12/v+rWt77wg8AFAgJ
CuSkFCluYKWFE4dOMFxtLufQgXJoerc+W7punXn+a4zfuW9xaaJJpX0lilpoNBKJ0KhEEQuZIUHollj+H3/Adu77ZEIhJEonA6MRum52E81WncXourH/+Wrz
q+guCrqb8AkkThz/n8SRiDvu0TdzmvVTiDhxLCazpz3vKRlLcKx+CJ57d3/u1tJA4uKESgNLuBcQht2POqt/ku04MctAMlLCA6zdLGN1H6iorin2d83h1Gf1
tz+xhCNpSinApFj2fpPuvav305xvavstAE8t2ViPXTc95RI9X7pPEIIPASryy53dUU5txirO2oeWjElK5hQoWML0jne1iRWEx+eOpa/0DRAVkJ36f9Nlh8Ml
193j7rUd91ZqTy9MKzAFk/HzxEzwY7Ac/NhIgJ5iC6xo8r/hRwwWe2fPwMJisXpSFXouv09SisndCkgCxcy+AP79T1u65yRFBaTAU354ZzdABtSREfSDkm99
Re2iVlc9rbk4mqGHd9s9YC+VrG/nMCIy4YQhTiOa3W6qLJMnmoAKliznwbdsp5/KlDxob5exhNo1y6yuj3AkM/+/N9UqfQ+NFhvkGEJYQ64SYjzHa01OaGZ3
z9rM2uiq8f9v8/ujAXRDIBwhA4paERRXMCJFgjJsGl2T0l7NeGnO+bXUnHM0MhxqrHTO++hmow0v3ctcElyQXpBdElsfhPlVfnUE39v8t3S6nlUlmRWEx0CZ
gsyEWT4z0ofj6zHwWCVDeM0yj1neNUG4mAMHocrRAkfOwu0WMuilpCbLzAziTLA3lMhEJkK9rlf3VVNRLSc1UbsdBHqBLxMKozK04vrH7hxvbtj3aKHdf+9x
+S6RIhJCCEMYRD7klmAvDl3aKYjIEzz2+9W6Vvt8XQYiJgoyA4yAZu1+33cjCJMKBi2gO4DjjwICx+mjTz84HiUxlv1+ctWBoEDCwEWwgitWDa61enDt9YDr
ox/CHfdwHnqE88wzhBBAjkjccdc9xrecAErB3BDDo/3jAHXttN8JUHgARJF+u6pePe91gms6dgHS93btEACBgU4EVt90wm9fSQ9EA6QcwSkBlLOM4NlIbaUX
sM/omd/BA4gcZWVag2cstbR8dG1VSlI7mpfMJIdlSShwQ2ecNBvWB0Vyl2f46+rw3Sdv0PnMg2lsx+W+8q/OO+mwvbbb6AqrLWX188002ViUhhvYvsLpfXKd
PwqxJaE1jgjJQ1orRUbcalx6CohumzdcPEmtT+hIpuQl7ZJcpRDcHiWjd0AaH54+W2TMjkt2wRhos0byumKoO0qcqJOeIsJe5ACRMTSVpghRUBJRnMpIpLOC
TR4pShKKxKny6FOFAYyrVwcHVtPncAU5NncWwCQgxPf+zPUIBd27UxRxRLIowAKgB0AdA4gjZBoAqb6O0EOqjLtlFoH1RMnHkYnGCJdnACclYKcxQAc4zfhW
ZYmGIRfyTw40AYFRTfPzqIxMQX1RK1HIRm23EzX5iTgQx5kqp0uOG3csHONwEI9k3QbMA3OmHrsBn6Mr9Jvowg1Q/GqVO/T2Aa8DXAqtXgrWjTYkugE/t1Md
K+V936d9UAAMYtwwgWoNu1iRg1EGrIsoKrWFYxG6vJynzUzpNlAaKDULc+VugrQKowmdnXKrNlEZa62/R49PlnKsyqIcVaWNkRCtFlomATrdqoGxiB/Sy9cr
+JSxT8DhE9hcp/2MlYAGefUyocSLsisBUWJ2lQYPieoKAVLfthCBfb/flPEzwMNaU1avk/FUV0klRkjltvKcmv2y3Kqmjk+3hEJ0Fy8lwrxcqXYH+ugEKR+1
K9KxxKGUgg9rPdMk1C2zGN2GV9zm9W7GR1RGcWzg1gQAB4G8A/3nqdjKEZNeSUX9Wmhdj2xx0cJGLNE9SaoacttaYPKFq+4pl2NkrU+1zQCnpRoKsL38uO3C
3J6NDg0Dekt2WTZ+k6wdmv1mqkpBH2JiUSxSwlZYhFFK6jCXqkgZv22C6li4AZRQYzF49D5Xu0ttRS/WQJGv8GDFjqAq9QtiqUolUDGDp+DIYVvdGCHaR6H4
tklXIv803SmWTgkbGl8zCH86u25YFlcgg3MX5tg6kAGAV6aNRQbXAFIigNGlQkQAiCLAucgSF3NEi8VqHFqATQNgp6wXhCwJnYX5M3LaArDxGTUOAYPSnVbg
zBB6qLyu+1HM+Pw2OnpLM29po1yCIqWO5tMM254kRYqsEV2ZihsbxzCiizmJ9Wu08AEIDYyWiprl1FU4VuNcN++i91ph4A15uYooCy+btfet/u3DnoqzDasI
UApJEEBPGCVEYONgQq+Nuua9UUSuvmi71w7WL/uo6SRyjYc3ABqTUFcEBzBRBCjsPh4FpTAAfXUCIiUHhKqlrVWphTQkKYYgW0a0mJ0tZE8jzWLAB4nHaDds
X5sW1QUiqfCCQYKe8qL9Ulw572cKOBKJFOVBq/UkYFBhRjMavmeNFHx7foi79NRlNI4TuRpUdjG7lqhdp0Ur23NFcad90DL1jhGVBCtHdruen+tXg/FgzF8r
ckNQm/xSjICSdtowSqk5Fx+IXhXSULXTQT95OdNBnXAopdj44aQSUed2MzzsSIipcZ6sc5h+9jU7jeQrwNtE23VZARiynnVCjwKqYCzoFiIXmh2nRVAZooNZ
XpSC0D0KAAxkZM/RN8LCXxZOFoXL8Ea6tBRG0FxDhjZqq5fSjCS+XvZYJgcohuCrajVsIeItcCYvSEGkHZj/SEdZ2/UnufKBMkAlDKF4+gelEaGmASkZLvY+
a3f7+WbpSBgTxLD/iG7PSGK3dQgQQxHEwXWrTJQ4aaKe4VlTuSh8D5IKk0SyY1RDPVI07XVIDi027Iap75F7XjTw6z0BoVF6KdRLXmL+4ZHbATC8Jd06XaqO
szHD2h+NzEuxBP0DduyJu3vx065l7/NbPtlLBYBAjxFWiNfkNDK9FaeOA8gKK0ZqURJg+635ALcvoNLUYE3hESt0KzQhnnjgZ0EsH8OjkExNeRjgVTg7vKZR
Y4LsjmT3Wr5qHLGU/eafuEyHYrwcSV0HUK6mbsBdA2m0MI0WyKzd6oh3HHmxVlsww5CmZ4TihaG/M03oFJWAt8hEdYYNCOBu/+UrgtdmXIu1rLX4AMu6B3gp
j0WtVqQ4aRhK7OR17P1q3OZ0VAVT3//VdFr25Ow7Cck1hVS+9PFNwxbVJoyWRsXS+N45O2t7VlGnaIwTHSYd8ufYGNEP16Tquw1aLfaw6rR2DJzz6HpuEi2e
+Hyez4kBUm7GoUQxzxSlGc3bmUZCJ090Cpax63lKSoPCFOPFJSGsoTJh7hKp1NTAzLg0fq36mEaER3UatcL/jcfowCkAKjpIBlRx6IQoEinxqKlJaFhJZcqn
V6BGjjr1ijXqUKpTv1rLzNLJWvN1t95CPWy2Tk+jdhvMxma8a66bgCkAJyejpERU1DgaenAGWCGMyOA8UAjFo4ETMEXxIxQiTAK4CIlCRBKDi5IkjoQEkZRS
uCRqBBpasXR0KFJkCJXHBMjngFDBKUYll2hV3IBqckA8PCLUkAuSx4vMxwfi58cUEATUVyRCI1UQWquF0EadCG3VQ2vQIEZ7jTCatAnTVQesTt1QeutB0qtf
jP6mQppmOsEKMwVbaRbBWvMFWW+hEJst5WKLZYy2Ws7FNisYbbeSix1WMdppHZVNNgmw12b+9tkiwH5b+TtgG29jtvNy0A7eDtnJy2G7BfqRjY/zrvFzwXUh
LrrBExy5jqvzl6gM4I3UtknvFTAKq48lhAUb3JFYmC1Lh5pA4iFSb8ADDA7v2Bc8KsVzvzESIL1lMBQFDfqMRAvCuk8oUiwvpNuFABdxYHASkVAZAZQf/QR8
0VSAgShJcTeMkmN2uiG+2VE5DISVEiWkCAebi3nZwPy6rztDSFehYUr1VwMszy6/qNyL+Y7+hv4P7FWlpw+CmkaFqKAu/kb8yfidnU8jJlDDfEcWE/UcRSQR
3hBOEpanrXC7cI1YBDT+jg9Bq3qaoRQItRvzJK5+aulF4vhxCPRf6B9xTK38XHQgc9DGR7zeMpRiNW8XjIlC/YH6LJoZHRp1K8ERJzLtR/Jkfhwf/SPmSSRJ
GPG1IwHmBILkT4vxf1GNglDpMP6ZOhLj1K1dNUsR/WeKbKiW9/ONUahEyODDX+IdMEw0+QAn6/JxV1izz+hPDv2KuOZTn75EQPf1PYcjOqSoqUp5+I3yNRVT
lXbXValWs6q4RnmbWm10RJ26dOvRq0+/AYuWLNPQ0tEzMF+9C60EBgfRIQzMLdEOMRcKxA3VzWSXbzhScfGkZXomQ6Ys2XLkBr+Wl/koiMKFIsVRgiIgJCIm
ISWL78GPlJOlPcsVFTOVqlSrCcUBJVWoZ2q37ZE561BneOa0zJhlXDUFtsRv1Zr1EXf8rWeEvr7H6MqXFBWlqNX+UDqiV6kSY8mE4A8QopDi9lPS2HnZkfjD
YcJaTIM4QwHNwqUE803ohv0gsuVCWvP9Qhrd2COQFlR1LEuvfB1KegogJCImISUjP15WK/+vimdVflSpVnNc8XXKb1L/Ve0n6g81aNSkWYtWbdHR16lLtx69
+vQbqFNUFsklLNPQ0tEzrAfrSPM8bi3Z1zlGnHBx84T3Lb4IfCIo1EvZxFf5iGq0aJYanvxhsCkMTOal0befoVJYlr7KN6UwKFIcJRUBIRExCSkZeSkzow1V
VVVVVZfdBbZaoi6o16BRk2YtWrXp0KlLtx69+vQbMDgdQpkStDhzCcs0tHT0DMysbKv2OceCk4ubJ7y7fBHAExSK1WDN+tXr0XoAg4PoEAYmIhQgZdRvadCo
SbMWrdqiY6pTl249evXpN7Dx7LHYaGlclglirjRvIRanlizT0NLRM6wNtQCXKcvWmvu8Ouac4uLm4c+V5MD/+8VoMZjgIDqEgdm7vFI4WEhXQkBIRExCSka+
WoaiWFJurAEKwGlqB3ml8klAUGiAkOGOO/6WGK2HMOAgOoSBeRrYmc4qf6kwKVL8sWCbclbLa4oxZagyarXRHgybNmN21bQQSIJCST/n0XFo4LUUEu/b0JIw
w0F0CANzlWgXGaGwpGD7hiMVF0+adBkyZcmWI3c9G3Q986XgMGzmqYOQiJiElMx3P8hbEIFhGIapOSAdtUR9rUGjJs1atGpbbW901Dp16dajV59+A7vBeWDt
G1PUpnvOyGws1pYs09DS0TP0wqdZrGGbs6djS2dxcfOEN/LxW4nVuTXrRQ3IyleufKkVpUqpUq1mp1gXAKipQQghhBB+fUcvZXB4TjXHfX1HNWlLf6TPTw3c
wXGvdyBF4a5CJJD4mu8uxFKi8+A9Ex7osv1FNBBmOIgOYWAGlcGSvsrPlTQEhETEJKRkRU5/ArFYLBbbVbfREvWnGjRq0qxFq7aPbbAc0i85dWKmdSjLt5od
nwAA0MBRmA24TbiD7fuO9hwvnMwEqxeNK7uJ6K6YuMT0Pnk499g91eepV+I9+MjPV37pP/1z5q89FKLrFJtUfaZf7kV5oP7U/cgDyX8fDcc2Rhx7jKcF+9uo
mDI4IT00m4ApSJ7Too3EDAfRIQxM5Mfh4R+Xha8jD8jjDOtuOPer8IlAb+j5D6tMXSqmWHDUkRNjNm7CZE5lBzCpxiO2S7XDOIqTi5snvIkvAieCQrlKrmE9
NmqbsZ3s7PaCDRRgKUQ2VpDLW0WydJ8P02M+9fqSvCnecx/5533/rxkW4ts7YcPZDc7n6xPvJWVPnfRcV3JkFNe0ebNhQshn8zIn4/3/oGXsSEwZF0SpZMU/
K5oAgBkAcADgpmKGGzPRA/b0ri1PPPXMcy/gF20bQCOEEEIIoZNZjs6fntIB6Zzbc94WLFqyTENLR8/AzBLWMzYOTi5unrv9BpwjOoTKypRm1mL91VsnwpAJ
1+uxtZ+TBEwau0A1+Rzs7CaiSUxcIpOXel976B491efoVfFe+tjAiJ1qdO1EhjFtxuzzFAJp1wV4jlnAZ/Bs4WzWbm1VTn4fhlDxb4UGGCMdJa44i+K5jD+L
wwTNpgVOOT0f9lf6Iqbrb37OdGyv6Vm8nbeJuI+da2/tpIX0IUfvKHFE+7+PapKtH8c4kQlCk1ppkHCte6oceOPFplxwlbLRvgatGCY4iA5hYPZz2dphc+gu
QncSuu38cKKbQ10REhGTkJKdyRdAUoIgCEIkFmudtKZDaEbOjWHSVBr3MC15+QQyiFBsTYVjO9jJ3dkrVU5QNcTYhLB1REExcYld8maEzuhewuiZ5Muffdzp
s0gxjJUuaEVgk4QyxWm4ygqvGlhztcrAK5x8VoOWxhv/GTiyaJszDfuMZlhYr+7Rn9XWZUrEZ1zielXrG6KLfxPSdEvrivEzk33VNf4b4Tt9kXedSWeD/+TX
I5+rvu6YRSWwLD35ZElPgQiJiElIychXy06URxUqValW88vWgdM9QRAEQRBES4wkY8brBMpk1amlxXcuyTINLR09AyPz3dZpslN1ZJzi4uYJ702+CPQFhWIj
2Yztzk49uuc4z5M5PUM5r13KdURHYuIS0+eJl+C1e3vhPfngtvJHjBen1exDa8361eAmSDTUZyHSG/oWp1VraH0NMxxEhzAwV4neQ9XGkq6EgJCImISUjHy1
rFbRqVSlWk0oIEpqtat1Uf2zGjTWpoHmni3U1ovaqB2v60SXbj169ek38JcHJ4beNjI1umaM6fi5CTyTs07l5l45XxZi8XVLlmlo6egZqvEuM2nJj1vfZZuw
jzm2dBYXN094h3zFr71AMAZWKlevuVbWYwOyGVvfFo7tzE7uzt3RhlInF/O8XLrO6DtjFpc4nvyKe6keUB67p9XnW142vXrbqGz9iQ1/sN55oGvKggKNxhH3
teJrP/K+5Atng9KuytuHhh7GNNTiI9q2NP8qdccOpkpvifuTqgZGadST4S5EhPi1vcF0cY9C1RFs62ita1tMGRdEqe8ui1OVUaBSrPxf0egMhMlip5PZ4vEF
QnQTbLiWoiiSJJFIJBKJRCIpCkl9leFELxDweIPHjQghhBBCjZlDnXXp1qNXn34DLegLzCpjDnWyTENLR8/QT+Fp7l9kW8zXrRXhstvHxMVH0HdR4YkTBIFE
IpHe7FnvOfCMCs7dKyrLLs38gcy/5v4/0boPMxxEhzAw/zTR38iQYyCEEEI4QwghhBBCCM8s7z5ugjPcR2Wg8oqKVqUq1WpCESk3Cyz297PqzmMs2/Xx1wzr
WfT/B6OdcdAEuDjMuVfO28LHWkUU0yL7mpqlY50geKXw6WBZ2hZ2q9j6nXBsI+3k7lz7+B9CTqSKrDoDna8o8rK7cu1mmvyae2ke7NFTsvVsFGISBRmX+GSs
xMAsilSKjwJR4ws9ukQSaE3KxdmOiaQ0sQuhwniAd7C7BM0fhVDLLNrbjClBuN+UbKr42ZGzR3csUIHGAWIAXJVmP1m/gl9l/PkpHpwMBwy2O4HEIzbTSDbI
1chx5hN0hNZVmOEgOoSBeZzoc2RTVIj1iRQt6m9pdAbCZLHTybg8vkCIRiSSOBOkh56Yi9ih1mh1ekOLaTPtplXdAFivuSt7ByfON8ATCoVC1QZ6qCud2SXd
evTq02/ghw9ODQ0MJyNzo7mxufGnJrBNMp1amE5mMBtzuXkLsTi0ZJmGlo6eoQ/HajpnVlourFPblD1wbOk0FzcPL1/1jwUQFMqVW67KmvUPcYCLLgLgovSv
SScYIpec4TifrJ9JLrsr124ymmbM4hK75A88NePgjLGXS752bx/ylk7zZBEwlilYVnWGY3uC0x6T0m4VgkCTflKmE0wKqvMzWp6Y4SA6hIE5JWojK1D/ZBEp
Fdi+4UjFxZOW6ZkMmbJky5Eb/C/kZT4KorBVpDhKOgJCImISUrL4vvAj5WRpL+XUSlEU1ahHtpeBhLY2901gNP9Gayj9Z/xjxfMZflpHdEexr3BYlmVbh3fJ
13NWBi4ZlNDBIrFuHQlj97mjzgmTFa5rXsiVm4iixMQl2l9jox33zdomaBToaoh/ptE/UP4kcS4gZbJlYlg75mi1fwKoLL/ZLWc9GCZsfyBh8wUEopP/IxXP
jHba7Qhhv8PBxxU2X5xWDUo892vxZqDqGgpqJ9ES0IP+ceyoDNMm/W/cw8rLSTLik6ZSxxRuN6mR9UkQZ+8hwty70zcAu0eKl7K9WCTWlt5rEbBzK8qFYDA/
BtKewh6O1APQ1dGM4Jdz6f5y6pm90/qw+egUrZ9mFmB+C0ssFNLbVUqyb4yT487wdM55/s67LhDcJEUQCAMKdHouEm7pAHAG2ynBB5sQBlQlDTUicjKuxV0B
Oe4IoQwRgIsATMJKzsKRaXJNcujwXBkc0AAcDafIp+BQUVRRwtDL1W5OilArpLFAmKG7mJwjuBKhAGHl86eKL25BhaLVqZeiZAZbgqowMDzAFrec5PvRvFZv
CLLbbhaAWQgzczmHr98CvEXWk9pkN72fXeYlihC2OuGuy25c7LpyE9FKTFwinnOvCU0yWX8Z3V+uwBz+WmQFtJcLglefOBujXfY3Mu3rtwf1or+sp9XkWfvY
8MnzS0rSnFo5Ez6v2ukTtQpPuhVovwcnrks5f04421chlLVDduzCLC1TjmcLIdztjkfZNv4oOs2YE5eIW4S7uF/x4NFTPI+95nv1sZ9t60fCiO0DO7k7bvcz
c3mkLqeXBuz/6HzHZXcd0Z6YuMRztyvuKuzve5l45d7y0/WXGjxHEzm2s9xykVfOTW/cWfF0jLL1H2HYbSe5qnfQOjfT50deaq/cW2IaZCvKXvDoBs81a5e5
b+we4EMD44UAgCgyAGG4Rz1Ymj971uEGCR91Qdx+tjYmDaB/66SzAxJoJEklyRMDsjB8tdlM/enFyo/IEd84ytFD1feDYNHnwtX0RivAkVHyjRIOwQggvCk4
iw3HaElNIspDTc4sTZghhpXbJfHSPG8I87NtVVI9lAp2CYfgkmE9MTiLwgF8mXh54ZYRbpA4Md+jRa+AkbaUYG3kQkdnxIyPPPFVI9WEVkyGSIDdrrpgKI2X
phNkMXQvORhagaHEd0vh21AX0IteMpeP+v8A+ClUuQjA7wJAP2s6QFAv4K7VC0Hh0Kr3kyUeXSi9aFE0pvmfimKSWyfrTt1rxPGcXJgjuAlegq8QKKQKeULS
x9fX2dcgigANgYTWxkLZEwbXrp0tmASP2JQ/Ef8OqAIDROo+YP8X/Nd+mPrfj9MjPQLg0U8eG3rx/tweZihCgFgwVLgIAN3h3xe6ldH+H4d7zLbLIgdddNlu
Sy2z0DHTrTbNYjPMdMYpp811CVFS0XCgh4WDRxGPio6BRSSRWBIJKRW1ZBo62y2xygXrvZDOxMwqk5OLWw6/gHwFChWrVqtOvUZN2nWYrFOPrW5Z4Zy95tjv
sAOOuO2q567p74Dz1rjupZvOGme8J2yumO+psQYYM9kkU8wjxfDkJGQU1HRiocUhIyAiQfHFw8YhwHVCMCUZOQWtBA30UqUxSmeQwcIhSzY7n1x5vGyKlCtR
qlKZk5pp06xFqy41uglV2WerDTbZbKMZnx1AT6bmiux1HoPoVtv7o/HgT93eHRHc7iPPhtSz4qTJYsJfG599X4G1a9B2r3H28MvzsGD3FsZIn1+JLd7MA5Nu
JMfGWsJ3wlF6LSBtwVVEYJbHFTHEiq3IAc0ZN7xfuC4tIgSX8bDrcl09EnP/FFSUmN3YkL89bXEFH4NjfnxqM/WtNuo8fIpjnbjWitZ8LSG88yfauhFvFPg6
zunQe9UGrtbr62vQgH/t5NOvtovqsT/qc7b1lpzp7m+/UG/SN+G72+ec3VyeJ/vP3xQZu2PDjjRC1QQ21oYNf9VgjPQjHkHiQbSyfEjK1mkCp/mg+voGxEaF
I8IHT3gZuJVMQ4GkMbmI10YYsXZdC0FrqWmiEjnXTIB+HelSnFYUgD7IW2xAkdueojrOe8FYuzaYK86GXPXg1SzuHHqQbU6YbSDRZOLcH1HYWPr6Eyn7/6Xj
eVOvyacdH7ZN3FUvahVkD95z86vRz8/ZKorggmULeFfDvHahTkCoW0Xi3Zhon6e4KcUFoLhW4+iaD9rCwRdZ1n6Z0PMXktAuBtDWdx/shQdk74UpoQgVkMts
F3kLwmgqC5oBd4HuFHXcuSAbtDw5UyV6mzkZdR0OKyPCrHugka1a70ztAT6y7a0Rqx9smKAj48pj/ku7u6KBYgJFnatriR+q6pQGgR+EMWZA1IEOzHK45oMu
lYWERjMVlasvgaxrYm3fZ/7Q01dUj3IqgrVnx6/tHTjGFsm6qY0MZvfANFkLUXEkrttVxeayfojGBKKxgJxVKw9hI3lz6Qc2vdvYWFnV04ThAI53erxPqXOY
VRefzLDD5rIbL5oBZkuPiITbFkV0tL6DIsMj+56mOvSpsUujqsTZIVz50w6kFncL51wTwH7aRCXbrZH/LxcvtaKLDE5ZsZUhDwBGAQl1QEETIBgHNEwCBqYB
hlnAwjzgdoizETIGq3KW1/a9oCb6+opRs3/q0eYGf/su25rg3+dZhoLT3eoeonJxQOCxSJPLFERJVERNNERLdERPDKT/xuAKmL3Qwro+0M/oyjMyLXjkLlfT
Nr2BwvRibobPky2AIUa0InFSvrnPnWWZBsCO7Vey1ng86dbidpOF6PT9JzUq9kM0D97gAfiuvnyCAifY1i0RuZ5ZcxuCew6A4XmZzIfo2P08OQVmMbSQJxzT
b6OKZ6gfzlY8758mmsaPXpl4gYxDxmvUsUgoPWbfSvox1FaN8MeGeCeqa88jcu59oPpLEFx6u8PbB8q6flZCK2WWJ2mlwGw6v2zjajtqmWnORF2gCP6NViay
O3/Gy53MsGq6E6oj2xGJSKVQXgYhLUqXtQLhsci0As/QCAXG5mryj9yMViC7GcUKUWCoSTKIk6YUJQ6iVkbike43YGNJwWVqhREpCBb7jIxF8qkjAeMc08h0
2vFM3ZPX5uCYZIVU5GV28rztJkOJxxyAtEwsmbw9THvEjK2KW33yNWbFGv3Ogmo2z+TMTFiwkr+wkZwV8ZrFLIV98u6FWkB7tEKSM2O/9XHOM4iWGFLt63v0
22ZXPWa1zptol4rYB+9412yf+KH4nIVe6yN46a3WPgKvPGUiwdkDTOfsdZyx5sYEjzPgYjSRjJ+PVK6s/+TJlLUh1DJ5jPonyFKtdjjusP4LMUQyGRahss8+
K5PGYiZrVVV4ugMuS8PwZ4J6y1rZagMy9IDPE47ruy14uXl3ppxu7s6LyS+RAc25y7PRfKXjF4/w+nzg9gU1BqksBnPfANQOXx/r3sKoT0BBxKoAQbV2AlYP
ENQIA4VYM0BQq52AtQNUXyf8GUBuwLoSgaWDgPUkgvqbAcIGEkHDDgI2kshqjKUu5gea4AhaKQlNJYJmYaCIN6cAQQtBgJYSiVbaME9qjXnYhp1A2yCJdiAQ
7UEAHYIEHYN0oFP4I9J3ouhMOJvNOdgFs62uA08d5pjdTpHQnOjuMVv04MkEPXPIEMZewQzsHcxI9HGYA32R0Iz9tF7QXyYYkEOmJA4MZuKgYCYODmbiEA0w
VCYYJhMfjrYsHBHMwpHBLBwVzMLRGmCMTDBWpsFxl7aqfrtd92Hm/pBnXP6hkiJ3H4ultY6Xt7jP+e/q/QP7zTACwFEXrQEAOwD0C/AI9K+AuX4B/D1g/yDy
GWFY75oIDsXINLg491KUwehpMi5dGEuk2dx9YGVFQZqx6CuofsHdLX/D7Cczpt4SW1YLlNQksIyULTUxw6Rn5alPgic2LisnPqiGMkkxQeojQiO05wroVTDz
KPrIckzvP68PqTcaO3e+Kw+L091m71d+GE6VbUQLd7UO5UM8l8XioWnodGjsSX2zxZF8O5fnobHXN0pxKfbHyqzreE87w/Alf7Kcz8ImjOPh/IJ2Qb+b7L89
etArebXeM7OlrE4MVDvMyqFeHBWWsfVS6RSxWjvcVZ9/m/DUtX5j84854Got/lb3lh/eHRSqYEaqHRo+/6M92GsO/eq9MguT4vl2ZChkLynrZU01pH6M0Ynr
x+/qoFfs02C7kLUuyYTSyHSGsRkpVMOq+oSICoS+GRTUifcWIhGQLI0fKGOgGI3i14L04TSNAtRZ2s+A9vWnyWTXcpizJhl3o+/62gSHxBfpCBhMoTW8AOF6
q8XjJAD4WqTe05S21U7QwkTrSJBPuups/MUkZDL1csWC9H4x2n1PdkqDRXWzXrRUJeM3QDju6R5bZ5pKvEWE4oEyXiuFkCHrEVwM1NENktxuRwrtfsHeRdCa
jH3mCQ7R4raVnJ5hIYw32a0mHQErc9h7Fh58MwjRYgrQA94XKh/OzxfNYMdlHlIk3DV3hyBmUSHXZrwGpvfcSNh9tDzmOIlE1z/fgOWcblnN/asNyM+0aYgL
Zv2htNGDKgf5OK/AxWxCe5gT5Zkneb18dRUGA2+Xx6JRSdUCjgGFeVT672ktCadJMSYLmixQuwtMfwYONLTYZbbT9fgKkZT3+EYPywS/iyrVPnLEMDdauK0K
XKU3Gw0eqSIzenPF8CqTkHRyvh6E2RFP68OuLesxA0VzZ4aoQEfAW51OWq/gl/NdR0uF0ZBZeac81HLMs7RDBR32+UEWygbfjq0l4uqLL6X+MmuTyp9/Bd23
Xq8m9TGbizGrqdcEaT6ZvgcxtUQy0adEpp72n1IuK4Eq8CuW3REwOl98zNUZFl5PrSdbzuck3f+wZZVonUkfRHlJsRhwVV+oMZNm/QpIjhoTMnXV/SL+zMCe
GuDI+ytFVoWUVpg6hPbAmPucD1C6PAjdU6aF9go5cAFUyd8ZATcJXmSTUQGbGUw3LXugx9bqJctRuUEH2bafk/RAK3M8j3eFrZl1ZM9LDK0y2XzYO+iHiovW
RFsNEFNMtdS+fu5sd/vab0AKO2+9V4YgqP2eJnm/P5O4PZZVkPe6iaDSSamrqO2170PGYNm8nyk/OfhoP0ac3JY5oKPPv8ZpKFUOjVCwV5LCiWy79D2y37qm
nkjnrA+BTXaY24+0/jGNb4cMdqurIBgztUiIIU1z1342FXjuLOQ5H5RbtaY1+QTvvpzgQTmPS0JrQgboO1EGK26rT9gyLCrOz9cKZ1lMLFx6WkIkW1ZGKqn7
quYB78/m7gp233oHAQrU1iLt92DuiKt9ob3lj9bzpdMqK2iho5+a6rN+ppNSge6qhA5m2vHtpXIgfums8IzePdurMwMmYMAWVbcolkh2M+5yyXyNHZIZUUMA
/Eqk6KRSmwmRnkhor3WN/dXY5xW3/iBgjIqBQNcklRTlvBpYjd8BpWjrpzFdEq4kZuS9RwJqJEOds4Qmt/dy9EnlWcSj9y3ddXbSdwhUYQ+XHUFWklt1k6I3
qhc/NhoODOCldNBZPkxG74royXs3oz9PRo7dRWfTL2muyHFOUSH0yVb5WCDvJDKusPjvNuwWCC0QGhEBCQ4wZb4BZDQ0Ft+6rjIX1kZIsRmrewongV+I50X8
DRJ8VqEPlCcWrXWDH1PvfFCmn93Hi4j9Agai1+O9BtmvtO57b2fei11GsPnjS70Mg+6wrOAV2UACTqgZupHe+YNmnR4KxuztUyJdd3fpV2Nfr91PZdEa55Zw
L0BkaFDuABdRksRvDhueu2GD1nm7kLBjKa7leKn3Y+pHlpKUZNRFh89tN1zANZ0cSttneH562w3tYHqY0YjcXiFpjSTVU7ef+Qf3Iiv3UXS7N5wa2fQpD+vd
WWDOy4nvU9wjlmh1A1qxs6BqzA5dpUGdO+qx8sjdiADejpCEZU8L2XyYTjYmZd6wsgndV21um3Kqt/m0GhCYLBwdAXeDVsjQxr+pm/ARkVqBAoQF1trgru57
b4ZL7p7PrBnI8R0qAHi/ha0gHXggEQh92VbArXVhwnZ/SicZpltMw5ScT+21yd6MOY1oTeTMG/TxS5oO9/JkL44Q5ozgmQJzHmKxKPOixr90YIvD1KhmqPjw
BKDTeMJLJ8xbIWFvxc2Y36RwfE5KKeqVB8GQC0Jn5ZPduAfceJ+ksp5UbubzxCK5lmgksMUWsrt+rsmZ7bS0/wk86MYW5mJAUM+U+sRrqNAx1R1RwwNu3irx
FZoCpaU65vh7KqKhnrnyMoNTWocbPVApnf9CH3fob3aYotkwjY/nV26cKzmcJjrNL2Wts/JgiwkZHmznlMkmacmqLQaOBi4o6asFBhYqB3DGu12octdpqJEz
jaGt1ml7GbhxIUrdlzyZ7Fvkht2OQrHuTC0I1SzkG2VIkvju4am1ETUaSGgw2KR15oaiHZG/+6p3yeQ5OsccKQvzLXxG2GO0JrZfw1Botyt5BdOqQ9FJ06qh
pypwTrqEe0ZVNfzGT6vSCR0i/3ikxT2+1G9rtV4Ohwfta/e0Wvnpy5ziXA5VkZ+9Ja4kGvVaXt6Id/Xu3M3IrSZn1RpHAJf+cOntDvveBPxU8c3AJ2vK+3Lz
V2PeKKJVKS0tUNuUdNVMcW7/9Y8BSfjRwXgHkEKSy9NW8Tf7o+4v9medKEUKmyMw7JiX+3D/DD4f/MGpOoScuK+pjoEhH4Hq5SgIwrebJf5brzPgowCqOiFA
IuvoqXwNhp2HNFxQJ/VwZIBFv0EPo+OEoQ/j8elfNe8J8zpcbJCX1NNcTA1VMep6TpKwdTmkzeS08gQMy0qVzIeEUj6x8z7r/LR7gRjobH68aM4Aerx4yky7
wuSuO67zc/4sMVVLlCqdN6U5mkFTXJMB04B6aI46FDCMdsNeS7Oc3OB1ACJ/2nQXEFZ/ghXP46S9WGGVy+D6RG/2rylLZOSQ7IWrlWi9tZeywIDWkhDshkZU
Zf41WWf4nqBV1OyqITHuQQRUZOhucFiGBcurqUB9873xh7gnNXfWcMVCMZ5+R2JRpiyMge+Z+XJ65hQrmpcBQhYNIsxRLMMuVU3qPmGFU716SwLGa+d+vu9M
BjYEauv8TSCvNNjt5KRc8bdo2aCcTyw5rBptVzOZFs5KKKMGq9ihCyONKrJgynqpfygntM6pg12y8bbMQO8l+IkLfSlaGOeuMr2q5t2FRHmvwrXQqUE1LrUW
Bm5A2vFSxtLLGtI1I+p7/Fn2oHPxuSAxN0qskO0jS8rHXx6FfNElqCqQPutnjPtpMPhpI3G2aoXTic2Pk8s4Oatn8+OyBBVaNw+mnjCwPMpCXUdPZyDQl3ai
mFfflb1M/DF5z54GimgrYpR7iBiljZBJX20lFryn8OXzbJ51/r4t3S/nIUOCdvUvOcj8C3Y/4mTViFQzydino68nFfKzGoYmB7wWXboYJDBnZtaAimlqWQNy
pQUqR8gydEnFya18Crkhy80FY30KyZ7fQ0TXAijnBMNuP0Kr8t6N7z0E8YsSX/v9gJHYyDYYpLA/FOZK/f3un0018/2SedW7JziBpSRQPUCCJP3a5fiNbrxa
k0x49fVB0i6JEVUZKNXD3+WoXQJbJQqpo0C2q3WPgOuvhvjZJdvy9C0Ykv2shaLMPcVqBRYwZQZv4YJXG0tA0VD1wiRVvOLLFSjaVPuPcn1ziFwypA7Gb9aT
vFUCCxGOfimonlDtLU05AXfCL53/O1v1P160mnwHYyTvnD7hCbt2Mv56JvwLUhcB5qt9lT84vWc9nSrrAfAB3LAuzhV/9EfS4qpMawBE3/+lUuVFg52r3h/6
9z33pfIywISNgMTKnzm7Y2CnpY529gAYAwevUutyW2AuOM79R1AOwkaegpsJ4aElkq+DX9i+vQKSKAdKJr3DAZz6NgSwt1U4QOtrCJjkTk9JbFNkVdBAJ+uN
yg56vqJUlDHqcCszUlWNsmyby+s2Z7gl9U3osrXOgjVtPvXMUv80kVVTQvw4pA9IXcPT8LdO4rTFqclLpvQrlxSmaOkBPi+tTVQGEEtW1JA7I3DA+p4L+O+s
IKJ+ldMzXFOXv2yjo2mLyOZP5s/t6uLP9SZbkjysrxOM785/zP4vGfoO8o5GHKgNPwkBaDu3FvwZNgKERTOV0BijATK1qcEY0MxUQA3qs1BeOb8IhI1M4ABW
dQmK7Evlp/RGQju4fnAjfBtIrh1egd8EKwhn1uJzh81gD/AuNeNrLdOjeAWXwYEGdPXqPN/ahlrvms2+ycogfm7IIqCuOe0Ne7EVl1ZskH/UOVmyNN+oQyLa
mJ/HneT1XAMkMFHAvZJSH9+NA2rVKUwkdEqlBh9AOPci9PzxF+ikCgf+B2ruJSgSc4mrBv8DrPokNOnxJE50GAiK9UAAOmyx4T+Vk+qfF7pGtNRMpzSRSF2R
VEsMPzfUrk4PO4EYEr2rAeHAjzuJPVmOnp5GMLZa/DhgVR3GREKHVVbwFgTCDmMjoRNcHugBx5Xko9/Gvof/LrCEgWGw0rcMtnXnPd/NT+dNANfbFut2CHz7
/A/w3MuQdjWH9ZSbCyJGfREQUJHEMGgUbw04euT66PUT4KXqx1kktIKXDN4CG28F9Dc8/ucM2ZUUxJv3s2c5PpDJAkjoPfT3jlNPfgN4kD3eC/2kiAAfgZ3Y
qZA9eWrUd9CXnCvA7ESntooCPvlMf9+X72tNSJFQmB/we8EDmDCuztBSl0ydBpW7atXP9mlTz+OwRJVrbX3iqZ7a51bXspal2cvTnQul0/MkfNumauo42xQx
gcWEQKzJkKbyWEZWvci1rNpdvIGYH2PLMBR2oG3ThGU+1YDf31WujqvbzEZ0edgIEFf9yR51tCtqqc85S63t5nwnqvy6dt02IyvChiQ//xODWNfGV86C24n7
JUNhpnyvaFlxMan0v0/+DwdUylNQFHRJxQPPV8xuzNeoiqeqG5hHeA2XgQnNlf4Z77La6K4PEmYQB17qeBGzVXzlbCRP9xJ8ADdTuKholG7ZjKr8ZFlwqrI9
ARMK8XQ3gWKz0mhzl5VnZNvkEbmCSidaP/drfcx2tju2pvTtxj6uby0J64gqiSuBap4v/+rLI1NP2Ngla7s1PWU6DlhUh7CRzvZfRdSuqQFXgsFvwS/EzKjk
jSMPLNOaXmMOc3qAyimxpdvtDl2WVVn+AK1uI3lD5wGq/tq7LzUWfKrFoJC+ypzp5ZSWe3Qp3sbETGUxmRfWDfhZCIr3uActN2tl8kL1RIkgtzg7MLu5cy1Y
MF+g9XJeoVlmELrZELIZsMzwVxyvVjB/Aej3oO2TlfrJpfncBi/AglM2QVuRI5BpDxT5WqAfFXPAYrCd9TXUnKlprNHayYgLuRXVym5AB3eqHFXLDi0/3BVd
9TFYDHaw31Sc8qTfR+z1VL9IHgNIYK19W924obMQZ6k8eLEA/Avuq7Iqp+3s3lgjr7GARWBE9Z93m9W84sLIhSwAQi1d+0Ye7hYM/cp7BaJAtSV1rHp30+i4
oUoBFoGVbMvGOT9/bdokw/MAAVR1lox3nR348biLPQEyt4FLAv43W12zrt8igCiAC6R93Bk2K2Y6Q3Ee9AAulzAwn/YAusO+DTKgqGDHN4zB94luEL7h7pNe
VxnN74WuP37WbkNpnYa0pBJnNeZZV67LFM4ifKMkkfwUEo0smFdEVueX+sp/TxTi5vHOCBL4bX8++AxiduxcKj96rVYiCDhlfJQOK4e+dyEp+Qc5yUpyRTso
AkNQIQlqI3F8IbzWVZaZ9NP6VbeqU20ZNcp/EE7lw/hdEQXMVjlhmBC4LoXUnKvRRg4qZFlL/6ip+iZqZxRYWivAY0/IJ8A+4ZGQxVXhDhxf41fImv3+5PZi
jYaThTkaDKG/Jpd6vcSC64yk3hmiKamRKFOzVt/qybG0d6VYtS7OWgaFSo7XMMLSaBIQk2qsm1yVVe9MWrpp5cKa9NSI2yhdkULV7A+ktlclp7D+GxzAHs9g
gYOinSGL7kKX2QNgF5i1yYR9IeQPWnmSjObu7vTSToDS1qtNrXnOjIaG5FRpFjbw+Qb72JqsxQbJytZKulM3ZB6bp7fr8/c1Vhhntum3yBK7JzdKW8RFN/u4
Dj3qsaFAQy8Ca+gtzpL9ufuffNamlNQ2l8fa3qrbEj+AC8DcCWQjq0SPA8fYAYgDswn/TY7MleIVH9fPz82jCPgGOpf8IZ7QS/951O0qDy9KbIVaF3P75oB1
Dz8zv2LSbn7JvJNNOS+WpnumyIrcRfSKeLbEprx/EAcZ/0baBEFbdX6l3I6f82JuxRV5mzrdUh2sxPDZBofDyeVw9A5HUjOks+lcublKKWVmxBijrW0irgAP
Dui4OOyE4jrYI3wTsnhqgpsvNdgzHSTotbId3AP7dTwtf5SJk2wt5GnbgHcRi3mPwbzLZF5hMq6uZIEJ5W1Ig70h/xUc0o4gBgnQbc4wcONmF7wEsWDufAkt
nBE6zhIKufSLQLyMxbzKYF5hMu8yGfciKyANjkZpI5O/+GpFPZdCwpvkf4MvtJ8jBnEG4P9sATMnXoUDN0hcPPRceQwcEh5BLLrDR06A2fveHtl1LksZClaA
S77N9Jba/W9evvilwNU3daXjheLHa8giHwdmE0BvOMeAOAICE+zbIRrcefl1sEszMikDlicXSz6+UxkUiqzGjEwOT7MZ3AbDnNuQTPgHgxS+3cXBhoQLBsAd
MMG5BUn5R1n4i3NcPDFdCYWcgCdv2X6xnycyWqxZdF4+rfYAHBdy0/X6BF3e7dPIiUXZW9JSOpxOfVtrqtXaksLXcblS2pvTsjGslXFVRcX9TitZrB1xVcVF
K+xI9OFcWw3c8nSClqmBh9vSt0n4pWl3l2AP/ib9RWf76sGK39jss1B1lenLvvyUzK8eiouktbZ0g8lACzDEYL1V/WiJVfzT8jWGFH1KPYa5GlOdH+x3Ws1k
7sJUB/N/qu3qvkgcJgZg7jiygNVaibkJDmRy6bib8l/BJ5qRJSFurMhXOdDX07ygyuUb5WvYIP65TFvT26suVXJOLSvJxN4EbXXhUbBN0MwPbrZFfTvcDfF9
VavQsoJbRaDBsn7gMyfWZbnCPay41f9ENwV5p05kkcTelul9eeqO8hRDgo14oC1xBDF3kkA9ACI/CFumAA1RmVrd1aErtUHguvI2RoO7Ib8OPtWMRHgjrv3Y
ROb20pmVZOFb9Lrh0VWnS/B8wRvg/A4ldeBgsO9Jst8ikOxiM0ZmrD1qzlYbawrKeKbYJ2ENIJGexWEeZDF5sd9bsal2VWa73zyC4hpRSbB+qn5eWWDL7Ghu
i5B9huP9TUxZsWm2UWdTTlHy+/5YPymYfbIaUfMNMBSEhSgVmN+tvOBnWU1SfXmDXckPRp5oQUPr3uopantyksIa5I/8gtJb0i0+M+i4dcabEwSIRa1QWy3r
OgH74mlBaubVnEbx9PFsYzgCtnwJOQD2M0dCB5/SHRTKtyUhZvyvrGGwmzOCGIzBHVYf/6OEXAjsbM9zxN6dv5AmQAjA1N2txZVBHb3KOWApOMnOqBjelv4X
YmT7nqgw8BJcbzheSPJc41fdGpsEfgIXbuZWFGCLMRfOeEEP6Aq9kfPRdnmzpdOSFQ1WVI4fa1g979L6/9sE+ABChPqcaYG+jeHsuWAYdHrbJ2oH55+fu/oF
gEBIyPwN/vnFC76d+1wBMlse82/TKG1EInS8pqh4Semdoz+Vv8LjwFuk2ofqqokuj+1KqzKBRcBXTezaeIhb66hJwsfGfrWSdO0kywjCFwyhwDfr6L+fYWaC
iBUbcOAYx0+jzzW+Mt2chHpEJD+inmt3WXpFeGHiDuwrI0Mn+cOH4IdQjosE2eF/2ZnssGJNkpoP4WR6cebfUP/nTmuw4J8+QYiL+m9y5LOuEWLxRwU1aU4F
n4yiUGWnGxo1h+xcxIYL1Cs3ziIWDlJg2Ti/oCzyPljWwA+FHdkZVJipOXTNv/EwJy7oZYOPgv+Y+Jzj3eSdJLWCQPAreAKOJ3DY2o9r6h3clPBzaJR/hYAO
21bz7xEMSXt0Xj+DS+bTEVnYLj42YTojalMOaSeaVWLJlmSk+gyfdxC3o6OyE2oOWNqrLF//k5jNS8xUOIvzbZnFQYciMdPOO8pm6U3mdDYr3Wxi6UXvUCm1
GelLO7vSh6lwnjLeRD/c1alfutwBogCbgewpLUX2wREQty4jsq/M7MX/dAscFNBQyL3hBtGfNoren+aWbOEFFwOx6ZfwwZ8D+GR3WUKiQ2qeM9DhLPl6RXf7
kTyZyfTImmlpN5qleTKaU5lUWPYfKiMvfhaYCURukdMpTrYXuJJM2hRIqXzsciTquVzRfwm5Q8jh/5xx0rrGoEmaG8iPrYooKDAotLmNSdNomydp2NvLPy7J
KtkcvH9NN/k5ShuEeOFTQWKOfIjVsceVkpNCaW4gYRXF7VnRn5U64kWGysTkgCHDWNSRlB2NahgYnOnQzWmuW20sjhD3EqbNwbQvtaW6pPw8pdVYXitb/naK
sE4sFvqqi0WZMqGiRFIxkj9pVe0Rw/3kNPJCeY7j8DRDu1rtLBWmpOZw+Xoe9bXjURY7q9CQ019WW9/imfU91fPPV7/+X1oLE3h5pF36dJdKJtcr6PtNSWcN
xry8KdbnU6qKto61DOCkgbgGq6ppkt3xMy85kCD3phrSi2vl6e19S6zqAqlbI/wbSyEWomv7meLE3Kzo9eF/po1HjAw9o8xB5FNiwslJX4YWaxs5LlOaWFzg
diV+XLPzkSde1yU3/SE0iATL2dELYTENhNuWS5mfhAfCVUWw1Tr6N1rlViozmkYZUsvmYeP6YFJLeGiZH8mwWjQiSvfVjJCrQmluetae9YFNCWMg+0OyJjnw
19DA17IhKPXYckd4XFxc5BYJzyQUBG0WQdAk5Pl2i23F2B/sKNe6mNhBlDs7di2JjVn3fSZagWKjWSwMm41hsdAk3/oiSNgQ/cMDPOsPDveGTJ3gM2hjkMjt
GzjruTTaQKwTqsVAtTH2cDkM7nr2bg6azYrjsONYbLRnW6oXbDrPRnDWTqPTZi5+8DgfJb3/S/7JXxqrPEVkYsTfnvnTzM9uQnT+JwU0WVW716fT5ARl0aHu
2MdsBpvFZHMQLDa86l+XFxyf5qFebvd5FXnUo4iL+OSxxiao8HZNrENuOq7IMmt1nSu4otP+mCJc+hvfj4vduP7PxkJVLPoInmaK0yPg9Y9K8LFrMPFk9vso
oYmEWRNL2Lsm+NSE0GNo+FOxPKO88c8Nw9G4fmMzaXcnp49xrZ8zI5mMIvZH+TZO1/PndXOm5GkT+/Ok/Z8SN8QeqCb0nJiRTFCONnun3Jw/Hypf7guFVbeA
sNTrJQxffj4obOHImPXO0jQ9n2QcpQmir5CuoPj0z0gZPENpqpMNSZdPYbOj9D8ytQ9twAYe6Jg//sRhT1kuhXTIivVwO2xD1RMXbD05/yQ2ghjYlf0kHbYK
ZjsgapC8x+T3ZGqUxuGJibz/Tdd4hjMuSjaUTipwPa008eqp9B14JJx16yz+1tlVs36Y9X04smoYY2zDZP0ew5pHpa5kxfyOyWrDGPGMhPIsWHtTeptj8vwF
k0P8RP++HN4uGiUSTxW53fLp7Xt/zuL9+m9nYbohpGJxUzC5ccduS1pbb4GJzg2D/+XGoeejcWEo9PW0tAkGKgyLXoXGuf9Ch/LodG5o3OMcLHpBHJYTSr0e
xcWuisP+0zdMZaNJzgoEX0iSvhQIzhlDUaXtxpR4JpGYaklqmsd6fbUmpbDY5m6uKwsJEoJ+eHmWnPqYjHf1q4qnbb6PrWXkVZmUMk+R/HkVobIKKxZJb7a9
fvDok8R9VY8uupYgb+G1YgYrXYdPw/Ys7a6Uu+NvsikxJFxhvTlzKzEpqyGy6Vf8BRqLGX8BPwGabK0qwnSHyW8gEz5QlJUZnprFfZi+1aKcCkmOOCZZ6MU5
5tQ/Z2m0rlKB1ldp0dDQJLK8j+XbT+QnODPF2CzvKG5XKIYWbPulr7R3CcBmh5XNxs0u487Ed84Cn//YAa6D8tS/Wz/0hP12tQPUgllRj7vDp+MHKkIQA7gB
HDwiLBsLehG2pzf1Nx8SHroVnybFa6B/IKq9/dFR5z2cGI76graSSv2YFlUqrETN0LpPXpOwkrjlDGikQE3aeP3Q4ittpUPhiI5LN6GbE4QJFC697zD8F2dj
w3vq/B//ycITv5z8FO7WuaTMzD+fBrGkM1VPYU/U/lRSJXTsJvQLu+j89IPR3IPRH+35kpS2l0TB1s0kXg0pDZ8VUpqA+gRPfpaAzJ5BvBdejZwR4qLFOIjQ
2+YnyRyx2Mhl99oJZ+6T7k8l6+IGVzWs9/vW1gXTtnbN2J5V07TC61haYOTVG+w5AqGy1/yzTcwVm8w2pbDW7MtTCMXklzN0drsew8owJfblDA6vneZbYC7v
lq/0NLmWLbYHBY4YV86WcpwoAi1RSuPWfo6i/CCsMypkI7dQxkJJkkvau0Z/UOhQWCvzPG6/RSt1ZWZS2Ut8o5y1rYKiA51Z5aANDIDh26KK0/WtPyx9c1F5
1mhlv84gojaVMy0iXiuL8S0HDy/xKye1sCan92nr9yoM61dOZ5ncgekzu+DZsNWVR7NDc2CzMuxdAZOkItdQR9P8C3zZYchZqvVO2Bqy+57Xeyu0MrKMSEZt
2NPJoDHXsOmXj4XmMLzZGezdptWpfJHZLzLklRlkxIcEfNPVNZXrKKxzrKQ3c8tYHrsm8WtFhpEuSLT5ReKcpj/KNBy6VZZFdlJmEuliW2JXJ9rSLykOqma4
3arpxcH+JIulP0nC6ThjPYkZ7xt05S2tqMgbGnT6xi5n3keV5lL5+6qmR1MgVhYYjMmFRUlqVtF6eDEoOjcVK84oKizMKBRTdI8KAaJ4yk8dd1TqAok6mJau
zi9MgtpVnk5Pk1R5nVa5J0Hi0WglOR6RXEY10hytRurB38TcfFB+AjUXdbAdWcqpx7OjaGbtSQ/SxAzEJaPGKwCmAol7hxZxkQcdDYBXS4J/Q8heARqdR+xH
2sCsBsIxQvY2sAYczCbsCf4TV/YPbNStFg8CACki/oEljA0BP84PhsYIuD8IKW/B0JY1rG+1AoFuL4u1VycQaL/liVZLZWtEojUy6WpNz9s7pjvioXTCbgJ8
1p1jhGOmjgzKOJ0+TqFupdO3hseP0elj8dG3rZwrc3+27uZGTNxpDBT1/xLR38VrUq6w9Eti3mMxR+IwQzdH15bi59HPDR5F5WXOzasj8SUmnUJOpoR3apSK
ia/jLyclXY6n3KEfO3c0222T9AornwR78P+ejlzxzY3p8kw+UfLbw3cQ2fO1clUtTobjEv1RPqx7+zom56mBwH0hOU2g/BVPuCvp/Ym8mUbbTI4fuHQNXCQP
J4bTb0uR8bQ+I77kGh1djYn5e2GPaiQm+/yIqmfh3zGYajT9mssUr49ZdnDNx1tQ+8/qNcty4s4IbjkVYygzWyy2sD+MKZwXuccExxMTxwWCY0niYwvoyVSq
hk7LpFJt0k9+nCp1iog576OoOAp39MZiiUuEL/v3w08sxTqaiODC4ATRiA4GO4n9YjuWsRX7yxMigdE3HbAQO6YmQjpiO5ZySfh3OKyM7VhiKQBQgcM3WWEK
2Ax1ksVm6fG7fGzHMrbkaUuF/EOI7VjKZWtKpRwp5VTzP2I9FrEaG3La5uZLcVJmxIJmiPVYyCp53qFZEOuxQCUI5nfjFLJUGMkIFhbriS2OLZaLPU5Ou0nI
T0Ksx0JWu7PUL4SEkvUwDgMjGNSEIEvyD79xC0FsGMgwrv3/rTm0RCZkHVkMYn0OdKGAjVCwrEKHI/XTCZjejkAO2SkcIBteXTCOHgNoAjlgaZ0r/D3Sc5dX
Pbyy2kSpWM2Htc7/7xTdCv9eBDZPEmgfQBbF1VpiP4FbiUzPFjcfVsRn0sHKDjc46RDuJMxrd5STX9IRlfU+C2wcJvZeYdzspLy1OnpmnrWQ2He7iUvDDO3p
nNoDOoVg3xjIPLY+iNNevhO56679iLIfwHpY97st69cn+405XfwknRrwijs2BfRtgmHnPvD5ArL+AZADu9naQ7bILbGmhyOPWKkB6PqVoVYyXnA6g9wSaxq5
NC1BqP8yN5HSb4boAERfQfPXYBtqOe/7r+qkCx9qLDEvt8SaHjAu9mBObinXZJr5Dtw6/torjOOvZB8XseWu5GSTrzBdv5zPJ1xnz++Nv7I+Jm2g1qLTOV78
Gl1Qj/v56GjZ+h8bZ7VHdYAejK2pX0uVQrKYSYYK6c3FtahDFuqQhTpk6XilrDtWZEwkJrUi1nrKCGxxS21/W39qCa7GIPzW23zt3vVdtvbYm8k6x1t6OitE
3upBYF3lda1BaJ2jQ4hnNw32JOxEbnDP5F1/RrjD7Dd9Fsqkrd07m7F1lxCcFLL/Yu7Y/ZPLEvH7LxdmyPu6B7csQ+pur+/bxNUSXn4d6KkCeX0pFQ1CLfLr
P2RxMTQeda4QVhfdHCNF9ZGq8jKibMo1iPp5HrW6WGuQ3AUntU2C39LSVlf6EM6eeixzih5VOAEEikI6KKn7UOXMQOVnRoC2YsECFDowZjsxdQbC0I00ikz2
fhnefWMOOBCadACQSVBC1riMsBcey1MKaH7ptEwTiHPIyELXnfFuYoYEwUNB7p6RylEne78sPv+C3YDEhF8jeYzpayhCpaFDhcKrooPBk3kHEcwAIBPEmD+s
BMm5dpeR7+hg4q4h1xbbz1RPcbFlXfFKuQkAEzInacY1NN+t7XfmA5cvePK87MbBrApilgWhGh9NTPNU1NJC0tSk503Agpt4D9VujTHjLEC7EI0DTqA9s8FC
TQzmt2RaN1WZxxRSko3I24lJkaJnQG65DWuw1FV8ATd1+zj6yhzWdosK5t2Az6Il76GECrXfAf2j0jILidN9Erm2lhUJ53Rg3kq/gj/oD7dHJlkqSNj43f4p
Iptsk21UGdeHZ44FAf5K6BPVXL9asV42AyNhRAd32TpEttJZgmqtqGmR09gNJmistgMb1n1Z5GngQchiIM4CoijlQY62gPMuDuhzQdO9CmBym6fzlUCheHcP
3hejLkMgmC3Qs5rlJflwqYy988glJK5KRh+W3HkkLoxdSs8R+mseSls/v1pZ1vLP3m2M5NFtWGH0qhuOq9YW6SQKu2zLJBm2FCX8VdXLx4aDsXvOIK1FjTni
qm6K3xMzqK96I66bCpHarlUwpXWCp/JMC9DGuxggliy0EhoK4zTsWj6kbsiLPHJHLgaZpxHcCEVzSewNriJkJcULQHoy8IgyjrfTfe1iqKgbQLtPIlhAddAC
ibkNflwANnXJZBymQwZ9tZ1ICdFxUms93Eb9NjVlEqjWpxjQJak9a7oleyPEUgs7Nb4P+KeWqStFcVZlclaI8yhKo7s9IIQdAEVnuvYqAEaRlWWldo3K1IBk
1lCBd2klcOvXpJ02OfX1mJlF3SBuTqoitQSg0L3QqFhPFYCRTUzNcMbDVL+o1dS1tBCYZAU11csS1FQvCyoNJV3oRYoxQZ8Hwk8uQMQWSQd22iHjocuxkVjN
Lp1SdthQ11yt7+oQXFynCTVUyayS9q4CY/QRKWMB8CYex0zuhM8DWCF9lTtCZ198t62XzbKbelzA8zeVBdOvUcSci6/hSNFTh4BYhNhhZcWX9HD6hDmXH1CW
daujqjBf7R/rWOJlo25YbD/LYpEX2/tmTyX+QRMrxpUeAlOx7giatL6NS6GUb0m7XSPx/On66fbpNA59W+dpHNHQdy3yP1g3ZFzRdan5L1r2NOxICmLBLomS
KlhYywrAxNEeALzCer6sAxygV6o2CmH71MM4453ElCqXxBlJjYGtEQhu9N9mSKCZHkRiY5ONYOPlSwavAGPVzX7owGCGNhXj1FfDDLE0LwtVYjfGklooFdQK
KAs4jplDdbsVQZAkAltbQ0oVrEIDpa9/lOllt8xbTkjcvkxXy6syNzQbcVHJPqwiwVGL/NjQ5W0tUmF2mHU3YmqWIoI/DgSD93dyIL00iVOrAhoan47FFyVN
Qa4UTgA3cZxu7KE4xbg/DUSKGXm1XuqPRjnh7JAmNFCDooIbui/c+1E9m1GyNuRAOMKQAYDxuBnca+0JNuW6P19scyzgcCCpQkH3CE2ijRAvFpB0hFj17aeN
bE3IzU+wnYPhyUYrIsKlh9rXOJRZRHI4re3VUlK/o1r3EBdUsxw2QTWr3KDcEJLmLo/hX59+WmfUtbQseaFTg5CtTdMf2xtRLKExwu2WMIrdKWS37OqM+iH3
ZVpdu+eSR6rmd8DNPPRM1TvzwK6tGXLqSKHuJV2zICjDMBxiqvYlRvHVgKp/GO1Eze7YIsTLyXzc0Wa9vBmB7dm1FwA9FrNZIRWP8ZIgyWs3/YJMTsIME4U2
YguQSK8O27kRLy05i+2Je25w6bk8b+sii0LH0uJNwF3iPxKCJTOTvKNOr+5s1rxxaxYSpNYED8m7DPmuYdujeAnhihiUFw+e4vlnD9/eXl9eHHbLse9aesE9
vWbmpdwS6yQqlFT/5iuxLAxjnBfCid/0iWnto0lbJ2M60sAiQgNpE+XuE0tMhO64/rB6PFUhYCew+f1QHC0Cz9BcxCltzEyjxS/yiFO2S7Xnn5Qw7m2YxOAx
Drv9jjVaEqkDrtH0YiOWbTSX1zInS5E43aV91tNwwTiiWYro3kgRoHGy47mOZUaVHQXHyt97s434REr7mZ7tJKPaLHH0DDxE+brQGwipvR97pC6jEImjZZjT
3CKK3yK7qi8kB8IuQQZI0I/aFKqmdXejHcjq/Axmm62IEGqD5Vd9xY9NjhWsj54Qo/Q7gmTUf1Es2fm2XQ3BnA8l9q1DWk5B+SEpTd822MAmZ5EcQ91cbZFo
kQiGHu4yh8iwhRA4B7mFy7U1Ek9/p4f15eZy6ItMz3BF17h+cnNookBDoHBShSJbirTJhNCYbmasgIapvMbIpi9oaBqCRr/oee17rmoExJsFjJPkqcVboQeY
ixElEtWxuGCNkqVMd1GjcAAZbKfeIwIm/9E3x8GYWARbyxJo2OdZmvBB1mfHqIKqzKG0+5C8rGwHbfjKMTveBEIvM48Cm9jUhkyhoZCEY9ay95+0A7XEsgDL
tC4aQsC6bfUbmlcRdgmp+wVGXytHgeL189P9lCe2FgpWoitEQvAmQViXRWPJ+ayHoIH2MgB4gjdPb04OQ5elvmsaaAeymuBMG3qqz0w0c1xHHZWmFjN66ziS
HHx1G0NlYPTajYyUpJE1rm1wpUJwfklDTwuSmv0iqDqpgPHRPLn31JNFMZZjO3QPK/5dQo6Hxpj0OLDOBBlqWbvKSoxrIEaoc7yE4iQjBF/h/tJv7asSiXuP
/eXhchrKXbXLksBzbG22Wjqh1dM354kMw9lR9dnVdgA9BCm0CcxuUjMVSa9JWrfx0QSou6RLOygo+rU4Oa75ejlhZSNATyCZtNbplCTMJKjPVaJyurrIuKpW
9Qo6utS3zTC5xmMbEY9MTYECdJ1AJxvoTaNcJg1wNeCihyhQ1LSJGkhJh1Y1V8/jyhLEmRapVJCTq6aUMfl79xsLPwoAoliAzz0Mcsq5JJN9hkBXpThW0tBz
JOsWXZE/2f2Rk1laSwlSUUr0At/svrGglkSpd27s22hyLOd89A6la78TbfJ6i3v3rk3jze/5p4XJhtSd4ZC0DKc1BktVvjQsr79IqG624N5iZwTWySxZaFvF
ZmZMcqSIDNUUrQKZoOF0RMPADh7JgoAEibPUFrbe0/1yo8sGdeqpzjTAaE/p6vvYLWW2GNvYZxTX+cSZ8xu8X8SBTZQQ7SrW1p68xa07liGNHLIeQhLNWa9j
bfZPb3HdllNGm6cqjzxbj1ZE8cSmEdAgaqE42bqOqGGFeobUFGW5mindlDZPZvYwjxrz4p1rdnohNRD6s09fIkpZRyYX8jvXMGm1LlgAbhaAo2bZS0q1hf48
mbFxWKpwndcn7LlIx9De6CfM9r/4JKjbvh4CZV3zyc2qxEoKQl9cnRAZFqKLxBmOhnFLzKEzNak3D0ZsRhgFQbHZOLQE6EWPeHko6qrG/8PywsDniJegrCT8
6bZAJLAFbJVKUxLQ2sYZCIp7ds4Io+rNuwY2OVbyfm4IdWq/I+qisTzDs4Ft9/EQLPhw+EYcC0R67caVtQcLRNAJTINaCEBoAwghWsGpLOD7JeByuqyGsiGi
PZxYxwP2AzBlKZe7ltPHb6xWF7U1WOFKSFtrZn0Hd5/G/0HfVowSoyQlTVzeX2Xg4JsJ/tJMAk3r1YTGRIApdUsnI219siwzuLkvYhoP4Aza74zppTmlWpGg
DB/1+nSCyc8s0dRZO1KqIXQ0tLHuYY4QZvYYAzRVMd8kwC24Vos9GouSEhLHM6TV9CxHN1zS2RaKlA1SiRekwnWpEZig03f/DNjHodMF+ZZsOsfslQbeV1NK
FCgGlUnEQe975iEVxgEMLYxBgPUK5h3CNgKx5S7Xsa09VKTIcS0zS2VWtTeDYxzY2OhTcTr0bRU06lPmgT8NQaqPmwA5dBHD2Ot9ulZEHHQqi4cZmXPqUpJO
RncKmWCzY8Ss9VU/Ng331Th1vAkuJDlCOHHgfWJ6AMD4Fci5gs/v1RCA2/amYkzb+7ZqRmnfCb7iTcUxJoCCPwAaViRtJdYmSFIH4NXB2pbDidrzxC95O1Rv
9TSJsDLTeKgGFQ3phoVlHO8rTTtofRc/twhWa4tzpsgCzyKG5hOg0PZZe5EkHYcTXjiArf4uwRuzg/w//l8V1ANI5X9WtleqkAVFjEEoxLgAmCGNBByhcMoH
5vYhD8KbSFGQJsSsKKBrK0S8B+DnC4i3jxRia3zTVieJPQB0tc7nzbXE6ASvzV/GOVW5PEgoSDH0m27N9aYM55FVrlqTeQHWgjf1xwVcZijmbR/E5kxpsuaT
3Y+RzCl4ahsLg9gCd2L73GVoHgKjVMylAdrfPxK1NkxioGrjLukgJ980GfO4+4GFSVsqRGB71C/SAsXkV64mXeJrLJynQo8yVcRamMm8VtO0ZY4aLbHfVg7Z
YUAYqWkxUdp2uRyXhT/v8nc7kabwMJTIJG7BhkUPArPD9lHQyIOUKde2W4os9E1D8etLruUJA9N8pzkcVBWCkgFp1UGrWxHRWdQSkccbqizLOgQ33ulOU1sK
zkVkO2vYySHC9imo0tWlzG4Twh8k29PyFww8/X8BobAUeW0Q5+nlL7uLeStJEjwAwOLSJonvd1HgoIPjKZD53bgXiJBcOoxJVytP9h4CE3ljnSC2kBswbKLC
kqFLVlBQTZNTWHSqmiXu56VOFCxm0fT7NSmAiH0A0KwB32fd/hjjoO0o/7tNv3X8d09QDme2xEExJt5GYaiUfQvZ3/p/V8Zq5z99dl84DCU804ULqvsaE8/M
Yk7bhYV+DperL2Yu5h8TIuIBPOCaxCNnIEm0ZytBC8alut+Wu72A0M6fBhzTjGuNgnbh1YQ45OqJ72JTUxb5+H5V8hRkckmVMxQPELKv/dYjRi+9KF/Gzx49
PDvZrse+qvr5OZ/HOa2x0cdPjUYMT3CFjTsBmpsQlBoWtahHIyEdOFXTjayTrWjrcI9cF0sMy4mfini5VXd4gMS1w2qZxtCfqsbouK4776M4WJdac9zom1Xm
IpfFIlAiCWGXgNUVySVyN8OOfzMrQFFUc1TVKMZFzxvQL9TM3tD0+t+QloUAXPJ+nu42Y982NjHruiA20ZcFR0snMMgUbVzpwLaErrJwclxLREd07AT+QTGm
Wca8pZ817NqFR19fz2CGZqBl5G8Lb7KQOHXVEk/iI4lZaeTbRFCWSbkBWUAXTMTsEDKR4aY+gZkoYk2Joqg9zYsPGrYQWnbPZTtuiRM6xGS0EBM4v6mBDj9Q
EkD7ChIzA4jPAJBRhqwHzCM3BOP+Tr5UYLfwo7PJZ02JVBft4GZY/ybYPMHcpgNDicT2wqCEKkW1troSBTDTaI+9ZM0Qf0MJxPqrs4aMaGvXtPOYRgI8LNzL
hWs8HEJkfyeZJyt9Poi5SgQ6Y/Qapam/ml++YjsPYbZILjgooMJ+EODa1GolAxRTis1A+0snq+2o1WVAJQcJQWaw6O3meKYQSFWAD6q0krZykG7caKkI1kxC
53kTZjBK4hqOE0PPU5p2VIHxuRbL92dhiWyck6Rj18lqHHYYZiEZlKzIgvdJCs7Zywbb/OgDs1yttZSRXFIL17/4HN0jFkTEr06u07Pvrs1X8Mlfi2D8PEIw
hl50usCltSxld0i8fX33ir26ONus+jZPE8d4jD7Rd+Rd5svH60lL4psz53IJMqnJKFv2hzVc6MnOGVXrVsTJqFTB6hLBmPc1tiEXo5Xjw41ffH58d3m+Wmap
GnBD93ZJANUm8fmJ3k7VP56p46IuEldzCbh/MGYAxmcncm5ByQyxj1r8fXkR8jDpixbrhpZ4SQ6/OhNNVlpOrrv4bMwBqKCYnmJzr2x/oUBht+Wpfhh+2fq/
NTLxOW3O5ntijiGPyynm9HGmfzlwxOCxR6pokqwv0YpbYisVz8rpyrGRePb0+vL0sN0sx+pYH397Ymcop+1eGumQs4cPOaeDTK4iy729X9TfvhUUlufF4F+3
j9Ybhpwsf64QPIVus2PETuo+VLLYPlstK7OMGEi8enF3k11n12enJ4exPzmvd/wSn7maFcfRHBt/uCt9R0aU4BNodjVzhDt5+Lrypekq8sdIgTv2v1YgzDNd
Dk1HrGV+ELLYTmxZXNdA/W1ftbOT/W67Wa+mAXr6MDAD1Qxtl1qtYrDhSS4ZeWHh0ihob4p7vwR5mJGxPIgtZJCJYAkP0P4+BUow7WwpdyK70vx+X0Uhs2ix
rgxw0+4mulghtUfOXZqCmF5wegfDbGjAJKsUMy08N1tV7OnZQ+J8DDWfTpiDYkCIy72UxPtbzB/JnMLCpnKqrgoCNWrOPec0OJtqFYLqF6vUgDMuR51TjQV3
P3agP7o0lXM8O/1f0umZ9eSycrV90DgmeGhFm/OS5+0BOcgdXy0eP+19owAHSDZsWKG3Tz3pkP5bHsO9AuD2kzaeTPzV/9/9/F//L2moTQdIMQBA8By95juF
ollB3u7L+u0Gq9pY8tWabSin+eBWAJpF5jPelQhJfEgHB/pLRKj/gpuTRGcdWU0EpwBsL3LwoA3yfhetp1fOMmdKGxio45P5MBJe68CJFqy27ul/2wi+WkYq
RPBofLzC4QnloF9oZrgeMYWW9iHnY/Qv02Q/7DBQlWdZQECof8Xz9X9C7DOqQOZUQN9tTg1oxneagVCUYkA5XsrrMcFN+Ubd5/SN8dxsbtUJryQY92RxwpoG
ykoWXSaTZivkMpftYZjlAo3HVI5QP1zMX6F3McIgilLqSOmbT8ri0LvLvVc8BqF5RhsLZgG88sUYfwsiA1TtpW1yBDUZuwR6KGf4lsq5w7+lCCE/nIfVPvtj
RYDyIeWGr1WWi4rz4Eep+VReg8mOrwzafvRxk0uEdgHdo4JL3KPCCMhRVUbk3qo+EezPzVchxA7Vz8EeDglcBgQoshCWhkJPVPjTUrTIQtQLMv0dWST91NCc
Jon7hWkV8AMI231eTfDaB77ZMIpEH9cNJuYiujqpnXEsWsW6TDZEHXFUykWpAXz9wESzPd3ey+3k3O4DDrBrIkxzkzC+sg0CRj6qn089uZZLYxQATaECjwhx
MdqYcHJcxIu2nUSBUlLhFFWkNlYYWpvcopVW0n6HCu3qpJxMS7GObOTZMvnbNZK4WNiZOOSqYme1kHVV6/eX6ZXIo0qNzpNtOx96qeMtmtEpiclIWujQTc5q
l518bFFbl80mV74uUnUm962coOpn6eGL6OF66IeVqpWLi31zOu2HxMfTMGZoqaWXUWraWuj+zVIKdIkE9WhQadiWqxIde3VgrNLEX02XqVlFw0vrcSnLl8qm
fMRole7lU2JlgkVcnE3zKpCAnrLOMtS2p3ToH7oEdxYtzX7OqUyTnuSlsUWnUsXvyiNGt0aTVsVzLWo0SqS9bb95BjEEfKjEHWLBfhDtAH9nYjilqVHN7DZZ
AK5KPHcFq3LaWeeEEBJJ8L0LbC56PvVMIeGrX03mZ5e1MmGKTTaL81A85XOtX85517V2UQotnRT3ZYwbb6Cp9Zo12Si/Fc1W9xRpnajlNpnPY77aJd116dbJ
8ezsmfjws6WHR69+U/TZZIB9anikJi+fBeoImGaGIQbJF1Sg0AN7NUxCUpJhgYXJSQHd88Wz51r/pw4ZJUAqUpMG+331zfeg4CSGJ6pP8Zbxtdkxo2hIOUsX
Sa2RUmn0YovBVtvkGHfCdjvstMsaax10iIQSF8egzXaALM7mmJkOykef7CZgoFnGaqvs9CL4QRptpHHGGm+Yxu5kCC74EEIMKeRQDHrglolyXXXf7TxDDS30
MMIMa5zhjNcQNMCycy4/bP+wG2950ujRsoYdWVf7erh9qNPBEYweNyzl5Tkpczk2EFetLE+KV7xviunsbHYeqtFYxh74XlcpypUxCcXMfcqq6GTFB7q40PDf
RRwhrGcD/qDl7Vh3hmxF98t2/XEwvhybpBI6ENnM6k4RowQT1KBx/bHHfRNFdhGrpOFxQPZfOP3RI6KJhzej53Jd7ccjyAYfgdtgocnBT1I+Rs6UYUvJ8ONW
Ugy+moMHRpVAtQXM9Bu+AAd5vyuav7vuAxv9LUDzQDfwMce8AXmfuY9Boea/88FojLb/nzU/S7r1X3OGHofQhj4nccR9m/BAro1/hObjkPcCAAAA`,
  };
}
