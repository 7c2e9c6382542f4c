import { describe, expect, it } from "vitest";
import {
  brandsWithItems,
  type EventListItem,
  eventsQueryString,
  hasBookingLink,
  MAX_EVENTS_PAGES,
  parseBrandParam,
  parseEventsQuery,
  sortEventsByExpiry,
} from "./events-list.ts";
import { findPublishedJob, jobTypeLabel, publishedJobs } from "./jobs.ts";

const ev = (id: number, date: string, expired: string, website: number | null): EventListItem => ({
  id,
  date,
  expired_date: expired,
  website: website === null ? null : { id: website },
});

describe("What's On list", () => {
  const events = [
    ev(1, "2026-12-01", "2026-12-20", 4),
    ev(2, "2026-12-05", "2026-12-05", 6),
    ev(3, "2026-11-30", "2026-12-05", 4),
    ev(4, "2026-12-10", "2026-12-10", null),
  ];
  it("sorts by expired_date ascending, then start date", () => {
    expect(sortEventsByExpiry(events).map((e) => e.id)).toEqual([3, 2, 4, 1]);
  });
  it("reads ?brand= and ?page=, and writes them back canonical", () => {
    expect(parseEventsQuery(new URLSearchParams("brand=6&page=3"))).toEqual({ brand: 6, page: 3 });
    expect(parseEventsQuery(new URLSearchParams("page=0"))).toEqual({ brand: null, page: 1 });
    expect(parseEventsQuery(new URLSearchParams("page=999999")).page).toBe(MAX_EVENTS_PAGES);
    expect(eventsQueryString({ brand: 6, page: 2 })).toBe("?brand=6&page=2");
    expect(eventsQueryString({ brand: null, page: 1 })).toBe("");
  });
  it("reads ?brand= strictly", () => {
    expect(parseBrandParam(new URLSearchParams("brand=6"))).toBe(6);
    expect(parseBrandParam(new URLSearchParams("brand=six"))).toBeNull();
    expect(parseBrandParam(new URLSearchParams("brand=0"))).toBeNull();
    expect(parseBrandParam(new URLSearchParams(""))).toBeNull();
  });
  it("hides Book Now when book_url is the text null", () => {
    expect(hasBookingLink("https://book.example")).toBe(true);
    expect(hasBookingLink("null")).toBe(false);
    expect(hasBookingLink(null)).toBe(false);
    expect(hasBookingLink("")).toBe(false);
  });
  it("offers only brands that have items, in the websites' order", () => {
    const brands = [
      { id: 6, order: 2, name: "Six" },
      { id: 4, order: 1, name: "Four" },
      { id: 9, order: 3, name: "Nine" },
    ];
    expect(brandsWithItems(brands, [6, 4])).toEqual([
      { id: 4, name: "Four" },
      { id: 6, name: "Six" },
    ]);
  });
});

describe("careers", () => {
  const jobs = [
    { url: "a", status: "live" as const },
    { url: "b", status: "draft" as const },
  ];
  it("hides drafts from the list and from direct links", () => {
    expect(publishedJobs(jobs).map((j) => j.url)).toEqual(["a"]);
    expect(findPublishedJob(jobs, "a")?.url).toBe("a");
    expect(findPublishedJob(jobs, "b")).toBeNull();
    expect(findPublishedJob(jobs, "zzz")).toBeNull();
  });
  it("labels the job types", () => {
    expect(jobTypeLabel("full_time")).toBe("Full Time");
    expect(jobTypeLabel("part_time")).toBe("Part Time");
    expect(jobTypeLabel("contract")).toBe("Contract");
    expect(jobTypeLabel("internship")).toBe("Internship");
    expect(jobTypeLabel("temporary")).toBe("Temporary");
  });
});
