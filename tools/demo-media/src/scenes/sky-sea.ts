// Skies, headlands and the sea surface.

import { darken, mix } from "../colour.ts";
import { clamp, lerp, n1, smooth, TAU } from "../geometry.ts";
import { circle, ellipse, rect } from "../svg.ts";
import type { SceneOptions } from "../types.ts";

export const SKIES = {
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
export function skyAndSun(S, w, h, hy, T, o: SceneOptions = {}) {
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
export function headland(_S, w, hy, r, side, color, heightF, widthF, h) {
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
export function seaSurface(S, w, h, hy, T, r, sun, o: SceneOptions = {}) {
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
        `<path d="M${n1(x)} ${n1(yy)}q${n1(len / 2)} ${n1(-bow)} ${n1(len)} 0" stroke="${col}" stroke-width="${n1(sw)}" fill="none" opacity="${Number(n1(op * 100)) / 100}" stroke-linecap="round"/>`,
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
          `<path d="M${n1(sun.sx + dx - len / 2)} ${n1(y)}h${n1(len)}" stroke="${col}" stroke-width="${n1((0.6 + 3.2 * f) * S.u)}" opacity="${Number(n1(op * 100)) / 100}" stroke-linecap="round"/>`,
        );
      }
    }
    out += gl.join("");
  }
  return out;
}
