import { describe, expect, it } from "vitest";
import { messages } from "./messages.ts";
import {
  cateringEnquirySchema,
  fieldErrors,
  giftCardOrderSchema,
  giftCardTotalMinor,
  isSingleEmailAddress,
  jobApplicationSchema,
  newsletterSchema,
  privateEventEnquirySchema,
} from "./submissions.ts";

function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldErrors(result.error as never);
}

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe("catering enquiry (SPEC §5)", () => {
  it("requires every field, with the spec's messages", () => {
    expect(errorsOf(cateringEnquirySchema, {})).toEqual({
      name: ["Name is required"],
      email: ["E-mail is required"],
      phone: ["Phone is required"],
      required_date: ["Required Date is required"],
      location: ["Location is required"],
      additional_notes: ["Additional Notes is required"],
      terms: ["Terms and Conditions are required"],
    });
  });

  it("rejects a malformed e-mail and fixes type and website", () => {
    const base = {
      name: "Eleni",
      email: "eleni@",
      phone: "+357 99 000000",
      required_date: "2027-05-01",
      location: "Limassol",
      additional_notes: "Buffet for 40",
      terms: "on",
    };
    expect(errorsOf(cateringEnquirySchema, base)).toEqual({ email: [messages.invalidEmail] });
    const ok = cateringEnquirySchema.parse({ ...base, email: "eleni@example.com" });
    expect(ok.type).toBe("catering");
    expect(ok.website_id).toBe(7);
    expect(cateringEnquirySchema.parse({ ...ok, website_id: "7" }).website_id).toBe(7);
    expect(errorsOf(cateringEnquirySchema, { ...ok, website_id: "8" })).toEqual({
      website_id: [messages.selectValidOption],
    });
  });
});

describe("private event enquiry", () => {
  const valid = {
    name: "Andreas",
    email: "a@example.com",
    phone: "99000000",
    occasion: "Birthday",
    required_date: "2027-06-01",
    num_of_guests: "12",
    website_id: "4",
    additional_notes: "Sea view please",
    terms: true,
  };
  it("accepts a valid enquiry and coerces numbers", () => {
    const parsed = privateEventEnquirySchema.parse(valid);
    expect(parsed.num_of_guests).toBe(12);
    expect(parsed.website_id).toBe(4);
    expect(parsed.type).toBe("celebrate");
  });
  it("'{Field} is required' messages, guests ≥ 1, preferred area", () => {
    expect(errorsOf(privateEventEnquirySchema, {})).toMatchObject({
      name: ["Name is required"],
      occasion: ["Occasion is required"],
      num_of_guests: ["Number of Guests is required"],
      website_id: ["This field is required"],
    });
    expect(errorsOf(privateEventEnquirySchema, { ...valid, num_of_guests: "0" })).toEqual({
      num_of_guests: [messages.minimumOne],
    });
    // Required when missing or left on the placeholder; anything but a venue id is not a valid option.
    expect(errorsOf(privateEventEnquirySchema, { ...valid, website_id: "" })).toEqual({
      website_id: [messages.fieldRequired],
    });
    expect(errorsOf(privateEventEnquirySchema, { ...valid, website_id: "0" })).toEqual({
      website_id: [messages.selectValidOption],
    });
    expect(errorsOf(privateEventEnquirySchema, { ...valid, website_id: "none" })).toEqual({
      website_id: [messages.selectValidOption],
    });
  });
});

describe("newsletter", () => {
  it("messages", () => {
    expect(errorsOf(newsletterSchema, {})).toEqual({
      email: ["Email is required"],
      terms_and_conditions: ["Terms and Conditions are required"],
    });
    expect(errorsOf(newsletterSchema, { email: "x", terms_and_conditions: "on" })).toEqual({
      email: ["Invalid email address"],
    });
  });
});

describe("job application", () => {
  const base = {
    name: "Maria",
    email: "maria@example.com",
    phone: "99123456",
    work_authorized: "yes",
    terms: "on",
    job_posting_id: "3",
    cv: file("cv.pdf"),
    work_permit_file: file("permit.png"),
  };
  it("accepts allowed files", () => {
    expect(jobApplicationSchema.safeParse(base).success).toBe(true);
  });
  it("refuses wrong types and files over 2 MB", () => {
    expect(errorsOf(jobApplicationSchema, { ...base, cv: file("cv.exe") })).toEqual({
      cv: [messages.fileTypeNotAllowed],
    });
    expect(errorsOf(jobApplicationSchema, { ...base, cv: file("cv.pdf", 2 * 1024 * 1024 + 1) })).toEqual({
      cv: [messages.fileTooLarge],
    });
  });
  it("requires the work permit only when authorized, and refuses without authorization", () => {
    expect(errorsOf(jobApplicationSchema, { ...base, work_permit_file: undefined })).toEqual({
      work_permit_file: ["Work Permit is required"],
    });
    expect(errorsOf(jobApplicationSchema, { ...base, work_authorized: "no" })).toEqual({
      work_authorized: [messages.cannotProceed],
    });
    expect(errorsOf(jobApplicationSchema, { ...base, cv: undefined })).toEqual({ cv: ["CV is required"] });
  });
});

describe("gift card (SPEC §5)", () => {
  const valid = {
    name: "Nikos",
    amount: "50",
    quantity: "2",
    email: "n@example.com",
    website_id: "4",
    phone: "99000000",
    terms_and_conditions: "on",
  };
  it.each([
    ["1.234", messages.maxTwoDecimals],
    ["0.5", messages.minimumOne],
    ["1e3", messages.maxTwoDecimals],
    ["1,5", messages.maxTwoDecimals],
    ["-1", messages.minimumOne],
    ["", "Amount is required"],
  ])("amount %s → %s", (amount, message) => {
    expect(errorsOf(giftCardOrderSchema, { ...valid, amount })).toEqual({ amount: [message] });
  });
  it.each([
    ["2.5", messages.integerOnly],
    ["0", messages.minimumOne],
    ["-1", messages.minimumOne],
    ["", "Quantity is required"],
  ])("quantity %s → %s", (quantity, message) => {
    expect(errorsOf(giftCardOrderSchema, { ...valid, quantity })).toEqual({ quantity: [message] });
  });
  it("accepts two decimals and only the fixed pickup points", () => {
    expect(giftCardOrderSchema.safeParse({ ...valid, amount: "12.50" }).success).toBe(true);
    expect(errorsOf(giftCardOrderSchema, { ...valid, website_id: "8" })).toEqual({
      website_id: [messages.selectValidOption],
    });
  });
  it("computes the total in cents without floating-point drift", () => {
    expect(giftCardTotalMinor("19.99", "3")).toBe(5997);
    expect(giftCardTotalMinor("0.1", "3")).toBe(30);
    expect(giftCardTotalMinor("50", "2")).toBe(10000);
  });
});

describe("e-mail fields take exactly one plain address (mail never goes to a list)", () => {
  const notOneAddress = [
    "a@x.com,b@y.com",
    "a@x.com;b@y.com",
    "a@x.com b@y.com",
    '"a" <a@x.com>, b@y.com',
    "Ada <a@x.com>",
    "<a@x.com>",
    "a@x.com\r\nBcc: x@evil.example",
    "a@x.com\nb@y.com",
    "a@x.com\u0000",
    "a(comment)@x.com",
    '"quoted"@x.com',
    "a%b.example@relay.example",
    "a!b@x.com",
    "a@x",
    "a@x..com",
    "not-an-email",
    `${"a".repeat(65)}@x.com`,
    `a@${"b".repeat(250)}.com`,
  ];
  it.each(notOneAddress)("refuses %j in every form with 'Invalid email address'", (email) => {
    expect(isSingleEmailAddress(email)).toBe(false);
    for (const schema of [
      cateringEnquirySchema,
      privateEventEnquirySchema,
      newsletterSchema,
      giftCardOrderSchema,
    ]) {
      expect(errorsOf(schema, { email }).email).toEqual([messages.invalidEmail]);
    }
    expect(errorsOf(jobApplicationSchema, { email }).email).toEqual([messages.invalidEmail]);
  });
  it.each([
    "a@x.com",
    "Reader@Guest.test",
    "o'brien+news@mail.example.cy",
    "müller@beispiel.de",
    " padded@x.com ",
  ])("accepts %j", (email) => {
    expect(errorsOf(newsletterSchema, { email, terms_and_conditions: "on" })).toEqual({});
    expect(errorsOf(giftCardOrderSchema, { email }).email).toBeUndefined();
  });
});
