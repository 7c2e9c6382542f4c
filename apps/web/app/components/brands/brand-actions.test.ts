import { describe, expect, it } from "vitest";
import { brandButtonLabel, telLink, whatsappLink } from "./brand-actions.ts";

describe("brand card actions", () => {
  it("labels the button by website id (SPEC §9)", () => {
    for (const id of [4, 5, 6, 8, 9]) expect(brandButtonLabel(id)).toBe("Book Online");
    for (const id of [2, 3, 10, 11, 12, 14, 15]) expect(brandButtonLabel(id)).toBe("Order now");
    for (const id of [1, 7, 13, 16, 18]) expect(brandButtonLabel(id)).toBeNull();
  });

  it("hides WhatsApp when the text is the literal null", () => {
    expect(whatsappLink("null")).toBeNull();
    expect(whatsappLink(" null ")).toBeNull();
    expect(whatsappLink(null)).toBeNull();
    expect(whatsappLink("+357 99 030 401")).toBe("https://wa.me/35799030401");
  });

  it("writes phone links", () => {
    expect(telLink("+357 25 030 401")).toBe("tel:+35725030401");
  });
});
