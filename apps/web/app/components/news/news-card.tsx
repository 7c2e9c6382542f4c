import { TITLE_MAX_NEWS_LIST } from "@thalassa/contract/constants";
import { useTranslations } from "use-intl";
import { useFieldLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { useFormats } from "../../i18n/use-formats.ts";
import { isoDateInSiteZone } from "../../lib/dates.ts";
import { articleHref } from "../../lib/news-neighbours.ts";
import { truncateTitle } from "../../lib/text.ts";
import { CardMedia } from "../content/card-media.tsx";
import type { MediaSource } from "../media/media.tsx";

export interface NewsCardItem {
  id: number;
  url: string;
  title: string;
  created_at: string;
  brand: string | null;
  image: MediaSource | null;
  /** Fields still in English on a Greek or Russian page (ADR 0039). */
  untranslated?: readonly string[] | null;
}

/** One news item in the list: picture, brand, date and the title cut at 40 characters. */
export function NewsCard({ item, priority = false }: { item: NewsCardItem; priority?: boolean }) {
  const formats = useFormats();
  const t = useTranslations("news");
  const lang = useFieldLang();
  return (
    <article className="news-card">
      <CardMedia
        className="news-card__media"
        image={item.image}
        priority={priority}
        sizes="(min-width: 992px) 30vw, (min-width: 576px) 46vw, 92vw"
      />
      <div className="news-card__body">
        <p className="news-card__meta">
          <time dateTime={isoDateInSiteZone(item.created_at)} lang={formats.lang}>
            {formats.longDate(item.created_at)}
          </time>
          {item.brand ? <span className="news-card__brand">{item.brand}</span> : null}
        </p>
        <h2 className="news-card__title" lang={lang(item, "title")}>
          <Link to={articleHref(item.url)} className="news-card__link" title={item.title}>
            {truncateTitle(item.title, TITLE_MAX_NEWS_LIST)}
          </Link>
        </h2>
        <span className="news-card__more" aria-hidden="true" lang={formats.lang}>
          {t("readMore")}
        </span>
      </div>
    </article>
  );
}
