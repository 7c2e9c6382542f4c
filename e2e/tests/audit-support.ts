import type { Page } from "@playwright/test";
import { SPLASH_MS } from "@thalassa/contract/constants";
import { siteRoutes } from "../../bench/routes.mjs";
import { chooseCookies, waitForHydration, watchHydration } from "./support.ts";

/**
 * Helpers of the manual-audit checks (issue 43, ADR 0054): what an expert does by hand with the
 * keyboard, at 320 px, with enlarged text and over pictures, as browser checks.
 */

export const LOCALES = ["en", "el", "ru"] as const;
export type Locale = (typeof LOCALES)[number];

export const inLanguage = (locale: Locale, path: string) =>
  locale === "en" ? path : path === "/" ? `/${locale}/` : `/${locale}${path}`;

/** Every route with real ids for its detail pages, and every brand's menu page. */
export async function auditRoutes(): Promise<string[]> {
  const { routes, websites } = await siteRoutes(process.env.E2E_API_URL!, process.env.E2E_API_KEY!);
  const menus = (websites as { menu_card_url?: string | null }[])
    .map((w) => w.menu_card_url)
    .filter((url): url is string => Boolean(url))
    .map((url) => `/menu/${url}`);
  return [...new Set([...(routes as string[]), ...menus])];
}

/**
 * Loads a page on a frozen clock (the carousels stand still, the splash is over at once), hydrated.
 * `firstVisit` leaves the cookie choice open, so the banner shows.
 */
export async function openStill(page: Page, path: string, { firstVisit = false } = {}) {
  if (!firstVisit) await chooseCookies(page.context(), process.env.E2E_BASE_URL!);
  await page.goto(path);
  await page.clock.runFor(SPLASH_MS);
  // A key press ends the splash as well (root.tsx), should page time not have reached its end.
  if (await page.locator("html.splash-active").count()) await page.keyboard.press("Shift");
  await page.waitForFunction(() => !document.documentElement.classList.contains("splash-active"));
  await waitForHydration(page);
}

/**
 * Before the first openStill of a page: page time stands still from a fixed moment (far enough
 * ahead that a slow start of the browser has not passed it yet) and moves only when a load asks.
 */
export async function prepareStill(page: Page) {
  await watchHydration(page);
  const start = new Date("2026-01-05T09:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
}

export interface FocusStop {
  what: string;
  problem: string | null;
}

/**
 * The focused element, described, and what is wrong with how it is shown: not drawn at all, outside
 * the viewport, or covered (the element under its centre or a corner of its visible part is neither
 * it nor inside it, nor the label that carries it), or outside `container` when one must hold focus.
 */
export function inspectFocus(page: Page, container: string | null): Promise<FocusStop> {
  return page.evaluate((containerSelector) => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el || el === document.body || el === document.documentElement)
      return { what: "body", problem: null };
    const name = (el.getAttribute("aria-label") ?? el.textContent ?? "")
      .trim()
      .replace(/\s+/g, " ")
      .slice(0, 40);
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${name}"`;
    if (containerSelector && !el.closest(containerSelector))
      return { what, problem: `outside ${containerSelector}` };
    // The main landmark takes focus from the skip link: it is the page, not a control.
    if (el.id === "main") return { what, problem: null };
    const rect = el.getBoundingClientRect();
    const target = el.matches("input[type=checkbox], input[type=radio], input[type=file]")
      ? (el.closest("label") ?? el.labels?.[0] ?? el)
      : el;
    // An inline link broken over lines is its first line's box (its bounding box spans the gap).
    const inline = getComputedStyle(target).display === "inline";
    const box = (inline ? target.getClientRects()[0] : null) ?? target.getBoundingClientRect();
    // The part of it that can be seen: inside the viewport and every box around it that clips.
    let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
    [left, top] = [Math.max(left, 0), Math.max(top, 0)];
    [right, bottom] = [Math.min(right, window.innerWidth), Math.min(bottom, window.innerHeight)];
    for (let a = target.parentElement; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
      const clip = a.getBoundingClientRect();
      const [cl, ct] = [clip.left + a.clientLeft, clip.top + a.clientTop];
      [left, top] = [Math.max(left, cl), Math.max(top, ct)];
      [right, bottom] = [Math.min(right, cl + a.clientWidth), Math.min(bottom, ct + a.clientHeight)];
    }
    if (rect.width === 0 && rect.height === 0) return { what, problem: "not drawn" };
    if (right - left < 2 || bottom - top < 2)
      return { what, problem: "outside the viewport or its scroll box" };
    // Corners a little inside, clear of rounded corners: a point outside the curve hits what is
    // behind it (a pill button of two lines has a radius of half its height).
    const radius = Math.min(
      Number.parseFloat(getComputedStyle(target).borderTopLeftRadius) || 0,
      box.width / 2,
      box.height / 2,
    );
    const inset = radius * (1 - Math.SQRT1_2) + 2;
    const dx = Math.min(Math.max(10, inset), (right - left) / 4);
    const dy = Math.min(Math.max(10, inset), (bottom - top) / 4);
    const labels = new Set<Element>([target, ...(el.labels ? [...el.labels] : [])]);
    // A control taller than half the viewport (a whole card) may not fit between the header and
    // what is fixed at the bottom; the browser then centres it in the room left, so its middle
    // and its two sides at mid-height must show. Anything else: its centre and its corners.
    const tall = bottom - top > window.innerHeight / 2;
    const middle = (top + bottom) / 2;
    const points: [number, number][] = tall
      ? [
          [(left + right) / 2, middle],
          [left + dx, middle],
          [right - dx, middle],
        ]
      : [
          [(left + right) / 2, (top + bottom) / 2],
          [left + dx, top + dy],
          [right - dx, top + dy],
          [left + dx, bottom - dy],
          [right - dx, bottom - dy],
        ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      const ok = hit && (el.contains(hit) || [...labels].some((label) => label.contains(hit)));
      if (!ok) {
        const by = hit
          ? `${hit.tagName.toLowerCase()}.${String(hit.className).split(" ")[0]}`
          : "nothing (outside the page)";
        return { what, problem: `covered at ${Math.round(x)},${Math.round(y)} by ${by}` };
      }
    }
    return { what, problem: null };
  }, container);
}

/**
 * Presses Tab until focus comes back to where it started (or `max` stops), inspecting each stop.
 * Returns the problems, each named by stop number and element.
 */
export async function tabWalk(page: Page, { max = 100, container = null as string | null } = {}) {
  const problems: string[] = [];
  const seen: string[] = [];
  for (let stop = 1; stop <= max; stop++) {
    await page.keyboard.press("Tab");
    const { what, problem } = await inspectFocus(page, container);
    if (problem) problems.push(`stop ${stop} ${what}: ${problem}`);
    // Back at the first stop: the walk went round once.
    if (stop > 2 && what === seen[0]) break;
    seen.push(what);
  }
  return { problems, stops: seen.length };
}

/** Relative luminance and contrast (WCAG 2.2), from sRGB channels 0–255. */
export function luminance(r: number, g: number, b: number): number {
  const c = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
}

export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}
