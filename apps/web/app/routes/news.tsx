import { useNavigation, useSearchParams } from "react-router";
import { PageHero } from "../components/content/page-hero.tsx";
import { NewsCard } from "../components/news/news-card.tsx";
import { NewsFilter } from "../components/news/news-filter.tsx";
import { newsCardView } from "../components/news/news-views.server.ts";
import { ScrollToTop } from "../components/news/scroll-to-top.tsx";
import { useInfiniteScroll } from "../components/news/use-infinite-scroll.ts";
import { Link } from "../i18n/site-link.tsx";
import "../components/news/news.css";
import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../i18n/content-language.tsx";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getNewsList, getPageBlocks, getWebsites } from "../lib/api.server.ts";
import { brandsWithItems } from "../lib/events-list.ts";
import {
  changeBrand,
  changeSort,
  hasMore,
  NEWS_QUERY_KEYS,
  type NewsQuery,
  newsListRequest,
  newsQueryString,
  parseNewsQuery,
} from "../lib/news-list.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { useListStateWriter } from "../lib/url-list-state.ts";
import { revalidateOnNewListState } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/news";

export const handle = { header: "overlay" };

const LIST_ID = "news-list";

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseNewsQuery(new URL(request.url).searchParams);
  const title = serverTranslator("nav")("news");
  const [list, websites, blocks] = await Promise.all([
    getNewsList(newsListRequest(query)),
    getWebsites(),
    getPageBlocks("news"),
  ]);
  const names = new Map(websites.map((w) => [w.id, w.name]));
  // Only the stories on screen travel: the API sorts, filters and cuts the list from the address,
  // so the page weighs the same with thirty stories or five thousand.
  const items = list.data.map((n) =>
    newsCardView(n, {
      brandName: (website) => (website && website.id !== 1 ? (names.get(website.id) ?? null) : null),
    }),
  );
  const brands = brandsWithItems(websites, list.websites);
  const seo = await buildSeo({
    path: "/news",
    title,
    description: serverTranslator("pages")("newsDescription"),
    image: blocks.Hero?.bg_image ?? null,
  });
  return {
    title,
    items,
    total: list.total,
    brands,
    hero: addPlaceholders(blocks.Hero),
    seo,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

/** The list's state lives in the URL and the server pages it: a change of sort, brand or page
 * asks for the stories it shows; anything else in the query (a modal) needs no new data. */
export const shouldRevalidate = revalidateOnNewListState(NEWS_QUERY_KEYS);

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const states = useTranslations("states");
  const pages = useTranslations("pages");
  const lists = useTranslations("lists");
  const lang = useInterfaceLang();
  const { items, total, brands, hero } = loaderData;
  const [params] = useSearchParams();
  const query = parseNewsQuery(params);
  const count = items.length;
  const more = hasMore(query.page, total);

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
      <PageHero hero={hero} fallbackTitle={loaderData.title} eyebrow={pages("newsEyebrow")} />
      <section id={LIST_ID} className="container section news-list" aria-labelledby="news-list-title">
        <div className="news-list__head">
          <h2 id="news-list-title" className="news-list__title" lang={lang}>
            {lists("latestNews")}
          </h2>
          <NewsFilter
            query={query}
            brands={brands}
            onSort={(sort) => refilter(changeSort(query, sort))}
            onBrand={(brand) => refilter(changeBrand(query, brand))}
          />
        </div>
        {items.length === 0 ? (
          <p className="news-list__empty" lang={lang}>
            {states("noNews")}
          </p>
        ) : (
          <>
            <ul
              className="news-grid"
              aria-label={lists("newsCount", { count: String(count), total: String(total) })}
            >
              {items.map((item, index) => (
                <li key={item.id}>
                  <NewsCard item={item} priority={index < 3} />
                </li>
              ))}
            </ul>
            <div className="news-list__foot" aria-live="polite">
              {more ? (
                loading ? (
                  <p className="news-list__loading" lang={lang}>
                    <span className="spinner" aria-hidden="true" /> {lists("loadingMoreNews")}
                  </p>
                ) : (
                  // Visitors without JavaScript and crawlers page with a plain link.
                  <Link
                    className="button button--outline news-list__load-more"
                    to={newsQueryString({ ...query, page: query.page + 1 }) || "?"}
                    preventScrollReset
                    replace
                    lang={lang}
                  >
                    {lists("loadMore")}
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
