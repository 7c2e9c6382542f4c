import {
  type ContentModel,
  columnOf,
  modelColumns,
  publicItem,
  sampleBody,
  translatableFields,
  writeSchema,
} from "@thalassa/contract/content-model";
import { contentModels, storyModel, tooLongMessage } from "@thalassa/contract/content-models";
import { staffRoles } from "@thalassa/contract/staff";
import { overParts } from "@thalassa/contract/translations";
import { eq, getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
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
/** A public read, in a language when one is given (`?lang=`, as the site's Greek and Russian pages read). */
const publicData = async (app: TestApp, path: string, lang?: string) => {
  const url = lang ? `/api/v1${path}${path.includes("?") ? "&" : "?"}lang=${lang}` : `/api/v1${path}`;
  return (await app.inject({ url, headers: withKey })).json().data;
};
const byId = (path: string) => async (app: TestApp, item: Item, lang?: string) =>
  ((await publicData(app, path, lang)) as Item[]).find((entry) => entry.id === item.id);

/** How the public API answers each staff type's item (published ones included). */
const publicItemOf: Record<
  keyof typeof contentModels,
  (app: TestApp, item: Item, lang?: string) => Promise<Item | undefined>
> = {
  news: byId("/posts?post_type=news"),
  csr: byId("/posts?post_type=csr"),
  events: byId("/events"),
  jobs: byId("/job-postings"),
  brands: byId("/websites"),
  menus: (app, item, lang) => publicData(app, `/website-menu?url=${item.url}`, lang),
  "menu-cards": (app, item, lang) => publicData(app, `/menu-card?url=${item.url}`, lang),
  "page-meta": async (app, item, lang) =>
    ((await publicData(app, "/page-meta", lang)) as Item[]).find((entry) => entry.url === item.url),
};

/** Where the site reads a type's translatable fields that its public item does not carry. */
const otherReadsOf: Partial<
  Record<keyof typeof contentModels, (app: TestApp, item: Item, lang: string) => Promise<Item>>
> = {
  // A story's meta fields come with its page's meta (the site's news article loader).
  news: (app, item, lang) => publicData(app, `/news-meta?url=${item.url}`, lang),
};

/** A value of the field's kind that names the language and the field, HTML where the field is. */
const translatedValue = (english: unknown, language: string, field: string) => {
  const text = `${language === "el" ? "Ελληνικά" : "По-русски"} ${field}`;
  return typeof english === "string" && english.startsWith("<") ? `<p>${text}</p>` : text;
};

/**
 * A structured field's translated parts (ADR 0058): the English value's shape with each text part
 * of the parts' schema in the language; the public item is the English with these laid over it.
 */
const translatedParts = (parts: z.ZodType, english: unknown, text: string): unknown => {
  if (parts instanceof z.ZodOptional || parts instanceof z.ZodNullable)
    return translatedParts(parts.unwrap() as z.ZodType, english, text);
  if (parts instanceof z.ZodArray)
    return (english as unknown[]).map((item) => translatedParts(parts.element as z.ZodType, item, text));
  if (parts instanceof z.ZodObject)
    return Object.fromEntries(
      Object.entries(parts.shape).map(([key, child]) => [
        key,
        translatedParts(child as z.ZodType, (english as Item)[key], `${text} ${key}`),
      ]),
    );
  return text;
};
const translationOf = (
  field: ContentModel["fields"][string],
  english: unknown,
  language: string,
  name: string,
) =>
  typeof field.translatable === "object"
    ? translatedParts(field.translatable.parts, english, translatedValue(english, language, name))
    : translatedValue(english, language, name);

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

describe("every translatable field is written in Greek and Russian and read in each language", () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let editor: string;
  beforeAll(async () => {
    ({ app, close } = await createStaffTestApp());
    editor = (await staffSessions(app, staffRoles)).editor;
  });
  afterAll(() => close());

  const translatableTypes = (Object.keys(publicItemOf) as (keyof typeof contentModels)[]).filter(
    (type) => Object.keys(translatableFields(contentModels[type])).length > 0,
  );

  it.each(translatableTypes)("%s", async (type) => {
    const model: ContentModel = contentModels[type];
    const names = Object.keys(translatableFields(model));
    const body = sampleBody(model);
    const translations = Object.fromEntries(
      ["el", "ru"].map((language) => [
        language,
        {
          published: true,
          fields: Object.fromEntries(
            names.map((name) => [name, translationOf(model.fields[name]!, body[name], language, name)]),
          ),
        },
      ]),
    );
    const created = await app.inject({
      method: "POST",
      url: `/api/v1/staff/content/${type}`,
      headers: { ...withKey, cookie: editor },
      payload: { ...body, translations },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data as Item;

    for (const language of ["el", "ru"]) {
      const shown = await publicItemOf[type](app, item, language);
      const other = otherReadsOf[type] ? await otherReadsOf[type](app, item, language) : {};
      for (const name of names) {
        const field = model.fields[name]!;
        const as = field.read ? (field.read === true ? name : (field.read.as ?? name)) : null;
        const read = as ? shown?.[as] : other[name];
        expect(
          as || otherReadsOf[type],
          `${type}.${name} is translatable but nothing the site reads carries it`,
        ).toBeTruthy();
        const translation = translationOf(field, body[name], language, name);
        expect(read, `${type}.${name} read in ${language}`).toEqual(
          typeof field.translatable === "object" ? overParts(body[name], translation) : translation,
        );
      }
      expect(shown?.untranslated ?? [], `${type} in ${language}: fields still in English`).toEqual([]);
    }
  });
});

describe("every text field staff write has its limit from the model, and says so one character over", () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let editor: string;
  beforeAll(async () => {
    ({ app, close } = await createStaffTestApp());
    editor = (await staffSessions(app, staffRoles)).editor;
  });
  afterAll(() => close());

  type JsonField = {
    type?: string | string[];
    anyOf?: JsonField[];
    maxLength?: number;
    enum?: unknown[];
    format?: string;
    pattern?: string;
    contentMediaType?: string;
  };
  /** The string branch of a field's JSON Schema, if it is text. */
  const textOf = (schema: JsonField): JsonField | null => {
    if (schema.anyOf) return schema.anyOf.map(textOf).find(Boolean) ?? null;
    const isString =
      schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));
    return isString ? schema : null;
  };
  /** Free text: not a choice, a date, an address, a PDF, a time or rich text (which has limits of its own). */
  const freeText = (schema: JsonField) =>
    !schema.enum && !schema.format && !schema.contentMediaType && !(schema.pattern && !schema.maxLength);

  const cases = (Object.keys(publicItemOf) as (keyof typeof contentModels)[]).flatMap((type) => {
    const json = z.toJSONSchema(writeSchema(contentModels[type] as ContentModel), {
      io: "input",
      unrepresentable: "any",
    }) as {
      properties: Record<string, JsonField>;
    };
    return Object.entries(json.properties)
      .map(([name, schema]) => [type, name, textOf(schema)] as const)
      .filter((entry): entry is [keyof typeof contentModels, string, JsonField] => entry[2] !== null)
      .filter(([, , schema]) => freeText(schema));
  });

  let made = 0;
  /** The sample with addresses of its own (they are unique), the field one character over. */
  const bodyOf = (type: keyof typeof contentModels, name: string, value: string) => {
    const body: Item = { ...sampleBody(contentModels[type]), [name]: value };
    made += 1;
    for (const key of ["url", "event_url"])
      if (key in body && key !== name) body[key] = type === "page-meta" ? `/limit-${made}` : `limit-${made}`;
    return body;
  };

  it.each(cases)("%s.%s", async (type, name, schema) => {
    expect(schema.maxLength, `${type}.${name} is text with no limit in the model`).toBeTypeOf("number");
    const max = schema.maxLength as number;
    const body = bodyOf(type, name, "x".repeat(max + 1));
    const refused = await app.inject({
      method: "POST",
      url: `/api/v1/staff/content/${type}`,
      headers: { ...withKey, cookie: editor },
      payload: body,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors, refused.body).toEqual({ [name]: [tooLongMessage(max)] });
    const fits = await app.inject({
      method: "POST",
      url: `/api/v1/staff/content/${type}`,
      headers: { ...withKey, cookie: editor },
      payload: bodyOf(type, name, "x".repeat(max)),
    });
    expect(fits.statusCode, fits.body).toBe(201);
  });
});
