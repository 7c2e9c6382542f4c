import { useLocale, useTranslations } from "use-intl";
import { loadPreviewBlock } from "../components/content/block-preview.server.ts";
import { BlockPreview, type PreviewBlock } from "../components/content/block-preview.tsx";
import { isPreviewMessage, type PreviewMessage } from "../components/staff/content/preview-message.ts";
import { useFramedDraft } from "../components/staff/content/use-framed-draft.ts";
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

/** An embedded editing preview of one block; a block that fails to parse renders nothing. */
export default function EditComponentPage({ loaderData }: Route.ComponentProps) {
  const { pageName, blockName, consent, live } = loaderData;
  // In the staff editor's frame (?preview=1): the form's draft, prepared by /edit-component/draft.
  const draft = useFramedDraft<PreviewMessage, { preview: PreviewBlock | null }>(
    live,
    "/edit-component/draft",
    useLocale(),
    isPreviewMessage,
  );
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
