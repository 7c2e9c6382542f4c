import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from "use-intl";
import { compiledCatalogue } from "./compiled-catalogue.server.ts";
import { type Locale, SITE_TIME_ZONE } from "./locales.ts";
import { requestLocale } from "./request-locale.server.ts";

/**
 * The catalogue of a language on the server, for text a loader writes into data (page titles,
 * breadcrumbs, structured data): the request's language unless one is given.
 */
export function serverTranslator<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(
  namespace: N,
  locale: Locale = requestLocale(),
) {
  return createTranslator({
    locale,
    // Compiled, as the pages format them: the build formats with the format-only runtime.
    messages: compiledCatalogue(locale),
    namespace,
    timeZone: SITE_TIME_ZONE,
  });
}
