import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, csvLines, moneyCell, UTF8_BOM } from "./csv.ts";

describe("the CSV writer", () => {
  it("leaves plain text alone and quotes commas, quotes and line breaks", () => {
    expect(csvCell("Halloumi")).toBe("Halloumi");
    expect(csvCell("Paphos, harbour")).toBe('"Paphos, harbour"');
    expect(csvCell('The "big" table')).toBe('"The ""big"" table"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(12)).toBe("12");
  });

  it("puts a quote before every cell a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}1+1`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    // Only the first character counts.
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes a file with a byte-order mark, a header line and CRLF line ends, Greek kept", () => {
    const file = csvDocument(["Name", "Amount (EUR)"], [["Ελένη Γεωργίου", "50.00"]]);
    expect(file.startsWith(UTF8_BOM)).toBe(true);
    expect(file.slice(1)).toBe("Name,Amount (EUR)\r\nΕλένη Γεωργίου,50.00\r\n");
    expect(csvLines([])).toBe("");
  });

  it("writes money with two decimals and a dot", () => {
    expect(moneyCell(5000)).toBe("50.00");
    expect(moneyCell(125_000)).toBe("1250.00");
    expect(moneyCell(5)).toBe("0.05");
    expect(moneyCell(0)).toBe("0.00");
    expect(moneyCell(-5)).toBe("-0.05");
  });
});
