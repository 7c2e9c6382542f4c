import { GIFT_CARD_CURRENCY } from "@thalassa/contract/constants";

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: GIFT_CARD_CURRENCY });

/** amount × quantity as shown next to the form, or null while either is not a valid entry. */
export function formatGiftCardTotal(amount: string, quantity: string): string | null {
  const a = amount.trim();
  const q = quantity.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(a) || !/^\d+$/.test(q)) return null;
  const [whole = "0", fraction = ""] = a.split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents < 100 || Number(q) < 1) return null;
  return money.format((cents * Number(q)) / 100);
}
