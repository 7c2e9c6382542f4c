import { z } from "zod";

/*
 * Content in Greek and Russian beside the English (ADR 0039). A content model marks the fields a
 * visitor reads as `translatable`; from those alone come the staff schema of an entity's
 * `translations`, its column, the staff form's side-by-side fields and the public item in a
 * language. A translation is published per language: the English may be live while the Greek is
 * still a draft, and a page falls back to the English (marked `lang="en"`) wherever no published
 * translation has the field.
 */

/** The languages content is translated into; English is the source and needs no entry. */
export const contentLanguages = ["el", "ru"] as const;
export type ContentLanguage = (typeof contentLanguages)[number];
export const contentLanguageSchema = z.enum(contentLanguages);

/** Staff labels: each language in English (the staff area's language) and its short badge. */
export const contentLanguageLabels: Record<ContentLanguage, string> = { el: "Greek", ru: "Russian" };
export const contentLanguageBadges: Record<ContentLanguage, string> = { el: "EL", ru: "RU" };

/** One language's version of an item: its translated fields (each optional) and whether it is public. */
export interface Translation<Fields = Record<string, unknown>> {
  published: boolean;
  fields: Partial<Fields>;
}
export type Translations<Fields = Record<string, unknown>> = Partial<
  Record<ContentLanguage, Translation<Fields>>
>;

/** A translated value that counts: text with something in it (an empty box is "not translated"). */
function hasText(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** Some text anywhere in a value: a structured field's translated parts that count. */
function hasSomeText(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasSomeText);
  if (value && typeof value === "object") return Object.values(value).some(hasSomeText);
  return hasText(value);
}

/**
 * A structured field's translated parts over its English value (ADR 0058): objects key by key,
 * lists item by item; an empty or missing part keeps the English.
 */
export function overParts(english: unknown, parts: unknown): unknown {
  if (Array.isArray(english))
    return english.map((item, i) => (Array.isArray(parts) ? overParts(item, parts[i]) : item));
  if (english && typeof english === "object") {
    if (!parts || typeof parts !== "object" || Array.isArray(parts)) return english;
    const out: Record<string, unknown> = { ...(english as Record<string, unknown>) };
    for (const [key, value] of Object.entries(parts)) if (key in out) out[key] = overParts(out[key], value);
    return out;
  }
  return hasText(parts) ? parts : english;
}

/** Whether the English value holds something to translate (an empty list or box needs nothing). */
function hasEnglish(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== "";
}

/**
 * The staff schema of `translations`: per language, `published` and the translatable fields, each
 * with the English field's own validator but optional (a translation may be partial; the staff
 * form sends an empty box as null, "not translated"). A field that is not translatable is refused,
 * never dropped: a Greek value the site would not show fails the staff save and the demo
 * catalogue's check instead of vanishing.
 */
export function translationsSchema(fields: Record<string, z.ZodType>) {
  const translated = Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [name, schema.nullish()]),
  );
  return perLanguage(z.strictObject(translated));
}

/**
 * Per language: whether it is published, and its fields. A language left empty in the staff form
 * comes as null and is not kept, so the stored value holds only languages with a translation.
 */
function perLanguage<T extends z.ZodType>(fields: T) {
  const one = z.object({ published: z.boolean().default(false).meta({ title: "Published" }), fields });
  const languages = Object.fromEntries(
    contentLanguages.map((language) => [
      language,
      one.nullish().meta({ title: contentLanguageLabels[language] }),
    ]),
  ) as Record<ContentLanguage, z.ZodOptional<z.ZodNullable<typeof one>>>;
  return z
    .object(languages)
    .nullish()
    .transform((translations) =>
      Object.fromEntries(Object.entries(translations ?? {}).filter(([, one]) => one)),
    ) as unknown as z.ZodType<
    Translations,
    Partial<Record<ContentLanguage, z.input<typeof one> | null>> | null | undefined
  >;
}

/** A page block's translations: per language, the whole block in that language (same schema). */
export function blockTranslationsSchema(block: z.ZodType) {
  return perLanguage(block);
}

/** The translation visitors of `language` may read, or null (none, or a draft). */
export function publishedTranslation(
  translations: unknown,
  language: ContentLanguage,
): Record<string, unknown> | null {
  const one = (translations as Translations | null | undefined)?.[language];
  return one?.published ? (one.fields ?? {}) : null;
}

/**
 * Published translated values over the English ones (keyed by the names in `names`: field name →
 * the item's key), and the item keys still in English: what the public API answers for a language.
 */
export function overlayTranslation(
  item: Record<string, unknown>,
  translations: unknown,
  language: ContentLanguage,
  names: Record<string, string>,
): { item: Record<string, unknown>; untranslated: string[] } {
  const fields = publishedTranslation(translations, language) ?? {};
  const out = { ...item };
  const untranslated: string[] = [];
  for (const [field, key] of Object.entries(names)) {
    const value = fields[field];
    if (hasText(value)) out[key] = value;
    else if (typeof value === "object" && hasSomeText(value) && hasEnglish(item[key]))
      out[key] = overParts(item[key], value);
    // A field with nothing in English needs no translation and is not marked.
    else if (hasEnglish(item[key])) untranslated.push(key);
  }
  return { item: out, untranslated };
}

/** The languages an item has no published translation in: the staff list's "EL RU" badge. */
export function missingTranslations(translations: unknown): ContentLanguage[] {
  return contentLanguages.filter((language) => publishedTranslation(translations, language) === null);
}

/** The public `lang` query of content reads: absent (or `en`) for the English answer. */
export const contentLangQuery = z
  .enum(["en", ...contentLanguages])
  .optional()
  .transform((lang) => (lang === "en" ? undefined : lang));
