import type { FastifyInstance, FastifyReply } from "fastify";
import { LRUCache } from "lru-cache";

export interface ContentReadCacheOptions {
  /** How long an answer is reused, in ms; 0 reads the database every time. */
  ttlMs: number;
  /** Distinct addresses kept at most; the least recently read go first. */
  maxEntries?: number;
  now?: () => number;
}

interface CachedAnswer {
  contentType: string;
  body: string;
}

/**
 * Repeated content reads answered from memory for a few seconds. The content is the same for
 * every caller and changes rarely (the CMS writes it), while every page of the site reads it: under
 * load the database and the response serialisation, not the content, were the limit. Only
 * successful GETs of the routes registered next to it are kept (the hooks are encapsulated);
 * submissions, gift cards and errors always go through. The api-key check runs before this hook.
 */
export function contentReadCache(
  app: FastifyInstance,
  { ttlMs, maxEntries = 1000, now = Date.now }: ContentReadCacheOptions,
): () => void {
  if (ttlMs <= 0) return () => {};
  // An expired answer is never returned (and is dropped when it is asked for).
  const answers = new LRUCache<string, CachedAnswer>({
    max: maxEntries,
    ttl: ttlMs,
    ttlResolution: 0,
    perf: { now },
  });
  // Returned so a staff write can forget every answer at once (this process; others expire in ttlMs).
  const clear = () => answers.clear();

  app.addHook("onRequest", async (request, reply: FastifyReply) => {
    if (request.method !== "GET") return;
    const cached = answers.get(request.url);
    if (!cached) return;
    return reply
      .header("content-type", cached.contentType)
      .header("x-content-cache", "hit")
      .send(cached.body);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    if (reply.getHeader("x-content-cache") === "hit") return payload;
    answers.set(request.url, {
      contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
      body: payload,
    });
    return payload;
  });
  return clear;
}
