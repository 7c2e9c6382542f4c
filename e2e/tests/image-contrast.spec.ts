import { expect, type Locator, type Page, test } from "@playwright/test";
import { auditRoutes, inLanguage, LOCALES, openStill, prepareStill } from "./audit-support.ts";

/**
 * WCAG 1.4.3 over pictures, measured from pixels as the audit did (issue 43): each hero and tile
 * text is photographed with its text and again with the text made transparent; every pixel the
 * glyphs cover is compared with the text's colour, and the darkest 5 % must still reach 4.5:1
 * (3:1 for large text). Videos hold still on their poster (reduced motion), so a run measures the
 * same frame each time.
 */

const TEXTS_OVER_PICTURES = [
  ".page-hero[data-has-image='true'] .page-hero__eyebrow",
  ".page-hero[data-has-image='true'] h1",
  ".page-hero[data-has-image='true'] .page-hero__subtitle",
  ".hero__slide.is-active .hero__title",
  ".brand-tile__name",
  ".brand-tile__kind",
  ".catering-tile .eyebrow",
  ".catering-tile__title",
  ".catering-tile__text",
  ".fixed-video__title",
].join(", ");

interface Measure {
  p5: number;
  median: number;
  needed: number;
  pixels: number;
}

/** The text's contrast over what lies under its glyphs, from two screenshots of its box. */
async function measure(page: Page, text: Locator): Promise<Measure | null> {
  await text.scrollIntoViewIfNeeded();
  // Brand tiles show their name on hover (always on touch screens).
  const tile = text.locator("xpath=ancestor::li[contains(@class,'brand-tile')]");
  if ((await tile.count()) > 0) await tile.hover();
  const box = await text.boundingBox();
  if (!box || box.width < 2 || box.height < 2) return null;
  const viewport = page.viewportSize()!;
  const clip = {
    x: Math.max(0, box.x),
    y: Math.max(0, box.y),
    width: Math.min(box.width, viewport.width - Math.max(0, box.x)),
    height: Math.min(box.height, viewport.height - Math.max(0, box.y)),
  };
  const shown = await page.screenshot({ clip, animations: "disabled" });
  await text.evaluate((el) => el.setAttribute("data-contrast-probe", ""));
  const bare = await page.screenshot({ clip, animations: "disabled" });
  await text.evaluate((el) => el.removeAttribute("data-contrast-probe"));
  return text.evaluate(
    async (el, [a, b]) => {
      const pixels = async (base64: string) => {
        // Decoded here, not fetched: the page's content policy allows no data: connections.
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [withText, without] = await Promise.all([pixels(a), pixels(b)]);
      const lum = (r: number, g: number, bl: number) => {
        const c = (v: number) => {
          const s = v / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(bl);
      };
      const cs = getComputedStyle(el);
      const [r, g, bl] = (cs.color.match(/[\d.]+/g) ?? ["0", "0", "0"]).map(Number) as [
        number,
        number,
        number,
      ];
      const textLum = lum(r, g, bl);
      const ratios: number[] = [];
      for (let i = 0; i < withText.length; i += 4) {
        const diff =
          Math.abs(withText[i]! - without[i]!) +
          Math.abs(withText[i + 1]! - without[i + 1]!) +
          Math.abs(withText[i + 2]! - without[i + 2]!);
        if (diff < 60) continue;
        const bg = lum(without[i]!, without[i + 1]!, without[i + 2]!);
        const [hi, lo] = textLum > bg ? [textLum, bg] : [bg, textLum];
        ratios.push((hi + 0.05) / (lo + 0.05));
      }
      if (ratios.length < 20) return null;
      ratios.sort((x, y) => x - y);
      const size = Number.parseFloat(cs.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(cs.fontWeight) >= 700);
      return {
        p5: ratios[Math.floor(ratios.length * 0.05)]!,
        median: ratios[Math.floor(ratios.length / 2)]!,
        needed: large ? 3 : 4.5,
        pixels: ratios.length,
      };
    },
    [shown.toString("base64"), bare.toString("base64")] as const,
  );
}

test.describe("contrast of text over pictures", () => {
  test.setTimeout(240_000);
  test.use({ reducedMotion: "reduce" });

  // Each language in two halves of the routes, so the parts run side by side and each stays
  // within its time on a busy machine.
  for (const [locale, half] of LOCALES.flatMap((l) => [0, 1].map((h) => [l, h] as const))) {
    test(`every hero and tile text holds its ratio over its picture (${locale}, part ${half + 1} of 2)`, async ({
      page,
    }, info) => {
      await prepareStill(page);
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          const style = document.createElement("style");
          style.textContent =
            "[data-contrast-probe], [data-contrast-probe] * { color: transparent !important; text-shadow: none !important; }";
          document.head.append(style);
        });
      });
      const problems: string[] = [];
      const figures: string[] = [];
      let measured = 0;
      for (const route of (await auditRoutes()).filter((_, i) => i % 2 === half)) {
        const path = inLanguage(locale, route);
        await openStill(page, path);
        const texts = page.locator(TEXTS_OVER_PICTURES).filter({ visible: true });
        for (const text of await texts.all()) {
          const result = await measure(page, text);
          if (!result) continue;
          measured++;
          const what = `${path} ${await text.evaluate((el) => `${el.tagName.toLowerCase()}.${el.className.split(" ")[0]}`)}`;
          figures.push(
            `${what}: p5 ${result.p5.toFixed(2)}, median ${result.median.toFixed(2)} (needs ${result.needed})`,
          );
          if (result.p5 < result.needed) problems.push(figures.at(-1)!);
          console.log(figures.at(-1));
        }
      }
      await info.attach("contrast figures", { body: figures.join("\n"), contentType: "text/plain" });
      expect(measured, "texts over pictures were measured").toBeGreaterThan(5);
      expect(problems).toEqual([]);
    });
  }
});
