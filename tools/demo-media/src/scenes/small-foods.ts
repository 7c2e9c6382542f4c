// Prawns, berries, figs, grapes, sprigs and dips.
import { darken, lighten } from "../colour.ts";
import { blob, n1, smooth, TAU } from "../geometry.ts";
import { circle, ellipse, ellipsePath, g, rect, tr } from "../svg.ts";
import { FOODS } from "./foods-more.ts";
import { herbs, olive } from "./garnish.ts";
import { bowl } from "./tableware.ts";

export function prawn(_S, x, y, s, ang) {
  let out = "";
  for (let i = 0; i < 6; i++) {
    const a = Math.PI * (0.1 + i * 0.16);
    const rr = s * (0.16 - i * 0.015);
    out += circle(Math.cos(a) * s * 0.5, Math.sin(a) * s * 0.5, rr, i % 2 ? "#f08a5a" : "#f5a070");
    out += `<path d="M${n1(Math.cos(a) * s * 0.5 - rr * 0.8)} ${n1(Math.sin(a) * s * 0.5)}a${n1(rr)} ${n1(rr)} 0 0 0 ${n1(rr * 1.6)} 0" stroke="#fff" stroke-opacity=".5" stroke-width="${n1(s * 0.02)}" fill="none"/>`;
  }
  out += `<path d="M${n1(-s * 0.45)} ${n1(s * 0.28)}l${n1(-s * 0.2)} ${n1(-s * 0.1)}l${n1(s * 0.05)} ${n1(s * 0.22)}Z" fill="#e0603a"/>`;
  return g(out, tr(x, y, ang));
}
export function raspberry(S, x, y, s, col) {
  let out = circle(x, y, s, darken(col, 0.2));
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * TAU;
    out += circle(
      x + Math.cos(a) * s * 0.55,
      y + Math.sin(a) * s * 0.55,
      s * 0.38,
      S.rad(
        [
          [0, lighten(col, 0.35)],
          [1, col],
        ],
        0.35,
        0.3,
        0.7,
      ),
    );
  }
  return out + circle(x, y, s * 0.35, lighten(col, 0.15));
}
export function fig(S, x, y, s, r) {
  return (
    circle(x, y, s, "#5a2a4a") +
    circle(
      x,
      y,
      s * 0.88,
      S.rad([
        [0, "#f4d7b8"],
        [0.5, "#e07a82"],
        [1, "#b8405a"],
      ]),
    ) +
    Array.from({ length: 14 }, () => {
      const a = r() * TAU,
        d = r() * s * 0.55;
      return ellipse(x + Math.cos(a) * d, y + Math.sin(a) * d, s * 0.05, s * 0.03, "#f9e7c8");
    }).join("")
  );
}
export function grapes(S, x, y, s, r, n) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = r() * TAU,
      d = Math.sqrt(r()) * s * 2.2;
    out += circle(
      x + Math.cos(a) * d,
      y + Math.sin(a) * d,
      s,
      S.rad(
        [
          [0, "#9a7aa8"],
          [1, "#4a2a4a"],
        ],
        0.35,
        0.3,
        0.7,
      ),
    );
  }
  return out;
}
export function sprig(_S, x, y, L, ang, _r, col = "#4a6a3a") {
  let out = `<path d="M0 0L${n1(L)} 0" stroke="#6a5a3a" stroke-width="${n1(L * 0.02)}"/>`;
  for (let i = 1; i < 14; i++) {
    const t = (i / 14) * L;
    out += `<path d="M${n1(t)} 0l${n1(L * 0.05)} ${n1((i % 2 ? 1 : -1) * L * 0.09)}" stroke="${col}" stroke-width="${n1(L * 0.025)}" stroke-linecap="round"/>`;
  }
  return g(out, tr(x, y, ang));
}
// dips in small bowls (meze)
export function dip(S, cx, cy, R, r, type) {
  const cols = {
    hummus: ["#ecd6a8", "#d9b77a"],
    tzatziki: ["#f6f4ea", "#dcdccb"],
    taramas: ["#f3c6b8", "#dd9f8e"],
    tahini: ["#dfc396", "#bf9a62"],
    fava: ["#f4d77a", "#d9b040"],
    olives: ["#4a3a3a", "#2a1a1a"],
  }[type] ?? ["#ecd6a8", "#d9b77a"];
  let inner = "";
  if (type === "olives") {
    for (let i = 0; i < 14; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.6;
      inner += olive(
        S,
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        R * 0.16,
        r() < 0.4 ? "#6f7a2c" : "#3b2433",
      );
    }
    return bowl(S, cx, cy, R, "#f3ece0", inner);
  }
  inner += circle(
    cx,
    cy,
    R * 0.82,
    S.rad([
      [0, cols[0]],
      [1, cols[1]],
    ]),
  );
  inner += circle(
    cx,
    cy,
    R * 0.5,
    "none",
    `stroke="${darken(cols[1], 0.1)}" stroke-width="${n1(R * 0.05)}" opacity=".5"`,
  );
  inner += circle(
    cx - R * 0.02,
    cy - R * 0.03,
    R * 0.5,
    "none",
    `stroke="#fff" stroke-width="${n1(R * 0.03)}" opacity=".5"`,
  );
  if (type === "hummus" || type === "fava") {
    inner += circle(cx, cy, R * 0.25, "#c9a22a", 'opacity=".55"');
    for (let i = 0; i < 16; i++)
      inner += circle(cx + r.gauss() * R * 0.25, cy + r.gauss() * R * 0.25, R * 0.025, "#b83a1a");
    for (let i = 0; i < 4; i++)
      inner += circle(
        cx + r.gauss() * R * 0.18,
        cy + r.gauss() * R * 0.18,
        R * 0.07,
        "#e0c080",
        `stroke="#c8a060" stroke-width="${n1(R * 0.01)}"`,
      );
  } else if (type === "tzatziki") {
    for (let i = 0; i < 24; i++) {
      const x = cx + r.gauss() * R * 0.3,
        y = cy + r.gauss() * R * 0.3;
      inner += `<path d="M${n1(x)} ${n1(y)}l${n1(R * 0.05)} ${n1(R * 0.02)}" stroke="#4f7a3a" stroke-width="${n1(R * 0.015)}"/>`;
    }
    inner += circle(cx, cy, R * 0.12, "#c9b040", 'opacity=".5"');
  } else {
    for (let i = 0; i < 10; i++)
      inner += circle(cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, R * 0.02, "#3a5a2a");
  }
  return bowl(S, cx, cy, R, r.pick(["#f3ece0", "#2f5d74", "#c26a44", "#e9e3d4"]), inner);
}
Object.assign(FOODS, {
  loukoumades(S, cx, cy, R, r) {
    let out = "";
    const balls = [];
    for (let i = 0; i < 300 && balls.length < 13; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.55;
      const x = cx + Math.cos(a) * d,
        y = cy + Math.sin(a) * d;
      if (!balls.some(([bx, by]) => Math.hypot(bx - x, by - y) < R * 0.24)) balls.push([x, y]);
    }
    for (const [x, y] of balls)
      out +=
        circle(x + R * 0.02, y + R * 0.04, R * 0.15, "#000", 'opacity=".25"') +
        `<path d="${blob(r, x, y, R * 0.14, 8, 0.12)}" fill="${S.rad(
          [
            [0, "#f6c46a"],
            [0.6, "#d98a2a"],
            [1, "#9a5010"],
          ],
          0.38,
          0.32,
          0.75,
        )}"/>` +
        ellipse(x - R * 0.04, y - R * 0.05, R * 0.05, R * 0.025, "#fff3c0", 'opacity=".7"');
    for (let k = 0; k < 5; k++) {
      const P = [];
      for (let i = 0; i < 8; i++) P.push([cx - R * 0.6 + (i / 7) * R * 1.2, cy + r.range(-0.5, 0.5) * R]);
      out += `<path d="${smooth(P, false)}" stroke="#e8a020" stroke-width="${n1(R * 0.025)}" fill="none" opacity=".8" stroke-linecap="round"/>`;
    }
    out += herbs(r, cx, cy, R * 0.6, 60, "#6a9a3a") + herbs(r, cx, cy, R * 0.6, 40, "#7a3a1a");
    return out;
  },
  cookies(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 11; i++) {
      const a = (i / 11) * TAU + r() * 0.2,
        d = i ? R * (i % 2 ? 0.58 : 0.32) : 0;
      const x = cx + Math.cos(a) * d,
        y = cy + Math.sin(a) * d;
      if (i % 2)
        out += g(
          `<path d="${ellipsePath(0, 0, R * 0.17, R * 0.11)}" fill="#2a1a10" opacity=".3" transform="translate(${n1(R * 0.02)} ${n1(R * 0.03)})"/><path d="${ellipsePath(0, 0, R * 0.17, R * 0.11)}" fill="${S.rad(
            [
              [0, "#b8742e"],
              [1, "#6a3a14"],
            ],
          )}"/>` +
            Array.from({ length: 8 }, () =>
              circle(r.range(-0.12, 0.12) * R, r.range(-0.07, 0.07) * R, R * 0.014, "#e0c08a"),
            ).join(""),
          tr(x, y, (a * 180) / Math.PI),
        );
      else
        out +=
          circle(x + R * 0.02, y + R * 0.03, R * 0.13, "#000", 'opacity=".18"') +
          circle(
            x,
            y,
            R * 0.13,
            S.rad(
              [
                [0, "#ffffff"],
                [0.8, "#f6f1e6"],
                [1, "#e0d6c0"],
              ],
              0.4,
              0.35,
              0.7,
            ),
          );
    }
    out += herbs(r, cx, cy, R * 0.8, 60, "#ffffff");
    return out;
  },
  flaounes(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 3; i++) {
      const a = (i / 3) * TAU + 0.5,
        x = cx + Math.cos(a) * R * 0.34,
        y = cy + Math.sin(a) * R * 0.34,
        s = R * 0.3;
      const d = `M${n1(-s)} ${n1(-s * 0.6)}Q0 ${n1(-s * 1.15)} ${n1(s)} ${n1(-s * 0.6)}L${n1(s * 0.9)} ${n1(s * 0.7)}Q0 ${n1(s * 1.1)} ${n1(-s * 0.9)} ${n1(s * 0.7)}Z`;
      let inner = `<path d="${d}" fill="#000" opacity=".3" transform="translate(${n1(s * 0.06)} ${n1(s * 0.1)})"/><path d="${d}" fill="${S.rad(
        [
          [0, "#f0c070"],
          [0.7, "#d2903a"],
          [1, "#9a5a1a"],
        ],
      )}"/>`;
      inner += rect(-s * 0.45, -s * 0.35, s * 0.9, s * 0.8, "#f6e3b0", `rx="${n1(s * 0.1)}" opacity=".85"`);
      for (let k = 0; k < 26; k++)
        inner += ellipse(
          r.range(-0.8, 0.8) * s,
          r.range(-0.7, 0.7) * s,
          s * 0.035,
          s * 0.018,
          "#fbf3dc",
          `transform="rotate(${n1(r() * 180)})"`,
        );
      out += g(inner, tr(x, y, r.range(-30, 30) + i * 40));
    }
    return out;
  },
});

// ================================================================ flat-lay composer
// o = { surface, col, col2, mains: [food...], extras: [...], plate: {color, rim, pattern}, evening, napkin, light }
