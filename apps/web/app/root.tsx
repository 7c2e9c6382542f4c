import "./styles/tokens.css";
import "./styles/base.css";
import "./components/layout/layout.css";
import { SPLASH_MS } from "@thalassa/contract/constants";
import { messages } from "@thalassa/contract/messages";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./lib/nonce.tsx";
import { afterPaintLoader } from "./lib/scripts-after-paint.ts";
import webFontsHref from "./styles/web-fonts.css?url";

/**
 * Runs before first paint on a full page load only (never on client navigation): marks that
 * scripts run, and starts the splash (SPEC §2), which blocks scrolling and ends 2.8 s after the
 * page's data has loaded (the document's load). Without JavaScript there is no splash. Once the
 * document is parsed, the page's scripts and web fonts start after its first paint (ADR 0025).
 */
const bootScript = `(function(){var d=document.documentElement;d.classList.add("js","splash-active");
function end(){setTimeout(function(){d.classList.remove("splash-active");d.dispatchEvent(new Event("splashend"))},${SPLASH_MS});}
${afterPaintLoader([webFontsHref])}
function parsed(){end();startAfterPaint();}
if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",parsed,{once:true});else parsed();})();`;

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "News", href: "/news/feed.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14232c" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootScript }} />
        <Meta />
        <Links />
        {/* Without scripts the web fonts are linked here; the boot script links them otherwise. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${webFontsHref}">` }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** SPEC §2 route error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="error-screen" id="main">
      <div className="error-screen__inner">
        <p className="eyebrow">Sorry</p>
        <h1>{messages.routeError}</h1>
        <a className="button" href="/">
          Back to Home Page
        </a>
      </div>
    </main>
  );
}
