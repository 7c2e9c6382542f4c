import { useNavigation, useSearchParams } from "react-router";
import { PageHero } from "../components/content/page-hero.tsx";
import { NewsCard, type NewsCardItem } from "../components/news/news-card.tsx";
import { NewsFilter } from "../components/news/news-filter.tsx";
import { ScrollToTop } from "../components/news/scroll-to-top.tsx";
import { useInfiniteScroll } from "../components/news/use-infinite-scroll.ts";
import { Link } from "../i18n/site-link.tsx";
import "../components/news/news.css";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../i18n/content-language.tsx";
import { getNews, getPageBlocks, getWebsites } from "../lib/api.server.ts";
import { brandsWithItems } from "../lib/events-list.ts";
import {
  applyNewsQuery,
  changeBrand,
  changeSort,
  hasMore,
  NEWS_QUERY_KEYS,
  type NewsQuery,
  newsQueryString,
  parseNewsQuery,
  visibleCount,
} from "../lib/news-list.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { useListStateWriter } from "../lib/url-list-state.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/news";

export const handle = { header: "overlay" };

const LIST_ID = "news-list";

export async function loader() {
  const [news, websites, blocks] = await Promise.all([getNews(), getWebsites(), getPageBlocks("news")]);
  const names = new Map(websites.map((w) => [w.id, w.name]));
  // Every item travels once (28 in the demo); the list is sorted, filtered and paged from the
  // URL by the same pure functions on the server and in the browser.
  const items: (NewsCardItem & { website: { id: number } | null })[] = news.map((n) => ({
    id: n.id,
    url: n.url,
    title: n.title,
    created_at: n.created_at,
    website: n.website ?? null,
    brand: n.website && n.website.id !== 1 ? (names.get(n.website.id) ?? null) : null,
    image: n.images.small ?? n.images.large ?? null,
  }));
  const brands = brandsWithItems(websites, news).map((w) => ({ id: w.id, name: w.name }));
  const seo = await buildSeo({
    path: "/news",
    title: "News",
    description: "New menus, new openings and stories from our kitchens.",
    image: blocks.Hero?.bg_image ?? null,
  });
  return { items: addPlaceholders(items), brands, hero: addPlaceholders(blocks.Hero), seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

/** The list's state lives in the URL; changing it needs no new data from the server. */
export const shouldRevalidate = revalidateOnlyOnNewPath;

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const states = useTranslations("states");
  const lang = useInterfaceLang();
  const { items, brands, hero } = loaderData;
  const [params] = useSearchParams();
  const query = parseNewsQuery(params);
  const list = applyNewsQuery(items, query);
  const count = visibleCount(query.page, list.length);
  const more = hasMore(query.page, list.length);

  const navigation = useNavigation();

  const writeListState = useListStateWriter(NEWS_QUERY_KEYS);
  const go = (next: NewsQuery) => writeListState(newsQueryString(next));
  const { loading, cancel } = useInfiniteScroll({
    // Never while another change of the list is on its way.
    enabled: more && navigation.state === "idle",
    count,
    onLoadMore: () => go({ ...query, page: query.page + 1 }),
  });
  /** A new filter starts at the top of the list, with one page. */
  const refilter = (next: NewsQuery) => {
    cancel();
    const head = document.getElementById(LIST_ID);
    if (head && head.getBoundingClientRect().top < 0) head.scrollIntoView({ block: "start" });
    go(next);
  };

  return (
    <>
      <PageHero hero={hero} fallbackTitle="News" eyebrow="Stories from our kitchens" />
      <section id={LIST_ID} className="container section news-list" aria-labelledby="news-list-title">
        <div className="news-list__head">
          <h2 id="news-list-title" className="news-list__title">
            Latest news
          </h2>
          <NewsFilter
            query={query}
            brands={brands}
            onSort={(sort) => refilter(changeSort(query, sort))}
            onBrand={(brand) => refilter(changeBrand(query, brand))}
          />
        </div>
        {list.length === 0 ? (
          <p className="news-list__empty" lang={lang}>
            {states("noNews")}
          </p>
        ) : (
          <>
            <ul className="news-grid" aria-label={`News, ${count} of ${list.length}`}>
              {list.slice(0, count).map((item, index) => (
                <li key={item.id}>
                  <NewsCard item={item} priority={index < 3} />
                </li>
              ))}
            </ul>
            <div className="news-list__foot" aria-live="polite">
              {more ? (
                loading ? (
                  <p className="news-list__loading">
                    <span className="spinner" aria-hidden="true" /> Loading more news…
                  </p>
                ) : (
                  // Visitors without JavaScript and crawlers page with a plain link.
                  <Link
                    className="button button--outline news-list__load-more"
                    to={newsQueryString({ ...query, page: query.page + 1 }) || "?"}
                    preventScrollReset
                    replace
                  >
                    Load more
                  </Link>
                )
              ) : (
                <p className="news-list__end" lang={lang}>
                  {states("noMoreNews")}
                </p>
              )}
            </div>
          </>
        )}
      </section>
      <ScrollToTop />
    </>
  );
}
