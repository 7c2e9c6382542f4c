import { useTranslations } from "use-intl";
import { prepareFeature, prepareHero } from "../components/content/blocks.server.ts";
import { ContactCards } from "../components/content/contact-cards.tsx";
import {
  CATERING_MODAL_NAME,
  DeferredCateringModal,
  preloadCateringModal,
} from "../components/content/deferred-modals.tsx";
import { FeatureSection } from "../components/content/feature-section.tsx";
import { ModalOpener, opensModal } from "../components/content/modal-opener.tsx";
import { PageHero } from "../components/content/page-hero.tsx";
import { FixedVideo } from "../components/media/fixed-video.tsx";
import { useModalParam } from "../components/modal/use-modal-param.ts";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getPageBlocks } from "../lib/api.server.ts";
import { pageBelowHomeSeo } from "../lib/page-below-home-seo.server.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { metaTags } from "../lib/seo.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/central-production";

export async function loader() {
  const title = serverTranslator("nav")("centralProduction");
  const blocks = await getPageBlocks("central-production");
  const hero = prepareHero(blocks.Hero);
  const seo = await pageBelowHomeSeo({
    path: "/central-production",
    title,
    description: blocks.About?.paragraph,
    image: hero?.bg_image,
  });
  return {
    title,
    seo,
    hero,
    about: prepareFeature(blocks.About),
    video: blocks.Video ? addPlaceholders(blocks.Video) : null,
    contacts: blocks.ContactCards,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function CentralProductionPage({ loaderData }: Route.ComponentProps) {
  const pages = useTranslations("pages");
  const { hero, about, video, contacts } = loaderData;
  const catering = useModalParam(CATERING_MODAL_NAME);
  // 'Catering enquiries' opens the catering enquiry form in place.
  const action =
    about?.button && opensModal(about.button.link, CATERING_MODAL_NAME) ? (
      <ModalOpener href={catering.openHref} preload={preloadCateringModal}>
        {about.button.text}
      </ModalOpener>
    ) : undefined;
  return (
    <>
      <PageHero hero={hero} fallbackTitle={loaderData.title} eyebrow={pages("centralProductionEyebrow")} />
      {about ? <FeatureSection id="about-production" feature={about} action={action} /> : null}
      {video ? <FixedVideo title={video.title ?? null} media={video.media} /> : null}
      {contacts ? <ContactCards cards={contacts.cards} /> : null}
      <DeferredCateringModal {...catering.props} />
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
