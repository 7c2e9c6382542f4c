import { escapeXml } from "@thalassa/contract/text";
import { languageAlternates } from "../i18n/language-alternates.tsx";
import { DEFAULT_LOCALE, LOCALES, type Locale, pathInLocale } from "../i18n/locales.ts";
import { getMenuCards, getSitemapEntries, getWebsites } from "./api.server.ts";

/**
 * Addresses (`<url>` entries) in one sitemap file. The protocol allows 50,000; a smaller file is
 * quicker for a crawler to fetch again and for the site to build, so past this /sitemap.xml
 * becomes a sitemap index of files this size (sitemaps.org, "Using Sitemap index files").
 */
export const SITEMAP_FILE_URLS = 1000;

/** Where the files of a split sitemap live: /sitemaps/1.xml, /sitemaps/2.xml, … */
export const sitemapFilePath = (number: number) => `/sitemaps/${number}.xml`;

/**
 * A page of the site (its English path), the day it last changed, and the languages it is offered
 * in when not all: an item without a translated title is English only (ADR 0055), its Greek and
 * Russian addresses noindex copies that no sitemap names.
 */
export interface SitemapPage {
  path: string;
  lastmod: string;
  languages?: readonly Locale[];
}

/** English and the languages the API says an item's title is translated into. */
const offeredIn = (translated: readonly string[]): Locale[] =>
  LOCALES.filter((locale) => locale === DEFAULT_LOCALE || translated.includes(locale));

/** Pages without an entity behind them; their lastmod is the day the content was read. */
const STATIC_PATHS = [
  "/",
  "/about",
  "/brands",
  "/private-events",
  "/central-production",
  "/whats-on",
  "/news",
  "/contact-us",
  "/community-sustainability",
  "/careers",
  "/terms",
  "/privacy-policy",
  "/accessibility",
  "/gift-card",
];

/** Every live structured menu's page (ADR 0036), brand by brand. */
async function menuPaths(): Promise<string[]> {
  const brands = (await getWebsites()).filter((w) => w.menu_card_url);
  const menus = await Promise.all(brands.map((b) => getMenuCards(b.id)));
  return menus.flat().map((m) => `/menu/${m.url}`);
}

/** Every route, news item, upcoming event page, published job and menu, with lastmod. */
export async function sitemapPages(): Promise<SitemapPage[]> {
  // Urls and days only (ADR 0057): the sitemap names every story, not what they say.
  const [{ news, events, jobs }, menus] = await Promise.all([getSitemapEntries(), menuPaths()]);
  const newest = news[0]?.created_at.slice(0, 10) ?? new Date().toISOString().slice(0, 10);
  return [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: newest })),
    ...news.map((n) => ({
      path: `/news/${n.url}`,
      lastmod: n.created_at.slice(0, 10),
      languages: offeredIn(n.translated),
    })),
    ...events.map((e) => ({
      path: `/whats-on/${e.event_url}`,
      lastmod: newest,
      languages: offeredIn(e.translated),
    })),
    ...jobs.map((j) => ({
      path: `/careers/${j.url}`,
      lastmod: j.created_date,
      languages: offeredIn(j.translated),
    })),
    ...menus.map((path) => ({ path, lastmod: newest })),
  ];
}

/**
 * The pages split into sitemap files of at most SITEMAP_FILE_URLS addresses, a page's languages
 * always in the same file; one file when they all fit.
 */
export function sitemapFiles(pages: SitemapPage[]): SitemapPage[][] {
  const perFile = Math.floor(SITEMAP_FILE_URLS / LOCALES.length);
  const files: SitemapPage[][] = [];
  for (let at = 0; at < pages.length; at += perFile) files.push(pages.slice(at, at + perFile));
  return files.length ? files : [[]];
}

/**
 * A page in each language it is offered in (ADR 0035): one <url> per language, each naming all of
 * them and x-default as `xhtml:link` alternates, as search engines ask.
 */
function urlEntries({ path, lastmod, languages = LOCALES }: SitemapPage, origin: string): string[] {
  const alternates = languageAlternates(origin, path, languages)
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`)
    .join("");
  return languages.map((locale) => {
    const loc = new URL(pathInLocale(path, locale), origin).toString();
    return `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`;
  });
}

/** A `<urlset>` sitemap file of `pages`. */
export function urlsetXml(pages: SitemapPage[], origin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${pages.flatMap((page) => urlEntries(page, origin)).join("\n")}
</urlset>
`;
}

/** A `<sitemapindex>` naming each file with the newest lastmod of its pages. */
export function sitemapIndexXml(files: SitemapPage[][], origin: string): string {
  const entries = files.map((pages, i) => {
    // ISO days sort as text: the last is the newest.
    const lastmod = pages
      .map((page) => page.lastmod)
      .sort()
      .at(-1);
    const loc = escapeXml(new URL(sitemapFilePath(i + 1), origin).toString());
    return `  <sitemap><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</sitemapindex>
`;
}

/** A sitemap answer: XML that crawlers and shared caches may keep for an hour. */
export function sitemapResponse(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
