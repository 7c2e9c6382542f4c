import { TITLE_MAX_HOME, TITLE_MAX_NEWS_LIST } from "@thalassa/contract/constants";
import type { ShownOn, TranslatableName } from "@thalassa/contract/content-model";
import type { newsModel } from "@thalassa/contract/content-models";
import type { NewsItem } from "@thalassa/contract/entities";
import { useTranslations } from "use-intl";
import { useFieldLang, useInterfaceLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import { useFormats } from "../../i18n/use-formats.ts";
import { isoDateInSiteZone } from "../../lib/dates.ts";
import { articleHref } from "../../lib/news-neighbours.ts";
import { truncateTitle } from "../../lib/text.ts";
import { CardMedia } from "../content/card-media.tsx";
import { Reveal } from "../content/reveal.tsx";
import type { MediaSource } from "../media/media.tsx";

/**
 * A story's card data: the fields the news model shows on a card (`shownOn: ["card"]`), as the
 * public item has them, with its picture and brand made ready (news-views.server.ts builds it).
 */
export type NewsCardView = Omit<Pick<NewsItem, ShownOn<typeof newsModel, "card">>, "images" | "website"> &
  Pick<NewsItem, "id" | "url"> & {
    image: MediaSource | null;
    /** The brand's name, none for the group's own stories. */
    brand: string | null;
    /** The opening words of the story, on the home page's cards. */
    excerpt?: string;
    /** Fields still in English on a Greek or Russian page (ADR 0039). */
    untranslated?: readonly TranslatableName<typeof newsModel>[] | null;
  };

/**
 * A story as a card, wherever one is shown: in the news list (picture, date, brand, the title cut
 * at 40 characters, the title's link stretched over the card) and in the home page's latest news
 * (the whole card a link, the title cut at 60, the opening words).
 */
export function NewsCard({
  item,
  variant = "list",
  priority = false,
}: {
  item: NewsCardView;
  variant?: "list" | "home";
  priority?: boolean;
}) {
  const formats = useFormats();
  const t = useTranslations("news");
  const interfaceLang = useInterfaceLang();
  const lang = useFieldLang();
  const more = (
    <span
      className="news-card__more"
      aria-hidden="true"
      lang={variant === "home" ? interfaceLang : formats.lang}
    >
      {variant === "home" ? `${t("readMore")} →` : t("readMore")}
    </span>
  );
  // The card's text under its title, the same in both layouts: a field the card adds goes here.
  const text = (
    <>
      {item.excerpt !== undefined ? (
        <p className="news-card__excerpt" lang={lang(item, "description")}>
          {item.excerpt}
        </p>
      ) : null}
    </>
  );
  if (variant === "home")
    return (
      <Reveal as="li" className="news-card">
        <Link to={articleHref(item.url)} className="news-card__link">
          <CardMedia className="news-card__media" image={item.image} sizes="(max-width: 767px) 100vw, 50vw" />
          <div className="news-card__body">
            <time className="news-card__date" dateTime={item.created_at} lang={formats.lang}>
              {formats.longDate(item.created_at)}
            </time>
            <h3 className="news-card__title" title={item.title} lang={lang(item, "title")}>
              {truncateTitle(item.title, TITLE_MAX_HOME)}
            </h3>
            {text}
            {more}
          </div>
        </Link>
      </Reveal>
    );
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
        {text}
        {more}
      </div>
    </article>
  );
}
