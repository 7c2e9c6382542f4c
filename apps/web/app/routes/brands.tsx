import { useTranslations } from "use-intl";
import { BrandList } from "../components/brands/brand-card.tsx";
import {
  brandCardView,
  brandMenuPath,
  listedOnBrandsPage,
} from "../components/brands/brand-card-view.server.ts";
import { prepareHero } from "../components/content/blocks.server.ts";
import { PageHero } from "../components/content/page-hero.tsx";
import { requestLocale } from "../i18n/request-locale.server.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getPageBlocks, getWebsites } from "../lib/api.server.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { buildSeo, localeUrl } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { brandJsonLd, compact } from "../lib/structured-data.server.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/brands";

export async function loader() {
  const title = serverTranslator("nav")("brands");
  const [blocks, websites] = await Promise.all([getPageBlocks("brands"), getWebsites()]);
  const brands = websites.filter(listedOnBrandsPage).sort((a, b) => a.order - b.order);
  const cards = brands.map((b) => brandCardView(b, requestLocale()));
  const hero = prepareHero(blocks.Hero);
  const seo = await buildSeo({
    path: "/brands",
    title,
    image: hero?.bg_image,
    jsonLd: brands.map((b) =>
      compact({
        ...brandJsonLd(b),
        menu: brandMenuPath(b) ? localeUrl(brandMenuPath(b) ?? "") : undefined,
      }),
    ),
  });
  return {
    title,
    seo,
    hero,
    cards: addPlaceholders(cards),
  };
}

export const handle = { islands: true };

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const pages = useTranslations("pages");
  const { hero, cards } = loaderData;
  return (
    <>
      <PageHero hero={hero} fallbackTitle={loaderData.title} eyebrow={pages("brandsEyebrow")} />
      <BrandList cards={cards} />
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
