// An SVG document under construction (defs with de-duplicated gradients, filters, clips) and shape helpers.
import { n1 } from "./geometry.ts";

// ---------------------------------------------------------------- SVG document helper
export class Svg {
  readonly w: number;
  readonly h: number;
  /** Design unit: 1000 units across the short side. */
  readonly u: number;
  readonly defs: string[];
  private n: number;
  private readonly cache: Map<string, string>;

  constructor(w: number, h: number) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.n = 0;
    this.cache = new Map();
    this.u = Math.min(w, h) / 1000; // design unit: 1000 units across the short side
  }
  id(p = "g") {
    return `${p}${++this.n}`;
  }
  _stops(stops) {
    const list = stops.map((s, i) =>
      Array.isArray(s) ? s : [stops.length === 1 ? 0 : i / (stops.length - 1), s],
    );
    return list
      .map(
        ([o, c, a]) =>
          `<stop offset="${n1(o * 100)}%" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ""}/>`,
      )
      .join("");
  }
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const key = `l${JSON.stringify([stops, x1, y1, x2, y2, user])}`;
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ""}>${this._stops(stops)}</linearGradient>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, user = false, fx, fy) {
    const key = `r${JSON.stringify([stops, cx, cy, r, user, fx, fy])}`;
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.id("r");
    const f = fx !== undefined ? ` fx="${n1(fx)}" fy="${n1(fy)}"` : "";
    this.defs.push(
      `<radialGradient id="${id}" cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}"${f}${user ? ' gradientUnits="userSpaceOnUse"' : ""}>${this._stops(stops)}</radialGradient>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }
  blur(std) {
    const s = Math.max(0.5, Math.round(std * 2) / 2);
    const key = `b${s}`;
    if (this.cache.has(key)) return this.cache.get(key);
    const id = this.id("b");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${s}"/></filter>`,
    );
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }
  clip(inner) {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  pattern(inner, w, h, extra = "") {
    const id = this.id("p");
    this.defs.push(
      `<pattern id="${id}" width="${n1(w)}" height="${n1(h)}" patternUnits="userSpaceOnUse" ${extra}>${inner}</pattern>`,
    );
    return `url(#${id})`;
  }
  doc(body) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}
// soft shadow helper: the same shape in dark, offset and blurred
export function shadow(S, d, dx, dy, blurStd, opacity = 0.28, color = "#2a1d12") {
  return `<path d="${d}" fill="${color}" opacity="${opacity}" transform="translate(${n1(dx)} ${n1(dy)})" filter="${S.blur(blurStd)}"/>`;
}
export function circle(cx, cy, r, fill, extra = "") {
  return `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(Math.max(0, r))}" fill="${fill}" ${extra}/>`;
}
export function ellipse(cx, cy, rx, ry, fill, extra = "") {
  return `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(Math.max(0, rx))}" ry="${n1(Math.max(0, ry))}" fill="${fill}" ${extra}/>`;
}
export function rect(x, y, w, h, fill, extra = "") {
  return `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(Math.max(0, w))}" height="${n1(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
}
export function circlePath(cx, cy, r) {
  return `M${n1(cx - r)} ${n1(cy)}a${n1(r)} ${n1(r)} 0 1 0 ${n1(2 * r)} 0a${n1(r)} ${n1(r)} 0 1 0 ${n1(-2 * r)} 0Z`;
}
export function ellipsePath(cx, cy, rx, ry) {
  return `M${n1(cx - rx)} ${n1(cy)}a${n1(rx)} ${n1(ry)} 0 1 0 ${n1(2 * rx)} 0a${n1(rx)} ${n1(ry)} 0 1 0 ${n1(-2 * rx)} 0Z`;
}
export function roundRectPath(x, y, w, h, r) {
  r = Math.min(r, w / 2, h / 2);
  return `M${n1(x + r)} ${n1(y)}H${n1(x + w - r)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(x + w)} ${n1(y + r)}V${n1(y + h - r)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(x + w - r)} ${n1(y + h)}H${n1(x + r)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(x)} ${n1(y + h - r)}V${n1(y + r)}A${n1(r)} ${n1(r)} 0 0 1 ${n1(x + r)} ${n1(y)}Z`;
}
export const g = (inner, attrs = "") => `<g ${attrs}>${inner}</g>`;
export const tr = (x, y, rot = 0, s = 1) =>
  `transform="translate(${n1(x)} ${n1(y)})${rot ? ` rotate(${n1(rot)})` : ""}${s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : ""}"`;
