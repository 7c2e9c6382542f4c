import { describe, expect, it } from "vitest";
import { staffCatalogues } from "../text/staff-catalogues.ts";
import { staffTranslator } from "../text/use-staff-text.tsx";
import { money, readableDetails } from "./inbox-fields.ts";

describe("inbox items in people's words", () => {
  it("shows a gift-card order's money, brand and state, not its columns", () => {
    const order = {
      id: 7,
      order_number: "GC-1",
      website_id: 1,
      website: { id: 1, name: "Kyma Beach" },
      amount_minor: 5000,
      quantity: 2,
      total_minor: 10000,
      currency: "EUR",
      status: "registered",
      paid_at: null,
      created_at: "2026-11-28T17:50:00.000Z",
    };
    const details = Object.fromEntries(
      readableDetails(order, new Set(["id", "created_at"])).map(([, l, v]) => [l, v]),
    );
    expect(details).toEqual({
      "Order number": "GC-1",
      Brand: "Kyma Beach",
      "Amount per card": "€50.00",
      Quantity: "2",
      Total: "€100.00",
      Status: "Left at the bank's payment page (not paid)",
      "Paid on": "—",
    });
  });

  it("names an enquiry's fields and prints its day and times in Cyprus time", () => {
    const enquiry = {
      num_of_guests: 40,
      required_date: "2027-01-16",
      utm_source: "instagram",
      confirmed_at: "2026-07-01T21:30:00.000Z",
    };
    expect(readableDetails(enquiry, new Set())).toEqual([
      ["num_of_guests", "Number of guests", "40"],
      ["required_date", "Date wanted", "16 Jan 2027"],
      ["utm_source", "Came through (campaign)", "instagram"],
      ["confirmed_at", "Confirmed on", "2 Jul 2026, 00:30"],
    ]);
    expect(money(1234, "EUR")).toBe("€12.34");
  });
});

describe("inbox items in Greek (ADR 0065)", () => {
  const greek = { t: staffTranslator("el", staffCatalogues.el), formatLocale: "el-CY" };

  it("names the fields in Greek, with el-CY money and days, and the order's state in words", () => {
    const order = {
      order_number: "GC-1",
      website: { id: 1, name: "Kyma Beach" },
      amount_minor: 5000,
      currency: "EUR",
      status: "paid",
      required_date: "2027-01-16",
      paid_at: "2026-07-01T21:30:00.000Z",
      subscribed: true,
    };
    expect(readableDetails(order, new Set(), greek)).toEqual([
      ["order_number", "Αριθμός παραγγελίας", "GC-1"],
      ["website", "Μαγαζί", "Kyma Beach"],
      ["amount_minor", "Ποσό ανά κάρτα", "50,00\u00a0€"],
      ["status", "Κατάσταση", "Πληρωμένη"],
      ["required_date", "Επιθυμητή ημερομηνία", "16 Ιαν 2027"],
      ["paid_at", "Πληρώθηκε στις", "2 Ιουλ 2026, 12:30 π.μ."],
      // A field the catalogue has no name for reads its code in words; a yes or no in Greek.
      ["subscribed", "Subscribed", "Ναι"],
    ]);
  });
});
