// Brand emblems, SVG logos, the favicon and brand tiles.
import { darken, mix } from "./colour.ts";
import { fitSize, measure, text } from "./fonts.ts";
import { leafPath, n1, pts, quad, TAU } from "./geometry.ts";
import { circle, rect, Svg } from "./svg.ts";

export function emblem(kind, cx, cy, R, col, letter) {
  const s = R / 36;
  const P = (d) => `<path d="${d}" fill="${col}"/>`;
  const Sk = (d, wdt = 2.4) =>
    `<path d="${d}" fill="none" stroke="${col}" stroke-width="${n1(wdt * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const X = (v) => n1(cx + v * s),
    Y = (v) => n1(cy + v * s);
  let icon = "";
  switch (kind) {
    case "wave":
      for (const dy of [-8, 0, 8])
        icon += Sk(
          `M${X(-19)} ${Y(dy)}q${n1(4.75 * s)} ${n1(-6 * s)} ${n1(9.5 * s)} 0t${n1(9.5 * s)} 0t${n1(9.5 * s)} 0t${n1(9.5 * s)} 0`,
          2.6,
        );
      break;
    case "sun":
      icon += circle(cx, cy + 3 * s, 9 * s, col);
      for (let i = 0; i < 9; i++) {
        const a = Math.PI + (i / 8) * Math.PI;
        icon += Sk(
          `M${n1(cx + Math.cos(a) * 13 * s)} ${n1(cy + 3 * s + Math.sin(a) * 13 * s)}L${n1(cx + Math.cos(a) * 20 * s)} ${n1(cy + 3 * s + Math.sin(a) * 20 * s)}`,
          2.4,
        );
      }
      icon += Sk(`M${X(-22)} ${Y(12)}H${X(22)}M${X(-14)} ${Y(18)}H${X(14)}`, 2.2);
      break;
    case "pier":
      icon += Sk(
        `M${X(-20)} ${Y(2)}H${X(20)}M${X(-14)} ${Y(2)}V${Y(16)}M${X(0)} ${Y(2)}V${Y(16)}M${X(14)} ${Y(2)}V${Y(16)}M${X(-22)} ${Y(20)}q${n1(5.5 * s)} ${n1(-4 * s)} ${n1(11 * s)} 0t${n1(11 * s)} 0t${n1(11 * s)} 0t${n1(11 * s)} 0`,
        2.4,
      );
      icon +=
        Sk(`M${X(0)} ${Y(-2)}V${Y(-12)}`, 2.2) +
        P(`M${X(-5)} ${Y(-12)}H${X(5)}L${X(4)} ${Y(-20)}H${X(-4)}Z`) +
        P(`M${X(-6)} ${Y(-20)}L${X(0)} ${Y(-25)}L${X(6)} ${Y(-20)}Z`);
      break;
    case "olive":
      icon += Sk(`M${X(-16)} ${Y(16)}Q${X(0)} ${Y(2)} ${X(16)} ${Y(-18)}`, 2);
      for (const [t, side] of [
        [0.2, 1],
        [0.35, -1],
        [0.5, 1],
        [0.65, -1],
        [0.8, 1],
      ]) {
        const p = quad([cx - 16 * s, cy + 16 * s], [cx, cy + 2 * s], [cx + 16 * s, cy - 18 * s], t);
        icon += P(leafPath(p[0], p[1], -0.9 + side * 0.9, 12 * s, 3.4 * s));
      }
      icon += circle(cx - 4 * s, cy + 12 * s, 3.2 * s, col);
      break;
    case "arch":
      icon += Sk(
        `M${X(-14)} ${Y(20)}V${Y(-4)}A${n1(14 * s)} ${n1(14 * s)} 0 0 1 ${X(14)} ${Y(-4)}V${Y(20)}`,
        2.4,
      );
      icon += Sk(`M${X(-20)} ${Y(20)}H${X(20)}`, 2.4);
      if (letter) icon += text("cinzel", letter, 16 * s, cx, cy + 11 * s, col, { anchor: "middle" });
      break;
    case "tile":
      for (let i = 0; i < 4; i++) icon += P(leafPath(cx, cy, (i * Math.PI) / 2 + Math.PI / 4, 17 * s, 6 * s));
      icon += circle(cx, cy, 4 * s, col) + Sk(`M${X(-20)} ${Y(-20)}H${X(20)}V${Y(20)}H${X(-20)}Z`, 1.6);
      break;
    case "flame":
      icon += P(
        `M${X(0)} ${Y(-20)}C${X(10)} ${Y(-8)} ${X(14)} ${Y(0)} ${X(12)} ${Y(8)}C${X(10)} ${Y(16)} ${X(4)} ${Y(20)} ${X(0)} ${Y(20)}C${X(-4)} ${Y(20)} ${X(-10)} ${Y(16)} ${X(-12)} ${Y(8)}C${X(-14)} ${Y(0)} ${X(-6)} ${Y(-6)} ${X(-4)} ${Y(-12)}C${X(-2)} ${Y(-6)} ${X(0)} ${Y(-4)} ${X(2)} ${Y(-2)}C${X(4)} ${Y(-8)} ${X(2)} ${Y(-14)} ${X(0)} ${Y(-20)}Z`,
      );
      break;
    case "slice":
      icon +=
        Sk(`M${X(-18)} ${Y(-14)}Q${X(0)} ${Y(-22)} ${X(18)} ${Y(-14)}L${X(0)} ${Y(20)}Z`, 2.4) +
        Sk(`M${X(-15)} ${Y(-9)}Q${X(0)} ${Y(-16)} ${X(15)} ${Y(-9)}`, 1.6);
      for (const [x, y] of [
        [-6, -4],
        [5, -2],
        [0, 8],
      ])
        icon += circle(cx + x * s, cy + y * s, 3 * s, col);
      break;
    case "palm":
      icon += Sk(`M${X(2)} ${Y(20)}Q${X(0)} ${Y(4)} ${X(4)} ${Y(-10)}`, 2.6);
      for (const a of [-2.6, -2.0, -1.2, -0.5, 0.1])
        icon += P(leafPath(cx + 4 * s, cy - 10 * s, a, 18 * s, 4 * s, a < -1.5 ? -0.12 : 0.12));
      icon += Sk(`M${X(-20)} ${Y(20)}H${X(20)}`, 2.2);
      break;
    case "grapes":
      for (const [x, y] of [
        [-8, -4],
        [0, -4],
        [8, -4],
        [-4, 3],
        [4, 3],
        [0, 10],
        [-12, -11],
        [12, -11],
      ].slice(0, 6))
        icon += circle(cx + x * s, cy + y * s + 2 * s, 4.2 * s, col);
      icon +=
        Sk(`M${X(0)} ${Y(-8)}Q${X(2)} ${Y(-16)} ${X(6)} ${Y(-20)}`, 2) +
        P(leafPath(cx + 2 * s, cy - 14 * s, -0.4, 14 * s, 5 * s));
      break;
    case "cone":
      icon +=
        Sk(`M${X(-10)} ${Y(0)}L${X(0)} ${Y(22)}L${X(10)} ${Y(0)}`, 2.4) +
        Sk(`M${X(-6)} ${Y(6)}L${X(4)} ${Y(4)}M${X(-3)} ${Y(13)}L${X(4)} ${Y(10)}`, 1.4);
      icon +=
        P(`M${X(-12)} ${Y(0)}A${n1(12 * s)} ${n1(12 * s)} 0 0 1 ${X(12)} ${Y(0)}Z`) +
        circle(cx, cy - 13 * s, 7 * s, col);
      break;
    case "wheat":
      icon += Sk(`M${X(0)} ${Y(22)}V${Y(-20)}`, 2);
      for (let i = 0; i < 4; i++) {
        const y = cy - 14 * s + i * 8 * s;
        icon +=
          P(leafPath(cx, y + 4 * s, -0.6 - Math.PI / 2 + 0.9, 10 * s, 3.2 * s)) +
          P(leafPath(cx, y + 4 * s, -Math.PI / 2 - 0.9 + 0.6 - 0.6, 10 * s, 3.2 * s));
      }
      icon += P(leafPath(cx, cy - 14 * s, -Math.PI / 2, 9 * s, 3 * s));
      break;
    case "star": {
      const pts2 = [];
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * TAU - Math.PI / 2;
        const rr = i % 2 ? 9 * s : 20 * s;
        pts2.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
      }
      icon += Sk(pts(pts2), 1.8) + circle(cx, cy, 4 * s, col);
      break;
    }
    case "cake":
      icon += Sk(
        `M${X(-16)} ${Y(18)}H${X(16)}M${X(-13)} ${Y(18)}V${Y(2)}H${X(13)}V${Y(18)}M${X(-13)} ${Y(8)}q${n1(3.25 * s)} ${n1(4 * s)} ${n1(6.5 * s)} 0t${n1(6.5 * s)} 0t${n1(6.5 * s)} 0t${n1(6.5 * s)} 0`,
        2.2,
      );
      icon +=
        Sk(`M${X(0)} ${Y(2)}V${Y(-8)}`, 2.2) +
        P(
          `M${X(0)} ${Y(-20)}C${X(4)} ${Y(-15)} ${X(3)} ${Y(-11)} ${X(0)} ${Y(-11)}C${X(-3)} ${Y(-11)} ${X(-4)} ${Y(-15)} ${X(0)} ${Y(-20)}Z`,
        );
      break;
    case "whisk":
      icon +=
        Sk(`M${X(0)} ${Y(22)}V${Y(6)}`, 3) +
        Sk(
          `M${X(0)} ${Y(6)}C${X(-12)} ${Y(-4)} ${X(-10)} ${Y(-22)} ${X(0)} ${Y(-22)}C${X(10)} ${Y(-22)} ${X(12)} ${Y(-4)} ${X(0)} ${Y(6)}M${X(0)} ${Y(6)}C${X(-5)} ${Y(-4)} ${X(-5)} ${Y(-22)} ${X(0)} ${Y(-22)}C${X(5)} ${Y(-22)} ${X(5)} ${Y(-4)} ${X(0)} ${Y(6)}`,
          1.8,
        );
      break;
    case "sprout":
      icon +=
        Sk(`M${X(0)} ${Y(20)}V${Y(-2)}`, 2.4) +
        P(leafPath(cx, cy - 2 * s, -2.5, 18 * s, 7 * s, 0.1)) +
        P(leafPath(cx, cy - 2 * s, -0.65, 18 * s, 7 * s, -0.1)) +
        Sk(`M${X(-16)} ${Y(20)}H${X(16)}`, 2.2);
      break;
    case "honeycomb":
      for (const [hx, hy] of [
        [0, -9],
        [-8.5, 5],
        [8.5, 5],
      ]) {
        const hp = [];
        for (let i = 0; i < 6; i++) {
          const a = (i / 6) * TAU + Math.PI / 6;
          hp.push([cx + hx * s + Math.cos(a) * 9 * s, cy + hy * s + Math.sin(a) * 9 * s]);
        }
        icon += Sk(pts(hp), 2);
      }
      icon += circle(cx, cy - 9 * s, 3 * s, col);
      break;
    default:
      if (letter) icon += text("cinzel", letter, 26 * s, cx, cy + 9 * s, col, { anchor: "middle" });
  }
  return (
    circle(cx, cy, R - 1.2 * s, "none", `stroke="${col}" stroke-width="${n1(2 * s)}"`) +
    circle(cx, cy, R - 5 * s, "none", `stroke="${col}" stroke-width="${n1(0.8 * s)}" opacity=".7"`) +
    icon
  );
}
// inner content of a 240x96 logo
export function logoInner(b, fg, fg2) {
  const out = [];
  out.push(emblem(b.emblem, 46, 48, 36, fg, b.word[0]));
  const maxW = 136;
  const isScript = b.font === "vibes";
  const size = fitSize(
    b.font,
    b.word,
    isScript ? 48 : b.font === "cinzel" ? 34 : 40,
    maxW,
    b.font === "cinzel" ? 1.5 : 0,
  );
  const base = isScript ? 58 : 56;
  out.push(
    text(b.font, b.word, size, 94, base - (isScript ? 4 : 0), fg, {
      tracking: b.font === "cinzel" ? 1.5 : 0,
    }),
  );
  const tsize = fitSize("jost", b.tag, 8.4, maxW, 1.6);
  out.push(
    `<path d="M94 ${base + 6.5}H${94 + Math.min(maxW, measure(b.font, b.word, size) * 0.5)}" stroke="${fg2}" stroke-width="0.8" opacity=".8"/>`,
  );
  out.push(text("jost", b.tag, tsize, 94, base + 19, fg2, { tracking: 1.6 }));
  return out.join("");
}
export function logoSvg(b, light) {
  const fg = light ? "#ffffff" : b.palette[0];
  const fg2 = light ? "#f3ede2" : mix(b.palette[0], "#000000", 0.1);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-label="${b.name} logo"><title>${b.name}</title>${logoInner(b, fg, fg2)}</svg>\n`;
}
// the group monogram (favicon, gift card)
export function groupMark(_S, cx, cy, R, fg, bg) {
  const s = R / 36;
  return (
    circle(cx, cy, R, bg ?? "none", `stroke="${fg}" stroke-width="${n1(2.2 * s)}"`) +
    text("cinzel", "T", 34 * s, cx, cy + 8 * s, fg, { anchor: "middle" }) +
    `<path d="M${n1(cx - 17 * s)} ${n1(cy + 17 * s)}q${n1(4.25 * s)} ${n1(-5 * s)} ${n1(8.5 * s)} 0t${n1(8.5 * s)} 0t${n1(8.5 * s)} 0t${n1(8.5 * s)} 0" stroke="${fg}" stroke-width="${n1(2.2 * s)}" fill="none" stroke-linecap="round"/>`
  );
}
export function faviconSvg() {
  const S = new Svg(64, 64);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="#1d2a33"/>${groupMark(S, 32, 32, 25, "#efe6d8", "#1d2a33")}</svg>\n`;
}
// brand tile: a scene with a scrim and the light logo
export function brandTile(S, r, b, scene) {
  const { w, h } = S;
  let out = scene(S, r);
  out += rect(
    0,
    h * 0.45,
    w,
    h * 0.55,
    S.lin([
      [0, b.palette[0], 0],
      [0.55, darken(b.palette[0], 0.35), 0.62],
      [1, darken(b.palette[0], 0.5), 0.88],
    ]),
  );
  const lw = w * 0.7,
    sc = lw / 240;
  out += `<g transform="translate(${n1((w - lw) / 2)} ${n1(h - 96 * sc - h * 0.07)}) scale(${Number(n1(sc * 100)) / 100})">${logoInner(b, "#ffffff", "#f3ede2")}</g>`;
  return out;
}

// ================================================================ content: which picture goes where
