import { sampleBody } from "@thalassa/contract/content-model";
import { contentModels } from "@thalassa/contract/content-models";
import { eventSchema, jobSchema, newsItemSchema } from "@thalassa/contract/entities";
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
    expect((await staff("POST", "/brands/preview", as.editor, { item: {} })).statusCode).toBe(404);
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
