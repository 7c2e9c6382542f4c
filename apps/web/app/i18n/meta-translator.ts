import { createTranslator, type Messages } from "use-intl";
import { type Locale, loadedCatalogue } from "./locales.ts";

/**
 * The page's catalogue in a route's `meta` (no hooks there): the one the root's loader data names,
 * which every page has (ADR 0035), at hand by then (ADR 0061).
 */
export function metaTranslator(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { locale: Locale; catalogue: string }
    | undefined;
  return createTranslator({
    locale: root?.locale ?? "en",
    messages: loadedCatalogue(root?.catalogue) ?? ({} as Messages),
  });
}
