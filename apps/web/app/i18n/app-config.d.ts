import type { Locale } from "./locales.ts";
import type { en } from "./messages/en.ts";

/** use-intl's keys and arguments are checked against the English catalogue. */
declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
