import { describe, expect, it } from "vitest";
import { nextDay, siteDayStart, siteWallTime } from "./site-time.ts";
import { staffInboxListQuerySchema } from "./staff-lists.ts";

describe("days and times on the site's clock (Cyprus)", () => {
  it("starts a day at local midnight, in winter (UTC+2) and in summer (UTC+3)", () => {
    expect(siteDayStart("2026-11-01").toISOString()).toBe("2026-10-31T22:00:00.000Z");
    expect(siteDayStart("2026-07-15").toISOString()).toBe("2026-07-14T21:00:00.000Z");
    // The day the clocks go back (25 Oct 2026) still begins at its local midnight, then UTC+3.
    expect(siteDayStart("2026-10-25").toISOString()).toBe("2026-10-24T21:00:00.000Z");
  });

  it("finds the next day across months and years", () => {
    expect(nextDay("2026-11-30")).toBe("2026-12-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
  });

  it("writes a moment as a spreadsheet reads it, on the local clock", () => {
    expect(siteWallTime(new Date("2026-10-31T22:30:00Z"))).toBe("2026-11-01 00:30");
    expect(siteWallTime(new Date("2026-07-01T09:05:00Z"))).toBe("2026-07-01 12:05");
  });
});

describe("an inbox list's range of days", () => {
  it("takes real days with the first before or on the last, and says what is wrong otherwise", () => {
    expect(staffInboxListQuerySchema.parse({ from: "2026-11-01", to: "2026-11-01" })).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-01",
    });
    const message = (query: object) => staffInboxListQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(message({ from: "2026-02-30" })).toBe("That day does not exist");
    expect(message({ to: "1/11/2026" })).toBe("Give a day as YYYY-MM-DD, from 1900 to 2099");
    expect(message({ from: "2026-11-02", to: "2026-11-01" })).toBe("The first day comes before the last");
  });
});
