// A whole table seen from above, composed from dishes, drinks and extras.
import { C, lighten } from "../colour.ts";
import { leafPath, TAU } from "../geometry.ts";
import { circlePath, rect, shadow } from "../svg.ts";
import { lightOverlay } from "./beach.ts";
import { croissant } from "./bread-gelato.ts";
import { FOODS } from "./foods-more.ts";
import { coffeeTop, oliveBranch, pitaWedges, tealight } from "./garnish.ts";
import { dip, fig } from "./small-foods.ts";
import { newspaper, redEggs } from "./small-scenes.ts";
import { surface } from "./surfaces.ts";
import { citrusSlice, cutlery, lemonWhole, napkin, plate, tumblerTop, wineGlassTop } from "./tableware.ts";

export function tableScene(S, r, o) {
  const { w, h, u } = S;
  let out = surface(S, w, h, r, o.surface ?? "linen", o.col ?? C.sand, o.col2);
  const placed = [];
  const overlaps = (x, y, rad, k = 0.92) =>
    placed.some((p) => Math.hypot(p.x - x, p.y - y) < (p.rad + rad) * k);
  const place = (rad, { inside = false, near = null, k = 0.92 } = {}) => {
    let best = null;
    for (let t = 0; t < 160; t++) {
      let x: number, y: number;
      if (near) {
        const a = r() * TAU,
          d = near.rad + rad * r.range(0.9, 1.4);
        x = near.x + Math.cos(a) * d;
        y = near.y + Math.sin(a) * d;
      } else {
        const m = inside ? rad * 0.6 : -rad * 0.35;
        x = r.range(m, w - m);
        y = r.range(m, h - m);
      }
      if (!overlaps(x, y, rad, k)) {
        best = { x, y, rad };
        break;
      }
    }
    if (best) placed.push(best);
    return best;
  };
  const layers = { under: "", plates: "", mid: "", top: "" };
  const mains = o.mains ?? ["salad"];
  const R = (mains.length <= 1 ? 300 : mains.length === 2 ? 240 : 205) * u * (o.plateScale ?? 1);
  const long = w >= h;
  mains.forEach((food, i) => {
    let x = w / 2,
      y = h / 2;
    if (mains.length > 1) {
      const f = mains.length === 2 ? [-1, 1][i] : [-1, 0, 1][i];
      const span = Math.max(
        (long ? w : h) * (mains.length === 2 ? 0.2 : 0.3),
        R * (mains.length === 2 ? 1.12 : 2.1),
      );
      x = long ? w / 2 + f * span : w / 2 + (i % 2 ? 1 : -1) * w * 0.14;
      y = long ? h / 2 + (i % 2 ? 1 : -1) * h * 0.09 : h / 2 + f * span;
    }
    x += r.range(-1, 1) * 30 * u;
    y += r.range(-1, 1) * 30 * u;
    placed.push({ x, y, rad: R * 1.02, main: true });
    const pl = o.plate ?? {};
    const plateR = R * (food === "meze" ? 1.05 : 1);
    if (food === "meze") {
      layers.plates += plate(S, x, y, plateR, { ...pl, well: 0.86 });
      const types = r.shuffle(["hummus", "tzatziki", "taramas", "olives", "fava", "tahini"]);
      layers.plates +=
        dip(S, x - R * 0.38, y - R * 0.3, R * 0.36, r, types[0]) +
        dip(S, x + R * 0.4, y - R * 0.22, R * 0.34, r, types[1]) +
        dip(S, x, y + R * 0.42, R * 0.34, r, types[2]);
      layers.plates += pitaWedges(S, x + R * 0.05, y + R * 0.02, R * 0.4, r, 3);
    } else {
      layers.plates += plate(S, x, y, plateR, pl);
      layers.plates += FOODS[food](S, x, y, plateR * 0.9, r, o.foodOpts ?? {});
    }
    if (i === 0 && o.cutlery !== false) {
      const side = mains.length > 1 ? (long ? -1 : 1) : x < w * 0.6 ? 1 : -1;
      const cx = x + side * R * 1.28;
      layers.mid +=
        cutlery(S, cx, y, R * 1.45, 0, side > 0 ? "knife" : "fork") +
        cutlery(S, cx + side * R * 0.2, y, R * 1.45, 0, side > 0 ? "spoon" : "fork");
      placed.push({ x: cx + side * R * 0.1, y, rad: R * 0.25 });
      placed.push({ x: cx + side * R * 0.1, y: y - R * 0.5, rad: R * 0.25 });
      placed.push({ x: cx + side * R * 0.1, y: y + R * 0.5, rad: R * 0.25 });
    }
  });
  for (const ex of o.extras ?? []) {
    const [kind, arg] = ex.split(":");
    if (kind === "napkin") {
      const p = place(170 * u);
      if (p)
        layers.under += napkin(
          S,
          p.x,
          p.y,
          300 * u,
          380 * u,
          r.range(-25, 25),
          o.napkinColor ?? "#f3ede2",
          o.napkinStripe ?? C.terracotta,
        );
    } else if (kind === "wine") {
      const p = place(80 * u, { inside: true });
      if (p)
        layers.top += wineGlassTop(
          S,
          p.x,
          p.y,
          78 * u,
          arg === "white" ? "#e6c66a" : arg === "rose" ? "#e88a7a" : "#7a1f35",
        );
    } else if (kind === "water") {
      const p = place(62 * u);
      if (p) layers.top += wineGlassTop(S, p.x, p.y, 60 * u, null);
    } else if (kind === "cocktail") {
      const p = place(80 * u, { inside: true });
      const liq =
        { orange: "#f5a23a", pink: "#ef7f86", lime: "#c6dd78", blue: "#5fb8c8" }[arg ?? "orange"] ??
        "#f5a23a";
      if (p)
        layers.top += tumblerTop(
          S,
          p.x,
          p.y,
          72 * u,
          liq,
          arg === "lime" ? "lime" : arg === "pink" ? "mint" : "orange",
        );
    } else if (kind === "coffee") {
      const p = place(125 * u, { inside: true });
      if (p)
        layers.top += coffeeTop(
          S,
          p.x,
          p.y,
          75 * u,
          r.range(-40, 40),
          o.cupColor ?? "#fbf8f2",
          arg !== "black",
        );
    } else if (kind === "lemon") {
      const p = place(65 * u);
      if (p)
        layers.mid +=
          r() < 0.5
            ? lemonWhole(S, p.x, p.y, 55 * u, r() * 180)
            : shadow(S, circlePath(p.x, p.y, 60 * u), 6 * u, 9 * u, 8 * u, 0.3) +
              citrusSlice(S, p.x, p.y, 60 * u, arg ?? "lemon");
    } else if (kind === "olive") {
      const p = place(170 * u, { k: 0.6 });
      if (p) layers.under += oliveBranch(S, p.x - 180 * u, p.y, 400 * u, r.range(-40, 40), r);
    } else if (kind === "dip") {
      const p = place(115 * u);
      if (p) layers.plates += dip(S, p.x, p.y, 110 * u, r, arg ?? "hummus");
    } else if (kind === "pita") {
      const p = place(170 * u);
      if (p)
        layers.plates +=
          plate(S, p.x, p.y, 160 * u, { color: "#f3ece0", well: 0.8 }) +
          pitaWedges(S, p.x - 40 * u, p.y - 20 * u, 130 * u, r, 4);
    } else if (kind === "tealight") {
      const p = place(40 * u);
      if (p) layers.top += tealight(S, p.x, p.y, 28 * u);
    } else if (kind === "side") {
      const p = place(175 * u);
      if (p)
        layers.plates +=
          plate(S, p.x, p.y, 170 * u, o.plate ?? {}) + FOODS[arg](S, p.x, p.y, 170 * u * 0.9, r);
    } else if (kind === "figs") {
      const p = place(70 * u);
      if (p)
        layers.mid +=
          shadow(S, circlePath(p.x, p.y, 60 * u), 5 * u, 8 * u, 8 * u, 0.3) + fig(S, p.x, p.y, 60 * u, r);
    } else if (kind === "paper") {
      const p = place(260 * u);
      if (p) layers.under += newspaper(S, p.x, p.y, 520 * u, r.range(-20, 20));
    } else if (kind === "redeggs") {
      const p = place(160 * u, { inside: true });
      if (p) layers.plates += redEggs(S, p.x, p.y, 150 * u, r);
    } else if (kind === "croissant") {
      const p = place(150 * u);
      if (p) layers.plates += croissant(S, p.x, p.y, 140 * u, r.range(-40, 40));
    } else if (kind === "flowers") {
      const p = place(90 * u);
      if (p)
        for (let i = 0; i < 14; i++) {
          const a = r() * TAU,
            d = r() * 80 * u;
          layers.top += `<path d="${leafPath(p.x + Math.cos(a) * d, p.y + Math.sin(a) * d, r() * TAU, 26 * u, 14 * u)}" fill="${r.pick([arg ?? "#d94a8a", lighten(arg ?? "#d94a8a", 0.2), "#e86aa6"])}"/>`;
        }
    }
  }
  out += layers.under + layers.plates + layers.mid + layers.top;
  out += lightOverlay(S, w, h, o.light ?? 1, o.evening);
  if (o.evening)
    out += rect(
      0,
      0,
      w,
      h,
      S.rad(
        [
          [0, "#ffb060", 0.18],
          [1, "#ffb060", 0],
        ],
        0.5,
        0.45,
        0.6,
      ),
    );
  return out;
}

// ================================================================ side views: drinks, cakes, pastries, bread
