import { dirname, join } from "node:path";
import { metricsAccessFromSettings } from "@thalassa/contract/metrics-access";
import { DEMO_API_KEY, demoDefaultsAllowed } from "@thalassa/contract/production-profile";
import { setSettingsOnly } from "@thalassa/contract/settings-source";
import { trustedProxiesSetting } from "@thalassa/contract/trusted-proxies";
import { z } from "zod";
import type { BlobStoreOptions } from "./blobs/blob-plugin.ts";
import { repoRoot } from "./paths.ts";
import { retentionEnvShape } from "./privacy/retention-settings.ts";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** The fixed key every request must carry in the api-key header (SPEC §6). */
  API_KEY: z.string().min(16, "API_KEY must be at least 16 characters").default(DEMO_API_KEY),
  /** A real PostgreSQL; without it the API uses embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default(join(repoRoot, ".data", "pglite")),
  /** Where uploaded files are kept (ADR 0026): a folder ("fs") or an S3-compatible bucket ("s3"). */
  BLOB_STORE: z.enum(["fs", "s3"]).default("fs"),
  /** The folder of the "fs" store; unset: blobs/ beside DATA_DIR (.data/blobs). */
  BLOB_DIR: z.string().min(1).optional(),
  /** The "s3" store: the bucket (required), its server (unset: AWS S3) and region. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Unset: the SDK's own credentials chain (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** "true" puts the bucket in the path (http://host/bucket/key), as most self-hosted servers want. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  /**
   * Seed demo content when the database has none. Unset: "auto" for the demo and development,
   * "never" in production (readApiEnv), where a forgotten setting must not open the site with the
   * demo restaurants.
   */
  SEED_DEMO_CONTENT: z.enum(["auto", "never"]).default("auto"),
  /** The public site's origin, for links in mail and payment return addresses. */
  PUBLIC_SITE_URL: z.url().default("http://localhost:3000"),
  /** Outgoing mail: SMTP when set (smtp://user:pass@host:port), else .eml files in MAIL_OUTBOX_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_OUTBOX_DIR: z.string().default(join(repoRoot, ".outbox")),
  MAIL_FROM: z.string().default("Thalassa Group <no-reply@thalassa-group.example>"),
  MAIL_POLL_MS: z.coerce.number().int().min(0).default(2000),
  /** Where notifications go: one team address each. */
  ENQUIRIES_EMAIL: z.email().default("events@thalassa-group.example"),
  CATERING_EMAIL: z.email().default("catering@thalassa-group.example"),
  CAREERS_EMAIL: z.email().default("careers@thalassa-group.example"),
  GIFT_CARDS_EMAIL: z.email().default("giftcards@thalassa-group.example"),
  /**
   * Gift card payments through an RBS/BPC hosted payment page (JCC and other Cypriot banks): the
   * REST base, e.g. https://gateway-test.jcc.com.cy/payment/rest/. Unset: the built-in sandbox.
   */
  PAYMENT_GATEWAY_URL: z.url().optional(),
  /** "allow": in production without PAYMENT_GATEWAY_URL, the sandbox takes payments on purpose (ADR 0028). */
  PAYMENT_SANDBOX: z.enum(["allow"]).optional(),
  PAYMENT_GATEWAY_USER: z.string().min(1).optional(),
  PAYMENT_GATEWAY_PASSWORD: z.string().min(1).optional(),
  /** The merchant's callback key; callbacks are refused without it (orders are then polled). */
  PAYMENT_CALLBACK_KEY: z.string().min(16, "PAYMENT_CALLBACK_KEY must be at least 16 characters").optional(),
  /** This API's public callback address (…/payments/gift-cards/callback), sent with each order. */
  PAYMENT_CALLBACK_URL: z.url().optional(),
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(6000),
  /** How long the hosted page stays open for one order, in seconds. */
  PAYMENT_SESSION_TIMEOUT_S: z.coerce.number().int().min(60).max(86_400).default(1200),
  /** How often orders the visitor never came back from are polled, in ms; 0 turns it off. */
  PAYMENT_RECONCILE_MS: z.coerce.number().int().min(0).default(60_000),
  PAYMENT_LANGUAGE: z.string().min(2).max(5).default("en"),
  /** Submissions one client may send per window (SPEC: abuse limits); e2e raises it. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  /**
   * The proxies whose X-Forwarded-For names the client (the site, a load balancer): addresses,
   * ranges (10.0.0.0/8) or loopback/linklocal/uniquelocal; "none" trusts no one. Anyone else is
   * counted (rate limits) by its own address, whatever it forwards.
   */
  TRUSTED_PROXIES: trustedProxiesSetting,
  /** A request whose headers and body have not fully arrived after this is cut off (slow clients). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often items due to publish or unpublish are changed, in ms (ADR 0043); 0 turns it off. */
  SCHEDULED_PUBLISHING_MS: z.coerce.number().int().min(0).default(30_000),
  /** How long content reads are answered from memory, in ms; 0 reads the database every time. */
  CONTENT_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  /** Signs staff session cookies (ADR 0018); unset, a secret derived from API_KEY is used. */
  STAFF_AUTH_SECRET: z.string().min(32, "STAFF_AUTH_SECRET must be at least 32 characters").optional(),
  /** Staff cookies carry Secure unless this is "false" (plain-http set-ups other than localhost). */
  STAFF_COOKIE_SECURE: z.enum(["true", "false"]).default("true"),
  /**
   * "allow": start with NODE_ENV=production on demo defaults, for the start scripts on this
   * machine only (PUBLIC_SITE_URL on localhost); see production-profile.ts.
   */
  DEMO_DEFAULTS: z.enum(["allow"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * The bearer token GET /metrics asks for (ADR 0033). Unset: metrics are open in development
   * and off in production, where they name routes and volumes the public need not see.
   */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** How long personal data is kept (ADR 0034): RETENTION_* periods and how often they are applied. */
  ...retentionEnvShape,
});

export type ApiEnv = z.infer<typeof envSchema>;

/** A real gateway needs its API user and password; the S3 blob store its bucket. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.BLOB_STORE === "s3" && !env.S3_BUCKET)
    ctx.addIssue({
      code: "custom",
      path: ["S3_BUCKET"],
      message: "S3_BUCKET is required with BLOB_STORE=s3",
    });
  if (!env.PAYMENT_GATEWAY_URL) return;
  for (const name of ["PAYMENT_GATEWAY_USER", "PAYMENT_GATEWAY_PASSWORD"] as const) {
    if (!env[name])
      ctx.addIssue({ code: "custom", path: [name], message: `${name} is required with PAYMENT_GATEWAY_URL` });
  }
});

/** Payment settings for buildApp, from the parsed environment. */
export function paymentOptionsFromEnv(env: ApiEnv) {
  return {
    gatewayUrl: env.PAYMENT_GATEWAY_URL,
    userName: env.PAYMENT_GATEWAY_USER,
    password: env.PAYMENT_GATEWAY_PASSWORD,
    callbackKey: env.PAYMENT_CALLBACK_KEY,
    callbackUrl: env.PAYMENT_CALLBACK_URL,
    timeoutMs: env.PAYMENT_TIMEOUT_MS,
    sessionTimeoutSecs: env.PAYMENT_SESSION_TIMEOUT_S,
    reconcileMs: env.PAYMENT_RECONCILE_MS,
    language: env.PAYMENT_LANGUAGE,
    teamEmail: env.GIFT_CARDS_EMAIL,
  };
}

/** Who may read GET /metrics, from the parsed environment (ADR 0033). */
export const metricsAccessFromEnv = metricsAccessFromSettings;

/** The blob store for buildApp, from the parsed environment. */
export function blobStoreOptionsFromEnv(env: ApiEnv): BlobStoreOptions {
  if (env.BLOB_STORE === "fs")
    return { kind: "fs", dir: env.BLOB_DIR ?? join(dirname(env.DATA_DIR), "blobs") };
  return {
    kind: "s3",
    bucket: env.S3_BUCKET as string,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  };
}

/** Parses the environment once, failing with the names of the variables that are wrong. */
export function readApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const result = checkedEnvSchema.safeParse(setSettingsOnly(source));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid API environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (
    !setSettingsOnly(source).SEED_DEMO_CONTENT &&
    env.NODE_ENV === "production" &&
    !demoDefaultsAllowed(env)
  )
    env.SEED_DEMO_CONTENT = "never";
  return env;
}
