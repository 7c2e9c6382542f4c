import { mkdirSync } from "node:fs";
import { startFailureLine } from "@thalassa/contract/log-redaction";
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { surviveDriverCloseRace } from "./db/driver-close-race.ts";
import { blobStoreOptionsFromEnv, metricsAccessFromEnv, paymentOptionsFromEnv, readApiEnv } from "./env.ts";
import { retentionPeriodsFromEnv } from "./privacy/retention-settings.ts";
import { apiProductionRefusal, paysInSandbox } from "./production-profile.ts";
import { staleCatalogueNotice, writeCatalogueStamp } from "./seed/catalogue-stamp.ts";
import { seedDemoContent } from "./seed/seed.ts";

const SHUTDOWN_DELAY_MS = 10_000;

/** Starts the API: migrate, seed an empty database, listen, and stop cleanly on signals. */
async function main() {
  const env = readApiEnv();
  // Before anything listens or touches the database: a production start on demo defaults stops here.
  const refusal = apiProductionRefusal(env);
  if (refusal) {
    console.error(refusal);
    process.exitCode = 1;
    return;
  }
  if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
  const app = await buildApp({
    apiKey: env.API_KEY,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    blobs: blobStoreOptionsFromEnv(env),
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
    scheduledPublishingMs: env.SCHEDULED_PUBLISHING_MS,
    privacy: { periods: retentionPeriodsFromEnv(env), runEveryHours: env.RETENTION_RUN_HOURS },
    staff: {
      authSecret: env.STAFF_AUTH_SECRET,
      secureCookies: env.STAFF_COOKIE_SECURE === "true",
    },
    metrics: metricsAccessFromEnv(env),
  });
  if (paysInSandbox(env)) {
    app.log.warn(
      "gift cards are paid in the built-in sandbox gateway: no money is taken (set PAYMENT_GATEWAY_URL)",
    );
  }
  if (env.SEED_DEMO_CONTENT === "auto") {
    if (await seedDemoContent(app.db)) {
      app.log.info("seeded the demo content");
      if (!env.DATABASE_URL) writeCatalogueStamp(env.DATA_DIR);
    } else if (!env.DATABASE_URL) {
      // A local database keeps the demo content it was first seeded with: say when that is old.
      const notice = staleCatalogueNotice(env.DATA_DIR);
      if (notice) console.warn(`\n${notice}\n`);
    }
  }
  await app.listen({ host: env.API_HOST, port: env.API_PORT });
  surviveDriverCloseRace((message) => app.log.warn(message));

  // Signals and unhandled rejections close the server (in-flight requests finish, the database
  // and mail worker stop through onClose hooks) within 10 s, else the process exits anyway.
  // Uncaught exceptions stay with the driver guard above, which ends the process for any other.
  closeWithGrace(
    { delay: SHUTDOWN_DELAY_MS, logger: app.log, skip: ["uncaughtException"] },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, "closing after an unhandled rejection");
      else app.log.info({ signal }, "shutting down");
      await app.close();
    },
  );
}

main().catch((error: unknown) => {
  console.error(startFailureLine("API", error));
  process.exit(1);
});
