import type { Messages } from "use-intl";

/**
 * The site's languages and how an address names one (ADR 0035): English is unprefixed (every SPEC
 * route stays where it is), Greek is under /el/…, Russian under /ru/…, with the same path after the
 * prefix. The language of a page is read from its path alone, so the page cache keys it by path.
 */
export const LOCALES = ["en", "el", "ru"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Dates and times are shown on the restaurants' clock, whatever the visitor's. */
export const SITE_TIME_ZONE = "Europe/Nicosia";

/** Each language named in its own language, for the switcher and the suggestion. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", el: "Ελληνικά", ru: "Русский" };

/** Each language's short code as its own readers write it: Greeks look for "ΕΛ", not "EL". */
export const LANGUAGE_CODES: Record<Locale, string> = { en: "EN", el: "ΕΛ", ru: "RU" };

/** Open Graph's locale of each language (Cyprus serves British English). */
export const OG_LOCALES: Record<Locale, string> = { en: "en_GB", el: "el_GR", ru: "ru_RU" };

/** The cookie that remembers the visitor's choice of language (read in the browser only). */
export const LANGUAGE_COOKIE = "site_language";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

const PREFIXED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * The language prefix a path starts with (`/el`, `/el/…`), if any. A client navigation to a
 * language's home asks for its data at `/el.data`: that is the Greek home too.
 */
function prefixOf(pathname: string): Locale | null {
  for (const locale of PREFIXED) {
    if (pathname === `/${locale}` || pathname === `/${locale}.data` || pathname.startsWith(`/${locale}/`))
      return locale;
  }
  return null;
}

/** The language of a page from its path: `/el/news` is Greek, `/news` English. */
export function localeOfPath(pathname: string): Locale {
  return prefixOf(pathname) ?? DEFAULT_LOCALE;
}

/** The path without its language prefix: `/el/news` → `/news`, `/el` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = prefixOf(pathname);
  if (!locale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  // `/el.data`: the home's data, which English asks for at `/_root.data`.
  if (rest === ".data") return "/_root.data";
  return rest || "/";
}

/**
 * Addresses that are one for all languages: files, the sitemap (which names every language), the
 * cookie answer, the block preview (in any language) and the staff area. A link to them is never
 * moved into another language. The news feed, the calendars and the menu viewer (`/el/menus/…`)
 * exist in each language.
 */
const SHARED_PATHS = [
  /^\/(media|assets|fonts|staff|consent)(\/|$)/,
  /^\/(sitemap\.xml|robots\.txt)$/,
  // The block preview exists in each language for staff, but is no page of the site: links to it
  // keep the language they name, and it has no alternates (it is never indexed).
  new RegExp(`^/(?:(?:${PREFIXED.join("|")})/)?edit-component(/|$)`),
];

export function isSharedPath(path: string): boolean {
  return SHARED_PATHS.some((pattern) => pattern.test(path));
}

/**
 * A site path in a language: `/news` in Greek is `/el/news`, `/` is `/el`. Paths already in a
 * language are moved to this one; shared addresses, relative links and other origins are kept.
 */
export function pathInLocale(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const rest = cut < 0 ? "" : path.slice(cut);
  if (isSharedPath(pathname)) return path;
  const bare = pathWithoutLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare + rest;
  return (bare === "/" ? `/${locale}` : `/${locale}${bare}`) + rest;
}

/**
 * Each language's compiled catalogue, at hand by the address the root's loader data names (ADR
 * 0061): on the server every one, in the browser the ones fetched (root.tsx). Kept here, in a
 * module every page already loads, for the layout and the routes' `meta` alike.
 */
const loadedCatalogues = new Map<string, Messages>();

export function loadedCatalogue(href: string | undefined): Messages | undefined {
  return href ? loadedCatalogues.get(href) : undefined;
}

export function rememberCatalogue(href: string, messages: Messages): void {
  loadedCatalogues.set(href, messages);
}
