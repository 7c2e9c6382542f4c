// ---------------------------------------------------------------- colour
export const C = {
  ink: "#1d2a33",
  inkSoft: "#34444f",
  sand: "#efe6d8",
  sandDeep: "#e2d3bb",
  cream: "#faf6ee",
  sea: "#1f6f8b",
  seaDeep: "#12485c",
  turquoise: "#3fa7b5",
  foam: "#f4fbfa",
  terracotta: "#c0603a",
  clay: "#d98a62",
  olive: "#6f7a3c",
  oliveLeaf: "#8a9656",
  oliveDark: "#4a5527",
  lemon: "#f2c94c",
  lemonDeep: "#e0a82e",
  tomato: "#d2452f",
  basil: "#3f7a3a",
  wine: "#6e1f3a",
  gold: "#c9a45c",
  blush: "#e9b7a7",
  rose: "#d97b7b",
  cocoa: "#5a3a2a",
  honey: "#d99a2b",
  white: "#ffffff",
};
export function hex2rgb(h) {
  const s = h.replace("#", "");
  const v =
    s.length === 3
      ? s
          .split("")
          .map((c) => c + c)
          .join("")
      : s;
  return [parseInt(v.slice(0, 2), 16), parseInt(v.slice(2, 4), 16), parseInt(v.slice(4, 6), 16)];
}
export function rgb2hex([r, g, b]) {
  const c = (x) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}
export function mix(a, b, t) {
  const A = hex2rgb(a),
    B = hex2rgb(b);
  return rgb2hex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t]);
}
export const lighten = (c, t) => mix(c, "#ffffff", t);
export const darken = (c, t) => mix(c, "#000000", t);
export const jitterColor = (c, r, amt = 0.06) => (r() < 0.5 ? lighten(c, r() * amt) : darken(c, r() * amt));
