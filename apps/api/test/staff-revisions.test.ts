import {
  STAFF_REVISIONS_KEPT,
  type StaffRevision,
  staffAutosaveLiveRefusal,
  staffRestoreLiveRefusal,
  staffRoleRefusal,
} from "@thalassa/contract/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, withKey } from "./helpers.ts";
import {
  createStaffTestApp,
  type StaffContentMethod,
  staffContentCall,
  staffSessions,
} from "./staff-helpers.ts";

/* Revisions of content items (ADR 0059): recorded on every save, listed, read and restored as drafts. */

let app: TestApp;
let close: () => Promise<void>;
let as: Awaited<ReturnType<typeof staffSessions>>;

beforeAll(async () => {
  ({ app, close } = await createStaffTestApp());
  as = await staffSessions(app, ["owner", "editor", "sales", "marketing"]);
});
afterAll(() => close());

const staff = (method: StaffContentMethod, url: string, cookie: string, payload?: unknown) =>
  staffContentCall(app, method, url, cookie, payload);
const revisions = async (path: string, cookie = as.editor) =>
  (await staff("GET", `${path}/revisions`, cookie)).json().data as StaffRevision[];
const publicGet = (url: string) => app.inject({ url: `/api/v1${url}`, headers: withKey });

const story = {
  title: "Harbour terrace opens",
  url: "revisions-harbour-terrace",
  status: "draft",
  description: "<p>Open from Friday.</p>",
  images: { small: null, large: null },
};

describe("a news story's revisions", () => {
  it("records each save with who and when, reads one back and restores it as a new draft", async () => {
    const created = (await staff("POST", "/news", as.editor, story)).json().data;
    const path = `/news/${created.id}`;
    const edited = await staff("PUT", path, as.marketing, {
      ...story,
      title: "Harbour terrace opens on Friday",
    });
    expect(edited.statusCode).toBe(200);

    const list = await revisions(path);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      note: "update",
      status: "draft",
      saved_by: { email: "marketing@staff.example" },
    });
    expect(list[1]).toMatchObject({ note: "create", saved_by: { email: "editor@staff.example" } });
    expect(Date.parse(list[0]?.saved_at ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const first = (await staff("GET", `${path}/revisions/${list[1]?.id}`, as.editor)).json().data;
    expect(first.item).toMatchObject({ title: story.title, url: story.url });

    const restored = await staff("POST", `${path}/revisions/${list[1]?.id}/restore`, as.editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ title: story.title, status: "draft" });
    const after = await revisions(path);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ note: "restore", saved_by: { email: "editor@staff.example" } });
    const audit = await app.inject({ url: "/api/v1/staff/audit", headers: { ...withKey, cookie: as.owner } });
    expect(audit.json().data[0]).toMatchObject({
      action: "update",
      entity: "news",
      detail: { fields: ["title"], restored_revision: list[1]?.id },
    });
  });

  it("never publishes: a scheduled revision comes back unscheduled, a live story is refused with the way to do it", async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const created = (
      await staff("POST", "/news", as.editor, { ...story, url: "revisions-scheduled", publish_at: soon })
    ).json().data;
    const path = `/news/${created.id}`;
    const [scheduled] = await revisions(path);
    await staff("PUT", path, as.editor, { ...story, url: "revisions-scheduled", status: "live" });
    const refused = await staff("POST", `${path}/revisions/${scheduled?.id}/restore`, as.editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(staffRestoreLiveRefusal);
    expect((await staff("GET", path, as.editor)).json().data.status).toBe("live");

    await staff("PUT", path, as.editor, { ...story, url: "revisions-scheduled", status: "draft" });
    const restored = await staff("POST", `${path}/revisions/${scheduled?.id}/restore`, as.editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ status: "draft", publish_at: null });
  });

  it("is read and restored with the item's permissions; another item's revision is not found", async () => {
    const created = (await staff("POST", "/news", as.editor, { ...story, url: "revisions-access" })).json()
      .data;
    const [revision] = await revisions(`/news/${created.id}`);
    const refused = await staff("GET", `/news/${created.id}/revisions`, as.sales);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(staffRoleRefusal("sales", "read news"));
    const restore = await staff("POST", `/news/${created.id}/revisions/${revision?.id}/restore`, as.sales);
    expect(restore.statusCode).toBe(403);
    const other = (await staff("POST", "/news", as.editor, { ...story, url: "revisions-other" })).json().data;
    const wrongItem = await staff("GET", `/news/${other.id}/revisions/${revision?.id}`, as.editor);
    expect(wrongItem.statusCode).toBe(404);
    expect(wrongItem.json().message).toBe(`This item has no revision ${revision?.id}.`);
    expect((await staff("GET", `/news/${other.id}/revisions/x`, as.editor)).statusCode).toBe(404);
  });

  it(`keeps the newest ${STAFF_REVISIONS_KEPT} revisions of an item`, async () => {
    const created = (await staff("POST", "/news", as.editor, { ...story, url: "revisions-many" })).json()
      .data;
    for (let n = 1; n <= STAFF_REVISIONS_KEPT; n++) {
      await staff("PUT", `/news/${created.id}`, as.editor, {
        ...story,
        url: "revisions-many",
        title: `Take ${n}`,
      });
    }
    const list = await revisions(`/news/${created.id}`);
    expect(list).toHaveLength(STAFF_REVISIONS_KEPT);
    expect(list.some((r) => r.note === "create")).toBe(false);
    const newest = (await staff("GET", `/news/${created.id}/revisions/${list[0]?.id}`, as.editor)).json()
      .data;
    expect(newest.item.title).toBe(`Take ${STAFF_REVISIONS_KEPT}`);
  });
});

describe("a page block's revisions", () => {
  it("restores an earlier text into the block's draft while the live block stays as it is", async () => {
    const blocks = (await staff("GET", "/blocks?pageName=home", as.editor)).json().data as {
      id: number;
      block_name: string;
      website_id: number;
    }[];
    const hero = blocks.find((b) => b.block_name === "HeroBlock" && b.website_id === 1);
    if (!hero) throw new Error("no home hero block in the demo content");
    const current = (await staff("GET", `/blocks/${hero.id}`, as.editor)).json().data;
    const body = { website_id: 1, page_name: "home", block_name: "HeroBlock" };
    await staff("PUT", `/blocks/${hero.id}`, as.editor, {
      ...body,
      content: current.content,
      status: "live",
    });
    const changed = structuredClone(current.content);
    changed.carousel.slides[0].title.value = "Changed by mistake";
    await staff("PUT", `/blocks/${hero.id}`, as.editor, { ...body, content: changed, status: "live" });

    const list = await revisions(`/blocks/${hero.id}`);
    expect(list.map((r) => r.status)).toEqual(["live", "live"]);
    const restored = await staff("POST", `/blocks/${hero.id}/revisions/${list[1]?.id}/restore`, as.editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({
      status: "draft",
      content: current.content,
      live_content: changed,
    });
    expect((await revisions(`/blocks/${hero.id}`))[0]).toMatchObject({ note: "restore", status: "draft" });
    await staff("PUT", `/blocks/${hero.id}`, as.editor, {
      ...body,
      content: current.content,
      status: "live",
    });
  });
});

describe("a menu's revisions", () => {
  it("records a CSV import and a duplicate, and restores the menu from before the import as a draft", async () => {
    const menu = (await publicGet("/menu-card?url=kyma-beach")).json().data;
    const path = `/menu-cards/${menu.id}`;
    const before = (await staff("GET", path, as.editor)).json().data;
    const { id: _id, ...body } = before;
    await staff("PUT", path, as.editor, { ...body, status: "draft" });
    const imported = await staff("POST", `${path}/csv`, as.editor, {
      csv: "section,name,description,price,sizes,allergens,diet,available\nSalads,Only salad,,7.00,,,,yes\n",
    });
    expect(imported.statusCode).toBe(200);
    const list = await revisions(path);
    expect(list.map((r) => r.note)).toEqual(["csv-import", "update"]);

    const restored = await staff("POST", `${path}/revisions/${list[1]?.id}/restore`, as.editor);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ status: "draft", sections: before.sections });

    const copy = (await staff("POST", `${path}/duplicate`, as.editor)).json().data;
    expect(await revisions(`/menu-cards/${copy.id}`)).toMatchObject([{ note: "create", status: "draft" }]);
    // Put the demo menu back on the site for the other suites' sake.
    await staff("PUT", path, as.editor, { ...body, status: before.status });
  });

  it("a menu PDF keeps its revisions under its new address and forgets them when it is removed", async () => {
    const pdf = {
      url: "revisions-pdf",
      title: "Wine list",
      file_url: "/media/staff/wine.pdf",
      website_id: 4,
    };
    const created = await staff("POST", "/menus", as.editor, pdf);
    expect(created.statusCode, created.body).toBe(201);
    await staff("PUT", "/menus/revisions-pdf", as.editor, {
      ...created.json().data,
      id: undefined,
      url: "revisions-pdf-2",
    });
    expect((await revisions("/menus/revisions-pdf-2")).map((r) => r.note)).toEqual(["update", "create"]);
    await staff("DELETE", "/menus/revisions-pdf-2", as.editor);
    await staff("POST", "/menus", as.editor, { ...pdf, url: "revisions-pdf-2" });
    expect((await revisions("/menus/revisions-pdf-2")).map((r) => r.note)).toEqual(["create"]);
  });
});

describe("automatic saves", () => {
  it("save a draft, keep one revision for a run of them, and refuse a live story or a publish", async () => {
    const created = (await staff("POST", "/news", as.editor, { ...story, url: "revisions-autosave" })).json()
      .data;
    const path = `/news/${created.id}`;
    const body = { ...story, url: "revisions-autosave" };
    for (const title of ["Harbour t", "Harbour terrace", "Harbour terrace opens soon"]) {
      const saved = await staff("PUT", `${path}?autosave=1`, as.editor, { ...body, title });
      expect(saved.statusCode).toBe(200);
    }
    // Another person's autosave is a revision of its own.
    await staff("PUT", `${path}?autosave=1`, as.marketing, { ...body, title: "Terrace opens" });
    const list = await revisions(path);
    expect(list.map((r) => [r.note, r.saved_by.email])).toEqual([
      ["autosave", "marketing@staff.example"],
      ["autosave", "editor@staff.example"],
      ["create", "editor@staff.example"],
    ]);
    const mine = (await staff("GET", `${path}/revisions/${list[1]?.id}`, as.editor)).json().data;
    expect(mine.item.title).toBe("Harbour terrace opens soon");

    const publish = await staff("PUT", `${path}?autosave=1`, as.editor, { ...body, status: "live" });
    expect(publish.statusCode).toBe(409);
    await staff("PUT", path, as.editor, { ...body, status: "live" });
    const live = await staff("PUT", `${path}?autosave=1`, as.editor, { ...body, title: "Oops" });
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toBe(staffAutosaveLiveRefusal);
    expect((await staff("GET", path, as.editor)).json().data).toMatchObject({
      status: "live",
      title: story.title,
    });
  });
});
