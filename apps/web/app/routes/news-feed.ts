import { escapeXml } from "@thalassa/contract/text";
import { getNews, getSettings } from "../lib/api.server.ts";
import { absoluteUrl } from "../lib/seo.server.ts";
import { excerpt, htmlToText } from "../lib/text.ts";

/** /news/feed.xml: an RSS 2.0 feed of the latest news, linked from every page's head. */
export async function loader() {
  const [news, settings] = await Promise.all([getNews(), getSettings()]);
  const items = news.slice(0, 30).map((n) => {
    const link = absoluteUrl(`/news/${n.url}`);
    return `    <item>
      <title>${escapeXml(n.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${new Date(n.created_at).toUTCString()}</pubDate>
      <description>${escapeXml(excerpt(htmlToText(n.description), 40))}</description>
    </item>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${settings.name} — News`)}</title>
    <link>${escapeXml(absoluteUrl("/news"))}</link>
    <atom:link href="${escapeXml(absoluteUrl("/news/feed.xml"))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`News from ${settings.name}: openings, seasonal menus and events.`)}</description>
    <language>en-gb</language>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
