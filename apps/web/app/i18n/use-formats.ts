import { GIFT_CARD_CURRENCY } from "@thalassa/contract/constants";
import { useLocale } from "use-intl";
import { formatDateBadge, formatEventDates, formatLongDate, intlLocale } from "../lib/dates.ts";
import { useInterfaceLang } from "./content-language.tsx";

const money = new Map<string, Intl.NumberFormat>();

/** A price in euros as the language writes it: "€25.00", "25,00 €", "25,00 €". */
export function formatPrice(amount: number, locale: string): string {
  let format = money.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: GIFT_CARD_CURRENCY });
    money.set(locale, format);
  }
  return format.format(amount);
}

/**
 * Dates and prices in the page's language, on Cyprus time; `lang` marks them where they stand in
 * content that is still English.
 */
export function useFormats() {
  const locale = intlLocale(useLocale());
  return {
    lang: useInterfaceLang(),
    longDate: (value: string) => formatLongDate(value, locale),
    eventDates: (first: string, last: string) => formatEventDates(first, last, locale),
    dateBadge: (value: string) => formatDateBadge(value, locale),
    price: (amount: number) => formatPrice(amount, locale),
  };
}
