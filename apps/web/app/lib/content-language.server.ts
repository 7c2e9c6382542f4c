import { DEFAULT_LOCALE } from "../i18n/locales.ts";
import { requestLocale } from "../i18n/request-locale.server.ts";

/**
 * A content read in the page's language (ADR 0039): on a Greek or Russian page the API answers
 * each item's published translation and names what is still English. The language is part of the
 * address, so the read cache keeps the languages apart; English reads keep their SPEC address.
 */
export function inPageLanguage(path: string, locale = requestLocale()): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;
}
