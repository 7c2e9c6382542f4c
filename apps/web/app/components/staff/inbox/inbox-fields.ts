import { SITE_LOCALE } from "@thalassa/contract/constants";
import { humanise } from "../form/schema-shape.ts";
import { siteDateTime } from "../form/site-time.ts";
import { recordKey, staffRecordsEn } from "../text/staff-records-en.ts";
import { type StaffTranslate, translatorOf } from "../text/use-staff-text.tsx";

/*
 * How an inbox item's fields read to staff (ADR 0056): the API answers column-like names
 * (amount_minor, num_of_guests, website_id) so that its answers stay stable; these are the words
 * and formats a person reads instead: "Amount €50.00", "Number of guests", "Brand Kyma Beach", in
 * the staff interface's language (the `inboxFields` and `inboxValues` texts, ADR 0065).
 */

export type InboxValues = Record<string, unknown>;

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

/** A day the person asked for, as written (a date without a time has no zone to move it by). */
function calendarDay(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${value}T00:00:00Z`));
}

/** The catalogue's text for an API code, or null for a code it has no words for. */
function known(t: StaffTranslate, namespace: "inboxFields" | "inboxValues", code: string): string | null {
  const key = recordKey(code);
  return Object.hasOwn(staffRecordsEn[namespace], key) ? t(`${namespace}.${key}` as never) : null;
}

/** The staff interface's words and the locale it writes in (as `useStaffText()` gives them). */
export interface ReadingText {
  t: StaffTranslate;
  formatLocale: string;
}

/** English (en-GB), outside a staff frame. */
export const ENGLISH_READING: ReadingText = { t: translatorOf(null), formatLocale: SITE_LOCALE };

export function readableValue(
  key: string,
  value: unknown,
  item: InboxValues,
  text: ReadingText = ENGLISH_READING,
): string {
  const { t, formatLocale: locale } = text;
  if (value === null || value === undefined || value === "") return "—";
  if ((key === "amount_minor" || key === "total_minor") && typeof value === "number")
    return money(value, typeof item.currency === "string" ? item.currency : "EUR", locale);
  if (key === "status" && typeof value === "string" && "order_number" in item)
    return known(t, "inboxValues", value) ?? value;
  if (typeof value === "boolean") return t(value ? "inboxValues.yes" : "inboxValues.no");
  if (Array.isArray(value)) return value.map((one) => readableValue("", one, item, text)).join(", ");
  if (typeof value === "object") {
    // A brand or a job the item refers to: its name or title says which.
    const named = value as { name?: unknown; title?: unknown };
    if (typeof named.name === "string") return named.name;
    if (typeof named.title === "string") return named.title;
    return "—";
  }
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return calendarDay(value, locale);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)))
    return siteDateTime(value, locale);
  return String(value);
}

/** The item's details as label and readable value, in the API's order, without folded fields. */
export function readableDetails(
  item: InboxValues,
  skip: ReadonlySet<string>,
  text: ReadingText = ENGLISH_READING,
): [string, string, string][] {
  return Object.entries(item)
    .filter(([key]) => !skip.has(key) && !FOLDED.has(key))
    .map(([key, value]) => [
      key,
      known(text.t, "inboxFields", key) ?? humanise(key),
      readableValue(key, value, item, text),
    ]);
}
