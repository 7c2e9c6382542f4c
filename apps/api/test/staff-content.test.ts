import { RICH_TEXT_MAX_CHARS, richTextMessages } from "@thalassa/contract/rich-text";
import { staffRoleRefusal, staffRoles } from "@thalassa/contract/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, withKey } from "./helpers.ts";
import {
  createStaffTestApp,
  type StaffContentMethod,
  staffContentCall,
  staffSessions,
} from "./staff-helpers.ts";

let app: TestApp;
let close: () => Promise<void>;
let as: Awaited<ReturnType<typeof staffSessions>>;

beforeAll(async () => {
  // The public read cache is on, as in production: a staff write must not wait for it.
  ({ app, close } = await createStaffTestApp({ contentCacheMs: 60_000 }));
  as = await staffSessions(app, staffRoles);
});
afterAll(() => close());

const staff = (method: StaffContentMethod, url: string, cookie: string, payload?: unknown) =>
  staffContentCall(app, method, url, cookie, payload);
const publicGet = (url: string) => app.inject({ method: "GET", url: `/api/v1${url}`, headers: withKey });

const image = {
  url: "/media/staff/harbour-1200.webp",
  alt: "The harbour at dusk",
  blurhash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
  width: 1200,
  height: 800,
};
const news = {
  title: "Harbour terrace opens",
  url: "harbour-terrace-opens",
  status: "draft",
  description: "<p>Open from <strong>Friday</strong>.</p>",
  images: { small: image, large: image },
};

describe("news: draft, publish, public API", () => {
  it("a draft is not public; publishing shows it in the live list and its meta at once", async () => {
    await publicGet("/posts?post_type=news"); // warms the public read cache
    const created = await staff("POST", "/news", as.editor, news);
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ title: news.title, status: "draft", images: { large: { url: image.url } } });

    const liveBefore = (await publicGet("/posts?post_type=news")).json().data as { url: string }[];
    expect(liveBefore.map((n) => n.url)).not.toContain(news.url);
    const drafts = (await publicGet("/posts?post_type=news&status=draft")).json().data as { url: string }[];
    expect(drafts.map((n) => n.url)).toContain(news.url);

    const published = await staff("PUT", `/news/${item.id}`, as.editor, { ...news, status: "live" });
    expect(published.statusCode).toBe(200);
    const liveAfter = (await publicGet("/posts?post_type=news")).json().data as {
      url: string;
      images: unknown;
    }[];
    expect(liveAfter[0]).toMatchObject({ url: news.url, images: { large: { url: image.url } } });
    const audit = await app.inject({ url: "/api/v1/staff/audit", headers: { ...withKey, cookie: as.owner } });
    expect(audit.json().data[0]).toMatchObject({
      action: "update",
      entity: "news",
      entity_id: String(item.id),
      user_email: "editor@staff.example",
      role: "editor",
      detail: { fields: ["status"] },
    });
    const meta = await publicGet(`/news-meta?url=${news.url}`);
    expect(meta.json().data).toMatchObject({ meta_title: news.title, images: { large: { url: image.url } } });
  });

  it("refuses invalid fields with their messages and a second item at the same address", async () => {
    const invalid = await staff("POST", "/news", as.editor, { ...news, title: "", url: "Not A Slug" });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(["title", "url"]);
    const clash = await staff("POST", "/news", as.editor, news);
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.url).toEqual(["Another item already uses this address; choose another."]);
  });

  it("refuses rich text past the length or nesting limit, naming the limit, and stores nothing", async () => {
    const deep = await staff("POST", "/news", as.editor, {
      ...news,
      url: "too-deep",
      description: `${"<b>".repeat(1_000)}x`,
    });
    expect(deep.statusCode).toBe(422);
    expect(deep.json().errors.description).toEqual([richTextMessages.tooDeep]);
    const long = await staff("POST", "/news", as.editor, {
      ...news,
      url: "too-long",
      description: `<p>${"x".repeat(RICH_TEXT_MAX_CHARS)}</p>`,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.description).toEqual([richTextMessages.tooLong]);
    const block = await staff("POST", "/blocks", as.editor, {
      page_name: "terms",
      block_name: "Content",
      content: { value: "<i>".repeat(21) },
    });
    expect(block.statusCode).toBe(422);
    expect(block.json().errors["content.value"]).toEqual([richTextMessages.tooDeep]);
    const list = await staff("GET", "/news", as.editor);
    expect(list.json().data.map((item: { url: string }) => item.url)).not.toContain("too-deep");
  });

  it("deletes, and the item leaves the public list", async () => {
    const created = (
      await staff("POST", "/news", as.owner, { ...news, url: "short-lived", status: "live" })
    ).json().data;
    expect((await staff("DELETE", `/news/${created.id}`, as.owner)).statusCode).toBe(204);
    const live = (await publicGet("/posts?post_type=news")).json().data as { url: string }[];
    expect(live.map((n) => n.url)).not.toContain("short-lived");
    expect((await staff("GET", `/news/${created.id}`, as.owner)).statusCode).toBe(404);
  });
});

describe("blocks: draft, preview content, publish", () => {
  it("a draft hero changes content_type=draft only; publishing changes the live content", async () => {
    const list = await staff("GET", "/blocks?pageName=home", as.editor);
    expect(list.statusCode).toBe(200);
    const hero = (list.json().data as { id: number; block_name: string; website_id: number }[]).find(
      (b) => b.block_name === "HeroBlock" && b.website_id === 1,
    );
    if (!hero) throw new Error("no home hero block in the demo content");
    const current = (await staff("GET", `/blocks/${hero.id}`, as.editor)).json().data;
    expect(current).toMatchObject({ kind: "HeroBlock", status: "live" });
    const content = structuredClone(current.content);
    content.carousel.slides[0].title.value = "Summer on the water";

    const body = { website_id: 1, page_name: "home", block_name: "HeroBlock", status: "draft", content };
    const draft = await staff("PUT", `/blocks/${hero.id}`, as.editor, body);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.status).toBe("draft");
    expect(draft.json().data.content.carousel.slides[0].title.value).toBe("Summer on the water");
    const liveHero = () =>
      publicGet("/website-content/1").then((r) => JSON.parse(r.json().data.home.HeroBlock.content));
    expect((await liveHero()).carousel.slides[0].title.value).not.toBe("Summer on the water");
    const draftContent = (await publicGet("/website-content/1?content_type=draft")).json().data.home.HeroBlock
      .content;
    expect(JSON.parse(draftContent).carousel.slides[0].title.value).toBe("Summer on the water");

    const live = await staff("PUT", `/blocks/${hero.id}`, as.editor, { ...body, status: "live" });
    expect(live.json().data.status).toBe("live");
    expect((await liveHero()).carousel.slides[0].title.value).toBe("Summer on the water");
  });

  it("checks the content against the block's kind and refuses an unknown block", async () => {
    const wrong = await staff("POST", "/blocks", as.editor, {
      page_name: "home",
      block_name: "WhoWeAre",
      content: { title: "not wrapped" },
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toContain("content.title");
    const unknown = await staff("POST", "/blocks", as.editor, {
      page_name: "home",
      block_name: "Nope",
      content: {},
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.block_name).toEqual(["The page home has no block named Nope"]);
  });
});

describe("the other content types", () => {
  it("events, jobs, menus, page meta, brands, csr and settings are created, read, changed and removed", async () => {
    const cases: [string, string, Record<string, unknown>, Record<string, unknown>][] = [
      [
        "events",
        as.editor,
        {
          name: "Wine night",
          event_url: "wine-night",
          location: "Limassol",
          date: "2027-06-01",
          expired_date: "2027-06-01",
          images: {},
        },
        { name: "Wine & fish night" },
      ],
      [
        "jobs",
        as.hr,
        {
          job_title: "Line cook",
          url: "line-cook-limassol",
          location: "Limassol",
          type: "full_time",
          created_date: "2026-11-01",
          description: "<p>Join us.</p>",
        },
        { status: "live" },
      ],
      [
        "menus",
        as.editor,
        { url: "staff-test-menu", file_url: "/media/menus/staff-test.pdf" },
        { title: "Autumn menu" },
      ],
      [
        "page-meta",
        as.editor,
        { url: "/staff-test", meta_title: "Staff test" },
        { meta_description: "A page" },
      ],
      [
        "brands",
        as.editor,
        { name: "New Taverna", type: "restaurant", order: 99, domain: "taverna.example", images: {} },
        { whatsapp: "+35799000000" },
      ],
      [
        "csr",
        as.editor,
        { title: "Beach clean-up", description: "<p>With 40 volunteers.</p>", images: {} },
        { status: "live" },
      ],
    ];
    for (const [type, cookie, body, change] of cases) {
      const created = await staff("POST", `/${type}`, cookie, body);
      expect(created.statusCode, `${type}: ${created.body}`).toBe(201);
      const id = encodeURIComponent(String(created.json().data.id));
      expect((await staff("GET", `/${type}`, cookie)).json().data.length).toBeGreaterThan(0);
      const changed = await staff("PUT", `/${type}/${id}`, cookie, { ...body, ...change });
      expect(changed.statusCode, `${type}: ${changed.body}`).toBe(200);
      expect(changed.json().data).toMatchObject(change);
      expect((await staff("DELETE", `/${type}/${id}`, cookie)).statusCode).toBe(204);
    }
    const settings = (await staff("GET", "/settings/1", as.owner)).json().data;
    const { id: _id, ...body } = settings;
    const saved = await staff("PUT", "/settings/1", as.owner, { ...body, phone: "+357 22 000000" });
    expect(saved.statusCode).toBe(200);
    expect((await publicGet("/settings")).json().data.phone).toBe("+357 22 000000");
    expect((await staff("DELETE", "/settings/1", as.owner)).statusCode).toBe(409);
  });

  it("refuses roles outside the type with a message naming the role", async () => {
    const sales = await staff("POST", "/news", as.sales, news);
    expect(sales.statusCode).toBe(403);
    expect(sales.json()).toEqual({ message: staffRoleRefusal("sales", "create news") });
    expect((await staff("GET", "/jobs", as.sales)).statusCode).toBe(403);
    expect((await staff("GET", "/news", as.hr)).statusCode).toBe(403);
    expect((await staff("PUT", "/settings/1", as.editor, {})).json()).toEqual({
      message: staffRoleRefusal("editor", "change site settings"),
    });
    expect((await staff("GET", "/recipes", as.owner)).statusCode).toBe(404);
  });
});
