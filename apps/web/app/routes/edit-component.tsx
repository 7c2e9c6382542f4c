import { useEffect, useRef } from "react";
import { data, useFetcher } from "react-router";
import { loadPreviewBlock, previewFromDraft } from "../components/content/block-preview.server.ts";
import { BlockPreview, type PreviewBlock } from "../components/content/block-preview.tsx";
import { isPreviewMessage, type PreviewMessage } from "../components/staff/preview-message.ts";
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
  const seo = await buildSeo({ path: "/edit-component", title: "Preview", noindex: true });
  return {
    seo,
    preview,
    pageName,
    blockName,
    live: params.get("preview") === "1",
    consent: readConsent(request),
  };
}

/**
 * A draft from the staff editor, rendered without being stored. It goes through the same schema
 * check and sanitiser as stored content, so a draft can show nothing a published block could not.
 */
export async function action({ request }: Route.ActionArgs) {
  let draft: unknown;
  try {
    draft = await request.json();
  } catch {
    return data({ preview: null, message: "The draft is not JSON." }, { status: 400 });
  }
  if (!isPreviewMessage(draft))
    return data({ preview: null, message: "The draft names no block." }, { status: 400 });
  const preview = previewFromDraft(draft.pageName, draft.blockName, draft.content) as PreviewBlock | null;
  return data(
    { preview, message: preview ? null : "The draft is not complete yet." },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

/**
 * In the staff editor's frame (?preview=1): takes drafts from the parent page, only from this
 * site's own origin, and renders the latest one. While one draft renders, newer ones wait and only
 * the newest is sent next, so fast typing never queues a backlog.
 */
function useDraftPreview(enabled: boolean) {
  const fetcher = useFetcher<typeof action>();
  const pending = useRef<PreviewMessage | null>(null);
  const busy = useRef(false);
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  busy.current = fetcher.state !== "idle";

  const flush = useRef(() => {
    const next = pending.current;
    if (!next || busy.current) return;
    pending.current = null;
    busy.current = true;
    submit.current(JSON.stringify(next), {
      method: "post",
      action: "/edit-component",
      encType: "application/json",
    });
  });

  useEffect(() => {
    if (!enabled || window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!isPreviewMessage(event.data)) return;
      pending.current = event.data;
      flush.current();
    };
    window.addEventListener("message", onMessage);
    window.parent.postMessage("ready", window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, [enabled]);

  // A draft that arrived while the previous one rendered goes out as soon as that one is back.
  useEffect(() => {
    if (fetcher.state === "idle") flush.current();
  }, [fetcher.state]);
  return fetcher.data;
}

/** An embedded editing preview of one block; a block that fails to parse renders nothing. */
export default function EditComponentPage({ loaderData }: Route.ComponentProps) {
  const { pageName, blockName, consent, live } = loaderData;
  const draft = useDraftPreview(live);
  const preview = (draft?.preview as PreviewBlock | null | undefined) ?? loaderData.preview;
  if (!pageName || !blockName) {
    // Opened without saying which block: say what the address needs instead of a blank page.
    return (
      <main id="main" className="block-preview block-preview--help container section">
        <h1>Block preview</h1>
        <p>
          This page previews one content block. Add the page name and the block name to the address, for
          example <code>/edit-component?pageName=home&amp;blockName=HeroBlock</code>.
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
      {preview ? <BlockPreview preview={preview} consent={consent} /> : null}
    </main>
  );
}
