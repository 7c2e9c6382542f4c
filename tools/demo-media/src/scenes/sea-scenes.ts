// String lights, fireworks, the seafront and the pier.

import { darken, lighten, mix } from "../colour.ts";
import { n1, quad, TAU } from "../geometry.ts";
import { circle, rect } from "../svg.ts";
import type { SceneOptions } from "../types.ts";
import { beachForeground, birds, palm, sailboat } from "./beach.ts";
import { bottleSide, cocktailSide, wineGlassSide } from "./drinks-cakes.ts";
import { headland, SKIES, seaSurface, skyAndSun } from "./sky-sea.ts";

export function stringLights(S, x0, y0, x1, y1, sag, n, _r, col = "#ffd88a", t = 0) {
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
export function fireworks(S, cx, cy, R, col, r, _t = 0) {
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
export function seaScene(S, r, o: SceneOptions = {}) {
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
export function pierScene(S, r, o: SceneOptions = {}) {
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
