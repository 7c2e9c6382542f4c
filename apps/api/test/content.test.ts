import { csrItemSchema, newsItemSchema, storyEntrySchema } from "@thalassa/contract/entities";
import { responses } from "@thalassa/contract/responses";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { API_PREFIX } from "../src/app.ts";
import { todayInSiteZone } from "../src/routes/content/events.ts";
import { seedDemoContent } from "../src/seed/seed.ts";
import { buildTestApp, type TestApp, withKey } from "./helpers.ts";

let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

async function get(path: string, headers: Record<string, string> = withKey) {
  return app.inject({ method: "GET", url: `${API_PREFIX}/${path}`, headers });
}

async function getData<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
  const response = await get(path);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toMatch(/application\/json/);
  return schema.parse(response.json());
}

describe("api-key", () => {
  it.each(["websites", "website/1", "job-postings", "posts?post_type=news&status=live", "openapi.json"])(
    "refuses %s without a key, and with a wrong one",
    async (path) => {
      const missing = await get(path, {});
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({ message: "Missing or invalid api-key header." });
      const wrong = await get(path, { "api-key": "not-the-key" });
      expect(wrong.statusCode).toBe(401);
    },
  );

  it("leaves health and media public", async () => {
    expect((await app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const websites = await getData("websites", responses.websites);
    const logo = websites.data.find((w) => w.id === 4)?.images.logo?.url;
    expect(logo).toMatch(/^\/media\//);
    const media = await app.inject({ url: logo! });
    expect(media.statusCode).toBe(200);
  });
});

describe("reads match the contract", () => {
  it("websites: the main site and every brand the spec relies on, by order", async () => {
    const { data } = await getData("websites", responses.websites);
    const ids = data.map((w) => w.id);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 18]) expect(ids).toContain(id);
    expect(data.find((w) => w.id === 1)?.type).toBe("main");
    expect(data.find((w) => w.id === 7)?.name).toMatch(/cater/i);
    const orders = data.map((w) => w.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(data.filter((w) => w.whatsapp === "null").length).toBeGreaterThanOrEqual(1);
  });

  it("website/1 and settings", async () => {
    const { data } = await getData("website/1", responses.website);
    expect(data.id).toBe(1);
    expect((await get("website/999")).statusCode).toBe(404);
    expect((await get("website/abc")).statusCode).toBe(400);
    const settings = await getData("settings", responses.settings);
    expect(settings.data.name.length).toBeGreaterThan(0);
  });

  it("website-content: page → block → JSON content", async () => {
    const { data } = await getData("website-content/1?content_type=live", responses.websiteContent);
    const hero = JSON.parse(data.home?.HeroBlock?.content ?? "null");
    expect(hero.carousel.slides.length).toBeGreaterThan(0);
    expect(hero.carousel_mobile.slides.length).toBeGreaterThan(0);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(["home", "terms", "privacy-policy"]));
  });

  it("website-menu by url, 404 for an unknown one", async () => {
    const websites = await getData("websites", responses.websites);
    expect(websites.data.length).toBeGreaterThan(0);
    // Each brand names its menu's url; the menu answers under it and is filed under the brand.
    const withMenu = websites.data.filter((w) => w.menu_url);
    expect(withMenu.length).toBeGreaterThan(0);
    for (const website of withMenu) {
      const menu = await getData(`website-menu?url=${website.menu_url}`, responses.websiteMenu);
      expect(menu.data.website?.id).toBe(website.id);
    }
    const one = await getData(`website/${withMenu[0]?.id}`, responses.website);
    expect(one.data.menu_url).toBe(withMenu[0]?.menu_url);
    const none = await get("website-menu?url=no-such-menu");
    expect(none.statusCode).toBe(404);
    const missing = await get("website-menu");
    expect(missing.statusCode).toBe(400);
  });

  it("posts of each type", async () => {
    const news = await getData(
      "posts?post_type=news&status=live",
      z.object({ data: z.array(newsItemSchema) }),
    );
    expect(news.data.length).toBeGreaterThanOrEqual(25);
    const times = news.data.map((n) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const csr = await getData("posts?post_type=csr&status=live", z.object({ data: z.array(csrItemSchema) }));
    expect(csr.data.length).toBeGreaterThan(0);
    const story = await getData(
      "posts?post_type=story&status=live",
      z.object({ data: z.array(storyEntrySchema) }),
    );
    const years = story.data.map((s) => s.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect((await get("posts?post_type=recipes&status=live")).statusCode).toBe(400);
  });

  it("events: live and upcoming only, by expired_date", async () => {
    const { data } = await getData("events?status=live&upcoming=true", responses.events);
    expect(data.length).toBeGreaterThanOrEqual(6);
    const today = todayInSiteZone();
    for (const event of data) expect(event.expired_date >= today).toBe(true);
    const expiry = data.map((e) => e.expired_date);
    expect(expiry).toEqual([...expiry].sort());
    const all = await getData("events?status=live", responses.events);
    expect(all.data.length).toBeGreaterThan(data.length);
  });

  it("job-postings: the live ones only", async () => {
    const { data } = await getData("job-postings", responses.jobPostings);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((j) => j.status === "live")).toBe(true);
    expect(new Set(data.map((j) => j.type)).size).toBe(5);
  });

  it("page meta and news meta", async () => {
    const meta = await getData("page-meta", responses.pageMeta);
    expect(meta.data.map((m) => m.url)).toEqual(expect.arrayContaining(["/", "/news", "/gift-card"]));
    const news = await getData("posts?post_type=news&status=live", responses.news);
    const first = news.data[0]!;
    const one = await getData(`news-meta?url=${encodeURIComponent(first.url)}`, responses.newsMeta);
    expect(one.data.url).toBe(`/news/${first.url}`);
    expect(one.data.images?.large?.url).toBeTruthy();
    expect((await get("news-meta?url=nope")).statusCode).toBe(404);
  });

  it("serves an OpenAPI document naming every read", async () => {
    const doc = (await get("openapi.json")).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/v1/websites",
      "/api/v1/website-content/{id}",
      "/api/v1/events",
      "/api/v1/posts",
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it("unknown API paths answer a JSON 404", async () => {
    const response = await get("nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No route/);
  });
});

describe("seeding", () => {
  it("is idempotent", async () => {
    expect(await seedDemoContent(app.db)).toBe(false);
    const { data } = await getData("websites", responses.websites);
    expect(new Set(data.map((w) => w.id)).size).toBe(data.length);
  });
});
