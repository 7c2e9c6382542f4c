// Plated dishes seen from above (salads, fish, pasta, grills, tarts).

import { darken, lighten } from "../colour.ts";
import { blob, leafPath, n1, smooth, TAU } from "../geometry.ts";
import { makeRng } from "../random.ts";
import { circle, ellipse, g, rect, roundRectPath, shadow, tr } from "../svg.ts";
import type { SceneOptions } from "../types.ts";
import { GREENS, herbs, leafy, olive, tomatoWedge } from "./garnish.ts";
import { prawn, raspberry, sprig } from "./small-foods.ts";

export const FOODS_SAVOURY = {
  salad(S, cx, cy, R, r) {
    let out = leafy(S, cx, cy, R, r, 44, GREENS, 0.62);
    for (let i = 0; i < 6; i++)
      out += circle(
        cx + r.gauss() * R * 0.3,
        cy + r.gauss() * R * 0.3,
        R * 0.12,
        "#d9e8b4",
        `stroke="#3f6b2a" stroke-width="${n1(R * 0.025)}"`,
      );
    for (let i = 0; i < 7; i++) {
      const a = r() * TAU,
        d = r.range(0.2, 0.65) * R;
      out += tomatoWedge(S, cx + Math.cos(a) * d, cy + Math.sin(a) * d, R * 0.16, r() * 360);
    }
    for (let i = 0; i < 4; i++)
      out += circle(
        cx + r.gauss() * R * 0.3,
        cy + r.gauss() * R * 0.3,
        R * r.range(0.1, 0.16),
        "none",
        `stroke="#9b4b7a" stroke-width="${n1(R * 0.014)}" opacity=".85"`,
      );
    for (let i = 0; i < 6; i++)
      out += olive(S, cx + r.gauss() * R * 0.35, cy + r.gauss() * R * 0.35, R * 0.055);
    const fx = cx + R * 0.05,
      fy = cy - R * 0.05;
    out += shadow(
      S,
      roundRectPath(-R * 0.28, -R * 0.18, R * 0.56, R * 0.36, R * 0.04),
      R * 0.02,
      R * 0.03,
      R * 0.03,
      0.3,
    ).replace('transform="', `transform="translate(${n1(fx)} ${n1(fy)}) rotate(-12) `);
    out += g(
      `<path d="${roundRectPath(-R * 0.28, -R * 0.18, R * 0.56, R * 0.36, R * 0.04)}" fill="${S.lin(["#fffdf6", "#efe9d6"], 0, 0, 1, 1)}"/>`,
      tr(fx, fy, -12),
    );
    out += herbs(r, fx, fy, R * 0.25, 30, "#5a6b2a");
    out += herbs(r, cx, cy, R * 0.8, 30, "#c9b236");
    return out;
  },
  fish(S, cx, cy, R, r) {
    const L = R * 1.75,
      H = R * 0.5;
    const body =
      `M${-L / 2} 0C${-L * 0.38} ${-H * 0.95} ${L * 0.15} ${-H * 1.0} ${L * 0.34} ${-H * 0.18}L${L / 2} ${-H * 0.62}Q${L * 0.45} 0 ${L / 2} ${H * 0.62}L${L * 0.34} ${H * 0.18}C${L * 0.15} ${H * 1.0} ${-L * 0.38} ${H * 0.95} ${-L / 2} 0Z`.replace(
        /-?\d+\.\d+/g,
        (v) => n1(+v),
      );
    const cl = S.clip(`<path d="${body}"/>`);
    let marks = "";
    for (let i = -4; i <= 4; i++)
      marks += `<path d="M${n1(i * L * 0.09 - H)} ${n1(-H)}l${n1(H * 1.2)} ${n1(H * 2)}" stroke="#3a2414" stroke-width="${n1(H * 0.1)}" opacity=".55" stroke-linecap="round"/>`;
    const ang = r.range(-25, 25);
    let out = g(
      `<path d="${body}" fill="#2a1d10" opacity=".35" transform="translate(${n1(R * 0.04)} ${n1(R * 0.07)})" filter="${S.blur(R * 0.05)}"/>` +
        `<path d="${body}" fill="${S.lin(["#6f6f6a", "#b8b2a2", "#d9c49a", "#c59a5e"], 0, 0, 0, 1)}"/><g clip-path="${cl}">${marks}</g>` +
        `<path d="M${n1(-L * 0.22)} ${n1(-H * 0.55)}Q${n1(-L * 0.05)} ${n1(-H * 0.1)} ${n1(-L * 0.18)} ${n1(H * 0.5)}" stroke="#5a4a3a" stroke-width="${n1(H * 0.05)}" fill="none" opacity=".6"/>` +
        circle(-L * 0.36, -H * 0.2, H * 0.12, "#f4efe2") +
        circle(-L * 0.36, -H * 0.2, H * 0.06, "#1d1a16"),
      tr(cx, cy, ang),
    );
    out += `<path d="${leafPath(cx + R * 0.3, cy + R * 0.55, -0.4, R * 0.4, R * 0.12)}" fill="#f3cd45" stroke="#e0b030" stroke-width="${n1(R * 0.02)}"/>`;
    out += herbs(r, cx, cy, R * 0.7, 45, "#3f6b2a");
    for (let i = 0; i < 8; i++)
      out += circle(
        cx + r.gauss() * R * 0.4,
        cy + r.gauss() * R * 0.4,
        R * r.range(0.02, 0.05),
        "#d9b640",
        'opacity=".45"',
      );
    return out;
  },
  pasta(S, cx, cy, R, r) {
    let out = circle(cx, cy, R * 0.7, "#d98a3a", `opacity=".35" filter="${S.blur(R * 0.08)}"`);
    for (let pass = 0; pass < 2; pass++) {
      const rr = makeRng(Math.floor(cx * 7 + cy));
      for (let i = 0; i < 70; i++) {
        const a = rr() * TAU,
          rad = R * rr.range(0.15, 0.62),
          ry = rad * rr.range(0.55, 1);
        const x = cx + rr.gauss() * R * 0.06,
          y = cy + rr.gauss() * R * 0.06;
        const a0 = rr() * TAU,
          a1 = a0 + rr.range(1.2, 3.2);
        const p0 = [x + Math.cos(a0) * rad, y + Math.sin(a0) * ry],
          p1 = [x + Math.cos(a1) * rad, y + Math.sin(a1) * ry];
        out += `<path d="M${n1(p0[0])} ${n1(p0[1])}A${n1(rad)} ${n1(ry)} ${n1((a * 180) / Math.PI)} 0 1 ${n1(p1[0])} ${n1(p1[1])}" stroke="${pass ? lighten("#f2cf7a", 0.2 * rr()) : "#b88a3a"}" stroke-width="${n1(R * (pass ? 0.024 : 0.04))}" fill="none" stroke-linecap="round" opacity="${pass ? 1 : 0.5}"/>`;
      }
    }
    for (let i = 0; i < 5; i++)
      out += `<path d="${blob(r, cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, R * 0.09, 7, 0.3)}" fill="#c8412c"/>`;
    for (let i = 0; i < 3; i++)
      out += prawn(S, cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, R * 0.22, r() * 360);
    for (let i = 0; i < 3; i++)
      out += `<path d="${leafPath(cx + r.gauss() * R * 0.2, cy + r.gauss() * R * 0.2, r() * TAU, R * 0.22, R * 0.09)}" fill="#3f7a3a"/>`;
    out += herbs(r, cx, cy, R * 0.6, 40, "#f8f3e1");
    return out;
  },
  steak(S, cx, cy, R, r) {
    let out = "";
    for (let i = 0; i < 6; i++) {
      const a = r() * TAU,
        d = r.range(0.45, 0.7) * R;
      out += `<path d="${blob(r, cx + Math.cos(a) * d, cy + Math.sin(a) * d, R * 0.13, 7, 0.25)}" fill="${S.rad(
        [
          [0, "#f3c46a"],
          [1, "#c98a2e"],
        ],
        0.35,
        0.35,
        0.7,
      )}"/>`;
    }
    const ang = r.range(-30, 30);
    let slices = "";
    for (let i = 0; i < 6; i++) {
      const x = (i - 2.5) * R * 0.19;
      slices += g(
        `<path d="${roundRectPath(-R * 0.14, -R * 0.3, R * 0.28, R * 0.6, R * 0.12)}" fill="#4a2616"/><path d="${roundRectPath(-R * 0.105, -R * 0.26, R * 0.21, R * 0.52, R * 0.09)}" fill="${S.rad(
          [
            [0, "#e38a8a"],
            [0.65, "#c2565a"],
            [1, "#7a3324"],
          ],
        )}"/>`,
        tr(x, (i % 2) * R * 0.04, 14),
      );
    }
    out += g(
      `<g opacity=".35" filter="${S.blur(R * 0.04)}" transform="translate(${n1(R * 0.04)} ${n1(R * 0.06)})">${rect(-R * 0.62, -R * 0.42, R * 1.24, R * 0.88, "#2a1d10")}</g>` +
        slices,
      tr(cx, cy, ang),
    );
    for (let i = 0; i < 30; i++)
      out += circle(cx + r.gauss() * R * 0.3, cy + r.gauss() * R * 0.3, R * 0.008, "#fff", 'opacity=".8"');
    out += sprig(S, cx - R * 0.1, cy + R * 0.55, R * 0.6, -20, r, "#4a6a3a");
    return out;
  },
  octopus(S, cx, cy, R, r) {
    let out = `<path d="${blob(r, cx, cy, R * 0.72, 10, 0.12)}" fill="${S.rad([
      [0, "#f6dd86"],
      [1, "#e8c055"],
    ])}"/>`;
    for (let t = 0; t < 3; t++) {
      const a0 = r() * TAU,
        turns = r.range(1.2, 1.8);
      const L = [],
        Rr = [];
      const N = 40;
      for (let i = 0; i <= N; i++) {
        const f = i / N;
        const ang = a0 + f * turns * TAU * 0.55;
        const rad = R * (0.55 - f * 0.45);
        const x = cx + Math.cos(a0 + 2.1 * t) * R * 0.12 + Math.cos(ang) * rad,
          y = cy + Math.sin(a0 + 2.1 * t) * R * 0.12 + Math.sin(ang) * rad;
        const wdt = R * 0.09 * (1 - f * 0.85);
        L.push([x + Math.cos(ang) * wdt, y + Math.sin(ang) * wdt]);
        Rr.push([x - Math.cos(ang) * wdt, y - Math.sin(ang) * wdt]);
      }
      const d = smooth([...L, ...Rr.reverse()], true, 0.6);
      out += `<path d="${d}" fill="#2a1d10" opacity=".3" transform="translate(${n1(R * 0.03)} ${n1(R * 0.05)})" filter="${S.blur(R * 0.03)}"/>`;
      out += `<path d="${d}" fill="${S.lin(["#9a3f4a", "#6a2a32", "#3a1a14"], 0, 0, 1, 1)}"/>`;
      for (let i = 4; i < N; i += 3)
        out += circle(Rr[N - i][0], Rr[N - i][1], R * 0.018 * (1 - (i / N) * 0.7), "#f0cdbf");
    }
    for (let i = 0; i < 10; i++)
      out += circle(cx + r.gauss() * R * 0.4, cy + r.gauss() * R * 0.4, R * 0.025, "#4a6a2a");
    for (let i = 0; i < 5; i++)
      out += circle(
        cx + r.gauss() * R * 0.4,
        cy + r.gauss() * R * 0.4,
        R * 0.06,
        "none",
        `stroke="#a24a7a" stroke-width="${n1(R * 0.012)}"`,
      );
    return out;
  },
  tart(S, cx, cy, R, _r, o: SceneOptions = {}) {
    const berry = o.berry ?? "#b8243a";
    let out = circle(
      cx,
      cy,
      R * 0.8,
      S.rad([
        [0, "#e6b36e"],
        [0.85, "#d49a52"],
        [1, "#a86a2a"],
      ]),
    );
    out += circle(
      cx,
      cy,
      R * 0.68,
      S.rad(
        [
          [0, o.fill ?? "#3a2018"],
          [0.8, darken(o.fill ?? "#3a2018", 0.1)],
          [1, "#1a0d08"],
        ],
        0.4,
        0.35,
        0.7,
      ),
    );
    out += ellipse(
      cx - R * 0.2,
      cy - R * 0.25,
      R * 0.25,
      R * 0.08,
      "#fff",
      `opacity=".15" transform="rotate(-30 ${n1(cx)} ${n1(cy)})"`,
    );
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * TAU;
      out += raspberry(S, cx + Math.cos(a) * R * 0.52, cy + Math.sin(a) * R * 0.52, R * 0.085, berry);
    }
    out += `<path d="${leafPath(cx, cy, -0.6, R * 0.22, R * 0.08)}" fill="#4f8a3a"/><path d="${leafPath(cx, cy, 0.9, R * 0.2, R * 0.07)}" fill="#6aa84f"/>`;
    return out;
  },
};
