// Small things on the table: olive branches, coffee, candles, pitta, leaves and herbs.
import { C, darken, lighten } from "../colour.ts";
import { leafPath, n1, quad, TAU } from "../geometry.ts";
import { circle, circlePath, ellipse, g, roundRectPath, shadow, tr } from "../svg.ts";

export function oliveBranch(S, x, y, L, ang, r, leafCol = C.oliveLeaf, withOlives = true) {
  let out = "";
  const p0 = [0, 0],
    p1 = [L * 0.5, -L * 0.08],
    p2 = [L, 0.02 * L];
  out += `<path d="M0 0Q${n1(p1[0])} ${n1(p1[1])} ${n1(p2[0])} ${n1(p2[1])}" stroke="#6a5a3a" stroke-width="${n1(L * 0.012)}" fill="none"/>`;
  const N = 14;
  for (let i = 1; i <= N; i++) {
    const t = i / (N + 1);
    const p = quad(p0, p1, p2, t);
    const side = i % 2 ? 1 : -1;
    const a = side * (0.75 + r.range(-0.2, 0.25)) - 0.15;
    const c = r() < 0.5 ? leafCol : darken(leafCol, 0.2);
    out += `<path d="${leafPath(p[0], p[1], a, L * r.range(0.16, 0.22), L * 0.028, side * 0.04)}" fill="${c}"/>`;
    out += `<path d="${leafPath(p[0], p[1], a, L * 0.17, L * 0.008)}" fill="${lighten(c, 0.35)}" opacity=".5"/>`;
  }
  out += `<path d="${leafPath(p2[0], p2[1], -0.1, L * 0.16, L * 0.028)}" fill="${leafCol}"/>`;
  if (withOlives) {
    for (const t of [0.3, 0.55, 0.75]) {
      const p = quad(p0, p1, p2, t);
      const oc = r() < 0.5 ? "#3d2a36" : "#6f7a2c";
      out += ellipse(
        p[0] + L * 0.03,
        p[1] + L * 0.05,
        L * 0.035,
        L * 0.026,
        S.rad(
          [
            [0, lighten(oc, 0.35)],
            [1, oc],
          ],
          0.35,
          0.3,
          0.7,
        ),
      );
    }
  }
  return g(
    `<g opacity=".3" filter="${S.blur(L * 0.01)}" transform="translate(${n1(L * 0.015)} ${n1(L * 0.025)})">${out.replace(/fill="[^"]+"/g, 'fill="#2a1d10"').replace(/stroke="#6a5a3a"/, 'stroke="#2a1d10"')}</g>` +
      out,
    tr(x, y, ang),
  );
}
export function coffeeTop(S, cx, cy, R, ang = 0, cupCol = "#fbf8f2", latte = true) {
  let out = shadow(S, circlePath(cx, cy, R * 1.55), R * 0.08, R * 0.12, R * 0.1, 0.28);
  out += circle(
    cx,
    cy,
    R * 1.55,
    S.rad([
      [0, cupCol],
      [0.85, cupCol],
      [1, darken(cupCol, 0.08)],
    ]),
  );
  out += circle(
    cx,
    cy,
    R * 1.15,
    "none",
    `stroke="#000" stroke-opacity=".05" stroke-width="${n1(R * 0.05)}"`,
  );
  const hx = cx + Math.cos((ang * Math.PI) / 180) * R * 1.18,
    hy = cy + Math.sin((ang * Math.PI) / 180) * R * 1.18;
  out += g(
    `<path d="${roundRectPath(0, -R * 0.14, R * 0.5, R * 0.28, R * 0.12)}" fill="${darken(cupCol, 0.04)}"/>`,
    tr(hx - Math.cos((ang * Math.PI) / 180) * R * 0.1, hy, ang),
  );
  out += shadow(S, circlePath(cx, cy, R * 1.1), R * 0.06, R * 0.08, R * 0.06, 0.25);
  out += circle(
    cx,
    cy,
    R * 1.1,
    S.rad([
      [0, cupCol],
      [1, darken(cupCol, 0.08)],
    ]),
  );
  out += circle(
    cx,
    cy,
    R * 0.92,
    S.rad([
      [0, "#c08a5a"],
      [0.7, "#8a5632"],
      [1, "#4a2c18"],
    ]),
  );
  if (latte) {
    out += `<path d="M${n1(cx)} ${n1(cy + R * 0.45)}C${n1(cx - R * 0.75)} ${n1(cy - R * 0.05)} ${n1(cx - R * 0.35)} ${n1(cy - R * 0.6)} ${n1(cx)} ${n1(cy - R * 0.22)}C${n1(cx + R * 0.35)} ${n1(cy - R * 0.6)} ${n1(cx + R * 0.75)} ${n1(cy - R * 0.05)} ${n1(cx)} ${n1(cy + R * 0.45)}Z" fill="#f3e4cc" opacity=".92"/>`;
    out += circle(
      cx,
      cy,
      R * 0.92,
      "none",
      `stroke="#e8cfae" stroke-opacity=".6" stroke-width="${n1(R * 0.08)}"`,
    );
  }
  return out;
}
export function tealight(S, cx, cy, R) {
  return (
    circle(
      cx,
      cy,
      R * 5,
      S.rad([
        [0, "#ffd38a", 0.45],
        [1, "#ffd38a", 0],
      ]),
    ) +
    circle(cx, cy, R, "#d8d8d2") +
    circle(cx, cy, R * 0.82, "#f7f0dc") +
    circle(cx, cy, R * 0.3, "#fff6c8") +
    circle(cx, cy, R * 0.12, "#5a3a1a")
  );
}
export function pitaWedges(S, cx, cy, R, r, n = 4) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = -0.6 + i * 0.45 + r.range(-0.1, 0.1);
    const P = [
      [cx, cy],
      [cx + Math.cos(a - 0.35) * R, cy + Math.sin(a - 0.35) * R],
      [cx + Math.cos(a + 0.35) * R, cy + Math.sin(a + 0.35) * R],
    ];
    const d = `M${n1(P[0][0])} ${n1(P[0][1])}L${n1(P[1][0])} ${n1(P[1][1])}A${n1(R)} ${n1(R)} 0 0 1 ${n1(P[2][0])} ${n1(P[2][1])}Z`;
    out +=
      shadow(S, d, R * 0.03, R * 0.05, R * 0.04, 0.25) +
      `<path d="${d}" fill="${S.rad(
        [
          [0, "#f3dcae"],
          [1, "#d9a865"],
        ],
        0.4,
        0.4,
        0.8,
      )}" stroke="#c99556" stroke-width="${n1(R * 0.02)}" stroke-linejoin="round"/>`;
    for (let k = 0; k < 5; k++) {
      const t = r.range(0.3, 0.9),
        aa = a + r.range(-0.25, 0.25);
      out += ellipse(
        cx + Math.cos(aa) * R * t,
        cy + Math.sin(aa) * R * t,
        R * 0.05,
        R * 0.03,
        "#b57a3e",
        'opacity=".5"',
      );
    }
  }
  return out;
}

// ================================================================ food (top view), drawn inside radius R
export const GREENS = ["#6f9a3e", "#8fb357", "#557d2f", "#a5c46a", "#4b7a33"];
export function leafy(_S, cx, cy, R, r, n = 22, cols = GREENS, spread = 0.75) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = r() * TAU,
      d = Math.sqrt(r()) * R * spread;
    const x = cx + Math.cos(a) * d,
      y = cy + Math.sin(a) * d;
    const ang = r() * TAU,
      L = R * r.range(0.3, 0.5),
      W = L * r.range(0.25, 0.4);
    const c = r.pick(cols);
    out += `<path d="${leafPath(x, y, ang, L, W, r.range(-0.15, 0.15))}" fill="${c}"/>`;
    out += `<path d="M${n1(x)} ${n1(y)}l${n1(Math.cos(ang) * L * 0.8)} ${n1(Math.sin(ang) * L * 0.8)}" stroke="${lighten(c, 0.35)}" stroke-width="${n1(R * 0.012)}" opacity=".7"/>`;
  }
  return out;
}
export function herbs(r, cx, cy, R, n, col = "#3e6b2a") {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = r() * TAU,
      d = Math.sqrt(r()) * R;
    out += ellipse(
      cx + Math.cos(a) * d,
      cy + Math.sin(a) * d,
      R * 0.012,
      R * 0.007,
      col,
      `transform="rotate(${n1(r() * 180)} ${n1(cx + Math.cos(a) * d)} ${n1(cy + Math.sin(a) * d)})"`,
    );
  }
  return out;
}
export function tomatoWedge(_S, x, y, s, ang) {
  const d = `M0 0A${n1(s)} ${n1(s)} 0 0 1 ${n1(s * 1.4)} 0Q${n1(s * 0.7)} ${n1(s * 0.35)} 0 0Z`;
  return g(
    `<path d="M0 0A${n1(s * 0.75)} ${n1(s * 0.75)} 0 0 1 ${n1(s * 1.4)} 0L${n1(s * 0.7)} ${n1(s * 0.3)}Z" fill="#d8392b" transform="scale(1 -1)"/><path d="${d}" fill="#c72f24" transform="scale(1 -1)"/>` +
      `<path d="M${n1(s * 0.2)} ${n1(-s * 0.12)}Q${n1(s * 0.7)} ${n1(-s * 0.42)} ${n1(s * 1.2)} ${n1(-s * 0.12)}" stroke="#f06b50" stroke-width="${n1(s * 0.14)}" fill="none" opacity=".8"/>` +
      [0.45, 0.7, 0.95].map((t) => ellipse(s * t, -s * 0.22, s * 0.05, s * 0.03, "#f3d36b")).join(""),
    tr(x, y, ang),
  );
}
export function olive(S, x, y, s, col = "#3b2433") {
  return (
    ellipse(
      x,
      y,
      s,
      s * 0.75,
      S.rad(
        [
          [0, lighten(col, 0.3)],
          [1, col],
        ],
        0.35,
        0.3,
        0.7,
      ),
    ) + ellipse(x - s * 0.3, y - s * 0.25, s * 0.25, s * 0.12, "#fff", 'opacity=".35"')
  );
}
