import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate, isoDateInSiteZone } from "./dates.ts";

describe("dates are printed in Europe/Nicosia, en-GB", () => {
  it("calendar dates keep their day whatever the host's zone", () => {
    expect(formatLongDate("2026-03-05")).toBe("5 March 2026");
    expect(formatShortDate("2026-03-05")).toBe("05 Mar 2026");
  });
  it("timestamps are shown in Cyprus time", () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Nicosia (UTC+2).
    expect(formatLongDate("2025-12-31T22:30:00Z")).toBe("1 January 2026");
    expect(isoDateInSiteZone("2025-12-31T22:30:00Z")).toBe("2026-01-01");
  });
});
