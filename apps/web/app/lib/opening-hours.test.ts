import { describe, expect, it } from "vitest";
import { formatHoursRow, formatOpeningHours } from "./opening-hours.ts";

const rows = [
  { days: ["mon", "tue", "wed", "thu", "fri"] as const, opens: "12:00", closes: "23:30" },
  { days: ["sat", "sun"] as const, opens: "09:00", closes: "00:30" },
].map((row) => ({ ...row, days: [...row.days] }));

describe("structured opening hours in each language", () => {
  it("English: the site's own short names and spaced dash", () => {
    expect(formatOpeningHours(rows, "en")).toEqual({
      weekdays: ["Mon–Fri: 12:00 – 23:30"],
      weekends: ["Sat–Sun: 09:00 – 00:30"],
    });
  });

  it("Greek: Greek day names, the range closed up", () => {
    expect(formatOpeningHours(rows, "el")).toEqual({
      weekdays: ["Δευ–Παρ: 12:00–23:30"],
      weekends: ["Σάβ–Κυρ: 09:00–00:30"],
    });
  });

  it("Russian: capitalised day names, the range closed up", () => {
    expect(formatOpeningHours(rows, "ru")).toEqual({
      weekdays: ["Пн–Пт: 12:00–23:30"],
      weekends: ["Сб–Вс: 09:00–00:30"],
    });
  });

  it("writes separate days apart and runs as ranges, in week order whatever order staff chose", () => {
    const row = {
      days: ["fri", "mon", "tue", "wed", "sun"] as ("fri" | "mon" | "tue" | "wed" | "sun")[],
      opens: "08:00",
      closes: "16:00",
    };
    expect(formatHoursRow(row, "en")).toBe("Mon–Wed, Fri, Sun: 08:00 – 16:00");
    expect(formatHoursRow(row, "el")).toBe("Δευ–Τετ, Παρ, Κυρ: 08:00–16:00");
    expect(formatHoursRow(row, "ru")).toBe("Пн–Ср, Пт, Вс: 08:00–16:00");
  });

  it("puts a row that includes a weekday under Weekdays", () => {
    const row = { days: ["fri", "sat"] as ("fri" | "sat")[], opens: "18:00", closes: "02:00" };
    expect(formatOpeningHours([row], "en")).toEqual({ weekdays: ["Fri–Sat: 18:00 – 02:00"], weekends: [] });
  });
});
