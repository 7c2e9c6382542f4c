import { staffRoles } from "@thalassa/contract/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";

/*
 * Content in Greek and Russian (ADR 0039): staff save translations beside the English, each checked
 * with the English field's rules and published per language; the public API answers a language's
 * published translation, names the fields still in English, and answers English as before.
 */

type Item = Record<string, unknown>;

let app: TestApp;
let close: () => Promise<void>;
let editor: string;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp());
  editor = (await staffSessions(app, staffRoles)).editor;
});
afterAll(() => close());

const staff = (method: "POST" | "PUT", url: string, payload: Record<string, unknown>) =>
  app.inject({
    method,
    url: `/api/v1/staff/content/${url}`,
    headers: { ...withKey, cookie: editor },
    payload,
  });
const publicRead = async (path: string) => {
  const answer = await app.inject({ url: `/api/v1/${path}`, headers: withKey });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

const story = (url: string, translations: unknown) => ({
  title: "Fresh from the boats",
  url,
  status: "live",
  description: "<p>The catch of the day, grilled over charcoal.</p>",
  website_id: null,
  images: {},
  translations,
});

describe("news translations", () => {
  it("saves a Greek draft beside the live English and keeps it out of every public read", async () => {
    const created = await staff(
      "POST",
      "news",
      story("draft-greek", {
        el: { published: false, fields: { title: "Φρέσκο από τις βάρκες" } },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data as Item;
    expect(item.translations).toEqual({
      el: { published: false, fields: { title: "Φρέσκο από τις βάρκες" } },
    });

    const english = (await publicRead("posts?post_type=news")) as Item[];
    const inEnglish = english.find((n) => n.url === "draft-greek");
    expect(inEnglish?.title).toBe("Fresh from the boats");
    // English answers as SPEC §7 says: no translation and no language marks.
    expect(inEnglish).not.toHaveProperty("translations");
    expect(inEnglish).not.toHaveProperty("untranslated");

    const greek = ((await publicRead("posts?post_type=news&lang=el")) as Item[]).find(
      (n) => n.url === "draft-greek",
    );
    expect(greek?.title).toBe("Fresh from the boats");
    expect(greek?.untranslated).toEqual(["title", "description"]);
  });

  it("answers the published Greek at lang=el and the English, marked, at lang=ru", async () => {
    const created = await staff(
      "POST",
      "news",
      story("published-greek", {
        el: {
          published: true,
          fields: { title: "Φρέσκο από τις βάρκες", description: "<p>Η ψαριά της ημέρας, στα κάρβουνα.</p>" },
        },
        ru: { published: false, fields: { title: "Свежий улов" } },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);

    const greek = ((await publicRead("news-list?limit=50&lang=el")) as Item[]).find(
      (n) => n.url === "published-greek",
    );
    expect(greek?.title).toBe("Φρέσκο από τις βάρκες");
    expect(greek?.description).toBe("<p>Η ψαριά της ημέρας, στα κάρβουνα.</p>");
    expect(greek?.untranslated).toEqual([]);

    const russian = ((await publicRead("posts?post_type=news&lang=ru")) as Item[]).find(
      (n) => n.url === "published-greek",
    );
    expect(russian?.title).toBe("Fresh from the boats");
    expect(russian?.untranslated).toEqual(["title", "description"]);

    const meta = await publicRead("news-meta?url=published-greek&lang=el");
    expect(meta.meta_title).toBe("Φρέσκο από τις βάρκες");
    expect(meta.meta_description).toBe("Η ψαριά της ημέρας, στα κάρβουνα.");

    // The article page's read: the story, and its pager's titles, in the language asked.
    const article = await app.inject({
      url: "/api/v1/news-item?url=published-greek&lang=el",
      headers: withKey,
    });
    expect(article.statusCode, article.body).toBe(200);
    expect(article.json().data.title).toBe("Φρέσκο από τις βάρκες");
    const newer = await app.inject({
      url: `/api/v1/news-item?url=${encodeURIComponent(article.json().next.url)}&lang=el`,
      headers: withKey,
    });
    expect(newer.json().previous).toEqual({ url: "published-greek", title: "Φρέσκο από τις βάρκες" });
  });

  it("publishes a language on its own: a later save turns the Russian on without touching the Greek", async () => {
    const created = await staff(
      "POST",
      "news",
      story("russian-later", { el: { published: true, fields: { title: "Ελληνικά" } } }),
    );
    const id = (created.json().data as Item).id;
    const updated = await staff(
      "PUT",
      `news/${id}`,
      story("russian-later", {
        el: { published: true, fields: { title: "Ελληνικά" } },
        ru: { published: true, fields: { title: "По-русски" } },
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const inRussian = ((await publicRead("posts?post_type=news&lang=ru")) as Item[]).find(
      (n) => n.url === "russian-later",
    );
    expect(inRussian?.title).toBe("По-русски");
    // The Russian has no description yet: that one falls back to English, and says so.
    expect(inRussian?.untranslated).toEqual(["description"]);
  });

  it("checks a translation with the English field's rules", async () => {
    const refused = await staff(
      "POST",
      "news",
      story("bad-translation", {
        el: { published: true, fields: { title: "" } },
        de: { published: true, fields: { title: "Frisch" } },
      }),
    );
    expect(refused.statusCode).toBe(422);
    const answer = refused.json() as { message: string; errors: Record<string, string[]> };
    expect(answer.message).toBeTruthy();
    expect(Object.keys(answer.errors)).toContain("translations.el.fields.title");
  });

  it("refuses a language the site does not have", async () => {
    const answer = await app.inject({ url: "/api/v1/posts?post_type=news&lang=de", headers: withKey });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/lang/);
  });
});

describe("translations of the other entities", () => {
  it("an event reads in Russian and a job in Greek", async () => {
    const event = await staff("POST", "events", {
      name: "Jazz on the terrace",
      event_url: "jazz-terrace",
      status: "live",
      location: "Limassol marina",
      date: "2099-06-01",
      expired_date: "2099-06-02",
      images: {},
      translations: {
        ru: { published: true, fields: { name: "Джаз на террасе", location: "Марина Лимассола" } },
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    const events = (await publicRead("events?lang=ru")) as Item[];
    const jazz = events.find((e) => e.event_url === "jazz-terrace");
    expect(jazz?.name).toBe("Джаз на террасе");
    expect(jazz?.location).toBe("Марина Лимассола");

    const job = await staff("POST", "jobs", {
      job_title: "Sous chef",
      url: "sous-chef-translated",
      status: "live",
      location: "Nicosia",
      type: "full_time",
      created_date: "2026-01-05",
      description: "<p>Join the kitchen.</p>",
      translations: { el: { published: true, fields: { job_title: "Σου σεφ" } } },
    });
    expect(job.statusCode, job.body).toBe(201);
    const jobs = (await publicRead("job-postings?lang=el")) as Item[];
    const sous = jobs.find((j) => j.url === "sous-chef-translated");
    expect(sous?.job_title).toBe("Σου σεφ");
    expect(sous?.untranslated).toEqual(["location", "description"]);
  });
});

describe("page block translations", () => {
  it("answers the published translated block with its language and never a draft one", async () => {
    const content = (title: string) => ({
      title,
      subtitle: null,
      bg_image: { url: "/media/a.jpg", alt: "" },
    });
    const blocks = (
      await app.inject({ url: "/api/v1/staff/content/blocks", headers: { ...withKey, cookie: editor } })
    ).json().data as Item[];
    const hero = blocks.find((b) => b.page_name === "accessibility" && b.block_name === "Hero");
    expect(hero, "the demo accessibility hero").toBeDefined();
    const saved = await app.inject({
      method: "PUT",
      url: `/api/v1/staff/content/blocks/${hero?.id}`,
      headers: { ...withKey, cookie: editor },
      payload: {
        page_name: "accessibility",
        block_name: "Hero",
        status: "live",
        content: {
          ...content("Accessibility"),
          translations: {
            el: { published: true, fields: content("Προσβασιμότητα") },
            ru: { published: false, fields: content("Доступность") },
          },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const block = async (lang?: string) =>
      (await publicRead(`website-content/1?content_type=live${lang ? `&lang=${lang}` : ""}`)).accessibility
        .Hero;
    const greek = await block("el");
    expect(greek.language).toBe("el");
    expect(JSON.parse(greek.content).title).toBe("Προσβασιμότητα");

    const russian = await block("ru");
    expect(russian.language).toBe("en");
    expect(russian.content).not.toContain("Доступность");
    expect(JSON.parse(russian.content).title).toBe("Accessibility");

    const english = await block();
    expect(english).not.toHaveProperty("language");
    expect(JSON.parse(english.content)).toEqual(content("Accessibility"));
  });

  it("checks a block translation with the block's schema", async () => {
    const refused = await app.inject({
      method: "POST",
      url: "/api/v1/staff/content/blocks",
      headers: { ...withKey, cookie: editor },
      payload: {
        page_name: "terms",
        block_name: "Hero",
        status: "draft",
        content: {
          title: "Terms",
          bg_image: { url: "/media/a.jpg", alt: "" },
          translations: { el: { published: true, fields: { subtitle: "χωρίς τίτλο" } } },
        },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors ?? {}).join(" ")).toContain("content.translations.el.fields");
  });
});

describe("the demo content", () => {
  it("has the home page, three stories, two events and a job in Greek and Russian", async () => {
    for (const lang of ["el", "ru"]) {
      const blocks = await publicRead(`website-content/1?content_type=live&lang=${lang}`);
      for (const name of ["HeroBlock", "WhoWeAre", "CateringTile", "Services"])
        expect(blocks.home[name].language, `home ${name} in ${lang}`).toBe(lang);
      for (const page of ["about", "brands", "private-events", "whats-on", "news", "careers", "contact-us"])
        expect(blocks[page].Hero.language, `${page} hero in ${lang}`).toBe(lang);
      const script = lang === "el" ? /[\u0370-\u03ff]/ : /[\u0400-\u04ff]/;
      const stories = (await publicRead(`posts?post_type=news&lang=${lang}`)) as Item[];
      expect(stories.filter((s) => script.test(String(s.title))).length).toBeGreaterThanOrEqual(3);
      const events = (await publicRead(`events?lang=${lang}`)) as Item[];
      expect(events.filter((e) => script.test(String(e.name))).length).toBeGreaterThanOrEqual(2);
      const jobs = (await publicRead(`job-postings?lang=${lang}`)) as Item[];
      const translated = jobs.filter((j) => script.test(String(j.job_title)));
      expect(translated.length).toBeGreaterThanOrEqual(1);
      // Brand names are put into the translated texts as into the English ones.
      expect(JSON.stringify(translated)).not.toContain("{{brand:");
    }
  });

  it("has each brand menu's title in Greek and Russian, and the English unchanged", async () => {
    const english = (await publicRead("website-menu?url=kyma-beach")) as Item;
    expect(english.title).toBe("Kyma Beach Menu");
    expect(english).not.toHaveProperty("untranslated");
    const greek = (await publicRead("website-menu?url=kyma-beach&lang=el")) as Item;
    expect(greek).toMatchObject({ title: "Το μενού του Kyma Beach", untranslated: [] });
    const russian = (await publicRead("website-menu?url=kyma-beach&lang=ru")) as Item;
    expect(russian).toMatchObject({ title: "Меню Kyma Beach", untranslated: [] });
  });

  it("has each brand's phone labels and locality in Greek and Russian, numbers and street as written", async () => {
    const english = (await publicRead("website/4")) as Item;
    expect(english).toMatchObject({
      phones: [{ location: "Reservations" }, { location: "Beach bar" }],
      address: { locality: "Agios Tychonas, Limassol" },
    });
    for (const [lang, reservations, locality] of [
      ["el", "Κρατήσεις", "Άγιος Τύχωνας, Λεμεσός"],
      ["ru", "Бронирование", "Агиос-Тихонас, Лимассол"],
    ]) {
      const read = (await publicRead(`website/4?lang=${lang}`)) as Item & {
        phones: Item[];
        address: Item;
        untranslated: string[];
      };
      expect(read.phones[0]).toEqual({ ...(english.phones as Item[])[0], location: reservations });
      expect(read.address).toEqual({ ...(english.address as Item), locality });
      expect(read.untranslated).not.toContain("phones");
      expect(read.untranslated).not.toContain("address");
      // What the demo does not translate yet stays English, and is named so.
      expect(read.untranslated).toContain("description");
    }
  });
});
