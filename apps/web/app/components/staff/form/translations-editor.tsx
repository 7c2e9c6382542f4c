import { htmlToText } from "@thalassa/contract/text";
import {
  type ContentLanguage,
  contentLanguageBadges,
  contentLanguages,
  missingTranslations,
  type Translation,
} from "@thalassa/contract/translations";
import { languageInSentence } from "../content/preview-language.tsx";
import { type StaffTranslate, useStaffText } from "../text/use-staff-text.tsx";
import { Fold, hasErrorUnder } from "./folds.tsx";
import { type FieldErrors, SchemaField } from "./schema-form.tsx";
import type { Shape } from "./schema-shape.ts";

/*
 * The Greek and Russian versions of an item (ADR 0039), edited beside the English: each
 * translatable field next to its English text, and a "Published" box per language, so a
 * translation can stay a draft while the English is live. The form's field names are those the
 * generated form would use (translations.el.fields.title), so saving needs no code of its own.
 */

type Values = Record<string, unknown>;
type ObjectShape = Extract<Shape, { type: "object" }>;

/** Where an item's translations sit: beside its fields, or inside a block's content. */
export interface TranslationsPlace {
  /** The shape without its translations, for the English form. */
  english: Shape;
  /** The translations' shape, and the path of the object that holds them ("" or "content"). */
  translations: ObjectShape;
  at: string;
}

function withoutTranslations(shape: ObjectShape): ObjectShape {
  return { ...shape, props: shape.props.filter(([key]) => key !== "translations") };
}

function translationsOf(shape: ObjectShape): ObjectShape | null {
  const found = shape.props.find(([key]) => key === "translations")?.[1];
  return found?.type === "object" ? found : null;
}

/** Splits a content form's shape into its English part and its translations (null when it has none). */
export function translationsPlace(shape: Shape): TranslationsPlace | null {
  if (shape.type !== "object") return null;
  const own = translationsOf(shape);
  if (own) return { english: withoutTranslations(shape), translations: own, at: "" };
  const content = shape.props.find(([key]) => key === "content")?.[1];
  if (content?.type !== "object") return null;
  const inContent = translationsOf(content);
  if (!inContent) return null;
  return {
    english: {
      ...shape,
      props: shape.props.map(([key, child]): [string, Shape] => [
        key,
        key === "content" ? withoutTranslations(content) : child,
      ]),
    },
    translations: inContent,
    at: "content",
  };
}

const join = (...parts: string[]) => parts.filter(Boolean).join(".");

/** The item's stored translations (a block keeps them in its content). */
export function itemTranslations(item: Values): unknown {
  if ("translations" in item) return item.translations;
  const content = item.content as Values | undefined;
  return content && typeof content === "object" ? (content.translations ?? {}) : undefined;
}

/** "EL RU": the languages an item is not yet published in, for lists and the edit page. */
export function MissingTranslations({ translations }: { translations: unknown }) {
  const { t, formatLocale } = useStaffText();
  if (translations === undefined) return null;
  const missing = missingTranslations(translations);
  if (missing.length === 0) return null;
  // "Greek and Russian", "ελληνικά και ρωσικά": the language codes stay as the badge's codes.
  const names = new Intl.ListFormat(formatLocale, { type: "conjunction" }).format(
    missing.map((language) => t(language === "el" ? "lists.languageEl" : "lists.languageRu")),
  );
  const sentence = t("lists.notPublishedIn", { languages: names });
  return (
    <span className="staff-badge staff-badge--missing" title={sentence}>
      <span aria-hidden="true">{missing.map((language) => contentLanguageBadges[language]).join(" ")}</span>
      <span className="visually-hidden">{sentence}</span>
    </span>
  );
}

/** A block's own parts named with the language, so no field of a translation is named as the English one. */
function inLanguage(props: [string, Shape][], name: string, t: StaffTranslate): [string, Shape][] {
  return props.map(([key, child]) => [
    key,
    { ...child, label: t("edit.inLanguage", { label: child.label, language: name }) },
  ]);
}

/** The English beside a translated field; a structured one (phones, an address) as its texts in order. */
function englishText(value: unknown): string | null {
  if (value && typeof value === "object") {
    const texts = (Array.isArray(value) ? value : Object.values(value)).map(englishText);
    const shown = texts.filter((text) => text !== null);
    return shown.length ? shown.join(" · ") : null;
  }
  if (typeof value !== "string" || value.trim() === "") return null;
  return htmlToText(value);
}

function LanguageState({ translation }: { translation: Translation | null | undefined }) {
  const { t } = useStaffText();
  if (!translation)
    return <span className="staff-badge staff-badge--missing">{t("caps.translationMissing")}</span>;
  return translation.published ? (
    <span className="staff-badge staff-badge--live">{t("caps.translationPublished")}</span>
  ) : (
    <span className="staff-badge staff-badge--draft">{t("caps.translationDraft")}</span>
  );
}

export function TranslationsEditor({
  place,
  values,
  errors,
}: {
  place: TranslationsPlace;
  values: Values;
  errors: FieldErrors;
}) {
  const { t } = useStaffText();
  const holder = (place.at ? values[place.at] : values) as Values | undefined;
  const english = holder ?? {};
  const stored = (english.translations ?? {}) as Partial<Record<ContentLanguage, Translation | null>>;
  // A block's translation is the whole block; a new one starts as a copy of the English, so its
  // pictures and links carry over and only the words need writing.
  const { translations: _, ...englishBlock } = english;
  return (
    <section className="staff-translations" aria-labelledby="translations-title">
      <h2 id="translations-title">{t("edit.translations")}</h2>
      {contentLanguages.map((language) => {
        const shape = place.translations.props.find(([key]) => key === language)?.[1];
        if (shape?.type !== "object") return null;
        const path = join(place.at, "translations", language);
        const translation = stored[language];
        const value = translation ?? (place.at ? { published: false, fields: englishBlock } : undefined);
        const published = shape.props.find(([key]) => key === "published")?.[1];
        const fields = shape.props.find(([key]) => key === "fields")?.[1];
        const headingId = `translation-${language}`;
        const name = languageInSentence(t, language);
        return (
          <section key={language} className="staff-translation" aria-labelledby={headingId}>
            <Fold
              open={hasErrorUnder(errors, path)}
              summary={
                <h3 id={headingId}>
                  {t("edit.translationTitle", { language: name, code: language })}{" "}
                  <LanguageState translation={translation} />
                </h3>
              }
            >
              {published ? (
                <SchemaField
                  shape={{ ...published, label: t("edit.publishVersion", { language: name }) }}
                  path={join(path, "published")}
                  value={value?.published ?? false}
                  errors={errors}
                />
              ) : null}
              {fields?.type === "object" && !place.at ? (
                fields.props.map(([key, child]) => (
                  <div key={key} className="staff-translation__row">
                    <div className="staff-translation__english">
                      <p className="staff-translation__label">
                        {t("edit.inEnglish", { label: child.label })}
                      </p>
                      <p lang="en">{englishText(english[key]) ?? t("edit.empty")}</p>
                    </div>
                    <SchemaField
                      shape={{
                        ...child,
                        label: t("edit.inLanguage", { label: child.label, language: name }),
                      }}
                      path={join(path, "fields", key)}
                      value={(value?.fields as Values | undefined)?.[key]}
                      errors={errors}
                    />
                  </div>
                ))
              ) : fields?.type === "object" ? (
                <SchemaField
                  shape={{ ...fields, label: "", props: inLanguage(fields.props, name, t) }}
                  path={join(path, "fields")}
                  value={value?.fields}
                  errors={errors}
                />
              ) : null}
            </Fold>
          </section>
        );
      })}
    </section>
  );
}
