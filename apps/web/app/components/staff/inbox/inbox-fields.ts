import { SITE_LOCALE } from "@thalassa/contract/constants";
import { staffGiftCardStatusLabels } from "@thalassa/contract/staff";
import { humanise } from "../form/schema-shape.ts";
import { siteDateTime } from "../form/site-time.ts";

/*
 * How an inbox item's fields read to staff (ADR 0056): the API answers column-like names
 * (amount_minor, num_of_guests, website_id) so that its answers stay stable; these are the words
 * and formats a person reads instead: "Amount €50.00", "Number of guests", "Brand Kyma Beach".
 */

export type InboxValues = Record<string, unknown>;

/** Field → label, where humanise(key) would not be what a person says. */
const LABELS: Record<string, string> = {
  num_of_guests: "Number of guests",
  required_date: "Date wanted",
  additional_notes: "Notes",
  utm_source: "Came through (campaign)",
  website: "Brand",
  order_number: "Order number",
  amount_minor: "Amount per card",
  total_minor: "Total",
  paid_at: "Paid on",
  updated_at: "Last changed",
  confirmed_at: "Confirmed on",
  unsubscribed_at: "Unsubscribed on",
  job: "Job",
};

/** Fields whose value another field already shows (the currency is in every amount). */
const FOLDED = new Set(["website_id", "currency"]);

/** Minor units (cents) as money: 5000 EUR → "€50.00" ("50,00 €" in el-CY). */
export function money(minor: number, currency: string, locale: string = SITE_LOCALE): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

const calendarDay = new Intl.DateTimeFormat(SITE_LOCALE, {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function readableValue(key: string, value: unknown, item: InboxValues): string {
  if (value === null || value === undefined || value === "") return "—";
  if ((key === "amount_minor" || key === "total_minor") && typeof value === "number")
    return money(value, typeof item.currency === "string" ? item.currency : "EUR");
  if (key === "status" && typeof value === "string" && "order_number" in item)
    return staffGiftCardStatusLabels[value] ?? value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map((one) => readableValue("", one, item)).join(", ");
  if (typeof value === "object") {
    // A brand or a job the item refers to: its name or title says which.
    const named = value as { name?: unknown; title?: unknown };
    if (typeof named.name === "string") return named.name;
    if (typeof named.title === "string") return named.title;
    return "—";
  }
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return calendarDay.format(new Date(`${value}T00:00:00Z`));
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)))
    return siteDateTime(value);
  return String(value);
}

/** The item's details as label and readable value, in the API's order, without folded fields. */
export function readableDetails(item: InboxValues, skip: ReadonlySet<string>): [string, string, string][] {
  return Object.entries(item)
    .filter(([key]) => !skip.has(key) && !FOLDED.has(key))
    .map(([key, value]) => [key, LABELS[key] ?? humanise(key), readableValue(key, value, item)]);
}
