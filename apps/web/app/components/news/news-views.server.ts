import { pickShown } from "@thalassa/contract/content-model";
import { newsModel } from "@thalassa/contract/content-models";
import type { NewsItem, PageMeta } from "@thalassa/contract/entities";
import { escapeXml } from "@thalassa/contract/text";
import { addPlaceholders } from "../../lib/placeholders.server.ts";
import { safeHtml } from "../../lib/sanitize.server.ts";
import type { SeoInput } from "../../lib/seo.server.ts";
import { localeUrl } from "../../lib/seo.server.ts";
import { excerpt, htmlToText } from "../../lib/text.ts";
import type { ArticleView } from "./article.tsx";
import type { NewsCardView } from "./news-card.tsx";

/*
 * A story's data for each place the site shows it, from the public item: the fields the news
 * model shows there (`shownOn`) as they are, the few that need shaping (a picture with its
 * placeholder, safe HTML, a brand's name) shaped here. A plain field the model adds to a place
 * reaches that place's markup without a change here.
 */

type Untranslated = NewsCardView["untranslated"];

/** The story as a card: `brandName` names a brand's stories (the list); `withExcerpt` for the home page. */
export function newsCardView(
  item: NewsItem,
  options: { brandName?: (website: NewsItem["website"]) => string | null; withExcerpt?: boolean } = {},
): NewsCardView {
  const { images, website, ...shown } = pickShown(newsModel, item, "card");
  return addPlaceholders({
    ...shown,
    id: item.id,
    url: item.url,
    image: images.small ?? images.large ?? null,
    brand: options.brandName?.(website) ?? null,
    ...(options.withExcerpt ? { excerpt: excerpt(htmlToText(item.description)) } : {}),
    untranslated: (item.untranslated ?? null) as Untranslated,
  });
}

/** The story's own page: its text as safe HTML, its large picture. */
export function newsPageView(item: NewsItem): ArticleView {
  const { images, description, ...shown } = pickShown(newsModel, item, "page");
  return {
    ...shown,
    url: item.url,
    image: addPlaceholders(images.large ?? images.small ?? null),
    html: safeHtml(description),
    untranslated: (item.untranslated ?? null) as Untranslated,
  };
}

/** The story's meta tags when the API's news meta has none of its own (buildSeo's input). */
export function newsSeoInput(item: NewsItem, meta: PageMeta | null): Omit<SeoInput, "jsonLd"> {
  const { title, description, images } = pickShown(newsModel, item, "meta");
  return {
    path: `/news/${item.url}`,
    title,
    description,
    image: images.large ?? images.small ?? null,
    type: "article",
    meta,
  };
}

/**
 * The story as an RSS item: title, link, date, and as its description the plain text of the other
 * fields the model puts in the feed (the story's text, and any other), cut at 40 words.
 */
export function newsFeedItem(item: NewsItem): string {
  const { title, created_at, ...text } = pickShown(newsModel, item, "feed");
  const link = localeUrl(`/news/${item.url}`);
  const summary = Object.values(text as Record<string, unknown>)
    .filter((value): value is string => typeof value === "string" && value.trim() !== "")
    .map((value) => htmlToText(value))
    .join(" — ");
  return `    <item>
      <title>${escapeXml(title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${new Date(created_at).toUTCString()}</pubDate>
      <description>${escapeXml(excerpt(summary, 40))}</description>
    </item>`;
}
