// Pizzas on wooden boards.

import { darken, lighten } from "../colour.ts";
import { blob, leafPath, n1, TAU } from "../geometry.ts";
import { circle, circlePath, ellipse, g, roundRectPath, shadow, tr } from "../svg.ts";
import type { SceneOptions } from "../types.ts";
import { lightOverlay } from "./beach.ts";
import { leafy, oliveBranch } from "./garnish.ts";
import { surface } from "./surfaces.ts";
import { bowl } from "./tableware.ts";

export function pizza(S, cx, cy, R, r, type = "margherita") {
  let out = shadow(S, circlePath(cx, cy, R), R * 0.04, R * 0.07, R * 0.06, 0.4);
  out += `<path d="${blob(r, cx, cy, R, 16, 0.03)}" fill="${S.rad([
    [0, "#f3cf8a"],
    [0.82, "#e2a455"],
    [0.93, "#c97c34"],
    [1, "#9a5a22"],
  ])}"/>`;
  for (let i = 0; i < 26; i++) {
    const a = r() * TAU,
      d = R * r.range(0.86, 0.97);
    out += ellipse(
      cx + Math.cos(a) * d,
      cy + Math.sin(a) * d,
      R * r.range(0.02, 0.05),
      R * r.range(0.015, 0.03),
      "#4a2a12",
      `opacity="${n1(r.range(0.35, 0.7))}" transform="rotate(${n1((a * 180) / Math.PI + 90)} ${n1(cx + Math.cos(a) * d)} ${n1(cy + Math.sin(a) * d)})"`,
    );
  }
  out += `<path d="${blob(r, cx, cy, R * 0.8, 14, 0.04)}" fill="${S.rad([
    [0, type === "bianca" ? "#f6ecd0" : "#d8432a"],
    [1, type === "bianca" ? "#e8d6a8" : "#b8301e"],
  ])}"/>`;
  for (let i = 0; i < 11; i++) {
    const a = r() * TAU,
      d = Math.sqrt(r()) * R * 0.6;
    out += `<path d="${blob(r, cx + Math.cos(a) * d, cy + Math.sin(a) * d, R * r.range(0.08, 0.14), 8, 0.25)}" fill="${S.rad(
      [
        [0, "#fffaf0"],
        [0.7, "#f8efd6"],
        [1, "#e8c98a"],
      ],
    )}"/>`;
  }
  if (type === "pepperoni" || type === "diavola")
    for (let i = 0; i < 14; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.65;
      const x = cx + Math.cos(a) * d,
        y = cy + Math.sin(a) * d;
      out +=
        circle(
          x,
          y,
          R * 0.085,
          S.rad([
            [0, "#c8412c"],
            [0.8, "#a82a1c"],
            [1, "#7a1a10"],
          ]),
        ) + circle(x - R * 0.02, y - R * 0.02, R * 0.015, "#e8704a", 'opacity=".7"');
    }
  if (type === "funghi" || type === "bianca")
    for (let i = 0; i < 12; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.65;
      out += g(
        `<path d="M${n1(-R * 0.07)} 0A${n1(R * 0.07)} ${n1(R * 0.065)} 0 0 1 ${n1(R * 0.07)} 0L${n1(R * 0.025)} 0V${n1(R * 0.06)}H${n1(-R * 0.025)}V0Z" fill="#b89a7a" stroke="#8a6a4a" stroke-width="${n1(R * 0.008)}"/>`,
        tr(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r() * 360),
      );
    }
  if (type === "prosciutto") {
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * TAU + r() * 0.4,
        d = R * 0.42;
      out += `<path d="${blob(r, cx + Math.cos(a) * d, cy + Math.sin(a) * d, R * 0.14, 9, 0.35, 0.6)}" fill="#e58a8a" stroke="#f6d0c8" stroke-width="${n1(R * 0.015)}"/>`;
    }
    out += leafy(S, cx, cy, R * 0.9, r, 22, ["#5f8f3a", "#7aa84a", "#4a7a2a"], 0.55);
  }
  if (type === "vegetariana") {
    for (let i = 0; i < 10; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.62;
      out += `<path d="M${n1(cx + Math.cos(a) * d)} ${n1(cy + Math.sin(a) * d)}q${n1(R * 0.06)} ${n1(-R * 0.06)} ${n1(R * 0.14)} 0" stroke="${i % 2 ? "#e8b83a" : "#4f8a3a"}" stroke-width="${n1(R * 0.035)}" fill="none" stroke-linecap="round"/>`;
    }
    for (let i = 0; i < 12; i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.62;
      out += circle(
        cx + Math.cos(a) * d,
        cy + Math.sin(a) * d,
        R * 0.035,
        "none",
        `stroke="#2a1a1a" stroke-width="${n1(R * 0.018)}"`,
      );
    }
  }
  if (type !== "prosciutto")
    for (let i = 0; i < (type === "margherita" ? 7 : 4); i++) {
      const a = r() * TAU,
        d = Math.sqrt(r()) * R * 0.55;
      const x = cx + Math.cos(a) * d,
        y = cy + Math.sin(a) * d,
        ang = r() * TAU;
      out += `<path d="${leafPath(x, y, ang, R * 0.17, R * 0.075)}" fill="${S.lin(["#4f9a3e", "#2f6a2a"])}"/><path d="M${n1(x)} ${n1(y)}l${n1(Math.cos(ang) * R * 0.14)} ${n1(Math.sin(ang) * R * 0.14)}" stroke="#8fc06a" stroke-width="${n1(R * 0.006)}"/>`;
    }
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * TAU;
    out += `<path d="M${n1(cx)} ${n1(cy)}L${n1(cx + Math.cos(a) * R * 0.97)} ${n1(cy + Math.sin(a) * R * 0.97)}" stroke="#5a2a12" stroke-width="${n1(R * 0.006)}" opacity=".3"/>`;
  }
  for (let i = 0; i < 16; i++)
    out += ellipse(
      cx + r.gauss() * R * 0.35,
      cy + r.gauss() * R * 0.35,
      R * 0.03,
      R * 0.018,
      "#f2c14a",
      'opacity=".35"',
    );
  return out;
}
export function woodBoard(S, cx, cy, R, handleAng, col = "#c08a55") {
  const hx = cx + Math.cos(handleAng) * R * 1.25,
    hy = cy + Math.sin(handleAng) * R * 1.25;
  const handle = g(
    `<path d="${roundRectPath(-R * 0.35, -R * 0.09, R * 0.7, R * 0.18, R * 0.09)}" fill="${col}"/>` +
      circle(R * 0.22, 0, R * 0.035, darken(col, 0.4)),
    tr(hx, hy, (handleAng * 180) / Math.PI),
  );
  let out = g(
    `<path d="${circlePath(cx, cy, R)}" fill="#000"/>${handle.replace(/fill="[^"]+"/g, 'fill="#000"')}`,
    `opacity=".35" filter="${S.blur(R * 0.04)}" transform="translate(${n1(R * 0.04)} ${n1(R * 0.07)})"`,
  );
  out +=
    handle +
    circle(
      cx,
      cy,
      R,
      S.rad([
        [0, lighten(col, 0.12)],
        [1, darken(col, 0.1)],
      ]),
    );
  for (let i = 1; i < 9; i++)
    out += circle(
      cx + R * 0.05,
      cy - R * 0.03,
      (R * i) / 9,
      "none",
      `stroke="${darken(col, 0.25)}" stroke-width="${n1(R * 0.006)}" opacity=".35"`,
    );
  return out;
}
export function pizzaScene(S, r, o: SceneOptions = {}) {
  const { w, h, u } = S;
  let out = surface(S, w, h, r, o.surface ?? "wood", o.col ?? "#6e4a32", o.col2);
  for (let i = 0; i < 60; i++)
    out += circle(r() * w, r() * h, r.range(2, 10) * u, "#fffaf0", `opacity="${n1(r.range(0.08, 0.3))}"`);
  const R = 330 * u * (o.scale ?? 1);
  const x = w * (o.x ?? r.range(0.42, 0.58)),
    y = h * (o.y ?? r.range(0.46, 0.56));
  const flip = r() < 0.5 ? 1 : -1;
  out += woodBoard(S, x, y, R * 1.08, o.handle ?? (flip > 0 ? -0.6 : Math.PI + 0.6) + r.range(-0.3, 0.3));
  out += pizza(S, x, y, R, r, o.type ?? "margherita");
  if (o.extras !== false) {
    out += shadow(S, circlePath(x - flip * R * 1.55, y + R * 0.75, 70 * u), 6 * u, 10 * u, 8 * u, 0.35);
    for (let i = 0; i < 6; i++)
      out += circle(
        x - flip * R * 1.55 + r.gauss() * 45 * u,
        y + R * 0.75 + r.gauss() * 45 * u,
        34 * u,
        S.rad(
          [
            [0, "#f2553a"],
            [0.8, "#d22e1e"],
            [1, "#9a1a10"],
          ],
          0.35,
          0.3,
          0.7,
        ),
      );
    out += bowl(
      S,
      x + flip * R * 1.55,
      y - R * 0.7,
      95 * u,
      "#f3ece0",
      circle(
        x + flip * R * 1.55,
        y - R * 0.7,
        70 * u,
        S.rad([
          [0, "#e0c33a"],
          [1, "#a8901a"],
        ]),
      ) + circle(x + flip * R * 1.52, y - R * 0.73, 25 * u, "#fff8c0", 'opacity=".5"'),
    );
    for (let i = 0; i < 5; i++)
      out += `<path d="${leafPath(x + flip * R * 1.35 + r.gauss() * 40 * u, y + R * 0.8 + r.gauss() * 40 * u, r() * TAU, 70 * u, 30 * u)}" fill="${r.pick(["#3f8a3a", "#2f6a2a", "#4f9a3e"])}"/>`;
    out += oliveBranch(
      S,
      x - flip * R * 1.9 - (flip < 0 ? 380 * u : 0),
      y - R * 0.9,
      380 * u,
      -20,
      r,
      "#7a8a4a",
      false,
    );
  }
  out += lightOverlay(S, w, h, 1, !!o.evening);
  return out;
}
