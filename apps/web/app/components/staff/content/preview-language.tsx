import { contentLanguages } from "@thalassa/contract/translations";
import { useId } from "react";
import { type StaffTranslate, useStaffText } from "../text/use-staff-text.tsx";

/** The languages a preview is shown in: every item's, published or not (ADR 0063). */
export const PREVIEW_LANGUAGES = ["en", ...contentLanguages] as const;
export type PreviewLanguage = (typeof PREVIEW_LANGUAGES)[number];
const NAMES = { en: "preview.english", el: "preview.greek", ru: "preview.russian" } as const;

/** "English", "Greek", "Russian" as the preview names them, in the interface language. */
export const languageName = (t: StaffTranslate, language: PreviewLanguage) => t(NAMES[language]);

/** "Greek" in a sentence ("Title in Greek", "τίτλος στα ελληνικά"). */
export const languageInSentence = (t: StaffTranslate, language: Exclude<PreviewLanguage, "en">) =>
  t(language === "el" ? "edit.languageEl" : "edit.languageRu");

/** "Preview in": the language a preview shows, as a labelled select. */
export function PreviewLanguageChoice({
  value,
  onChange,
}: {
  value: PreviewLanguage;
  onChange: (language: PreviewLanguage) => void;
}) {
  const id = useId();
  const { t } = useStaffText();
  return (
    <p>
      <label htmlFor={id}>{t("preview.previewIn")}</label>{" "}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as PreviewLanguage)}
      >
        {PREVIEW_LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {languageName(t, option)}
          </option>
        ))}
      </select>
    </p>
  );
}
