// Renders the demo media set: SVG compositions rendered to WebP in srcset widths with their
// blur-hashes, short looping clips (ffmpeg from Debian), menu PDFs and SVG logos, plus
// src/seed/media-manifest.json describing them. Deterministic: the same files every run.
// Usage: node scripts/generate-media.mjs [outDir]   (from apps/api)
import { execFileSync } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { encode } from "blurhash";
import PDFDocument from "pdfkit";
import sharp from "sharp";

const apiDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(apiDir, process.argv[2] ?? "media");
const manifestPath = join(apiDir, "src", "seed", "media-manifest.json");

/* ---------- deterministic randomness ---------- */
function rng(seed) {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 1_000_000) / 1_000_000;
  };
  return {
    next,
    range: (a, b) => a + (b - a) * next(),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/* ---------- palettes ---------- */
const PALETTES = {
  sea: {
    sky: ["#f6d7a7", "#f3a76b"],
    sun: "#fff1cf",
    sea: ["#2f7f94", "#123f52"],
    land: "#3b4d3a",
    accent: "#c8643d",
  },
  dusk: {
    sky: ["#f1b38a", "#7d5a8c"],
    sun: "#ffe0b0",
    sea: ["#39657e", "#14283a"],
    land: "#2a2a3a",
    accent: "#e9c46a",
  },
  noon: {
    sky: ["#cfe8f0", "#8cc3d8"],
    sun: "#fffbe8",
    sea: ["#3aa0b5", "#14607a"],
    land: "#6b7a45",
    accent: "#c8643d",
  },
  night: {
    sky: ["#1b2a44", "#0c1526"],
    sun: "#f4ecd6",
    sea: ["#18324a", "#08141f"],
    land: "#0f1a22",
    accent: "#e9c46a",
  },
  terracotta: {
    bg: ["#f4e3cf", "#e7c7a6"],
    main: "#a4492a",
    second: "#e9c46a",
    ink: "#3b2a20",
    cloth: "#fbf6ee",
  },
  olive: { bg: ["#e9ecd9", "#c9d0a8"], main: "#5d6b3a", second: "#c8643d", ink: "#263018", cloth: "#f7f6ee" },
  rose: { bg: ["#f7e4e1", "#eec3bd"], main: "#b4546a", second: "#f2c57c", ink: "#4a2630", cloth: "#fff8f5" },
  lemon: { bg: ["#fbf1cf", "#f2d98a"], main: "#d9a21b", second: "#2f7f94", ink: "#3f3312", cloth: "#fffdf4" },
  ink: { bg: ["#22323c", "#101a20"], main: "#e9c46a", second: "#c8643d", ink: "#f4ede2", cloth: "#2b3d48" },
  sand: { bg: ["#f4ede2", "#e3d3bb"], main: "#1b5f78", second: "#c8643d", ink: "#14232c", cloth: "#fbf8f3" },
};

/* ---------- drawing ---------- */
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const grad = (id, [a, b], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

function seaScene(w, h, p, r, phase = 0, opts = {}) {
  const hy = h * (opts.horizon ?? 0.55);
  const sunX = w * (opts.sunX ?? r.range(0.25, 0.75));
  const sunR = Math.min(w, h) * 0.09;
  let s = `<defs>${grad("sky", p.sky)}${grad("sea", p.sea)}<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity=".9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>`;
  s += `<rect width="${w}" height="${hy}" fill="url(#sky)"/>`;
  s += `<circle cx="${sunX}" cy="${hy - sunR * 0.6}" r="${sunR * 4}" fill="url(#glow)"/>`;
  s += `<circle cx="${sunX}" cy="${hy - sunR * 0.6}" r="${sunR}" fill="${p.sun}"/>`;
  // distant headlands
  const hl = (x0, x1, peak, color) =>
    `<path d="M${x0} ${hy} Q ${(x0 + x1) / 2} ${hy - peak} ${x1} ${hy} Z" fill="${color}" opacity=".85"/>`;
  s += hl(-w * 0.1, w * r.range(0.3, 0.45), h * r.range(0.06, 0.12), p.land);
  s += hl(w * r.range(0.65, 0.8), w * 1.1, h * r.range(0.04, 0.09), p.land);
  s += `<rect y="${hy}" width="${w}" height="${h - hy}" fill="url(#sea)"/>`;
  // sun path shimmer and waves
  for (let i = 0; i < 26; i++) {
    const y = hy + ((i + 0.5) / 26) ** 1.6 * (h - hy);
    const len = w * (0.02 + 0.06 * (i / 26));
    const x = sunX + Math.sin(i * 1.7 + phase * 2) * len * 1.5 - len / 2;
    s += `<rect x="${x}" y="${y}" width="${len}" height="${1 + i * 0.18}" rx="1" fill="${p.sun}" opacity="${0.55 - i * 0.015}"/>`;
  }
  for (let i = 0; i < 9; i++) {
    const y = hy + ((i + 1) / 10) ** 1.4 * (h - hy);
    const amp = 2 + i * 1.2;
    let d = `M0 ${y}`;
    for (let x = 0; x <= w + 40; x += 40)
      d += ` Q ${x + 20} ${y + Math.sin(x / 90 + phase + i) * amp} ${x + 40} ${y}`;
    s += `<path d="${d}" stroke="#ffffff" stroke-opacity="${0.08 + i * 0.012}" stroke-width="${1 + i * 0.3}" fill="none"/>`;
  }
  if (opts.boat) {
    const bx = w * (0.2 + (((phase / (Math.PI * 2)) * 0.1) % 0.6));
    const by = hy + h * 0.03;
    const u = h * 0.05;
    s += `<path d="M${bx - u} ${by} L${bx + u} ${by} L${bx + u * 0.7} ${by + u * 0.25} L${bx - u * 0.7} ${by + u * 0.25}Z" fill="${p.land}"/>`;
    s += `<path d="M${bx} ${by - u * 1.6} L${bx} ${by - 2} L${bx + u * 0.8} ${by - 2}Z" fill="#fbf8f3" opacity=".9"/>`;
  }
  if (opts.pier) {
    const py = hy + (h - hy) * 0.35;
    s += `<rect x="${w * 0.55}" y="${py}" width="${w * 0.5}" height="${h * 0.018}" fill="${p.land}"/>`;
    for (let x = w * 0.57; x < w; x += w * 0.045)
      s += `<rect x="${x}" y="${py}" width="${w * 0.006}" height="${h * 0.12}" fill="${p.land}"/>`;
  }
  if (opts.parasols) {
    const by = h * 0.86;
    s += `<path d="M0 ${h * 0.8} Q ${w * 0.5} ${h * 0.74} ${w} ${h * 0.82} L ${w} ${h} L 0 ${h}Z" fill="#ecd6b3"/>`;
    for (let i = 0; i < 4; i++) {
      const x = w * (0.12 + i * 0.24) + r.range(-20, 20);
      const rad = h * 0.09;
      s += `<line x1="${x}" y1="${by - rad}" x2="${x}" y2="${by + rad * 0.6}" stroke="#5a4330" stroke-width="${h * 0.006}"/>`;
      s += `<path d="M${x - rad} ${by - rad} Q ${x} ${by - rad * 2.1} ${x + rad} ${by - rad} Z" fill="${i % 2 ? p.accent : "#fbf8f3"}"/>`;
    }
  }
  return s;
}

function tableScene(w, h, p, r, kind = "plates") {
  let s = `<defs>${grad("bg", p.bg)}<radialGradient id="vig"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient></defs>`;
  s += `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  // linen stripes
  for (let x = 0; x < w; x += w / 14)
    s += `<rect x="${x}" width="${w / 40}" height="${h}" fill="${p.main}" opacity=".06"/>`;
  const unit = Math.min(w, h);
  const items = kind === "pastry" ? 7 : kind === "pizza" ? 1 : 3;
  for (let i = 0; i < items; i++) {
    const cx = kind === "pizza" ? w * 0.5 : w * r.range(0.18, 0.82);
    const cy = kind === "pizza" ? h * 0.52 : h * r.range(0.22, 0.8);
    const rad =
      kind === "pizza"
        ? unit * 0.36
        : kind === "pastry"
          ? unit * r.range(0.07, 0.11)
          : unit * r.range(0.13, 0.19);
    s += `<circle cx="${cx + rad * 0.08}" cy="${cy + rad * 0.1}" r="${rad * 1.02}" fill="#000" opacity=".12"/>`;
    if (kind === "pizza") {
      s += `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="#d9a35b"/><circle cx="${cx}" cy="${cy}" r="${rad * 0.86}" fill="#b8432b"/>`;
      for (let k = 0; k < 14; k++) {
        const a = r.range(0, Math.PI * 2);
        const d = r.range(0, rad * 0.72);
        s += `<circle cx="${cx + Math.cos(a) * d}" cy="${cy + Math.sin(a) * d}" r="${rad * r.range(0.06, 0.1)}" fill="#f6efd9"/>`;
      }
      for (let k = 0; k < 7; k++) {
        const a = r.range(0, Math.PI * 2);
        const d = r.range(0, rad * 0.7);
        s += `<ellipse cx="${cx + Math.cos(a) * d}" cy="${cy + Math.sin(a) * d}" rx="${rad * 0.07}" ry="${rad * 0.035}" transform="rotate(${r.range(0, 180)} ${cx + Math.cos(a) * d} ${cy + Math.sin(a) * d})" fill="#3f7a3a"/>`;
      }
    } else if (kind === "pastry") {
      s += `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${p.cloth}"/>`;
      s += `<circle cx="${cx}" cy="${cy}" r="${rad * 0.72}" fill="${r.pick([p.main, p.second, "#c98b4e"])}"/>`;
      s += `<circle cx="${cx - rad * 0.2}" cy="${cy - rad * 0.22}" r="${rad * 0.18}" fill="#fff" opacity=".35"/>`;
    } else {
      s += `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${p.cloth}"/><circle cx="${cx}" cy="${cy}" r="${rad * 0.78}" fill="none" stroke="${p.main}" stroke-opacity=".25" stroke-width="${rad * 0.03}"/>`;
      for (let k = 0; k < 5; k++) {
        const a = r.range(0, Math.PI * 2);
        const d = r.range(0, rad * 0.45);
        s += `<circle cx="${cx + Math.cos(a) * d}" cy="${cy + Math.sin(a) * d}" r="${rad * r.range(0.1, 0.2)}" fill="${r.pick([p.main, p.second, "#5d6b3a", "#e9c46a"])}" opacity=".92"/>`;
      }
      // glass
      const gx = cx + rad * 1.25;
      const gy = cy - rad * 0.8;
      s += `<circle cx="${gx}" cy="${gy}" r="${rad * 0.28}" fill="#ffffff" opacity=".45" stroke="#ffffff" stroke-width="3"/>`;
    }
  }
  // olive branch
  const bx = w * r.range(0.05, 0.3);
  const by = h * r.range(0.75, 0.92);
  s += `<path d="M${bx} ${by} q ${unit * 0.15} ${-unit * 0.08} ${unit * 0.32} ${-unit * 0.02}" stroke="#5d6b3a" stroke-width="${unit * 0.006}" fill="none"/>`;
  for (let k = 0; k < 6; k++) {
    const x = bx + unit * 0.05 * (k + 0.5);
    s += `<ellipse cx="${x}" cy="${by - unit * 0.03 - (k % 2) * unit * 0.02}" rx="${unit * 0.03}" ry="${unit * 0.011}" transform="rotate(${k % 2 ? -30 : 25} ${x} ${by - unit * 0.03})" fill="#6f7d46"/>`;
  }
  s += `<rect width="${w}" height="${h}" fill="url(#vig)"/>`;
  return s;
}

function cityScene(w, h, p, r) {
  let s = `<defs>${grad("bg", [p.bg[0], p.bg[1]])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const base = h * 0.78;
  for (let i = 0; i < 7; i++) {
    const bw = w * r.range(0.12, 0.2);
    const x = (i / 7) * w - bw * 0.2;
    const bh = h * r.range(0.3, 0.55);
    s += `<rect x="${x}" y="${base - bh}" width="${bw}" height="${bh}" fill="${p.main}" opacity="${0.25 + (i % 3) * 0.12}"/>`;
    for (let a = 0; a < 2; a++) {
      const ax = x + bw * (0.2 + a * 0.4);
      const aw = bw * 0.25;
      s += `<path d="M${ax} ${base} v${-bh * 0.35} a${aw / 2} ${aw / 2} 0 0 1 ${aw} 0 v${bh * 0.35}Z" fill="${p.second}" opacity=".55"/>`;
    }
  }
  s += `<rect y="${base}" width="${w}" height="${h - base}" fill="${p.ink}" opacity=".85"/>`;
  // string lights
  let d = `M0 ${h * 0.2}`;
  for (let x = 0; x <= w; x += w / 6) d += ` Q ${x + w / 12} ${h * 0.3} ${x + w / 6} ${h * 0.2}`;
  s += `<path d="${d}" stroke="${p.ink}" stroke-opacity=".5" fill="none" stroke-width="2"/>`;
  for (let x = w / 24; x < w; x += w / 12)
    s += `<circle cx="${x}" cy="${h * 0.24}" r="${h * 0.012}" fill="#ffe7a8"/>`;
  return s;
}

function patternScene(w, h, p, r) {
  let s = `<defs>${grad("bg", p.bg)}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const cell = Math.min(w, h) / r.range(4, 6);
  for (let y = 0; y < h + cell; y += cell)
    for (let x = 0; x < w + cell; x += cell) {
      const c = r.pick([p.main, p.second, p.cloth]);
      const k = r.next();
      if (k < 0.33) s += `<circle cx="${x}" cy="${y}" r="${cell * 0.32}" fill="${c}" opacity=".8"/>`;
      else if (k < 0.66)
        s += `<path d="M${x - cell * 0.3} ${y + cell * 0.3} v${-cell * 0.3} a${cell * 0.3} ${cell * 0.3} 0 0 1 ${cell * 0.6} 0 v${cell * 0.3}Z" fill="${c}" opacity=".8"/>`;
      else
        s += `<rect x="${x - cell * 0.28}" y="${y - cell * 0.28}" width="${cell * 0.56}" height="${cell * 0.56}" rx="${cell * 0.12}" fill="${c}" opacity=".6" transform="rotate(45 ${x} ${y})"/>`;
    }
  return s;
}

function monogram(w, h, p, letters, opts = {}) {
  const r = Math.min(w, h) * (opts.scale ?? 0.16);
  const cx = w * (opts.x ?? 0.5);
  const cy = h * (opts.y ?? 0.5);
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${opts.fill ?? "#fbf8f3"}" opacity=".94"/><circle cx="${cx}" cy="${cy}" r="${r * 0.88}" fill="none" stroke="${p}" stroke-width="${r * 0.03}"/><text x="${cx}" y="${cy + r * 0.3}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${r * 0.85}" fill="${p}" letter-spacing="2">${esc(letters)}</text>`;
}

function grain(w, h, seed) {
  return `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="${seed % 100}"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 .06 0"/></filter><rect width="${w}" height="${h}" filter="url(#grain)"/>`;
}

/* ---------- rendering ---------- */
const ASPECTS = { "16:9": [16, 9], "3:2": [3, 2], "4:5": [4, 5], "9:16": [9, 16], "1:1": [1, 1] };
let fileCount = 0;

async function blurhashOf(buffer) {
  const { data, info } = await sharp(buffer)
    .resize(32, 32, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3);
}

/** Renders one composition in several widths; returns the manifest IMG entry. */
async function image(path, aspect, widths, alt, draw, seed) {
  const [aw, ah] = ASPECTS[aspect];
  const maxW = Math.max(...widths);
  const w = maxW;
  const h = Math.round((maxW * ah) / aw);
  const r = rng(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${draw(w, h, r)}${grain(w, h, seed)}</svg>`;
  const master = await sharp(Buffer.from(svg)).png().toBuffer();
  const variants = [];
  for (const width of [...widths].sort((a, b) => a - b)) {
    const file = `${path}-${width}.webp`;
    mkdirSync(dirname(join(out, file)), { recursive: true });
    await sharp(master).resize(width).webp({ quality: 74, effort: 5 }).toFile(join(out, file));
    fileCount++;
    variants.push({ width, path: file });
  }
  return {
    path: variants.at(-1).path,
    width: w,
    height: h,
    blurhash: await blurhashOf(master),
    alt,
    variants,
  };
}

async function video(path, w, h, seconds, draw, posterAlt, seed) {
  const dir = mkdtempSync(join(tmpdir(), "frames-"));
  const fps = 15;
  const frames = seconds * fps;
  for (let i = 0; i < frames; i++) {
    const phase = (i / frames) * Math.PI * 2;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${draw(w, h, rng(seed), phase)}</svg>`;
    await sharp(Buffer.from(svg))
      .png({ compressionLevel: 1 })
      .toFile(join(dir, `f${String(i).padStart(4, "0")}.png`));
  }
  mkdirSync(dirname(join(out, path)), { recursive: true });
  execFileSync("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-framerate",
    String(fps),
    "-i",
    join(dir, "f%04d.png"),
    "-c:v",
    "libx264",
    "-pix_fmt",
    "yuv420p",
    "-crf",
    "30",
    "-preset",
    "slow",
    "-an",
    "-movflags",
    "+faststart",
    join(out, path),
  ]);
  const poster = await image(
    path.replace(/\.mp4$/, "-poster"),
    w > h ? "16:9" : "4:5",
    w > h ? [480, 960, 1280] : [480, 720],
    posterAlt,
    (pw, ph, r) => draw(pw, ph, r, 0),
    seed,
  );
  rmSync(dir, { recursive: true, force: true });
  fileCount++;
  return { path, poster, width: w, height: h };
}

/* ---------- brands ---------- */
const BRANDS = [
  [1, "Thalassa Group", "TG", "sand", "sea"],
  [2, "Glykia Ledra", "GL", "rose", "pastry"],
  [3, "Glykia Marina", "GM", "rose", "pastry"],
  [4, "Kyma Beach", "KB", "sea", "beach"],
  [5, "Helios Sun", "HS", "lemon", "sun"],
  [6, "Skala Pier", "SP", "dusk", "pier"],
  [7, "Thalassa Catering", "TC", "olive", "plates"],
  [8, "Agora Nicosia", "AN", "terracotta", "city"],
  [9, "Plaza Eleftheria", "PE", "ink", "city"],
  [10, "Forno Strovolos", "FS", "terracotta", "pizza"],
  [11, "Forno Limassol", "FL", "terracotta", "pizza"],
  [12, "Finikoudes Larnaca", "FL", "noon", "beach"],
  [13, "Thalassa Cooking School", "CS", "olive", "plates"],
  [14, "Meli Pantry", "MP", "lemon", "pastry"],
  [15, "Pagoto Gelateria", "PG", "rose", "pattern"],
  [18, "Thalassa Foundation", "TF", "olive", "pattern"],
];

function sceneFor(kind, paletteName) {
  const p = PALETTES[paletteName];
  return (w, h, r, phase = 0) => {
    switch (kind) {
      case "beach":
        return seaScene(w, h, p.sky ? p : PALETTES.sea, r, phase, { parasols: true });
      case "sun":
        return seaScene(w, h, PALETTES.noon, r, phase, { parasols: true, sunX: 0.7 });
      case "pier":
        return seaScene(w, h, PALETTES.dusk, r, phase, { pier: true });
      case "sea":
        return seaScene(w, h, PALETTES.sea, r, phase, { boat: true });
      case "night":
        return seaScene(w, h, PALETTES.night, r, phase, { boat: true });
      case "city":
        return cityScene(w, h, p.bg ? p : PALETTES.terracotta, r);
      case "pizza":
        return tableScene(w, h, p, r, "pizza");
      case "pastry":
        return tableScene(w, h, p, r, "pastry");
      case "plates":
        return tableScene(w, h, p.bg ? p : PALETTES.olive, r, "plates");
      default:
        return patternScene(w, h, p.bg ? p : PALETTES.sand, r);
    }
  };
}

const brandColour = (name) => PALETTES[name].main ?? PALETTES[name].accent ?? "#1b5f78";

function logoSvg(name, letters, colour, light) {
  const fg = light ? "#fbf8f3" : colour;
  const words = name.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96"><circle cx="44" cy="48" r="34" fill="none" stroke="${fg}" stroke-width="2.5"/><text x="44" y="58" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="28" fill="${fg}">${esc(letters)}</text><text x="90" y="${words.length > 16 ? 44 : 54}" font-family="Georgia, 'DejaVu Serif', serif" font-size="${words.length > 16 ? 14 : 17}" letter-spacing="2.5" fill="${fg}">${esc(words.split(" ")[0])}</text>${words.includes(" ") ? `<text x="90" y="${words.length > 16 ? 64 : 74}" font-family="Arial, 'DejaVu Sans', sans-serif" font-size="10" letter-spacing="3.5" fill="${fg}" opacity=".85">${esc(words.split(" ").slice(1).join(" "))}</text>` : ""}</svg>`;
}

/* ---------- menus ---------- */
function menuPdf(file, title, sections) {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "A4", margin: 64, info: { Title: title } });
    const stream = createWriteStream(join(out, file));
    doc.pipe(stream);
    sections.forEach(([heading, dishes], i) => {
      if (i > 0 && i % 2 === 0) doc.addPage();
      if (i % 2 === 0) {
        doc.fillColor("#1b5f78").font("Times-Roman").fontSize(28).text(title, { align: "center" });
        doc
          .moveDown(0.3)
          .fillColor("#a4492a")
          .fontSize(10)
          .text("SEASONAL MENU · PRICES IN EUR, VAT INCLUDED", { align: "center", characterSpacing: 2 });
        doc.moveDown(1.5);
      }
      doc
        .fillColor("#14232c")
        .font("Times-Bold")
        .fontSize(16)
        .text(heading.toUpperCase(), { characterSpacing: 2 });
      doc.moveDown(0.5);
      for (const [dish, desc, price] of dishes) {
        const y = doc.y;
        doc.font("Times-Bold").fontSize(12).fillColor("#14232c").text(dish, 64, y, { width: 380 });
        doc.font("Times-Roman").fontSize(12).text(`€${price}`, 450, y, { width: 80, align: "right" });
        doc.font("Times-Italic").fontSize(10).fillColor("#3b4a53").text(desc, 64, doc.y, { width: 400 });
        doc.moveDown(0.7);
      }
      doc.moveDown(1);
    });
    doc.end();
    stream.on("finish", resolve);
  });
}

/* ---------- main ---------- */
async function main() {
  const started = Date.now();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const manifest = {
    brands: {},
    hero: {},
    videos: {},
    pages: {},
    privateEvents: {},
    news: [],
    events: [],
    csr: [],
    story: [],
  };
  let seed = 100;

  for (const [id, name, letters, palette, kind] of BRANDS) {
    const colour = brandColour(palette);
    mkdirSync(join(out, "brands", String(id)), { recursive: true });
    writeFileSync(join(out, "brands", String(id), "logo.svg"), logoSvg(name, letters, colour, false));
    writeFileSync(join(out, "brands", String(id), "logo-2.svg"), logoSvg(name, letters, colour, true));
    const scene = sceneFor(kind, palette);
    const medium = await image(
      `brands/${id}/tile`,
      "4:5",
      [480, 960],
      `${name}: ${kind === "pizza" ? "wood-fired pizza on a linen table" : kind === "pastry" ? "pastries and sweets on a sunlit table" : kind === "city" ? "a lantern-lit courtyard in the old town" : kind === "plates" ? "a table set with shared plates" : "the sea from the terrace"}`,
      (w, h, r) => scene(w, h, r) + monogram(w, h, colour, letters, { y: 0.82, scale: 0.12 }),
      seed++,
    );
    const carousel = [];
    for (let i = 0; i < 3; i++) {
      carousel.push(
        await image(
          `brands/${id}/carousel-${i + 1}`,
          "3:2",
          [480, 960, 1600],
          `${name}, view ${i + 1}`,
          (w, h, r) => scene(w, h, r, i),
          seed++,
        ),
      );
    }
    manifest.brands[id] = {
      name,
      palette: [colour],
      logo: `brands/${id}/logo.svg`,
      logo_2: `brands/${id}/logo-2.svg`,
      medium,
      carousel,
    };
  }

  const heroKinds = [
    ["beach", "sea"],
    ["pier", "dusk"],
    ["plates", "terracotta"],
  ];
  manifest.hero.desktop = [];
  manifest.hero.mobile = [];
  for (const [i, [kind, pal]] of heroKinds.entries()) {
    const scene = sceneFor(kind, pal);
    manifest.hero.desktop.push(
      await image(
        `hero/desktop-${i + 1}`,
        "16:9",
        [480, 960, 1600],
        ["Parasols on the beach at golden hour", "The pier at dusk", "Shared plates on a linen table"][i],
        scene,
        seed++,
      ),
    );
    manifest.hero.mobile.push(
      await image(
        `hero/mobile-${i + 1}`,
        "9:16",
        [480, 960],
        ["Parasols on the beach at golden hour", "The pier at dusk", "Shared plates on a linen table"][i],
        scene,
        seed++,
      ),
    );
  }
  manifest.videos.hero = await video(
    "videos/hero.mp4",
    1280,
    720,
    8,
    (w, h, r, ph) => seaScene(w, h, PALETTES.sea, r, ph, { boat: true, sunX: 0.62 }),
    "Gentle waves under the evening sun",
    501,
  );
  manifest.videos.tile = await video(
    "videos/tile.mp4",
    720,
    900,
    6,
    (w, h, r, ph) => seaScene(w, h, PALETTES.dusk, r, ph, { pier: true, horizon: 0.45 }),
    "Light on the water by the pier",
    502,
  );
  manifest.videos.production = await video(
    "videos/production.mp4",
    1280,
    720,
    6,
    (w, h, _r, ph) =>
      tableScene(w, h, PALETTES.lemon, rng(503 + Math.floor(ph * 0)), "pastry") +
      `<rect width="${w}" height="${h}" fill="#fff" opacity="${0.04 + 0.04 * Math.sin(ph)}"/>`,
    "Pastries cooling in the bakery",
    503,
  );
  manifest.hero.video = manifest.videos.hero;

  const pageScenes = {
    about: ["night", "ink"],
    brands: ["plates", "sand"],
    "private-events": ["pier", "dusk"],
    "central-production": ["pastry", "lemon"],
    "whats-on": ["city", "ink"],
    news: ["plates", "terracotta"],
    careers: ["plates", "olive"],
    "contact-us": ["sea", "sea"],
    "community-sustainability": ["pattern", "olive"],
    terms: ["pattern", "sand"],
    "privacy-policy": ["pattern", "sand"],
    "gift-card": ["pastry", "rose"],
    accessibility: ["sea", "noon"],
  };
  for (const [page, [kind, pal]] of Object.entries(pageScenes)) {
    manifest.pages[page] = await image(
      `pages/${page}`,
      "16:9",
      [480, 960, 1600],
      "",
      sceneFor(kind, pal),
      seed++,
    );
  }
  manifest.privateEvents.city = await image(
    "private-events/city",
    "3:2",
    [480, 960, 1600],
    "A courtyard table under string lights in the city",
    sceneFor("city", "terracotta"),
    seed++,
  );
  manifest.privateEvents.sea = await image(
    "private-events/sea",
    "3:2",
    [480, 960, 1600],
    "A long table on the pier above the sea",
    sceneFor("pier", "dusk"),
    seed++,
  );
  manifest.privateEvents.catering = await image(
    "private-events/catering",
    "3:2",
    [480, 960, 1600],
    "Platters prepared by our catering team",
    sceneFor("plates", "olive"),
    seed++,
  );
  manifest.cateringTile = [];
  for (let i = 0; i < 3; i++)
    manifest.cateringTile.push(
      await image(
        `catering/tile-${i + 1}`,
        "4:5",
        [480, 960],
        ["Canapés on a long buffet", "Meze platters ready to serve", "Desserts for a wedding table"][i],
        sceneFor(["plates", "plates", "pastry"][i], ["olive", "terracotta", "rose"][i]),
        seed++,
      ),
    );
  manifest.services = [];
  for (const [i, [kind, pal, alt]] of [
    ["pier", "dusk", "A private table on the pier"],
    ["plates", "olive", "Catering platters"],
    ["pastry", "rose", "A gift card beside pastries"],
    ["pastry", "lemon", "Confectionery counter"],
  ].entries()) {
    manifest.services.push(
      await image(`services/${i + 1}`, "3:2", [480, 960], alt, sceneFor(kind, pal), seed++),
    );
  }
  const newsKinds = [
    ["beach", "sea"],
    ["plates", "terracotta"],
    ["pastry", "rose"],
    ["city", "ink"],
    ["pizza", "terracotta"],
    ["pier", "dusk"],
    ["plates", "olive"],
    ["sun", "lemon"],
    ["pattern", "olive"],
  ];
  for (let i = 0; i < 27; i++) {
    const [kind, pal] = newsKinds[i % newsKinds.length];
    const scene = sceneFor(kind, pal);
    const s = seed++;
    manifest.news.push({
      small: await image(`news/${i + 1}-small`, "3:2", [480, 960], "", scene, s),
      large: await image(`news/${i + 1}-large`, "16:9", [960, 1600], "", scene, s),
    });
  }
  const eventKinds = [
    ["pier", "dusk"],
    ["beach", "sea"],
    ["city", "ink"],
    ["plates", "olive"],
    ["night", "night"],
    ["pastry", "rose"],
    ["sun", "lemon"],
    ["city", "terracotta"],
  ];
  for (let i = 0; i < 8; i++) {
    const [kind, pal] = eventKinds[i];
    const scene = sceneFor(kind, pal);
    const s = seed++;
    const carousel = [];
    for (let k = 0; k < 3; k++)
      carousel.push(
        await image(
          `events/${i + 1}-carousel-${k + 1}`,
          "16:9",
          [480, 960, 1600],
          "",
          (w, h, r) => scene(w, h, r, k),
          s + k * 1000,
        ),
      );
    manifest.events.push({
      small: await image(`events/${i + 1}-small`, "3:2", [480, 960], "", scene, s),
      medium: await image(`events/${i + 1}-medium`, "4:5", [480, 960], "", scene, s),
      carousel,
    });
  }
  for (let i = 0; i < 6; i++)
    manifest.csr.push(
      await image(
        `csr/${i + 1}`,
        "1:1",
        [480, 960],
        "",
        sceneFor(
          ["pattern", "sea", "plates", "pattern", "beach", "plates"][i],
          ["olive", "noon", "olive", "lemon", "sea", "terracotta"][i],
        ),
        seed++,
      ),
    );
  for (const [i, year] of [1978, 1986, 1994, 2003, 2011, 2018, 2024].entries()) {
    manifest.story.push({
      year,
      image: await image(
        `story/${year}`,
        "3:2",
        [480, 960],
        "",
        sceneFor(
          ["city", "plates", "pastry", "beach", "pier", "pizza", "sea"][i],
          ["terracotta", "olive", "rose", "sea", "dusk", "terracotta", "noon"][i],
        ),
        seed++,
      ),
    });
  }
  manifest.giftCard = await image(
    "gift-card/card",
    "3:2",
    [480, 960, 1600],
    "A Thalassa Group gift card with a gold monogram on deep blue",
    (w, h, r) =>
      `${patternScene(w, h, PALETTES.sand, r)}<rect x="${w * 0.18}" y="${h * 0.2}" width="${w * 0.64}" height="${h * 0.6}" rx="${h * 0.05}" fill="#0f3d4f"/><rect x="${w * 0.18}" y="${h * 0.2}" width="${w * 0.64}" height="${h * 0.6}" rx="${h * 0.05}" fill="none" stroke="#e9c46a" stroke-width="${h * 0.006}"/>${monogram(w, h, "#e9c46a", "TG", { scale: 0.13, y: 0.45, fill: "#0f3d4f" })}<text x="${w * 0.5}" y="${h * 0.72}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${h * 0.05}" letter-spacing="6" fill="#e9c46a">GIFT CARD</text>`,
    seed++,
  );

  mkdirSync(join(out, "menus"), { recursive: true });
  await menuPdf("menus/kyma-beach.pdf", "Kyma Beach", [
    [
      "Meze from the sea",
      [
        ["Grilled octopus", "Charred over vine wood, capers, lemon and Cypriot olive oil", "16.50"],
        ["Kalamari", "Lightly fried, lemon-garlic aioli", "12.00"],
        ["Taramosalata", "Whipped cod roe, warm pitta", "7.50"],
        ["Prawn saganaki", "Tomato, ouzo, feta, oregano", "15.00"],
      ],
    ],
    [
      "From the grill",
      [
        ["Sea bream", "Whole fish, ladolemono, wild greens", "24.00"],
        ["Halloumi skewers", "Watermelon, mint, pistachio", "13.50"],
        ["Lamb kleftiko", "Slow-baked with potatoes and bay", "22.00"],
      ],
    ],
    [
      "Sweet endings",
      [
        ["Loukoumades", "Carob honey, cinnamon, walnuts", "8.00"],
        ["Mahalepi", "Rose water, pistachio, pomegranate", "7.00"],
        ["Ice cream", "Three scoops from Pagoto Gelateria", "6.50"],
      ],
    ],
  ]);
  await menuPdf("menus/forno.pdf", "Forno", [
    [
      "Pizze rosse",
      [
        ["Margherita", "San Marzano tomato, fior di latte, basil", "11.00"],
        ["Diavola", "Spicy salami, chilli honey", "13.50"],
        ["Loukaniko", "Village sausage, peppers, halloumi", "14.00"],
      ],
    ],
    [
      "Pizze bianche",
      [
        ["Tartufo", "Truffle cream, mushrooms, thyme", "15.50"],
        ["Anari & fig", "Anari cheese, fig, rocket", "13.00"],
      ],
    ],
    [
      "Dolci",
      [
        ["Tiramisu", "Made every morning", "6.50"],
        ["Gelato", "Two scoops", "4.50"],
      ],
    ],
  ]);
  manifest.menus = [
    { brandId: 4, path: "menus/kyma-beach.pdf", title: "Kyma Beach menu" },
    { brandId: 10, path: "menus/forno.pdf", title: "Forno menu" },
  ];
  writeFileSync(
    join(out, "favicon.svg"),
    logoSvg("Thalassa Group", "TG", "#1b5f78", false).replace(
      'viewBox="0 0 240 96" width="240" height="96"',
      'viewBox="6 10 76 76" width="76" height="76"',
    ),
  );
  await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180"><rect width="180" height="180" fill="#0f3d4f"/>${monogram(180, 180, "#e9c46a", "TG", { scale: 0.4, fill: "#0f3d4f" })}</svg>`,
    ),
  )
    .png()
    .toFile(join(out, "apple-touch-icon.png"));
  manifest.favicon = { svg: "favicon.svg", png: "apple-touch-icon.png" };

  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${fileCount} media files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
