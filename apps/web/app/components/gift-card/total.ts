import { SITE_LOCALE } from "@thalassa/contract/constants";
import { formatPrice } from "../../i18n/use-formats.ts";

/**
 * amount × quantity as shown next to the form, in the page's language (an Intl locale), or null while
 * either is not a valid entry.
 */
export function formatGiftCardTotal(amount: string, quantity: string, locale = SITE_LOCALE): string | null {
  const a = amount.trim();
  const q = quantity.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(a) || !/^\d+$/.test(q)) return null;
  const [whole = "0", fraction = ""] = a.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents < 100 || Number(q) < 1) return null;
  return formatPrice((cents * Number(q)) / 100, locale);
}
