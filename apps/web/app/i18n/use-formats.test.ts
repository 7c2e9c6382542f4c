import { describe, expect, it } from "vitest";
import { intlLocale } from "../lib/dates.ts";
import { formatPrice } from "./use-formats.ts";

describe("prices in the page's language", () => {
  it("writes euros the way each language does", () => {
    expect(formatPrice(25, intlLocale("en"))).toBe("€25.00");
    // Intl separates the sign with a no-break space (U+00A0), Russian groups with U+202F.
    expect(formatPrice(1250.5, intlLocale("el")).replace(/\s/g, " ")).toBe("1.250,50 €");
    expect(formatPrice(1250.5, intlLocale("ru")).replace(/\s/g, " ")).toBe("1 250,50 €");
  });
});
