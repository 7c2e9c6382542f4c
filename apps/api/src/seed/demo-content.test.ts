import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { blockSchemas, pageBlocks } from "@thalassa/contract/blocks";
import {
  eventSchema,
  imageSchema,
  jobTypeSchema,
  siteSettingsSchema,
  websiteSchema,
} from "@thalassa/contract/entities";
import { RETENTION_PERIODS_MARKER } from "@thalassa/contract/privacy";
import { giftCardPickupPoints, pickupPointLabel } from "@thalassa/contract/submissions";
import { htmlToText } from "@thalassa/contract/text";
import { describe, expect, it, vi } from "vitest";
import { readCatalogue } from "./catalogue/index.ts";
import { buildDemoContent, missingManifestKeys } from "./demo-content.ts";
import type { MediaManifest } from "./media-manifest.ts";

const mediaDir = fileURLToPath(new URL("../../media/", import.meta.url));
const manifest = JSON.parse(
  readFileSync(new URL("./media-manifest.json", import.meta.url), "utf8"),
) as MediaManifest;

const TODAY = new Date("2025-03-14T09:30:00Z");
const TODAY_ISO = "2025-03-14";
const DAY_MS = 86_400_000;
const content = buildDemoContent(manifest, TODAY);

const daysFromToday = (iso: string) =>
  Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${TODAY_ISO}T00:00:00Z`)) / DAY_MS);
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function collectMediaUrls(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === "string") {
    if (value.startsWith("/media/")) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collectMediaUrls(v, out);
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) collectMediaUrls(v, out);
  }
  return out;
}

describe("demo content blocks", () => {
  it("has every block of every page, and each parses with its kind's schema", () => {
    expect(Object.keys(content.blocks).sort()).toEqual(Object.keys(pageBlocks).sort());
    for (const [page, blocks] of Object.entries(pageBlocks)) {
      const got = content.blocks[page] ?? {};
      expect(Object.keys(got).sort(), page).toEqual(Object.keys(blocks).sort());
      for (const [blockName, kind] of Object.entries(blocks)) {
        const schema = blockSchemas[kind as keyof typeof blockSchemas];
        // Round-trip through JSON as the seeder stores it.
        const raw = JSON.parse(JSON.stringify(got[blockName]));
        const parsed = schema.safeParse(raw);
        expect(parsed.success, `${page}.${blockName}: ${parsed.error?.message ?? ""}`).toBe(true);
      }
    }
  });

  it("home hero: three desktop slides led by the video, three mobile slides, a hidden and a new-tab button", () => {
    const hero = blockSchemas.HeroBlock.parse(content.blocks.home?.HeroBlock);
    expect(hero.carousel.slides).toHaveLength(3);
    expect(hero.carousel_mobile.slides).toHaveLength(3);
    const first = hero.carousel.slides[0];
    if (manifest.hero?.video ?? manifest.videos?.hero) {
      expect(first?.media.type).toBe("video");
      expect(first?.media.poster?.url).toMatch(/^\/media\//);
    }
    for (const slide of hero.carousel_mobile.slides) {
      if (slide.media.width && slide.media.height)
        expect(slide.media.height).toBeGreaterThan(slide.media.width);
    }
    for (const set of [hero.carousel.slides, hero.carousel_mobile.slides]) {
      expect(set.some((s) => s.button?.text === "null")).toBe(true);
      expect(set.some((s) => s.button?.newTab === true)).toBe(true);
    }
  });

  it("services link to the right pages, and rich texts are structured HTML", () => {
    const services = blockSchemas.Services.parse(content.blocks.home?.Services);
    expect(services.items).toHaveLength(4);
    expect(services.items.map((i) => i.link)).toEqual(
      expect.arrayContaining(["/private-events", "/gift-card", "/careers"]),
    );
    const privacy = blockSchemas.RichText.parse(content.blocks["privacy-policy"]?.Content).value;
    expect(privacy).toContain("RestaurantsCookiesConsent");
    expect(privacy).toMatch(/180 days/);
    expect(privacy).toContain("utm_source");
    expect(privacy).toMatch(/30 days/);
    // The retention periods come from the settings, in place of this paragraph (ADR 0034).
    expect(privacy).toContain(`<p>${RETENTION_PERIODS_MARKER}</p>`);
    expect(privacy).not.toMatch(/usually 7 years/);
    const terms = blockSchemas.RichText.parse(content.blocks.terms?.Content).value;
    for (const topic of [/gift card/i, /booking/i, /enquir/i]) expect(terms).toMatch(topic);
    expect(blockSchemas.RichText.parse(content.blocks.accessibility?.Content).value).toContain("WCAG 2.2");
    for (const [page, block] of [
      ["terms", "Content"],
      ["privacy-policy", "Content"],
      ["accessibility", "Content"],
      ["about", "Intro"],
      ["careers", "Intro"],
      ["contact-us", "Details"],
    ] as const) {
      const html = blockSchemas.RichText.parse(content.blocks[page]?.[block]).value;
      expect(html, `${page}.${block}`).toMatch(/<h[23]>/);
      expect(html, `${page}.${block}`).toMatch(/<ul>|<ol>/);
      expect((html.match(/<p>/g) ?? []).length, `${page}.${block}`).toBeGreaterThanOrEqual(2);
    }
    const giftTerms = blockSchemas.RichText.parse(content.blocks["gift-card"]?.Terms).value;
    expect((giftTerms.match(/<li>/g) ?? []).length).toBeGreaterThanOrEqual(10);
    const map = blockSchemas.Map.parse(content.blocks["contact-us"]?.Map);
    expect(map.embed_url).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=/,
    );
    const cards = blockSchemas.ContactCards.parse(content.blocks["central-production"]?.ContactCards);
    expect(cards.cards).toHaveLength(2);
  });
});

describe("demo content entities", () => {
  it("settings parse, with analytics snippets", () => {
    const settings = siteSettingsSchema.parse(JSON.parse(JSON.stringify(content.settings)));
    expect(settings.jobs_email).toMatch(/@/);
    expect(settings.google_script_tag).toContain("https://www.googletagmanager.com/gtag/js?id=G-DEMO000000");
    expect(settings.body_google_script_tag).toMatch(/^<noscript>.*<iframe/);
    expect(settings.social.map((s) => s.name).sort()).toEqual([
      "Facebook",
      "Instagram",
      "LinkedIn",
      "TikTok",
    ]);
  });

  it("websites: ids 1 to 15 and 18, manifest names, buttons and WhatsApp as specified", () => {
    const ids = content.websites.map((w) => w.id).sort((a, b) => a - b);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 18]);
    for (const w of content.websites) {
      const api = websiteSchema.parse(
        JSON.parse(
          JSON.stringify({
            ...w,
            opening_hours: w.openingHours,
            opening_hours_weekdays: w.openingHoursWeekdays,
            opening_hours_weekends: w.openingHoursWeekends,
          }),
        ),
      );
      const name = manifest.brands?.[String(w.id)]?.name;
      if (name) expect(api.name).toBe(name);
      expect(api.images.carousel).toHaveLength(3);
      expect(api.phones.length).toBeGreaterThanOrEqual(1);
      expect(api.phones.length).toBeLessThanOrEqual(3);
      expect(api.domain).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      for (const line of `${api.opening_hours_weekdays}${api.opening_hours_weekends}`.match(/<p>.*?<\/p>/g) ??
        []) {
        expect(line).toMatch(
          /^<p>(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(–(Mon|Tue|Wed|Thu|Fri|Sat|Sun))?: \d\d:\d\d – \d\d:\d\d<\/p>$/,
        );
      }
      // One booking address (ADR 0058): a brand books or orders, or neither.
      if ([4, 5, 6, 8, 9, 2, 3, 10, 11, 12, 14, 15].includes(w.id))
        expect(w.bookOnlineUrl ?? w.orderNowUrl).toMatch(/^https:\/\//);
    }
    const byId = new Map(content.websites.map((w) => [w.id, w]));
    expect(byId.get(1)?.type).toBe("main");
    for (const id of [4, 5, 6, 8, 9, 12]) expect(byId.get(id)?.type).toBe("restaurant");
    for (const id of [2, 3, 10, 11, 14, 15]) expect(byId.get(id)?.type).toBe("eshop");
    for (const id of [7, 13, 18]) expect(byId.get(id)?.type).toBe("website");
    expect(content.websites.filter((w) => w.whatsapp === "null").length).toBeGreaterThanOrEqual(3);
    expect(content.websites.filter((w) => w.images.video?.type === "video").length).toBeGreaterThanOrEqual(
      manifest.videos?.tile ? 2 : 0,
    );
    expect(new Set(content.websites.map((w) => w.order)).size).toBe(content.websites.length);
  });

  it("posts: 25+ live news spread over brands and months, 6 CSR items, 7 story entries", () => {
    const news = content.posts.filter((p) => p.postType === "news" && p.status === "live");
    expect(news.length).toBeGreaterThanOrEqual(25);
    expect(news.some((n) => n.title.length > 60)).toBe(true);
    expect(news.some((n) => n.title.length <= 40)).toBe(true);
    expect(news.some((n) => n.websiteId === null)).toBe(true);
    expect(new Set(news.map((n) => n.websiteId).filter((id) => id !== null)).size).toBeGreaterThanOrEqual(8);
    expect(news.filter((n) => n.metaTitle).length).toBeGreaterThanOrEqual(3);
    const ages = news.map((n) => (TODAY.getTime() - (n.createdAt as Date).getTime()) / DAY_MS);
    for (const age of ages) {
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(14 * 31);
    }
    expect(Math.max(...ages)).toBeGreaterThan(300);
    for (const n of news) {
      const paragraphs =
        (n.description.match(/<p>/g) ?? []).length + (n.description.match(/<ul>|<ol>/g) ?? []).length;
      expect(paragraphs, n.url).toBeGreaterThanOrEqual(3);
      expect(imageSchema.safeParse(n.images.small).success).toBe(true);
      expect(imageSchema.safeParse(n.images.large).success).toBe(true);
    }
    expect(
      news.filter((n) => /<h3>/.test(n.description) && /<ul>|<ol>/.test(n.description)).length,
    ).toBeGreaterThanOrEqual(5);

    const csr = content.posts.filter((p) => p.postType === "csr");
    expect(csr).toHaveLength(6);
    for (const c of csr) {
      expect(c.title.length).toBeGreaterThan(15);
      expect(htmlToText(c.description).length).toBeGreaterThan(200);
      expect(c.images.small).toBeTruthy();
    }
    const story = content.posts.filter((p) => p.postType === "story");
    expect(story).toHaveLength(7);
    const years = story.map((s) => s.year);
    expect(years).toEqual(readCatalogue().story.map((s) => s.year));
    expect(story.every((s) => s.images.small)).toBe(true);
  });

  it("events: 6+ live upcoming within 3 to 90 days, plus a draft and a past one", () => {
    const live = content.events.filter((e) => e.status === "live");
    const upcoming = live.filter((e) => e.expiredDate >= TODAY_ISO);
    expect(upcoming.length).toBeGreaterThanOrEqual(6);
    for (const e of upcoming) {
      expect(daysFromToday(e.date)).toBeGreaterThanOrEqual(3);
      expect(daysFromToday(e.date)).toBeLessThanOrEqual(90);
      expect(e.expiredDate >= e.date).toBe(true);
      expect(e.time).toMatch(/^\d\d:\d\d$/);
      expect(e.images.carousel).toHaveLength(3);
      eventSchema.parse(
        JSON.parse(
          JSON.stringify({
            ...e,
            id: 1,
            expired_date: e.expiredDate,
            has_insight_page: e.hasInsightPage,
            event_url: e.eventUrl,
            book_url: e.bookUrl,
          }),
        ),
      );
    }
    expect(upcoming.filter((e) => e.hasInsightPage).length).toBeGreaterThanOrEqual(4);
    expect(upcoming.filter((e) => e.bookUrl === "null").length).toBeGreaterThanOrEqual(2);
    expect(upcoming.filter((e) => e.expiredDate > e.date).length).toBeGreaterThanOrEqual(2);
    expect(upcoming.some((e) => e.ticket) && upcoming.some((e) => !e.ticket)).toBe(true);
    expect(upcoming.some((e) => e.minPrice) && upcoming.some((e) => !e.minPrice)).toBe(true);
    expect(new Set(upcoming.map((e) => e.websiteId)).size).toBeGreaterThanOrEqual(5);
    expect(content.events.some((e) => e.status === "draft")).toBe(true);
    expect(live.some((e) => e.expiredDate < TODAY_ISO)).toBe(true);
  });

  it("jobs: every type, one draft, dated in the past weeks", () => {
    expect(content.jobs.length).toBeGreaterThanOrEqual(7);
    expect(new Set(content.jobs.map((j) => j.type))).toEqual(new Set(jobTypeSchema.options));
    expect(content.jobs.filter((j) => j.status === "draft")).toHaveLength(1);
    expect(content.jobs.filter((j) => j.validThrough).length).toBeGreaterThanOrEqual(2);
    for (const j of content.jobs) {
      expect(daysFromToday(j.createdDate)).toBeLessThan(0);
      expect(daysFromToday(j.createdDate)).toBeGreaterThan(-60);
      if (j.validThrough) expect(j.validThrough > TODAY_ISO).toBe(true);
      expect(j.description).toMatch(/<ul>/);
      expect(j.brand).toBeTruthy();
    }
  });

  it("menus and page meta", () => {
    expect(content.menus).toHaveLength(manifest.menus?.length ?? 0);
    for (const m of content.menus) {
      expect(m.url).toMatch(KEBAB);
      expect(m.fileUrl).toMatch(/^\/media\/.+\.pdf$/);
    }
    expect(content.pageMeta.map((m) => m.url).sort()).toEqual(
      [
        "/",
        "/about",
        "/brands",
        "/private-events",
        "/central-production",
        "/whats-on",
        "/news",
        "/contact-us",
        "/community-sustainability",
        "/careers",
        "/terms",
        "/privacy-policy",
        "/gift-card",
        "/accessibility",
      ].sort(),
    );
    for (const m of content.pageMeta) {
      expect(m.metaDescription?.length, m.url).toBeGreaterThanOrEqual(120);
      expect(m.metaDescription?.length, m.url).toBeLessThanOrEqual(160);
      expect(m.metaKeywords).toBeTruthy();
    }
  });

  it("urls are unique kebab-case", () => {
    const groups = {
      news: content.posts.filter((p) => p.postType === "news").map((p) => p.url),
      csr: content.posts.filter((p) => p.postType === "csr").map((p) => p.url),
      story: content.posts.filter((p) => p.postType === "story").map((p) => p.url),
      events: content.events.map((e) => e.eventUrl),
      jobs: content.jobs.map((j) => j.url),
      menus: content.menus.map((m) => m.url),
    };
    for (const [name, urls] of Object.entries(groups)) {
      expect(new Set(urls).size, name).toBe(urls.length);
      for (const url of urls) expect(url, name).toMatch(KEBAB);
    }
  });

  it("gift card pickup points carry the manifest's brand names", () => {
    expect(giftCardPickupPoints.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12]);
    // Words beside a brand's name are in the visitor's language; the brand's name is its own.
    expect(pickupPointLabel(9, "el")).toBe("Υποδοχή του Plaza Eleftheria");
    expect(pickupPointLabel(1, "ru")).toBe("Главный офис Thalassa Group");
    expect(pickupPointLabel(1, "en")).toBe("Thalassa Group Head Office");
    expect(pickupPointLabel(4, "el")).toBe("Kyma Beach");
    const names = new Map(giftCardPickupPoints.map((p) => [p.id as number, p.name as string]));
    for (const id of [2, 3, 4, 5, 6, 10, 11, 12]) {
      const brand = manifest.brands?.[String(id)]?.name;
      if (brand) expect(names.get(id)).toBe(brand);
    }
    const nicosia = manifest.brands?.["8"]?.name;
    if (nicosia) expect(names.get(7)).toBe(nicosia);
    const plaza = manifest.brands?.["9"]?.name;
    if (plaza) expect(names.get(9)).toContain(plaza);
    expect(names.get(1)).toMatch(/Head Office/);
  });
});

describe("demo content media and determinism", () => {
  it("every media path it references exists in the media folder", () => {
    const urls = collectMediaUrls(content);
    expect(urls.size).toBeGreaterThan(50);
    const missing = [...urls].filter(
      (u) => !existsSync(`${mediaDir}${decodeURIComponent(u.slice("/media/".length))}`),
    );
    expect(missing).toEqual([]);
  });

  it("reports which manifest keys are missing", () => {
    expect(Array.isArray(missingManifestKeys(manifest))).toBe(true);
  });

  it("is deterministic for a given day, whatever the clock says", () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date("2031-01-01T00:00:00Z"));
      const a = buildDemoContent(manifest, TODAY);
      vi.setSystemTime(new Date("2019-06-30T12:00:00Z"));
      const b = buildDemoContent(manifest, TODAY);
      expect(a).toEqual(content);
      expect(b).toEqual(content);
    } finally {
      vi.useRealTimers();
    }
    expect(buildDemoContent(manifest, new Date("2025-03-14T23:59:00Z"))).toEqual(content);
  });

  it("keeps working with a partial manifest", () => {
    const partial: MediaManifest = { brands: manifest.brands, news: manifest.news };
    const c = buildDemoContent(partial, TODAY);
    for (const [page, blocks] of Object.entries(pageBlocks)) {
      for (const [blockName, kind] of Object.entries(blocks)) {
        const parsed = blockSchemas[kind as keyof typeof blockSchemas].safeParse(c.blocks[page]?.[blockName]);
        expect(parsed.success, `${page}.${blockName}`).toBe(true);
      }
    }
    expect(missingManifestKeys(partial)).toContain("videos.production");
  });
});
