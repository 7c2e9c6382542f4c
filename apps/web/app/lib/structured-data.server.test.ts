import { describe, expect, it } from "vitest";
import { openingHoursSpecification, parseOpeningHours, siteZoneOffset } from "./structured-data.server.ts";

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

describe("openingHoursSpecification", () => {
  it("gives each structured row its days in the week's order and its times", () => {
    expect(
      openingHoursSpecification([
        { days: ["fri", "mon", "wed"], opens: "12:00", closes: "23:30" },
        { days: ["sat", "sun"], opens: "10:00", closes: "01:00" },
      ]),
    ).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Wednesday", "Friday"],
        opens: "12:00",
        closes: "23:30",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday", "Sunday"],
        opens: "10:00",
        closes: "01:00",
      },
    ]);
  });
  it("is null when no rows are set, so the free texts are read instead", () => {
    expect(openingHoursSpecification([])).toBeNull();
    expect(openingHoursSpecification(undefined)).toBeNull();
  });
});
