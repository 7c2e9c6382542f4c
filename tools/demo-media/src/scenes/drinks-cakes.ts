// Side views: bokeh, glasses, bottles, cocktails, cakes and macarons.

import { C, darken, lighten } from "../colour.ts";
import { n1, TAU } from "../geometry.ts";
import { circle, ellipse, rect, roundRectPath } from "../svg.ts";
import type { SceneOptions } from "../types.ts";
import { raspberry } from "./small-foods.ts";

export function bokeh(S, w, h, r, n, cols, yMax = 1) {
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
export function wineGlassSide(S, x, y, H, wine, fill = 0.45) {
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
export function bottleSide(S, x, y, H, col, label?) {
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
export function cocktailSide(S, x, y, H, type, liquid, garnish = "orange") {
  let out = ellipse(x, y, H * 0.28, H * 0.03, "#000", 'opacity=".22"');
  let glass: string, liq: string;
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
export function cakeSide(S, x, y, W, o: SceneOptions = {}) {
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
export function macaron(S, x, y, s, col, fill = "#fbf3e6") {
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
export const PASTELS = ["#f2b8c6", "#bfe0c9", "#f6dd8e", "#c9b6e4", "#f7c59f", "#a9d6e5", "#e8a0a8"];
// patisserie counter / shop window (side view)
