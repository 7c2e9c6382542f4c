// Community pictures and still lifes: turtle, sapling, crates, carafe, canapés, newspaper, red eggs.

import { C, darken } from "../colour.ts";
import { blob, leafPath, n1, TAU } from "../geometry.ts";
import { circle, ellipse, ellipsePath, g, rect, roundRectPath, tr } from "../svg.ts";
import type { SceneOptions } from "../types.ts";
import { lightOverlay } from "./beach.ts";
import { cocktailSide } from "./drinks-cakes.ts";
import { olive, oliveBranch } from "./garnish.ts";
import { SKIES } from "./sky-sea.ts";
import { fig, prawn, sprig } from "./small-foods.ts";
import { surface } from "./surfaces.ts";
import { bowl, lemonWhole } from "./tableware.ts";

export function turtleScene(S, r) {
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
export function shell(_S, x, y, s, ang, r) {
  let out = `<path d="M0 ${n1(s * 0.5)}L${n1(-s * 0.7)} ${n1(-s * 0.2)}Q0 ${n1(-s * 0.9)} ${n1(s * 0.7)} ${n1(-s * 0.2)}Z" fill="${r.pick(["#f6e0d0", "#f3c6b0", "#fbefe6"])}"/>`;
  for (let i = -3; i <= 3; i++)
    out += `<path d="M0 ${n1(s * 0.45)}L${n1(i * s * 0.2)} ${n1(-s * 0.45 + Math.abs(i) * s * 0.08)}" stroke="#c89a80" stroke-width="${n1(s * 0.05)}"/>`;
  return g(
    `<g opacity=".3" transform="translate(${n1(s * 0.1)} ${n1(s * 0.12)})"><path d="M0 ${n1(s * 0.5)}L${n1(-s * 0.7)} ${n1(-s * 0.2)}Q0 ${n1(-s * 0.9)} ${n1(s * 0.7)} ${n1(-s * 0.2)}Z" fill="#000"/></g>` +
      out,
    tr(x, y, ang),
  );
}
export function saplingScene(S, r) {
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
export function crateScene(S, r, fruit = "lemon") {
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
export function carafeScene(S, r) {
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
export function canapesScene(S, r, _o: SceneOptions = {}) {
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
export function newspaper(S, x, y, W, ang) {
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
export function redEggs(S, x, y, R, r) {
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
