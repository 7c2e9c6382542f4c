import { expect, type Page, test } from "@playwright/test";
import { openPage } from "./support.ts";

/**
 * SPEC §9 brands logo carousel: 15 logos per view, fewer by breakpoint down to 3 (ADR 0008's
 * mapping: 3 below 480 px, 4 from 480, 5 from 576, 6 from 768, 7 from 992, 8 from 1200, 9 from
 * 1400 and 15 from 1920), each logo at most 120 px wide, looping without a visible jump.
 */
const PER_VIEW_BY_WIDTH: [width: number, perView: number][] = [
  [390, 3],
  [479, 3],
  [480, 4],
  [576, 5],
  [768, 6],
  [992, 7],
  [1200, 8],
  [1280, 8],
  [1400, 9],
  [1919, 9],
  [1920, 15],
];

/** Resizes the window and waits until the strip's stylesheet has applied that width's breakpoint. */
async function resizeTo(page: Page, width: number, perView: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() =>
      page
        .locator("section.logo-carousel")
        .evaluate((el) => getComputedStyle(el).getPropertyValue("--per-view").trim()),
    )
    .toBe(String(perView));
}

/** How many slots fit in the strip's visible width, and the widest logo inside a slot. */
function measureStrip(page: Page) {
  return page.evaluate(() => {
    const viewport = document.querySelector(".logo-carousel__viewport")!.getBoundingClientRect();
    const slots = [...document.querySelectorAll(".logo-carousel__slot")].map((slot) => ({
      slot: slot.getBoundingClientRect().width,
      logo: slot.querySelector("a")!.getBoundingClientRect().width,
    }));
    const slotWidths = slots.map((s) => s.slot);
    return {
      visible: viewport.width / slotWidths[0]!,
      slotSpread: Math.max(...slotWidths) - Math.min(...slotWidths),
      widestLogo: Math.max(...slots.map((s) => s.logo)),
      narrowestSlot: Math.min(...slotWidths),
    };
  });
}

/**
 * Steps the marquee's animation frame by frame (60 frames a second, paused, so the machine's speed
 * does not matter) across its loop point and returns the largest difference between where the
 * strip is drawn and where a steady scroll would put it. The strip looks the same whenever it is
 * shifted by a whole set of logos, so positions are compared modulo one set's width (the distance
 * from a logo to its copy).
 */
function largestJumpAcrossLoop(page: Page) {
  return page.evaluate(() => {
    const viewport = document.querySelector(".logo-carousel__viewport")!;
    const track = viewport.querySelector(".logo-carousel__track")!;
    const animation = track.getAnimations()[0];
    if (!animation) throw new Error("the logo strip has no running animation");
    const slots = track.querySelectorAll(".logo-carousel__slot");
    const originals = track.querySelectorAll(".logo-carousel__slot:not([aria-hidden])").length;
    const duration = Number(animation.effect!.getComputedTiming().duration);
    animation.pause();
    const frame = 1000 / 60;
    const sample = (time: number) => {
      animation.currentTime = time;
      const first = slots[0]!.getBoundingClientRect().left;
      const setWidth = slots[originals]!.getBoundingClientRect().left - first;
      return { offset: viewport.getBoundingClientRect().left - first, setWidth };
    };
    let previous = sample(duration - 30 * frame);
    let largest = 0;
    let moved = 0;
    for (let step = -29; step <= 30; step++) {
      const current = sample(duration + step * frame);
      const { setWidth } = current;
      // The step as the eye sees it: wrapped into (-setWidth / 2, setWidth / 2].
      let seen = (((current.offset - previous.offset) % setWidth) + setWidth) % setWidth;
      if (seen > setWidth / 2) seen -= setWidth;
      const steady = (setWidth / duration) * frame;
      largest = Math.max(largest, Math.abs(seen - steady));
      moved += seen;
      previous = current;
    }
    animation.play();
    return { largest, moved };
  });
}

test.describe("home: brands logo strip", () => {
  test.setTimeout(90_000);

  test("shows exactly the breakpoint's count of logos at every width", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.locator(".logo-carousel__viewport")).toHaveAttribute("data-state", "running");
    const seen: string[] = [];
    for (const [width, perView] of PER_VIEW_BY_WIDTH) {
      await resizeTo(page, width, perView);
      const strip = await measureStrip(page);
      seen.push(`${width}px: ${strip.visible.toFixed(2)} (want ${perView})`);
      expect.soft(strip.visible, `logos visible at ${width} px`).toBeCloseTo(perView, 1);
      expect.soft(strip.slotSpread, `slots of one width at ${width} px`).toBeLessThan(0.05);
      expect.soft(strip.widestLogo, `logo width at ${width} px`).toBeLessThanOrEqual(120.01);
      expect
        .soft(strip.widestLogo, `logo inside its slot at ${width} px`)
        .toBeLessThanOrEqual(strip.narrowestSlot);
    }
    console.log(`logos visible: ${seen.join("; ")}`);
  });

  test("loops without a jump at every width", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.locator(".logo-carousel__viewport")).toHaveAttribute("data-state", "running");
    const seen: string[] = [];
    for (const [width, perView] of PER_VIEW_BY_WIDTH) {
      await resizeTo(page, width, perView);
      const { largest, moved } = await largestJumpAcrossLoop(page);
      seen.push(`${width}px: ${largest.toFixed(1)} px`);
      expect.soft(largest, `largest jump at the loop point at ${width} px`).toBeLessThan(2);
      // It does move (leftwards): one second of steady scrolling.
      expect.soft(moved, `distance scrolled in one second at ${width} px`).toBeGreaterThan(10);
    }
    console.log(`largest jump: ${seen.join("; ")}`);
  });

  test("under reduced motion the hand-scrolled row shows the same count", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/");
    await expect(page.locator(".logo-carousel__viewport")).toHaveAttribute("data-state", "static");
    for (const [width, perView] of [
      [390, 3],
      [768, 6],
    ] as const) {
      await resizeTo(page, width, perView);
      const strip = await measureStrip(page);
      expect.soft(strip.visible, `logos visible at ${width} px`).toBeCloseTo(perView, 1);
    }
  });
});
