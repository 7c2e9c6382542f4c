import { Link, useLocation } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { LANGUAGE_CODES, LANGUAGE_NAMES, LOCALES, type Locale, pathInLocale } from "../../i18n/locales.ts";
import { rememberLanguage } from "./language-cookie.ts";
import "./language.css";

/**
 * The same page in each language (ADR 0035): plain links, so it works before scripts run; each
 * language is named in its own name and marked with its `lang`, the current one `aria-current`.
 * The header shows each language's code as its readers write it ("ΕΛ"); the phone menu, which has
 * room, shows the names.
 */
export function LanguageSwitcher({ className, names = false }: { className?: string; names?: boolean }) {
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
              {names ? (
                LANGUAGE_NAMES[locale]
              ) : (
                <>
                  {LANGUAGE_CODES[locale]}
                  <span className="visually-hidden language-switcher__name"> {LANGUAGE_NAMES[locale]}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
