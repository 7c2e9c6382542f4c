// The central production kitchen and its solar roof.

import { n1, TAU } from "../geometry.ts";
import { circle, ellipse, g, rect, tr } from "../svg.ts";
import type { SceneOptions } from "../types.ts";
import { birds, lightOverlay } from "./beach.ts";
import { SKIES } from "./sky-sea.ts";

export function productionScene(S, r, o: SceneOptions = {}) {
  const { w, h, u } = S;
  const t = o.t ?? 0;
  let out = rect(0, 0, w, h, "#ebe4d8");
  const T = 80 * u;
  out += rect(
    0,
    0,
    w,
    h,
    S.pattern(
      rect(0, 0, T, T * 0.5, "#f4f0e8") +
        `<rect width="${n1(T)}" height="${n1(T * 0.5)}" fill="none" stroke="#d9d1c4" stroke-width="${n1(3 * u)}"/>`,
      T,
      T * 0.5,
    ),
  );
  // window light beams
  out += `<path d="M${n1(w * 0.08)} 0H${n1(w * 0.3)}L${n1(w * 0.55)} ${n1(h)}H${n1(w * 0.2)}Z" fill="#fff8e0" opacity="${n1(0.2 + 0.04 * Math.sin(TAU * t))}"/>`;
  // oven on the right
  const cx = w * 0.78,
    base = h * 0.66,
    R = Math.min(w * 0.24, h * 0.5);
  out += `<path d="M${n1(cx - R)} ${n1(base)}A${n1(R)} ${n1(R * 0.95)} 0 0 1 ${n1(cx + R)} ${n1(base)}Z" fill="${S.rad(
    [
      [0, "#d9855a"],
      [1, "#8a3f22"],
    ],
    0.4,
    0.3,
    0.8,
  )}"/>`;
  for (let k = 1; k < 7; k++)
    out += `<path d="M${n1(cx - R)} ${n1(base - k * R * 0.13)}H${n1(cx + R)}" stroke="#6a2e18" stroke-width="${n1(3 * u)}" opacity=".2"/>`;
  const mw = R * 0.7,
    mh = R * 0.55;
  const flick = 0.9 + 0.06 * Math.sin(TAU * t * 3) + 0.04 * Math.sin(TAU * t * 5 + 1);
  out += circle(
    cx,
    base - mh * 0.3,
    R * 1.3 * flick,
    S.rad([
      [0, "#ffb060", 0.32],
      [1, "#ffb060", 0],
    ]),
  );
  out += `<path d="M${n1(cx - mw / 2)} ${n1(base)}V${n1(base - mh * 0.5)}A${n1(mw / 2)} ${n1(mh * 0.5)} 0 0 1 ${n1(cx + mw / 2)} ${n1(base - mh * 0.5)}V${n1(base)}Z" fill="${S.rad(
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
  for (let k = 0; k < 6; k++) {
    const fx = cx - mw * 0.32 + k * mw * 0.13,
      fh = mh * (0.32 + 0.1 * Math.sin(TAU * t * 2 + k * 1.3) + 0.05 * Math.sin(TAU * t * 3 + k));
    out += `<path d="M${n1(fx - 16 * u)} ${n1(base)}Q${n1(fx - 8 * u)} ${n1(base - fh * 0.6)} ${n1(fx + 6 * u * Math.sin(TAU * t + k))} ${n1(base - fh)}Q${n1(fx + 12 * u)} ${n1(base - fh * 0.5)} ${n1(fx + 16 * u)} ${n1(base)}Z" fill="#ffe27a" opacity=".75"/>`;
  }
  out += `<path d="M${n1(cx - mw / 2 - 22 * u)} ${n1(base)}V${n1(base - mh * 0.5)}A${n1(mw / 2 + 22 * u)} ${n1(mh * 0.5 + 22 * u)} 0 0 1 ${n1(cx + mw / 2 + 22 * u)} ${n1(base - mh * 0.5)}V${n1(base)}" stroke="#f3e4cc" stroke-width="${n1(20 * u)}" fill="none"/>`;
  // work counter with cooling loaves
  const ty = h * 0.66;
  out += rect(0, ty, w, h - ty, S.lin(["#8a6a50", "#5a4232"]));
  out += rect(0, ty, w, 14 * u, "#a8886a");
  const loaves = [];
  const nL = w > h ? 5 : 3;
  for (let i = 0; i < nL; i++)
    loaves.push([w * (0.08 + i * (w > h ? 0.105 : 0.16)), ty + 4 * u, r.range(95, 115) * u, i % 3]);
  const fy = h * 0.95;
  out +=
    rect(0, fy - 6 * u, w * 0.72, 12 * u, "#b9bec0") +
    Array.from({ length: 12 }, (_, k) =>
      rect(k * w * 0.06, fy - 6 * u, 6 * u, h - fy + 6 * u, "#9aa0a2"),
    ).join("");
  for (let i = 0; i < (w > h ? 4 : 3); i++)
    loaves.push([w * (0.12 + i * (w > h ? 0.16 : 0.3)), fy - 6 * u, r.range(150, 175) * u, (i + 1) % 3]);
  for (const [x, y, s, kind] of loaves) {
    out += ellipse(x, y + 4 * u, s * 1.1, 10 * u, "#000", 'opacity=".25"');
    if (kind === 1)
      out +=
        `<path d="M${n1(x - s * 1.2)} ${n1(y)}Q${n1(x - s * 1.2)} ${n1(y - s * 0.7)} ${n1(x)} ${n1(y - s * 0.75)}Q${n1(x + s * 1.2)} ${n1(y - s * 0.7)} ${n1(x + s * 1.2)} ${n1(y)}Z" fill="${S.lin(["#d99a4a", "#9a5a1e"])}"/>` +
        [-0.5, 0, 0.5]
          .map(
            (k) =>
              `<path d="M${n1(x + k * s - s * 0.2)} ${n1(y - s * 0.45)}q${n1(s * 0.2)} ${n1(-s * 0.2)} ${n1(s * 0.4)} ${n1(-s * 0.1)}" stroke="#f6d8a0" stroke-width="${n1(6 * u)}" fill="none" stroke-linecap="round"/>`,
          )
          .join("");
    else
      out +=
        `<path d="M${n1(x - s)} ${n1(y)}Q${n1(x - s)} ${n1(y - s * 1.1)} ${n1(x)} ${n1(y - s * 1.1)}Q${n1(x + s)} ${n1(y - s * 1.1)} ${n1(x + s)} ${n1(y)}Z" fill="${S.lin(["#e0a85a", "#a8601e"])}"/>` +
        `<path d="M${n1(x - s * 0.5)} ${n1(y - s * 0.7)}q${n1(s * 0.5)} ${n1(-s * 0.35)} ${n1(s)} 0" stroke="#f6dca8" stroke-width="${n1(8 * u)}" fill="none" stroke-linecap="round"/>` +
        Array.from({ length: 10 }, (_, k) =>
          circle(
            x + Math.cos(k) * s * 0.5,
            y - s * 0.6 + Math.sin(k * 2.3) * s * 0.25,
            3 * u,
            "#fffaf0",
            'opacity=".6"',
          ),
        ).join("");
    // steam: wisps rising on a loop
    for (let k = 0; k < 3; k++) {
      const p = (t + k / 3 + x / w) % 1;
      const sy0 = y - s * 1.1 - p * h * 0.35;
      const sway = Math.sin(TAU * (p + k * 0.3)) * 14 * u;
      out += `<path d="M${n1(x + sway)} ${n1(sy0 + 80 * u)}c${n1(-45 * u)} ${n1(-30 * u)} ${n1(45 * u)} ${n1(-50 * u)} 0 ${n1(-80 * u)}c${n1(-45 * u)} ${n1(-30 * u)} ${n1(45 * u)} ${n1(-50 * u)} 0 ${n1(-80 * u)}" stroke="#ffffff" stroke-width="${n1(s * 0.22)}" fill="none" stroke-linecap="round" opacity="${n1(Math.sin(Math.PI * p) * 0.4)}" filter="${S.blur(s * 0.09)}"/>`;
    }
  }
  // flour motes drifting in the light beam
  for (let i = 0; i < 60; i++) {
    const x0 = r.range(0.05, 0.6) * w,
      y0 = r() * h,
      sp = r.int(1, 2);
    const p = (r() + t * sp) % 1;
    const x = x0 + Math.sin(TAU * (p + i * 0.13)) * 30 * u,
      y = (y0 + p * h * 0.4) % (h * 0.9);
    out += circle(
      x,
      y,
      r.range(1.5, 3.5) * u,
      "#fffdf5",
      `opacity="${n1(0.25 + 0.35 * Math.sin(Math.PI * p))}"`,
    );
  }
  // a flour-dusted sack and a peel
  out += g(
    `<path d="M${n1(-70 * u)} 0Q${n1(-90 * u)} ${n1(-160 * u)} ${n1(-40 * u)} ${n1(-200 * u)}H${n1(40 * u)}Q${n1(90 * u)} ${n1(-160 * u)} ${n1(70 * u)} 0Z" fill="#efe6d2"/><path d="M${n1(-45 * u)} ${n1(-200 * u)}q${n1(45 * u)} ${n1(-30 * u)} ${n1(90 * u)} 0" stroke="#c9b892" stroke-width="${n1(8 * u)}" fill="none"/>`,
    tr(w * 0.6, ty + 4 * u),
  );
  out += lightOverlay(S, w, h, 0.8);
  return out;
}
export function solarScene(S, r) {
  const { w, h, u } = S;
  const T = SKIES.noon;
  let out =
    rect(0, 0, w, h, S.lin(T.sky)) +
    circle(w * 0.78, h * 0.2, 80 * u, "#fffdf0") +
    circle(
      w * 0.78,
      h * 0.2,
      260 * u,
      S.rad([
        [0, "#fffbe0", 0.7],
        [1, "#fffbe0", 0],
      ]),
    );
  out += `<path d="M0 ${n1(h * 0.7)}Q${n1(w * 0.4)} ${n1(h * 0.6)} ${n1(w)} ${n1(h * 0.66)}V${n1(h)}H0Z" fill="#b8b88a"/>`;
  // flat roof with tilted panels in rows
  const roofY = h * 0.62;
  out += rect(0, roofY, w, h - roofY, S.lin(["#e8e2d6", "#cfc6b6"]));
  for (let row = 0; row < 3; row++) {
    const y = roofY + h * 0.05 + row * h * 0.12,
      pw = 130 * u * (1 + row * 0.18),
      ph = 70 * u * (1 + row * 0.18);
    for (let x = -pw * 0.3 + row * 30 * u; x < w; x += pw * 1.08) {
      out += `<path d="M${n1(x)} ${n1(y + ph)}L${n1(x + pw * 0.12)} ${n1(y)}H${n1(x + pw * 1.02)}L${n1(x + pw * 0.9)} ${n1(y + ph)}Z" fill="${S.lin(["#3a5a8a", "#1d3450"], 0, 0, 1, 1)}"/>`;
      for (let k = 1; k < 4; k++)
        out += `<path d="M${n1(x + pw * 0.03 * k + (pw * 0.9 * k) / 4)} ${n1(y + ph)}L${n1(x + pw * 0.12 + (pw * 0.9 * k) / 4)} ${n1(y)}" stroke="#8fb0d0" stroke-width="${n1(2 * u)}" opacity=".5"/>`;
      out += `<path d="M${n1(x + pw * 0.06)} ${n1(y + ph / 2)}H${n1(x + pw * 0.96)}" stroke="#8fb0d0" stroke-width="${n1(2 * u)}" opacity=".5"/>`;
      out += `<path d="M${n1(x + pw * 0.2)} ${n1(y + ph * 0.1)}L${n1(x + pw * 0.5)} ${n1(y + ph * 0.1)}L${n1(x + pw * 0.4)} ${n1(y + ph * 0.45)}Z" fill="#fff" opacity=".18"/>`;
      out += rect(x + pw * 0.1, y + ph, pw * 0.8, 8 * u, "#000", 'opacity=".15"');
    }
  }
  out += birds(r, w * 0.3, h * 0.25, u * 1.8, 3, "#3a4a5a");
  return out;
}

// ================================================================ brands, emblems, logos
