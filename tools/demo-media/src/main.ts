// Deterministic generator of the demo media for the group's public website.
//
// Every image is an SVG composition (gradients, shapes, textures) rendered with sharp to WebP in
// srcset width variants; videos are SVG frame sequences piped to ffmpeg (H.264, no audio); menus
// are PDFs made with pdfkit. No network access, no Math.random: a seeded PRNG drives everything.
// What to draw comes from the demo catalogue (apps/api/catalogue/pictures), by picture key.
//
// Usage: npm run generate -w tools/demo-media -- [outDir] [manifest] [--only=<re>] [--no-video] [--preview=<dir>]
// Needs ffmpeg on PATH for the clips (Debian: apt-get install ffmpeg), unless --no-video.
import fs from "node:fs";
import path from "node:path";
import { readPictureCatalogue } from "@thalassa/api/catalogue";
import sharp from "sharp";
import { faviconSvg } from "./logos.ts";
import { renderMenu } from "./menus.ts";
import { MENUS } from "./menus-data.ts";
import { MANIFEST, NO_VIDEO, ONLY, OUT } from "./options.ts";
import { selected, writeOut, written } from "./output.ts";
import { imageCount } from "./render-image.ts";
import { renderBrands, renderSite } from "./render-site.ts";
import { renderStories } from "./render-stories.ts";
import { renderVideo } from "./render-video.ts";
import { VIDEOS } from "./videos.ts";

/** The folders this generator owns (and empties before a full run). */
const OWN_FOLDERS = [
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
];

async function renderFavicon() {
  if (!selected("favicon")) return {};
  const svg = faviconSvg();
  writeOut("favicon/favicon.svg", Buffer.from(svg));
  writeOut(
    "favicon/apple-touch-icon.png",
    await sharp(Buffer.from(svg), { density: 300 }).resize(180, 180).png({ compressionLevel: 9 }).toBuffer(),
  );
  writeOut(
    "favicon/favicon-32.png",
    await sharp(Buffer.from(svg), { density: 150 }).resize(32, 32).png({ compressionLevel: 9 }).toBuffer(),
  );
  return { svg: "favicon/favicon.svg", png: "favicon/apple-touch-icon.png", png32: "favicon/favicon-32.png" };
}

const pairsToObject = async <T>(pairs: Promise<[string, T]>[]) =>
  Object.fromEntries(await Promise.all(pairs));
const values = async <T>(pairs: Promise<[string, T]>[]) => (await Promise.all(pairs)).map(([, v]) => v);

function report(t0: number) {
  const total = written.reduce((a, f) => a + f.bytes, 0);
  const largest = [...written].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(
    `media: ${written.length} files, ${(total / 1048576).toFixed(2)} MB, ${imageCount} images, ${secs}s -> ${OUT}`,
  );
  for (const f of largest) console.log(`  ${(f.bytes / 1024).toFixed(0).padStart(5)} KB  ${f.rel}`);
  const over = written.filter((f) => f.rel.endsWith(".webp") && f.bytes > 250 * 1024);
  if (over.length) console.warn(`WARNING: ${over.length} images over 250 KB`);
}

async function main() {
  const t0 = Date.now();
  const pictures = readPictureCatalogue();
  fs.mkdirSync(OUT, { recursive: true });
  // Start from a clean slate, but only inside the folders this generator owns; --no-video keeps the
  // clips already there (it redraws their posters only).
  if (!ONLY) {
    for (const d of OWN_FOLDERS) {
      if (NO_VIDEO && d === "videos") continue;
      fs.rmSync(path.join(OUT, d), { recursive: true, force: true });
    }
  }

  const brands = renderBrands(pictures.brands);
  const site = renderSite(pictures.site);
  const stories = renderStories(pictures);

  // videos one after another: each already uses both cores
  const videos: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(VIDEOS)) videos[k] = await renderVideo({ name: k, ...v });
  const menus = [];
  for (const m of MENUS) {
    const res = await renderMenu(m);
    if (res) menus.push(res);
  }
  const favicon = await renderFavicon();

  const brandEntries = (await Promise.all(brands)).sort((a, b) => a.id - b.id);
  // Key order as the manifest has always had it, so regenerating changes no line needlessly.
  const manifest = {
    generator: "tools/demo-media",
    note: "Generated demo media (SVG compositions rendered with sharp, clips encoded with ffmpeg, menus made with pdfkit). Paths are relative to the media folder.",
    brands: Object.fromEntries(brandEntries.map((b) => [String(b.id), b])),
    hero: {
      video: videos.hero,
      desktop: await Promise.all(site.hero.desktop),
      mobile: await Promise.all(site.hero.mobile),
    },
    videos,
    pages: await pairsToObject(site.pages),
    privateEvents: await pairsToObject(site.privateEvents),
    cateringTile: await Promise.all(site.cateringTile),
    services: await pairsToObject(site.services),
    news: await stories.news,
    events: await stories.events,
    csr: await stories.csr,
    story: await stories.story,
    giftCard: await site.giftCard,
    centralProduction: { contacts: await values(site.contacts) },
    menus,
    favicon,
  };

  report(t0);
  if (!ONLY) {
    fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
    fs.writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`manifest -> ${MANIFEST}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
