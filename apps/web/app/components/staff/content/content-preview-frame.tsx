import { staffPublishableTypes } from "@thalassa/contract/staff";
import { useEffect, useId, useRef, useState } from "react";
import { type PreviewType, publicPathOf } from "../../content/preview-types.ts";
import type { Shape } from "../form/schema-shape.ts";
import { formReader, readValue } from "../form/schema-values.ts";
import { useStaffText } from "../text/use-staff-text.tsx";
import { languageName, type PreviewLanguage, PreviewLanguageChoice } from "./preview-language.tsx";
import { CONTENT_PREVIEW_MESSAGE, type ContentPreviewMessage, onFrameReady } from "./preview-message.ts";
import { PreviewViewport } from "./preview-viewport.tsx";

interface ContentPreviewProps {
  type: PreviewType;
  /** "news item", "event", "job posting", "brand", "community item". */
  singular: string;
  /** The stored item (null for a new one): its id, when it was written, whether it is live. */
  item: Record<string, unknown> | null;
  /** The form whose fields are the draft. */
  formId: string;
  shape: Shape;
}

type Link =
  | { state: "idle" | "busy" }
  | { state: "made"; url: string; until: string; copied: boolean }
  | {
      state: "refused";
      message: string;
    };

/**
 * A story, event or job posting as its public page shows it (a brand or a community item as the
 * pages that list it show it, ADR 0068), beside its form, before anything is saved (ADR 0063): every change in the form is posted to the frame (same origin only), which has
 * the API make it into its public item and renders it with the public page's component, in the
 * language chosen here, at a desktop's or a phone's width. A saved item also gets a signed preview
 * link for someone without an account, and a live one its "View on site".
 */
export function ContentPreview({ type, singular, item, formId, shape }: ContentPreviewProps) {
  const { t } = useStaffText();
  const frame = useRef<HTMLIFrameElement>(null);
  const [language, setLanguage] = useState<PreviewLanguage>("en");
  const [link, setLink] = useState<Link>({ state: "idle" });
  const linkId = useId();
  const id = typeof item?.id === "number" ? item.id : null;
  // A save ends a link made before it (it names the version saved then): the note goes with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the item loaded again after a save
  useEffect(() => setLink({ state: "idle" }), [item]);
  useEffect(() => {
    const form = document.getElementById(formId);
    const target = frame.current;
    if (!(form instanceof HTMLFormElement) || !target) return;
    const send = () => {
      const values = readValue(shape, "", formReader(new FormData(form))) as Record<string, unknown>;
      // The buttons say draft or live; the preview shows the page either way.
      const draft = { status: "draft", ...values, id, created_at: item?.created_at };
      const message: ContentPreviewMessage = { type: CONTENT_PREVIEW_MESSAGE, item: draft };
      target.contentWindow?.postMessage(message, window.location.origin);
    };
    // While someone types, a draft goes to the frame once they pause: each one costs the API a
    // preview, and only the newest is shown anyway.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(send, 250);
    };
    form.addEventListener("input", soon);
    form.addEventListener("change", soon);
    const stopListening = onFrameReady(target, send);
    // A frame that was quicker than this page (it said it was ready before anyone listened) gets
    // the form now; one still loading takes it when it says it is ready.
    send();
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", soon);
      form.removeEventListener("change", soon);
      stopListening();
    };
  }, [formId, shape, id, item?.created_at]);

  async function makeLink() {
    if (id === null) return;
    setLink({ state: "busy" });
    try {
      const response = await fetch(`/staff/content/${type}/${id}/preview-link`, { method: "POST" });
      const answer = (await response.json()) as { path?: string; until?: string; message?: string };
      if (!response.ok || !answer.path || !answer.until) {
        setLink({ state: "refused", message: answer.message ?? t("preview.linkRefused") });
        return;
      }
      const prefix = language === "en" ? "" : `/${language}`;
      const url = `${window.location.origin}${prefix}${answer.path}`;
      // A browser that does not let the page write to the clipboard still shows the link to copy.
      const copied = await navigator.clipboard?.writeText(url).then(
        () => true,
        () => false,
      );
      setLink({ state: "made", url, until: answer.until, copied: copied === true });
    } catch {
      setLink({ state: "refused", message: t("preview.linkFailed") });
    }
  }

  const prefix = language === "en" ? "" : `/${language}`;
  // A type without a publishing state (brands) is on the site once saved.
  const publishable = (staffPublishableTypes as readonly string[]).includes(type);
  const live = publishable ? item?.status === "live" : item !== null;
  return (
    <section className="staff-preview" aria-labelledby="staff-preview-title">
      <h2 id="staff-preview-title">{t("preview.title")}</h2>
      <p className="staff-note">{publishable ? t("preview.updatesPublish") : t("preview.updatesSave")}</p>
      <PreviewLanguageChoice value={language} onChange={setLanguage} />
      <div className="staff-preview__links">
        {live && item ? (
          <a
            className="staff-button"
            href={publicPathOf(type, item, language)}
            target="_blank"
            rel="noopener"
          >
            {language === "en"
              ? t("preview.viewOnSite")
              : t("preview.viewOnSiteIn", { language: languageName(t, language) })}
          </a>
        ) : null}
        {id !== null ? (
          <button className="staff-button" type="button" onClick={makeLink} disabled={link.state === "busy"}>
            {t("preview.copyLink")}
          </button>
        ) : (
          <span className="staff-note">{t("preview.saveForLink")}</span>
        )}
      </div>
      {link.state === "made" ? (
        <div className="staff-preview__link" role="status">
          <p>
            {link.copied ? `${t("preview.copied")} ` : ""}
            {t("preview.linkNote", { until: link.until, singular })}
          </p>
          <label htmlFor={linkId}>{t("preview.link")}</label>
          <input
            id={linkId}
            type="text"
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      ) : link.state === "refused" ? (
        <p className="staff-alert staff-alert--error" role="alert">
          {link.message}
        </p>
      ) : null}
      <PreviewViewport
        frameRef={frame}
        src={`${prefix}/content-preview/${type}`}
        title={
          language === "en"
            ? t("preview.frameTitle", { singular })
            : t("preview.frameTitleIn", { singular, language: languageName(t, language) })
        }
      />
    </section>
  );
}
