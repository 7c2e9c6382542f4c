import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./lib/nonce.tsx";
import { replaceInStream } from "./lib/stream-replace.server.ts";

export const streamTimeout = 5_000;

/**
 * The page's own modules load after what the first paint needs (styles, fonts, the hero image):
 * the page reads and works without them, and on a slow link they would otherwise share the line
 * with the content. React Router's <Scripts> has no option for it, so the tags are marked here.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const MODULE_PRELOAD_LOW = '<link rel="modulepreload" fetchpriority="low"';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Everyone gets the whole document at once. The loaders have already awaited the page's data,
    // so the only boundaries left are forms loaded on demand (a modal opened by ?modal=…); sent
    // inline they work for visitors without JavaScript too, instead of waiting in a hidden chunk
    // that only a script could swap in.
    const readyOption = "onAllReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Never outline a large boundary into a hidden chunk that only a script can reveal.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = replaceInStream(MODULE_PRELOAD, MODULE_PRELOAD_LOW);
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
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
