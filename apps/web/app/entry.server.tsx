import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { ServerPlaceholders } from "./components/media/server-placeholders.ts";
import { IslandsContext } from "./islands/island.tsx";
import { islandsAssets } from "./islands/islands-assets.server.ts";
import { siteLog } from "./lib/log.server.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { requestDetails } from "./lib/request-details.ts";
import { scriptsAfterPaintStream } from "./lib/scripts-after-paint.server.ts";
import { serverPlaceholder } from "./lib/server-placeholder.server.ts";

export const streamTimeout = 5_000;

/**
 * A loader, action or render that failed: one JSON line with the stack inside it (ADR 0033), never
 * React Router's multi-line console print. An answer the route chose (a 404, a 405 for a method it
 * does not take) is the visitor's mistake, not the site's: it is not logged as an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A 5xx answer React Router made from a thrown error keeps it (ErrorResponseImpl's `error`).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = inner ?? error;
  siteLog().error(
    { err: cause, method: request.method, path: new URL(request.url).pathname },
    "request failed",
  );
};

/**
 * The page's catalogue file (ADR 0061), preloaded from the head so it is at hand when the page
 * hydrates. Said here, on the server only: the browser's scripts need no code for it.
 */
function CataloguePreload({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (href) preload(href, { as: "fetch", crossOrigin: "anonymous" });
  return children;
}

/** The catalogue address the root's loader gave (none when it did not run: a refused post). */
function rootCatalogue(context: EntryContext): string | undefined {
  const root = context.staticHandlerContext.loaderData.root as { catalogue?: string } | undefined;
  return root?.catalogue;
}

/**
 * The islands build's modules when the page is rendered in islands mode (ADR 0071): its route
 * says `handle.islands`, it rendered without an error, and the build has islands.
 */
function pageIslands(context: EntryContext) {
  const { matches, errors } = context.staticHandlerContext;
  const leaf = matches.at(-1);
  const handle = leaf
    ? (context.routeModules[leaf.route.id]?.handle as { islands?: boolean } | undefined)
    : undefined;
  return handle?.islands === true && !errors ? islandsAssets() : null;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = requestDetails(loadContext).nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Everyone gets the whole document at once. The loaders have already awaited the page's data,
    // so the only boundaries left are forms loaded on demand (a modal opened by ?modal=…); sent
    // inline they work for visitors without JavaScript too, instead of waiting in a hidden chunk
    // that only a script could swap in.
    const readyOption = "onAllReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerPlaceholders value={serverPlaceholder}>
          <CataloguePreload href={rootCatalogue(routerContext)}>
            <IslandsContext value={pageIslands(routerContext)}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </IslandsContext>
          </CataloguePreload>
        </ServerPlaceholders>
      </NonceProvider>,
      {
        nonce,
        // Never outline a large boundary into a hidden chunk that only a script can reveal.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The page's scripts wait for its first paint (ADR 0025).
          const body = scriptsAfterPaintStream();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) siteLog().error({ err: error }, "rendering failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
