import { HOME_EVENTS, LOGO_CAROUSEL_SKIPPED_BRAND_ID } from "@thalassa/contract/constants";
import {
  CATERING_MODAL_NAME,
  DeferredCateringModal,
  preloadCateringModal,
} from "../components/content/deferred-modals.tsx";
import { eventCardView } from "../components/events/event-views.server.ts";
import { brandTileView, hasHomeTile } from "../components/home/brand-tile-view.server.ts";
import { BrandTiles } from "../components/home/brand-tiles.tsx";
import { EventsBlock } from "../components/home/events-block.tsx";
import { HeroCarousel } from "../components/home/hero-carousel.tsx";
import { LatestNews } from "../components/home/latest-news.tsx";
import { LogoCarousel } from "../components/home/logo-carousel.tsx";
import { Services } from "../components/home/services.tsx";
import { WhoWeAre } from "../components/home/who-we-are.tsx";
import { useModalParam } from "../components/modal/use-modal-param.ts";
import { newsCardView } from "../components/news/news-views.server.ts";
import { InLanguage } from "../i18n/content-language.tsx";
import { requestLocale } from "../i18n/request-locale.server.ts";
import { Island } from "../islands/island.tsx";
import { getEventsList, getNewsList, getPageBlocks, getSettings, getWebsites } from "../lib/api.server.ts";
import { addPlaceholders } from "../lib/placeholders.server.ts";
import { buildSeo } from "../lib/seo.server.ts";
import { metaTags } from "../lib/seo.ts";
import { compact, organizationJsonLd } from "../lib/structured-data.server.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/home";

export async function loader() {
  const [blocks, websites, events, news, settings] = await Promise.all([
    getPageBlocks("home"),
    getWebsites(),
    getEventsList({ brand: null, limit: HOME_EVENTS }),
    // The two newest stories, cut by the API (ADR 0057).
    getNewsList({ sort: "date-desc", brand: null, limit: 2 }),
    getSettings(),
  ]);
  const brands = websites
    .filter(hasHomeTile)
    .sort((a, b) => a.order - b.order)
    .map((w) => brandTileView(w, requestLocale()));
  const logos = websites
    .filter((w) => w.id !== LOGO_CAROUSEL_SKIPPED_BRAND_ID && w.images.logo)
    .sort((a, b) => a.order - b.order)
    .map((w) => ({ id: w.id, name: w.name, domain: w.domain, logo: w.images.logo! }));
  // The next HOME_EVENTS events, in the API's order (by expired_date): the carousel's pages stay
  // two-digit and the page's weight does not grow with the calendar (ADR 0038).
  const upcoming = events.data.map((e) => eventCardView(e, "small"));
  const latest = news.data.map((n) => newsCardView(n, { withExcerpt: true }));
  const seo = await buildSeo({
    path: "/",
    title: settings.name,
    jsonLd: [compact(organizationJsonLd(settings, websites))],
  });
  return {
    seo,
    siteName: settings.name,
    ...addPlaceholders({
      hero: blocks.HeroBlock,
      whoWeAre: blocks.WhoWeAre,
      catering: blocks.CateringTile,
      services: blocks.Services,
      brands,
      events: upcoming,
      news: latest,
    }),
    logos,
  };
}

export const handle = { islands: true };

export function meta({ loaderData }: Route.MetaArgs) {
  return metaTags(loaderData?.seo);
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { hero, whoWeAre, catering, services, brands, logos, events, news, siteName } = loaderData;
  const cateringModal = useModalParam(CATERING_MODAL_NAME);
  return (
    <>
      <h1 className="visually-hidden">{siteName}</h1>
      {hero ? (
        <InLanguage lang={hero.lang}>
          <Island name="hero-carousel" props={{ hero }}>
            <HeroCarousel hero={hero} />
          </Island>
        </InLanguage>
      ) : null}
      {whoWeAre ? (
        <InLanguage lang={whoWeAre.lang}>
          <WhoWeAre block={whoWeAre} />
        </InLanguage>
      ) : null}
      <Island name="logo-carousel" props={{ logos }} hydrate="later">
        <LogoCarousel logos={logos} />
      </Island>
      <Island name="brand-tiles" props={{ brands, catering }} hydrate="later">
        <BrandTiles
          brands={brands}
          catering={catering}
          cateringHref={cateringModal.openHref}
          onCateringIntent={preloadCateringModal}
        />
      </Island>
      <Island name="events-block" props={{ events }} hydrate="later">
        <EventsBlock events={events} />
      </Island>
      <LatestNews items={news} />
      {services ? (
        <InLanguage lang={services.lang}>
          <Services block={services} />
        </InLanguage>
      ) : null}
      <Island name="catering-modal" props={{ modal: CATERING_MODAL_NAME }} hydrate="opened">
        <DeferredCateringModal {...cateringModal.props} />
      </Island>
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
