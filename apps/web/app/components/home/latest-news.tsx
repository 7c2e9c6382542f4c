import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { NewsCard, type NewsCardView } from "../news/news-card.tsx";
import "./home.css";
import { SectionTitle } from "../content/section-title.tsx";

/** SPEC §2 latest news: the two newest items, titles cut at 60 characters. */
export function LatestNews({ items }: { items: NewsCardView[] }) {
  const t = useTranslations("home");
  const lang = useInterfaceLang();
  if (!items.length) return null;
  return (
    <section className="latest-news" data-lazy-layout="" aria-labelledby="latest-news-title">
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
            <NewsCard key={item.id} item={item} variant="home" />
          ))}
        </ul>
      </div>
    </section>
  );
}
