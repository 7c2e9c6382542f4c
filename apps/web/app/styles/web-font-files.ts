import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import literataCyrillic from "@fontsource-variable/literata/files/literata-cyrillic-wght-normal.woff2?url";
import literataGreek from "@fontsource-variable/literata/files/literata-greek-wght-normal.woff2?url";
import manropeCyrillic from "@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2?url";
import manropeGreek from "@fontsource-variable/manrope/files/manrope-greek-wght-normal.woff2?url";
import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import type { Locale } from "../i18n/locales.ts";

/**
 * The web-font files a page in each language draws its text with (the faces of web-fonts.css
 * whose unicode-range its text falls in; brand names and numbers are Latin in every language).
 * The boot script fetches them before it links web-fonts.css (ADR 0077), so the faces arrive with
 * their rules and the page is restyled once, not once for the rules and again for the files.
 * The same files as the stylesheet's: Vite names an asset by its content.
 */
export const webFontFiles: Record<Locale, readonly string[]> = {
  en: [frauncesLatin, manropeLatin],
  el: [frauncesLatin, manropeLatin, manropeGreek, literataGreek],
  ru: [frauncesLatin, manropeLatin, manropeCyrillic, literataCyrillic],
};
