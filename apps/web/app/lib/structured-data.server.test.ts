import { describe, expect, it } from "vitest";
import { parseOpeningHours, siteZoneOffset } from "./structured-data.server.ts";

describe("siteZoneOffset (Europe/Nicosia)", () => {
  it("is +02:00 in winter and +03:00 in summer", () => {
    expect(siteZoneOffset("2026-01-15")).toBe("+02:00");
    expect(siteZoneOffset("2026-07-15")).toBe("+03:00");
  });
});

describe("parseOpeningHours", () => {
  it("reads day ranges and single days", () => {
    expect(parseOpeningHours("<p>Mon–Thu: 12:00 – 23:00</p><p>Fri: 12:00 – 00:00</p>")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"],
        opens: "12:00",
        closes: "23:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "12:00", closes: "00:00" },
    ]);
  });
  it("gives up on text it cannot read", () => {
    expect(parseOpeningHours("<p>Open when the sun shines</p>")).toBeNull();
    expect(parseOpeningHours("null")).toBeNull();
  });
});
