import compile from "icu-minify/compile";
import type { Messages } from "use-intl";
import { catalogues } from "./catalogues.ts";
import type { Locale } from "./locales.ts";

/**
 * A catalogue compiled ahead of formatting (icu-minify): the browser formats it with use-intl's
 * small format-only runtime instead of shipping an ICU parser (the build aliases
 * `use-intl/format-message` to it, see vite.config.ts). Plain texts stay strings.
 */
function compileCatalogue(locale: Locale): Messages {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [namespace, texts] of Object.entries(catalogues[locale])) {
    const compiled: Record<string, unknown> = {};
    for (const [key, text] of Object.entries(texts as Record<string, string>)) compiled[key] = compile(text);
    out[namespace] = compiled;
  }
  return out as unknown as Messages;
}

const compiled = new Map<Locale, Messages>();

export function compiledCatalogue(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileCatalogue(locale);
    compiled.set(locale, messages);
  }
  return messages;
}
