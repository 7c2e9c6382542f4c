import { Link } from "react-router";
import { prepareFeature, prepareHero } from "../components/content/blocks.server.ts";
import {
  DeferredEnquiryModal,
  ENQUIRY_MODAL_NAME,
  preloadEnquiryModal,
} from "../components/content/deferred-modals.tsx";
import { FeatureSection } from "../components/content/feature-section.tsx";
import { PageHero } from "../components/content/page-hero.tsx";
import { useModalParam } from "../components/modal/use-modal-param.ts";
import { getPageBlocks, getWebsites } from "../lib/api.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { breadcrumbJsonLd } from "../lib/structured-data.server.ts";
import type { Route } from "./+types/private-events";

const ENQUIRY_LINK = `?modal=${ENQUIRY_MODAL_NAME}`;

export async function loader() {
  const [blocks, websites] = await Promise.all([getPageBlocks("private-events"), getWebsites()]);
  const hero = prepareHero(blocks.Hero);
  const seo = await buildSeo({
    path: "/private-events",
    title: "Private Events",
    description: blocks.CelebrateCity?.paragraph,
    image: hero?.bg_image,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Private Events", path: "/private-events" },
      ]),
    ],
  });
  return {
    seo,
    hero,
    city: prepareFeature(blocks.CelebrateCity),
    sea: prepareFeature(blocks.CelebrateSea),
    catering: prepareFeature(blocks.Catering),
    // SPEC §5: the enquiry's preferred areas are restaurant-type websites only.
    areas: websites
      .filter((w) => w.type === "restaurant")
      .sort((a, b) => a.order - b.order)
      .map((w) => ({ id: w.id, name: w.name })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function PrivateEventsPage({ loaderData }: Route.ComponentProps) {
  const { hero, city, sea, catering, areas } = loaderData;
  const enquiry = useModalParam(ENQUIRY_MODAL_NAME);
  const enquire = (
    <Link
      to={enquiry.openHref}
      preventScrollReset
      className="button"
      onMouseEnter={preloadEnquiryModal}
      onFocus={preloadEnquiryModal}
      onTouchStart={preloadEnquiryModal}
    >
      Send an enquiry
    </Link>
  );
  // Block buttons that point at the enquiry form open it in place, keeping the page behind it.
  const actionFor = (link: string | undefined) => (link?.endsWith(ENQUIRY_LINK) ? enquire : undefined);
  return (
    <>
      <PageHero hero={hero} fallbackTitle="Private Events" eyebrow="Celebrate with us" />
      {city ? (
        <FeatureSection id="celebrate-city" feature={city} action={actionFor(city.button?.link)} />
      ) : null}
      {sea ? (
        <FeatureSection
          id="celebrate-sea"
          feature={sea}
          flip
          tone="sand"
          action={actionFor(sea.button?.link)}
        />
      ) : null}
      {catering ? (
        <FeatureSection id="catering-services" feature={catering} action={actionFor(catering.button?.link)} />
      ) : null}
      <DeferredEnquiryModal
        open={enquiry.isOpen}
        closeHref={enquiry.closeHref}
        onClose={enquiry.close}
        areas={areas}
      />
    </>
  );
}
