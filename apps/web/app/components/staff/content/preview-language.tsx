import { contentLanguageLabels, contentLanguages } from "@thalassa/contract/translations";
import { useId } from "react";

/** The languages a preview is shown in: every item's, published or not (ADR 0063). */
export const PREVIEW_LANGUAGES = ["en", ...contentLanguages] as const;
export type PreviewLanguage = (typeof PREVIEW_LANGUAGES)[number];
export const languageName = (language: PreviewLanguage) =>
  language === "en" ? "English" : contentLanguageLabels[language];

/** "Preview in": the language a preview shows, as a labelled select. */
export function PreviewLanguageChoice({
  value,
  onChange,
}: {
  value: PreviewLanguage;
  onChange: (language: PreviewLanguage) => void;
}) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Preview in</label>{" "}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as PreviewLanguage)}
      >
        {PREVIEW_LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {languageName(option)}
          </option>
        ))}
      </select>
    </p>
  );
}
