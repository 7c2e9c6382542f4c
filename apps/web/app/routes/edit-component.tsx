import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { loadPreviewBlock } from "../components/content/block-preview.server.ts";
import { BlockPreview, type PreviewBlock } from "../components/content/block-preview.tsx";
import { isPreviewMessage, type PreviewMessage } from "../components/staff/content/preview-message.ts";
import { InLanguage } from "../i18n/content-language.tsx";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { readConsent } from "../lib/cookies.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import type { Route } from "./+types/edit-component";
import "../components/brands/brands.css";
import "../components/content/content.css";
import "../components/home/brand-tiles.css";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const pageName = params.get("pageName") ?? "";
  const blockName = params.get("blockName") ?? "";
  const preview = (await loadPreviewBlock(pageName, blockName)) as PreviewBlock | null;
  const seo = await buildSeo({
    path: "/edit-component",
    // Canonical and noindex as the English preview: it is no page of the site in any language.
    title: serverTranslator("preview")("title"),
    noindex: true,
  });
  return {
    seo,
    preview,
    pageName,
    blockName,
    live: params.get("preview") === "1",
    consent: readConsent(request),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

/**
 * In the staff editor's frame (?preview=1): takes drafts from the parent page, only from this
 * site's own origin, has the server prepare each (/edit-component/draft) and shows the latest.
 * While one draft is being prepared, newer ones wait and only the newest is sent next, so fast
 * typing never queues a backlog.
 */
function useDraftPreview(enabled: boolean, language: string) {
  const [draft, setDraft] = useState<{ preview: PreviewBlock | null } | null>(null);
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    let pending: PreviewMessage | null = null;
    let busy = false;
    let stopped = false;
    const flush = async () => {
      if (busy || !pending) return;
      const next = pending;
      pending = null;
      busy = true;
      try {
        const response = await fetch("/edit-component/draft", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...next, language }),
        });
        const answer = (await response.json()) as { preview: PreviewBlock | null };
        if (!stopped) setDraft(answer);
      } catch {
        // The preview keeps what it showed; the next change tries again.
      } finally {
        busy = false;
      }
      void flush();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!isPreviewMessage(event.data)) return;
      pending = event.data;
      void flush();
    };
    window.addEventListener("message", onMessage);
    window.parent.postMessage("ready", window.location.origin);
    return () => {
      stopped = true;
      window.removeEventListener("message", onMessage);
    };
  }, [enabled, language]);
  return draft;
}

/** An embedded editing preview of one block; a block that fails to parse renders nothing. */
export default function EditComponentPage({ loaderData }: Route.ComponentProps) {
  const { pageName, blockName, consent, live } = loaderData;
  const draft = useDraftPreview(live, useLocale());
  const t = useTranslations("preview");
  const preview = draft?.preview ?? loaderData.preview;
  if (!pageName || !blockName) {
    // Opened without saying which block: say what the address needs instead of a blank page.
    return (
      <main id="main" className="block-preview block-preview--help container section">
        <h1>{t("helpTitle")}</h1>
        <p>
          {t("helpText")} <code>/edit-component?pageName=home&amp;blockName=HeroBlock</code>.
        </p>
      </main>
    );
  }
  return (
    <main
      id="main"
      className="block-preview"
      data-page={pageName}
      data-block={blockName}
      data-draft={draft ? (draft.preview ? "shown" : "incomplete") : undefined}
    >
      {preview ? (
        <InLanguage lang={preview.lang}>
          <BlockPreview preview={preview} consent={consent} />
        </InLanguage>
      ) : null}
    </main>
  );
}
