import { messages } from "@thalassa/contract/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API_PREFIX } from "../src/app.ts";
import { enquiries } from "../src/db/schema.ts";
import { TEST_TEAMS as teams } from "./helpers.ts";
import { catering, celebrate, useSubmissionsApp } from "./submissions-app.ts";

const ctx = useSubmissionsApp();
const { postJson, mailsTo } = ctx;

describe("POST private-events-requests: catering", () => {
  it("stores a valid catering enquiry on website 7 and queues the team and visitor mails", async () => {
    const response = await postJson("private-events-requests", catering);
    expect(response.statusCode, response.body).toBe(201);
    const { id, message } = response.json();
    expect(message).toBe(messages.thankYouEnquiry);
    const [row] = await ctx.app.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({
      type: "catering",
      websiteId: 7,
      location: "Limassol marina",
      utmSource: "instagram",
    });
    const team = await mailsTo(teams.catering);
    expect(team.some((m) => m.text.includes(`E-${id}`) && m.text.includes("Buffet for 40"))).toBe(true);
    expect((await mailsTo("eleni@guest.test")).map((m) => m.subject)).toContain(
      "Thank you for your enquiry!",
    );
  });

  it.each([
    ["name", "Name is required"],
    ["email", "E-mail is required"],
    ["phone", "Phone is required"],
    ["required_date", "Required Date is required"],
    ["location", "Location is required"],
    ["additional_notes", "Additional Notes is required"],
    ["terms", "Terms and Conditions are required"],
  ])("refuses a missing %s with '%s'", async (field, text) => {
    const response = await postJson("private-events-requests", { ...catering, [field]: "" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: messages.invalidData, errors: { [field]: [text] } });
  });

  it("refuses a malformed address with 'Invalid email address'", async () => {
    const response = await postJson("private-events-requests", { ...catering, email: "eleni@" });
    expect(response.json().errors).toEqual({ email: [messages.invalidEmail] });
  });

  it("stores one record for a repeated idempotency key", async () => {
    const body = { ...catering, idempotency_key: "catering-key-123456" };
    const first = await postJson("private-events-requests", body);
    const second = await postJson("private-events-requests", body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const rows = await ctx.app.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);
  });

  it("refuses a filled honeypot and a missing key", async () => {
    expect(
      (await postJson("private-events-requests", { ...catering, website_url: "http://spam" })).statusCode,
    ).toBe(400);
    const noKey = await ctx.app.inject({
      method: "POST",
      url: `${API_PREFIX}/private-events-requests`,
      payload: catering,
    });
    expect(noKey.statusCode).toBe(401);
  });
});

describe("POST private-events-requests: celebrate", () => {
  it("stores a valid enquiry and mails the events team with the area's name", async () => {
    const response = await postJson("private-events-requests", celebrate);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.app.db.select().from(enquiries).where(eq(enquiries.id, response.json().id));
    expect(row).toMatchObject({ type: "celebrate", numOfGuests: 12, websiteId: 4, occasion: "Birthday" });
    expect((await mailsTo(teams.enquiries)).length).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ["name", "", "Name is required"],
    ["email", "", "Email is required"],
    ["email", "no-at-sign", "Invalid email address"],
    ["phone", "", "Phone is required"],
    ["occasion", "", "Occasion is required"],
    ["required_date", "", "Required Date is required"],
    ["num_of_guests", "", "Number of Guests is required"],
    ["num_of_guests", 0, "Minimum value is 1"],
    ["additional_notes", "", "Additional Notes is required"],
    ["website_id", null, "This field is required"],
    ["website_id", "", "This field is required"],
    ["website_id", "none", "Please select a valid option"],
    ["terms", false, "Terms and Conditions are required"],
  ])("%s = %j → '%s'", async (field, value, text) => {
    const response = await postJson("private-events-requests", { ...celebrate, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([text]);
  });

  it("offers only restaurant-type websites as the preferred area", async () => {
    const response = await postJson("private-events-requests", { ...celebrate, website_id: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ website_id: [messages.selectValidOption] });
  });
});
