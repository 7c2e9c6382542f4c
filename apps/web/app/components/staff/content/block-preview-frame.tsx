import { staffBlockLabel, staffPageLabel } from "@thalassa/contract/staff";
import { useEffect, useRef, useState } from "react";
import type { Shape } from "../form/schema-shape.ts";
import { formReader, readValue } from "../form/schema-values.ts";
import { useStaffText } from "../text/use-staff-text.tsx";
import { languageName, type PreviewLanguage, PreviewLanguageChoice } from "./preview-language.tsx";
import { onFrameReady, PREVIEW_MESSAGE, type PreviewMessage } from "./preview-message.ts";
import { PreviewViewport } from "./preview-viewport.tsx";

interface BlockPreviewFrameProps {
  pageName: string;
  blockName: string;
  /** The form whose fields are the draft. */
  formId: string;
  shape: Shape;
}

/**
 * The block as the public page would show it, beside its form: the frame loads the live block,
 * then every change in the form posts the draft to it (same origin only), before anything is saved.
 * Staff choose the frame's language: a Greek or Russian frame is the preview under that prefix,
 * showing the block's translation from the form (published or not), or the English marked English.
 */
export function BlockPreviewFrame({ pageName, blockName, formId, shape }: BlockPreviewFrameProps) {
  const { t } = useStaffText();
  const frame = useRef<HTMLIFrameElement>(null);
  const [language, setLanguage] = useState<PreviewLanguage>("en");
  useEffect(() => {
    const form = document.getElementById(formId);
    const target = frame.current;
    if (!(form instanceof HTMLFormElement) || !target) return;
    const send = () => {
      const values = readValue(shape, "", formReader(new FormData(form))) as { content?: unknown };
      const message: PreviewMessage = { type: PREVIEW_MESSAGE, pageName, blockName, content: values.content };
      target.contentWindow?.postMessage(message, window.location.origin);
    };
    form.addEventListener("input", send);
    form.addEventListener("change", send);
    // The frame shows the live block until it is ready; then it gets the form's state at once.
    const stopListening = onFrameReady(target, send);
    return () => {
      form.removeEventListener("input", send);
      form.removeEventListener("change", send);
      stopListening();
    };
  }, [formId, shape, pageName, blockName]);
  const query = new URLSearchParams({ pageName, blockName, preview: "1" });
  const src = `${language === "en" ? "" : `/${language}`}/edit-component?${query}`;
  return (
    <section className="staff-preview" aria-labelledby="staff-preview-title">
      <h2 id="staff-preview-title">{t("preview.title")}</h2>
      <p className="staff-note">{t("preview.updatesPublish")}</p>
      <PreviewLanguageChoice value={language} onChange={setLanguage} />
      <PreviewViewport
        frameRef={frame}
        src={src}
        title={
          language === "en"
            ? t("preview.blockFrameTitle", {
                block: staffBlockLabel(blockName),
                page: staffPageLabel(pageName),
              })
            : t("preview.blockFrameTitleIn", {
                block: staffBlockLabel(blockName),
                page: staffPageLabel(pageName),
                language: languageName(t, language),
              })
        }
      />
    </section>
  );
}
