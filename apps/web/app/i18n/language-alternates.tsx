import {
  isSharedPath,
  LOCALES,
  type Locale,
  OG_LOCALES,
  pathInLocale,
  pathWithoutLocale,
} from "./locales.ts";

/** Every language's address of a page, and `x-default` (the English one, unprefixed). */
export function languageAlternates(
  origin: string,
  pathname: string,
  languages: readonly string[] = LOCALES,
): { hrefLang: string; href: string }[] {
  if (isSharedPath(pathname)) return [];
  const english = pathWithoutLocale(pathname);
  const href = (locale: Locale) => new URL(pathInLocale(english, locale), origin).toString();
  return [
    ...LOCALES.filter((locale) => languages.includes(locale)).map((locale) => ({
      hrefLang: locale,
      href: href(locale),
    })),
    { hrefLang: "x-default", href: href("en") },
  ];
}

/**
 * The head's language facts for every page (ADR 0035): `hreflang` alternates with `x-default`, and
 * Open Graph's locale with the other languages as alternates. Canonical stays the route's (seo.ts).
 */
export function LanguageAlternates({
  origin,
  pathname,
  locale,
  languages,
}: {
  origin: string;
  pathname: string;
  locale: Locale;
  /** The languages the page exists in, when its route says not all (seo.languages). */
  languages?: readonly string[];
}) {
  return (
    <>
      {languageAlternates(origin, pathname, languages).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
      ))}
    </>
  );
}
