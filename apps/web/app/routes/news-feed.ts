import { NEWS_FEED_ITEMS } from "@thalassa/contract/constants";
import { escapeXml } from "@thalassa/contract/text";
import { newsFeedItem } from "../components/news/news-views.server.ts";
import { OG_LOCALES } from "../i18n/locales.ts";
import { requestLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getNewsList, getSettings } from "../lib/api.server.ts";
import { launchContentMiddleware } from "../lib/holding-page.server.ts";
import { localeUrl } from "../lib/seo.server.ts";
import type { Route } from "./+types/news-feed";

/** Nothing to make the file from before the site is launched (holding-page.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [launchContentMiddleware];

/**
 * /news/feed.xml (and /el/…, /ru/…): an RSS 2.0 feed of the latest news, linked from every page's
 * head in its language; its title, description and links are in that language (ADR 0035).
 */
export async function loader() {
  // The newest stories only, cut by the API (ADR 0057).
  const [{ data: news }, settings] = await Promise.all([
    getNewsList({ sort: "date-desc", brand: null, limit: NEWS_FEED_ITEMS }),
    getSettings(),
  ]);
  const feeds = serverTranslator("feeds");
  const nav = serverTranslator("nav");
  const items = news.map(newsFeedItem);
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${settings.name} — ${nav("news")}`)}</title>
    <link>${escapeXml(localeUrl("/news"))}</link>
    <atom:link href="${escapeXml(localeUrl("/news/feed.xml"))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(feeds("newsDescription", { siteName: settings.name }))}</description>
    <language>${OG_LOCALES[requestLocale()].replace("_", "-").toLowerCase()}</language>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
