import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { CONSENT_COOKIE_NAME, UTM_COOKIE_NAME } from "@thalassa/contract/constants";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { readConsent, readCookie } from "../app/lib/cookies.server.ts";
import { FLASH_COOKIE } from "../app/lib/form-flash.server.ts";
import { bodyWithNonce, type PageCache, type RenderedPage, renderedPage } from "./page-cache.ts";

/** A render for the cache is not tied to one visitor's connection, so it gets its own deadline. */
const SHARED_RENDER_TIMEOUT_MS = 15_000;

export interface RouterHandlerOptions {
  build: ServerBuild;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
  /** Pages shared between visitors; without it every request renders. */
  pageCache?: PageCache;
}

/**
 * The address React Router sees: the host the visitor asked for (or the trusted proxy forwarded)
 * and the protocol Express resolved, which honours X-Forwarded-Proto only from a trusted proxy.
 */
function routerUrl(req: ExpressRequest): URL {
  const forwarded = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
  const port = (forwarded ?? req.get("host") ?? "").split(":")[1];
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
}

function routerHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** The visitor's request, aborted when the visitor goes away. */
function visitorRequest(req: ExpressRequest, res: ExpressResponse): Request {
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: routerHeaders(req),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(routerUrl(req), init);
}

/**
 * The key of the page this request would get if pages rendered for other visitors can answer it,
 * else null. A page depends on its address and the visitor's cookie choice (banner, analytics)
 * and nothing else, except: a one-time form flash (what the visitor typed, their errors) and a
 * utm_source in the address (its cookie is set for this visitor) make the answer the visitor's own.
 */
export function sharedPageKey(request: Request): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.searchParams.has(UTM_COOKIE_NAME) || readCookie(request, FLASH_COOKIE) !== null) return null;
  return `${readConsent(request) ?? "undecided"} ${url.href}`;
}

/** The same request stripped of the visitor: only the cookie choice stays, with its own deadline. */
function sharedRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  const consent = readConsent(request);
  if (consent) headers.set("cookie", `${CONSENT_COOKIE_NAME}=${consent}`);
  return new Request(request.url, { headers, signal: AbortSignal.timeout(SHARED_RENDER_TIMEOUT_MS) });
}

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

function sendPage(res: ExpressResponse, page: RenderedPage) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  const body = bodyWithNonce(page, String(res.locals.nonce ?? ""));
  res.setHeader("Content-Length", body.byteLength);
  res.end(body);
}

/** Express in front of React Router, with rendered pages shared between visitors where they can be. */
export function routerHandler({ build, loadContext, pageCache }: RouterHandlerOptions) {
  const handle = createRequestHandler(build, process.env.NODE_ENV);

  const renderShared = async (request: Request, context: AppLoadContext): Promise<RenderedPage> => {
    // An unguessable stand-in, so nothing in the content can match it when it is swapped out.
    const nonce = randomBytes(16).toString("base64");
    const response = await handle(sharedRequest(request), { ...context, nonce, clientAddress: "" });
    return renderedPage(
      {
        status: response.status,
        headers: [...response.headers],
        body: Buffer.from(await response.arrayBuffer()),
      },
      nonce,
    );
  };

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const context = loadContext(req, res);
      const request = visitorRequest(req, res);
      const key = pageCache ? sharedPageKey(request) : null;
      if (pageCache && key) {
        const page = await pageCache.get(key, () => renderShared(request, context));
        if (page) return sendPage(res, page);
      }
      await sendResponse(res, await handle(request, context));
    } catch (error) {
      next(error);
    }
  };
}
