import { describe, expect, it } from "vitest";
import { brandActions, telLink, whatsappLink } from "./brand-actions.ts";

describe("brand card actions", () => {
  it("shows each button whose address the brand has (ADR 0036)", () => {
    expect(brandActions({ book_online_url: "https://book.example/kyma", order_now_url: null })).toEqual([
      { kind: "book", href: "https://book.example/kyma" },
    ]);
    expect(brandActions({ book_online_url: null, order_now_url: "https://forno.example/order" })).toEqual([
      { kind: "order", href: "https://forno.example/order" },
    ]);
    expect(
      brandActions({ book_online_url: "https://a.example/b", order_now_url: "https://a.example/o" }).map(
        (a) => a.kind,
      ),
    ).toEqual(["book", "order"]);
  });

  it("shows none without an address, for the literal null or an address that is not on the web", () => {
    expect(brandActions({ book_online_url: null, order_now_url: undefined })).toEqual([]);
    expect(brandActions({ book_online_url: "null", order_now_url: "javascript:alert(1)" })).toEqual([]);
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
