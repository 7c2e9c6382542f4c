import { describe, expect, it } from "vitest";
import { formatGiftCardTotal } from "./total.ts";

describe("gift card total next to the form", () => {
  it("multiplies in cents, without floating-point drift", () => {
    expect(formatGiftCardTotal("19.99", "3")).toBe("€59.97");
    expect(formatGiftCardTotal("0.1", "3")).toBeNull();
    expect(formatGiftCardTotal("50", "2")).toBe("€100.00");
    expect(formatGiftCardTotal("1.1", "10")).toBe("€11.00");
  });

  it("writes the total the way the page's language does", () => {
    expect(formatGiftCardTotal("19.99", "3", "el")?.replace(/\s/g, " ")).toBe("59,97 €");
    expect(formatGiftCardTotal("500", "3", "ru")?.replace(/\s/g, " ")).toBe("1 500,00 €");
  });

  it.each([
    ["1.234", "1"],
    ["0.5", "1"],
    ["1e3", "1"],
    ["1,5", "1"],
    ["-1", "1"],
    ["10", "2.5"],
    ["10", "0"],
    ["", "1"],
  ])("shows no total for amount %s × quantity %s", (amount, quantity) => {
    expect(formatGiftCardTotal(amount, quantity)).toBeNull();
  });
});
