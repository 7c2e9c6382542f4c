import { useEffect, useState } from "react";
import type { Shape } from "../form/schema-shape.ts";
import { formReader, readValue } from "../form/schema-values.ts";
import { type StaffTranslate, useStaffText } from "../text/use-staff-text.tsx";
import {
  type CutText,
  type PageMetaSite,
  type PageMetaSnippet,
  pageMetaSnippet,
  SEARCH_DESCRIPTION_CHARS,
  SEARCH_TITLE_CHARS,
} from "./page-meta-snippet.ts";
import { languageInSentence, type PreviewLanguage, PreviewLanguageChoice } from "./preview-language.tsx";

interface PageMetaPreviewProps {
  formId: string;
  shape: Shape;
  site: PageMetaSite;
}

/** How long a text is against where search engines cut it. */
function lengthNote(t: StaffTranslate, name: string, text: CutText | null, max: number): string {
  if (!text) return t("preview.lengthNone", { name });
  return text.cut
    ? t("preview.lengthCut", { name, length: text.length, max })
    : t("preview.lengthWhole", { name, length: text.length, max });
}

/**
 * The title and description as a search result (`shown`: cut where search engines cut) or a
 * shared link's card (`full`) writes them, each marked English where it is the English.
 */
function TitleAndDescription({
  block,
  snippet,
  part,
  langOf,
}: {
  block: "search-snippet" | "share-card";
  snippet: PageMetaSnippet;
  part: "shown" | "full";
  langOf: (field: "title" | "description") => string;
}) {
  return (
    <>
      <p className={`${block}__title`} lang={langOf("title")}>
        {snippet.title[part]}
      </p>
      {snippet.description ? (
        <p className={`${block}__description`} lang={langOf("description")}>
          {snippet.description[part]}
        </p>
      ) : null}
    </>
  );
}

/**
 * Beside a page meta entry's form (ADR 0068): the search result and the shared-link card its
 * values make, in the language chosen, as the staff type. Not a frame of the page: the meta is
 * not on the page, and nothing needs the server, so it is worked out here from the form.
 */
export function PageMetaPreview({ formId, shape, site }: PageMetaPreviewProps) {
  const { t } = useStaffText();
  const [language, setLanguage] = useState<PreviewLanguage>("en");
  const [values, setValues] = useState<Record<string, unknown>>({});
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const read = () =>
      setValues(readValue(shape, "", formReader(new FormData(form))) as Record<string, unknown>);
    read();
    form.addEventListener("input", read);
    form.addEventListener("change", read);
    return () => {
      form.removeEventListener("input", read);
      form.removeEventListener("change", read);
    };
  }, [formId, shape]);
  const snippet = pageMetaSnippet(values, language, site);
  const langOf = (field: "title" | "description") => (snippet.english.includes(field) ? "en" : language);
  return (
    <section className="staff-preview staff-meta-preview" aria-labelledby="staff-preview-title">
      <h2 id="staff-preview-title">{t("preview.title")}</h2>
      <p className="staff-note">{t("preview.metaLead")}</p>
      <PreviewLanguageChoice value={language} onChange={setLanguage} />
      <h3>{t("preview.searchResult")}</h3>
      <div className="search-snippet" data-testid="search-snippet">
        <p className="search-snippet__address">{snippet.crumbs}</p>
        <TitleAndDescription block="search-snippet" snippet={snippet} part="shown" langOf={langOf} />
        {snippet.description ? null : (
          <p className="search-snippet__description staff-note">{t("preview.noDescription")}</p>
        )}
      </div>
      <ul className="staff-note staff-meta-preview__notes">
        <li>{lengthNote(t, t("preview.titleWithName"), snippet.title, SEARCH_TITLE_CHARS)}</li>
        <li>{lengthNote(t, t("preview.description"), snippet.description, SEARCH_DESCRIPTION_CHARS)}</li>
        {snippet.english.length && language !== "en" ? (
          <li>
            {t("preview.noTranslation", {
              language: languageInSentence(t, language),
              fields: snippet.english
                .map((field) => t(field === "title" ? "preview.metaTitle" : "preview.metaDescription"))
                .join(` ${t("preview.or")} `),
            })}
          </li>
        ) : null}
        <li>{t("preview.address", { address: snippet.address })}</li>
      </ul>
      <h3>{t("preview.sharedLink")}</h3>
      <div className="share-card" data-testid="share-card">
        {site.shareImage ? (
          <img className="share-card__image" src={site.shareImage} alt="" width={600} height={315} />
        ) : null}
        <div className="share-card__text">
          <p className="share-card__host">{new URL(snippet.address).host}</p>
          <TitleAndDescription block="share-card" snippet={snippet} part="full" langOf={langOf} />
        </div>
      </div>
      <p className="staff-note">{t("preview.shareImage")}</p>
    </section>
  );
}
