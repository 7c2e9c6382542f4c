import { useTranslations } from "use-intl";
import { prepareFeature, prepareHero } from "../components/content/blocks.server.ts";
import {
  CATERING_MODAL_NAME,
  DeferredCateringModal,
  DeferredEnquiryModal,
  ENQUIRY_MODAL_NAME,
  preloadCateringModal,
  preloadEnquiryModal,
} from "../components/content/deferred-modals.tsx";
import { FeatureSection } from "../components/content/feature-section.tsx";
import { ModalOpener, opensModal } from "../components/content/modal-opener.tsx";
import { PageHero } from "../components/content/page-hero.tsx";
import { useModalParam } from "../components/modal/use-modal-param.ts";
import { useInterfaceLang } from "../i18n/content-language.tsx";
import { serverTranslator } from "../i18n/server-translator.server.ts";
import { getPageBlocks, getWebsites } from "../lib/api.server.ts";
import { pageBelowHomeSeo } from "../lib/page-below-home-seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/private-events";

export async function loader() {
  const title = serverTranslator("nav")("privateEvents");
  const [blocks, websites] = await Promise.all([getPageBlocks("private-events"), getWebsites()]);
  const hero = prepareHero(blocks.Hero);
  const seo = await pageBelowHomeSeo({
    path: "/private-events",
    title,
    description: blocks.CelebrateCity?.paragraph,
    image: hero?.bg_image,
  });
  return {
    title,
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
  const pages = useTranslations("pages");
  const forms = useTranslations("forms");
  const lang = useInterfaceLang();
  const { hero, city, sea, catering, areas } = loaderData;
  const enquiry = useModalParam(ENQUIRY_MODAL_NAME);
  const cateringModal = useModalParam(CATERING_MODAL_NAME);
  // Block buttons that point at one of the page's forms open it in place, keeping the page behind.
  const actionFor = (button: { text: string; link: string } | null | undefined) => {
    if (opensModal(button?.link, ENQUIRY_MODAL_NAME))
      return (
        <ModalOpener href={enquiry.openHref} preload={preloadEnquiryModal}>
          <span lang={lang}>{forms("privateEventPageOpen")}</span>
        </ModalOpener>
      );
    if (button && opensModal(button.link, CATERING_MODAL_NAME))
      return (
        <ModalOpener href={cateringModal.openHref} preload={preloadCateringModal}>
          {button.text}
        </ModalOpener>
      );
    return undefined;
  };
  return (
    <>
      <PageHero hero={hero} fallbackTitle={loaderData.title} eyebrow={pages("privateEventsEyebrow")} />
      {city ? <FeatureSection id="celebrate-city" feature={city} action={actionFor(city.button)} /> : null}
      {sea ? (
        <FeatureSection id="celebrate-sea" feature={sea} flip tone="sand" action={actionFor(sea.button)} />
      ) : null}
      {catering ? (
        <FeatureSection id="catering-services" feature={catering} action={actionFor(catering.button)} />
      ) : null}
      <DeferredEnquiryModal {...enquiry.props} areas={areas} />
      <DeferredCateringModal {...cateringModal.props} />
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
