import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IntlProvider, type Messages } from "use-intl";
import { SITE_TIME_ZONE } from "../i18n/locales.ts";

/** Each island's component, in a chunk of its own. */
const islands: Record<string, () => Promise<ComponentType<Record<string, unknown>>>> = {
  "site-header": () => import("../components/layout/site-header.tsx").then((m) => m.SiteHeader as never),
  "cookie-banner": () => import("../components/layout/cookie-banner.tsx").then((m) => m.CookieBanner as never),
  "hero-carousel": () => import("../components/home/hero-carousel.tsx").then((m) => m.HeroCarousel as never),
  "logo-carousel": () => import("../components/home/logo-carousel.tsx").then((m) => m.LogoCarousel as never),
  "events-block": () => import("../components/home/events-block.tsx").then((m) => m.EventsBlock as never),
};

const catalogueHref = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="fetch"]')?.href;
const messages: Promise<Messages> = catalogueHref
  ? fetch(catalogueHref).then((r) => r.json())
  : Promise.resolve({} as Messages);
const locale = document.documentElement.lang;

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const load = islands[element.dataset.island ?? ""];
  if (!load) continue;
  const props = JSON.parse(element.dataset.props ?? "{}");
  Promise.all([load(), messages]).then(([Component, catalogue]) => {
    hydrateRoot(
      element,
      <IntlProvider locale={locale} messages={catalogue} timeZone={SITE_TIME_ZONE}>
        <Component {...props} />
      </IntlProvider>,
      {
        onRecoverableError: (error, info) =>
          console.error(`island ${element.dataset.island}:`, String((error as Error).cause ?? error), info.componentStack),
      },
    );
  });
}
