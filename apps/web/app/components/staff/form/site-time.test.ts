import { staffNewsSchema } from "@thalassa/contract/staff";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formShape } from "./schema-shape.ts";
import { readValue } from "./schema-values.ts";
import { fromSiteInput, siteDateTime, toSiteInput } from "./site-time.ts";

describe("publish times on the site's clock (Europe/Nicosia)", () => {
  it("reads a typed time as Cyprus time, summer (+3) and winter (+2)", () => {
    expect(fromSiteInput("2026-07-01T18:00")).toBe("2026-07-01T15:00:00.000Z");
    expect(fromSiteInput("2026-12-01T18:00")).toBe("2026-12-01T16:00:00.000Z");
    expect(fromSiteInput("2026-12-01T18:00:30")).toBe("2026-12-01T16:00:30.000Z");
  });

  it("reads times either side of the change of clocks", () => {
    // Clocks go forward at 03:00 on 29 March 2026 and back at 04:00 on 25 October 2026.
    expect(fromSiteInput("2026-03-29T02:30")).toBe("2026-03-29T00:30:00.000Z");
    expect(fromSiteInput("2026-03-29T04:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(fromSiteInput("2026-10-25T05:00")).toBe("2026-10-25T03:00:00.000Z");
  });

  it("shows a stored time in the field as Cyprus time, seconds only when there are some", () => {
    expect(toSiteInput("2026-07-01T15:00:00.000Z")).toBe("2026-07-01T18:00");
    expect(toSiteInput("2026-12-01T16:00:30.000Z")).toBe("2026-12-01T18:00:30");
    expect(toSiteInput(null)).toBe("");
    for (const typed of ["2026-07-01T18:00", "2026-01-15T09:05:07"])
      expect(toSiteInput(fromSiteInput(typed))).toBe(typed);
  });

  it("passes anything else on for the API to refuse", () => {
    expect(fromSiteInput("next tuesday")).toBe("next tuesday");
  });

  it("names the time in lists", () => {
    expect(siteDateTime("2026-07-01T15:00:00.000Z")).toBe("1 Jul 2026, 18:00");
  });

  it("a news form sends its publish time in UTC and an empty unpublish time as none", () => {
    const shape = formShape(z.toJSONSchema(staffNewsSchema, { io: "input", unrepresentable: "any" }));
    const fields: Record<string, string> = { publish_at: "2026-07-01T18:00", unpublish_at: "" };
    const body = readValue(shape, "", (name) => fields[name] ?? null) as Record<string, unknown>;
    expect(body.publish_at).toBe("2026-07-01T15:00:00.000Z");
    expect(body.unpublish_at).toBeNull();
  });
});
