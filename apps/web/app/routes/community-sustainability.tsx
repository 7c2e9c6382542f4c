import { prepareFeature, prepareHero } from "../components/content/blocks.server.ts";
import { CsrGrid } from "../components/content/csr-grid.tsx";
import { FeatureSection } from "../components/content/feature-section.tsx";
import { PageHero } from "../components/content/page-hero.tsx";
import { getCsrItems, getPageBlocks } from "../lib/api.server.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { safeHtml } from "../lib/sanitize.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { breadcrumbJsonLd } from "../lib/structured-data.server.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/community-sustainability";

const TITLE = "Community & Sustainability";

export async function loader() {
  const [blocks, csr] = await Promise.all([getPageBlocks("community-sustainability"), getCsrItems()]);
  const hero = prepareHero(blocks.Hero);
  const seo = await buildSeo({
    path: "/community-sustainability",
    title: TITLE,
    description: blocks.About?.paragraph,
    image: hero?.bg_image,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: TITLE, path: "/community-sustainability" },
      ]),
    ],
  });
  const items = csr.map((item) => ({
    id: item.id,
    title: item.title,
    description: safeHtml(item.description),
    image: item.images.small ?? null,
    untranslated: item.untranslated ?? null,
  }));
  return { seo, hero, about: prepareFeature(blocks.About), items: addPlaceholders(items) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function CommunitySustainabilityPage({ loaderData }: Route.ComponentProps) {
  const { hero, about, items } = loaderData;
  return (
    <>
      <PageHero hero={hero} fallbackTitle={TITLE} eyebrow="Our island" />
      {about ? <FeatureSection id="community-about" feature={about} tone="sand" /> : null}
      <CsrGrid items={items} />
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
