import { describe, expect, it } from "vitest";
import { csvDelimiterOf, MenuCsvError, menuFromCsv, menuToCsv } from "./menu-csv.ts";

const COMMA_FILE = [
  "section,name,description,price,sizes,allergens,diet,available",
  'Salads,Village Salad,"Tomato, feta",11.00,,milk,vegetarian|gluten-free,yes',
  'Wines,Xynisteri,Crisp white,,"Glass, 175 ml: 8.00 | Bottle: 32.00",sulphites,contains-alcohol,no',
].join("\n");

/** The same menu as a spreadsheet in a Greek locale saves it: semicolons, decimal commas, CRLF, BOM. */
const SEMICOLON_FILE = `\uFEFF${[
  "section;name;description;price;sizes;allergens;diet;available",
  "Salads;Village Salad;Tomato, feta;11,00;;milk;vegetarian|gluten-free;yes",
  "Wines;Xynisteri;Crisp white;;Glass, 175 ml: 8,00 | Bottle: 32,00;sulphites;contains-alcohol;no",
].join("\r\n")}`;

describe("menu CSV separators", () => {
  it("reads the separator from the header row", () => {
    expect(csvDelimiterOf(COMMA_FILE)).toBe(",");
    expect(csvDelimiterOf(SEMICOLON_FILE)).toBe(";");
    expect(csvDelimiterOf("section\tname\tprice\nSalads\tSalad, big\t9")).toBe("\t");
    expect(csvDelimiterOf("section")).toBe(",");
  });

  it("a file saved with semicolons and decimal commas gives the same menu as the comma file", () => {
    const fromSemicolons = menuFromCsv(SEMICOLON_FILE);
    expect(fromSemicolons).toEqual(menuFromCsv(COMMA_FILE));
    expect(fromSemicolons[0]?.items[0]).toMatchObject({
      description: "Tomato, feta",
      prices: [{ amount: 11 }],
    });
    expect(fromSemicolons[1]?.items[0]?.prices).toEqual([
      { label: "Glass, 175 ml", amount: 8 },
      { label: "Bottle", amount: 32 },
    ]);
    // Export stays comma-separated, the form every spreadsheet opens.
    expect(menuToCsv(fromSemicolons).split("\n")[0]).toBe(
      "section,name,description,price,sizes,allergens,diet,available",
    );
  });

  it("a bad amount in a semicolon file is refused by its row", () => {
    const bad = SEMICOLON_FILE.replace("11,00", "eleven");
    expect(() => menuFromCsv(bad)).toThrow(MenuCsvError);
    try {
      menuFromCsv(bad);
    } catch (error) {
      expect((error as MenuCsvError).errors).toEqual({
        "row 2": ['The price "eleven" is not an amount like 12.50.'],
      });
    }
  });
});
