import { Link, useLocation } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { LANGUAGE_NAMES, LOCALES, type Locale, pathInLocale } from "../../i18n/locales.ts";
import { rememberLanguage } from "./language-cookie.ts";
import "./language.css";

/**
 * The same page in each language (ADR 0035): plain links, so it works before scripts run; each
 * language is named in its own name and marked with its `lang`, the current one `aria-current`.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations("language");
  const current = useLocale();
  const { pathname, search } = useLocation();
  return (
    <nav className={`language-switcher ${className ?? ""}`} aria-label={t("switcherLabel")}>
      <ul>
        {LOCALES.map((locale: Locale) => (
          <li key={locale}>
            <Link
              to={pathInLocale(`${pathname}${search}`, locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? "true" : undefined}
              onClick={() => rememberLanguage(locale)}
            >
              {locale.toUpperCase()}
              <span className="visually-hidden language-switcher__name"> {LANGUAGE_NAMES[locale]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
