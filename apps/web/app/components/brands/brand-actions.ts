import { BOOK_ONLINE_BRAND_IDS, NULL_TEXT, ORDER_NOW_BRAND_IDS } from "@thalassa/contract/constants";

/** SPEC §2/§9: which button a brand card shows, by website id; null for the others. */
export function brandButtonLabel(id: number): "Book Online" | "Order now" | null {
  if ((BOOK_ONLINE_BRAND_IDS as readonly number[]).includes(id)) return "Book Online";
  if ((ORDER_NOW_BRAND_IDS as readonly number[]).includes(id)) return "Order now";
  return null;
}

/** A WhatsApp chat link for a number, or null when the CMS says "null" or gives nothing usable. */
export function whatsappLink(value: string | null | undefined): string | null {
  if (!value || value.trim() === NULL_TEXT) return null;
  const digits = value.replace(/\D/g, "");
  return digits.length >= 6 ? `https://wa.me/${digits}` : null;
}

/** A tel: link for a phone number as written. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
