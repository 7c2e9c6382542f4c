// The patisserie window scene.

import { darken, lighten } from "../colour.ts";
import { n1 } from "../geometry.ts";
import { circle, ellipse, rect, roundRectPath } from "../svg.ts";
import type { SceneOptions } from "../types.ts";
import { lightOverlay } from "./beach.ts";
import { bottleSide, cakeSide, macaron, PASTELS } from "./drinks-cakes.ts";

export function patisserieScene(S, r, o: SceneOptions = {}) {
  const { w, h, u } = S;
  const wall = o.wall ?? "#f3d9d3",
    accent = o.accent ?? "#b8243a",
    trim = o.trim ?? "#5a3a2a";
  let out = rect(
    0,
    0,
    w,
    h,
    S.lin([
      [0, lighten(wall, 0.1)],
      [1, darken(wall, 0.05)],
    ]),
  );
  // arched window in background
  const aw = Math.min(w * 0.5, 520 * u),
    ax = w * (o.archX ?? 0.72),
    ay = h * 0.58;
  out += `<path d="M${n1(ax - aw / 2)} ${n1(ay)}V${n1(ay - h * 0.35)}A${n1(aw / 2)} ${n1(aw / 2)} 0 0 1 ${n1(ax + aw / 2)} ${n1(ay - h * 0.35)}V${n1(ay)}Z" fill="${S.lin(["#bfe0ea", "#f6e3cf"])}"/>`;
  out += `<path d="M${n1(ax)} ${n1(ay - h * 0.35 - aw / 2)}V${n1(ay)}M${n1(ax - aw / 2)} ${n1(ay - h * 0.2)}H${n1(ax + aw / 2)}" stroke="${lighten(wall, 0.5)}" stroke-width="${n1(10 * u)}"/>`;
  out += `<path d="M${n1(ax - aw / 2)} ${n1(ay)}V${n1(ay - h * 0.35)}A${n1(aw / 2)} ${n1(aw / 2)} 0 0 1 ${n1(ax + aw / 2)} ${n1(ay - h * 0.35)}V${n1(ay)}" stroke="${lighten(wall, 0.5)}" stroke-width="${n1(16 * u)}" fill="none"/>`;
  out += rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#fff8ea", 0.35],
        [1, "#fff8ea", 0],
      ],
      0.75,
      0.35,
      0.6,
    ),
  );
  // counter
  const ty = h * (o.tableY ?? (w < h ? 0.66 : 0.78));
  out += rect(
    0,
    ty,
    w,
    h - ty,
    S.lin([
      [0, trim],
      [1, darken(trim, 0.3)],
    ]),
  );
  out += rect(0, ty, w, 14 * u, lighten(trim, 0.25));
  for (let x = 0; x < w; x += 90 * u)
    out += rect(x, ty + 40 * u, 4 * u, h, darken(trim, 0.25), 'opacity=".5"');
  // items on the counter
  const items = o.items ?? ["cake", "macarons", "cake2"];
  const slots = items.length;
  const cap = (slots === 1 ? 600 : slots === 2 ? 420 : 360) * u;
  items.forEach((it, i) => {
    const x = w * ((i + 0.5) / slots) + r.range(-1, 1) * 20 * u;
    if (it === "cake")
      out += cakeSide(S, x, ty + 6 * u, Math.min((w / slots) * 0.7, cap), {
        icing: o.icing ?? "#f3c6cf",
        accent,
        deco: "berries",
        layers: "#e9b0b8",
      });
    else if (it === "cake2")
      out += cakeSide(S, x, ty + 6 * u, Math.min((w / slots) * 0.6, cap * 0.85), {
        icing: "#5a3222",
        body: "#7a4a32",
        accent: "#f3efe4",
        deco: "cream",
        tall: 0.7,
      });
    else if (it === "cake3")
      out += cakeSide(S, x, ty + 6 * u, Math.min((w / slots) * 0.65, cap * 0.9), {
        icing: "#fbf3e6",
        body: "#f6e7c8",
        accent: "#e8a020",
        deco: "candles",
        layers: "#f2c46a",
      });
    else if (it === "macarons") {
      const s = (slots === 1 ? 62 : 46) * u;
      const rows = [4, 3, 2, 1];
      rows.forEach((n, ri) => {
        for (let k = 0; k < n; k++)
          out += macaron(
            S,
            x + (k - (n - 1) / 2) * s * 2.05,
            ty - ri * s * 1.0,
            s,
            PASTELS[(ri * 3 + k) % PASTELS.length],
          );
      });
    } else if (it === "jar") {
      const jw = 150 * u,
        jh = 230 * u;
      out += `<path d="${roundRectPath(x - jw / 2, ty - jh, jw, jh, 30 * u)}" fill="#ffffff" opacity=".35" stroke="#fff" stroke-width="${n1(4 * u)}"/>`;
      for (let k = 0; k < 14; k++)
        out += circle(
          x + r.range(-0.35, 0.35) * jw,
          ty - r.range(0.08, 0.7) * jh,
          26 * u,
          S.rad([
            [0, "#e9b871"],
            [1, "#b97a3a"],
          ]),
          `stroke="#9a6a30" stroke-width="${n1(2 * u)}"`,
        );
      out += rect(x - jw * 0.4, ty - jh - 20 * u, jw * 0.8, 26 * u, trim, `rx="${n1(8 * u)}"`);
    } else if (it === "honey" || it === "oil") {
      const n = 3;
      for (let k = 0; k < n; k++) {
        const jx = x + (k - 1) * 120 * u,
          jh = (it === "honey" ? 170 : 300) * u * (k === 1 ? 1.1 : 0.9),
          jw = (it === "honey" ? 110 : 80) * u;
        if (it === "honey") {
          out += ellipse(jx, ty, jw * 0.6, 10 * u, "#000", 'opacity=".2"');
          out += `<path d="${roundRectPath(jx - jw / 2, ty - jh, jw, jh, 18 * u)}" fill="${S.lin(
            [
              [0, "#f0b040"],
              [0.5, "#d98a1a"],
              [1, "#a85a10"],
            ],
            0,
            0,
            1,
            0,
          )}"/>`;
          out +=
            rect(jx - jw / 2 - 4 * u, ty - jh - 26 * u, jw + 8 * u, 30 * u, "#f6efe2", `rx="${n1(6 * u)}"`) +
            rect(
              jx - jw / 2 - 4 * u,
              ty - jh - 26 * u,
              jw + 8 * u,
              30 * u,
              "none",
              `rx="${n1(6 * u)}" stroke="${o.accent ?? "#7a4a16"}" stroke-width="${n1(3 * u)}" stroke-dasharray="${n1(8 * u)} ${n1(6 * u)}"`,
            );
          out +=
            rect(jx - jw * 0.35, ty - jh * 0.62, jw * 0.7, jh * 0.32, "#fbf3e0") +
            rect(jx - jw * 0.22, ty - jh * 0.52, jw * 0.44, 6 * u, o.accent ?? "#7a4a16");
          out += rect(jx - jw * 0.38, ty - jh * 0.9, 10 * u, jh * 0.75, "#fff", 'opacity=".25"');
        } else out += bottleSide(S, jx, ty, jh, "#6f7a2c", o.accent ?? "#c9a45c");
      }
    } else if (it === "baklava") {
      for (let k = 0; k < 7; k++) {
        const bx = x + (k - 3) * 50 * u;
        out +=
          `<path d="M${n1(bx - 40 * u)} ${n1(ty)}L${n1(bx)} ${n1(ty - 55 * u - (k % 2) * 8 * u)}L${n1(bx + 40 * u)} ${n1(ty)}Z" fill="${S.lin(["#e0a640", "#a8661e"])}"/>` +
          circle(bx, ty - 40 * u - (k % 2) * 8 * u, 8 * u, "#6a9a3a");
      }
    }
  });
  // awning scallops at the top
  if (o.awning !== false) {
    const n = Math.ceil(w / (110 * u));
    const aw2 = w / n;
    let aw3 = rect(0, 0, w, 60 * u, accent);
    for (let i = 0; i < n; i++) {
      aw3 += rect(i * aw2, 0, aw2 / 2, 60 * u, "#fbf6ee", 'opacity=".95"');
      aw3 += `<path d="M${n1(i * aw2)} ${n1(60 * u)}a${n1(aw2 / 2)} ${n1(aw2 / 2.4)} 0 0 0 ${n1(aw2)} 0Z" fill="${i % 2 ? accent : lighten(accent, 0.15)}"/>`;
    }
    out +=
      `<g opacity=".25" transform="translate(0 ${n1(16 * u)})" filter="${S.blur(10 * u)}">${rect(0, 0, w, 90 * u, "#000")}</g>` +
      aw3;
  }
  out += lightOverlay(S, w, h, 0.8);
  return out;
}

// ================================================================ pizza, bread, gelato
