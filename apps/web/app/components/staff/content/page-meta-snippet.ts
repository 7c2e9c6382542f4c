import { pathInLocale } from "../../../i18n/locales.ts";
import { withSiteName } from "../../../lib/seo.ts";
import type { PreviewLanguage } from "./preview-language.tsx";

/*
 * What a page's meta makes of it outside the site (ADR 0068): the search-result snippet and the
 * card a shared link gets, written from the form's values as buildSeo writes the page's tags.
 */

/**
 * Where search engines cut: they measure in pixels (about 600 px for a title, two lines for a
 * description), which is about 60 and 160 characters of ordinary text.
 */
export const SEARCH_TITLE_CHARS = 60;
export const SEARCH_DESCRIPTION_CHARS = 160;

/** A text as a search result shows it: cut at the last word that fits, with an ellipsis. */
export interface CutText {
  full: string;
  shown: string;
  cut: boolean;
  length: number;
}

export function cutAt(text: string, max: number): CutText {
  const full = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(full);
  if (chars.length <= max) return { full, shown: full, cut: false, length: chars.length };
  const head = chars.slice(0, max).join("");
  const space = head.lastIndexOf(" ");
  const shown = `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()} …`;
  return { full, shown, cut: true, length: chars.length };
}

export interface PageMetaSite {
  /** The group's name, which every title ends with. */
  siteName: string;
  /** The public origin, as canonical addresses have it. */
  origin: string;
  /** The picture a page without one of its own shares (the site settings' medium image). */
  shareImage: string | null;
}

export interface PageMetaSnippet {
  title: CutText;
  description: CutText | null;
  address: string;
  /** The snippet's host and path as a search result shows it ("example.com › el › about"). */
  crumbs: string;
  /** Fields shown in English because the chosen language has none yet. */
  english: ("title" | "description")[];
}

type Values = Record<string, unknown>;

/** The page's address on the public origin; a path being typed that is not one yet shows the origin. */
function addressOf(path: string, language: PreviewLanguage, origin: string): URL {
  try {
    const url = new URL(pathInLocale(path, language), origin);
    return url.origin === new URL(origin).origin ? url : new URL(origin);
  } catch {
    return new URL(origin);
  }
}
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

/** The snippet of the form's values in a language: a translation where there is one, else the English. */
export function pageMetaSnippet(
  values: Values,
  language: PreviewLanguage,
  site: PageMetaSite,
): PageMetaSnippet {
  const translations = values.translations as Record<string, { fields?: Values } | undefined> | undefined;
  const own = language === "en" ? {} : (translations?.[language]?.fields ?? {});
  const english: PageMetaSnippet["english"] = [];
  const pick = (field: string, name: "title" | "description") => {
    const translated = text(own[field]);
    if (translated) return translated;
    const original = text(values[field]);
    if (original && language !== "en") english.push(name);
    return original;
  };
  const title = pick("meta_title", "title");
  const description = pick("meta_description", "description");
  const path = text(values.url)?.trim() ?? "/";
  const url = addressOf(path, language, site.origin);
  return {
    title: cutAt(withSiteName(title ?? site.siteName, site.siteName), SEARCH_TITLE_CHARS),
    description: description ? cutAt(description, SEARCH_DESCRIPTION_CHARS) : null,
    address: url.toString(),
    crumbs: [url.host, ...url.pathname.split("/").filter(Boolean)].join(" › "),
    english,
  };
}
