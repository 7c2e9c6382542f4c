// More plated dishes seen from above (desserts, prawns, grills, fruit, eggs, risotto).

import { darken, lighten } from "../colour.ts";
import { blob, leafPath, n1, TAU } from "../geometry.ts";
import { circle, ellipse, ellipsePath, g, rect, roundRectPath, tr } from "../svg.ts";
import { FOODS_SAVOURY } from "./foods-savoury.ts";
import { herbs, pitaWedges } from "./garnish.ts";
import { fig, grapes, prawn, raspberry } from "./small-foods.ts";
import { citrusSlice } from "./tableware.ts";

export const FOODS_MORE = {
  dessert(S, cx, cy, R, r) {
    let out = "";
    out += `<path d="M${n1(cx - R * 0.1)} ${n1(cy)}L${n1(cx + R * 0.55)} ${n1(cy - R * 0.38)}A${n1(R * 0.7)} ${n1(R * 0.7)} 0 0 1 ${n1(cx + R * 0.58)} ${n1(cy + R * 0.36)}Z" fill="${S.lin(["#f7e9cf", "#e8c98f"], 0, 0, 1, 0)}" stroke="#c08a4a" stroke-width="${n1(R * 0.06)}" stroke-linejoin="round"/>`;
    out += `<path d="${blob(r, cx - R * 0.35, cy + R * 0.25, R * 0.22, 8, 0.1, 0.7)}" fill="#fffaf0"/>`;
    for (let i = 0; i < 5; i++)
      out += raspberry(
        S,
        cx - R * 0.3 + r.gauss() * R * 0.15,
        cy - R * 0.3 + r.gauss() * R * 0.12,
        R * 0.08,
        "#b8243a",
      );
    out += `<path d="M${n1(cx - R * 0.6)} ${n1(cy - R * 0.05)}Q${n1(cx)} ${n1(cy + R * 0.6)} ${n1(cx + R * 0.5)} ${n1(cy + R * 0.55)}" stroke="#8a2030" stroke-width="${n1(R * 0.04)}" fill="none" stroke-linecap="round" opacity=".8"/>`;
    out += `<path d="${leafPath(cx - R * 0.3, cy - R * 0.3, -2.2, R * 0.18, R * 0.07)}" fill="#5a9a44"/>`;
    out += herbs(r, cx, cy, R * 0.7, 40, "#ffffff");
    return out;
  },
  prawns(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 14; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.7;
      out += circle(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        R * r.range(0.08, 0.14),
        "#eef4f6",
        'opacity=".9"',
      );
    }
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * TAU + r() * 0.3;
      out += prawn(
        S,
        cx + Math.cos(a) * R * 0.45,
        cy + Math.sin(a) * R * 0.45,
        R * 0.3,
        (a * 180) / Math.PI + 90,
      );
    }
    out += citrusSlice(S, cx, cy, R * 0.2, "lemon");
    for (let i = 0; i < 4; i++)
      out += `<path d="${leafPath(cx, cy, i * 1.6 + 0.3, R * 0.3, R * 0.1)}" fill="#4f7a3a" opacity=".9"/>`;
    return out;
  },
  souvlaki(S, cx, cy, R, r) {
    let out = pitaWedges(S, cx - R * 0.2, cy + R * 0.1, R * 0.7, r, 3);
    for (let k = 0; k < 2; k++) {
      let sk = `<path d="M${n1(-R * 0.9)} 0H${n1(R * 0.85)}" stroke="#c9a274" stroke-width="${n1(R * 0.03)}" stroke-linecap="round"/>`;
      for (let i = 0; i < 6; i++) {
        const x = -R * 0.55 + i * R * 0.2;
        const c = i % 3 === 2 ? "#5d9a3d" : "#7a3f22";
        sk += `<path d="${roundRectPath(x - R * 0.09, -R * 0.09, R * 0.18, R * 0.18, R * 0.05)}" fill="${S.rad(
          [
            [0, lighten(c, 0.25)],
            [1, darken(c, 0.25)],
          ],
        )}"/>`;
      }
      out += g(
        `<g opacity=".35" filter="${S.blur(R * 0.03)}" transform="translate(${n1(R * 0.03)} ${n1(R * 0.05)})"><path d="M${n1(-R * 0.6)} 0H${n1(R * 0.5)}" stroke="#000" stroke-width="${n1(R * 0.2)}"/></g>` +
          sk,
        tr(cx + R * 0.1, cy - R * 0.25 + k * R * 0.3, -18 + k * 8),
      );
    }
    for (let i = 0; i < 3; i++)
      out += circle(
        cx + R * (0.3 + i * 0.12),
        cy + R * 0.5,
        R * 0.11,
        "#d8392b",
        `stroke="#b8261c" stroke-width="${n1(R * 0.02)}"`,
      );
    return out;
  },
  halloumi(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 3; i++) {
      const a = r.range(-0.5, 0.5) + (i - 1) * 1.0;
      const x = cx + Math.cos(a) * R * 0.45,
        y = cy + Math.sin(a) * R * 0.45;
      out += g(
        `<path d="M${n1(-R * 0.26)} ${n1(R * 0.24)}L${n1(R * 0.26)} ${n1(R * 0.24)}L0 ${n1(-R * 0.3)}Z" fill="#e84b4b"/><path d="M${n1(-R * 0.26)} ${n1(R * 0.24)}L${n1(R * 0.26)} ${n1(R * 0.24)}L${n1(R * 0.24)} ${n1(R * 0.32)}L${n1(-R * 0.24)} ${n1(R * 0.32)}Z" fill="#5f9a48"/>` +
          [
            [-0.06, 0.05],
            [0.06, 0.1],
            [0, -0.05],
          ]
            .map(([dx, dy]) => ellipse(dx * R, dy * R, R * 0.015, R * 0.025, "#2a1a14"))
            .join(""),
        tr(x, y, (a * 180) / Math.PI + 90),
      );
    }
    for (let i = 0; i < 4; i++) {
      const x = cx + (i - 1.5) * R * 0.22,
        y = cy + (i % 2) * R * 0.08 - R * 0.02;
      let sl = `<path d="${roundRectPath(-R * 0.13, -R * 0.34, R * 0.26, R * 0.68, R * 0.05)}" fill="${S.lin(["#fbf3da", "#ecdcb0"], 0, 0, 1, 1)}"/>`;
      for (let k = 0; k < 3; k++)
        sl += `<path d="M${n1(-R * 0.12)} ${n1(-R * 0.2 + k * R * 0.16)}l${n1(R * 0.24)} ${n1(R * 0.08)}" stroke="#8a5a2a" stroke-width="${n1(R * 0.035)}" stroke-linecap="round" opacity=".75"/>`;
      out += g(
        `<g opacity=".3" filter="${S.blur(R * 0.03)}" transform="translate(${n1(R * 0.03)} ${n1(R * 0.05)})">${rect(-R * 0.13, -R * 0.34, R * 0.26, R * 0.68, "#000")}</g>` +
          sl,
        tr(x, y, 12),
      );
    }
    for (let i = 0; i < 5; i++)
      out += `<path d="${leafPath(cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, r() * TAU, R * 0.14, R * 0.06)}" fill="#5a9a44"/>`;
    return out;
  },
  fruit(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 4; i++) {
      const a = (i / 4) * TAU + 0.4;
      out += fig(S, cx + Math.cos(a) * R * 0.48, cy + Math.sin(a) * R * 0.48, R * 0.2, r);
    }
    out += grapes(S, cx, cy, R * 0.1, r, 14);
    for (let i = 0; i < 20; i++)
      out += ellipse(
        cx + r.gauss() * R * 0.35,
        cy + r.gauss() * R * 0.35,
        R * 0.03,
        R * 0.022,
        "#b8142a",
        `transform="rotate(${n1(r() * 180)} ${n1(cx)} ${n1(cy)})"`,
      );
    return out;
  },
  eggs(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 2; i++) {
      const x = cx + (i ? R * 0.22 : -R * 0.28),
        y = cy + (i ? -R * 0.2 : R * 0.15);
      out += `<path d="${blob(r, x, y, R * 0.36, 9, 0.18)}" fill="#fdfbf5" stroke="#efdfb5" stroke-width="${n1(R * 0.02)}"/>`;
      out += circle(
        x + R * 0.02,
        y,
        R * 0.13,
        S.rad(
          [
            [0, "#ffce4a"],
            [1, "#f0a020"],
          ],
          0.4,
          0.4,
          0.6,
        ),
      );
    }
    out += g(
      `<path d="${ellipsePath(0, 0, R * 0.26, R * 0.36)}" fill="#c9d98a"/><path d="${ellipsePath(0, 0, R * 0.21, R * 0.31)}" fill="#e7eab0"/><circle cx="0" cy="${n1(R * 0.08)}" r="${n1(R * 0.12)}" fill="#7a5a3a"/>`,
      tr(cx + R * 0.45, cy + R * 0.35, -30),
    );
    out += herbs(r, cx, cy, R * 0.7, 40, "#2a2018");
    return out;
  },
  risotto(S, cx, cy, R, r) {
    let out = `<path d="${blob(r, cx, cy, R * 0.7, 12, 0.1)}" fill="${S.rad([
      [0, "#f4e6c2"],
      [1, "#e0c88e"],
    ])}"/>`;
    for (let i = 0; i < 220; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.66;
      out += ellipse(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        R * 0.025,
        R * 0.014,
        "#fbf3dc",
        `transform="rotate(${n1(r() * 180)} ${n1(cx + Math.cos(a) * d)} ${n1(cy + Math.sin(a) * d)})" opacity=".8"`,
      );
    }
    for (let i = 0; i < 6; i++)
      out += g(
        `<path d="M${n1(-R * 0.1)} 0A${n1(R * 0.1)} ${n1(R * 0.1)} 0 0 1 ${n1(R * 0.1)} 0L${n1(R * 0.03)} 0V${n1(R * 0.1)}H${n1(-R * 0.03)}V0Z" fill="#a88a6a"/>`,
        tr(cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, r() * 360),
      );
    out += herbs(r, cx, cy, R * 0.5, 30, "#4a7a2a");
    return out;
  },
};

export const FOODS = { ...FOODS_SAVOURY, ...FOODS_MORE };
