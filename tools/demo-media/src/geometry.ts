// Numbers and geometry helpers: rounding for compact SVG, smooth paths, blobs and leaves.

// ---------------------------------------------------------------- numbers & geometry
export const n1 = (v) => (Math.round(v * 10) / 10).toString();
export const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
export const lerp = (a, b, t) => a + (b - a) * t;
export const TAU = Math.PI * 2;
export function pts(points, close = true) {
  return points.map((p, i) => `${i ? "L" : "M"}${n1(p[0])} ${n1(p[1])}`).join("") + (close ? "Z" : "");
}
// smooth closed/open curve through points (Catmull-Rom -> cubic Bézier)
export function smooth(points, close = true, tension = 1) {
  const P = points;
  const n = P.length;
  if (n < 3) return pts(P, close);
  const get = (i) => (close ? P[(i + n) % n] : P[clamp(i, 0, n - 1)]);
  let d = `M${n1(P[0][0])} ${n1(P[0][1])}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1),
      p1 = get(i),
      p2 = get(i + 1),
      p3 = get(i + 2);
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${n1(c1[0])} ${n1(c1[1])} ${n1(c2[0])} ${n1(c2[1])} ${n1(p2[0])} ${n1(p2[1])}`;
  }
  return d + (close ? "Z" : "");
}
// irregular blob around (cx,cy)
export function blob(r, cx, cy, rad, k = 9, irr = 0.18, sy = 1) {
  const P = [];
  const ph = r() * TAU;
  for (let i = 0; i < k; i++) {
    const a = ph + (i / k) * TAU;
    const rr = rad * (1 + (r() - 0.5) * 2 * irr);
    P.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * sy]);
  }
  return smooth(P, true);
}
// leaf / lens shape from (x,y) along angle with length L and width W
export function leafPath(x, y, ang, L, W, bend = 0) {
  const ca = Math.cos(ang),
    sa = Math.sin(ang);
  const T = (u, v) => [x + ca * u - sa * v, y + sa * u + ca * v];
  const tip = T(L, bend * L);
  const c1 = T(L * 0.3, W),
    c2 = T(L * 0.75, W * 0.8 + bend * L * 0.6);
  const c3 = T(L * 0.75, -W * 0.8 + bend * L * 0.6),
    c4 = T(L * 0.3, -W);
  const f = (p) => `${n1(p[0])} ${n1(p[1])}`;
  return `M${f([x, y])}C${f(c1)} ${f(c2)} ${f(tip)}C${f(c3)} ${f(c4)} ${f([x, y])}Z`;
}
export function quad(p0, p1, p2, t) {
  const u = 1 - t;
  return [
    u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
  ];
}
export function rotPt([x, y], cx, cy, a) {
  const c = Math.cos(a),
    s = Math.sin(a);
  return [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c];
}
