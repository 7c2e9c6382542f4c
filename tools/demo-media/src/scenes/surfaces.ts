// Table surfaces seen from above: linen, wood, marble, terrazzo and more.
import { C, darken, jitterColor, lighten } from "../colour.ts";
import { blob, leafPath, n1, pts, smooth, TAU } from "../geometry.ts";
import { circle, rect } from "../svg.ts";

export function surface(S, w, h, r, type, col, col2?) {
  const u = S.u;
  let out = rect(0, 0, w, h, col);
  if (type === "linen") {
    out += rect(
      0,
      0,
      w,
      h,
      S.lin(
        [
          [0, lighten(col, 0.08)],
          [1, darken(col, 0.06)],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    const step = 7 * u;
    const pat = S.pattern(
      `<path d="M0 ${n1(step / 2)}H${n1(step)}" stroke="${darken(col, 0.25)}" stroke-width="${n1(u * 0.8)}" opacity=".12"/><path d="M${n1(step / 2)} 0V${n1(step)}" stroke="#fff" stroke-width="${n1(u * 0.8)}" opacity=".1"/>`,
      step,
      step,
    );
    out += rect(0, 0, w, h, pat);
    for (let i = 0; i < 5; i++) {
      // soft folds
      const x = r() * w;
      out += `<path d="M${n1(x)} 0Q${n1(x + r.range(-1, 1) * w * 0.1)} ${n1(h / 2)} ${n1(x + r.range(-1, 1) * w * 0.05)} ${n1(h)}" stroke="${i % 2 ? "#fff" : darken(col, 0.3)}" stroke-width="${n1(u * r.range(8, 22))}" fill="none" opacity=".07" filter="${S.blur(u * 10)}"/>`;
    }
    if (col2) {
      // woven stripes near one edge (tablecloth border)
      const y0 = h * r.range(0.72, 0.88);
      for (const [dy, sw] of [
        [0, 10],
        [22, 4],
        [34, 4],
      ])
        out += rect(-5, y0 + dy * u, w + 10, sw * u, col2, 'opacity=".75"');
    }
  } else if (type === "wood") {
    const plank = 190 * u;
    const vertical = w < h;
    const span = vertical ? w : h;
    for (let p = 0; p * plank < span + plank; p++) {
      const pc = jitterColor(col, r, 0.12);
      const a = p * plank;
      out += vertical ? rect(a, 0, plank, h, pc) : rect(0, a, w, plank, pc);
      for (let k = 0; k < 9; k++) {
        const off = a + r() * plank;
        const amp = r.range(2, 9) * u,
          ph = r() * TAU,
          fr = r.range(1.5, 4);
        const P = [];
        const L = vertical ? h : w;
        for (let i = 0; i <= 24; i++) {
          const t = i / 24;
          const o2 = off + Math.sin(t * fr * TAU + ph) * amp;
          P.push(vertical ? [o2, t * L] : [t * L, o2]);
        }
        out += `<path d="${smooth(P, false)}" stroke="${darken(pc, 0.35)}" stroke-width="${n1(u * r.range(0.8, 2.4))}" fill="none" opacity="${n1(r.range(0.12, 0.3))}"/>`;
      }
      out += vertical
        ? rect(a - u * 1.5, 0, u * 3, h, darken(col, 0.5), 'opacity=".5"')
        : rect(0, a - u * 1.5, w, u * 3, darken(col, 0.5), 'opacity=".5"');
    }
  } else if (type === "marble") {
    out += rect(
      0,
      0,
      w,
      h,
      S.lin(
        [
          [0, lighten(col, 0.1)],
          [1, darken(col, 0.04)],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    for (let i = 0; i < 9; i++) {
      let x = r() * w,
        y = r() * h,
        a = r() * TAU;
      const P = [[x, y]];
      for (let k = 0; k < 14; k++) {
        a += r.range(-0.6, 0.6);
        x += Math.cos(a) * 70 * u;
        y += Math.sin(a) * 70 * u;
        P.push([x, y]);
      }
      const vc = col2 ?? "#8d8a86";
      out += `<path d="${smooth(P, false)}" stroke="${vc}" stroke-width="${n1(u * r.range(6, 16))}" fill="none" opacity=".08" filter="${S.blur(u * 6)}"/>`;
      out += `<path d="${smooth(P, false)}" stroke="${vc}" stroke-width="${n1(u * r.range(0.6, 2.6))}" fill="none" opacity="${n1(r.range(0.1, 0.22))}"/>`;
    }
  } else if (type === "terrazzo") {
    const chips = col2 ?? [C.terracotta, C.sea, C.lemon, "#e9dccb", C.ink];
    const n = Math.round((w * h) / (u * u * 1500));
    for (let i = 0; i < n; i++) {
      const cx = r() * w,
        cy = r() * h,
        rr = r.range(2.5, 8) * u * (r() < 0.06 ? 2.2 : 1);
      const k = r.int(3, 6);
      const P = [];
      const ph = r() * TAU;
      for (let j = 0; j < k; j++) {
        const a = ph + (j / k) * TAU + r.range(-0.3, 0.3);
        P.push([cx + Math.cos(a) * rr * r.range(0.6, 1.2), cy + Math.sin(a) * rr * r.range(0.6, 1.2)]);
      }
      out += `<path d="${pts(P)}" fill="${r.pick(chips)}" opacity="${n1(r.range(0.35, 0.75))}"/>`;
    }
  } else if (type === "tiles") {
    const T = 220 * u;
    const c2 = col2 ?? C.sea;
    const q = T / 2;
    const inner =
      rect(0, 0, T, T, col) +
      ["M0 0", `M${T} 0`, `M0 ${T}`, `M${T} ${T}`]
        .map(
          (m) =>
            `<circle cx="${m.split(" ")[0].slice(1)}" cy="${m.split(" ")[1]}" r="${n1(q * 0.55)}" fill="none" stroke="${c2}" stroke-width="${n1(T * 0.05)}"/>`,
        )
        .join("") +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="${leafPath(q, q, (i * Math.PI) / 2 + Math.PI / 4, q * 0.62, q * 0.2)}" fill="${c2}"/>`,
        )
        .join("") +
      circle(q, q, q * 0.12, col, `stroke="${c2}" stroke-width="${n1(T * 0.03)}"`) +
      [0, 1, 2, 3]
        .map((i) =>
          circle(
            q + Math.cos((i * Math.PI) / 2) * q * 0.7,
            q + Math.sin((i * Math.PI) / 2) * q * 0.7,
            q * 0.06,
            c2,
          ),
        )
        .join("") +
      `<rect width="${n1(T)}" height="${n1(T)}" fill="none" stroke="${darken(col, 0.12)}" stroke-width="${n1(u * 3)}"/>`;
    out += `<g opacity=".82">${rect(0, 0, w, h, S.pattern(inner, T, T))}</g>`;
    out += rect(
      0,
      0,
      w,
      h,
      S.lin(
        [
          [0, "#fff", 0.08],
          [1, "#000", 0.06],
        ],
        0,
        0,
        1,
        1,
      ),
    );
  } else if (type === "stone") {
    for (let i = 0; i < 40; i++)
      out += `<path d="${blob(r, r() * w, r() * h, r.range(40, 160) * u, 8, 0.3)}" fill="${r() < 0.5 ? lighten(col, 0.12) : darken(col, 0.1)}" opacity=".25" filter="${S.blur(u * 20)}"/>`;
    for (let i = 0; i < 400; i++)
      out += circle(
        r() * w,
        r() * h,
        r.range(0.6, 2) * u,
        r() < 0.5 ? "#fff" : darken(col, 0.4),
        `opacity="${n1(r.range(0.1, 0.35))}"`,
      );
  } else if (type === "slate") {
    out += rect(
      0,
      0,
      w,
      h,
      S.lin(
        [
          [0, lighten(col, 0.06)],
          [1, darken(col, 0.1)],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    for (let i = 0; i < 30; i++) {
      const y = r() * h;
      out += `<path d="M0 ${n1(y)}Q${n1(w / 2)} ${n1(y + r.range(-40, 40) * u)} ${n1(w)} ${n1(y + r.range(-20, 20) * u)}" stroke="${r() < 0.5 ? "#fff" : "#000"}" stroke-width="${n1(u * r.range(1, 5))}" fill="none" opacity=".05"/>`;
    }
  }
  return out;
}
