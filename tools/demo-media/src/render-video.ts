// Looping clips: SVG frames piped to ffmpeg.

import { spawn } from "node:child_process";
import fs from "node:fs";
import { FFMPEG, NO_VIDEO } from "./options.ts";
import { outPath, selected, written } from "./output.ts";
import { makeRng } from "./random.ts";
import { renderImage, svgToRaw } from "./render-image.ts";
import { Svg } from "./svg.ts";

// Render a looping clip: frame(S, t, rng) with t in [0,1) is drawn for every frame and piped to ffmpeg.
export async function renderVideo({ name, w, h, seconds, fps = 25, frame, alt, crf = 27 }) {
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
  const done = new Promise<void>((res, rej) => {
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
