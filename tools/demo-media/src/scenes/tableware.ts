// Tableware seen from above: plates, bowls, napkins, cutlery, glasses, citrus.

import { C, darken, lighten } from "../colour.ts";
import { leafPath, n1, TAU } from "../geometry.ts";
import { circle, circlePath, ellipse, g, roundRectPath, shadow, tr } from "../svg.ts";
import type { SceneOptions } from "../types.ts";

// ---- tableware
export function plate(S, cx, cy, R, o: SceneOptions = {}) {
  const col = o.color ?? "#fbf9f4";
  let out = o.noShadow
    ? ""
    : shadow(S, circlePath(cx, cy, R), R * 0.05, R * 0.08, R * 0.07, o.shadowOp ?? 0.32);
  out += circle(
    cx,
    cy,
    R,
    S.rad(
      [
        [0, lighten(col, 0.5)],
        [0.75, col],
        [1, darken(col, 0.09)],
      ],
      0.45,
      0.42,
      0.6,
    ),
  );
  if (o.rim) out += circle(cx, cy, R * 0.93, "none", `stroke="${o.rim}" stroke-width="${n1(R * 0.025)}"`);
  if (o.pattern === "dots")
    for (let i = 0; i < 36; i++) {
      const a = (i / 36) * TAU;
      out += circle(cx + Math.cos(a) * R * 0.86, cy + Math.sin(a) * R * 0.86, R * 0.018, o.rim ?? C.sea);
    }
  const well = R * (o.well ?? 0.68);
  out += circle(
    cx,
    cy,
    well,
    "none",
    `stroke="${S.lin(
      [
        [0, "#000", 0.14],
        [0.5, "#000", 0.02],
        [1, "#fff", 0.5],
      ],
      0,
      0,
      1,
      1,
    )}" stroke-width="${n1(R * 0.03)}"`,
  );
  out += circle(
    cx,
    cy,
    well * 0.99,
    S.rad(
      [
        [0, lighten(col, 0.4)],
        [1, darken(col, 0.03)],
      ],
      0.4,
      0.35,
      0.8,
    ),
  );
  return out;
}
export function bowl(S, cx, cy, R, col = "#f6f1e8", inner) {
  let out = shadow(S, circlePath(cx, cy, R), R * 0.06, R * 0.1, R * 0.08, 0.35);
  out += circle(
    cx,
    cy,
    R,
    S.rad(
      [
        [0, lighten(col, 0.2)],
        [1, darken(col, 0.12)],
      ],
      0.35,
      0.3,
      0.8,
    ),
  );
  out += circle(
    cx,
    cy,
    R * 0.86,
    S.rad(
      [
        [0, darken(col, 0.1)],
        [0.8, col],
        [1, lighten(col, 0.3)],
      ],
      0.55,
      0.6,
      0.7,
    ),
  );
  return out + (inner ?? "");
}
export function napkin(S, cx, cy, W, H, ang, col, stripe) {
  const d = roundRectPath(-W / 2, -H / 2, W, H, W * 0.02);
  let inner =
    `<path d="${d}" fill="${col}"/>` +
    `<path d="${d}" fill="${S.lin(
      [
        [0, "#fff", 0.25],
        [0.5, "#fff", 0],
        [1, "#000", 0.08],
      ],
      0,
      0,
      1,
      1,
    )}"/>`;
  inner += `<path d="M${n1(-W / 2 + W * 0.47)} ${n1(-H / 2)}V${n1(H / 2)}" stroke="#000" stroke-opacity=".07" stroke-width="${n1(W * 0.02)}"/>`;
  if (stripe)
    inner += `<path d="${roundRectPath(-W / 2 + W * 0.06, -H / 2 + W * 0.06, W - W * 0.12, H - W * 0.12, 2)}" stroke="${stripe}" stroke-width="${n1(W * 0.025)}" fill="none"/>`;
  return (
    shadow(S, d, W * 0.02, W * 0.03, W * 0.03, 0.22, "#000").replace(
      'transform="',
      `transform="translate(${n1(cx)} ${n1(cy)}) rotate(${n1(ang)}) `,
    ) + g(inner, tr(cx, cy, ang))
  );
}
export function cutlery(S, x, y, L, ang, type) {
  const m = S.lin(
    [
      [0, "#f2f2ee"],
      [0.5, "#b9bcbd"],
      [1, "#e4e5e2"],
    ],
    0,
    0,
    1,
    0,
  );
  let d: string;
  const hw = L * 0.035;
  if (type === "knife")
    d = `M${-hw} ${L * 0.5}V${-L * 0.05}L${-hw} ${-L * 0.5}Q${hw * 1.6} ${-L * 0.45} ${hw * 1.2} ${-L * 0.05}L${hw} ${L * 0.5}Q0 ${L * 0.53} ${-hw} ${L * 0.5}Z`;
  else if (type === "spoon")
    d = `M${-hw * 0.8} ${L * 0.5}L${-hw * 0.5} ${-L * 0.18}C${-hw * 3} ${-L * 0.2} ${-hw * 3} ${-L * 0.5} 0 ${-L * 0.5}C${hw * 3} ${-L * 0.5} ${hw * 3} ${-L * 0.2} ${hw * 0.5} ${-L * 0.18}L${hw * 0.8} ${L * 0.5}Q0 ${L * 0.53} ${-hw * 0.8} ${L * 0.5}Z`;
  else {
    const tw = hw * 2.2;
    d = `M${-hw * 0.8} ${L * 0.5}L${-hw * 0.6} ${-L * 0.12}Q${-tw} ${-L * 0.16} ${-tw} ${-L * 0.26}L${-tw} ${-L * 0.5}L${-tw * 0.62} ${-L * 0.5}L${-tw * 0.62} ${-L * 0.3}L${-tw * 0.2} ${-L * 0.3}L${-tw * 0.2} ${-L * 0.5}L${tw * 0.2} ${-L * 0.5}L${tw * 0.2} ${-L * 0.3}L${tw * 0.62} ${-L * 0.3}L${tw * 0.62} ${-L * 0.5}L${tw} ${-L * 0.5}L${tw} ${-L * 0.26}Q${tw} ${-L * 0.16} ${hw * 0.6} ${-L * 0.12}L${hw * 0.8} ${L * 0.5}Q0 ${L * 0.53} ${-hw * 0.8} ${L * 0.5}Z`;
  }
  d = d.replace(/-?\d+\.\d+/g, (v) => n1(+v));
  return g(
    `<path d="${d}" fill="#3a2a1a" opacity=".25" transform="translate(${n1(L * 0.02)} ${n1(L * 0.03)})" filter="${S.blur(L * 0.012)}"/><path d="${d}" fill="${m}"/>`,
    tr(x, y, ang),
  );
}
export function wineGlassTop(S, cx, cy, R, wine = "#7a1f35") {
  let out = circle(
    cx + R * 0.25,
    cy + R * 0.35,
    R * 1.05,
    wine,
    `opacity=".18" filter="${S.blur(R * 0.15)}"`,
  );
  out += circle(
    cx,
    cy,
    R * 0.55,
    "none",
    `stroke="#ffffff" stroke-opacity=".5" stroke-width="${n1(R * 0.03)}"`,
  );
  out += circle(
    cx,
    cy,
    R,
    S.rad([
      [0, "#ffffff", 0.05],
      [0.9, "#ffffff", 0.12],
      [1, "#ffffff", 0.5],
    ]),
  );
  if (wine)
    out += circle(
      cx,
      cy,
      R * 0.78,
      S.rad([
        [0, darken(wine, 0.35)],
        [0.75, wine],
        [1, lighten(wine, 0.25)],
      ]),
      'opacity=".92"',
    );
  out += `<path d="M${n1(cx - R * 0.7)} ${n1(cy - R * 0.2)}A${n1(R * 0.75)} ${n1(R * 0.75)} 0 0 1 ${n1(cx - R * 0.1)} ${n1(cy - R * 0.72)}" stroke="#fff" stroke-opacity=".7" stroke-width="${n1(R * 0.07)}" fill="none" stroke-linecap="round"/>`;
  out += circle(cx, cy, R, "none", `stroke="#ffffff" stroke-opacity=".85" stroke-width="${n1(R * 0.035)}"`);
  return out;
}
export function tumblerTop(S, cx, cy, R, liquid = "#f5a23a", garnish = "orange") {
  let out = circle(
    cx + R * 0.2,
    cy + R * 0.3,
    R * 1.02,
    liquid,
    `opacity=".22" filter="${S.blur(R * 0.14)}"`,
  );
  out += circle(
    cx,
    cy,
    R,
    S.rad([
      [0, lighten(liquid, 0.3)],
      [0.8, liquid],
      [1, darken(liquid, 0.2)],
    ]),
  );
  // ice
  const ice = [
    [-0.3, -0.25, 12],
    [0.22, -0.1, -20],
    [-0.05, 0.3, 35],
  ];
  for (const [dx, dy, a] of ice)
    out += g(
      `<path d="${roundRectPath(-R * 0.22, -R * 0.22, R * 0.44, R * 0.44, R * 0.08)}" fill="#fff" opacity=".32" stroke="#fff" stroke-opacity=".6" stroke-width="${n1(R * 0.02)}"/>`,
      tr(cx + dx * R, cy + dy * R, a),
    );
  if (garnish === "orange" || garnish === "lemon" || garnish === "lime")
    out += citrusSlice(S, cx + R * 0.35, cy + R * 0.3, R * 0.38, garnish);
  if (garnish === "mint")
    for (let i = 0; i < 4; i++)
      out += `<path d="${leafPath(cx + R * 0.2, cy - R * 0.1, i * 1.4, R * 0.4, R * 0.13)}" fill="${i % 2 ? "#4f8a3a" : "#6aa84f"}"/>`;
  out += circle(cx, cy, R, "none", `stroke="#ffffff" stroke-opacity=".8" stroke-width="${n1(R * 0.06)}"`);
  out += `<path d="M${n1(cx - R * 0.75)} ${n1(cy + R * 0.1)}A${n1(R * 0.76)} ${n1(R * 0.76)} 0 0 1 ${n1(cx - R * 0.1)} ${n1(cy - R * 0.75)}" stroke="#fff" stroke-opacity=".6" stroke-width="${n1(R * 0.06)}" fill="none" stroke-linecap="round"/>`;
  return out;
}
export function citrusSlice(S, cx, cy, R, kind = "lemon") {
  const col = {
    lemon: ["#f6d55c", "#fbeaa0"],
    orange: ["#f19a32", "#f8c170"],
    lime: ["#8cbf3f", "#c8e38c"],
    blood: ["#c2403a", "#e2837a"],
  }[kind] ?? ["#f6d55c", "#fbeaa0"];
  let out = circle(cx, cy, R, col[0]) + circle(cx, cy, R * 0.9, "#fbf6e3");
  for (let i = 0; i < 9; i++) {
    const a0 = (i / 9) * TAU + 0.05,
      a1 = ((i + 1) / 9) * TAU - 0.05;
    const rr = R * 0.82;
    out += `<path d="M${n1(cx + Math.cos((a0 + a1) / 2) * R * 0.1)} ${n1(cy + Math.sin((a0 + a1) / 2) * R * 0.1)}L${n1(cx + Math.cos(a0) * rr)} ${n1(cy + Math.sin(a0) * rr)}A${n1(rr)} ${n1(rr)} 0 0 1 ${n1(cx + Math.cos(a1) * rr)} ${n1(cy + Math.sin(a1) * rr)}Z" fill="${S.rad(
      [
        [0, col[1]],
        [1, col[0]],
      ],
      0.5,
      0.5,
      0.5,
    )}" stroke-linejoin="round"/>`;
  }
  return out;
}
export function lemonWhole(S, cx, cy, R, ang, col = "#f3cd45") {
  const d =
    `M${-R * 1.25} 0C${-R * 1.1} ${-R * 0.9} ${R * 1.1} ${-R * 0.9} ${R * 1.25} 0C${R * 1.1} ${R * 0.9} ${-R * 1.1} ${R * 0.9} ${-R * 1.25} 0Z`.replace(
      /-?\d+\.\d+/g,
      (v) => n1(+v),
    );
  return g(
    `<path d="${d}" fill="#3a2a10" opacity=".3" transform="translate(${n1(R * 0.15)} ${n1(R * 0.2)})" filter="${S.blur(R * 0.15)}"/><path d="${d}" fill="${S.rad(
      [
        [0, lighten(col, 0.4)],
        [0.6, col],
        [1, darken(col, 0.15)],
      ],
      0.38,
      0.32,
      0.75,
    )}"/>` +
      circle(R * 1.22, 0, R * 0.06, "#9a8a2a") +
      ellipse(-R * 0.4, -R * 0.35, R * 0.35, R * 0.12, "#fff", 'opacity=".35"'),
    tr(cx, cy, ang),
  );
}
