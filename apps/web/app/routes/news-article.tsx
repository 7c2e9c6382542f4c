import { loadErrorMessage } from "@thalassa/contract/messages";
import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { Breadcrumb } from "../components/breadcrumb/breadcrumb.tsx";
import { RichText } from "../components/content/rich-text.tsx";
import { Media } from "../components/media/media.tsx";
import { useFieldLang } from "../i18n/content-language.tsx";
import { redirectInLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { Link } from "../i18n/site-link.tsx";
import "../components/news/article.css";
import { useFormats } from "../i18n/use-formats.ts";
import { getNews, getNewsMeta, getSettings } from "../lib/api.server.ts";
import { isoDateInSiteZone } from "../lib/dates.ts";
import { loadErrorText } from "../lib/load-error.ts";
import { siteLog } from "../lib/log.server.ts";
import { ARTICLE_ANCHOR, articleHref, newsNeighbours } from "../lib/news-neighbours.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { safeHtml } from "../lib/sanitize.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { breadcrumbJsonLd, compact, newsArticleJsonLd } from "../lib/structured-data.server.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/news-article";

export const handle = { header: "solid" };

export async function loader({ params }: Route.LoaderArgs) {
  let news: Awaited<ReturnType<typeof getNews>>;
  let settings: Awaited<ReturnType<typeof getSettings>>;
  try {
    [news, settings] = await Promise.all([getNews(), getSettings()]);
  } catch (error) {
    siteLog().error({ err: error }, "news could not be loaded");
    // SPEC §8: a load error is shown on the page as 'Error: {message}'.
    return data({ error: loadErrorMessage(loadErrorText(error)) } as const, { status: 503 });
  }
  const article = news.find((n) => n.url === params.id);
  // SPEC §2: an unknown url leads back to the list.
  if (!article) throw redirectInLocale("/news");
  const neighbours = newsNeighbours(news, article.url);
  const crumbs = [
    { name: serverTranslator("pages")("home"), path: "/", ui: true },
    { name: serverTranslator("nav")("news"), path: "/news", ui: true },
    { name: article.title, path: `/news/${article.url}` },
  ];
  const meta = await getNewsMeta(article.url).catch(() => null);
  const seo = await buildSeo({
    path: `/news/${article.url}`,
    title: article.title,
    description: article.description,
    image: article.images.large ?? article.images.small ?? null,
    type: "article",
    meta,
    jsonLd: [compact(newsArticleJsonLd(article, settings)), breadcrumbJsonLd(crumbs)],
  });
  return {
    error: null,
    seo,
    crumbs,
    article: {
      url: article.url,
      title: article.title,
      created_at: article.created_at,
      image: addPlaceholders(article.images.large ?? article.images.small ?? null),
      html: safeHtml(article.description),
      untranslated: article.untranslated ?? null,
    },
    previous: neighbours ? { url: neighbours.previous.url, title: neighbours.previous.title } : null,
    next: neighbours ? { url: neighbours.next.url, title: neighbours.next.title } : null,
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
  const formats = useFormats();
  const t = useTranslations("news");
  const lang = formats.lang;
  const fieldLang = useFieldLang();
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
  return (
    <article className="article" id={ARTICLE_ANCHOR}>
      <div className="container article__head">
        <Breadcrumb items={crumbs} />
        <p className="eyebrow article__eyebrow" lang={lang}>
          {t("eyebrow")}
        </p>
        <h1 className="article__title" lang={fieldLang(article, "title")}>
          {article.title}
        </h1>
        <p className="article__date">
          <time dateTime={isoDateInSiteZone(article.created_at)} lang={formats.lang}>
            {formats.longDate(article.created_at)}
          </time>
        </p>
      </div>
      {article.image ? (
        <div className="container article__figure">
          <div className="article__frame">
            <Media
              media={article.image}
              fill
              priority
              sizes="(min-width: 1240px) 1160px, 94vw"
              alt={article.image.alt}
            />
          </div>
        </div>
      ) : null}
      <RichText html={article.html} className="article__body" lang={fieldLang(article, "description")} />
      {previous && next ? (
        <nav className="container article__pager" aria-label={t("moreNews")}>
          <Link className="article__pager-link article__pager-link--prev" to={articleHref(previous.url)}>
            <span className="article__pager-label" lang={lang}>
              {t("previousArticle")}
            </span>
            <span className="article__pager-title">{previous.title}</span>
          </Link>
          <Link className="article__pager-link article__pager-link--next" to={articleHref(next.url)}>
            <span className="article__pager-label" lang={lang}>
              {t("nextArticle")}
            </span>
            <span className="article__pager-title">{next.title}</span>
          </Link>
        </nav>
      ) : null}
    </article>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
