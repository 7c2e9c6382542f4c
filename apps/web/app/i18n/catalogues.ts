import type { Locale } from "./locales.ts";
import { el } from "./messages/el.ts";
import { type Catalogue, en } from "./messages/en.ts";
import { ru } from "./messages/ru.ts";

/**
 * The catalogues by language, as written (ICU text). Used on the server only: a browser gets its
 * page's one catalogue, compiled, from the root loader (ADR 0035).
 */
export const catalogues: Record<Locale, Catalogue> = { en, el, ru };
