import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  BREAKPOINTS,
  HERO_MOBILE_MAX_WIDTH,
  HOME_EVENTS_ONE_MAX_WIDTH,
  HOME_EVENTS_TWO_MAX_WIDTH,
  LOGO_CAROUSEL_FROM_WIDTHS,
  LOGO_CAROUSEL_PER_VIEW,
  MODAL_BACKDROP_MS,
  MODAL_TRANSITION_MS,
  VIDEO_AUTOPLAY_MAX_WIDTH,
} from "@thalassa/contract/constants";
import { describe, expect, it } from "vitest";

/*
 * The spec's numbers have one home, the contract's constants. Media queries and transitions cannot
 * read a script's values, so where the stylesheets must write a number themselves, these checks
 * hold them to the constant: changing one without the other fails here.
 */

const appDir = join(import.meta.dirname, "..");

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

const css = (path: string) => readFileSync(join(appDir, path), "utf8");
const widthsIn = (text: string, feature: "min-width" | "max-width") =>
  [...text.matchAll(new RegExp(`@media[^{]*\\(${feature}:\\s*([\\d.]+)px\\)`, "g"))].map((m) => Number(m[1]));

describe("spec numbers the stylesheets repeat", () => {
  it("the modal moves in MODAL_TRANSITION_MS and its backdrop fades in MODAL_BACKDROP_MS", () => {
    const modal = css("components/modal/modal.css");
    const panel = modal.slice(modal.indexOf(".modal {"), modal.indexOf(".modal[open] {"));
    const backdrop = modal.slice(
      modal.indexOf(".modal::backdrop {"),
      modal.indexOf(".modal[open]::backdrop"),
    );
    const durations = (rule: string) => [...rule.matchAll(/\s(\d+)ms/g)].map((m) => Number(m[1]));
    expect(durations(panel)).toEqual([
      MODAL_TRANSITION_MS,
      MODAL_TRANSITION_MS,
      MODAL_TRANSITION_MS,
      MODAL_TRANSITION_MS,
    ]);
    expect(durations(backdrop)).toEqual([
      MODAL_BACKDROP_MS,
      MODAL_BACKDROP_MS,
      MODAL_BACKDROP_MS,
      MODAL_BACKDROP_MS,
    ]);
  });

  it("the hero's phone slide set, the fixed videos and the home events follow their widths", () => {
    expect(widthsIn(css("components/home/hero-carousel.css"), "max-width")).toContain(HERO_MOBILE_MAX_WIDTH);
    // Videos play fixed above VIDEO_AUTOPLAY_MAX_WIDTH only.
    expect(widthsIn(css("components/media/fixed-video.css"), "min-width")).toEqual([
      VIDEO_AUTOPLAY_MAX_WIDTH + 1,
    ]);
    // A hover-played video's own pause shows where it plays by itself.
    expect(widthsIn(css("components/media/media.css"), "max-width")).toEqual([VIDEO_AUTOPLAY_MAX_WIDTH]);
    expect(widthsIn(css("components/home/events-block.css"), "max-width")).toEqual([
      HOME_EVENTS_TWO_MAX_WIDTH,
      HOME_EVENTS_ONE_MAX_WIDTH,
    ]);
  });

  it("the logo strip shows LOGO_CAROUSEL_PER_VIEW logos from each of LOGO_CAROUSEL_FROM_WIDTHS", () => {
    const strip = css("components/home/logo-carousel.css");
    const base = strip.match(/^\.logo-carousel\s*{[^}]*--per-view:\s*(\d+)/m);
    const steps = [
      ...strip.matchAll(/@media \(min-width: (\d+)px\) {\s*[^{]+{[^}]*--per-view:\s*(\d+)/g),
    ].map((m) => [Number(m[1]), Number(m[2])]);
    const shown = [...steps.reverse(), [0, Number(base?.[1])]];
    expect(shown).toEqual(LOGO_CAROUSEL_FROM_WIDTHS.map((width, i) => [width, LOGO_CAROUSEL_PER_VIEW[i]]));
  });

  it("every other min-width query is one of the site's breakpoints", () => {
    const breakpoints = new Set<number>(Object.values(BREAKPOINTS));
    const owned = new Set(["components/media/fixed-video.css", "components/home/logo-carousel.css"]);
    const strays = stylesheets(appDir)
      .map((path) => relative(appDir, path))
      .filter((path) => !owned.has(path))
      .flatMap((path) =>
        widthsIn(css(path), "min-width")
          .filter((width) => !breakpoints.has(width))
          .map((width) => `${path}: ${width}px`),
      );
    expect(strays).toEqual([]);
  });
});
