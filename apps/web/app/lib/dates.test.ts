import { describe, expect, it } from "vitest";
import {
  formatDateBadge,
  formatEventDates,
  formatLongDate,
  formatShortDate,
  formatWeekdayDate,
  isoDateInSiteZone,
} from "./dates.ts";

describe("dates are printed in Europe/Nicosia, en-GB", () => {
  it("calendar dates keep their day whatever the host's zone", () => {
    expect(formatLongDate("2026-03-05")).toBe("5 March 2026");
    expect(formatShortDate("2026-03-05")).toBe("05 Mar 2026");
  });
  it("timestamps are shown in Cyprus time", () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Nicosia (UTC+2).
    expect(formatLongDate("2025-12-31T22:30:00Z")).toBe("1 January 2026");
    expect(isoDateInSiteZone("2025-12-31T22:30:00Z")).toBe("2026-01-01");
    // 21:30 UTC in July is 00:30 the next day in Nicosia (UTC+3, summer time).
    expect(formatLongDate("2026-07-17T21:30:00Z")).toBe("18 July 2026");
  });
  it("pins the event formats", () => {
    expect(formatWeekdayDate("2026-11-28")).toBe("Sat 28 November 2026");
    expect(formatEventDates("2026-11-28", "2026-11-28")).toBe("Sat 28 November 2026");
    expect(formatEventDates("2026-12-02", "2026-12-04")).toBe("2 – 4 December 2026");
    expect(formatEventDates("2026-11-30", "2026-12-02")).toBe("30 November – 2 December 2026");
    expect(formatEventDates("2026-12-28", "2027-01-02")).toBe("28 December 2026 – 2 January 2027");
    expect(formatDateBadge("2026-11-28")).toEqual({ day: "28", month: "Nov" });
  });
});

describe("dates in the page's language (ADR 0035)", () => {
  it("prints Greek and Russian month names, still on Cyprus time", () => {
    expect(formatLongDate("2026-03-05", "el")).toBe("5 Μαρτίου 2026");
    expect(formatLongDate("2026-03-05", "ru")).toBe("5 марта 2026 г.");
    expect(formatLongDate("2025-12-31T22:30:00Z", "el")).toBe("1 Ιανουαρίου 2026");
    expect(formatEventDates("2026-12-02", "2026-12-04", "ru")).toBe("2–4 декабря 2026 г.");
    expect(formatEventDates("2026-12-07", "2026-12-09", "el")).toBe("7–9 Δεκεμβρίου 2026");
    expect(formatWeekdayDate("2026-12-03", "ru")).toBe("Чт, 3 декабря 2026 г.");
    expect(formatWeekdayDate("2026-12-03", "el")).toMatch(/^Πέμ,? 3 Δεκεμβρίου 2026$/);
    expect(formatDateBadge("2026-11-28", "el").day).toBe("28");
  });
});
