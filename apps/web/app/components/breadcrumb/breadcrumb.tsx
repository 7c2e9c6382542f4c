import { useTranslations } from "use-intl";
import { useInterfaceLang } from "../../i18n/content-language.tsx";
import { Link } from "../../i18n/site-link.tsx";
import "./breadcrumb.css";

export interface Crumb {
  name: string;
  path: string;
  /** The crumb is interface text (a page's own name), not content: it carries the page's language. */
  ui?: boolean;
  /**
   * A content crumb's own language (an item's name read in the page's language, or English where
   * it is not translated yet): the page's content wrapper is English, so a translated name says so.
   */
  lang?: string;
}

/** A breadcrumb trail; the last crumb is the current page. Pair it with breadcrumbJsonLd(). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useTranslations("layout");
  const lang = useInterfaceLang();
  return (
    <nav className="breadcrumb" aria-label={t("breadcrumb")}>
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.path}>
              <span aria-current="page" lang={item.ui ? lang : item.lang}>
                {item.name}
              </span>
            </li>
          ) : (
            <li key={item.path}>
              <Link to={item.path} lang={item.ui ? lang : item.lang}>
                {item.name}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
