import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createGiftCardCode, createOrderNumber, GIFT_CARD_CODE_PATTERN } from "./gift-card-codes.ts";
import { callbackSigningString, signCallback, verifyCallbackChecksum } from "./protocol.ts";
import { SANDBOX_DECLINED_CARD, SANDBOX_PAYING_CARD, validateCard } from "./sandbox-page.ts";

describe("callback checksum (RBS/BPC)", () => {
  const params = { status: "1", mdOrder: "m-1", operation: "deposited", orderNumber: "GC1", sign_alias: "x" };

  it("covers name;value; pairs sorted by name, without checksum and sign_alias", () => {
    expect(callbackSigningString({ ...params, checksum: "AB" })).toBe(
      "mdOrder;m-1;operation;deposited;orderNumber;GC1;status;1;",
    );
    const expected = createHmac("sha256", "secret")
      .update("mdOrder;m-1;operation;deposited;orderNumber;GC1;status;1;")
      .digest("hex")
      .toUpperCase();
    expect(signCallback(params, "secret")).toBe(expected);
  });

  it("accepts its own signature in either case and refuses changed values or junk", () => {
    const checksum = signCallback(params, "secret");
    expect(verifyCallbackChecksum({ ...params, checksum }, "secret")).toBe(true);
    expect(verifyCallbackChecksum({ ...params, checksum: checksum.toLowerCase() }, "secret")).toBe(true);
    expect(verifyCallbackChecksum({ ...params, orderNumber: "GC2", checksum }, "secret")).toBe(false);
    expect(verifyCallbackChecksum({ ...params, checksum: "zz" }, "secret")).toBe(false);
    expect(verifyCallbackChecksum(params, "secret")).toBe(false);
  });
});

describe("gift card codes", () => {
  it("are well formed and do not repeat", () => {
    const codes = Array.from({ length: 2000 }, () => createGiftCardCode());
    for (const code of codes) expect(code).toMatch(GIFT_CARD_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("order numbers fit the gateway's 32 characters", () => {
    const number = createOrderNumber(new Date("2026-11-23T10:00:00Z"));
    expect(number).toMatch(/^GC20261123-[0-9A-Z]{8}$/);
    expect(number.length).toBeLessThanOrEqual(32);
  });
});

describe("sandbox card form", () => {
  const now = new Date("2026-11-23T00:00:00Z");
  const good = { expiry: "12/30", cvc: "123", cardholder: "A B" };

  it("accepts the documented test cards", () => {
    expect(validateCard({ ...good, pan: "5000 0011 1111 1115" }, now)).toEqual({
      pan: SANDBOX_PAYING_CARD,
      errors: {},
    });
    expect(validateCard({ ...good, pan: SANDBOX_DECLINED_CARD }, now).errors).toEqual({});
  });

  it("names what is wrong", () => {
    expect(
      validateCard({ pan: "5000001111111116", expiry: "10/26", cvc: "1", cardholder: "" }, now).errors,
    ).toEqual({
      pan: "This card number is not valid.",
      expiry: "This card has expired.",
      cvc: "Enter the 3 or 4 digits on the back.",
      cardholder: "Enter the name on the card.",
    });
    expect(validateCard({ ...good, pan: "", expiry: "13/30" }, now).errors).toEqual({
      pan: "Enter the card number.",
      expiry: "Use the form MM/YY.",
    });
  });
});
