// A shop front, the wood-fired oven, bakery racks and the wine bar.

import { C, darken, lighten } from "../colour.ts";
import { capHeight, fitSize, text } from "../fonts.ts";
import { leafPath, n1, TAU } from "../geometry.ts";
import { circle, ellipse, g, rect, roundRectPath, tr } from "../svg.ts";
import type { SceneOptions } from "../types.ts";
import { lightOverlay } from "./beach.ts";
import { croissant } from "./bread-gelato.ts";
import { bokeh, bottleSide, cakeSide, cocktailSide, PASTELS, wineGlassSide } from "./drinks-cakes.ts";
import { tealight } from "./garnish.ts";
import { pizza } from "./pizza.ts";
import { SKIES } from "./sky-sea.ts";
import { grapes } from "./small-foods.ts";

export function storefront(S, r, o: SceneOptions = {}) {
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
export function ovenScene(S, r, o: SceneOptions = {}) {
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
export function bakeryRack(S, r, o: SceneOptions = {}) {
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
export function wineBarScene(S, r, o: SceneOptions = {}) {
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
