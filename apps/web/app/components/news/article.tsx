import type { ShownOn } from "@thalassa/contract/content-model";
import type { newsModel } from "@thalassa/contract/content-models";
import type { NewsItem } from "@thalassa/contract/entities";
import { useTranslations } from "use-intl";
import { useFieldLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { useFormats } from "../../i18n/use-formats.ts";
import { isoDateInSiteZone } from "../../lib/dates.ts";
import { ARTICLE_ANCHOR, articleHref } from "../../lib/news-neighbours.ts";
import { Breadcrumb } from "../breadcrumb/breadcrumb.tsx";
import { RichText } from "../content/rich-text.tsx";
import { Media, type MediaSource } from "../media/media.tsx";
import type { NewsCardView } from "./news-card.tsx";
import "./article.css";

/**
 * A story's page data: the fields the news model shows on the page (`shownOn: ["page"]`), its
 * text as safe HTML and its picture (news-views.server.ts builds it).
 */
export type ArticleView = Omit<Pick<NewsItem, ShownOn<typeof newsModel, "page">>, "images" | "description"> &
  Pick<NewsItem, "url"> & {
    image: MediaSource | null;
    html: { __html: string };
    untranslated: NewsCardView["untranslated"];
  };

type Neighbour = { url: string; title: string } | null;

/** SPEC §2 article: eyebrow, title, date, picture, text and the previous and next stories. */
export function Article({
  article,
  crumbs,
  previous,
  next,
}: {
  article: ArticleView;
  crumbs: { name: string; path: string; ui?: boolean }[];
  previous: Neighbour;
  next: Neighbour;
}) {
  const formats = useFormats();
  const t = useTranslations("news");
  const lang = formats.lang;
  const fieldLang = useFieldLang();
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
