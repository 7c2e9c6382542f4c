import { describe, expect, it } from "vitest";
import { contentColumns, contentItem } from "./content-fields.ts";

describe("content fields", () => {
  it("writes every field of the type to its camelCase column, an absent optional one as null", () => {
    const columns = contentColumns("events", {
      name: "Wine night",
      event_url: "wine-night",
      status: "draft",
      publish_at: "2027-05-31T15:00:00+03:00",
      location: "Limassol",
      date: "2027-06-01",
      expired_date: "2027-06-01",
      has_insight_page: false,
      images: { small: { url: "/media/a.webp" }, medium: null, carousel: [] },
      translations: {},
    });
    expect(columns).toEqual({
      name: "Wine night",
      eventUrl: "wine-night",
      status: "draft",
      // A publish time is stored as the moment it names (ADR 0043).
      publishAt: new Date("2027-05-31T12:00:00Z"),
      unpublishAt: null,
      location: "Limassol",
      date: "2027-06-01",
      time: null,
      expiredDate: "2027-06-01",
      websiteId: null,
      bookUrl: null,
      hasInsightPage: false,
      description: null,
      ticket: null,
      minPrice: null,
      images: { small: { url: "/media/a.webp" }, medium: undefined, carousel: [] },
      translations: {},
    });
    expect(JSON.stringify(columns.images)).toBe('{"small":{"url":"/media/a.webp"},"carousel":[]}');
  });

  it("answers id and the write schema's fields, empty image slots as null or an empty carousel", () => {
    const row = {
      id: 7,
      postType: "csr",
      url: "beach-1",
      title: "Beach clean-up",
      status: "live",
      description: "<p>Forty volunteers.</p>",
      images: {},
    };
    expect(contentItem("csr", row)).toEqual({
      id: 7,
      title: "Beach clean-up",
      status: "live",
      description: "<p>Forty volunteers.</p>",
      images: { small: null },
    });
    const brand = contentItem("brands", { images: { medium: { url: "/m.webp" } } }).images;
    expect(brand).toEqual({
      carousel: [],
      medium: { url: "/m.webp" },
      logo: null,
      logo_2: null,
      video: null,
    });
  });

  it("takes the id from the addressing column where the type is addressed by its url", () => {
    const row = { url: "/about", metaTitle: "About", metaDescription: null, metaKeywords: null };
    expect(contentItem("page-meta", row, row.url)).toEqual({
      id: "/about",
      url: "/about",
      meta_title: "About",
      meta_description: null,
      meta_keywords: null,
    });
  });
});
