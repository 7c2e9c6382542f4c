import { loadErrorMessage } from "@thalassa/contract/messages";
import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { Article } from "../components/news/article.tsx";
import { newsPageView, newsSeoInput } from "../components/news/news-views.server.ts";
import { fieldLang, useInterfaceLang } from "../i18n/content-language.tsx";
import { redirectInLocale, requestLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { Link } from "../i18n/site-link.tsx";
import { getNewsArticle, getNewsMeta, getSettings } from "../lib/api.server.ts";
import { loadErrorText } from "../lib/load-error.ts";
import { siteLog } from "../lib/log.server.ts";
import { ARTICLE_ANCHOR } from "../lib/news-neighbours.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { breadcrumbJsonLd, compact, newsArticleJsonLd } from "../lib/structured-data.server.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/news-article";

export const handle = { header: "solid", islands: true };

export async function loader({ params }: Route.LoaderArgs) {
  let found: Awaited<ReturnType<typeof getNewsArticle>>;
  let settings: Awaited<ReturnType<typeof getSettings>>;
  try {
    // The story and its pager's neighbours only, however many stories there are (ADR 0057).
    [found, settings] = await Promise.all([getNewsArticle(params.id), getSettings()]);
  } catch (error) {
    siteLog().error({ err: error }, "news could not be loaded");
    // SPEC §8: a load error is shown on the page as 'Error: {message}'.
    return data({ error: loadErrorMessage(loadErrorText(error)) } as const, { status: 503 });
  }
  // SPEC §2: an unknown url leads back to the list.
  if (!found) throw redirectInLocale("/news");
  const { data: article, previous, next } = found;
  const crumbs = [
    { name: serverTranslator("pages")("home"), path: "/", ui: true },
    { name: serverTranslator("nav")("news"), path: "/news", ui: true },
    { name: article.title, path: `/news/${article.url}`, lang: fieldLang(article, "title", requestLocale()) },
  ];
  const meta = await getNewsMeta(article.url).catch(() => null);
  const seo = await buildSeo({
    ...newsSeoInput(article, meta),
    untranslated: fieldLang(article, "title", requestLocale()) === "en",
    jsonLd: [compact(newsArticleJsonLd(article, settings)), breadcrumbJsonLd(crumbs)],
  });
  return {
    error: null,
    seo,
    crumbs,
    article: newsPageView(article),
    previous,
    next,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.error !== null) return [{ title: "News" }];
  return metaTags(loaderData.seo);
}

/** SPEC §2: articles are linked as /news/{id}#latest-new and the page scrolls to that anchor. */
function useScrollToAnchor(key: string) {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when the article changes
  useEffect(() => {
    if (location.hash !== `#${ARTICLE_ANCHOR}`) return;
    document.getElementById(ARTICLE_ANCHOR)?.scrollIntoView({ block: "start" });
  }, [location.hash, key]);
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("news");
  const lang = useInterfaceLang();
  useScrollToAnchor(loaderData.error === null ? loaderData.article.url : "");
  if (loaderData.error !== null) {
    return (
      <section className="container section article-error">
        <p role="alert">{loaderData.error}</p>
        <Link className="button button--outline" to="/news" lang={lang}>
          {t("backToNews")}
        </Link>
      </section>
    );
  }
  const { article, crumbs, previous, next } = loaderData;
  return <Article article={article} crumbs={crumbs} previous={previous} next={next} />;
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
