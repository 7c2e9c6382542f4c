import { expect, type Page, test } from "@playwright/test";
import { auditRoutes, inLanguage, LOCALES, openStill, prepareStill } from "./audit-support.ts";

/**
 * WCAG 1.4.10, 1.4.12 and 1.4.4 as an auditor checks them (issue 43): at 320 px every route in
 * every language, menus and detail pages included, scrolls in one direction only; with the text
 * spacing of the WCAG bookmarklet and with text at 200 %, no text is cut by a box that clips it or
 * pushed out of the viewport.
 */

const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** What is wrong with the page's layout: wider than the viewport, or text cut. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide at ${width} px`);
    const clips = new Map<Element, { x: boolean; y: boolean } | null>();
    const clipOf = (el: Element) => {
      if (!clips.has(el)) {
        const cs = getComputedStyle(el);
        const cuts = (v: string) => v === "hidden" || v === "clip";
        // A scroller shows what it holds by scrolling; visually hidden text is meant to be so.
        const x = cuts(cs.overflowX);
        const y = cuts(cs.overflowY);
        clips.set(el, x || y ? { x, y } : null);
      }
      return clips.get(el);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const where = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className).split(" ")[0]}`;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (
        parent.closest(
          "script, style, noscript, template, option, [aria-hidden='true'], [inert], .visually-hidden",
        )
      )
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (!rects.length) continue;
      const label = `"${text.slice(0, 30)}"`;
      const fixed = parent.closest(".site-header, .cookie-banner") !== null;
      if (fixed && rects.some((r) => r.top < -2)) problems.push(`${label} cut above the viewport`);
      for (let a: Element | null = parent; a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        // A deliberate cut (SPEC's truncated titles are cut in the text, not here).
        if (cs.webkitLineClamp !== "none" || cs.textOverflow === "ellipsis") break;
        const clip = clipOf(a);
        if (!clip) continue;
        const box = a.getBoundingClientRect();
        const left = box.left + a.clientLeft;
        const top = box.top + a.clientTop;
        const right = left + a.clientWidth;
        const bottom = top + a.clientHeight;
        const cut = rects.some(
          (r) =>
            (clip.x && (r.left < left - 2 || r.right > right + 2)) ||
            (clip.y && (r.top < top - 4 || r.bottom > bottom + 4)),
        );
        if (cut) {
          problems.push(`${label} cut by ${where(a)}`);
          break;
        }
      }
    }
    return [...new Set(problems)];
  });
}

test.describe("reflow and text adaptation", () => {
  test.setTimeout(240_000);

  for (const locale of LOCALES) {
    test(`at 320 px every route reflows and cuts no text (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await prepareStill(page);
      const problems: string[] = [];
      for (const route of await auditRoutes()) {
        const path = inLanguage(locale, route);
        await openStill(page, path);
        problems.push(...(await layoutProblems(page)).map((p) => `${path}: ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }

  // Each way of enlarging text in a test of its own, so the two run side by side.
  for (const mode of ["text spacing", "text 200 %"] as const) {
    test(`with ${mode === "text spacing" ? "the WCAG text spacing" : "text at 200 %"}, no route cuts text`, async ({
      page,
    }) => {
      await prepareStill(page);
      const problems: string[] = [];
      for (const route of await auditRoutes()) {
        await openStill(page, route);
        if (mode === "text spacing") await page.addStyleTag({ content: TEXT_SPACING });
        else
          await page.evaluate(() => {
            document.documentElement.style.fontSize = "200%";
          });
        problems.push(...(await layoutProblems(page)).map((p) => `${route} (${mode}): ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
