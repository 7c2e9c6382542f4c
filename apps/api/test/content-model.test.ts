import {
  type ContentModel,
  columnOf,
  modelColumns,
  publicItem,
  sampleBody,
} from "@thalassa/contract/content-model";
import { contentModels, storyModel } from "@thalassa/contract/content-models";
import { staffRoles } from "@thalassa/contract/staff";
import { eq, getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../src/db/schema.ts";
import { type TestApp, withKey } from "./helpers.ts";
import { createStaffTestApp, staffSessions } from "./staff-helpers.ts";

/*
 * The content models (contract content-models.ts) against the layers that carry their fields: the
 * database tables, the staff API and the public API. A field a layer drops fails here.
 */

const allModels: ContentModel[] = [...Object.values(contentModels), storyModel];

/** Columns of a content table that are no entity's field: which kind of post a row is. */
const bookkeepingColumns: Record<string, string[]> = { posts: ["postType"] };

type Item = Record<string, unknown>;
const publicData = async (app: TestApp, path: string) =>
  (await app.inject({ url: `/api/v1${path}`, headers: withKey })).json().data;
const byId = (path: string) => async (app: TestApp, item: Item) =>
  ((await publicData(app, path)) as Item[]).find((entry) => entry.id === item.id);

/** How the public API answers each staff type's item (published ones included). */
const publicItemOf: Record<
  keyof typeof contentModels,
  (app: TestApp, item: Item) => Promise<Item | undefined>
> = {
  news: byId("/posts?post_type=news"),
  csr: byId("/posts?post_type=csr"),
  events: byId("/events"),
  jobs: byId("/job-postings"),
  brands: byId("/websites"),
  menus: (app, item) => publicData(app, `/website-menu?url=${item.url}`),
  "menu-cards": (app, item) => publicData(app, `/menu-card?url=${item.url}`),
  "page-meta": async (app, item) =>
    ((await publicData(app, "/page-meta")) as Item[]).find((entry) => entry.url === item.url),
};

describe("every content model against its database table", () => {
  const tables = [...new Set(allModels.map((m) => m.table))];
  it.each(tables)("%s: every field has its column and every column is some entity's field", (name) => {
    const table = (schema as unknown as Record<string, PgTable>)[name];
    expect(table, `apps/api/src/db/schema.ts exports no table ${name}`).toBeDefined();
    const columns = Object.keys(getTableColumns(table as PgTable)).sort();
    const fields = [
      ...new Set([
        ...allModels.filter((m) => m.table === name).flatMap(modelColumns),
        ...(bookkeepingColumns[name] ?? []),
      ]),
    ].sort();
    expect(
      fields.filter((f) => !columns.includes(f)),
      "fields without a column",
    ).toEqual([]);
    expect(
      columns.filter((c) => !fields.includes(c)),
      "columns without a field",
    ).toEqual([]);
  });
});

describe("every field staff write reaches the database, the staff API and the public API", () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let editor: string;
  beforeAll(async () => {
    ({ app, close } = await createStaffTestApp());
    editor = (await staffSessions(app, staffRoles)).editor;
  });
  afterAll(() => close());

  it.each(Object.keys(publicItemOf) as (keyof typeof contentModels)[])("%s", async (type) => {
    const model: ContentModel = contentModels[type];
    const body = sampleBody(model);
    const created = await app.inject({
      method: "POST",
      url: `/api/v1/staff/content/${type}`,
      headers: { ...withKey, cookie: editor },
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data as Record<string, unknown>;

    // The staff API answers every field as it was sent.
    for (const field of Object.keys(body)) expect(item[field], `staff item's ${field}`).toEqual(body[field]);

    // Each field is in its column.
    // biome-ignore lint/suspicious/noExplicitAny: a table picked by name; Drizzle types each table apart
    const table = (schema as unknown as Record<string, any>)[model.table];
    const idColumn = model.fields.id ? table.id : table.url;
    const [row] = await app.db.select().from(table).where(eq(idColumn, item.id));
    for (const [name, field] of Object.entries(model.fields)) {
      const column = columnOf(name, field);
      if (!field.write || !column) continue;
      const stored = (row as Record<string, unknown>)[column];
      // A timestamp column holds the moment the ISO text names (ADR 0043).
      expect(stored instanceof Date ? stored.toISOString() : stored, `column ${column}`).toEqual(body[name]);
    }

    // The public item has every public field of a written field, as the model maps it.
    const shown = await publicItemOf[type](app, item);
    expect(shown, "the item in the public API").toBeDefined();
    const expected = publicItem(model, row as Record<string, unknown>);
    for (const [name, field] of Object.entries(model.fields)) {
      if (!field.write || !field.read) continue;
      const as = field.read === true ? name : (field.read.as ?? name);
      expect(shown?.[as], `public ${as}`).toBeTruthy();
      expect(shown?.[as], `public ${as}`).toEqual(expected[as]);
    }
  });
});
