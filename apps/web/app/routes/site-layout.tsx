import { Suspense, use } from "react";
import { data, Outlet, useMatches } from "react-router";
import { useTranslations } from "use-intl";
import { DeferredNewsletterModal } from "../components/forms/deferred-form-modals.tsx";
import { ConsentedAnalytics } from "../components/layout/consented-analytics.tsx";
import { CookieBanner } from "../components/layout/cookie-banner.tsx";
import { useCookieSettings } from "../components/layout/cookie-settings.ts";
import { ReservationsButton } from "../components/layout/reservations-button.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { SplashScreen } from "../components/layout/splash-screen.tsx";
import { useModalParam } from "../components/modal/use-modal-param.ts";
import { ContentLanguage } from "../i18n/content-language.tsx";
import { Island, IslandsContext } from "../islands/island.tsx";
import { getSettings } from "../lib/api.server.ts";
import { readConsent, utmCookieFromUrl } from "../lib/cookies.server.ts";
import { takeFormFlash } from "../lib/form-flash.server.ts";
import { FORM_NAMES } from "../lib/form-names.ts";
import { holdingPageMiddleware } from "../lib/holding-page.server.ts";
import { inlineScriptTexts } from "../lib/inline-scripts.ts";
import { requestDetails } from "../lib/request-details.ts";
import { revalidateOnlyOnNewPath } from "../lib/url-state-revalidation.ts";
import type { Route } from "./+types/site-layout";

/** A new production site shows a holding page until its Site settings and first brand are published. */
export const middleware: Route.MiddlewareFunction[] = [holdingPageMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = await getSettings();
  // The analytics tags run only after consent, but the page's policy is fixed when it loads (and is
  // shared by visitors who chose either way), so it allows them from the start.
  requestDetails(context).allowInlineScripts?.([
    ...inlineScriptTexts(settings.google_script_tag),
    ...inlineScriptTexts(settings.body_google_script_tag),
  ]);
  const utmCookie = utmCookieFromUrl(request);
  // A form posted without JavaScript returns here with its outcome, shown once by its modal.
  const { flash: formFlash, clear: clearFlash } = await takeFormFlash(request);
  const headers = new Headers();
  if (utmCookie) headers.append("Set-Cookie", utmCookie);
  if (clearFlash) headers.append("Set-Cookie", clearFlash);
  return data({ settings, consent: readConsent(request), formFlash }, { headers });
}

/** Route modules say which header fits them: `export const handle = { header: "solid" }`. */
export interface SiteHandle {
  header?: "overlay" | "solid";
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, consent, formFlash } = loaderData;
  const islandsPage = use(IslandsContext) !== null;
  const analytics = { headSnippet: settings.google_script_tag, bodySnippet: settings.body_google_script_tag };
  const matches = useMatches();
  const leaf = matches.at(-1)?.handle as SiteHandle | undefined;
  const newsletter = useModalParam(FORM_NAMES.newsletter);
  const cookieSettings = useCookieSettings();
  const logo = settings.images.logo_2?.url ?? null;
  const t = useTranslations("layout");
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      {/* First in the tab order when shown, so it never hides the focus it would cover (WCAG 2.4.11). */}
      {consent === null || cookieSettings.reopened ? (
        <Island name="cookie-banner" props={{ consent }}>
          <CookieBanner consent={consent} />
        </Island>
      ) : null}
      <SplashScreen logoUrl={logo} siteName={settings.name} />
      <Island
        name="site-header"
        props={{ siteName: settings.name, logoUrl: logo, theme: leaf?.header ?? "overlay" }}
      >
        <SiteHeader siteName={settings.name} logoUrl={logo} theme={leaf?.header ?? "overlay"} />
      </Island>
      <main id="main" tabIndex={-1} data-header={leaf?.header ?? "overlay"}>
        {/*
         * Boundaries the server has filled are hydrated after the rest, in slices the browser can
         * interrupt, instead of in one long task (ADR 0020); nothing in them suspends on the client.
         */}
        <Suspense>
          <ContentLanguage>
            <Outlet />
          </ContentLanguage>
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter
          settings={settings}
          newsletterHref={newsletter.openHref}
          cookieSettingsHref={cookieSettings.openHref}
        />
      </Suspense>
      <ReservationsButton />
      <Island
        name="newsletter-modal"
        props={{ modal: FORM_NAMES.newsletter, layout: { formFlash } }}
        hydrate="opened"
      >
        <DeferredNewsletterModal
          open={newsletter.isOpen}
          closeHref={newsletter.closeHref}
          onClose={newsletter.close}
        />
      </Island>
      {/* An island page is not revalidated after the cookie choice: its island checks the cookie. */}
      {consent === "true" || islandsPage ? (
        <Island name="analytics" props={analytics} hydrate="consented">
          <ConsentedAnalytics {...analytics} />
        </Island>
      ) : null}
    </>
  );
}

/** Opening or closing a modal (?modal=…) changes the query string only: no new data is needed. */
export const shouldRevalidate = revalidateOnlyOnNewPath;
