import { z } from "zod";
import {
  type ContentLanguage,
  overlayTranslation,
  type Translations,
  translationsSchema,
} from "./translations.ts";

/*
 * One definition per content entity (ADR 0031): its fields, each with what staff write, what the
 * public API answers, the database column it lives in and whether visitors see it as text. The
 * staff write schema, the public read schema, the demo catalogue's entry schema, the staff form
 * (generated from the write schema), the public mapping and the drills' field lists are all
 * derived from it, so a new field is written here once.
 */

type Row = Record<string, unknown>;

/** The public side of a field, where it is more than "the write schema, under the same name". */
export interface PublicSide {
  /** The public schema; the write schema unless given. */
  schema?: z.ZodType;
  /** The name in the public item; the field's own name unless given. */
  as?: string;
  /** The public value from the stored one (and the whole row, for values made from others). */
  fromColumn?: (value: never, row: Row) => unknown;
}

export interface ContentField {
  /** What staff send; absent when staff never set the field (ids, creation times). */
  write?: z.ZodType;
  /** The field's name in the staff forms ("Brand", not "Website id"): the JSON Schema's title. */
  label?: string;
  /** Whether (and how) the public API answers the field; absent for staff-only fields. */
  read?: true | PublicSide;
  /**
   * The Drizzle column (the camelCase key of the table) the field is stored in; the field's name
   * in camelCase unless given; null when it has no column (a value the API makes up).
   */
  column?: string | null;
  /** Text visitors see (plain or HTML), or a link they follow: the drills write hostile values into it. */
  shown?: "text" | "link";
  /**
   * Where visitors meet the field (a public one): on the entity's cards, its own page, the feed,
   * its structured data (JSON-LD) or the page's meta tags. The site's view types pick these fields
   * from the public item, and apps/web/app/presentation.test.tsx fails when one of these outputs
   * leaves a field out.
   */
  shownOn?: readonly Presentation[];
  /**
   * The schema.org property the field fills in the entity's JSON-LD, as plain text, for a field
   * shown in its structured data that the site's builder does not place itself.
   */
  schemaOrg?: string;
  /**
   * A page-meta field (`meta_title`, `meta_description`…) the entity gives its page: when staff
   * leave it empty, the value is made from another field of the item (`from`), by `as` if given.
   */
  metaFallback?: { from: string; as?: (value: string) => string | null };
  /**
   * The field's name as visitors read it where a page names it (the term of a fact: "Dress code"),
   * in each of the site's languages: the page's data carries it in the page's language (`terms`).
   */
  term?: FieldTerm;
  /**
   * The SQL kind of the field's column (sqlColumn), from which apps/api/src/db/schema.ts builds it;
   * absent for columns written by hand there (ids, creation times) and, in a table several
   * entities share, on all but one of them.
   */
  sql?: SqlColumn;
  /**
   * Text visitors read that staff give in Greek and Russian too (ADR 0039): the entity then has a
   * `translations` field, made by defineContentModel from these fields. A structured field (a
   * list of phones, an address) names the schema of its translated parts: the English value's
   * shape with only the words visitors read (ADR 0058), laid over the English key by key and item
   * by item, so a number or a street is never written twice.
   */
  translatable?: true | { parts: z.ZodType };
}

export type ContentFields = Record<string, ContentField>;

/** A field's name for visitors, in English and each language content is translated into. */
export type FieldTerm = { en: string } & Record<ContentLanguage, string>;

/** The places the site shows an entity: its cards, its page, its feed item, its JSON-LD, its meta tags. */
export const PRESENTATIONS = ["card", "page", "feed", "structuredData", "meta"] as const;
export type Presentation = (typeof PRESENTATIONS)[number];

export interface ContentModel<F extends ContentFields = ContentFields> {
  /** The Drizzle table export the entity is stored in (apps/api/src/db/schema.ts). */
  table: string;
  fields: F;
}

type TranslatableKey<F extends ContentFields> = {
  [K in keyof F]: F[K] extends { translatable: true | { parts: z.ZodType } } ? K : never;
}[keyof F];

/** The field defineContentModel adds to an entity with translatable fields. */
interface TranslationsField {
  label: string;
  write: z.ZodType<Translations>;
  sql: { kind: "jsonb"; notNull: true; default: Record<string, never>; type?: Translations };
}
type WithTranslations<F extends ContentFields> = [TranslatableKey<F>] extends [never]
  ? F
  : F & { translations: TranslationsField };

/** The fields staff translate, each with its write schema (and label). */
export function translatableFields(model: ContentModel): Record<string, z.ZodType> {
  const fields: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(model.fields)) {
    if (!field.translatable || name === "translations") continue;
    if (!field.write || field.shown !== "text")
      throw new Error(`The field ${name} is translatable but is not text staff write`);
    const write = field.translatable === true ? field.write : field.translatable.parts;
    fields[name] = field.label ? write.meta({ title: field.label }) : write;
  }
  return fields;
}

/**
 * An entity's definition; one with translatable fields gets `translations` (ADR 0039): a JSON
 * column beside the English, per language `{ published, fields }`, written by staff with the
 * English fields' validators.
 */
export function defineContentModel<const F extends ContentFields>(
  model: ContentModel<F>,
): ContentModel<WithTranslations<F>> {
  const translatable = translatableFields(model);
  if (Object.keys(translatable).length === 0) return model as ContentModel<WithTranslations<F>>;
  const translations: TranslationsField = {
    label: "Translations",
    write: translationsSchema(translatable) as unknown as z.ZodType<Translations>,
    sql: { kind: "jsonb", notNull: true, default: {} },
  };
  return { ...model, fields: { ...model.fields, translations } } as ContentModel<WithTranslations<F>>;
}

/* ---------- column kinds ---------- */

/**
 * What the database column of a field is, as plain data (the contract is bundled for the browser,
 * so no Drizzle here): the SQL kind, whether it may be null, a unique constraint, a default, the
 * values a text column is limited to. `type` is never set: it carries the TypeScript type of a
 * JSON column's value to the table's rows.
 */
export interface SqlColumn<T = unknown> {
  kind: "text" | "integer" | "boolean" | "date" | "timestamp" | "jsonb";
  notNull?: boolean;
  unique?: boolean;
  default?: unknown;
  enum?: readonly string[];
  type?: T;
}

type SqlOptions = Pick<SqlColumn, "notNull" | "unique" | "default">;

/** The column kinds a field definition declares (SqlColumn). Dates are stored as ISO text in `date`. */
export const sqlColumn = {
  text: <const O extends SqlOptions & { enum?: readonly string[] } = Record<never, never>>(options?: O) =>
    ({ kind: "text", ...options }) as { kind: "text" } & O,
  integer: <const O extends SqlOptions = Record<never, never>>(options?: O) =>
    ({ kind: "integer", ...options }) as { kind: "integer" } & O,
  boolean: <const O extends SqlOptions = Record<never, never>>(options?: O) =>
    ({ kind: "boolean", ...options }) as { kind: "boolean" } & O,
  date: <const O extends SqlOptions = Record<never, never>>(options?: O) =>
    ({ kind: "date", ...options }) as { kind: "date" } & O,
  /** A point in time (timestamptz), read as a Date. */
  timestamp: () => ({ kind: "timestamp" }) as { kind: "timestamp" },
  /** A JSON column that may be null; T is the type of its value in the table's rows. */
  jsonb: <T>() => ({ kind: "jsonb" }) as { kind: "jsonb"; type?: T },
  /** A JSON column that is never null. */
  requiredJsonb: <T>() => ({ kind: "jsonb", notNull: true }) as { kind: "jsonb"; notNull: true; type?: T },
};

/* ---------- derived schemas ---------- */

type WriteShape<F extends ContentFields> = {
  [K in keyof F as F[K] extends { write: z.ZodType } ? K : never]: F[K] extends {
    write: infer S extends z.ZodType;
  }
    ? S
    : never;
};

type PublicName<K, Field> = Field extends { read: { as: infer A extends string } }
  ? A
  : Field extends { read: unknown }
    ? K
    : never;
type PublicSchema<Field> = Field extends { read: { schema: infer S extends z.ZodType } }
  ? S
  : Field extends { write: infer S extends z.ZodType }
    ? S
    : never;
type ReadShape<F extends ContentFields> = {
  [K in keyof F as PublicName<K, F[K]>]: PublicSchema<F[K]>;
} & (F extends { translations: unknown } ? { untranslated: typeof untranslatedSchema } : unknown);

/** The body staff send (the staff form is generated from it), fields in definition order. */
export function writeSchema<F extends ContentFields>(model: ContentModel<F>): z.ZodObject<WriteShape<F>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(model.fields)) {
    // The label joins the field's own metadata (a help text), which a second meta() would replace.
    if (field.write)
      shape[name] = field.label
        ? field.write.meta({ ...field.write.meta(), title: field.label })
        : field.write;
  }
  return z.object(shape) as unknown as z.ZodObject<WriteShape<F>>;
}

/**
 * A write schema as the public API reads the field back: its length limit is what staff may write
 * from now on, not a promise about what is stored (an item saved before a limit was set, a row
 * written by an import or by hand), so reading never fails on a text that is too long.
 */
function withoutLengthLimit<T extends z.ZodType>(schema: T): T {
  if (schema instanceof z.ZodOptional)
    return withoutLengthLimit(schema.unwrap() as z.ZodType).optional() as unknown as T;
  if (schema instanceof z.ZodNullable)
    return withoutLengthLimit(schema.unwrap() as z.ZodType).nullable() as unknown as T;
  if (schema instanceof z.ZodString) {
    const def = schema._zod.def;
    const checks = (def.checks ?? []).filter((check) => check._zod.def.check !== "max_length");
    return schema.clone({ ...def, checks }) as unknown as T;
  }
  return schema;
}

function publicSide(name: string, field: ContentField) {
  if (!field.read) return null;
  const side = field.read === true ? {} : field.read;
  const schema = side.schema ?? (field.write && withoutLengthLimit(field.write));
  if (!schema) throw new Error(`The field ${name} is public but has no schema`);
  return { name: side.as ?? name, schema, fromColumn: side.fromColumn };
}

/** What the public API answers for one item. */
export function readSchema<F extends ContentFields>(model: ContentModel<F>): z.ZodObject<ReadShape<F>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(model.fields)) {
    const side = publicSide(name, field);
    if (side) shape[side.name] = side.schema;
  }
  // Read in Greek or Russian (?lang=), the item names the fields still in English (ADR 0039).
  if ("translations" in model.fields) shape.untranslated = untranslatedSchema;
  return z.object(shape) as unknown as z.ZodObject<ReadShape<F>>;
}

/** The public names of the fields the model shows on `place` (ShownOn, as a value). */
export function fieldsShownOn<F extends ContentFields, P extends Presentation>(
  model: ContentModel<F>,
  place: P,
): ShownOn<ContentModel<F>, P>[] {
  const names: string[] = [];
  for (const [name, field] of Object.entries(model.fields)) {
    const side = publicSide(name, field);
    if (side && field.shownOn?.includes(place)) names.push(side.name);
  }
  return names as ShownOn<ContentModel<F>, P>[];
}

/**
 * The public names of the fields a model shows on `place`: a view type is `Pick<Item, ShownOn<…>>`,
 * so a field the model adds to a card is a field every card's data has.
 */
export type ShownOn<M, P extends Presentation> =
  M extends ContentModel<infer F>
    ? {
        [K in keyof F]: F[K] extends { shownOn: readonly (infer U)[] }
          ? P extends U
            ? PublicName<K, F[K]>
            : never
          : never;
      }[keyof F]
    : never;

/** The names of an entity's public fields (as the public item has them). */
export type PublicFieldName<M> =
  M extends ContentModel<infer F> ? { [K in keyof F]: PublicName<K, F[K]> }[keyof F] : never;

/** The names of an entity's fields staff translate (ADR 0039), as the public item has them. */
export type TranslatableName<M> =
  M extends ContentModel<infer F>
    ? { [K in keyof F]: F[K] extends { translatable: true } ? PublicName<K, F[K]> : never }[keyof F]
    : never;

/** The fields of `item` the model shows on `place`, as they are. */
export function pickShown<F extends ContentFields, P extends Presentation, T extends object>(
  model: ContentModel<F>,
  item: T,
  place: P,
): Pick<T, ShownOn<ContentModel<F>, P> & keyof T> {
  const picked: Record<string, unknown> = {};
  for (const name of fieldsShownOn(model, place) as string[]) picked[name] = (item as Row)[name];
  return picked as Pick<T, ShownOn<ContentModel<F>, P> & keyof T>;
}

/**
 * The page meta an item gives its own page (the fields with a `metaFallback`): each its own value,
 * else made from the field it falls back to. `value` reads a field of the item (in the language
 * asked for); an empty text counts as none.
 */
export function metaOfItem(
  model: ContentModel,
  value: (field: string) => unknown,
): Record<string, string | null> {
  const text = (field: string) => {
    const found = value(field);
    return typeof found === "string" && found.trim() !== "" ? found : null;
  };
  const meta: Record<string, string | null> = {};
  for (const [name, field] of Object.entries(model.fields)) {
    if (!field.shownOn?.includes("meta") || field.read) continue;
    const fallback = field.metaFallback;
    const from = fallback ? text(fallback.from) : null;
    meta[name] = text(name) ?? (from !== null && fallback?.as ? fallback.as(from) : from);
  }
  return meta;
}

/** The public names of the fields that carry a term for visitors (FieldTerms' keys). */
export type TermName<M> =
  M extends ContentModel<infer F>
    ? { [K in keyof F]: F[K] extends { term: FieldTerm } ? PublicName<K, F[K]> : never }[keyof F]
    : never;
/** The terms of a model's fields in one language, by public name. */
export type FieldTerms<M> = Record<TermName<M>, string>;

/** The terms of the model's fields (`term`) in `language` ("en", "el", "ru"), by public name. */
export function fieldTerms<F extends ContentFields>(
  model: ContentModel<F>,
  language: string,
): FieldTerms<ContentModel<F>> {
  const terms: Record<string, string> = {};
  for (const [name, field] of Object.entries(model.fields)) {
    const side = publicSide(name, field);
    if (side && field.term) terms[side.name] = field.term[language as keyof FieldTerm] ?? field.term.en;
  }
  return terms as FieldTerms<ContentModel<F>>;
}

/** The public items' keys that fall back to English in a Greek or Russian read. */
export const untranslatedSchema = z.array(z.string()).optional();

/* ---------- columns ---------- */

/** The Drizzle column key of a field: its name in camelCase unless the definition names another. */
export function columnOf(name: string, field: ContentField): string | null {
  if (field.column !== undefined) return field.column;
  return name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Every column the entity's fields are stored in. */
export function modelColumns(model: ContentModel): string[] {
  return Object.entries(model.fields)
    .map(([name, field]) => columnOf(name, field))
    .filter((column): column is string => column !== null);
}

/** The columns of the fields visitors see as text (or follow as links): the drills' field lists. */
export function shownColumns(model: ContentModel, kind: "text" | "link"): string[] {
  return Object.entries(model.fields)
    .filter(([, field]) => field.shown === kind)
    .map(([name, field]) => columnOf(name, field))
    .filter((column): column is string => column !== null);
}

/**
 * The public item of a stored row (keyed by Drizzle column): every public field, from its column
 * as it is unless the definition says how. `extra` gives fields without a column (a brand's menu url).
 */
export function publicItem(model: ContentModel, row: Row, extra: Row = {}, language?: ContentLanguage): Row {
  const item: Row = {};
  const translated: Record<string, string> = {};
  for (const [name, field] of Object.entries(model.fields)) {
    const side = publicSide(name, field);
    if (!side) continue;
    const column = columnOf(name, field);
    const stored = column === null ? extra[side.name] : row[column];
    item[side.name] = side.fromColumn ? side.fromColumn(stored as never, row) : stored;
    if (field.translatable) translated[name] = side.name;
  }
  if (!language || !("translations" in model.fields)) return item;
  const localised = overlayTranslation(item, row.translations, language, translated);
  return { ...localised.item, untranslated: localised.untranslated };
}

/* ---------- public value helpers used by the definitions ---------- */

/** A stored website id as the public `{ id }` reference, or null. */
export const websiteRef = (id: number | null) => (id === null ? null : { id });
/** A stored time as the ISO text the API answers. */
export const isoTime = (at: Date) => at.toISOString();
/** Image slots as stored (empty ones absent) with every slot of `slots` answered, an empty one as null. */
export const imageSlotsOrNull =
  (...slots: string[]) =>
  (stored: Row) =>
    Object.fromEntries(slots.map((slot) => [slot, stored[slot] ?? null]));
/** Stored image slots as they are, the carousel as [] when there is none. */
export const withCarousel = (stored: Row) => ({ ...stored, carousel: stored.carousel ?? [] });

/* ---------- the demo catalogue ---------- */

type Camel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
/** The Drizzle column key of a field (columnOf, as a type). */
export type ColumnKey<K, Field> = Field extends { column: infer C extends string } ? C : Camel<K & string>;
type CatalogueShape<F extends ContentFields, D extends string> = {
  [K in keyof F as K extends D
    ? never
    : F[K] extends { write: z.ZodType }
      ? ColumnKey<K, F[K]>
      : never]: F[K] extends {
    write: infer S extends z.ZodType;
  }
    ? S
    : never;
};

/**
 * The fields a catalogue entry carries as they are, keyed by column name (camelCase, as the
 * catalogue's files are written) and checked as staff writes are: every field staff write except
 * those the catalogue makes from entries of its own (`derived`: a body of paragraphs, a picture key).
 */
export function catalogueShape<F extends ContentFields, const D extends string>(
  model: ContentModel<F>,
  derived: readonly D[],
): CatalogueShape<F, D> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(model.fields)) {
    const column = columnOf(name, field);
    if (!field.write || column === null || (derived as readonly string[]).includes(name)) continue;
    shape[column] = field.write;
  }
  return shape as CatalogueShape<F, D>;
}

/** The columns of the fields an entry carries as they are (catalogueShape), an absent one as null. */
export function catalogueColumns<F extends ContentFields, const D extends string>(
  model: ContentModel<F>,
  entry: object,
  derived: readonly D[],
): { [K in keyof CatalogueShape<F, D>]: z.output<CatalogueShape<F, D>[K]> } {
  const values = entry as Row;
  const columns = Object.keys(catalogueShape(model, derived)).map((c) => [c, values[c] ?? null]);
  return Object.fromEntries(columns) as {
    [K in keyof CatalogueShape<F, D>]: z.output<CatalogueShape<F, D>[K]>;
  };
}

/* ---------- a filled-in item, for the tests that follow every field through every layer ---------- */

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  contentMediaType?: string;
  minimum?: number;
  exclusiveMinimum?: number;
};

function sampleOf(schema: JsonSchema, name: string): unknown {
  const branch = schema.anyOf?.find((s) => s.type !== "null");
  if (branch) return sampleOf(branch, name);
  if (schema.enum) return schema.enum.at(-1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object")
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [
        key,
        sampleOf(value, name ? `${name}-${key}` : key),
      ]),
    );
  if (type === "array") return schema.items ? [sampleOf(schema.items, name)] : [];
  if (type === "integer" || type === "number") return 7;
  if (type === "boolean") return true;
  if (schema.format === "date") return "2031-06-01";
  // Past times, the earlier first: a live item's publish and unpublish times (ADR 0043).
  if (schema.format === "date-time")
    return name.startsWith("unpublish") ? "2021-06-02T09:00:00.000Z" : "2021-06-01T09:00:00.000Z";
  if (schema.format === "email") return "sample@example.com";
  if (schema.format === "uri") return `https://example.com/sample-${name.replace(/_/g, "-")}`;
  if (schema.contentMediaType === "text/html") return `<p>Sample ${name}</p>`;
  if (schema.contentMediaType === "application/pdf") return "/media/uploads/sample.pdf";
  if (schema.pattern?.startsWith("^\\d{2}")) return "19:30";
  if (schema.pattern?.startsWith("^\\/")) return `/sample-${name.replace(/_/g, "-")}`;
  if (schema.pattern) return `sample-${name.replace(/_/g, "-")}`;
  return `Sample ${name}`;
}

/**
 * A staff body with every field of the entity filled in (the last option of a choice, one entry in
 * a list, every optional part present), so a test can check that no layer drops a field.
 */
export function sampleBody(model: ContentModel): Row {
  return sampleOf(
    z.toJSONSchema(writeSchema(model), { io: "input", unrepresentable: "any" }) as JsonSchema,
    "",
  ) as Row;
}

/** A public item with every field filled in (as sampleBody), for the tests of what the site shows. */
export function samplePublicItem(model: ContentModel): Row {
  return sampleOf(
    z.toJSONSchema(readSchema(model), { io: "output", unrepresentable: "any" }) as JsonSchema,
    "",
  ) as Row;
}

/** The model's own JSON-LD properties of an item: each field it shows there with a `schemaOrg` name. */
export function schemaOrgProperties(model: ContentModel, item: object): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, field] of Object.entries(model.fields)) {
    const side = publicSide(name, field);
    if (!side || !field.schemaOrg || !field.shownOn?.includes("structuredData")) continue;
    const value = (item as Row)[side.name];
    if (typeof value === "string" && value.trim() !== "") properties[field.schemaOrg] = value;
  }
  return properties;
}
