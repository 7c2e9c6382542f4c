import "./styles/tokens.css";
import "./styles/base.css";
import "./components/layout/layout.css";
import { SPLASH_MS } from "@thalassa/contract/constants";
import { use } from "react";
import { preloadModule } from "react-dom";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { IntlProvider, type Messages, useTranslations } from "use-intl";
import type { Route } from "./+types/root";
import { LanguageSuggestion } from "./components/layout/language-suggestion.tsx";
import { catalogueAsset } from "./i18n/catalogue-asset.server.ts";
import { catalogues } from "./i18n/catalogues.ts";
import { LanguageAlternates } from "./i18n/language-alternates.tsx";
import {
  LOCALES,
  type Locale,
  loadedCatalogue,
  localeOfPath,
  pathInLocale,
  rememberCatalogue,
  SITE_TIME_ZONE,
} from "./i18n/locales.ts";
import type { Catalogue } from "./i18n/messages/en.ts";
import { errorScreen } from "./i18n/messages/error-screen.ts";
import { runInLocale } from "./i18n/request-locale.server.ts";
import { Link } from "./i18n/site-link.tsx";
import { Island, IslandsContext } from "./islands/island.tsx";
import { getEnv } from "./lib/env.server.ts";
import { lazyLayoutScript } from "./lib/lazy-layout.ts";
import { useNonce } from "./lib/nonce.tsx";
import { runForRequestKind } from "./lib/placeholders.server.ts";
import { requestDetails } from "./lib/request-details.ts";
import { afterPaintLoader } from "./lib/scripts-after-paint.ts";
import type { Seo } from "./lib/seo.ts";
import { webFontFiles } from "./styles/web-font-files.ts";
import webFontsHref from "./styles/web-fonts.css?url";

/**
 * Runs before first paint on a full page load only (never on client navigation): marks that
 * scripts run, and, for a visitor arriving from elsewhere (not one following the site's own links, which
 * load whole pages from islands pages, ADR 0075), starts the splash (SPEC §2), which blocks scrolling and ends 2.8 s after the
 * page's data has loaded (the document's load), or at the first key pressed, so keyboard focus never
 * moves under it (WCAG 2.4.11). Without JavaScript there is no splash. Once the
 * document is parsed, the page's scripts and web fonts start after its first paint (ADR 0025).
 * Server-rendered only: the browser runs it as it parses the page, and hydration keeps the element
 * as the server sent it, so the router's bundle does not carry its text.
 */
const bootScript = import.meta.env.SSR
  ? `(function(){var d=document.documentElement;d.classList.add("js");
var within=false;try{within=!!document.referrer&&new URL(document.referrer).origin===location.origin;}catch(e){}
if(!within)d.classList.add("splash-active");
function over(){if(!d.classList.contains("splash-active"))return;d.classList.remove("splash-active");d.dispatchEvent(new Event("splashend"))}
document.addEventListener("keydown",over,{once:true});
function end(){setTimeout(over,${SPLASH_MS});}
${afterPaintLoader([webFontsHref], webFontFiles)}
${lazyLayoutScript}
function parsed(){end();startAfterPaint();}
if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",parsed,{once:true});else parsed();})();`
  : "";

/**
 * Server code that has no request at hand knows the language of the one it answers (the page's
 * SEO), and whether it is a whole document (images' placeholders, see placeholders.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) =>
    runForRequestKind(requestDetails(context).document === true, () => runInLocale(request, next)),
];

/**
 * The page's language (from its path) and the address of its one catalogue, compiled (the text is
 * a file the browser caches, ADR 0061); with each language's suggestion, written in that language,
 * for the notice on the English home page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const suggestions = Object.fromEntries(LOCALES.map((l) => [l, catalogues[l].language])) as Record<
    Locale,
    Catalogue["language"]
  >;
  return { locale, catalogue: catalogueAsset(locale).href, suggestions, origin: getEnv().PUBLIC_SITE_URL };
}

/**
 * The catalogue at `href`: fetched once (the page's preload, entry.server.tsx, answers the first
 * fetch), then kept by its address for the layout. Rejects when it cannot be had.
 */
async function loadCatalogue(href: string): Promise<Messages> {
  const known = loadedCatalogue(href);
  if (known) return known;
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  const messages = (await response.json()) as Messages;
  rememberCatalogue(href, messages);
  return messages;
}

let hydrationCatalogue: Promise<Messages> | undefined;

/**
 * The page's own catalogue, for hydration: the layout waits for it (hydration renders the text the
 * server sent). If it cannot be had, hydration never ends and the page stays as the server sent
 * it, working as it does without scripts (the boot script's "js" mark is taken off for that),
 * rather than show keys; a reload could loop while the file stays unavailable.
 */
function catalogueForHydration(href: string): Promise<Messages> {
  hydrationCatalogue ??= loadCatalogue(href).catch(() => {
    document.documentElement.classList.remove("js");
    return new Promise<never>(() => {});
  });
  return hydrationCatalogue;
}

/**
 * In the browser, after a change of language (a click, or a revalidation later): the new
 * language's catalogue is fetched before the page renders in it, so no text shows as its key. If it
 * cannot be had (offline, or an address an earlier deploy named), the page is loaded whole.
 * Not run for hydration (see catalogueForHydration).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  try {
    await loadCatalogue(data.catalogue);
  } catch {
    location.assign(request.url);
    // The navigation waits for the page load that replaces it.
    return new Promise<never>(() => {});
  }
  return data;
}

/** The catalogue changes with the language only: a navigation within one needs no new copy. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/** The languages the shown page exists in, from its route's SEO, when it names them. */
function usePageLanguages(): readonly string[] | undefined {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.loaderData as { seo?: Seo | null } | undefined;
  return leaf?.seo?.languages;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const islands = use(IslandsContext);
  if (islands) for (const href of islands.entry) preloadModule(href);
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const languages = usePageLanguages();
  // A signed-in staff page is in the account's interface language (ADR 0065); the screens before
  // sign-in have no staff layout, and stay English.
  const staff = useRouteLoaderData("routes/staff/staff-layout") as { language?: string } | undefined;
  // On the server every catalogue is at hand; in the browser the client loader fetched it before
  // a render in a new language, and hydration waits for the page's own.
  const messages =
    loadedCatalogue(root?.catalogue) ?? (root ? use(catalogueForHydration(root.catalogue)) : undefined);
  return (
    <html lang={staff?.language ?? locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14232c" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootScript }} suppressHydrationWarning />
        {root ? (
          <LanguageAlternates
            origin={root.origin}
            pathname={pathname}
            locale={locale}
            languages={languages}
          />
        ) : null}
        {/* The news feed in the page's language; its title is the catalogue's plain "News". */}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={String((messages as { nav?: { news?: unknown } } | undefined)?.nav?.news ?? "News")}
          href={pathInLocale("/news/feed.xml", locale)}
        />
        <Meta />
        <Links />
        {/* Without scripts the web fonts are linked here; the boot script links them otherwise. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${webFontsHref}">` }} />
      </head>
      <body>
        {/* Without the root's data (a refused post runs no loader) only the error screen renders. */}
        <IntlProvider
          locale={locale}
          messages={messages ?? ({ errors: errorScreen[locale] } as unknown as Messages)}
          timeZone={SITE_TIME_ZONE}
        >
          {children}
        </IntlProvider>
        {islands ? (
          // A page in islands mode loads the island loader, not the router (ADR 0071).
          <script
            nonce={nonce}
            type="module"
            async
            dangerouslySetInnerHTML={{ __html: `import(${JSON.stringify(islands.entry.at(-1))});` }}
          />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The notice is offered on the English home page only (LanguageSuggestion).
  const onEnglishHome = useLocation().pathname === "/";
  return (
    <>
      <Outlet />
      <Island name="other-language" props={{ suggestions: loaderData.suggestions }} active={onEnglishHome}>
        <LanguageSuggestion suggestions={loaderData.suggestions} />
      </Island>
    </>
  );
}

/** SPEC §2 route error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // On the server the error is logged once, as JSON (entry.server.tsx handleError).
  if (typeof document !== "undefined" && !isRouteErrorResponse(error)) console.error(error);
  const t = useTranslations("errors");
  return (
    <main className="error-screen" id="main">
      <div className="error-screen__inner">
        <p className="eyebrow">{t("sorry")}</p>
        <h1>{t("routeError")}</h1>
        <Link className="button" to="/" reloadDocument>
          {t("backHome")}
        </Link>
      </div>
    </main>
  );
}
