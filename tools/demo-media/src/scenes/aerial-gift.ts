// The beach from above and the gift card.

import { C, darken, lighten } from "../colour.ts";
import { text } from "../fonts.ts";
import { n1, smooth, TAU } from "../geometry.ts";
import { groupMark } from "../logos.ts";
import { circle, g, rect, roundRectPath, tr } from "../svg.ts";
import type { SceneOptions } from "../types.ts";
import { lightOverlay } from "./beach.ts";
import { coffeeTop, oliveBranch } from "./garnish.ts";
import { surface } from "./surfaces.ts";

export function aerialBeach(S, r, o: SceneOptions = {}) {
  const { w, h, u } = S;
  const t = o.t ?? 0;
  const sand = o.sand ?? "#f0dcbc";
  let out = rect(0, 0, w, h, S.lin([lighten(sand, 0.1), sand], 0, 0, 1, 1));
  for (let i = 0; i < 500; i++)
    out += circle(
      r() * w,
      r() * h,
      r.range(0.8, 2.2) * u,
      r() < 0.5 ? "#fff" : darken(sand, 0.18),
      `opacity="${n1(r.range(0.2, 0.5))}"`,
    );
  // shoreline runs diagonally; sea in the upper right
  const shore = (y, off = 0) => {
    const P = [];
    for (let i = 0; i <= 14; i++) {
      const f = i / 14;
      const x = f * w * 1.2 - w * 0.1;
      P.push([x, y + (1 - f) * h * 0.32 - f * h * 0.1 + Math.sin(f * 7 + off) * h * 0.015]);
    }
    return P;
  };
  const sy = h * (o.shoreY ?? 0.3);
  const wash = Math.sin(TAU * t) * h * 0.012;
  const P0 = shore(sy + wash);
  out += `<path d="${smooth(P0, false)}L${n1(w * 1.1)} ${n1(-h * 0.2)}L${n1(-w * 0.1)} ${n1(-h * 0.2)}Z" fill="${S.lin(["#0f5a78", "#1f8aa0", "#3fb7bd", "#8fd8cf"], 1, 0, 0.2, 1)}"/>`;
  // wet sand
  out += `<path d="${smooth(shore(sy + h * 0.03), false)}" stroke="${darken(sand, 0.14)}" stroke-width="${n1(h * 0.05)}" fill="none" opacity=".45"/>`;
  // foam bands (move in and out)
  for (let k = 0; k < 4; k++) {
    const ph = TAU * t + k * 0.9;
    const off = -k * h * 0.045 + Math.sin(ph) * h * 0.01;
    out += `<path d="${smooth(shore(sy + wash + off, k), false)}" stroke="#ffffff" stroke-width="${n1((6 - k) * u * 1.6)}" fill="none" opacity="${n1(0.85 - k * 0.18)}" stroke-dasharray="${k ? `${n1(80 * u)} ${n1(40 * u + k * 20 * u)}` : "none"}" stroke-dashoffset="${n1(Math.sin(ph) * 60 * u)}" stroke-linecap="round"/>`;
  }
  // caustic ripples in the water
  for (let i = 0; i < 90; i++) {
    const x = r() * w,
      y = r() * sy * 1.2 - h * 0.1;
    const ph = r() * TAU;
    out += `<path d="M${n1(x)} ${n1(y + Math.sin(TAU * t + ph) * 6 * u)}q${n1(20 * u)} ${n1(-8 * u)} ${n1(40 * u)} 0" stroke="#e8fbf8" stroke-width="${n1(2 * u)}" fill="none" opacity="${n1(0.12 + 0.12 * Math.sin(TAU * t + ph))}"/>`;
  }
  // parasols from above with loungers, in rows parallel to the shore
  const shoreAt = (x) => {
    const f = (x + w * 0.1) / (w * 1.2);
    return sy + (1 - f) * h * 0.32 - f * h * 0.1;
  };
  const cols = o.colors ?? [
    [C.sea, "#f6efe2"],
    [C.terracotta, "#f6efe2"],
  ];
  const rows = o.rows ?? 2;
  const R = 74 * u;
  let k = 0;
  for (let row = 0; row < rows; row++) {
    for (let x = 110 * u + row * 120 * u; x < w + R; x += 250 * u) {
      const y = shoreAt(x) + h * 0.17 + row * 300 * u;
      if (y > h + R) continue;
      const [cA, cB] = cols[k++ % cols.length];
      for (const dx of [-1, 1])
        out += g(
          `<rect x="${n1(-26 * u)}" y="${n1(-70 * u)}" width="${n1(52 * u)}" height="${n1(140 * u)}" rx="${n1(10 * u)}" fill="#000" opacity=".15" transform="translate(${n1(12 * u)} ${n1(12 * u)})"/><rect x="${n1(-26 * u)}" y="${n1(-70 * u)}" width="${n1(52 * u)}" height="${n1(140 * u)}" rx="${n1(10 * u)}" fill="#fbf8f1"/><rect x="${n1(-22 * u)}" y="${n1(-65 * u)}" width="${n1(44 * u)}" height="${n1(36 * u)}" rx="${n1(8 * u)}" fill="${cA}" opacity=".25"/>`,
          tr(x + dx * 58 * u, y + 70 * u, -14),
        );
      out += circle(x + 30 * u, y + 40 * u, R, "#3a2a10", `opacity=".22" filter="${S.blur(8 * u)}"`);
      let can = "";
      for (let s2 = 0; s2 < 8; s2++) {
        const a0 = (s2 / 8) * TAU,
          a1 = ((s2 + 1) / 8) * TAU;
        can += `<path d="M${n1(x)} ${n1(y)}L${n1(x + Math.cos(a0) * R)} ${n1(y + Math.sin(a0) * R)}L${n1(x + Math.cos(a1) * R)} ${n1(y + Math.sin(a1) * R)}Z" fill="${s2 % 2 ? cA : cB}"/>`;
      }
      out +=
        can +
        circle(
          x,
          y,
          R,
          S.rad(
            [
              [0, "#fff", 0.25],
              [1, "#000", 0.12],
            ],
            0.4,
            0.4,
            0.7,
          ),
        ) +
        circle(x, y, 6 * u, "#8a7356");
    }
  }
  if (o.towels)
    for (let i = 0; i < 3; i++) {
      const x = w * r.range(0.1, 0.9),
        y = h * r.range(0.75, 0.95);
      out += g(
        `<rect x="${n1(-50 * u)}" y="${n1(-90 * u)}" width="${n1(100 * u)}" height="${n1(180 * u)}" fill="${r.pick([C.lemon, C.terracotta, C.sea])}"/><path d="M${n1(-50 * u)} ${n1(-60 * u)}h${n1(100 * u)}M${n1(-50 * u)} ${n1(60 * u)}h${n1(100 * u)}" stroke="#fff" stroke-width="${n1(10 * u)}"/>`,
        tr(x, y, r.range(-30, 30)),
      );
    }
  out += rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#fff6e0", 0.18],
        [1, "#fff6e0", 0],
      ],
      0.3,
      0.2,
      0.8,
    ),
  );
  return out;
}
export function giftCardArt(S, x, y, W, ang, o: SceneOptions = {}) {
  const H = W * 0.63;
  const bg = o.bg ?? C.ink,
    foil = o.foil ?? "#d8b56a";
  const d = roundRectPath(-W / 2, -H / 2, W, H, W * 0.045);
  const cl = S.clip(`<path d="${d}"/>`);
  let inner = `<path d="${d}" fill="${S.lin([lighten(bg, 0.12), bg, darken(bg, 0.2)], 0, 0, 1, 1)}"/>`;
  let waves = "";
  for (let i = 0; i < 7; i++)
    waves += `<path d="M${n1(-W * 0.6)} ${n1(H * (0.12 + i * 0.055))}q${n1(W * 0.15)} ${n1(-H * 0.06)} ${n1(W * 0.3)} 0t${n1(W * 0.3)} 0t${n1(W * 0.3)} 0t${n1(W * 0.3)} 0" stroke="${foil}" stroke-width="${n1(W * 0.004)}" fill="none" opacity="${n1(0.5 - i * 0.05)}"/>`;
  inner += `<g clip-path="${cl}">${waves}${circle(
    W * 0.38,
    -H * 0.42,
    W * 0.3,
    S.rad([
      [0, "#fff", 0.18],
      [1, "#fff", 0],
    ]),
  )}</g>`;
  inner += groupMark(S, -W * 0.34, -H * 0.18, W * 0.1, foil, bg);
  inner += text("cinzel", "THALASSA", W * 0.06, -W * 0.2, -H * 0.18 + W * 0.022, foil, {
    tracking: W * 0.012,
  });
  inner += text("jost", "GROUP · CYPRUS", W * 0.026, -W * 0.2, -H * 0.18 + W * 0.07, lighten(foil, 0.3), {
    tracking: W * 0.008,
  });
  inner += text("vibes", "Gift Card", W * 0.095, W * 0.42, H * 0.36, "#fbf6ee", { anchor: "end" });
  inner += `<path d="${d}" fill="none" stroke="${foil}" stroke-opacity=".5" stroke-width="${n1(W * 0.004)}"/>`;
  return (
    `<g opacity=".4" filter="${S.blur(W * 0.02)}" transform="translate(${n1(x + W * 0.02)} ${n1(y + W * 0.035)}) rotate(${n1(ang)})"><path d="${d}" fill="#000"/></g>` +
    g(inner, tr(x, y, ang))
  );
}
export function giftCardScene(S, r, o: SceneOptions = {}) {
  const { w, h, u } = S;
  let out = surface(S, w, h, r, o.surface ?? "linen", o.col ?? "#efe6d8");
  const W = Math.min(w * 0.62, 980 * u);
  // envelope
  out += g(
    `<rect x="${n1(-W * 0.55)}" y="${n1(-W * 0.36)}" width="${n1(W * 1.1)}" height="${n1(W * 0.72)}" fill="#000" opacity=".25" filter="${S.blur(W * 0.02)}" transform="translate(${n1(W * 0.02)} ${n1(W * 0.03)})"/><rect x="${n1(-W * 0.55)}" y="${n1(-W * 0.36)}" width="${n1(W * 1.1)}" height="${n1(W * 0.72)}" fill="${o.envelope ?? "#c0603a"}"/><path d="M${n1(-W * 0.55)} ${n1(-W * 0.36)}L0 ${n1(W * 0.02)}L${n1(W * 0.55)} ${n1(-W * 0.36)}" stroke="#000" stroke-opacity=".12" stroke-width="${n1(W * 0.006)}" fill="none"/>`,
    tr(w * 0.5 + W * 0.2, h * 0.55 + W * 0.08, 8),
  );
  // ribbon
  out += rect(
    0,
    h * 0.5 + W * 0.3,
    w,
    W * 0.05,
    o.ribbon ?? "#d8b56a",
    `transform="rotate(-8 ${n1(w / 2)} ${n1(h / 2)})" opacity=".9"`,
  );
  out += giftCardArt(S, w * 0.47, h * 0.48, W, -6, o);
  out += oliveBranch(S, w * 0.06, h * 0.86, 420 * u, -25, r);
  if (o.coffee !== false) out += coffeeTop(S, w * 0.88, h * 0.16, 64 * u, 20);
  out += lightOverlay(S, w, h, 1);
  return out;
}
