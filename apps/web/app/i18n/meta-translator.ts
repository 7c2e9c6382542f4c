import { createTranslator, type Messages } from "use-intl";
import type { Locale } from "./locales.ts";

/**
 * The page's catalogue in a route's `meta` (no hooks there): read from the root's loader data,
 * which every page has (ADR 0035).
 */
export function metaTranslator(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { locale: Locale; messages: Messages }
    | undefined;
  return createTranslator({ locale: root?.locale ?? "en", messages: root?.messages ?? ({} as Messages) });
}
