import { loadPreviewBlock } from "../components/content/block-preview.server.ts";
import { BlockPreview, type PreviewBlock } from "../components/content/block-preview.tsx";
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
  return { seo, preview, pageName, blockName, consent: readConsent(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

/** An embedded editing preview of one block; a block that fails to parse renders nothing. */
export default function EditComponentPage({ loaderData }: Route.ComponentProps) {
  const { preview, pageName, blockName, consent } = loaderData;
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
    <main id="main" className="block-preview" data-page={pageName} data-block={blockName}>
      {preview ? <BlockPreview preview={preview} consent={consent} /> : null}
    </main>
  );
}
