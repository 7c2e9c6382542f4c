import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Database } from "./db/client.ts";
import { pingDatabase } from "./db/client.ts";
import { mediaFolder } from "./paths.ts";
import { apiKeyPlugin } from "./plugins/api-key.ts";
import { dbPlugin } from "./plugins/db.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { type MailPluginOptions, mailPlugin } from "./plugins/mail.ts";
import { eventsRoutes } from "./routes/content/events.ts";
import { jobPostingsRoutes } from "./routes/content/job-postings.ts";
import { metaRoutes } from "./routes/content/meta.ts";
import { postsRoutes } from "./routes/content/posts.ts";
import { websiteContentRoutes } from "./routes/content/website-content.ts";
import { websiteMenuRoutes } from "./routes/content/website-menu.ts";
import { websitesRoutes } from "./routes/content/websites.ts";

export const API_PREFIX = "/api/v1";

export interface AppOptions {
  apiKey: string;
  databaseUrl?: string;
  dataDir?: string;
  database?: Database;
  publicSiteUrl: string;
  mail?: MailPluginOptions;
  logger?: FastifyServerOptions["logger"];
  /** Cut-off for a request still arriving (slow clients); 30 s by default. */
  requestTimeoutMs?: number;
}

/** Builds the content API. The caller listens (server.ts) or injects (tests). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Per-request logs would drown the useful ones; errors are logged by the error handler.
    disableRequestLogging: true,
    bodyLimit: 1024 * 1024,
    // A proxy (the site, a load balancer) stands in front; take the client's address from it.
    trustProxy: true,
    routerOptions: { maxParamLength: 200 },
    // Set at creation: Node checks the request deadline only when the server is built with it.
    serverFactory: (handler) => {
      const requestTimeout = options.requestTimeoutMs ?? 30_000;
      return createServer(
        {
          requestTimeout,
          headersTimeout: Math.min(requestTimeout, 20_000),
          connectionsCheckingInterval: 2_000,
        },
        handler,
      );
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(dbPlugin, {
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    database: options.database,
  });
  await app.register(
    mailPlugin,
    options.mail ?? { outboxDir: join(tmpdir(), "thalassa-outbox"), from: "test@localhost", pollMs: 0 },
  );
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

  app.get("/healthz", { schema: { hide: true } }, async () => {
    await pingDatabase(app.db);
    return { status: "ok" };
  });

  await app.register(
    async (api) => {
      await api.register(apiKeyPlugin, { apiKey: options.apiKey });
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
      await api.register(websitesRoutes);
      await api.register(websiteContentRoutes);
      await api.register(websiteMenuRoutes);
      await api.register(postsRoutes);
      await api.register(eventsRoutes);
      await api.register(jobPostingsRoutes);
      await api.register(metaRoutes);
    },
    { prefix: API_PREFIX },
  );

  return app;
}
