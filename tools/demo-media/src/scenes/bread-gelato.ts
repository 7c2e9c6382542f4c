// Bread, the gelato counter and cones.

import { darken, lighten } from "../colour.ts";
import { blob, leafPath, n1, smooth, TAU } from "../geometry.ts";
import { makeRng } from "../random.ts";
import { circle, circlePath, ellipse, ellipsePath, g, rect, roundRectPath, shadow, tr } from "../svg.ts";
import type { SceneOptions } from "../types.ts";
import { lightOverlay } from "./beach.ts";
import { PASTELS } from "./drinks-cakes.ts";
import { coffeeTop } from "./garnish.ts";
import { surface } from "./surfaces.ts";
import { citrusSlice } from "./tableware.ts";

export function croissant(S, x, y, s, ang) {
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
export function loafTop(S, x, y, s, r, type = "boule") {
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
export function wheat(_S, x, y, L, ang, col = "#d9b060") {
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
export function breadScene(S, r, o: SceneOptions = {}) {
  const { w, h, u } = S;
  let out = surface(S, w, h, r, o.surface ?? "linen", o.col ?? "#e9dfcf");
  for (let i = 0; i < 160; i++)
    out += circle(r() * w, r() * h, r.range(2, 12) * u, "#fffdf8", `opacity="${n1(r.range(0.1, 0.35))}"`);
  for (let i = 0; i < 4; i++) out += wheat(S, r() * w, r() * h, 380 * u, r() * 360);
  const items = o.items ?? ["boule", "croissant", "croissant", "batard", "croissant"];
  const placed = [];
  for (const it of items) {
    const s = it === "croissant" ? 150 * u : it === "boule" ? 210 * u : 170 * u;
    let x: number, y: number;
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
export function gelatoCase(S, _r, o: SceneOptions = {}) {
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
export function coneSide(S, x, y, H, scoops, r) {
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
export function conesScene(S, r, o: SceneOptions = {}) {
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
