import { useTranslations } from "use-intl";
import { prepareFeature, prepareHero } from "../components/content/blocks.server.ts";
import { CsrGrid } from "../components/content/csr-grid.tsx";
import { csrItemView } from "../components/content/csr-views.server.ts";
import { FeatureSection } from "../components/content/feature-section.tsx";
import { PageHero } from "../components/content/page-hero.tsx";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getCsrItems, getPageBlocks } from "../lib/api.server.ts";
import { pageBelowHomeSeo } from "../lib/page-below-home-seo.server.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { metaTags } from "../lib/seo.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/community-sustainability";

export async function loader() {
  const title = serverTranslator("nav")("communitySustainability");
  const [blocks, csr] = await Promise.all([getPageBlocks("community-sustainability"), getCsrItems()]);
  const hero = prepareHero(blocks.Hero);
  const seo = await pageBelowHomeSeo({
    path: "/community-sustainability",
    title,
    description: blocks.About?.paragraph,
    image: hero?.bg_image,
  });
  const items = csr.map(csrItemView);
  return {
    title,
    seo,
    hero,
    about: prepareFeature(blocks.About),
    items: addPlaceholders(items),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function CommunitySustainabilityPage({ loaderData }: Route.ComponentProps) {
  const pages = useTranslations("pages");
  const { hero, about, items } = loaderData;
  return (
    <>
      <PageHero hero={hero} fallbackTitle={loaderData.title} eyebrow={pages("communityEyebrow")} />
      {about ? <FeatureSection id="community-about" feature={about} tone="sand" /> : null}
      <CsrGrid items={items} />
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
