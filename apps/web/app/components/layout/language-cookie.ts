import { isLocale, LANGUAGE_COOKIE, type Locale } from "../../i18n/locales.ts";

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The visitor's choice of language, kept in the browser: the server never reads it, so it cannot
 * change a shared page (ADR 0013); it only decides whether the home page suggests a language.
 */
export function rememberLanguage(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a one-value preference set from the browser
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
}

export function rememberedLanguage(): Locale | null {
  const value = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLocale(value) ? value : null;
}
