import { mkdirSync } from "node:fs";
import { buildApp } from "./app.ts";
import { surviveDriverCloseRace } from "./db/driver-close-race.ts";
import { paymentOptionsFromEnv, readApiEnv } from "./env.ts";
import { seedDemoContent } from "./seed/seed.ts";

/** Starts the API: migrate, seed an empty database, listen, and stop cleanly on signals. */
async function main() {
  const env = readApiEnv();
  if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
  const app = await buildApp({
    apiKey: env.API_KEY,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    mail: {
      smtpUrl: env.SMTP_URL,
      outboxDir: env.MAIL_OUTBOX_DIR,
      from: env.MAIL_FROM,
      pollMs: env.MAIL_POLL_MS,
    },
    payments: paymentOptionsFromEnv(env),
    logger: { level: env.LOG_LEVEL },
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    trustedProxies: env.TRUSTED_PROXIES,
    teams: { enquiries: env.ENQUIRIES_EMAIL, catering: env.CATERING_EMAIL, careers: env.CAREERS_EMAIL },
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    contentCacheMs: env.CONTENT_CACHE_MS,
    staff: {
      authSecret: env.STAFF_AUTH_SECRET,
      secureCookies: env.STAFF_COOKIE_SECURE === "true",
    },
  });
  if (env.SEED_DEMO_CONTENT === "auto" && (await seedDemoContent(app.db))) {
    app.log.info("seeded the demo content");
  }
  await app.listen({ host: env.API_HOST, port: env.API_PORT });
  surviveDriverCloseRace((message) => app.log.warn(message));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
