import { useTranslations } from "use-intl";
import { prepareHero, prepareRichText } from "../components/content/blocks.server.ts";
import { ConsentMap } from "../components/content/consent-map.tsx";
import { PageHero } from "../components/content/page-hero.tsx";
import { RichText } from "../components/content/rich-text.tsx";
import { SocialLinks } from "../components/content/social-links.tsx";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getPageBlocks, getSettings } from "../lib/api.server.ts";
import { pageBelowHomeSeo } from "../lib/page-below-home-seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { useSiteLayoutData } from "../lib/site-layout-data.ts";
import type { Route } from "./+types/contact-us";
import type { loader as layoutLoader } from "./site-layout.tsx";
import "../components/content/content.css";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";

export async function loader() {
  const title = serverTranslator("nav")("contactUs");
  const [blocks, settings] = await Promise.all([getPageBlocks("contact-us"), getSettings()]);
  const hero = prepareHero(blocks.Hero);
  const seo = await pageBelowHomeSeo({
    path: "/contact-us",
    title,
    description: blocks.Details?.value,
    image: hero?.bg_image,
  });
  return {
    title,
    seo,
    hero,
    details: prepareRichText(blocks.Details),
    map: blocks.Map,
    social: settings.social,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  const pages = useTranslations("pages");
  const { hero, details, map, social } = loaderData;
  const consent = useSiteLayoutData<Awaited<ReturnType<typeof layoutLoader>>["data"]>()?.consent ?? null;
  return (
    <>
      <PageHero hero={hero} fallbackTitle={loaderData.title} eyebrow={pages("contactEyebrow")} />
      <div className="container contact-page">
        <div className="contact-page__details">
          {details ? <RichText html={details} /> : null}
          <SocialLinks links={social} />
        </div>
        {map ? (
          <div className="contact-page__map">
            <ConsentMap map={map} consent={consent} />
          </div>
        ) : null}
      </div>
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
