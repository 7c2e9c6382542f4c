import { sampleBody } from "@thalassa/contract/content-model";
import { contentModels } from "@thalassa/contract/content-models";
import {
  csrItemSchema,
  eventSchema,
  jobSchema,
  newsItemSchema,
  websiteSchema,
} from "@thalassa/contract/entities";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffSecretFromApiKey } from "../src/app.ts";
import {
  checkPreviewToken,
  PREVIEW_LINK_DAYS,
  previewKey,
  previewRefusals,
  signPreviewToken,
} from "../src/staff/content/content-preview.ts";
import { type TestApp, withKey } from "./helpers.ts";
import {
  createStaffTestApp,
  type StaffContentMethod,
  staffContentCall,
  staffSessions,
} from "./staff-helpers.ts";

/* Previews of drafts and signed preview links (ADR 0063). */

let app: TestApp;
let close: () => Promise<void>;
let as: Awaited<ReturnType<typeof staffSessions>>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp());
  as = await staffSessions(app, ["editor", "sales", "hr"]);
});
afterAll(() => close());

const staff = (method: StaffContentMethod, url: string, cookie: string, payload?: unknown) =>
  staffContentCall(app, method, url, cookie, payload);
const openLink = (token: string, lang?: string) =>
  app.inject({
    url: `/api/v1/content-preview/${encodeURIComponent(token)}${lang ? `?lang=${lang}` : ""}`,
    headers: withKey,
  });

const story = {
  title: "Harbour terrace opens",
  url: "preview-harbour-terrace",
  status: "draft",
  description: "<p>Open from Friday.</p>",
  images: { small: null, large: null },
  translations: { el: { published: false, fields: { title: "Ανοίγει η βεράντα" } } },
};

describe("the preview of a draft", () => {
  it("is the public item made from the unsaved values, in each language, translations unpublished or not", async () => {
    const english = await staff("POST", "/news/preview", as.editor, { item: story });
    expect(english.statusCode).toBe(200);
    expect(english.json().data).toMatchObject({ title: "Harbour terrace opens", url: story.url });
    const greek = await staff("POST", "/news/preview", as.editor, { item: story, language: "el" });
    expect(greek.json().data.title).toBe("Ανοίγει η βεράντα");
    // Nothing was stored.
    const stored = (await staff("GET", "/news", as.editor)).json().data as { url: string }[];
    expect(stored.some((item) => item.url === story.url)).toBe(false);
  });

  it.each(["events", "jobs"] as const)("of %s is the public item its page's contract reads", async (type) => {
    const body = sampleBody(contentModels[type]);
    const answer = await staff("POST", `/${type}/preview`, as.editor, { item: body, language: "ru" });
    expect(answer.statusCode, answer.body).toBe(200);
    const schema = type === "events" ? eventSchema : jobSchema;
    expect(schema.safeParse(answer.json().data).error?.issues ?? []).toEqual([]);
  });

  it("says an incomplete draft is not complete, and refuses roles without the type's permission", async () => {
    const incomplete = await staff("POST", "/news/preview", as.editor, { item: { title: "" } });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().message).toMatch(/not complete yet/);
    expect((await staff("POST", "/news/preview", as.sales, { item: story })).statusCode).toBe(403);
    // hr may edit job postings, so may preview them, but not news.
    expect((await staff("POST", "/news/preview", as.hr, { item: story })).statusCode).toBe(403);
    // Page meta is previewed beside its form as a search result, not by the API (ADR 0068).
    expect((await staff("POST", "/page-meta/preview", as.editor, { item: {} })).statusCode).toBe(404);
  });
});

/* Brands and community items (ADR 0068). */

const brand = {
  name: "Harbour Grill",
  type: "restaurant",
  order: 40,
  domain: "https://harbour-grill.example",
  phones: [{ phone_number: "+357 25 000000", location: "Bookings" }],
  opening_hours: [{ days: ["mon", "tue"], opens: "12:00", closes: "23:00" }],
  book_online_url: "https://book.example/harbour-grill",
  images: { carousel: [] },
  translations: {
    el: { published: false, fields: { phones: [{ location: "Κρατήσεις" }] } },
  },
};

const community = {
  title: "Beach clean-up in Limassol",
  description: "<p>Every first Sunday.</p>",
  status: "draft",
  images: { small: null, large: null },
  translations: { ru: { published: false, fields: { title: "Уборка пляжа" } } },
};

describe("the preview of a brand or a community item", () => {
  it("is the brand the public read answers, in a language, stored nowhere", async () => {
    const answer = await staff("POST", "/brands/preview", as.editor, { item: brand, language: "el" });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(websiteSchema.safeParse(data).error?.issues ?? []).toEqual([]);
    expect(data).toMatchObject({ name: "Harbour Grill", book_online_url: brand.book_online_url });
    expect(data.phones[0].location).toBe("Κρατήσεις");
    const stored = (await staff("GET", "/brands", as.editor)).json().data as { name: string }[];
    expect(stored.some((item) => item.name === brand.name)).toBe(false);
  });

  it("of a saved brand carries its menu's address, as /brands shows it", async () => {
    const brands = (await app.inject({ url: "/api/v1/websites", headers: withKey })).json().data as {
      id: number;
      menu_url: string | null;
      menu_card_url: string | null;
    }[];
    const withMenu = brands.find((one) => one.menu_url || one.menu_card_url);
    expect(withMenu).toBeDefined();
    const stored = (await staff("GET", `/brands/${withMenu?.id}`, as.editor)).json().data;
    const answer = await staff("POST", "/brands/preview", as.editor, { item: stored });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      menu_url: withMenu?.menu_url,
      menu_card_url: withMenu?.menu_card_url,
    });
  });

  it("is the community item the public read answers, with an unpublished translation", async () => {
    const answer = await staff("POST", "/csr/preview", as.editor, { item: community, language: "ru" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(csrItemSchema.safeParse(answer.json().data).error?.issues ?? []).toEqual([]);
    expect(answer.json().data.title).toBe("Уборка пляжа");
    const stored = (await staff("GET", "/csr", as.editor)).json().data as { title: string }[];
    expect(stored.some((item) => item.title === community.title)).toBe(false);
  });

  it("says an incomplete draft is not complete, and refuses roles without content", async () => {
    for (const [type, item] of [
      ["brands", { ...brand, name: "" }],
      ["csr", { ...community, title: "" }],
    ] as const) {
      const incomplete = await staff("POST", `/${type}/preview`, as.editor, { item });
      expect(incomplete.statusCode).toBe(422);
      expect(incomplete.json().message).toBe(
        "The draft is not complete yet: fill in the fields marked required to see it.",
      );
      expect((await staff("POST", `/${type}/preview`, as.sales, { item })).statusCode).toBe(403);
      expect((await staff("POST", `/${type}/preview`, as.hr, { item })).statusCode).toBe(403);
    }
  });

  it("has signed links that show the stored brand or item until it changes", async () => {
    const savedBrand = (await staff("POST", "/brands", as.editor, brand)).json().data;
    const savedItem = (await staff("POST", "/csr", as.editor, community)).json().data;
    for (const [type, saved, field, value] of [
      ["brands", savedBrand, "name", "Harbour Grill"],
      ["csr", savedItem, "title", "Beach clean-up in Limassol"],
    ] as const) {
      const made = await staff("POST", `/${type}/${saved.id}/preview-link`, as.editor, {});
      expect(made.statusCode, made.body).toBe(200);
      const token: string = made.json().data.token;
      expect(token.startsWith(`${type}.${saved.id}.`)).toBe(true);
      const opened = await openLink(token);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.headers["cache-control"]).toBe("private, no-store");
      expect(opened.json()).toMatchObject({ type, data: { [field]: value } });
      const schema = type === "brands" ? websiteSchema : csrItemSchema;
      expect(schema.safeParse(opened.json().data).error?.issues ?? []).toEqual([]);
    }
    expect((await openLink("csr.1.x.y.z")).statusCode).toBe(403);
    await staff("PUT", `/brands/${savedBrand.id}`, as.editor, { ...brand, name: "Renamed later" });
    const token = (await staff("POST", `/brands/${savedBrand.id}/preview-link`, as.editor, {})).json().data
      .token as string;
    await staff("PUT", `/brands/${savedBrand.id}`, as.editor, { ...brand, name: "Renamed again" });
    expect((await openLink(token)).statusCode).toBe(410);
  });
});

describe("a signed preview link", () => {
  it("shows the stored draft without a session, in a language, uncached, until the draft changes", async () => {
    const created = (await staff("POST", "/news", as.editor, story)).json().data;
    const answer = await staff("POST", `/news/${created.id}/preview-link`, as.editor, {});
    expect(answer.statusCode).toBe(200);
    const { token, expires_at } = answer.json().data;
    const days = (Date.parse(expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(PREVIEW_LINK_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(PREVIEW_LINK_DAYS);

    const opened = await openLink(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    expect(opened.json()).toMatchObject({ type: "news", data: { title: "Harbour terrace opens" } });
    // What the site's page checks it against: the public contract of a story.
    const parsed = newsItemSchema.safeParse(opened.json().data);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect((await openLink(token, "el")).json().data.title).toBe("Ανοίγει η βεράντα");

    // Another item's signature does not open this one, and a changed token is refused.
    const other = (await staff("POST", "/news", as.editor, { ...story, url: "preview-other" })).json().data;
    const otherToken: string = (await staff("POST", `/news/${other.id}/preview-link`, as.editor, {})).json()
      .data.token;
    const [, , , , otherSignature] = otherToken.split(".");
    const swapped = [...token.split(".").slice(0, 4), otherSignature].join(".");
    const refused = await openLink(swapped);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(previewRefusals.invalid);
    const retargeted = token.replace(`news.${created.id}.`, `news.${other.id}.`);
    expect((await openLink(retargeted)).statusCode).toBe(403);

    // A save after the link was made: the link shows nothing rather than what nobody sent.
    await staff("PUT", `/news/${created.id}`, as.editor, { ...story, title: "Changed later" });
    const changed = await openLink(token);
    expect(changed.statusCode).toBe(410);
    expect(changed.json().message).toBe(previewRefusals.changed);
    expect(
      (
        await app.inject({
          method: "POST",
          url: `/api/v1/staff/content/news/${created.id}/preview-link`,
          headers: withKey,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("preview tokens", () => {
  const key = previewKey(staffSecretFromApiKey("test-key-of-some-length"));
  const now = Date.parse("2026-12-02T12:00:00Z");
  const { token, expiresAt } = signPreviewToken(key, "events", 7, "digest", now);

  it("are valid until they expire, then refused as expired", () => {
    expect(checkPreviewToken(key, token, now)).toMatchObject({ ok: true, type: "events", id: 7 });
    // Lower case only: the site answers an address with capitals by its lower-case one.
    expect(token).toBe(token.toLowerCase());
    expect(checkPreviewToken(key, token, expiresAt.getTime() - 1).ok).toBe(true);
    expect(checkPreviewToken(key, token, expiresAt.getTime())).toEqual({ ok: false, reason: "expired" });
  });

  it("are refused when any part is changed, or signed with another key", () => {
    const parts = token.split(".");
    const later = [...parts.slice(0, 3), (expiresAt.getTime() * 2).toString(36), parts[4]].join(".");
    expect(checkPreviewToken(key, later, now)).toEqual({ ok: false, reason: "invalid" });
    expect(checkPreviewToken(key, token.replace("events.", "news."), now).ok).toBe(false);
    expect(checkPreviewToken(key, `${token}x`, now).ok).toBe(false);
    expect(checkPreviewToken(key, "not-a-token", now).ok).toBe(false);
    const otherKey = previewKey(staffSecretFromApiKey("another-installation-key"));
    expect(checkPreviewToken(otherKey, token, now)).toEqual({ ok: false, reason: "invalid" });
  });
});
