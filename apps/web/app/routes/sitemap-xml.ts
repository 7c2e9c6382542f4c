import { escapeXml } from "@thalassa/contract/text";
import { getEvents, getJobPostings, getMenuCards, getNews, getWebsites } from "../lib/api.server.ts";
import { absoluteUrl } from "../lib/seo.server.ts";

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

/** /sitemap.xml: every route, news item, upcoming event, published job and menu, with lastmod. */
export async function loader() {
  const [news, events, jobs, menus] = await Promise.all([
    getNews(),
    getEvents(),
    getJobPostings(),
    menuPaths(),
  ]);
  const newest = news[0]?.created_at.slice(0, 10) ?? new Date().toISOString().slice(0, 10);
  const entries: { loc: string; lastmod: string }[] = [
    ...STATIC_PATHS.map((path) => ({ loc: absoluteUrl(path), lastmod: newest })),
    ...news.map((n) => ({ loc: absoluteUrl(`/news/${n.url}`), lastmod: n.created_at.slice(0, 10) })),
    ...events
      .filter((e) => e.has_insight_page)
      .map((e) => ({ loc: absoluteUrl(`/whats-on/${e.event_url}`), lastmod: newest })),
    ...jobs
      .filter((j) => j.status !== "draft")
      .map((j) => ({ loc: absoluteUrl(`/careers/${j.url}`), lastmod: j.created_date })),
    ...menus.map((path) => ({ loc: absoluteUrl(path), lastmod: newest })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map((e) => `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></url>`).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
