import { describe, expect, it } from "vitest";
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
