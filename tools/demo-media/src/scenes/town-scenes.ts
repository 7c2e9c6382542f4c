// The city skyline, terrace arches and vineyards.

import { C, darken, lighten, mix } from "../colour.ts";
import { leafPath, n1, smooth, TAU } from "../geometry.ts";
import { circle, ellipse, rect } from "../svg.ts";
import type { SceneOptions } from "../types.ts";
import { palm } from "./beach.ts";
import { wineGlassSide } from "./drinks-cakes.ts";
import { tealight } from "./garnish.ts";
import { fireworks, stringLights } from "./sea-scenes.ts";
import { SKIES, skyAndSun } from "./sky-sea.ts";

export function citySkyline(S, w, baseY, r, col, winCol, scale, o: SceneOptions = {}) {
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
export function cityScene(S, r, o: SceneOptions = {}) {
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
export function archScene(S, r, o: SceneOptions = {}) {
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
export function vineyardScene(S, r, o: SceneOptions = {}) {
  const { w, h, u } = S;
  const T = SKIES[o.time ?? "golden"];
  const hy = h * 0.42;
  const sun = skyAndSun(S, w, h, hy, T, { r, sunX: 0.7, sunAlt: 0.1 });
  let out = sun.out;
  const layers: [number, string, number][] = [
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
