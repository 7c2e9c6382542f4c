import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import fp from "fastify-plugin";

export interface RateLimitOptions {
  /** Requests one client may make to a limited route within the window. */
  max: number;
  /** The window, in ms. */
  windowMs: number;
}

export interface RateLimitPluginOptions extends RateLimitOptions {
  /** A shared store (PostgreSQL, ADR 0033); unset, each process counts in memory. */
  store?: FastifyRateLimitStoreCtor;
}

/** Whole minutes (at least one) for the refusal text: "in 1 minute", "in 10 minutes". */
function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * Per-client limits for the routes that write (submissions, gift cards). Nothing is limited
 * unless a route opts in with `config: { rateLimit: {} }` (or its own numbers there): reads are
 * cached by the site and must never be refused. The client is the visitor's address a trusted
 * proxy forwards (AppOptions.trustedProxies, env TRUSTED_PROXIES), else the peer's own address.
 * On PostgreSQL the counts are kept there, shared by every API process (rate-limit-store.ts).
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      max: options.max,
      timeWindow: options.windowMs,
      ...(options.store ? { store: options.store } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests: you have sent ${context.max} in a short time. Please try again in ${waitText(context.ttl)}.`,
      }),
    });
  },
  { name: "rate-limit" },
);
