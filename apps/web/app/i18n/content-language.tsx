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
