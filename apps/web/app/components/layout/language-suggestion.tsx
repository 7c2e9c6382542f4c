import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale, pathInLocale } from "../../i18n/locales.ts";
import { rememberedLanguage, rememberLanguage } from "./language-cookie.ts";

type Suggestions = Record<Locale, { suggestion: string; suggestionLink: string; dismiss: string }>;

/** The visitor's first preferred language the site has, from the browser's list (Accept-Language). */
function preferredLanguage(): Locale | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === DEFAULT_LOCALE) return null;
    const found = LOCALES.find((locale) => locale === base);
    if (found) return found;
  }
  return null;
}

/**
 * On the English home page, a notice offering the visitor's own language (or the one they chose
 * before), in that language: never a redirect. Decided in the browser after hydration, so the
 * shared page is the same for everyone; dismissing it remembers English.
 */
export function LanguageSuggestion({ suggestions }: { suggestions: Suggestions }) {
  const { pathname } = useLocation();
  const [suggested, setSuggested] = useState<Locale | null>(null);
  const onHome = pathname === "/";

  useEffect(() => {
    if (!onHome) return setSuggested(null);
    const remembered = rememberedLanguage();
    const locale = remembered ?? preferredLanguage();
    setSuggested(locale && locale !== DEFAULT_LOCALE ? locale : null);
  }, [onHome]);

  if (!suggested) return null;
  return <Notice suggested={suggested} text={suggestions[suggested]} onDismiss={() => setSuggested(null)} />;
}

function Notice({
  suggested,
  text,
  onDismiss,
}: {
  suggested: Locale;
  text: Suggestions[Locale];
  onDismiss: () => void;
}) {
  return (
    <aside className="language-suggestion" lang={suggested} aria-label={LANGUAGE_NAMES[suggested]}>
      <p>{text.suggestion}</p>
      <div className="language-suggestion__actions">
        <Link
          to={pathInLocale("/", suggested)}
          hrefLang={suggested}
          className="button button--light"
          onClick={() => rememberLanguage(suggested)}
        >
          {text.suggestionLink}
        </Link>
        <button
          type="button"
          className="button button--outline"
          onClick={() => {
            rememberLanguage(DEFAULT_LOCALE);
            onDismiss();
          }}
        >
          {text.dismiss}
        </button>
      </div>
    </aside>
  );
}
