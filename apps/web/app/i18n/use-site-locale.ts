import { useLocale } from "use-intl";
import { pathInLocale } from "./locales.ts";

/** A site path in the page's language: `/news` on a Greek page is `/el/news`. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => pathInLocale(path, locale);
}
