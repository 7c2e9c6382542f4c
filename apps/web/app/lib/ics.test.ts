import { describe, expect, it, onTestFinished } from "vitest";
import { buildCalendar, type CalendarEvent, calendarFileName } from "./ics.ts";

const base: CalendarEvent = {
  id: 7,
  name: "Full Moon Seafood Supper, on the Pier",
  location: "Skala Pier; Limassol Old Port",
  date: "2026-11-28",
  time: "20:30",
  expired_date: "2026-11-28",
  description: "Grilled fish.\nLive music.",
  url: "https://thalassa-group.example/whats-on/full-moon",
};
const opts = { uidHost: "thalassa-group.example", now: new Date("2026-11-23T10:00:00Z") };
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("iCalendar files", () => {
  it("places a timed event at its Cyprus local time with the zone defined", () => {
    const ics = buildCalendar([base], opts);
    expect(ics).toContain("DTSTART;TZID=Europe/Nicosia:20261128T203000\r\n");
    expect(ics).toContain("DTEND;TZID=Europe/Nicosia:20261128T233000\r\n");
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Nicosia");
    expect(ics).toContain("UID:event-7@thalassa-group.example\r\n");
    expect(ics).toContain("DTSTAMP:20261123T100000Z\r\n");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
  });
  it("escapes text and keeps the UID stable between builds", () => {
    const ics = unfold(buildCalendar([base], opts));
    expect(ics).toContain("SUMMARY:Full Moon Seafood Supper\\, on the Pier");
    expect(ics).toContain("LOCATION:Skala Pier\\; Limassol Old Port");
    expect(ics).toContain(
      "DESCRIPTION:Grilled fish.\\nLive music.\\n\\nhttps://thalassa-group.example/whats-on/full-moon",
    );
    const later = buildCalendar([base], { ...opts, now: new Date("2027-01-01T00:00:00Z") });
    expect(later).toContain("UID:event-7@thalassa-group.example");
    expect(unfold(buildCalendar([{ ...base, name: "a\\b" }], opts))).toContain("SUMMARY:a\\\\b\r\n");
  });
  it("runs past midnight into the next day", () => {
    const ics = buildCalendar([{ ...base, time: "22:00" }], opts);
    expect(ics).toContain("DTEND;TZID=Europe/Nicosia:20261129T010000");
  });
  it("repeats a timed event daily over several days, and makes untimed ones all-day", () => {
    const multi = buildCalendar(
      [{ ...base, date: "2026-12-02", expired_date: "2026-12-04", time: "19:00" }],
      opts,
    );
    expect(multi).toContain("RRULE:FREQ=DAILY;COUNT=3");
    const allDay = buildCalendar(
      [{ ...base, date: "2026-12-28", expired_date: "2026-12-30", time: null }],
      opts,
    );
    expect(allDay).toContain("DTSTART;VALUE=DATE:20261228\r\nDTEND;VALUE=DATE:20261231\r\n");
  });
  it("holds one VEVENT per event, with a calendar name for subscribers", () => {
    const ics = buildCalendar([base, { ...base, id: 8 }], { ...opts, name: "What's On" });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("X-WR-CALNAME:What's On");
  });
  it("folds long lines at 75 octets without splitting characters", () => {
    const ics = buildCalendar([{ ...base, description: "é".repeat(100) }], opts);
    for (const part of ics.split("\r\n"))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`DESCRIPTION:${"é".repeat(100)}\\n\\n${base.url}\r\n`);
  });
  it("keeps Cyprus local times whatever zone the server runs in, across the clock change", () => {
    // 25 October 2026 is the last Sunday of October: Cyprus leaves summer time that night. The
    // server's own zone (Node reads TZ when it changes) must not move the times.
    const serverZone = process.env.TZ;
    process.env.TZ = "America/New_York";
    onTestFinished(() => {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    });
    const ics = buildCalendar(
      [{ ...base, date: "2026-10-24", expired_date: "2026-10-26", time: "23:30" }],
      opts,
    );
    expect(ics).toContain("DTSTART;TZID=Europe/Nicosia:20261024T233000\r\n");
    expect(ics).toContain("DTEND;TZID=Europe/Nicosia:20261025T023000\r\n");
    expect(ics).toMatch(/BEGIN:DAYLIGHT\r\nTZOFFSETFROM:\+0200\r\nTZOFFSETTO:\+0300/);
  });
  it("names the download after the event", () => {
    expect(calendarFileName("full-moon-seafood-supper")).toBe("full-moon-seafood-supper.ics");
    expect(calendarFileName("../../x")).toBe("x.ics");
  });
});
