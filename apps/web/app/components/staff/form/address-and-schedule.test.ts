import { describe, expect, it } from "vitest";
import { addressOf, followedAddress } from "./address-from-title.ts";
import { isLater } from "./publish-later.ts";

describe("a new item's web address from its title", () => {
  it("is the title in lower-case letters, digits and single hyphens, as the contract asks", () => {
    expect(addressOf("Sunset Sessions at Kyma Beach!")).toBe("sunset-sessions-at-kyma-beach");
    expect(addressOf("  Café & Crème brûlée — 2027  ")).toBe("cafe-and-creme-brulee-2027");
    expect(addressOf("Καλοκαίρι στη Λεμεσό")).toBe("kalokairi-sti-lemeso");
    expect(addressOf("???")).toBe("");
    for (const title of ["A -- B", "Ήλιος & θάλασσα", "x".repeat(300)])
      expect(addressOf(title)).toMatch(/^([a-z0-9]+(?:-[a-z0-9]+)*)?$/);
  });

  it("is cut at a word's end past 80 characters", () => {
    const long = addressOf(`${"harbour ".repeat(15)}boat`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith("harbour")).toBe(true);
  });

  it("follows the title while the field is empty or still the title's, and never overwrites an address of staff's own", () => {
    expect(followedAddress("", "Sunset", "")).toBe("sunset");
    expect(followedAddress("Sunset", "Sunset Sessions", "sunset")).toBe("sunset-sessions");
    expect(followedAddress("Sunset", "Sunset Sessions", "summer-nights")).toBeNull();
    expect(followedAddress("Sunset Sessions", "Sunset", "")).toBe("sunset");
  });
});

describe("Schedule instead of Publish", () => {
  const now = Date.parse("2026-12-07T10:00:00Z"); // 12:00 in Cyprus
  it("is offered for a publish time still to come on the site's clock", () => {
    expect(isLater("2026-12-07T12:05", now)).toBe(true);
    expect(isLater("2026-12-07T11:55", now)).toBe(false);
    expect(isLater("2026-12-07T12:00", now)).toBe(false);
    expect(isLater("", now)).toBe(false);
    expect(isLater("tomorrow", now)).toBe(false);
  });
});
