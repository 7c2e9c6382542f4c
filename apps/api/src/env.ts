import { join } from "node:path";
import { z } from "zod";
import { repoRoot } from "./paths.ts";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** The fixed key every request must carry in the api-key header (SPEC §6). */
  API_KEY: z.string().min(16, "API_KEY must be at least 16 characters").default("local-demo-api-key-0000"),
  /** A real PostgreSQL; without it the API uses embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default(join(repoRoot, ".data", "pglite")),
  /** Seed demo content when the database has none. */
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
  /** A request whose headers and body have not fully arrived after this is cut off (slow clients). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type ApiEnv = z.infer<typeof envSchema>;

/** Parses the environment once, failing with the names of the variables that are wrong. */
export function readApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid API environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
