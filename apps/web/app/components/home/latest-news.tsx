import { TITLE_MAX_HOME } from "@thalassa/contract/constants";
import { useTranslations } from "use-intl";
import { useFieldLang, useInterfaceLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { useFormats } from "../../i18n/use-formats.ts";
import { truncateTitle } from "../../lib/text.ts";
import { Reveal } from "../content/reveal.tsx";
import { Media, type MediaSource } from "../media/media.tsx";
import "./home.css";
import { SectionTitle } from "../content/section-title.tsx";

export interface NewsCardView {
  id: number;
  url: string;
  title: string;
  excerpt: string;
  created_at: string;
  image: MediaSource | null;
  /** Fields still in English on a Greek or Russian page (ADR 0039). */
  untranslated?: readonly string[] | null;
}

/** SPEC §2 latest news: the two newest items, titles cut at 60 characters. */
export function LatestNews({ items }: { items: NewsCardView[] }) {
  const t = useTranslations("home");
  const news = useTranslations("news");
  const lang = useInterfaceLang();
  const formats = useFormats();
  const fieldLang = useFieldLang();
  if (!items.length) return null;
  return (
    <section className="latest-news" aria-labelledby="latest-news-title">
      <div className="container">
        <div className="latest-news__head">
          <div>
            <SectionTitle id="latest-news-title" eyebrow={t("latestNews")} title={t("fromOurKitchens")} />
          </div>
          <Link to="/news" className="button button--outline" lang={lang}>
            {t("allNews")}
          </Link>
        </div>
        <ul className="latest-news__list">
          {items.map((item) => (
            <Reveal as="li" key={item.id} className="news-card">
              <Link to={`/news/${item.url}#latest-new`} className="news-card__link">
                <div className="news-card__media">
                  {item.image ? (
                    <Media media={item.image} fill sizes="(max-width: 767px) 100vw, 50vw" alt="" />
                  ) : null}
                </div>
                <div className="news-card__body">
                  <time className="news-card__date" dateTime={item.created_at} lang={formats.lang}>
                    {formats.longDate(item.created_at)}
                  </time>
                  <h3 className="news-card__title" title={item.title} lang={fieldLang(item, "title")}>
                    {truncateTitle(item.title, TITLE_MAX_HOME)}
                  </h3>
                  <p className="news-card__excerpt" lang={fieldLang(item, "description")}>
                    {item.excerpt}
                  </p>
                  <span className="news-card__more" aria-hidden="true" lang={lang}>
                    {news("readMore")} →
                  </span>
                </div>
              </Link>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
