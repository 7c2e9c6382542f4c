import { siteWallTime } from "@thalassa/contract/site-time";
import { type StaffInboxKind, staffGiftCardStatusLabels } from "@thalassa/contract/staff";
import { csvDocument, moneyCell } from "./csv.ts";

type Item = { id: number } & Record<string, unknown>;
type Cell = string | number | null;

/** A text field of an item, or an empty cell. */
const text = (item: Item, key: string): Cell => {
  const value = item[key];
  return typeof value === "string" || typeof value === "number" ? value : null;
};

/** A stored ISO time as "2026-11-28 18:06", Cyprus time. */
const localTime = (value: unknown): Cell =>
  typeof value === "string" && value ? siteWallTime(new Date(value)) : null;

const brandName = (item: Item): Cell => {
  const brand = item.website as { name?: unknown } | undefined;
  return typeof brand?.name === "string" ? brand.name : null;
};

const handledColumns = ["Status", "Handled by", "Handled at (Cyprus time)"] as const;
function handledCells(item: Item): Cell[] {
  const mark = item.handled as { at?: string; by?: string | null } | null | undefined;
  return mark ? ["Handled", mark.by ?? null, localTime(mark.at)] : ["New", null, null];
}

const layouts: Partial<Record<StaffInboxKind, { headers: string[]; row: (item: Item) => Cell[] }>> = {
  catering: {
    headers: [
      "Received (Cyprus time)",
      "Brand",
      "Name",
      "E-mail",
      "Phone",
      "Occasion",
      "Date wanted",
      "Guests",
      "Location",
      "Notes",
      "Came from",
      ...handledColumns,
    ],
    row: (item) => [
      localTime(item.created_at),
      brandName(item),
      text(item, "name"),
      text(item, "email"),
      text(item, "phone"),
      text(item, "occasion"),
      text(item, "required_date"),
      text(item, "num_of_guests"),
      text(item, "location"),
      text(item, "additional_notes"),
      text(item, "utm_source"),
      ...handledCells(item),
    ],
  },
  "gift-card-orders": {
    headers: [
      "Ordered (Cyprus time)",
      "Order number",
      "Brand",
      "Name",
      "E-mail",
      "Phone",
      "Card value (EUR)",
      "Cards",
      "Total (EUR)",
      "Payment",
      "Paid at (Cyprus time)",
      ...handledColumns,
    ],
    row: (item) => [
      localTime(item.created_at),
      text(item, "order_number"),
      brandName(item),
      text(item, "name"),
      text(item, "email"),
      text(item, "phone"),
      typeof item.amount_minor === "number" ? moneyCell(item.amount_minor) : null,
      text(item, "quantity"),
      typeof item.total_minor === "number" ? moneyCell(item.total_minor) : null,
      staffGiftCardStatusLabels[String(item.status)] ?? text(item, "status"),
      localTime(item.paid_at),
      ...handledCells(item),
    ],
  },
};
layouts["private-events"] = layouts.catering;

/** An inbox's items as a spreadsheet file with human column names (ADR 0060). */
export function inboxCsv(kind: StaffInboxKind, items: readonly Item[]): string {
  const layout = layouts[kind];
  if (!layout) throw new Error(`The ${kind} inbox has no CSV layout.`);
  return csvDocument(layout.headers, items.map(layout.row));
}
