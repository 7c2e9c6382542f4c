import { useLocale, useTranslations } from "use-intl";
import { ContentPreviewBody, type ContentPreviewView } from "../components/content/content-preview.tsx";
import { isPreviewType } from "../components/content/preview-types.ts";
import {
  type ContentPreviewMessage,
  isContentPreviewMessage,
} from "../components/staff/content/preview-message.ts";
import { useFramedDraft } from "../components/staff/content/use-framed-draft.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/content-preview-frame";

const PRIVATE = { "cache-control": "private, no-store" };

export async function loader({ params }: Route.LoaderArgs) {
  if (!isPreviewType(params.type)) throw new Response("There is no preview of this kind.", { status: 404 });
  const seo = await buildSeo({
    path: `/content-preview/${params.type}`,
    title: serverTranslator("preview")("title"),
    noindex: true,
  });
  return Response.json({ seo, type: params.type }, { headers: PRIVATE }) as unknown as {
    seo: typeof seo;
    type: string;
  };
}

export const headers = () => PRIVATE;

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

/**
 * The content editor's preview frame (ADR 0063, ADR 0068): shows the form's draft story, event,
 * job posting, brand or community item, as the API makes it into its public item (/content-preview-draft), with its public
 * page's component, in this address's language. Empty until the editor sends the first draft.
 */
export default function ContentPreviewFrame({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("preview");
  const draft = useFramedDraft<ContentPreviewMessage, { view: ContentPreviewView | null; message?: string }>(
    true,
    `/content-preview-draft?type=${loaderData.type}`,
    useLocale(),
    isContentPreviewMessage,
  );
  return (
    <main
      id="main"
      className="content-preview"
      data-draft={draft ? (draft.view ? "shown" : "incomplete") : undefined}
    >
      {draft?.view ? (
        <ContentPreviewBody view={draft.view} />
      ) : (
        <p className="container section">{draft?.message ?? t("title")}</p>
      )}
    </main>
  );
}

/** A community item's card opens its window (?modal=…) in the frame too: the draft stays, nothing is loaded. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
