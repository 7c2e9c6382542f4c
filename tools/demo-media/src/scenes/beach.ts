// Beach props: boats, birds, parasols, sunbeds, palms, and the light overlay.

import { C, darken, lighten } from "../colour.ts";
import { lerp, n1, pts, quad, smooth, TAU } from "../geometry.ts";
import { circle, ellipse, g, rect, tr } from "../svg.ts";
import type { SceneOptions } from "../types.ts";

export function sailboat(x, y, s, color, sail = "#fbf7ee") {
  return g(
    `<path d="M${-30} 0L30 0L22 9L-22 9Z" fill="${color}"/><path d="M2 -4L2 -70L34 -6Z" fill="${sail}"/><path d="M-2 -6L-2 -60L-26 -8Z" fill="${sail}" opacity=".9"/><path d="M0 -2V-72" stroke="${color}" stroke-width="2"/>`,
    tr(x, y, 0, s),
  );
}
export function birds(r, x, y, s, n, color) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const bx = x + r.range(-1, 1) * 60 * s,
      by = y + r.range(-1, 1) * 25 * s,
      k = s * r.range(0.6, 1.1);
    out += `<path d="M${n1(bx - 8 * k)} ${n1(by)}q${n1(4 * k)} ${n1(-5 * k)} ${n1(8 * k)} 0q${n1(4 * k)} ${n1(-5 * k)} ${n1(8 * k)} 0" stroke="${color}" stroke-width="${n1(1.4 * k)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}
// striped parasol, seen from the side; x,y = canopy centre bottom, R = radius
export function parasol(S, x, y, R, cA, cB, poleH, tilt = 0) {
  const apex = [x, y - R * 0.42];
  const left = [x - R, y],
    right = [x + R, y];
  const ctrl = [x, y + R * 0.12];
  const k = 8;
  let stripes = "";
  for (let i = 0; i < k; i++) {
    const p0 = quad(left, ctrl, right, i / k),
      p1 = quad(left, ctrl, right, (i + 1) / k);
    stripes += `<path d="M${n1(apex[0])} ${n1(apex[1])}L${n1(p0[0])} ${n1(p0[1])}L${n1(p1[0])} ${n1(p1[1])}Z" fill="${i % 2 ? cB : cA}"/>`;
  }
  let fringe = "";
  for (let i = 0; i < k; i++) {
    const p0 = quad(left, ctrl, right, i / k),
      p1 = quad(left, ctrl, right, (i + 1) / k);
    fringe += `<path d="M${n1(p0[0])} ${n1(p0[1])}Q${n1((p0[0] + p1[0]) / 2)} ${n1((p0[1] + p1[1]) / 2 + R * 0.09)} ${n1(p1[0])} ${n1(p1[1])}" fill="${i % 2 ? cB : cA}"/>`;
  }
  const canopy = `<path d="M${n1(left[0])} ${n1(left[1])}Q${n1(apex[0] - R * 0.55)} ${n1(apex[1] + R * 0.05)} ${n1(apex[0])} ${n1(apex[1])}Q${n1(apex[0] + R * 0.55)} ${n1(apex[1] + R * 0.05)} ${n1(right[0])} ${n1(right[1])}Q${n1(ctrl[0])} ${n1(ctrl[1])} ${n1(left[0])} ${n1(left[1])}Z"`;
  const cl = S.clip(`${canopy}/>`);
  return g(
    `<path d="M${n1(x)} ${n1(apex[1])}V${n1(y + poleH)}" stroke="#6b5a48" stroke-width="${n1(R * 0.05)}"/>` +
      `<g clip-path="${cl}">${stripes}</g>${fringe}` +
      `<path d="M${n1(left[0])} ${n1(left[1])}Q${n1(ctrl[0])} ${n1(ctrl[1])} ${n1(right[0])} ${n1(right[1])}" stroke="#000" stroke-opacity=".12" fill="none" stroke-width="${n1(R * 0.03)}"/>`,
    tilt ? `transform="rotate(${n1(tilt)} ${n1(x)} ${n1(y + poleH)})"` : "",
  );
}
export function sunbed(x, y, s, color = "#fbf8f1", frame = "#8b7356") {
  return g(
    `<path d="M-60 0L46 0L52 -4L-54 -4Z" fill="${frame}"/><path d="M-58 -4L30 -4L30 -12L-58 -12Z" fill="${color}"/><path d="M30 -4L56 -30L62 -27L38 -4Z" fill="${darken(color, 0.06)}"/><path d="M-54 0V10M42 0V10" stroke="${frame}" stroke-width="3"/>`,
    tr(x, y, 0, s),
  );
}
export function palm(_S, x, y, H, r, color = "#2f4030", lean = 0.12, fronds = 9) {
  const top = [x + H * lean, y - H];
  const ctrl = [x + H * lean * 0.1, y - H * 0.55];
  const L = [],
    R2 = [];
  const N = 18;
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const p = quad([x, y], ctrl, top, t);
    const wdt = H * lerp(0.035, 0.02, t);
    L.push([p[0] - wdt, p[1]]);
    R2.push([p[0] + wdt, p[1]]);
  }
  let out = `<path d="${pts([...L, ...R2.reverse()])}" fill="${color}"/>`;
  for (let i = 1; i < N; i += 1) {
    const p = quad([x, y], ctrl, top, i / N);
    out += `<path d="M${n1(p[0] - H * 0.03)} ${n1(p[1])}h${n1(H * 0.06)}" stroke="${lighten(color, 0.15)}" stroke-width="${n1(H * 0.005)}" opacity=".6"/>`;
  }
  for (let f = 0; f < fronds; f++) {
    const a = -Math.PI / 2 + (f / (fronds - 1) - 0.5) * Math.PI * 1.7 + r.range(-0.12, 0.12);
    const len = H * r.range(0.38, 0.5);
    const droop = 0.55 + 0.3 * Math.abs(Math.cos(a));
    const p0 = top;
    const p1 = [top[0] + Math.cos(a) * len * 0.55, top[1] + Math.sin(a) * len * 0.55 - len * 0.12];
    const p2 = [top[0] + Math.cos(a) * len, top[1] + Math.sin(a) * len * 0.4 + len * droop * 0.6];
    let leaf = `<path d="M${n1(p0[0])} ${n1(p0[1])}Q${n1(p1[0])} ${n1(p1[1])} ${n1(p2[0])} ${n1(p2[1])}" stroke="${color}" stroke-width="${n1(H * 0.008)}" fill="none"/>`;
    const M = 22;
    for (let j = 1; j < M; j++) {
      const t = j / M;
      const p = quad(p0, p1, p2, t);
      const q = quad(p0, p1, p2, Math.min(1, t + 0.02));
      const ang = Math.atan2(q[1] - p[1], q[0] - p[0]);
      const ll = len * 0.16 * Math.sin(Math.PI * (0.12 + 0.88 * t)) * (1 - t * 0.3);
      for (const sgn of [1, -1]) {
        const aa = ang + sgn * 0.62 + 0.45;
        leaf += `<path d="M${n1(p[0])} ${n1(p[1])}q${n1(Math.cos(aa) * ll * 0.5)} ${n1(Math.sin(aa) * ll * 0.5 - ll * 0.1)} ${n1(Math.cos(aa) * ll)} ${n1(Math.sin(aa) * ll + ll * 0.25)}" stroke="${color}" stroke-width="${n1(H * 0.0075)}" fill="none" stroke-linecap="round"/>`;
      }
    }
    out += leaf;
  }
  return out;
}
export function beachForeground(S, w, h, shoreY, T, r, o: SceneOptions = {}) {
  const t = o.t ?? 0;
  const sand = o.sand ?? ["#f1dcc0", "#e8cda9", "#dcbb92"];
  const Pts = [];
  const ph = r() * TAU;
  for (let i = 0; i <= 20; i++) {
    const x = (i / 20) * w * 1.1 - w * 0.05;
    Pts.push([x, shoreY + Math.sin((i / 20) * Math.PI * 1.4 + ph) * h * 0.018]);
  }
  const edge = smooth(Pts, false);
  const wash = Math.sin(TAU * t) * h * 0.006;
  let out = `<path d="${edge}L${n1(w * 1.05)} ${n1(h)}L${n1(-w * 0.05)} ${n1(h)}Z" fill="${S.lin(sand)}"/>`;
  // wet band + foam
  out += `<path d="${edge}" stroke="${darken(sand[0], 0.12)}" stroke-width="${n1(h * 0.022)}" fill="none" opacity=".55" transform="translate(0 ${n1(h * 0.008)})"/>`;
  out += `<path d="${edge}" stroke="${T.light}" stroke-width="${n1(h * 0.006)}" fill="none" opacity=".9" transform="translate(0 ${n1(wash - h * 0.002)})"/>`;
  out += `<path d="${edge}" stroke="${T.light}" stroke-width="${n1(h * 0.003)}" fill="none" opacity=".5" stroke-dasharray="${n1(w * 0.05)} ${n1(w * 0.03)}" transform="translate(0 ${n1(-h * 0.012 + wash * 1.4)})"/>`;
  // sand texture speckles
  for (let i = 0; i < 260; i++) {
    const y = shoreY + h * 0.03 + r() * (h - shoreY);
    out += circle(
      r() * w,
      y,
      r.range(0.6, 1.8) * S.u,
      r() < 0.5 ? "#ffffff" : darken(sand[1], 0.2),
      `opacity="${n1(r.range(0.15, 0.4))}"`,
    );
  }
  // parasols and sunbeds in perspective rows
  const items = [];
  const nP = o.parasols ?? 4;
  for (let i = 0; i < nP; i++) {
    const depth = r.range(0.12, 0.75);
    const y = shoreY + (h - shoreY) * (0.15 + depth * 0.7);
    const x = w * (0.08 + ((i + r.range(0.1, 0.9)) / nP) * 0.86);
    items.push({ x, y, depth });
  }
  items.sort((a, b) => a.y - b.y);
  const cols = o.parasolColors ?? [
    ["#f6efe2", C.sea],
    ["#f6efe2", C.terracotta],
  ];
  items.forEach((it, i) => {
    const s = (0.35 + it.depth * 1.0) * S.u * 1.4;
    const R = 95 * s;
    const [cA, cB] = cols[i % cols.length];
    out += ellipse(it.x + R * 0.35, it.y + 2 * s, R * 1.05, R * 0.22, "#6b4a2a", `opacity=".16"`);
    out += sunbed(it.x - R * 0.45, it.y, s * 0.95) + sunbed(it.x + R * 0.55, it.y + 6 * s, s * 0.95);
    out += parasol(S, it.x, it.y - R * 1.35, R, cA, cB, R * 1.35, r.range(-4, 4));
  });
  return out;
}

// ================================================================ table top (flat lay) components
export function lightOverlay(S, w, h, strength = 1, dark = false) {
  let out = rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#fff6e6", 0.22 * strength],
        [1, "#fff6e6", 0],
      ],
      0.22,
      0.1,
      0.85,
    ),
  );
  out += rect(
    0,
    0,
    w,
    h,
    S.rad(
      [
        [0, "#000", 0],
        [0.6, "#000", 0],
        [1, "#1a0f08", (dark ? 0.5 : 0.22) * strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
  return out;
}
