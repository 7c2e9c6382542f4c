import { escapeXml } from "@thalassa/contract/text";
import { languageAlternates } from "../i18n/language-alternates.tsx";
import { LOCALES, pathInLocale } from "../i18n/locales.ts";
import { getEvents, getJobPostings, getMenuCards, getNews, getWebsites } from "../lib/api.server.ts";
import { getEnv } from "../lib/env.server.ts";

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

/**
 * A page in every language (ADR 0035): one <url> per language, each naming all of them and
 * x-default as `xhtml:link` alternates, as search engines ask.
 */
function urlEntries(path: string, lastmod: string): string[] {
  const origin = getEnv().PUBLIC_SITE_URL;
  const alternates = languageAlternates(origin, path)
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(a.href)}"/>`)
    .join("");
  return LOCALES.map((locale) => {
    const loc = new URL(pathInLocale(path, locale), origin).toString();
    return `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`;
  });
}

/** Every live structured menu's page (ADR 0036), brand by brand. */
async function menuPaths(): Promise<string[]> {
  const brands = (await getWebsites()).filter((w) => w.menu_card_url);
  const menus = await Promise.all(brands.map((b) => getMenuCards(b.id)));
  return menus.flat().map((m) => `/menu/${m.url}`);
}

/** /sitemap.xml: every route, news item, upcoming event, published job and menu, with lastmod. */
export async function loader() {
  const [news, events, jobs, menus] = await Promise.all([
    getNews(),
    getEvents(),
    getJobPostings(),
    menuPaths(),
  ]);
  const newest = news[0]?.created_at.slice(0, 10) ?? new Date().toISOString().slice(0, 10);
  const entries: { path: string; lastmod: string }[] = [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: newest })),
    ...news.map((n) => ({ path: `/news/${n.url}`, lastmod: n.created_at.slice(0, 10) })),
    ...events
      .filter((e) => e.has_insight_page)
      .map((e) => ({ path: `/whats-on/${e.event_url}`, lastmod: newest })),
    ...jobs
      .filter((j) => j.status !== "draft")
      .map((j) => ({ path: `/careers/${j.url}`, lastmod: j.created_date })),
    ...menus.map((path) => ({ path, lastmod: newest })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.flatMap((e) => urlEntries(e.path, e.lastmod)).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
