import { NULL_TEXT } from "@thalassa/contract/constants";
import type { Website } from "@thalassa/contract/entities";

export interface BrandAction {
  /** Which button: its words come from the page's catalogue (brands.book, brands.order). */
  kind: "book" | "order";
  href: string;
}

const usable = (url: string | null | undefined) =>
  url && url.trim() !== NULL_TEXT && /^https?:\/\//.test(url.trim()) ? url.trim() : null;

/**
 * The buttons a brand shows (ADR 0036): "Book Online" when staff gave it a booking address (a
 * booking provider's widget page, opened in a new tab), "Order now" when they gave an ordering one.
 */
export function brandActions(brand: Pick<Website, "book_online_url" | "order_now_url">): BrandAction[] {
  const actions: BrandAction[] = [];
  const book = usable(brand.book_online_url);
  const order = usable(brand.order_now_url);
  if (book) actions.push({ kind: "book", href: book });
  if (order) actions.push({ kind: "order", href: order });
  return actions;
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
