import type { ReactNode } from "react";
import { useLocale } from "use-intl";
import { DEFAULT_LOCALE } from "./locales.ts";

/**
 * The page's content is English until it is translated (ADR 0035: per-language content fields are
 * the next step): on a Greek or Russian page it is marked `lang="en"`, so screen readers and search
 * engines read it as English. Interface parts inside it that are translated (modals, form pages)
 * mark their own language with `useInterfaceLang`.
 */
export function ContentLanguage({ children }: { children: ReactNode }) {
  const locale = useLocale();
  if (locale === DEFAULT_LOCALE) return children;
  return (
    <div lang={DEFAULT_LOCALE} className="content-language">
      {children}
    </div>
  );
}

/** The `lang` a translated part inside English content carries (none on English pages). */
export function useInterfaceLang(): string | undefined {
  const locale = useLocale();
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/**
 * A content block in the language the API answered it in (ADR 0039): its own language when it is
 * translated, "en" when a Greek or Russian page falls back to the English. Nothing on English pages.
 */
export function InLanguage({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  if (!lang) return children;
  return (
    <div lang={lang} className="content-language">
      {children}
    </div>
  );
}

/**
 * The `lang` of one field of an item read in the page's language: "en" for a field the item names
 * as still English, the page's language for a translated one, none on English pages. The field is
 * one the item's `untranslated` can name: a view typed from its model (`TranslatableName`) takes
 * only the model's translatable fields.
 */
export function fieldLang<F extends string>(
  item: { untranslated?: readonly F[] | null },
  field: NoInfer<F>,
  locale: string,
): string | undefined {
  if (locale === DEFAULT_LOCALE || !item.untranslated) return undefined;
  return item.untranslated.includes(field) ? DEFAULT_LOCALE : locale;
}

/** fieldLang with the page's language. */
export function useFieldLang() {
  const locale = useLocale();
  return <F extends string>(item: { untranslated?: readonly F[] | null }, field: NoInfer<F>) =>
    fieldLang(item, field, locale);
}
