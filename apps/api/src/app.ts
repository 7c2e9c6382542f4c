import { createHash, randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import { acceptedRequestId, REQUEST_ID_HEADER } from "@thalassa/contract/request-id";
import { STAFF_SIGN_IN_SOURCE_FACTOR } from "@thalassa/contract/staff";
import Fastify, { type FastifyReply, type FastifyServerOptions, LogController } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { type BlobStoreOptions, blobPlugin } from "./blobs/blob-plugin.ts";
import type { Database } from "./db/client.ts";
import { pingDatabase } from "./db/client.ts";
import { jobsPlugin } from "./jobs/jobs-plugin.ts";
import { apiLoggerOptions } from "./logger.ts";
import type { TeamAddresses } from "./mail/submission-mails.ts";
import { type MetricsOptions, metricsPlugin } from "./metrics/metrics-plugin.ts";
import { missingLaunchContent } from "./ops/launch-readiness.ts";
import { mediaFolder } from "./paths.ts";
import { defaultPaymentsOptions, type PaymentsOptions, paymentsPlugin } from "./payments/payments-plugin.ts";
import { accessLogPlugin } from "./plugins/access-log.ts";
import { apiKeyPlugin } from "./plugins/api-key.ts";
import { bodyLimitsPlugin } from "./plugins/body-limits.ts";
import { contentChangesPlugin } from "./plugins/content-changes.ts";
import { contentReadCache } from "./plugins/content-read-cache.ts";
import { dbPlugin } from "./plugins/db.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { type MailPluginOptions, mailPlugin } from "./plugins/mail.ts";
import { type RateLimitOptions, rateLimitPlugin } from "./plugins/rate-limit.ts";
import { postgresRateLimitStore, removeExpiredRateLimits } from "./plugins/rate-limit-store.ts";
import { type PrivacyOptions, privacyPlugin } from "./privacy/privacy-plugin.ts";
import { privacyRoutes } from "./privacy/privacy-routes.ts";
import { eventsRoutes } from "./routes/content/events.ts";
import { jobPostingsRoutes } from "./routes/content/job-postings.ts";
import { menuCardsRoutes } from "./routes/content/menu-cards.ts";
import { metaRoutes } from "./routes/content/meta.ts";
import { newsItemRoutes, newsListRoutes } from "./routes/content/news-list.ts";
import { postsRoutes } from "./routes/content/posts.ts";
import { sitemapEntriesRoutes } from "./routes/content/sitemap-entries.ts";
import { websiteContentRoutes } from "./routes/content/website-content.ts";
import { websiteMenuRoutes } from "./routes/content/website-menu.ts";
import { websitesRoutes } from "./routes/content/websites.ts";
import { createGiftCardOrderRoute } from "./routes/gift-cards/create-order.ts";
import { giftCardCallbackRoute } from "./routes/gift-cards/gateway-callback.ts";
import { giftCardOrderStatusRoute } from "./routes/gift-cards/order-status.ts";
import { submissionRoutes } from "./routes/submissions/submission-routes.ts";
import { staffAuthPlugin } from "./staff/auth-plugin.ts";
import { previewKey } from "./staff/content/content-preview.ts";
import { publicPreviewRoutes } from "./staff/content/content-preview-routes.ts";
import { scheduleScheduledPublishing } from "./staff/content/scheduled-publishing.ts";
import { staffMediaFilesRoute } from "./staff/media-files-route.ts";
import { staffRoutes } from "./staff/staff-routes.ts";

export const API_PREFIX = "/api/v1";

export interface AppOptions {
  apiKey: string;
  databaseUrl?: string;
  dataDir?: string;
  database?: Database;
  publicSiteUrl: string;
  mail?: MailPluginOptions;
  /** Where uploaded files are kept (ADR 0026); a folder in the system's temp folder by default. */
  blobs?: BlobStoreOptions;
  /** Gift card payments; without a gateway URL the built-in sandbox gateway answers. */
  payments?: Partial<PaymentsOptions>;
  logger?: FastifyServerOptions["logger"];
  /** Per-client limit on the routes that write. */
  rateLimit?: RateLimitOptions;
  /** Where submission notifications go. */
  teams?: TeamAddresses;
  /** Proxies whose X-Forwarded-For is believed (env TRUSTED_PROXIES); loopback, where the site runs, by default. */
  trustedProxies?: string[];
  /** Cut-off for a request still arriving (slow clients); 30 s by default. */
  requestTimeoutMs?: number;
  /** How long content reads are answered from memory, in ms (plugins/content-read-cache.ts); 0 or unset: never. */
  contentCacheMs?: number;
  /** Retention periods and how often they are applied (ADR 0034). */
  privacy?: PrivacyOptions;
  /** Staff sign-in (ADR 0018); the secret signs session cookies (default: derived from apiKey). */
  staff?: { authSecret?: string; secureCookies?: boolean };
  /** Who may read GET /metrics (ADR 0033); open by default (development and tests). */
  metrics?: MetricsOptions["access"];
  /** How often the scheduled jobs' leader lock is checked, in ms (ADR 0033; 2 s by default). */
  leaderCheckMs?: number;
  /** How often due items are published and expired ones unpublished, in ms (ADR 0043); 0 or unset: never. */
  scheduledPublishingMs?: number;
}

/**
 * Without STAFF_AUTH_SECRET the cookie-signing secret is derived from the API key, the secret every
 * installation already sets, so `npm start` works on a fresh clone and no two installations with
 * their own keys share a secret. A separate STAFF_AUTH_SECRET lets either be rotated alone.
 */
export function staffSecretFromApiKey(apiKey: string): string {
  return createHash("sha256").update(`thalassa-staff-auth:${apiKey}`).digest("hex");
}

const DEFAULT_TEAMS: TeamAddresses = {
  enquiries: "events@thalassa-group.example",
  catering: "catering@thalassa-group.example",
  careers: "careers@thalassa-group.example",
};

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** Builds the content API. The caller listens (server.ts) or injects (tests). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: apiLoggerOptions(options.logger),
    // Fastify's two lines per request are replaced by one access line (plugins/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // The site (or a load balancer) names the visitor in X-Forwarded-For; only those proxies are
    // believed, so anyone else is counted by its own address and cannot speak for another.
    trustProxy: options.trustedProxies ?? ["loopback"],
    routerOptions: { maxParamLength: 200 },
    // The site passes its request id on, so one visitor's page and the API calls it made share an
    // id in both servers' logs; anything else gets a new one.
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID(),
    // A client that trickles its headers or body (slowloris) is cut off instead of holding a
    // socket. Fastify sets the deadline; `http` passes the header deadline and how often Node
    // looks for expired requests to the server it creates.
    requestTimeout: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, 20_000),
      connectionsCheckingInterval: 2_000,
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(accessLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(bodyLimitsPlugin);
  await app.register(dbPlugin, {
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    database: options.database,
  });
  await app.register(metricsPlugin, { access: options.metrics ?? { kind: "open" } });
  await app.register(jobsPlugin, { leaderCheckMs: options.leaderCheckMs });
  await app.register(contentChangesPlugin);
  scheduleScheduledPublishing(app, options.scheduledPublishingMs ?? 0);
  await app.register(blobPlugin, options.blobs ?? { kind: "fs", dir: join(tmpdir(), "thalassa-blobs") });
  await app.register(
    mailPlugin,
    options.mail ?? { outboxDir: join(tmpdir(), "thalassa-outbox"), from: "test@localhost", pollMs: 0 },
  );
  await app.register(privacyPlugin, { ...options.privacy, outboxDir: options.mail?.outboxDir });
  await app.register(paymentsPlugin, {
    ...defaultPaymentsOptions,
    ...options.payments,
    publicSiteUrl: options.publicSiteUrl,
  });
  // On PostgreSQL the counts are shared by every API process (ADR 0033); PGlite means one process.
  const sharedCounts = app.database.kind === "postgres";
  const rateLimit = options.rateLimit ?? { max: 10, windowMs: 10 * 60_000 };
  await app.register(rateLimitPlugin, {
    ...rateLimit,
    store: sharedCounts ? postgresRateLimitStore(app.db) : undefined,
  });
  if (sharedCounts)
    app.jobs.scheduleJob("rate-limit-cleanup", 5 * 60_000, () => removeExpiredRateLimits(app.db));
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Thalassa Group content API", version: "1.0.0" },
      components: { securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "api-key" } } },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });

  // Media files are public, like a CDN's: no key, long cache.
  await app.register(fastifyStatic, {
    root: mediaFolder,
    prefix: "/media/",
    maxAge: "7d",
    index: false,
    list: false,
  });

  await app.register(staffMediaFilesRoute);

  // Liveness: the process answers (a restart is the cure when it does not). Readiness: it can do
  // its work (the database answers), so a load balancer sends it traffic. /healthz stays what it
  // was, readiness, for the existing checks. Readiness also says what a new site still lacks
  // before its pages show (the site shows a holding page meanwhile, and its staff area works, so
  // that is no reason to take it out of the balancer).
  app.get("/livez", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (_request, reply: FastifyReply) => {
    let missing: string[];
    try {
      missing = await missingLaunchContent(app.db);
    } catch {
      return reply.code(503).send({ message: "The database does not answer." });
    }
    if (missing.length === 0) return { status: "ok", site: "live" };
    return {
      status: "ok",
      site: "holding page",
      missing,
      message: `Visitors see a holding page until ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} published in the staff area.`,
    };
  });
  app.get("/healthz", { schema: { hide: true } }, async () => {
    await pingDatabase(app.db);
    return { status: "ok" };
  });

  const staffSecret = options.staff?.authSecret ?? staffSecretFromApiKey(options.apiKey);
  const preview = { previewKey: previewKey(staffSecret) };
  await app.register(staffAuthPlugin, {
    secret: staffSecret,
    secureCookies: options.staff?.secureCookies,
    publicSiteUrl: options.publicSiteUrl,
    signInSourceMax: rateLimit.max * STAFF_SIGN_IN_SOURCE_FACTOR,
  });

  // The bank calls back without our api-key; the checksum and a status check guard this route.
  await app.register(giftCardCallbackRoute);

  await app.register(
    async (api) => {
      await api.register(apiKeyPlugin, { apiKey: options.apiKey });
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      // Content reads share a short-lived cache; the routes after this scope never use it.
      // Every content write in any API process clears this process's cache (ADR 0033).
      await api.register(async (content) => {
        app.contentChanges.onChange(contentReadCache(content, { ttlMs: options.contentCacheMs ?? 0 }));
        await content.register(websitesRoutes);
        await content.register(websiteContentRoutes);
        await content.register(websiteMenuRoutes);
        await content.register(menuCardsRoutes);
        await content.register(postsRoutes);
        await content.register(newsListRoutes);
        await content.register(newsItemRoutes);
        await content.register(sitemapEntriesRoutes);
        await content.register(eventsRoutes);
        await content.register(jobPostingsRoutes);
        await content.register(metaRoutes);
      });
      // The sites poll this (twice a second each) to know when to forget their pages.
      api.get("/content-version", { schema: { hide: true } }, async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return { version: app.contentChanges.version() };
      });
      // A signed preview link's draft (ADR 0063): outside the content read cache.
      await api.register(publicPreviewRoutes, preview);
      await api.register(createGiftCardOrderRoute);
      await api.register(giftCardOrderStatusRoute);
      await api.register(submissionRoutes, {
        teams: options.teams ?? DEFAULT_TEAMS,
        publicSiteUrl: options.publicSiteUrl,
        newsletterConfirmDays: app.privacy.periods.newsletterUnconfirmedDays,
      });
      await api.register(privacyRoutes, { apiKey: options.apiKey });
      await api.register(staffRoutes, {
        prefix: "/staff",
        publicSiteUrl: options.publicSiteUrl,
        onContentChange: () => app.contentChanges.announce(),
        ...preview,
      });
    },
    { prefix: API_PREFIX },
  );

  return app;
}
